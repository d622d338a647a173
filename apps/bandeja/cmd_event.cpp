// The event store from the director's chair: event, pairs, enter (interactive, one line,
// batch), import travellers, status, result list|edit|delete, audit, backup.
// Thin: arguments -> checks (movement, pairs, duplicates, Law 77 via libscore) -> db.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <unistd.h>

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/text_table.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/director/sessions.hpp"

namespace bandeja::app {

namespace {

using db::Id;
using db::ResultLine;
using db::Store;

// ------------------------------------------------------------------ small helpers


std::string score_text(std::optional<int> s) {
  if (!s) return "";
  return *s > 0 ? "+" + std::to_string(*s) : std::to_string(*s);
}

// An entry as the director reads it: a lead with its suit symbol, a weighted score as its
// parts ("weighted 60% +420 / 40% −50", "ponderada ..." in Spanish).
std::string entry_text(const Context& ctx, const ResultLine& r) {
  return score::display_text(r.entry, ctx.lang);
}

std::string join_ints(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ", ") + std::to_string(x);
  return out;
}

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// The field an entry error is about, from the start of its message.
std::string field_of(const std::string& message) {
  for (const char* f : {"contract", "declarer", "result", "score", "lead", "contrato", "declarante",
                        "resultado", "puntuación", "salida", "entry", "entrada"})
    if (message.rfind(f, 0) == 0 || message.rfind(std::string("la ") + f, 0) == 0 ||
        message.rfind(std::string("el ") + f, 0) == 0)
      return f;
  return "";
}

// ------------------------------------------------------------------ the checks on a line

// What is known about an event while its lines are checked: movement, pairs, boards and the
// results already stored (plus those accepted earlier in the same batch).
struct EventView {
  db::EventInfo info;
  std::set<std::string> pairs;
  std::map<int, db::Board> boards;
  std::vector<movement::Row> rows;
  std::map<std::pair<int, std::string>, ResultLine> by_board_pair;  // (board, pair) -> line
  std::map<std::pair<int, std::string>, int> batch_line;  // (board, pair) -> batch line no.

