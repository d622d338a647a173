#include "bandeja/movement/json.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <set>
#include <string>

#include "bandeja/score/limits.hpp"
#include "detail.hpp"

namespace bandeja::movement {

using ojson = nlohmann::ordered_json;

namespace {

// Notes (a summary's parts, a director's notes) each by its catalogue code and arguments; a note
// an older file gave as text, as text.
ojson notes_json(const std::vector<Note>& list) {
  ojson out = ojson::array();
  for (const Note& n : list) {
    ojson x = ojson::object();
    if (!n.code.empty()) x["code"] = n.code;
    if (!n.args.empty()) x["args"] = n.args;
    if (!n.text.empty()) x["text"] = n.text;
    if (!n.text_es.empty()) x["text_es"] = n.text_es;
    out.push_back(std::move(x));
  }
  return out;
}

}  // namespace

std::string to_json(const Movement& m) {
  ojson j;
  j["movement"] = m.type;
  j["tables"] = m.tables;
  j["rounds"] = m.rounds;
  j["boards_per_round"] = m.boards_per_round;
  j["boards"] = m.boards;
  j["winners"] = m.winners;
  if (!m.summary.empty()) j["summary"] = notes_json(m.summary);
  j["pairs"] = m.pairs;
  ojson rows = ojson::array();
  for (const Row& r : m.rows) {
    ojson x;
    x["round"] = r.round;
    x["table"] = r.table;
    x["ns"] = r.ns ? ojson(*r.ns) : ojson(nullptr);
    x["ew"] = r.ew ? ojson(*r.ew) : ojson(nullptr);
    x["boards"] = r.boards;
    if (r.board_set > 0) x["set"] = r.board_set;
    if (r.arrow_switch) x["arrow_switch"] = true;
    rows.push_back(std::move(x));
  }
  j["rows"] = std::move(rows);
  if (!m.board_sets.empty()) j["board_sets"] = m.board_sets;
  if (!m.stands.empty()) {
    ojson st = ojson::array();
    for (const Stand& s : m.stands)
      st.push_back({{"round", s.round},
                    {"set", s.board_set},
                    {"kind", s.kind == StandKind::Bye ? "bye" : "relay"},
                    {"after_table", s.after_table}});
    j["stands"] = std::move(st);
  }
  if (!m.notes.empty()) j["notes"] = notes_json(m.notes);
  return j.dump(2) + "\n";
}

namespace {

// A refusal, as a catalogue error (json.*, limit.*: apps/director/messages/movement.txt).
struct Bad {
  Error error;
};

// A count or number a limit bounds (limits.hpp): `field` as the director reads it, 0..`limit`.
struct Bound {
  const char* field;
  int limit;
};

// A whole number of the file within 0..bound.limit, read in 64 bits so 2147483647 or
// 99999999999 is refused by the limit, never wrapped into an int.
int bounded(const ojson& v, Bound bound) {
  std::int64_t n = 0;
  if (v.is_number_unsigned())
    n = v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())
            ? std::numeric_limits<std::int64_t>::max()
            : static_cast<std::int64_t>(v.get<std::uint64_t>());
  else
    n = v.get<std::int64_t>();
  if (n > bound.limit) throw Bad{limits::above(bound.field, n, bound.limit)};
  if (n < 0) throw Bad{error_code("limit.below", bound.field, {bound.field, std::to_string(n), "0"})};
  return static_cast<int>(n);
}

int need_int(const ojson& o, const char* key, const std::string& where, Bound bound) {
  if (!o.contains(key)) throw Bad{error_code("json.missing", key, {where, key})};
  const ojson& v = o.at(key);
  if (!v.is_number_integer()) throw Bad{error_code("json.not_whole_number", key, {where, key})};
  return bounded(v, bound);
}

int opt_int(const ojson& o, const char* key, const std::string& where, int fallback, Bound bound) {
  return o.contains(key) ? need_int(o, key, where, bound) : fallback;
}

// The size of a list of the file before it is read: at most `bound.limit` items.
void check_size(const ojson& v, Bound bound) {
  if (v.is_array() && v.size() > static_cast<std::size_t>(bound.limit))
    throw Bad{limits::above(bound.field, static_cast<std::int64_t>(v.size()), bound.limit)};
}

constexpr Bound kTables{"tables", limits::tables}, kRounds{"rounds", limits::rounds},
    kBoards{"boards", limits::boards}, kBoardsPerRound{"boards per round", limits::boards_per_round},
    kRows{"rows", limits::rows}, kContestants{"contestants", limits::contestants},
    kBoardSets{"board sets", limits::boards}, kStands{"stands", limits::rows};

std::optional<PairId> side(const ojson& o, const char* key, const std::string& where) {
  if (!o.contains(key)) throw Bad{error_code("json.missing_side", key, {where, key})};
  const ojson& v = o.at(key);
  if (v.is_null()) return std::nullopt;
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  throw Bad{error_code("json.bad_side", key, {where, key})};
}

// A list of board numbers: at most `size.limit` of them, each a board 0..limits::boards.
std::vector<int> ints(const ojson& v, const std::string& where, Bound size) {
  if (!v.is_array()) throw Bad{error_code("json.not_numbers", "", {where})};
  check_size(v, size);
  std::vector<int> out;
  for (const ojson& x : v) {
    if (!x.is_number_integer()) throw Bad{error_code("json.not_numbers", "", {where})};
    out.push_back(bounded(x, kBoards));
  }
  return out;
}

std::vector<std::string> strings(const ojson& v, const std::string& where) {
  if (!v.is_array()) throw Bad{error_code("json.not_strings", "", {where})};
  std::vector<std::string> out;
  for (const ojson& x : v) {
    if (!x.is_string()) throw Bad{error_code("json.not_strings", "", {where})};
    out.push_back(x.get<std::string>());
  }
  return out;
}

// The director's notes: a list of {"code": ..., "args": [...]}, or of {"text": ..., "text_es": ...}
// (a note as written). An older file gives them as text in both languages, {"en": [...], "es":
// [...]}: each English note is kept as its text, with the Spanish note in the same place. Notes
// of any other form are left out, as they always were.
std::vector<Note> notes(const ojson& v, const std::string& key = "notes") {
  std::vector<Note> out;
  if (v.is_object() && key == "notes") {
    const std::vector<std::string> en = v.contains("en") ? strings(v.at("en"), "notes.en") : std::vector<std::string>{};
    const std::vector<std::string> es = v.contains("es") ? strings(v.at("es"), "notes.es") : std::vector<std::string>{};
    for (std::size_t i = 0; i < std::max(en.size(), es.size()); ++i)
      out.push_back(Note{{}, {}, i < en.size() ? en[i] : std::string(), i < es.size() ? es[i] : std::string()});
    return out;
  }
  if (!v.is_array()) return out;
  std::size_t i = 0;
  for (const ojson& x : v) {
    const std::string where = key + "[" + std::to_string(i++) + "]";
    if (!x.is_object()) throw Bad{error_code("json.not_object", key, {where})};
    Note n;
    n.code = x.value("code", std::string());
    if (x.contains("args")) n.args = strings(x.at("args"), where + ": \"args\"");
    n.text = x.value("text", std::string());
    n.text_es = x.value("text_es", std::string());
    out.push_back(std::move(n));
  }
  return out;
}

}  // namespace

