#include "score_input.hpp"

#include <cctype>

#include "bandeja/score/contract.hpp"
#include "bandeja/score/law77.hpp"

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
  std::string l = w;
  for (auto& ch : l) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (l == "vul" || l == "v" || l == "vulnerable" || l == "vulnerables") return true;
  if (l == "nv" || l == "novul" || l == "non-vul" || l == "nonvul") return false;
  return std::nullopt;
}

std::expected<int, std::string> score_batch_line(const std::string& text, Lang lang) {
  std::vector<std::string> w = words_of(text);
  if (w.size() != 3 && w.size() != 4)
    return std::unexpected(present::say(lang, "cli_score.expected_contract_declarer_result_nv_vul"));
  const auto vul = parse_vul_word(w.back());
  if (!vul)
    return std::unexpected(present::say(lang, "cli_score.vulnerability_word", {w.back()}));
  w.pop_back();
  const auto contract = score::parse_contract(w[0], lang);
  if (!contract) return std::unexpected(present::render(contract.error(), lang));
  if (w.size() == 3)
    if (const auto declarer = score::parse_seat(w[1], lang); !declarer)
      return std::unexpected(present::render(declarer.error(), lang));
  const auto tricks = score::parse_tricks(w.back(), *contract, lang);
  if (!tricks) return std::unexpected(present::render(tricks.error(), lang));
  return score::duplicate_score(*contract, *tricks, *vul);
}

}  // namespace bandeja::app