  static EventView load(const Store& store, const db::EventInfo& info) {
    EventView v;
    v.info = info;
    for (const auto& p : store.pairs(info.id)) v.pairs.insert(p.id);
    for (const auto& b : store.boards(info.id)) v.boards[b.number] = b;
    v.rows = store.rows(info.id);
    for (const auto& r : store.results(info.id)) v.remember(r);
    return v;
  }
  void remember(const ResultLine& r) {
    by_board_pair[{r.board, r.ns}] = r;
    by_board_pair[{r.board, r.ew}] = r;
  }
  void forget(const ResultLine& r) {
    by_board_pair.erase({r.board, r.ns});
    by_board_pair.erase({r.board, r.ew});
  }
  const movement::Row* row(int round, int table) const {
    for (const auto& r : rows)
      if (r.round == round && r.table == table) return &r;
    return nullptr;
  }
};

// A line as given, before checks. Fields not given are empty.
struct Candidate {
  int board = 0;
  std::optional<int> round, table;
  std::string ns, ew;
  // Either a quick entry, or the separate CSV fields.
  std::optional<std::string> quick;
  std::string contract, declarer, result, score, lead;
};

struct FieldError {
  std::string field;
  std::string message;
};

struct Checked {
  ResultLine line;
  std::optional<ResultLine> replaces;  // the stored line this one replaces
};

// Every check of the issue, in order; the first failure is returned with its field.
std::expected<Checked, FieldError> check_line(const Context& ctx, const EventView& ev,
                                              Candidate c, bool replace) {
  auto err = [](std::string field, std::string m) {
    return std::unexpected(FieldError{std::move(field), std::move(m)});
  };
  auto bit = ev.boards.find(c.board);
  if (bit == ev.boards.end()) {
    const std::string range = ev.boards.empty()
                                  ? std::string("none")
                                  : std::to_string(ev.boards.begin()->first) + "-" +
                                        std::to_string(ev.boards.rbegin()->first);
    return err("board", tr(ctx, "board " + std::to_string(c.board) +
                                    " is not in this event (boards " + range + ")",
                           "el tablero " + std::to_string(c.board) +
                               " no está en este evento (tableros " + range + ")"));
  }
  if (ev.info.has_movement()) {
    const movement::Row* row = nullptr;
    if (c.round && c.table) {
      if (*c.round < 1 || *c.round > ev.info.rounds)
        return err("round", tr(ctx, "round " + std::to_string(*c.round) + ": the movement has " +
                                        std::to_string(ev.info.rounds) + " rounds",
                               "ronda " + std::to_string(*c.round) + ": el movimiento tiene " +
                                   std::to_string(ev.info.rounds) + " rondas"));
      row = ev.row(*c.round, *c.table);
      if (!row)
        return err("table", tr(ctx, "table " + std::to_string(*c.table) + " does not play in round " +
                                        std::to_string(*c.round),
                               "la mesa " + std::to_string(*c.table) + " no juega en la ronda " +
                                   std::to_string(*c.round)));
      if (std::find(row->boards.begin(), row->boards.end(), c.board) == row->boards.end())
        return err("board", tr(ctx, "board " + std::to_string(c.board) +
                                        " is not in play at table " + std::to_string(*c.table) +
                                        " in round " + std::to_string(*c.round) + " (boards " +
                                        join_ints(row->boards) + " are)",
                               "el tablero " + std::to_string(c.board) +
                                   " no se juega en la mesa " + std::to_string(*c.table) +
                                   " en la ronda " + std::to_string(*c.round) + " (se juegan " +
                                   join_ints(row->boards) + ")"));
    } else if (c.round || c.table) {
      return err(c.round ? "table" : "round",
                 tr(ctx, "give both round and table (or neither, with both pairs)",
                    "indique ronda y mesa (o ninguna de las dos, con ambas parejas)"));
    } else {
      // No round and table: find where these pairs meet on this board.
      for (const auto& r : ev.rows)
        if (r.ns && r.ew && *r.ns == c.ns && *r.ew == c.ew &&
            std::find(r.boards.begin(), r.boards.end(), c.board) != r.boards.end())
          row = &r;
      if (!row)
        return err("ns", tr(ctx, "pairs " + c.ns + " (NS) and " + c.ew + " (EW) do not play board " +
                                     std::to_string(c.board) + " in this movement",
                            "las parejas " + c.ns + " (NS) y " + c.ew +
                                " (EO) no juegan el tablero " + std::to_string(c.board) +
                                " en este movimiento"));
      c.round = row->round;
      c.table = row->table;
    }
    for (auto [side, given, seated] : {std::tuple{"ns", &c.ns, row->ns}, std::tuple{"ew", &c.ew, row->ew}}) {
      if (!seated)
        return err(side, tr(ctx, std::string("nobody sits ") + (side == std::string("ns") ? "NS" : "EW") +
                                     " at table " + std::to_string(*c.table) + " in round " +
                                     std::to_string(*c.round) + " (a sit-out)",
                            std::string("nadie se sienta en ") + (side == std::string("ns") ? "Norte-Sur" : "Este-Oeste") +
                                " en la mesa " + std::to_string(*c.table) + " en la ronda " +
                                std::to_string(*c.round) + " (descanso)"));
      if (given->empty())
        *given = *seated;
      else if (*given != *seated)
        return err(side, tr(ctx, "pair " + *given + " does not sit " +
                                     (side == std::string("ns") ? "NS" : "EW") + " at table " +
                                     std::to_string(*c.table) + " in round " +
                                     std::to_string(*c.round) + " (" + *seated + " does)",
                            "la pareja " + *given + " no se sienta en " +
                                (side == std::string("ns") ? "Norte-Sur" : "Este-Oeste") +
                                " en la mesa " + std::to_string(*c.table) + " en la ronda " +
                                std::to_string(*c.round) + " (se sienta " + *seated + ")"));
    }
  }
  for (auto [side, id] : {std::pair{"ns", &c.ns}, std::pair{"ew", &c.ew}}) {
    if (id->empty())
      return err(side, tr(ctx, "the pair is missing", "falta la pareja"));
    if (!ev.pairs.contains(*id))
      return err(side, tr(ctx, "pair " + *id + " is not in the event (see: bandeja pairs " +
                                   ev.info.name + ")",
                          "la pareja " + *id + " no está en el evento (vea: bandeja pairs " +
                              ev.info.name + ")"));
  }
  if (c.ns == c.ew)
    return err("ew", tr(ctx, "pair " + c.ns + " cannot play against itself",
                        "la pareja " + c.ns + " no puede jugar contra sí misma"));

  const score::Vulnerability vul = bit->second.vulnerability;
  Result<score::Entry> entry =
      c.quick ? score::parse_entry(*c.quick, ctx.lang)
              : score::entry_from_fields(c.contract, c.declarer, c.result, c.score, c.lead, vul,
                                         ctx.lang);
  if (!entry) return err(field_of(entry.error().message), entry.error().message);
  if (auto s = std::get_if<score::ScoreOnly>(&*entry); s && !score::is_possible_ns_score(s->ns_score, vul))
    return err("score", tr(ctx, "score " + std::to_string(s->ns_score) +
                                    " is not a score any contract can make on board " +
                                    std::to_string(c.board) + " (vulnerability)",
                           "la puntuación " + std::to_string(s->ns_score) +
                               " no la puede obtener ningún contrato en el tablero " +
                               std::to_string(c.board) + " (vulnerabilidad)"));
  // A weighted score (Law 12C1(c)) is shares of real results: each part must be a score some
  // contract can make on this board (the CSV path checks this in entry_from_fields).
  if (auto w = std::get_if<score::Weighted>(&*entry))
    for (const auto& part : w->parts)
      if (!score::is_possible_ns_score(part.ns_score, vul))
        return err("score", tr(ctx, "score: the weighted part " + score::weight_text(part.weight_bp) + "% " +
                                        std::to_string(part.ns_score) +
                                        " is not a score any contract can make on board " +
                                        std::to_string(c.board) + " (vulnerability)",
                               "puntuación: la parte ponderada " + score::weight_text(part.weight_bp) +
                                   "% " + std::to_string(part.ns_score) +
                                   " no la puede obtener ningún contrato en el tablero " +
                                   std::to_string(c.board) + " (vulnerabilidad)"));

  Checked out;
  out.line.board = c.board;
  out.line.round = c.round;
  out.line.table = c.table;
  out.line.ns = c.ns;
  out.line.ew = c.ew;
  out.line.entry = *entry;
  out.line.ns_score = score::ns_score(*entry, vul);

  // A pair plays a board once.
  for (const auto& pair : {c.ns, c.ew}) {
    auto batch = ev.batch_line.find({c.board, pair});
    if (batch != ev.batch_line.end())
      return err(pair == c.ns ? "ns" : "ew",
                 tr(ctx, "board " + std::to_string(c.board) + " already has a result for pair " +
                             pair + " on line " + std::to_string(batch->second) + " of this file",
                    "el tablero " + std::to_string(c.board) + " ya tiene un resultado de la pareja " +
                        pair + " en la línea " + std::to_string(batch->second) + " de este fichero"));
    auto it = ev.by_board_pair.find({c.board, pair});
    if (it == ev.by_board_pair.end()) continue;
    const ResultLine& old = it->second;
    if (replace && old.ns == c.ns && old.ew == c.ew) {
      out.replaces = old;
      out.line.id = old.id;
      continue;
    }
    return err(pair == c.ns ? "ns" : "ew",
               tr(ctx, "board " + std::to_string(c.board) + " already has a result for pair " + pair +
                           " (result " + std::to_string(old.id) + ": " + old.ns + " v " + old.ew +
                           ", " + entry_text(ctx, old) + ")" +
                           (old.ns == c.ns && old.ew == c.ew
                                ? "; use --replace to change it"
                                : "; delete it first (bandeja result delete)"),
                  "el tablero " + std::to_string(c.board) + " ya tiene un resultado de la pareja " +
                      pair + " (resultado " + std::to_string(old.id) + ": " + old.ns + " v " +
                      old.ew + ", " + entry_text(ctx, old) + ")" +
                      (old.ns == c.ns && old.ew == c.ew
                           ? "; use --replace para cambiarlo"
                           : "; bórrelo antes (bandeja result delete)")));
  }
  return out;
}

// Stores one checked line (insert or replace). Returns its id.
Id store_line(Store& store, EventView& ev, const Checked& c, const std::string& note) {
  if (c.replaces) {
    store.update_result(ev.info.id, c.line, note);
    ev.forget(*c.replaces);
    ev.remember(c.line);
    return c.line.id;
  }
  ResultLine l = c.line;
  l.id = store.insert_result(ev.info.id, l, note);
  ev.remember(l);
  return l.id;
}

std::string describe(const Context& ctx, const ResultLine& l) {
  std::string where = tr(ctx, "board ", "tablero ") + std::to_string(l.board);
  if (l.round && l.table)
    where += tr(ctx, ", round ", ", ronda ") + std::to_string(*l.round) +
             tr(ctx, " table ", " mesa ") + std::to_string(*l.table);
  std::string s = where + ": " + l.ns + " v " + l.ew + "  " + entry_text(ctx, l);
  if (l.ns_score) s += "  NS " + score_text(l.ns_score);
  return s;
}

// Boards of a movement: every board some row plays, with the standard dealer and vulnerability.
std::vector<db::Board> standard_boards(std::set<int> numbers) {
  std::vector<db::Board> out;
  for (int n : numbers) out.push_back(db::Board{n, score::dealer(n), score::vulnerability(n), std::nullopt});
  return out;
}

std::string field_of_pair(const std::string& id) {
  if (id.size() > 2) {
    const std::string tail = lower(id.substr(id.size() - 2));
    if (tail == "ns") return "NS";
    if (tail == "ew") return "EW";
  }
  return "";
}

// ------------------------------------------------------------------ event

void cmd_event_new(Context& ctx, const std::string& name, movement::Spec spec,
                   const std::string& scoring, const std::string& session = "",
                   const std::string& section = "") {
  if (session.empty() != section.empty())
    throw UserError(tr(ctx, "give both --session and --section (e.g. --session 'Club night' --section A)",
                       "indique --session y --section a la vez (p. ej. --session 'Noche del club' --section A)"));
  const std::string letter = section.empty() ? "" : must(ctx, director::section_letter(section));
  auto m = movement::generate(spec, ctx.lang);
  if (!m) throw UserError(m.error().message);
  db::NewEvent ne;
  ne.name = name;
  ne.scoring = scoring;
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
  if (is_teams_event(scoring, m->type))
    ne.teams = conventional_teams(ne.pairs).value_or(std::vector<db::Team>{});
  Store store = open_store(ctx);
  if (store.find_event(name))
    throw UserError(tr(ctx, "an event called '" + name + "' already exists: choose another name",
                       "ya existe un evento llamado '" + name + "': elija otro nombre"));
  if (!session.empty()) {  // a section of a session: same scoring (and boards, across the field)
    const auto s = must(ctx, director::find_session(store, session));
    must(ctx, director::check_section_fits(director::section_facts(store, s.id),
                       SectionFacts{letter, name, 0, scoring, ne.boards, m->winners}, s.scope == "field"));
    ne.session_id = s.id;
    ne.section = letter;
  }
  Id id;
  try {
    id = store.create_event(ne);
  } catch (const db::StoreError& e) {
    throw UserError(e.what());
  }
  fmt::print("{}\n", id);
  fmt::print("{} {}: {} \u2014 {}, {} {}\n", tr(ctx, "event", "evento"), id, name, m->description,
             m->pairs.size(), tr(ctx, "pairs", "parejas"));
  if (!letter.empty())
    fmt::print("{} {} {} '{}'\n", tr(ctx, "section", "sección"), letter, tr(ctx, "of session", "de la sesión"),
               session);
}

void cmd_event_list(Context& ctx) {
  Store store = open_store(ctx);
  auto events = store.events();
  if (events.empty()) {
    fmt::print("{}\n", tr(ctx, "no events yet (create one: bandeja event new NAME --movement mitchell --tables 7)",
                          "aún no hay eventos (cree uno: bandeja event new NOMBRE --movement mitchell --tables 7)"));
    return;
  }
  // Section: the letter within its session ("A"), "-" for an event that is no session's section.
  std::vector<std::vector<std::string>> rows{
      {"id", tr(ctx, "name", "nombre"), tr(ctx, "movement", "movimiento"), tr(ctx, "scoring", "puntuación"),
       tr(ctx, "section", "sección"), tr(ctx, "pairs", "parejas"), tr(ctx, "results", "result."),
       tr(ctx, "created (UTC)", "creado (UTC)")}};
  for (const auto& e : events)
    rows.push_back({std::to_string(e.id), e.name, e.has_movement() ? e.movement_type : "-", e.scoring,
                    e.section.empty() ? "-" : e.section, std::to_string(store.pairs(e.id).size()),
                    std::to_string(store.results(e.id).size()), e.created_at});
  fmt::print("{}", formats::text_table(rows, {true, false, false, false, false, true, true, false}));
}

void cmd_event_show(Context& ctx, const std::string& which) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const auto ev = store.load(info.id);
  fmt::print("{} {}: {}\n", tr(ctx, "Event", "Evento"), info.id, info.name);
  fmt::print("  {}: {}\n", tr(ctx, "movement", "movimiento"),
             info.has_movement() ? info.movement_description
                                 : tr(ctx, "none (results imported from travellers)",
                                      "ninguno (resultados importados de viajeras)"));
  fmt::print("  {}: {}   {}: {}   {}: {}\n", tr(ctx, "scoring", "puntuación"), info.scoring,
             tr(ctx, "boards", "tableros"), ev.boards.size(), tr(ctx, "fields", "clasificaciones"),
             info.winners == 2 ? tr(ctx, "two (NS and EW)", "dos (Norte-Sur y Este-Oeste)")
                               : tr(ctx, "one", "una"));
  size_t expected = 0;
  for (const auto& r : ev.rows)
    if (r.ns && r.ew) expected += r.boards.size();
  if (info.has_movement())
    fmt::print("  {}: {} / {}\n", tr(ctx, "results", "resultados"), ev.results.size(), expected);
  else
    fmt::print("  {}: {}\n", tr(ctx, "results", "resultados"), ev.results.size());
  fmt::print("  {}: {}\n", tr(ctx, "created (UTC)", "creado (UTC)"), info.created_at);
  if (info.session_id) {
    const auto s = store.session_info(*info.session_id);
    fmt::print("  {}: {} '{}'{}   {}: {}\n", tr(ctx, "session", "sesión"), s.id, s.name,
               s.held_on.empty() ? "" : " (" + s.held_on + ")", tr(ctx, "section", "sección"),
               info.section.empty() ? "-" : info.section);
  } else {
    fmt::print("  {}: {}\n", tr(ctx, "session", "sesión"),
               tr(ctx, "none (a session of its own)", "ninguna (una sesión por sí sola)"));
  }
  fmt::print("{}:\n", tr(ctx, "Pairs", "Parejas"));
  for (const auto& p : ev.pairs)
    fmt::print("  {:<6} {:<3} {}\n", p.id, p.field, players_with_ids(p));
  if (!is_teams_event(info)) return;
  fmt::print("{}:\n", tr(ctx, "Teams", "Equipos"));
  const auto teams = teams_of(ev);
  if (!teams || teams->empty()) {
    fmt::print("  {}\n", tr(ctx, "none yet (give them with: bandeja teams " + typed(info.name) + " N --pairs NNS,NEW)",
                            "ninguno aún (deles con: bandeja teams " + typed(info.name) + " N --pairs NNS,NEW)"));
    return;
  }
  for (const auto& t : *teams) {
    std::string pairs;
    for (const auto& p : t.pairs) pairs += (pairs.empty() ? "" : ",") + p;
    const std::string players = team_players(t, ev.pairs);
    fmt::print("  {:<4} {:<20} {:<12} {}\n", t.id, t.name.empty() ? "-" : t.name, pairs, players.empty() ? "-" : players);
  }
}

