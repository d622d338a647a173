#include "bandeja/director/events.hpp"

#include <cctype>

#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/ranking/scoring.hpp"
#include "bandeja/score/board.hpp"

namespace bandeja::director {

Result<db::EventInfo> find_event(const db::Store& store, const std::string& which) {
  if (auto e = store.find_event(which)) return *e;
  return fail_code("event.not_found", "event", {which, store.path()});
}

bool is_scoring(std::string_view word) { return ranking::scoring_from_id(word).has_value(); }

std::vector<db::Board> standard_boards(const std::set<int>& numbers) {
  std::vector<db::Board> out;
  for (int n : numbers) out.push_back(db::Board{n, score::dealer(n), score::vulnerability(n), std::nullopt, std::nullopt});
  return out;
}

std::string field_of_pair(const std::string& id) {
  if (id.size() > 2) {
    std::string tail = id.substr(id.size() - 2);
    for (auto& c : tail) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (tail == "NS" || tail == "EW") return tail;
  }
  return "";
}

Result<CreatedEvent> create_event(db::Store& store, const NewEventSpec& spec, Lang lang) {
  if (spec.session.empty() != spec.section.empty()) return fail_code("event.session_and_section", "section");
  if (!is_scoring(spec.scoring)) return fail_code("event.bad_scoring", "scoring", {spec.scoring});
  std::string letter;
  if (!spec.section.empty()) {
    auto l = section_letter(spec.section);
    if (!l) return std::unexpected(l.error());
    letter = *l;
  }
  auto m = movement::generate(spec.movement, lang);
  if (!m) return std::unexpected(with_field(m.error(), "movement"));
  db::NewEvent ne;
  ne.name = spec.name;
  ne.scoring = spec.scoring;
  std::set<int> numbers;
  for (const auto& r : m->rows) numbers.insert(r.boards.begin(), r.boards.end());
  for (int b = 1; b <= m->boards; ++b) numbers.insert(b);
  ne.boards = standard_boards(numbers);
  for (const auto& id : m->pairs) {
    db::Pair p{id, "", {}};
    if (m->winners == 2) {
      p.field = field_of_pair(id);
      if (p.field.empty())
        for (const auto& r : m->rows) {
          if (r.ns == id) { p.field = "NS"; break; }
          if (r.ew == id) { p.field = "EW"; break; }
        }
    }
    ne.pairs.push_back(std::move(p));
  }
  ne.movement = *m;
  // A teams event gets its teams: team N is pairs N NS and N EW (the teams movements' seats).
  if (is_teams_event(spec.scoring, m->type))
    ne.teams = conventional_teams(ne.pairs).value_or(std::vector<db::Team>{});
  if (store.find_event(spec.name)) return fail_code("event.name_taken", "name", {spec.name});
  if (!spec.session.empty()) {  // a section of a session: same scoring (and boards, across the field)
    auto s = find_session(store, spec.session);
    if (!s) return std::unexpected(s.error());
    auto fits = check_section_fits(section_facts(store, s->id),
                                   SectionFacts{letter, spec.name, 0, spec.scoring, ne.boards, m->winners},
                                   s->scope == "field");
    if (!fits) return std::unexpected(fits.error());
    ne.session_id = s->id;
    ne.section = letter;
  }
  auto id = guarded([&] { return store.create_event(ne); });
  if (!id) return std::unexpected(id.error());
  return CreatedEvent{*id, *m, letter};
}

std::expected<ImportedEvent, Errors> import_travellers(db::Store& store, std::string_view text,
                                                      const std::string& name, const std::string& scoring,
                                                      Lang lang, const std::string& note) {
  if (!is_scoring(scoring)) return std::unexpected(Errors{error_code("event.bad_scoring", "scoring", {scoring})});
  auto parsed = formats::read_travellers_csv(text, lang);
  if (!parsed) return std::unexpected(Errors{parsed.error()});
  // Pairs from the lines, in order of first appearance; NS/EW suffixes make two fields.
  std::vector<std::string> order;
  std::set<std::string> seen;
  std::set<int> numbers;
  bool two_fields = !parsed->rows.empty();
  for (const auto& r : parsed->rows) {
    for (const auto& id : {r.ns, r.ew})
      if (seen.insert(id).second) order.push_back(id);
    numbers.insert(r.board);
    if (field_of_pair(r.ns) != "NS" || field_of_pair(r.ew) != "EW") two_fields = false;
  }
  db::NewEvent ne;
  ne.name = name;
  ne.scoring = scoring;
  ne.boards = standard_boards(numbers);
  for (const auto& id : order) ne.pairs.push_back(db::Pair{id, two_fields ? field_of_pair(id) : "", {}});
  // A teams scoring: team N is pairs N NS and N EW when every pair is named so.
  if (is_teams_event(scoring, "")) ne.teams = conventional_teams(ne.pairs).value_or(std::vector<db::Team>{});
  if (store.find_event(name)) return std::unexpected(Errors{error_code("event.name_taken", "name", {name})});

  // The event and its lines in one transaction: a file with a bad line stores nothing.
  std::expected<ImportedEvent, Errors> out = std::unexpected(Errors{});
  auto done = guarded([&] {
    db::Store::Batch batch(store);
    const db::Id id = store.create_event(ne);
    EventView ev = EventView::load(store, store.event_info(id));
    auto lines = check_travellers(ev, text, false, lang);
    if (!lines) {
      out = std::unexpected(lines.error());
      return;  // the batch is rolled back
    }
    for (const auto& c : *lines) {
      auto stored = store_line(store, ev, c, note);
      if (!stored) {
        out = std::unexpected(Errors{stored.error()});
        return;
      }
    }
    batch.commit();
    out = ImportedEvent{id, lines->size(), numbers.size(), order.size(), two_fields, ne.teams.size()};
  });
  if (!done) return std::unexpected(Errors{done.error()});
  return out;
}

}  // namespace bandeja::director
