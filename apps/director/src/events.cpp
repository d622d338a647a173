#include "bandeja/director/pair_ids.hpp"
#include "bandeja/director/events.hpp"

#include "bandeja/director/names.hpp"

#include <algorithm>
#include <cctype>
#include <spanstream>

#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "file_hash.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/ranking/scoring.hpp"
#include "bandeja/score/board.hpp"

namespace bandeja::director {

Result<db::EventInfo> find_event(const db::Store& store, const std::string& which) {
  return find_by_name(store.events(), which, "event", store.path());
}

Result<db::EventInfo> mark_final(db::Store& store, const db::EventInfo& event, bool final) {
  return guarded([&] {
    store.set_final(event.id, final);
    return store.event_info(event.id);
  });
}

Result<db::EventInfo> edit_event(db::Store& store, const db::EventInfo& event, const EventEdit& edit) {
  std::string name = event.name, date = event.held_on, site = event.site, non_balancing = event.non_balancing;
  if (edit.name) {
    name = trimmed(*edit.name);
    if (auto bad = title_problem(name, "event")) return std::unexpected(std::move(*bad));
    if (name_key(name) != name_key(event.name))  // only capitals or spaces of its own name: fine
      if (auto taken = event_name_taken(store, name)) return std::unexpected(std::move(*taken));
  }
  if (edit.date) {
    date = trimmed(*edit.date);
    if (!date.empty() && !is_calendar_date(date)) return fail_code("event.bad_date", "date", {date});
  }
  if (edit.site) {
    site = trimmed(*edit.site);
    if (auto bad = name_problem(site, "site")) return std::unexpected(std::move(*bad));
  }
  if (edit.non_balancing) {
    non_balancing = trimmed(*edit.non_balancing);
    if (non_balancing != "average" && non_balancing != "each-side")
      return fail_code("event.bad_non_balancing", "non-balancing", {non_balancing});
    if (event.scoring != "imps" || store.teams(event.id).empty())
      return fail_code("event.non_balancing_not_teams_imps", "non-balancing", {event.name});
  }
  return guarded_result([&]() -> Result<db::EventInfo> {
    db::Store::Batch batch(store);
    store.set_event_details(event.id, name, date, site, non_balancing);
    if (edit.traveller_points)  // checked there; refused, the batch stores nothing
      if (auto set = set_traveller_points_when(store, event, trimmed(*edit.traveller_points)); !set)
        return std::unexpected(set.error());
    if (edit.member_numbers)
      if (auto set = set_member_numbers(store, event, trimmed(*edit.member_numbers)); !set) return std::unexpected(set.error());
    batch.commit();
    return store.event_info(event.id);
  });
}

Result<void> delete_event(db::Store& store, const db::EventInfo& event) {
  return guarded([&] { store.delete_event(event.id); });
}

std::optional<Error> event_name_taken(const db::Store& store, const std::string& name, const char* code) {
  const std::string key = name_key(name);
  for (const auto& e : store.events()) {
    if (e.name == name) return error_code(code, "name", {name});
    if (name_key(e.name) == key) return error_code("event.name_like", "name", {name, e.name});
  }
  return std::nullopt;
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

namespace {

// The boards a movement plays (numbered, with their standard dealer and vulnerability).
std::vector<db::Board> boards_of(const movement::Movement& m) {
  std::set<int> numbers;
  for (const auto& r : m.rows) numbers.insert(r.boards.begin(), r.boards.end());
  for (int b = 1; b <= m.boards; ++b) numbers.insert(b);
  return standard_boards(numbers);
}

// A movement's pairs, each with its field in a two-winner movement. An individual's are its
// players (named one by one) and then the partnerships its rows seat ("1+11"), which the lines
// name.
std::vector<db::Pair> pairs_of(const movement::Movement& m) {
  std::vector<db::Pair> out;
  if (m.individual) {
    std::set<std::string> seen;
    for (const auto& id : m.pairs)
      if (seen.insert(id).second) out.push_back(db::Pair{id, "", {}});
    for (const auto& r : m.rows)
      for (const auto& side : {r.ns, r.ew})
        if (side && seen.insert(*side).second) out.push_back(db::Pair{*side, "", {}});
    return out;
  }
  for (const auto& id : m.pairs) {
    db::Pair p{id, "", {}};
    if (m.winners == 2) {
      p.field = field_of_pair(id);
      if (p.field.empty())
        for (const auto& r : m.rows) {
          if (r.ns == id) { p.field = "NS"; break; }
          if (r.ew == id) { p.field = "EW"; break; }
        }
    }
    out.push_back(std::move(p));
  }
  return out;
}

// libmovement's refusal of a spec (its code names the spec's own field: tables, rounds...), at
// the field of the director's request: the movement.
Error movement_refused(Error e) {
  e.field = "movement";
  return e;
}

}  // namespace

std::expected<MovementChange, Errors> change_movement(db::Store& store, const db::EventInfo& event,
                                                     const movement::Spec& spec, Lang /*lang*/) {
  auto one = [](Error e) { return std::unexpected(Errors{std::move(e)}); };
  if (is_teams_event(event.scoring, event.movement_type) || is_teams_event(event.scoring, spec.type))
    return one(error_code("event.movement_teams", "movement", {event.name}));
  auto m = movement::generate(spec);
  if (!m) return one(movement_refused(m.error()));
  const db::Event ev = store.load(event.id);
  MovementChange out;
  // Every stored line must be a meeting of the new movement on its board: it moves there.
  std::vector<db::Store::MovedLine> moved;
  Errors conflicts;
  for (const auto& r : ev.results) {
    const movement::Row* at = meeting(m->rows, r.ns, r.ew, r.board);
    if (!at) {
      conflicts.push_back(error_code("event.movement_conflict", "movement",
                                     {std::to_string(r.board), r.ns, r.ew, std::to_string(r.id)}));
      continue;
    }
    if (r.round != at->round || r.table != at->table) moved.push_back({r.id, at->round, at->table});
  }
  if (!conflicts.empty()) {  // the heading, then the first lines and how many more
    const size_t n = conflicts.size();
    Errors all{error_code("event.movement_conflicts", "movement", {event.name, std::to_string(n)})};
    for (size_t i = 0; i < std::min(n, kErrorsListed); ++i) all.push_back(std::move(conflicts[i]));
    if (n > kErrorsListed) all.push_back(error_code("file.more_errors", "movement", {std::to_string(n - kErrorsListed), std::to_string(kErrorsListed)}));
    return std::unexpected(std::move(all));
  }
  auto pairs = pairs_of(*m);
  auto boards = boards_of(*m);
  std::set<std::string> old_pairs, new_pairs;
  for (const auto& p : ev.pairs) old_pairs.insert(p.id);
  for (const auto& p : pairs) new_pairs.insert(p.id);
  for (const auto& p : pairs)
    if (!old_pairs.contains(p.id)) out.pairs_added.push_back(p.id);
  for (const auto& p : ev.pairs)
    if (!new_pairs.contains(p.id)) out.pairs_removed.push_back(p.id);
  auto done = guarded([&] { store.replace_movement(event.id, *m, pairs, boards, moved, "event movement"); });
  if (!done) return one(done.error());
  out.movement = std::move(*m);
  out.moved = moved.size();
  return out;
}

Result<PairDropped> drop_pair(db::Store& store, const db::EventInfo& event, const std::string& typed, int from_round) {
  if (!event.has_movement()) return fail_code("event.drop_no_movement", "event", {event.name});
  const db::Event ev = store.load(event.id);
  const auto found = find_pair_id(ev.pairs, trimmed(typed));  // "3eo" is 3EW
  if (!found) return fail_code("event.drop_unknown_pair", "pair", {trimmed(typed), event.name});
  const std::string& pair = *found;
  if (from_round < 1 || from_round > event.rounds)
    return fail_code("line.round_out_of_range", "round", {std::to_string(from_round), std::to_string(event.rounds)});
  // A line it played from that round on must be deleted first: nothing stored is dropped silently.
  for (const auto& r : ev.results)
    if ((r.ns == pair || r.ew == pair) && r.round && *r.round >= from_round)
      return fail_code("event.drop_has_results", "pair",
                       {pair, std::to_string(from_round), std::to_string(r.board), std::to_string(r.id)});
  PairDropped out;
  auto done = guarded([&] {
    db::Store::Batch batch(store);
    for (const auto& row : ev.rows) {
      if (row.round < from_round) continue;
      const bool ns = row.ns == pair, ew = row.ew == pair;
      if (!ns && !ew) continue;
      store.clear_seat(event.id, row.round, row.table, ns, "event drop-pair");
      out.seats.push_back({row.round, row.table, ns ? row.ew.value_or("") : row.ns.value_or("")});
    }
    batch.commit();
  });
  if (!done) return std::unexpected(done.error());
  return out;
}

Result<CreatedEvent> create_event(db::Store& store, const NewEventSpec& spec, Lang /*lang*/) {
  if (spec.session.empty() != spec.section.empty()) return fail_code("event.session_and_section", "section");
  if (!is_scoring(spec.scoring)) return fail_code("event.bad_scoring", "scoring", {spec.scoring});
  const std::string name = trimmed(spec.name);
  if (auto bad = title_problem(name, "event")) return std::unexpected(std::move(*bad));
  std::string letter;
  if (!spec.section.empty()) {
    auto l = section_letter(spec.section);
    if (!l) return std::unexpected(l.error());
    letter = *l;
  }
  // A Swiss is drawn from the teams' standings: it is ranked as teams, never as pairs.
  if (spec.movement.type == "swiss" && spec.scoring != "imps" && spec.scoring != "bam")
    return fail_code("event.swiss_scoring", "scoring", {spec.scoring});
  if (spec.movement.type == "swiss-pairs" && (spec.scoring == "imps" || spec.scoring == "bam"))
    return fail_code("event.swiss_pairs_scoring", "scoring", {spec.scoring});
  auto m = movement::generate(spec.movement);
  if (!m) return std::unexpected(movement_refused(m.error()));
  db::NewEvent ne;
  ne.name = name;
  ne.scoring = spec.scoring;
  ne.boards = boards_of(*m);
  ne.pairs = pairs_of(*m);
  ne.movement = *m;
  // A teams event gets its teams: team N is pairs N NS and N EW (the teams movements' seats).
  if (is_teams_event(spec.scoring, m->type))
    ne.teams = conventional_teams(ne.pairs).value_or(std::vector<db::Team>{});
  if (auto taken = event_name_taken(store, name)) return std::unexpected(std::move(*taken));
  if (!spec.session.empty()) {  // a section of a session: same scoring (and boards, across the field)
    auto s = find_session(store, spec.session);
    if (!s) return std::unexpected(s.error());
    auto fits = check_section_fits(section_facts(store, s->id),
                                   SectionFacts{letter, name, 0, spec.scoring, ne.boards, m->winners},
                                   s->scope == "field");
    if (!fits) return std::unexpected(fits.error());
    ne.session_id = s->id;
    ne.section = letter;
  }
  auto id = guarded([&] { return store.create_event(ne); });
  if (!id) return std::unexpected(id.error());
  return CreatedEvent{*id, *m, letter};
}

namespace {

constexpr size_t kImportChunk = 1024;  // lines checked, then stored together (each store call looks up the import and joins the batch: 256 a call was 2% of a big import)
constexpr size_t kReadChunk = 1 << 16;  // bytes read at a time

}  // namespace

std::expected<ImportedEvent, Errors> import_travellers(db::Store& store, std::istream& in, const std::string& file,
                                                      const std::string& typed_name, const std::string& scoring,
                                                      Lang lang, const std::string& note) {
  const std::string name = trimmed(typed_name);
  if (!is_scoring(scoring)) return std::unexpected(Errors{error_code("event.bad_scoring", "scoring", {scoring})});
  if (auto bad = title_problem(name, "event")) return std::unexpected(Errors{std::move(*bad)});
  if (auto taken = event_name_taken(store, name)) return std::unexpected(Errors{std::move(*taken)});

  // The event, its pairs and boards as the lines name them, and its lines, in one
  // transaction: a file with a bad line stores nothing. Lines are checked as they are read
  // and stored a chunk at a time; a pair's second result on a board is refused by the store's
  // unique keys (no map of every line is kept), so memory stays flat whatever the file's size.
  std::expected<ImportedEvent, Errors> out = std::unexpected(Errors{});
  auto done = guarded([&] {
    db::Store::Batch batch(store);
    db::NewEvent ne;
    ne.name = name;
    ne.scoring = scoring;
    const db::Id id = store.create_event(ne);
    const db::Id import = store.begin_import(id, file, note);
    EventView ev;
    ev.info = store.event_info(id);
    formats::TravellersReader reader(lang);
    std::optional<Error> header_error;
    bool have_header = false;
    bool two_fields = true;
    size_t rows = 0, stored = 0;
    std::vector<std::string> order;  // pairs in order of first appearance
    FileErrors errors;
    std::vector<formats::RowError> row_errors;
    std::vector<db::Store::ImportLine> pending;
    pending.reserve(kImportChunk);
    std::vector<db::Pair> new_pairs;  // met in the pending lines: stored just before them
    std::vector<db::Board> new_boards;
    auto flush = [&] {
      store.insert_new_pairs(id, new_pairs);
      store.insert_new_boards(id, new_boards);
      new_pairs.clear();
      new_boards.clear();
      if (pending.empty()) return;
      const auto ins = store.insert_imported(id, import, pending);
      for (const auto& r : ins.refused) errors.add(refused_line(r.error, pending[r.index], import));
      stored += pending.size() - ins.refused.size();
      pending.clear();
    };
    formats::CsvStream csv([&](const formats::CsvRecord& rec) {
      if (header_error) return;
      if (!have_header) {
        have_header = true;
        if (auto h = reader.header(rec); !h) header_error = h.error();
        return;
      }
      row_errors.clear();
      auto row = reader.row(rec, row_errors);
      for (const auto& e : row_errors) errors.add(row_error(e));
      if (!row) return;
      ++rows;
      for (const std::string* pair : {&row->ns, &row->ew})
        if (ev.pairs.insert(*pair).second) {  // a new pair: its field from its name, for now
          order.push_back(*pair);
          new_pairs.push_back(db::Pair{*pair, field_of_pair(*pair), {}});
        }
      if (field_of_pair(row->ns) != "NS" || field_of_pair(row->ew) != "EW") two_fields = false;
      if (!ev.boards.contains(row->board)) {
        const db::Board b = standard_boards({row->board}).front();
        ev.boards[b.number] = b;
        new_boards.push_back(b);
      }
      const int line = row->line;
      auto checked = check_line(ev, line_input(std::move(*row)), false, lang);
      if (!checked) {
        Error e = checked.error();
        e.line = line;
        errors.add(std::move(e));
        return;
      }
      pending.push_back(db::Store::ImportLine{std::move(checked->line), line});
      if (pending.size() == kImportChunk) flush();
    });
    detail::FileHash hash;
    std::string buf(kReadChunk, '\0');
    while (!header_error) {
      in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
      const auto got = static_cast<size_t>(in.gcount());
      if (got == 0) break;
      const std::string_view chunk(buf.data(), got);
      hash.add(chunk);
      csv.feed(chunk);
    }
    if (!header_error) csv.finish();
    flush();  // the last lines, or the pairs and boards of a file whose lines all failed
    if (header_error) {
      out = std::unexpected(Errors{*header_error});
      return;  // the batch is rolled back
    }
    if (!have_header) {
      out = std::unexpected(Errors{reader.empty_file()});
      return;
    }
    if (!errors.empty()) {
      out = std::unexpected(errors.take());
      return;
    }
    // NS/EW suffixes on every line make two fields; else the pairs are one field.
    two_fields = two_fields && rows > 0;
    std::vector<db::Pair> pairs;
    for (const auto& p : order) pairs.push_back(db::Pair{p, two_fields ? field_of_pair(p) : "", {}});
    if (two_fields)
      store.set_winners(id, 2);
    else
      for (const auto& p : pairs)
        if (!field_of_pair(p.id).empty()) store.put_pair(id, p);
    // A teams scoring: team N is pairs N NS and N EW when every pair is named so.
    std::vector<db::Team> teams;
    if (is_teams_event(scoring, "")) teams = conventional_teams(pairs).value_or(std::vector<db::Team>{});
    for (const auto& t : teams) store.put_team(id, t);
    store.end_import(import, stored, 0, hash.hex());
    batch.commit();
    out = ImportedEvent{id, stored, ev.boards.size(), order.size(), two_fields, teams.size()};
  });
  if (!done) return std::unexpected(Errors{done.error()});
  return out;
}

std::expected<ImportedEvent, Errors> import_travellers(db::Store& store, std::string_view text,
                                                      const std::string& name, const std::string& scoring,
                                                      Lang lang, const std::string& note) {
  std::ispanstream in(std::span<const char>(text.data(), text.size()));
  return import_travellers(store, in, "", name, scoring, lang, note);
}

}  // namespace bandeja::director