// ------------------------------------------------------------------ pairs

// One header column of a pairs CSV: a national id column ("id1", "national_id_2",
// "id_nacional_1", "id") gives the player number it is for (0: the next one).
std::optional<int> id_column(const std::string& header) {
  const std::string k = header_key(header);
  for (std::string prefix : {"nationalid", "idnacional", "id"}) {
    if (!k.starts_with(prefix)) continue;
    const std::string rest = k.substr(prefix.size());
    if (rest.empty()) return 0;
    if (rest.size() <= 2 && std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
        std::stoi(rest) > 0)
      return std::stoi(rest);
  }
  return std::nullopt;
}

void cmd_pairs(Context& ctx, const std::string& which, const std::vector<std::string>& args,
               const std::string& file, std::vector<std::string> ids, const std::string& ids_list) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  auto pairs = store.pairs(info.id);
  std::map<std::string, db::Pair> by_id;
  for (const auto& p : pairs) by_id[p.id] = p;
  auto not_in_event = [&](const std::string& id) {
    std::string s;
    for (const auto& p : pairs) s += (s.empty() ? "" : " ") + p.id;
    return tr(ctx, "pair " + id + " is not in the event (its pairs: ",
              "la pareja " + id + " no está en el evento (sus parejas: ") + s + ")";
  };
  auto line_field = [&](int line, const std::string& column) {
    return tr(ctx, "line ", "línea ") + std::to_string(line) + tr(ctx, ", column ", ", columna ") + column + ": ";
  };
  auto bad_id = [&](const std::string& id) {
    return tr(ctx, "'" + id + "' is not a national id (letters, digits and - . / only)",
              "'" + id + "' no es un número de federado (solo letras, cifras y - . /)");
  };
  if (!file.empty()) {
    if (!ids.empty() || !ids_list.empty())
      throw UserError(tr(ctx, "--id/--ids name one pair's players; in a --file give the ids in columns id1, id2",
                         "--id/--ids son para una pareja; en un --file dé los números en columnas id1, id2"));
    // pair,name1,name2 per line; an optional header row that may add national id columns
    // (id1, id2, national_id_1, ...); every bad line listed, none stored.
    const auto records = must(ctx, read_roster_csv(read_file(ctx, file)));
    std::vector<std::string> errors;
    size_t first = 0;
    std::vector<std::string> headers;
    std::vector<int> name_of_col, id_of_col;  // per column: player number (1-based) or 0
    if (!records.empty() && !records[0].fields.empty()) {
      const auto k0 = header_key(records[0].fields[0]);
      if (k0 == "pair" || k0 == "pareja") {
        first = 1;
        headers = records[0].fields;
        int names = 0, next_id = 0;
        for (size_t c = 0; c < headers.size(); ++c) {
          name_of_col.push_back(0);
          id_of_col.push_back(0);
          const auto k = header_key(headers[c]);
          if (c == 0) continue;
          if (k == "pair" || k == "pareja") {
            errors.push_back(line_field(records[0].line, headers[c]) +
                             tr(ctx, "a second pair column", "una segunda columna de pareja"));
          } else if (auto n = id_column(headers[c])) {
            id_of_col[c] = *n ? *n : ++next_id;
          } else if (!headers[c].empty() && (k.starts_with("id") || k.starts_with("national"))) {
            errors.push_back(line_field(records[0].line, headers[c]) +
                             tr(ctx, "not a column of a pairs file (national ids go in id1, id2)",
                                "no es una columna de un fichero de parejas (los números van en id1, id2)"));
          } else {
            name_of_col[c] = ++names;
          }
        }
      }
    }
    auto column_name = [&](size_t c, int player, bool is_id) {
      if (c < headers.size() && !headers[c].empty()) return headers[c];
      return (is_id ? std::string("id") : tr(ctx, "name", "nombre")) + std::to_string(player);
    };
    std::vector<db::Pair> todo;
    std::map<std::string, int> seen;
    for (size_t i = first; i < records.size(); ++i) {
      const auto& r = records[i];
      const auto& f = r.fields;
      const std::string pair_header = headers.empty() ? tr(ctx, "pair", "pareja") : headers[0];
      if (f.empty() || f[0].empty()) {
        errors.push_back(line_field(r.line, pair_header) + tr(ctx, "the pair id is missing", "falta la pareja"));
        continue;
      }
      const std::string& id = f[0];
      if (!by_id.contains(id)) {
        errors.push_back(line_field(r.line, pair_header) +
                         tr(ctx, "pair " + id + " is not in the event", "la pareja " + id + " no está en el evento"));
        continue;
      }
      if (auto s = seen.find(id); s != seen.end()) {
        errors.push_back(line_field(r.line, pair_header) +
                         tr(ctx, "pair " + id + " is already on line " + std::to_string(s->second),
                            "la pareja " + id + " ya está en la línea " + std::to_string(s->second)));
        continue;
      }
      seen[id] = r.line;
      if (!headers.empty() && f.size() > headers.size()) {
        errors.push_back(line_field(r.line, std::to_string(headers.size() + 1)) +
                         tr(ctx, "more fields than the header has columns", "más campos que columnas en la cabecera"));
        continue;
      }
      std::vector<std::string> names, pids;
      std::vector<size_t> id_col_of;  // player -> column of its id
      bool ok = true;
      for (size_t c = 1; c < f.size(); ++c) {
        const int nm = headers.empty() ? int(c) : name_of_col[c];
        const int pl = headers.empty() ? 0 : id_of_col[c];
        if (nm) {
          if (names.size() < size_t(nm)) names.resize(size_t(nm));
          names[size_t(nm - 1)] = f[c];
        } else if (pl) {
          std::string v;
          if (!clean_national_id(f[c], v)) {
            errors.push_back(line_field(r.line, column_name(c, pl, true)) + bad_id(f[c]));
            ok = false;
            continue;
          }
          if (pids.size() < size_t(pl)) pids.resize(size_t(pl)), id_col_of.resize(size_t(pl));
          pids[size_t(pl - 1)] = v;
          id_col_of[size_t(pl - 1)] = c;
        }
      }
      for (size_t k = 0; k < pids.size(); ++k)
        if (!pids[k].empty() && (k >= names.size() || names[k].empty())) {
          errors.push_back(line_field(r.line, column_name(id_col_of[k], int(k + 1), true)) +
                           tr(ctx, "a national id for player " + std::to_string(k + 1) + ", who has no name",
                              "un número de federado para el jugador " + std::to_string(k + 1) + ", que no tiene nombre"));
          ok = false;
        }
      if (!ok) continue;
      db::Pair p = by_id[id];
      // Without id columns the ids already stored stay with unchanged names.
      const bool has_id_cols = std::any_of(id_of_col.begin(), id_of_col.end(), [](int x) { return x > 0; });
      if (has_id_cols) pids.resize(std::max(pids.size(), names.size()));
      p.players = renamed_players(p.players, names, pids);
      todo.push_back(std::move(p));
    }
    if (!errors.empty()) {
      for (const auto& e : errors) std::cerr << "error: " << e << '\n';
      throw UserError(tr(ctx, "nothing stored: ", "no se guardó nada: ") + std::to_string(errors.size()) +
                      tr(ctx, " bad line(s) in ", " línea(s) erróneas en ") + file);
    }
    Store::Batch batch(store);
    for (const auto& p : todo) store.put_pair(info.id, p);
    batch.commit();
    fmt::print("{} {} {}\n", todo.size(), tr(ctx, "pairs named from", "parejas nombradas desde"), file);
    return;
  }
  if (!ids.empty() && !ids_list.empty())
    throw UserError(tr(ctx, "give the national ids with --id (once a player) or --ids A,B, not both",
                       "dé los números de federado con --id (uno por jugador) o --ids A,B, no ambos"));
  if (!ids_list.empty()) {
    std::istringstream in(ids_list);
    for (std::string x; std::getline(in, x, ',');) ids.push_back(x);
    if (ids_list.back() == ',') ids.push_back("");
  }
  for (size_t k = 0; k < ids.size(); ++k) {
    std::string v;
    if (!clean_national_id(ids[k], v))
      throw UserError(tr(ctx, "national id of player ", "número de federado del jugador ") +
                      std::to_string(k + 1) + ": " + bad_id(ids[k]));
    ids[k] = v;
  }
  if (args.empty()) {
    if (!ids.empty())
      throw UserError(tr(ctx, "which pair? e.g. bandeja pairs " + typed(which) + " 3NS --ids 12345,67890",
                         "¿qué pareja? p. ej. bandeja pairs " + typed(which) + " 3NS --ids 12345,67890"));
    for (const auto& p : pairs) fmt::print("{:<6} {:<3} {}\n", p.id, p.field, players_with_ids(p));
    return;
  }
  auto it = by_id.find(args[0]);
  if (it == by_id.end()) throw UserError(not_in_event(args[0]));
  db::Pair p = it->second;
  std::vector<std::string> names(args.begin() + 1, args.end());
  if (names.empty() && !ids.empty()) {
    // Ids alone: for the players already named, seat by seat.
    if (ids.size() > p.players.size())
      throw UserError(tr(ctx, std::to_string(ids.size()) + " national ids for pair " + p.id + ", which has " +
                                  std::to_string(p.players.size()) + " player(s) named: name them first "
                                  "(bandeja pairs " + typed(which) + " " + p.id + " NAME NAME --ids ...)",
                         std::to_string(ids.size()) + " números de federado para la pareja " + p.id + ", que tiene " +
                             std::to_string(p.players.size()) + " jugador(es) con nombre: nómbrelos antes "
                             "(bandeja pairs " + typed(which) + " " + p.id + " NOMBRE NOMBRE --ids ...)"));
    for (size_t k = 0; k < ids.size(); ++k)
      p.players[k].national_id = ids[k].empty() ? std::nullopt : std::optional(ids[k]);
  } else {
    if (ids.size() > names.size())
      throw UserError(tr(ctx, std::to_string(ids.size()) + " national ids for " + std::to_string(names.size()) +
                                  " player(s): give one id a player, in the order of the names",
                         std::to_string(ids.size()) + " números de federado para " + std::to_string(names.size()) +
                             " jugador(es): dé un número por jugador, en el orden de los nombres"));
    for (size_t k = 0; k < ids.size(); ++k)
      if (!ids[k].empty() && names[k].empty())
        throw UserError(tr(ctx, "a national id for player " + std::to_string(k + 1) + ", who has no name",
                           "un número de federado para el jugador " + std::to_string(k + 1) + ", que no tiene nombre"));
    if (!ids.empty()) ids.resize(names.size());
    p.players = renamed_players(p.players, names, ids);
  }
  store.put_pair(info.id, p);
  for (const auto& x : store.pairs(info.id))
    if (x.id == args[0]) fmt::print("{:<6} {:<3} {}\n", x.id, x.field, players_with_ids(x));
}

