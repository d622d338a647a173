#include "score_input.hpp"

#include "app_support.hpp"

namespace bandeja::app {

std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> out;
  std::string w;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r') {
      if (!w.empty()) out.push_back(std::move(w));
      w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) out.push_back(std::move(w));
  return out;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::optional<bool> parse_vul_word(const std::string& w) {
  const std::string l = lower(w);
  if (l == "vul" || l == "v" || l == "vulnerable" || l == "vulnerables") return true;
  if (l == "nv" || l == "novul" || l == "non-vul" || l == "nonvul") return false;
  return std::nullopt;
}

}  // namespace bandeja::app
