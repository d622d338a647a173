#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/messages.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include "bandeja/ranking/rounding.hpp"
#include "bandeja/score/law77.hpp"

namespace bandeja::formats {

std::vector<std::string> partnership_players(std::string_view id) {
  const auto plus = id.find('+');
  if (plus == std::string_view::npos || plus == 0 || plus + 1 == id.size()) return {};
  return {std::string(id.substr(0, plus)), std::string(id.substr(plus + 1))};
}

std::string Entrant::names() const {
  if (!name.empty()) return name;
  std::string out;
  for (const auto& p : players) {
    if (p.name.empty()) continue;
    if (!out.empty()) out += " \u2013 ";
    out += p.name;
  }
  return out;
}

const Entrant* EventRecord::entrant(std::string_view id) const {
  for (const auto& e : entrants)
    if (e.id == id) return &e;
  return nullptr;
}

const Board* EventRecord::board(int number) const {
  for (const auto& b : boards)
    if (b.number == number) return &b;
  return nullptr;
}

const Team* EventRecord::team(std::string_view id) const {
  for (const auto& t : team_list)
    if (t.id == id) return &t;
  return nullptr;
}

const Team* EventRecord::team_of(std::string_view entrant_id) const {
  for (const auto& t : team_list)
    for (const auto& p : t.pairs)
      if (p == entrant_id) return &t;
  return nullptr;
}

EventIndex::EventIndex(const EventRecord& ev) {
  for (const auto& e : ev.entrants) entrants_.try_emplace(e.id, &e);
  for (const auto& t : ev.team_list)
    for (const auto& p : t.pairs) team_of_.try_emplace(p, &t);  // the first team, as team_of()
}

const Entrant* EventIndex::entrant(std::string_view id) const {
  const auto it = entrants_.find(id);
  return it == entrants_.end() ? nullptr : it->second;
}

const Team* EventIndex::team_of(std::string_view entrant_id) const {
  const auto it = team_of_.find(entrant_id);
  return it == team_of_.end() ? nullptr : it->second;
}

std::string EventRecord::team_players(const Team& t) const {
  std::string out;
  for (const auto& p : t.pairs) {
    const Entrant* e = entrant(p);
    if (!e || e->players.empty()) continue;
    std::string names;
    for (const auto& pl : e->players) names += (names.empty() ? "" : " \u2013 ") + pl.name;
    out += (out.empty() ? "" : " / ") + names;
  }
  return out;
}

std::optional<double> board_top(const Board& b) {
  for (const auto& l : b.lines) {
    if (std::holds_alternative<score::Artificial>(l.entry) ||
        std::holds_alternative<score::NotPlayed>(l.entry))
      continue;
    if (l.ns_points && l.ew_points) return *l.ns_points + *l.ew_points;
  }
  return std::nullopt;
}

std::optional<double> board_average(const Board& b) {
  double sum = 0;
  int n = 0;
  for (const auto& l : b.lines)
    if (l.ns_score) {
      sum += *l.ns_score;
      ++n;
    }
  if (n == 0) return std::nullopt;
  return sum / n;
}

Result<void> check(const EventRecord& r) {
  std::set<std::string> ids;
  for (const auto& e : r.entrants) {
    if (e.id.empty()) return fail_code("record.entrant_no_id", "entrant");
    if (!ids.insert(e.id).second) return fail_code("record.entrant_twice", "entrant", {e.id});
  }
  std::set<std::pair<int, std::string>> numbers;
  for (const auto& b : r.boards) {
    if (b.number < 1) return fail_code("record.board_number", "board", {std::to_string(b.number)});
    if (!numbers.insert({b.number, b.section}).second)
      return fail_code("record.board_twice", "board", {std::to_string(b.number)});
    int n = 0;
    for (const auto& l : b.lines) {
      ++n;
      const std::string board = std::to_string(b.number), line = std::to_string(n);
      if (!ids.count(l.ns)) return fail_code("record.ns_unknown", "ns", {board, line, l.ns});
      if (!ids.count(l.ew)) return fail_code("record.ew_unknown", "ew", {board, line, l.ew});
      if (l.ns == l.ew) return fail_code("record.against_itself", "ew", {board, line, l.ns});
      const auto expected = score::ns_score(l.entry, b.vulnerability);
      if (expected != l.ns_score) return fail_code("record.score_mismatch", "score", {board, line});
    }
  }
  for (const auto& s : r.ranking)
    if (!ids.count(s.entrant))
      return fail_code("record.ranking_unknown_entrant", "ranking", {s.entrant});
  std::set<std::string> teams, in_team;
  for (const auto& t : r.team_list) {
    if (t.id.empty()) return fail_code("record.team_no_number", "team");
    if (!teams.insert(t.id).second) return fail_code("record.team_twice", "team", {t.id});
    for (const auto& p : t.pairs) {
      if (!ids.count(p)) return fail_code("record.team_pair_unknown", "team", {t.id, p});
      if (!in_team.insert(p).second) return fail_code("record.pair_two_teams", "team", {p});
    }
  }
  for (const auto& s : r.team_ranking)
    if (!teams.count(s.team)) return fail_code("record.ranking_unknown_team", "ranking", {s.team});
  for (const auto& m : r.matches)
    if (!teams.count(m.a) || !teams.count(m.b))
      return fail_code("record.match_unknown_team", "match", {std::to_string(m.round), teams.count(m.a) ? m.b : m.a});
  for (const auto& b : r.byes)
    if (!teams.count(b.team)) return fail_code("record.bye_unknown_team", "bye", {std::to_string(b.round), b.team});
  return {};
}

std::vector<MatchOrBye> matches_and_byes(const EventRecord& r) {
  std::vector<MatchOrBye> out;
  size_t b = 0;
  for (size_t m = 0; m < r.matches.size(); ++m) {
    // the byes of the rounds before this match's
    for (; b < r.byes.size() && r.byes[b].round < r.matches[m].round; ++b) out.push_back({nullptr, &r.byes[b]});
    out.push_back({&r.matches[m], nullptr});
  }
  for (; b < r.byes.size(); ++b) out.push_back({nullptr, &r.byes[b]});
  return out;
}

std::string pbn_date(std::string_view iso) {
  std::string out(iso);
  for (char& c : out)
    if (c == '-') c = '.';
  return out;
}

std::string usebio_date(std::string_view iso) {
  if (iso.size() != 10) return std::string(iso);
  return std::string(iso.substr(8, 2)) + "/" + std::string(iso.substr(5, 2)) + "/" +
         std::string(iso.substr(0, 4));
}

namespace {
bool digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}
Result<std::string> iso_checked(std::string_view y, std::string_view m, std::string_view d,
                                std::string_view shown) {
  if (!digits(y) || !digits(m) || !digits(d) || y.size() != 4 || m.size() != 2 || d.size() != 2)
    return fail_code("record.not_a_date", "date", {std::string(shown)});
  const int mm = std::stoi(std::string(m)), dd = std::stoi(std::string(d));
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31)
    return fail_code("record.not_a_date", "date", {std::string(shown)});
  return std::string(y) + "-" + std::string(m) + "-" + std::string(d);
}
}  // namespace

Result<std::string> iso_from_usebio_date(std::string_view u) {
  if (u.size() != 10 || u[2] != '/' || u[5] != '/')
    return fail_code("record.date_form", "date", {std::string(u), "DD/MM/YYYY"});
  return iso_checked(u.substr(6, 4), u.substr(3, 2), u.substr(0, 2), u);
}

std::string number_text(double v) {
  if (std::isnan(v) || std::isinf(v)) return "0";
  const double r = ranking::round_hundredths(v);
  if (std::fabs(r - std::round(r)) < 1e-9) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", r);
    return std::string(buf) == "-0" ? "0" : buf;
  }
  std::string s = ranking::fixed2(r);
  while (!s.empty() && s.back() == '0') s.pop_back();
  return s;
}

std::string number_text(double v, Lang lang) { return present::decimal(number_text(v), lang); }

}  // namespace bandeja::formats