// ------------------------------------------------------------------ enter

std::string join_args(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

void enter_one(Context& ctx, Store& store, EventView& ev, Candidate c, bool replace) {
  auto checked = check_line(ctx, ev, std::move(c), replace);
  if (!checked) {
    throw UserError(checked.error().message);
  }
  try {
    const Id id = store_line(store, ev, *checked, "enter");
    fmt::print("{} #{}  {}\n", checked->replaces ? tr(ctx, "replaced", "sustituido") : tr(ctx, "stored", "guardado"),
               id, describe(ctx, checked->line));
  } catch (const db::StoreError& e) {
    throw UserError(e.what());
  }
}

// Reads the travellers CSV and checks every row; returns the checked lines, or lists every
// bad line on stderr and throws.
std::vector<Checked> check_file(Context& ctx, EventView& ev, const std::string& file, bool replace) {
  auto parsed = formats::read_travellers_csv(read_file(ctx, file), ctx.lang);
  if (!parsed) throw UserError(file + ": " + parsed.error().message);
  std::vector<std::pair<int, std::string>> errors;
  for (const auto& e : parsed->errors) errors.push_back({e.line, e.text()});
  std::vector<Checked> ok;
  for (const auto& row : parsed->rows) {
    Candidate c;
    c.board = row.board;
    c.round = row.round;
    c.table = row.table;
    c.ns = row.ns;
    c.ew = row.ew;
    c.contract = row.contract;
    c.declarer = row.declarer;
    c.result = row.result;
    c.score = row.score;
    c.lead = row.lead;
    auto checked = check_line(ctx, ev, c, replace);
    if (!checked) {
      formats::RowError re{row.line, checked.error().field, checked.error().message, ctx.lang};
      errors.push_back({row.line, re.text()});
      continue;
    }
    ev.batch_line[{checked->line.board, checked->line.ns}] = row.line;
    ev.batch_line[{checked->line.board, checked->line.ew}] = row.line;
    ok.push_back(std::move(*checked));
  }
  if (!errors.empty()) {
    std::stable_sort(errors.begin(), errors.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& e : errors) std::cerr << "error: " << file << ": " << e.second << '\n';
    throw UserError(tr(ctx, "nothing stored: ", "no se guardó nada: ") + std::to_string(errors.size()) +
                    tr(ctx, " bad line(s) in ", " línea(s) erróneas en ") + file);
  }
  return ok;
}

void enter_file(Context& ctx, Store& store, EventView& ev, const std::string& file, bool replace) {
  auto lines = check_file(ctx, ev, file, replace);
  size_t replaced = 0;
  try {
    Store::Batch batch(store);
    for (const auto& c : lines) {
      store_line(store, ev, c, "enter --file " + file);
      if (c.replaces) ++replaced;
    }
    batch.commit();
  } catch (const db::StoreError& e) {
    throw UserError(tr(ctx, "nothing stored: ", "no se guardó nada: ") + e.what());
  }
  fmt::print("{} {} {}{}\n", tr(ctx, "stored", "guardadas"), lines.size(),
             tr(ctx, "lines from ", "líneas de ") + file,
             replaced ? " (" + std::to_string(replaced) + tr(ctx, " replaced)", " sustituidas)") : "");
}

// The interactive prompt: round R, table by table, board by board.
void enter_interactive(Context& ctx, Store& store, EventView& ev, int round,
                       std::optional<int> only_table, bool replace) {
  if (!ev.info.has_movement())
    throw UserError(tr(ctx, "event '" + ev.info.name +
                                "' has no movement: enter lines with --board, --ns, --ew or --file",
                       "el evento '" + ev.info.name +
                           "' no tiene movimiento: introduzca líneas con --board, --ns, --ew o --file"));
  if (round < 1 || round > ev.info.rounds)
    throw UserError(tr(ctx, "round " + std::to_string(round) + ": the movement has " +
                                std::to_string(ev.info.rounds) + " rounds",
                       "ronda " + std::to_string(round) + ": el movimiento tiene " +
                           std::to_string(ev.info.rounds) + " rondas"));
  struct Step {
    const movement::Row* row;
    int board;
  };
  std::vector<Step> steps;
  for (const auto& r : ev.rows)
    if (r.round == round && r.ns && r.ew && (!only_table || r.table == *only_table))
      for (int b : r.boards) steps.push_back({&r, b});
  if (steps.empty())
    throw UserError(tr(ctx, "nothing to enter in round " + std::to_string(round),
                       "nada que introducir en la ronda " + std::to_string(round)));
  fmt::print("{} {} \u2014 {}. {}\n", tr(ctx, "Round", "Ronda"), round, ev.info.name,
             tr(ctx, "Type 4S N 10, 3NT S =, 4HX W -2, pass, 420, A60-40, W60:420/40:-50 or np; Enter "
                     "alone skips a board, u undoes the last line, t skips the table, q quits, ? helps.",
                     "Escriba 4P N 10, 3ST S =, 4CX O -2, paso, 420, A60-40, P60:420/40:-50 o nj; Intro "
                     "solo salta el tablero, u deshace la última línea, t salta la mesa, q sale, ? ayuda."));
  std::fflush(stdout);
  const bool interactive = isatty(0) != 0;
  std::vector<std::pair<size_t, ResultLine>> done;  // step index, stored line (for undo)
  size_t stored = 0;
  const movement::Row* shown_table = nullptr;
  for (size_t i = 0; i < steps.size();) {
    const auto& st = steps[i];
    if (st.row != shown_table) {
      shown_table = st.row;
      fmt::print("{} {}: {} (NS) v {} (EW), {} {}\n", tr(ctx, "Table", "Mesa"), st.row->table,
                 *st.row->ns, *st.row->ew, tr(ctx, "boards", "tableros"), join_ints(st.row->boards));
    }
    auto existing = ev.by_board_pair.find({st.board, *st.row->ns});
    if (existing != ev.by_board_pair.end() && !replace) {
      fmt::print("  {} {}: {} {}\n", tr(ctx, "board", "tablero"), st.board,
                 tr(ctx, "already in:", "ya está:"), entry_text(ctx, existing->second) +
                 (existing->second.ns_score ? "  NS " + score_text(existing->second.ns_score) : ""));
      ++i;
      continue;
    }
    fmt::print("  {} {}> ", tr(ctx, "board", "tablero"), st.board);
    std::fflush(stdout);
    std::string input;
    if (!std::getline(std::cin, input)) {
      fmt::print("\n");
      break;
    }
    if (!input.empty() && input.back() == '\r') input.pop_back();
    if (!interactive) fmt::print("{}\n", input);  // piped input: keep the transcript readable
    const std::string cmd = lower(input.substr(0, input.find_last_not_of(" \t") + 1));
    const std::string trimmed = cmd.substr(std::min(cmd.size(), cmd.find_first_not_of(" \t")));
    if (trimmed.empty() || trimmed == "s") {
      ++i;
      continue;
    }
    if (trimmed == "q" || trimmed == "quit" || trimmed == "salir") break;
    if (trimmed == "?" || trimmed == "h" || trimmed == "help" || trimmed == "ayuda") {
      fmt::print("    {}\n", tr(ctx, "4S N 10 | 4S N = | 4SX E -2 | 3NT S +1 HK (lead: suit S H D C or \u2660\u2665\u2666\u2663, then rank) | "
                                 "pass | 420 | -100 | A60-40 | W60:420/40:-50 (weighted, Law 12C1(c)) | np (not played) | "
                                 "Enter: skip | u: undo | t: next table | q: quit",
                                 "4P N 10 | 4P N = | 4PX E -2 | 3ST S +1 CR (salida: palo P C D T o \u2660\u2665\u2666\u2663, luego carta A R D V 10..2) | "
                                 "paso | 420 | -100 | A60-40 | P60:420/40:-50 (ponderada, Ley 12C1(c)) | nj (no jugado) | "
                                 "Intro: saltar | u: deshacer | t: mesa siguiente | q: salir"));
      continue;
    }
    if (trimmed == "t") {
      const auto* row = st.row;
      while (i < steps.size() && steps[i].row == row) ++i;
      continue;
    }
    if (trimmed == "u" || trimmed == "undo" || trimmed == "d" || trimmed == "deshacer") {
      if (done.empty()) {
        fmt::print("    {}\n", tr(ctx, "nothing to undo", "nada que deshacer"));
        continue;
      }
      auto [step, line] = done.back();
      done.pop_back();
      try {
        store.delete_result(ev.info.id, line.id, "enter: undo");
      } catch (const db::StoreError& e) {
        fmt::print("    error: {}\n", e.what());
        continue;
      }
      ev.forget(line);
      --stored;
      fmt::print("    {} {}  ({})\n", tr(ctx, "undone:", "deshecho:"), describe(ctx, line),
                 tr(ctx, "type it again", "escríbalo de nuevo"));
      i = step;
      shown_table = nullptr;
      continue;
    }
    Candidate c;
    c.board = st.board;
    c.round = round;
    c.table = st.row->table;
    c.quick = input;
    auto checked = check_line(ctx, ev, c, replace);
    if (!checked) {
      fmt::print("    error: {}\n", checked.error().message);
      std::fflush(stdout);
      continue;
    }
    try {
      ResultLine line = checked->line;
      line.id = store_line(store, ev, *checked, "enter");
      if (!checked->replaces) done.push_back({i, line});
      ++stored;
      fmt::print("    {}  NS {}  \u2713\n", entry_text(ctx, line),
                 line.ns_score ? score_text(line.ns_score) : std::string("\u2014"));
    } catch (const db::StoreError& e) {
      fmt::print("    error: {}\n", e.what());
    }
    std::fflush(stdout);
    ++i;
  }
  fmt::print("{} {} {}\n", stored, tr(ctx, "line(s) stored in round", "línea(s) guardadas en la ronda"),
             round);
}

void cmd_enter(Context& ctx, const std::string& which, std::optional<int> round,
               std::optional<int> table, std::optional<int> board, const std::string& ns,
               const std::string& ew, const std::string& file, bool replace,
               const std::vector<std::string>& entry) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  EventView ev = EventView::load(store, info);
  if (!file.empty()) {
    if (board || !entry.empty())
      throw UserError(tr(ctx, "--file takes its lines from the file: leave out --board and the entry",
                         "--file toma las líneas del fichero: quite --board y la entrada"));
    enter_file(ctx, store, ev, file, replace);
    return;
  }
  if (board) {
    if (entry.empty())
      throw UserError(tr(ctx, "give the entry after the options, e.g. 4S N 10",
                         "dé la entrada tras las opciones, p. ej. 4P N 10"));
    Candidate c;
    c.board = *board;
    c.round = round;
    c.table = table;
    c.ns = ns;
    c.ew = ew;
    c.quick = join_args(entry);
    enter_one(ctx, store, ev, c, replace);
    return;
  }
  if (!entry.empty())
    throw UserError(tr(ctx, "one line needs --board (and --round and --table, or --ns and --ew)",
                       "una línea necesita --board (y --round y --table, o --ns y --ew)"));
  if (!round)
    throw UserError(tr(ctx, "give --round R for the prompt, or --file FILE.csv",
                       "indique --round R para introducir, o --file FICHERO.csv"));
  enter_interactive(ctx, store, ev, *round, table, replace);
}

