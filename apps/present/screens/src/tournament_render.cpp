// A tournament's combined ranking as `bandeja tournament rank` prints it: text and JSON.
#include "bandeja/present/tournament_render.hpp"

#include <nlohmann/json.hpp>

#include "bandeja/present/combined.hpp"
#include "bandeja/present/figures.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/text_table.hpp"

namespace bandeja::present {

std::string tournament_text(const director::TournamentRanking& r, Lang lang) {
  auto say_ = [lang](std::string_view code, std::vector<std::string> args = {}) { return say(lang, code, args); };
  std::string out = r.tournament.name + "\n";
  out += combined_method(r.unit, lang) + "\n";
  for (const auto& s : r.sessions) {
    std::string line = "  " + say_("tournament.text.session", {std::to_string(s.stored.seq), s.name, decimal(num(s.stored.factor), lang)});
    if (s.provisional) line += " " + say_("tournament.text.provisional");
    out += line + "\n";
  }
  bool carry = false;
  for (const auto& s : r.standings) carry = carry || s.carry != 0;
  std::vector<std::vector<std::string>> table;
  table.push_back({say_("rank.col.place"), say_("rank.col.names")});
  for (const auto& s : r.sessions) table.back().push_back("S" + std::to_string(s.stored.seq));
  if (carry) table.back().push_back(say_("tournament.col.carry"));
  table.back().push_back(say_("rank.col.total"));
  std::vector<bool> right{false, false};
  for (size_t i = 0; i < r.sessions.size() + (carry ? 1 : 0) + 1; ++i) right.push_back(true);
  const int last = r.standings.empty() ? 0 : r.standings.front().reached;
  bool marked = false;
  for (const auto& s : r.standings) {
    if (s.reached < last && !marked) {  // those who did not reach the last session
      marked = true;
      out += "\n" + text_table(table, right, "  ");
      table.erase(table.begin() + 1, table.end());
      out += "\n" + say_("tournament.text.stopped", {std::to_string(last)}) + "\n";
    }
    std::vector<std::string> row{s.place, s.names};
    for (size_t i = 0; i < r.sessions.size(); ++i) row.push_back(s.scores[i] ? combined_figure(r.unit, *s.scores[i], lang) : "-");
    if (carry) row.push_back(s.carry != 0 ? combined_figure(r.unit, s.carry, lang) : "");
    row.push_back(combined_figure(r.unit, s.total, lang));
    table.push_back(std::move(row));
  }
  out += (marked ? "" : "\n") + text_table(table, right, "  ");
  return out;
}

std::string tournament_json(const director::TournamentRanking& r) {
  using nlohmann::ordered_json;
  ordered_json j;
  j["tournament"] = r.tournament.name;
  j["combine_by"] = r.tournament.combine_by;
  j["unit"] = r.unit;
  j["provisional"] = r.provisional;
  j["sessions"] = ordered_json::array();
  for (const auto& s : r.sessions)
    j["sessions"].push_back(ordered_json{{"session", s.stored.seq}, {"name", s.name}, {"factor", s.stored.factor},
                                         {"entrants", s.entrants}, {"provisional", s.provisional}});
  j["standings"] = ordered_json::array();
  for (const auto& s : r.standings) {
    ordered_json row{{"place", s.place}, {"entrant", s.key}, {"names", s.names}};
    row["players"] = ordered_json::array();
    for (const auto& p : s.players)
      row["players"].push_back(ordered_json{{"name", p.name}, {"national_id", p.national_id ? ordered_json(*p.national_id) : ordered_json(nullptr)}});
    row["sessions"] = ordered_json::array();
    for (size_t i = 0; i < s.scores.size(); ++i)
      row["sessions"].push_back(s.scores[i] ? ordered_json{{"pair", s.pairs[i]}, {"score", round2(*s.scores[i])}}
                                            : ordered_json(nullptr));
    row["carry"] = round2(s.carry);
    row["total"] = round2(s.total);
    row["reached"] = s.reached;
    j["standings"].push_back(std::move(row));
  }
  j["warnings"] = ordered_json::array();
  for (const auto& w : r.warnings) j["warnings"].push_back(ordered_json{{"code", w.code}, {"args", w.args}});
  return j.dump(2) + "\n";
}

}  // namespace bandeja::present
