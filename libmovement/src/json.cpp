#include "bandeja/movement/json.hpp"

#include <nlohmann/json.hpp>

#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using ojson = nlohmann::ordered_json;

std::string to_json(const Movement& m) {
  ojson j;
  j["movement"] = m.type;
  j["tables"] = m.tables;
  j["rounds"] = m.rounds;
  j["boards_per_round"] = m.boards_per_round;
  j["boards"] = m.boards;
  j["winners"] = m.winners;
  j["description"] = m.description;
  if (!m.description_es.empty()) j["description_es"] = m.description_es;
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
  if (!m.notes_en.empty() || !m.notes_es.empty()) j["notes"] = {{"en", m.notes_en}, {"es", m.notes_es}};
  return j.dump(2) + "\n";
}

namespace {

struct Bad {
  std::string message;
};

int need_int(const ojson& o, const char* key, const std::string& where) {
  if (!o.contains(key)) throw Bad{where + ": \"" + key + "\" is missing"};
  const ojson& v = o.at(key);
  if (!v.is_number_integer()) throw Bad{where + ": \"" + key + "\" must be a whole number"};
  return v.get<int>();
}

int opt_int(const ojson& o, const char* key, const std::string& where, int fallback) {
  return o.contains(key) ? need_int(o, key, where) : fallback;
}

std::optional<PairId> side(const ojson& o, const char* key, const std::string& where) {
  if (!o.contains(key)) throw Bad{where + ": \"" + key + "\" is missing (use null for a sit-out)"};
  const ojson& v = o.at(key);
  if (v.is_null()) return std::nullopt;
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  throw Bad{where + ": \"" + key + "\" must be a pair id (a string) or null"};
}

std::vector<int> ints(const ojson& v, const std::string& where) {
  if (!v.is_array()) throw Bad{where + " must be a list of numbers"};
  std::vector<int> out;
  for (const ojson& x : v) {
    if (!x.is_number_integer()) throw Bad{where + " must be a list of whole numbers"};
    out.push_back(x.get<int>());
  }
  return out;
}

std::vector<std::string> strings(const ojson& v, const std::string& where) {
  if (!v.is_array()) throw Bad{where + " must be a list of strings"};
  std::vector<std::string> out;
  for (const ojson& x : v) {
    if (!x.is_string()) throw Bad{where + " must be a list of strings"};
    out.push_back(x.get<std::string>());
  }
  return out;
}

}  // namespace

Result<Movement> from_json(std::string_view text) {
  ojson j;
  try {
    j = ojson::parse(text.begin(), text.end());
  } catch (const ojson::parse_error& e) {
    return fail(std::string("not valid JSON: ") + e.what());
  }
  try {
    if (!j.is_object()) throw Bad{"the movement must be a JSON object"};
    Movement m;
    m.type = j.value("movement", std::string("custom"));
    m.description = j.value("description", std::string());
    m.description_es = j.value("description_es", std::string());
    m.tables = need_int(j, "tables", "movement");
    m.rounds = need_int(j, "rounds", "movement");
    if (!j.contains("rows") || !j.at("rows").is_array()) throw Bad{"movement: \"rows\" must be a list"};
    std::size_t i = 0;
    for (const ojson& x : j.at("rows")) {
      std::string where = "rows[" + std::to_string(i++) + "]";
      if (!x.is_object()) throw Bad{where + " must be an object"};
      Row r;
      r.round = need_int(x, "round", where);
      r.table = need_int(x, "table", where);
      where += " (round " + std::to_string(r.round) + ", table " + std::to_string(r.table) + ")";
      r.ns = side(x, "ns", where);
      r.ew = side(x, "ew", where);
      if (!x.contains("boards")) throw Bad{where + ": \"boards\" is missing"};
      r.boards = ints(x.at("boards"), where + ": \"boards\"");
      r.board_set = opt_int(x, "set", where, 0);
      if (x.contains("arrow_switch")) {
        if (!x.at("arrow_switch").is_boolean()) throw Bad{where + ": \"arrow_switch\" must be true or false"};
        r.arrow_switch = x.at("arrow_switch").get<bool>();
      }
      m.rows.push_back(std::move(r));
    }
    int max_board = 0;
    for (const Row& r : m.rows)
      for (int b : r.boards) max_board = std::max(max_board, b);
    m.boards_per_round =
        opt_int(j, "boards_per_round", "movement", m.rows.empty() ? 0 : static_cast<int>(m.rows[0].boards.size()));
    m.boards = opt_int(j, "boards", "movement", max_board);
    if (j.contains("winners")) {
      m.winners = need_int(j, "winners", "movement");
      if (m.winners != 1 && m.winners != 2) throw Bad{"movement: \"winners\" must be 1 or 2"};
    } else {  // two winners when no pair ever changes direction
      m.winners = detail::winners_from_rows(m.rows);
    }
    if (j.contains("pairs")) m.pairs = strings(j.at("pairs"), "movement: \"pairs\"");
    if (j.contains("board_sets")) {
      if (!j.at("board_sets").is_array()) throw Bad{"movement: \"board_sets\" must be a list of lists"};
      std::size_t s = 0;
      for (const ojson& x : j.at("board_sets")) m.board_sets.push_back(ints(x, "board_sets[" + std::to_string(s++) + "]"));
    }
    if (j.contains("stands")) {
      if (!j.at("stands").is_array()) throw Bad{"movement: \"stands\" must be a list"};
      std::size_t s = 0;
      for (const ojson& x : j.at("stands")) {
        const std::string where = "stands[" + std::to_string(s++) + "]";
        if (!x.is_object()) throw Bad{where + " must be an object"};
        Stand st;
        st.round = need_int(x, "round", where);
        st.board_set = need_int(x, "set", where);
        st.after_table = opt_int(x, "after_table", where, 0);
        const std::string kind = x.value("kind", std::string("relay"));
        if (kind != "relay" && kind != "bye") throw Bad{where + ": \"kind\" must be \"relay\" or \"bye\""};
        st.kind = kind == "bye" ? StandKind::Bye : StandKind::Relay;
        m.stands.push_back(st);
      }
    }
    if (j.contains("notes") && j.at("notes").is_object()) {
      const ojson& n = j.at("notes");
      if (n.contains("en")) m.notes_en = strings(n.at("en"), "notes.en");
      if (n.contains("es")) m.notes_es = strings(n.at("es"), "notes.es");
    }
    normalise(m);
    return m;
  } catch (const Bad& b) {
    return fail(b.message);
  } catch (const ojson::exception& e) {
    return fail(std::string("movement JSON: ") + e.what());
  }
}

}  // namespace bandeja::movement