// ------------------------------------------------------------------ import travellers

void cmd_import_travellers(Context& ctx, const std::string& file, const std::string& name,
                           const std::string& scoring) {
  const std::string text = read_file(ctx, file);
  auto parsed = formats::read_travellers_csv(text, ctx.lang);
  if (!parsed) throw UserError(file + ": " + parsed.error().message);
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

  Store store = open_store(ctx);
  if (store.find_event(name))
    throw UserError(tr(ctx, "an event called '" + name + "' already exists: choose another name",
                       "ya existe un evento llamado '" + name + "': elija otro nombre"));
  // The event and its lines in one transaction: a file with a bad line stores nothing.
  Store::Batch batch(store);
  Id id;
  try {
    id = store.create_event(ne);
  } catch (const db::StoreError& e) {
    throw UserError(e.what());
  }
  EventView ev = EventView::load(store, store.event_info(id));
  auto lines = [&] {
    // check_file re-reads the file; the rows are the same.
    return check_file(ctx, ev, file, false);
  }();
  try {
    for (const auto& c : lines) store_line(store, ev, c, "import travellers " + file);
    batch.commit();
  } catch (const db::StoreError& e) {
    throw UserError(tr(ctx, "nothing stored: ", "no se guardó nada: ") + e.what());
  }
  fmt::print("{}\n", id);
  fmt::print("{} {}: {} \u2014 {} {}, {} {}, {} {} ({})\n", tr(ctx, "event", "evento"), id, name,
             lines.size(), tr(ctx, "lines", "líneas"), numbers.size(), tr(ctx, "boards", "tableros"),
             order.size(), tr(ctx, "pairs", "parejas"),
             two_fields ? tr(ctx, "NS and EW fields", "clasificaciones Norte-Sur y Este-Oeste")
                        : tr(ctx, "one field", "una clasificación"));
  if (!ne.teams.empty())
    fmt::print("{} {} ({})\n", ne.teams.size(), tr(ctx, "teams", "equipos"),
               tr(ctx, "team N is pairs N NS and N EW", "el equipo N son las parejas N NS y N EW"));
  else if (is_teams_event(scoring, ""))
    fmt::print("{}\n", tr(ctx, "no teams: the pairs are not named N NS / N EW; give them with: bandeja teams " +
                                   typed(name) + " N --pairs ...",
                          "sin equipos: las parejas no se llaman N NS / N EW; deles con: bandeja teams " +
                              typed(name) + " N --pairs ..."));
}