Result<Movement> from_json(std::string_view text) {
  ojson j;
  try {
    j = ojson::parse(text.begin(), text.end());
  } catch (const ojson::exception& e) {  // parse_error, or a number too big even for a double (1e999)
    return std::unexpected(error_code("json.invalid", "file", {e.what()}));
  }
  try {
    if (!j.is_object()) throw Bad{error_code("json.not_object", "file", {"movement"})};
    Movement m;
    m.type = j.value("movement", std::string("custom"));
    if (j.contains("summary")) {
      m.summary = notes(j.at("summary"), "summary");
    } else if (const std::string en = j.value("description", std::string()), es = j.value("description_es", std::string());
               !en.empty() || !es.empty()) {  // an older file: the line as written
      m.summary = {Note{{}, {}, en, es}};
    }
    m.tables = need_int(j, "tables", "movement", kTables);
    m.rounds = need_int(j, "rounds", "movement", kRounds);
    if (!j.contains("rows") || !j.at("rows").is_array()) throw Bad{error_code("json.not_list", "rows", {"movement", "rows"})};
    check_size(j.at("rows"), kRows);
    std::size_t i = 0;
    for (const ojson& x : j.at("rows")) {
      std::string where = "rows[" + std::to_string(i++) + "]";
      if (!x.is_object()) throw Bad{error_code("json.not_object", "rows", {where})};
      Row r;
      r.round = need_int(x, "round", where, kRounds);
      r.table = need_int(x, "table", where, kTables);
      // The row's own keys, which read the same in any language: rows[3] ("round": 2, "table": 1).
      where += " (\"round\": " + std::to_string(r.round) + ", \"table\": " + std::to_string(r.table) + ")";
      r.ns = side(x, "ns", where);
      r.ew = side(x, "ew", where);
      if (!x.contains("boards")) throw Bad{error_code("json.missing", "boards", {where, "boards"})};
      r.boards = ints(x.at("boards"), where + ": \"boards\"", kBoardsPerRound);
      r.board_set = opt_int(x, "set", where, 0, kBoardSets);
      if (x.contains("arrow_switch")) {
        if (!x.at("arrow_switch").is_boolean())
          throw Bad{error_code("json.not_boolean", "arrow_switch", {where, "arrow_switch"})};
        r.arrow_switch = x.at("arrow_switch").get<bool>();
      }
      m.rows.push_back(std::move(r));
    }
    int max_board = 0;
    for (const Row& r : m.rows)
      for (int b : r.boards) max_board = std::max(max_board, b);
    m.boards_per_round =
        opt_int(j, "boards_per_round", "movement", m.rows.empty() ? 0 : static_cast<int>(m.rows[0].boards.size()),
                kBoardsPerRound);
    m.boards = opt_int(j, "boards", "movement", max_board, kBoards);
    if (j.contains("winners")) {
      m.winners = need_int(j, "winners", "movement", Bound{"winners", 2});
      if (m.winners != 1 && m.winners != 2) throw Bad{error_code("json.bad_winners", "winners", {"movement"})};
    } else {  // two winners when no pair ever changes direction
      m.winners = detail::winners_from_rows(m.rows);
    }
    if (j.contains("pairs")) {
      check_size(j.at("pairs"), kContestants);
      m.pairs = strings(j.at("pairs"), "movement: \"pairs\"");
    }
    if (j.contains("board_sets")) {
      if (!j.at("board_sets").is_array()) throw Bad{error_code("json.not_list", "board_sets", {"movement", "board_sets"})};
      check_size(j.at("board_sets"), kBoardSets);
      std::size_t s = 0;
      for (const ojson& x : j.at("board_sets"))
        m.board_sets.push_back(ints(x, "board_sets[" + std::to_string(s++) + "]", kBoardsPerRound));
    }
    if (j.contains("stands")) {
      if (!j.at("stands").is_array()) throw Bad{error_code("json.not_list", "stands", {"movement", "stands"})};
      check_size(j.at("stands"), kStands);
      std::size_t s = 0;
      for (const ojson& x : j.at("stands")) {
        const std::string where = "stands[" + std::to_string(s++) + "]";
        if (!x.is_object()) throw Bad{error_code("json.not_object", "stands", {where})};
        Stand st;
        st.round = need_int(x, "round", where, kRounds);
        st.board_set = need_int(x, "set", where, kBoardSets);
        st.after_table = opt_int(x, "after_table", where, 0, kTables);
        const std::string kind = x.value("kind", std::string("relay"));
        if (kind != "relay" && kind != "bye") throw Bad{error_code("json.bad_kind", "kind", {where, kind})};
        st.kind = kind == "bye" ? StandKind::Bye : StandKind::Relay;
        m.stands.push_back(st);
      }
    }
    if (j.contains("notes")) m.notes = notes(j.at("notes"));
    normalise(m);
    // The pairs the checks compare couple by couple: the list's and the rows' ids together.
    std::set<PairId> ids(m.pairs.begin(), m.pairs.end());
    for (const Row& r : m.rows)
      for (const auto& p : {r.ns, r.ew})
        if (p) ids.insert(*p);
    if (ids.size() > static_cast<std::size_t>(limits::contestants))
      throw Bad{limits::above(kContestants.field, static_cast<std::int64_t>(ids.size()), limits::contestants)};
    return m;
  } catch (const Bad& b) {
    return std::unexpected(b.error);
  } catch (const ojson::exception& e) {  // a value of the wrong type where a default was read
    return std::unexpected(error_code("json.wrong_type", "file", {e.what()}));
  }
}

std::string notes_to_json(const std::vector<Note>& list) { return notes_json(list).dump(); }

Result<std::vector<Note>> notes_from_json(std::string_view text) {
  try {
    return notes(ojson::parse(text.begin(), text.end()), "summary");
  } catch (const ojson::exception& e) {
    return std::unexpected(error_code("json.invalid", "file", {e.what()}));
  } catch (const Bad& bad) {
    return std::unexpected(bad.error);
  }
}

}  // namespace bandeja::movement
