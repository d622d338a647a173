#include "bandeja/score/sheet.hpp"

#include <cctype>
#include <sstream>
#include <vector>

namespace bandeja::score {

namespace {

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<Team> team_word(std::string_view word) {
  const std::string w = lower(word);
  if (w == "we" || w == "us" || w == "nosotros" || w == "nos" || w == "nous") return Team::We;
  if (w == "they" || w == "them" || w == "ellos" || w == "eux") return Team::They;
  return std::nullopt;
}

bool is_pass(std::string_view word) {
  const std::string w = lower(word);
  return w == "pass" || w == "paso" || w == "passe" || w == "passed" || w == "pasada";
}

bool is_honours(std::string_view word) {
  const std::string w = lower(word);
  return w == "honours" || w == "honors" || w == "honores" || w == "honneurs" || w == "h";
}

}  // namespace

Result<Deal> parse_deal(std::string_view line, Lang lang) {
  std::vector<std::string> words;
  {
    std::istringstream in{std::string(line)};
    for (std::string w; in >> w;) words.push_back(w);
  }
  if (words.empty()) return fail_code("sheet.line_empty", "line");
  if (words.size() == 1 && is_pass(words[0])) return Deal{Team::We, Contract::pass(), 0, {}};
  const auto side = team_word(words[0]);
  if (!side) return fail_code("sheet.side_bad", "side", {words[0]});
  if (words.size() < 3) return fail_code("sheet.deal_too_short", "line");
  Deal d;
  d.declarer = *side;
  auto contract = parse_contract(words[1], lang);
  if (!contract) return std::unexpected(contract.error());
  if (contract->passed_out()) return fail_code("sheet.pass_as_contract", "contract", {words[1]});
  d.contract = *contract;
  auto tricks = parse_tricks(words[2], d.contract, lang);
  if (!tricks) return std::unexpected(tricks.error());
  d.tricks = *tricks;
  size_t i = 3;
  if (i < words.size()) {
    if (!is_honours(words[i])) return fail_code("sheet.after_result", "honours", {words[i]});
    ++i;
    Honours h{d.declarer, 0};
    if (i < words.size()) {
      if (auto t = team_word(words[i])) {
        h.team = *t;
        ++i;
      }
    }
    if (i >= words.size()) return fail_code("sheet.honours_no_points", "honours");
    const std::string& n = words[i];
    int points = 0;
    bool ok = !n.empty() && n.size() <= 4;
    for (char c : n) ok = ok && std::isdigit(static_cast<unsigned char>(c));
    if (ok) points = std::stoi(n);
    if (!ok || points <= 0) return fail_code("sheet.honours_not_a_number", "honours", {n});
    h.points = points;
    ++i;
    if (i < words.size()) return fail_code("sheet.after_honours", "honours", {words[i]});
    d.honours = h;
  }
  return d;
}

std::string to_string(Team t, Lang lang) {
  if (lang == Lang::Es) return t == Team::We ? "nosotros" : "ellos";
  if (lang == Lang::Fr) return t == Team::We ? "nous" : "eux";
  return t == Team::We ? "we" : "they";
}

std::string to_string(const Deal& d, Lang lang) {
  if (d.contract.passed_out()) return pass_word(lang, false);
  std::string s = to_string(d.declarer, lang) + " " + to_string(d.contract, lang) + " " +
                  std::to_string(d.tricks);
  if (d.honours) {
    s += lang == Lang::Es ? " honores " : lang == Lang::Fr ? " honneurs " : " honours ";
    if (d.honours->team != d.declarer) s += to_string(d.honours->team, lang) + " ";
    s += std::to_string(d.honours->points);
  }
  return s;
}

}  // namespace bandeja::score