// ------------------------------------------------------------------ status

void cmd_status(Context& ctx, const std::string& which, std::optional<int> only_round) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  EventView ev = EventView::load(store, info);
  if (!info.has_movement()) {
    std::map<int, int> per_board;
    for (const auto& [key, line] : ev.by_board_pair)
      if (key.second == line.ns) ++per_board[key.first];
    fmt::print("{}: {}\n", info.name,
               tr(ctx, "no movement, so nothing is known to be missing; results per board:",
                  "sin movimiento, no se sabe qué falta; resultados por tablero:"));
    for (const auto& [b, n] : per_board) fmt::print("  {} {}: {}\n", tr(ctx, "board", "tablero"), b, n);
    return;
  }
  int total_missing = 0, total_expected = 0;
  for (int round = 1; round <= info.rounds; ++round) {
    if (only_round && round != *only_round) continue;
    int expected = 0, missing = 0;
    std::vector<std::string> lines;
    for (const auto& r : ev.rows) {
      if (r.round != round || !r.ns || !r.ew) continue;
      std::vector<int> absent;
      for (int b : r.boards) {
        ++expected;
        if (!ev.by_board_pair.contains({b, *r.ns})) absent.push_back(b);
      }
      missing += static_cast<int>(absent.size());
      if (!absent.empty())
        lines.push_back(fmt::format("  {} {} ({} v {}): {} {}", tr(ctx, "table", "mesa"), r.table,
                                    *r.ns, *r.ew, tr(ctx, "missing boards", "faltan tableros"),
                                    join_ints(absent)));
    }
    total_missing += missing;
    total_expected += expected;
    if (missing == 0)
      fmt::print("{} {}: {} ({} {})\n", tr(ctx, "Round", "Ronda"), round,
                 tr(ctx, "complete", "completa"), expected, tr(ctx, "results", "resultados"));
    else
      fmt::print("{} {}: {} {} {} {}\n", tr(ctx, "Round", "Ronda"), round, expected - missing,
                 tr(ctx, "of", "de"), expected, tr(ctx, "results in", "resultados"));
    for (const auto& l : lines) fmt::print("{}\n", l);
  }
  if (!only_round)
    fmt::print("{}: {} / {}{}\n", tr(ctx, "Total", "Total"), total_expected - total_missing,
               total_expected,
               total_missing == 0 ? tr(ctx, " \u2014 every result is in", " \u2014 están todos los resultados")
                                  : "");
}

