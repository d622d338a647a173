#include "bandeja/director/sessions.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace bandeja::director {

namespace {

std::string seat_code(score::Seat s) {
  switch (s) {
    case score::Seat::North: return "N";
    case score::Seat::East: return "E";
    case score::Seat::South: return "S";
    case score::Seat::West: return "W";
  }
  return "";
}

std::string vul_code(score::Vulnerability v) {
  if (v.ns && v.ew) return "All";
  if (v.ns) return "NS";
  if (v.ew) return "EW";
  return "None";
}

}  // namespace

std::string section_pair(const std::string& section, const std::string& pair) {
  return section + pair;
}

Result<std::string> section_letter(const std::string& text) {
  std::string s = text;
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const bool ok = !s.empty() && s.size() <= 2 &&
                  std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  if (!ok) return fail_code("session.bad_section_letter", "section", {text});
  return s;
}

Result<std::string> scope_word(const std::string& text) {
  if (text == "section" || text == "apart" || text == "sección" || text == "seccion") return "section";
  if (text == "field" || text == "together" || text == "campo") return "field";
  return fail_code("session.bad_scope", "scope", {text});
}

SectionFacts facts_of(const db::EventInfo& info, std::vector<db::Board> boards) {
  return SectionFacts{info.section, info.name, info.id, info.scoring, std::move(boards), info.winners};
}

Result<void> check_same_scoring(const SectionFacts& a, const SectionFacts& b) {
  if (a.scoring == b.scoring) return {};
  return fail_code("session.scoring_differs", "scoring", {a.section, a.event, a.scoring, b.section, b.event, b.scoring});
}

Result<void> check_same_boards(const SectionFacts& a, const SectionFacts& b) {
  if (a.winners != b.winners)
    return fail_code(a.winners == 1 ? "session.winners_differ_1_2" : "session.winners_differ_2_1", "section",
                     {a.section, a.event, b.section, b.event});
  std::map<int, const db::Board*> in_b;
  for (const auto& x : b.boards) in_b[x.number] = &x;
  int common = 0;
  for (const auto& x : a.boards) {
    auto it = in_b.find(x.number);
    if (it == in_b.end()) continue;  // played in one section only: compared there, factored
    ++common;
    const db::Board& y = *it->second;
    const std::string n = std::to_string(x.number);
    if (x.dealer != y.dealer)
      return fail_code("session.dealer_differs", "board",
                       {n, seat_code(x.dealer), a.section, a.event, seat_code(y.dealer), b.section, b.event});
    if (!(x.vulnerability == y.vulnerability))
      return fail_code("session.vulnerability_differs", "board",
                       {n, vul_code(x.vulnerability), a.section, a.event, vul_code(y.vulnerability), b.section, b.event});
    if (x.deal && y.deal && *x.deal != *y.deal)
      return fail_code("session.deal_differs", "board", {n, a.section, a.event, b.section, b.event});
  }
  if (common == 0 && !a.boards.empty() && !b.boards.empty())
    return fail_code("session.no_common_board", "board", {a.section, a.event, b.section, b.event});
  return {};
}

Result<void> check_section_fits(const std::vector<SectionFacts>& others, const SectionFacts& candidate,
                                bool field) {
  for (const auto& o : others) {
    if (candidate.event_id != 0 && o.event_id == candidate.event_id) continue;
    if (o.section == candidate.section)
      return fail_code("session.section_taken", "section", {candidate.section, o.event});
    if (auto r = check_same_scoring(candidate, o); !r) return r;
    if (field)
      if (auto r = check_same_boards(candidate, o); !r) return r;
  }
  return {};
}

Result<void> check_field(const std::vector<SectionFacts>& sections) {
  for (size_t i = 1; i < sections.size(); ++i)
    if (auto r = check_same_boards(sections[0], sections[i]); !r) return r;
  return {};
}

Result<db::SessionInfo> find_session(const db::Store& store, const std::string& which) {
  if (auto s = store.find_session(which)) return *s;
  return fail_code("session.not_found", "session", {which, store.path()});
}

std::vector<SectionFacts> section_facts(const db::Store& store, db::Id session) {
  std::vector<SectionFacts> out;
  for (const auto& e : store.session_events(session)) out.push_back(facts_of(e, store.boards(e.id)));
  return out;
}

}  // namespace bandeja::director
