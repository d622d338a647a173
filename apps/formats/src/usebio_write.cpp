// USEBIO 1.2 written: the event, its participants, every board's traveller and the ranking
// (usebio.hpp). The reader is usebio_read.cpp.
#include "bandeja/formats/usebio.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "text_util.hpp"
#include "usebio_names.hpp"

namespace bandeja::formats {
namespace {

using detail::to_int;


// ---------------------------------------------------------------- writing

std::string event_type(const EventRecord& ev) {
  if (ev.teams) return "TEAMS_OF_FOUR";
  switch (ev.scoring) {
    case Scoring::CrossImps: return "CROSS_IMP";
    case Scoring::Butler: return "BUTLER_PAIRS";
    default: return "MP_PAIRS";
  }
}

std::string scoring_method(Scoring s) {
  switch (s) {
    case Scoring::Matchpoints: return "MATCH_POINTS";
    case Scoring::CrossImps: return "CROSS_IMPS";
    case Scoring::Butler: return "BUTLER_IMPS";
    case Scoring::Bam: return "BAM";
    case Scoring::Imps: return "IMPS";
  }
  return "MATCH_POINTS";
}

// The element names of a line's points for a scoring method.
std::pair<const char*, const char*> points_elements(Scoring s) {
  switch (s) {
    case Scoring::CrossImps: return {"NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"};
    // Butler points under the name Compscore writes and the Australian federation's reader
    // reads (it reads no NS_IMPS in a pairs event).
    case Scoring::Butler: return {"NS_BUTLER_POINTS", "EW_BUTLER_POINTS"};
    case Scoring::Imps: return {"NS_IMPS", "EW_IMPS"};
    default: return {"NS_MATCH_POINTS", "EW_MATCH_POINTS"};
  }
}

void text(pugi::xml_node parent, const char* name, const std::string& value) {
  parent.append_child(name).text().set(value.c_str());
}



}  // namespace

std::string write_usebio(const EventRecord& ev) {
  pugi::xml_document doc;
  auto decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  doc.append_child(pugi::node_doctype).set_value("USEBIO SYSTEM \"usebio_v1_2.dtd\"");
  auto root = doc.append_child("USEBIO");
  root.append_attribute("Version") = "1.2";
  if (!ev.site.empty()) {
    auto club = root.append_child("CLUB");
    text(club, "CLUB_NAME", ev.site);
  }
  auto event = root.append_child("EVENT");
  event.append_attribute("EVENT_TYPE") = event_type(ev).c_str();
  text(event, "PROGRAM_NAME", "Bandeja");
  text(event, "EVENT_DESCRIPTION", ev.name);
  if (!ev.date.empty()) text(event, "DATE", usebio_date(ev.date));
  text(event, "BOARD_SCORING_METHOD", scoring_method(ev.scoring));
  text(event, "WINNER_TYPE", std::to_string(ev.winners));
  text(event, "BOARDS_PLAYED", std::to_string(ev.boards.size()));

  auto parts = event.append_child("PARTICIPANTS");
  std::map<std::string, const Standing*> standing;
  for (const auto& s : ev.ranking) standing[s.entrant] = &s;
  // A teams event with its teams: one TEAM per team, its players pair by pair (each PLAYER
  // names its pair in PAIR_NUMBER, Bandeja's addition, so that a pair's lines find their
  // players again), its place and total (VPs, or board points in board-a-match).
  const bool by_team = ev.teams && !ev.team_list.empty();
  std::map<std::string, const TeamStanding*> team_standing;
  for (const auto& s : ev.team_ranking) team_standing[s.team] = &s;
  for (const auto& t : by_team ? ev.team_list : std::vector<Team>{}) {
    auto p = parts.append_child("TEAM");
    auto it = team_standing.find(t.id);
    if (it != team_standing.end() && !it->second->place.empty()) text(p, "PLACE", it->second->place);
    text(p, "TEAM_NUMBER", t.id);
    if (!t.name.empty()) text(p, "TEAM_NAME", t.name);
    for (const auto& pair : t.pairs) {
      const Entrant* e = ev.entrant(pair);
      if (!e) continue;
      if (e->players.empty()) {  // an unnamed pair still plays for the team
        auto x = p.append_child("PLAYER");
        text(x, "PLAYER_NAME", "");
        text(x, "PAIR_NUMBER", pair);
      }
      for (const auto& pl : e->players) {
        auto x = p.append_child("PLAYER");
        text(x, "PLAYER_NAME", pl.name);
        if (!pl.national_id.empty()) text(x, "NATIONAL_ID_NUMBER", pl.national_id);
        text(x, "PAIR_NUMBER", pair);
      }
    }
    if (it != team_standing.end() && it->second->total) text(p, "TOTAL_SCORE", number_text(*it->second->total));
  }
  for (const auto& e : by_team ? std::vector<Entrant>{} : ev.entrants) {
    auto p = parts.append_child(ev.teams ? "TEAM" : "PAIR");
    auto it = standing.find(e.id);
    if (it != standing.end() && !it->second->place.empty()) text(p, "PLACE", it->second->place);
    if (ev.teams) {
      text(p, "TEAM_NUMBER", e.id);
      if (!e.name.empty()) text(p, "TEAM_NAME", e.name);
    } else {
      text(p, "PAIR_NUMBER", e.id);  // 1NS, as Compscore writes it: one number per pair
      if (!e.field.empty()) text(p, "DIRECTION", e.field);
    }
    for (const auto& pl : e.players) {
      auto x = p.append_child("PLAYER");
      text(x, "PLAYER_NAME", pl.name);
      if (!pl.national_id.empty()) text(x, "NATIONAL_ID_NUMBER", pl.national_id);
    }
    if (it != standing.end()) {
      if (it->second->total) text(p, "TOTAL_SCORE", number_text(*it->second->total));
      if (it->second->percent) text(p, "PERCENTAGE", number_text(*it->second->percent));
    }
  }
  const auto [ns_el, ew_el] = points_elements(ev.scoring);
  const EventIndex index(ev);
  for (const auto& b : ev.boards) {
    auto xb = event.append_child("BOARD");
    text(xb, "BOARD_NUMBER", std::to_string(b.number));
    // USEBIO 1.2 takes the dealer and vulnerability from the board's number: a board that
    // departs from the cycle (a bidding program's, a re-dealt board) says so, or its scores
    // would be read under the wrong vulnerability.
    if (b.dealer != score::dealer(b.number)) text(xb, "DEALER", score::to_string(b.dealer));
    if (!(b.vulnerability == score::vulnerability(b.number)))
      text(xb, "VULNERABILITY", score::vulnerability_code(b.vulnerability));
    if (auto avg = b.datum ? b.datum : board_average(b)) text(xb, "BOARD_AVERAGE", number_text(*avg));
    for (const auto& l : b.lines) {
      auto x = xb.append_child("TRAVELLER_LINE");
      if (l.round) text(x, "ROUND_NUMBER", std::to_string(*l.round));
      if (l.table) text(x, "TABLE_NUMBER", std::to_string(*l.table));
      if (by_team) {  // the pairs as they are, and the teams they play for
        text(x, "NS_PAIR_NUMBER", l.ns);
        text(x, "EW_PAIR_NUMBER", l.ew);
        if (const Team* t = index.team_of(l.ns)) text(x, "NS_TEAM_NUMBER", t->id);
        if (const Team* t = index.team_of(l.ew)) text(x, "EW_TEAM_NUMBER", t->id);
      } else {
        text(x, ev.teams ? "NS_TEAM_NUMBER" : "NS_PAIR_NUMBER", l.ns);
        text(x, ev.teams ? "EW_TEAM_NUMBER" : "EW_PAIR_NUMBER", l.ew);
      }
      if (const auto* p = std::get_if<score::Played>(&l.entry)) {
        text(x, "CONTRACT", score::to_string(p->contract, Lang::En, '*'));  // 4S*, 4S**
        text(x, "PLAYED_BY", score::to_string(p->declarer));
        if (p->lead && !p->lead->empty()) text(x, "LEAD", *p->lead);
        text(x, "TRICKS", std::to_string(p->tricks));
      } else if (std::holds_alternative<score::PassedOut>(l.entry)) {
        text(x, "CONTRACT", "PASS");
      } else if (std::holds_alternative<score::NotPlayed>(l.entry)) {
        text(x, "CONTRACT", "NP");
      }
      if (const auto* a = std::get_if<score::Artificial>(&l.entry))
        text(x, "SCORE", score::artificial_text(*a, /*packed=*/true));  // A6040
      else if (const auto* w = std::get_if<score::Weighted>(&l.entry))
        // USEBIO 1.2 has no weighted score (Law 12C1(c)): SCORE carries Bandeja's form, NS's
        // side, with no CONTRACT, as it carries A6040; the points elements carry the ranking.
        text(x, "SCORE", score::to_string(score::Entry{*w}));
      else if (l.ns_score)
        text(x, "SCORE", std::to_string(*l.ns_score));
      if (l.ns_points) text(x, ns_el, number_text(*l.ns_points));
      if (l.ew_points) text(x, ew_el, number_text(*l.ew_points));
    }
  }
  // Hand records: USEBIO/HANDSET, after the EVENT, for the boards that have a deal.
  if (std::any_of(ev.boards.begin(), ev.boards.end(), [](const Board& b) { return b.deal.has_value(); })) {
    auto hs = root.append_child("HANDSET");
    for (const auto& b : ev.boards) {
      if (!b.deal) continue;
      auto xb = hs.append_child("BOARD");
      text(xb, "BOARD_NUMBER", std::to_string(b.number));
      for (int seat = 0; seat < 4; ++seat) {
        auto h = xb.append_child("HAND");
        text(h, "DIRECTION", detail::kHandDirections[seat]);
        for (const auto& [el, suit] : detail::kHandSuits) text(h, el, b.deal->hands[seat][suit]);
      }
    }
  }
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
  return out.str();
}

}  // namespace bandeja::formats