// ------------------------------------------------------------------ result list|edit|delete

void print_lines(const Context& ctx, const std::vector<ResultLine>& lines) {
  // The entry column as wide as its widest entry (a weighted score's parts run long);
  // characters, not bytes (suit symbols, the minus sign).
  size_t wide = 16;
  for (const auto& l : lines) wide = std::max(wide, formats::display_width(entry_text(ctx, l)));
  fmt::print("{:>5} {:>5} {:>5} {:>4}  {:<6} {:<6} {:<{}} {:>6}\n", "id", tr(ctx, "board", "tabl."),
             tr(ctx, "round", "ronda"), tr(ctx, "tbl", "mesa"), "NS", tr(ctx, "EW", "EO"),
             tr(ctx, "entry", "entrada"), wide, "NS");
  for (const auto& l : lines)
    fmt::print("{:>5} {:>5} {:>5} {:>4}  {:<6} {:<6} {:<{}} {:>6}\n", l.id, l.board,
               l.round ? std::to_string(*l.round) : "", l.table ? std::to_string(*l.table) : "",
               l.ns, l.ew, entry_text(ctx, l), wide, score_text(l.ns_score));
}

void cmd_result_list(Context& ctx, const std::string& which, std::optional<int> board,
                     std::optional<int> round, std::optional<int> table) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  std::vector<ResultLine> lines;
  for (auto& l : store.results(info.id)) {
    if (board && l.board != *board) continue;
    if (round && l.round != round) continue;
    if (table && l.table != table) continue;
    lines.push_back(std::move(l));
  }
  print_lines(ctx, lines);
}

Id parse_id(const Context& ctx, const std::string& s) {
  try {
    size_t used = 0;
    long long v = std::stoll(s, &used);
    if (used == s.size() && v > 0) return v;
  } catch (...) {
  }
  throw UserError(tr(ctx, "'" + s + "' is not a result id (see: bandeja result list EVENT)",
                     "'" + s + "' no es un número de resultado (vea: bandeja result list EVENTO)"));
}

ResultLine existing_result(const Context& ctx, Store& store, Id event, Id rid) {
  auto old = store.result(event, rid);
  if (!old)
    throw UserError(tr(ctx, "there is no result " + std::to_string(rid) + " in this event (see: bandeja result list)",
                       "no hay resultado " + std::to_string(rid) + " en este evento (vea: bandeja result list)"));
  return *old;
}

void cmd_result_edit(Context& ctx, const std::string& which, const std::string& rid_text,
                     const std::vector<std::string>& entry) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const Id rid = parse_id(ctx, rid_text);
  const ResultLine old = existing_result(ctx, store, info.id, rid);
  EventView ev = EventView::load(store, info);
  Candidate c;
  c.board = old.board;
  c.round = old.round;
  c.table = old.table;
  c.ns = old.ns;
  c.ew = old.ew;
  c.quick = join_args(entry);
  auto checked = check_line(ctx, ev, c, true);
  if (!checked) throw UserError(checked.error().message);
  try {
    store_line(store, ev, *checked, "result edit");
  } catch (const db::StoreError& e) {
    throw UserError(e.what());
  }
  fmt::print("{} #{}: {}  \u2192  {}\n", tr(ctx, "result", "resultado"), rid, describe(ctx, old),
             entry_text(ctx, checked->line) +
                 (checked->line.ns_score ? "  NS " + score_text(checked->line.ns_score) : ""));
}

void cmd_result_delete(Context& ctx, const std::string& which, const std::string& rid_text) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const Id rid = parse_id(ctx, rid_text);
  const ResultLine old = existing_result(ctx, store, info.id, rid);
  try {
    store.delete_result(info.id, rid, "result delete");
  } catch (const db::StoreError& e) {
    throw UserError(e.what());
  }
  fmt::print("{} #{}: {}\n", tr(ctx, "deleted result", "borrado el resultado"), rid, describe(ctx, old));
}

// ------------------------------------------------------------------ audit, backup

void cmd_audit(Context& ctx, const std::string& which) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  auto records = store.audit(info.id);
  if (records.empty()) {
    fmt::print("{}\n", tr(ctx, "no changes recorded yet", "aún no hay cambios registrados"));
    return;
  }
  for (const auto& a : records) {
    const ResultLine& any = a.new_value ? *a.new_value : *a.old_value;
    auto show = [&](const std::optional<ResultLine>& v) {
      if (!v) return std::string("\u2014");
      return entry_text(ctx, *v) + (v->ns_score ? " (" + score_text(v->ns_score) + ")" : "");
    };
    std::string action = a.action;
    if (ctx.lang == Lang::Es)
      action = a.action == "insert" ? "alta" : a.action == "update" ? "cambio" : "baja";
    fmt::print("{}  {:<6} #{:<4} {} {:>3} {:<5} v {:<5} {} \u2192 {}{}\n", a.at, action, a.result_id,
               tr(ctx, "board", "tablero"), any.board, any.ns, any.ew, show(a.old_value),
               show(a.new_value), a.note.empty() ? "" : "  [" + a.note + "]");
  }
}

void cmd_backup(Context& ctx, const std::string& dest, bool force) {
  if (std::filesystem::exists(dest) && !force)
    throw UserError(tr(ctx, "'" + dest + "' already exists: choose a new name (or --force to overwrite)",
                       "'" + dest + "' ya existe: elija otro nombre (o --force para sobrescribir)"));
  if (std::filesystem::exists(ctx.db_path) == false)
    throw UserError(tr(ctx, "there is no event file '" + ctx.db_path + "' to back up",
                       "no existe el fichero de eventos '" + ctx.db_path + "' para copiar"));
  Store store = open_store(ctx);
  try {
    store.backup(dest);
  } catch (const db::StoreError& e) {
    throw UserError(e.what());
  }
  Store copy = open_store(Context{ctx.lang, 0, dest});
  size_t lines = 0;
  const auto events = copy.events();
  for (const auto& e : events) lines += copy.results(e.id).size();
  fmt::print("{} {} \u2192 {} ({} {}, {} {})\n", tr(ctx, "backed up", "copia de seguridad"), ctx.db_path,
             dest, events.size(), tr(ctx, "events", "eventos"), lines, tr(ctx, "results", "resultados"));
}

}  // namespace

// ------------------------------------------------------------------ registration

