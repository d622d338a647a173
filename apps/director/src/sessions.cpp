#include "bandeja/director/sessions.hpp"

#include "bandeja/director/names.hpp"

#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>

#include "bandeja/director/events.hpp"
#include "bandeja/director/store_errors.hpp"

namespace bandeja::director {

namespace {

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

SessionView view_of(const db::Store& store, const db::SessionInfo& s) {
  SessionView v{s, {}};
  for (const auto& e : store.session_events(s.id)) {
    SectionView x{e, store.pairs(e.id).size(), store.results(e.id).size(), std::nullopt};
    if (e.has_movement()) {
      size_t n = 0;  // a board is played once at each table where two pairs meet
      for (const auto& r : store.rows(e.id))
        if (r.ns && r.ew) n += r.boards.size();
      x.expected = n;
    }
    v.sections.push_back(std::move(x));
  }
  return v;
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
                       {n, score::to_string(x.dealer), a.section, a.event, score::to_string(y.dealer), b.section, b.event});
    if (!(x.vulnerability == y.vulnerability))
      return fail_code("session.vulnerability_differs", "board",
                       {n, score::vulnerability_code(x.vulnerability), a.section, a.event, score::vulnerability_code(y.vulnerability), b.section, b.event});
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
  return find_by_name(store.sessions(), which, "session", store.path());
}

std::vector<SectionFacts> section_facts(const db::Store& store, db::Id session) {
  std::vector<SectionFacts> out;
  for (const auto& e : store.session_events(session)) out.push_back(facts_of(e, store.boards(e.id)));
  return out;
}

Result<db::SessionInfo> create_session(db::Store& store, const std::string& typed_name, const std::string& date,
                                       const std::string& scope_in) {
  const std::string name = trimmed(typed_name);
  if (auto bad = title_problem(name, "session")) return std::unexpected(std::move(*bad));
  auto scope = scope_word(scope_in);
  if (!scope) return std::unexpected(scope.error());
  if (!date.empty() && !is_calendar_date(date)) return fail_code("session.bad_date", "date", {date});
  for (const auto& s : store.sessions()) {
    if (s.name == name) return fail_code("session.name_taken", "session", {name});
    if (name_key(s.name) == name_key(name)) return fail_code("session.name_like", "session", {name, s.name});
  }
  auto id = guarded([&] { return store.create_session(name, date, *scope); });
  if (!id) return std::unexpected(id.error());
  return store.session_info(*id);
}

std::vector<SessionView> list_sessions(const db::Store& store) {
  std::vector<SessionView> out;
  for (const auto& s : store.sessions()) out.push_back(view_of(store, s));
  return out;
}

Result<SessionView> show_session(const db::Store& store, const std::string& which) {
  auto s = find_session(store, which);
  if (!s) return std::unexpected(s.error());
  return view_of(store, *s);
}

Result<SectionChange> add_section(db::Store& store, const std::string& session_which,
                                  const std::string& event_which, const std::string& letter_in) {
  auto letter = section_letter(letter_in);
  if (!letter) return std::unexpected(letter.error());
  auto s = find_session(store, session_which);
  if (!s) return std::unexpected(s.error());
  auto e = find_event(store, event_which);
  if (!e) return std::unexpected(e.error());
  if (e->session_id && *e->session_id != s->id) {
    const auto other = store.session_info(*e->session_id);
    return fail_code("session.event_in_other_session", "event",
                     {e->name, e->section, other.name, std::to_string(other.id), std::to_string(e->id)});
  }
  SectionFacts candidate = facts_of(*e, store.boards(e->id));
  candidate.section = *letter;
  if (auto fits = check_section_fits(section_facts(store, s->id), candidate, s->scope == "field"); !fits)
    return std::unexpected(fits.error());
  auto done = guarded([&] { store.set_event_session(e->id, s->id, *letter); });
  if (!done) return std::unexpected(done.error());
  return SectionChange{*s, *e, *letter};
}

Result<SectionChange> remove_section(db::Store& store, const std::string& session_which,
                                     const std::string& section_which) {
  auto s = find_session(store, session_which);
  if (!s) return std::unexpected(s.error());
  // The section letter, or the event's id or name.
  std::optional<db::EventInfo> e;
  for (const auto& x : store.session_events(s->id))
    if (x.section == upper(section_which) || std::to_string(x.id) == section_which || x.name == section_which) e = x;
  if (!e) return fail_code("session.not_a_section", "section", {section_which, s->name, std::to_string(s->id)});
  auto done = guarded([&] { store.set_event_session(e->id, std::nullopt, ""); });
  if (!done) return std::unexpected(done.error());
  return SectionChange{*s, *e, e->section};
}

Result<db::SessionInfo> set_scope(db::Store& store, const std::string& session_which, const std::string& scope_in) {
  auto scope = scope_word(scope_in);
  if (!scope) return std::unexpected(scope.error());
  auto s = find_session(store, session_which);
  if (!s) return std::unexpected(s.error());
  if (*scope == "field")
    if (auto ok = check_field(section_facts(store, s->id)); !ok) return std::unexpected(ok.error());
  auto done = guarded([&] { store.set_session_scope(s->id, *scope); });
  if (!done) return std::unexpected(done.error());
  return store.session_info(s->id);
}

}  // namespace bandeja::director