void register_event_commands(CLI::App& app, Context& ctx) {
  auto* event = app.add_subcommand("event", "Create, list and show events");
  event->require_subcommand(1);
  {
    auto* cmd = event->add_subcommand("new", "Create an event with a movement; prints its id");
    auto name = std::make_shared<std::string>();
    auto spec = std::make_shared<movement::Spec>();
    auto scoring = std::make_shared<std::string>("mp");
    auto rounds = std::make_shared<int>(0);
    auto npairs = std::make_shared<int>(0);
    auto session = std::make_shared<std::string>();
    auto section = std::make_shared<std::string>();
    cmd->add_option("NAME", *name, "Event name (unique in the file)")->required();
    cmd->add_option("--movement", spec->type, "Movement type (see: bandeja movement list)")->required();
    cmd->add_option("--tables", spec->tables, "Tables in play")->required();
    cmd->add_option("--boards-per-round", spec->boards_per_round, "Boards per round")->capture_default_str();
    cmd->add_option("--rounds", *rounds, "Fewer rounds than the full movement");
    cmd->add_option("--pairs", *npairs, "Number of pairs when odd (one side sits out)");
    cmd->add_flag("--skip", spec->skip, "Mitchell, even tables: skip after half the rounds");
    cmd->add_flag("--relay", spec->relay, "Mitchell, even tables: relay/bye stand");
    cmd->add_option("--scoring", *scoring, "mp, imps, butler, cross-imps or bam")
        ->check(CLI::IsMember({"mp", "imps", "butler", "cross-imps", "bam"}))
        ->capture_default_str();
    cmd->add_option("--session", *session, "Make it a section of this session (id or name)");
    cmd->add_option("--section", *section, "Its section letter in the session, A to Z");
    cmd->callback([&ctx, name, spec, scoring, rounds, npairs, session, section] {
      movement::Spec s = *spec;
      if (*rounds > 0) s.rounds = *rounds;
      if (*npairs > 0) s.pairs = *npairs;
      cmd_event_new(ctx, *name, s, *scoring, *session, *section);
    });
  }
  event->add_subcommand("list", "List the events in the file")->callback([&ctx] { cmd_event_list(ctx); });
  {
    auto* cmd = event->add_subcommand("show", "Show an event: movement, pairs, results");
    auto which = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->callback([&ctx, which] { cmd_event_show(ctx, *which); });
  }
  {
    auto* cmd = app.add_subcommand("pairs", "List the pairs, or name one: pairs EVENT 3NS \"Ana\" \"Luis\"");
    auto which = std::make_shared<std::string>();
    auto args = std::make_shared<std::vector<std::string>>();
    auto file = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->add_option("PAIR_AND_NAMES", *args, "Pair id, then the players' names");
    auto ids = std::make_shared<std::vector<std::string>>();
    auto ids_list = std::make_shared<std::string>();
    cmd->add_option("--file", *file, "CSV of pair,name1,name2 (one pair a line; header columns id1, id2 for national ids)");
    cmd->add_option("--id", *ids, "A player's national id, in the order of the names (repeat: --id 12345 --id 67890)")
        ->allow_extra_args(false);
    cmd->add_option("--ids", *ids_list, "The players' national ids, comma-separated: --ids 12345,67890");
    cmd->callback([&ctx, which, args, file, ids, ids_list] { cmd_pairs(ctx, *which, *args, *file, *ids, *ids_list); });
  }
  {
    auto* cmd = app.add_subcommand(
        "enter", "Enter results: the prompt (--round R), one line (--board B ENTRY) or --file CSV");
    auto which = std::make_shared<std::string>();
    auto round = std::make_shared<std::optional<int>>();
    auto table = std::make_shared<std::optional<int>>();
    auto board = std::make_shared<std::optional<int>>();
    auto ns = std::make_shared<std::string>();
    auto ew = std::make_shared<std::string>();
    auto file = std::make_shared<std::string>();
    auto replace = std::make_shared<bool>(false);
    auto entry = std::make_shared<std::vector<std::string>>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->add_option("ENTRY", *entry, "Quick entry: 4S N 10 HK, 3NT S =, pass, 420, A60-40, W60:420/40:-50, np");
    cmd->add_option("--round", *round, "Round");
    cmd->add_option("--table", *table, "Table");
    cmd->add_option("--board", *board, "Board (one line)");
    cmd->add_option("--ns", *ns, "NS pair (default: from the movement)");
    cmd->add_option("--ew", *ew, "EW pair (default: from the movement)");
    cmd->add_option("--file", *file, "Travellers CSV: every line in one transaction");
    cmd->add_flag("--replace", *replace, "Replace a result already stored for the same line");
    cmd->callback([&ctx, which, round, table, board, ns, ew, file, replace, entry] {
      cmd_enter(ctx, *which, *round, *table, *board, *ns, *ew, *file, *replace, *entry);
    });
  }
  if (ctx.import_cmd) {
    auto* cmd = ctx.import_cmd->add_subcommand("travellers", "Create an event from a travellers CSV (no movement)");
    auto file = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto scoring = std::make_shared<std::string>("mp");
    cmd->add_option("FILE", *file, "Travellers CSV (see docs/formats.md)")->required();
    cmd->add_option("--event", *name, "Name of the new event")->required();
    cmd->add_option("--scoring", *scoring, "mp, imps, butler, cross-imps or bam")
        ->check(CLI::IsMember({"mp", "imps", "butler", "cross-imps", "bam"}))
        ->capture_default_str();
    cmd->callback([&ctx, file, name, scoring] { cmd_import_travellers(ctx, *file, *name, *scoring); });
  }
  {
    auto* cmd = app.add_subcommand("status", "Results still missing, table by table");
    auto which = std::make_shared<std::string>();
    auto round = std::make_shared<std::optional<int>>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->add_option("--round", *round, "Only this round");
    cmd->callback([&ctx, which, round] { cmd_status(ctx, *which, *round); });
  }
  {
    auto* result = app.add_subcommand("result", "List, edit or delete stored results");
    result->require_subcommand(1);
    auto* list = result->add_subcommand("list", "List results");
    auto which = std::make_shared<std::string>();
    auto board = std::make_shared<std::optional<int>>();
    auto round = std::make_shared<std::optional<int>>();
    auto table = std::make_shared<std::optional<int>>();
    list->add_option("EVENT", *which, "Event id or name")->required();
    list->add_option("--board", *board, "Only this board");
    list->add_option("--round", *round, "Only this round");
    list->add_option("--table", *table, "Only this table");
    list->callback([&ctx, which, board, round, table] { cmd_result_list(ctx, *which, *board, *round, *table); });

    auto* edit = result->add_subcommand("edit", "Change a result: result edit EVENT ID 4S N 11");
    auto ewhich = std::make_shared<std::string>();
    auto rid = std::make_shared<std::string>();
    auto entry = std::make_shared<std::vector<std::string>>();
    edit->add_option("EVENT", *ewhich, "Event id or name")->required();
    edit->add_option("ID", *rid, "Result id (see: result list)")->required();
    edit->add_option("ENTRY", *entry, "The new entry")->required();
    edit->callback([&ctx, ewhich, rid, entry] { cmd_result_edit(ctx, *ewhich, *rid, *entry); });

    auto* del = result->add_subcommand("delete", "Delete a result (kept in the audit log)");
    auto dwhich = std::make_shared<std::string>();
    auto did = std::make_shared<std::string>();
    del->add_option("EVENT", *dwhich, "Event id or name")->required();
    del->add_option("ID", *did, "Result id (see: result list)")->required();
    del->callback([&ctx, dwhich, did] { cmd_result_delete(ctx, *dwhich, *did); });
  }
  {
    auto* cmd = app.add_subcommand("audit", "Every insert, change and delete of a result, with time");
    auto which = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->callback([&ctx, which] { cmd_audit(ctx, *which); });
  }
  {
    auto* cmd = app.add_subcommand("backup", "Copy the event file safely, even while others write");
    auto dest = std::make_shared<std::string>();
    auto force = std::make_shared<bool>(false);
    cmd->add_option("FILE", *dest, "Backup file to write")->required();
    cmd->add_flag("--force", *force, "Overwrite FILE when it exists");
    cmd->callback([&ctx, dest, force] { cmd_backup(ctx, *dest, *force); });
  }
}

}  // namespace bandeja::app
