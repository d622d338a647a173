#include "bandeja/director/players.hpp"

#include <algorithm>
#include <map>

#include "bandeja/director/names.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "bandeja/director/store_errors.hpp"

namespace bandeja::director {

namespace {

// What a column of a federation's list holds, from its header.
enum class Col { other, id, name, given, surname, club };

bool one_of(const std::string& key, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), key) != words.end();
}

// header_key folds case, spaces, '_', '-' and '.': "Nº Licencia" is "nºlicencia".
Col column_role(const std::string& header) {
  const std::string k = header_key(header);
  if (one_of(k, {"nationalid", "idnacional", "id", "playerid", "memberid", "membernumber", "memberno",
                 "membershipnumber", "membershipno", "member", "number", "no", "nº", "numero", "número",
                 "licence", "license", "licencenumber", "licensenumber", "licencia", "numerolicencia",
                 "númerolicencia", "númerodelicencia", "numerodelicencia", "nlicencia", "nºlicencia",
                 "federado", "numerofederado", "númerofederado", "numerodefederado", "númerodefederado",
                 "nfederado", "nºfederado", "playernumber", "ebuno", "ebunumber", "acblno", "acblnumber",
                 "codigo", "código", "codigojugador", "códigojugador",
                 // French (FFB lists): numéro de licence, licence, n° licence
                 "numérodelicence", "nlicence", "nºlicence", "n°licence", "n°", "licencié", "numérolicence",
                 "numerolicence"}))
    return Col::id;
  if (one_of(k, {"name", "nombre", "fullname", "nombrecompleto", "nombreyapellidos", "player", "playername",
                 "jugador", "apellidosynombre", "apellidosnombre", "nometprénom", "nometprenom", "prénomnom",
                 "prenomnom", "joueur"}))
    return Col::name;
  // French "Nom" is the surname and "Prénom" the given name.
  if (one_of(k, {"firstname", "forename", "forenames", "givenname", "nombredepila", "prénom", "prenom"})) return Col::given;
  if (one_of(k, {"surname", "lastname", "familyname", "apellidos", "apellido", "primerapellido",
                 "segundoapellido", "apellido1", "apellido2", "nom", "nomdefamille"}))
    return Col::surname;
  if (one_of(k, {"club", "clubname", "nombreclub", "nombredelclub", "homeclub", "nomduclub"})) return Col::club;
  return Col::other;
}

std::string join_words(const std::vector<std::string>& parts) {
  std::string s;
  for (const auto& p : parts) {
    const std::string t = trimmed(p);
    if (!t.empty()) s += (s.empty() ? "" : " ") + t;
  }
  return s;
}

// A member from the id, name and club given, each checked as every way in checks it (trimmed;
// an id of letters, digits and - . /; a name and a club as names.hpp allows). An error's field
// is the part at fault: "id", "name" or "club".
Result<db::Member> checked_member(std::string_view id_text, std::string_view name, std::string_view club,
                                  const std::string& source) {
  std::string id;
  if (!clean_national_id(id_text, id)) return fail_code("pairs.bad_national_id", "id", {trimmed(id_text)});
  if (id.empty()) return fail_code("members.id_missing", "id");
  if (auto bad = id_problem(id)) return std::unexpected(std::move(*bad));
  const std::string n = trimmed(name), c = trimmed(club);
  if (n.empty()) return fail_code("members.name_missing", "name", {id});
  if (auto bad = name_problem(n)) return std::unexpected(std::move(*bad));
  if (auto bad = name_problem(c, "club")) return std::unexpected(std::move(*bad));
  return db::Member{id, n, c, source, ""};
}

}  // namespace

std::expected<db::Store::MembersStored, Errors> import_members_csv(db::Store& store, std::string_view text,
                                                                   const std::string& source) {
  auto read = read_roster_csv(text);
  if (!read) return std::unexpected(Errors{read.error()});
  const auto& records = *read;
  if (records.empty()) return std::unexpected(Errors{error_code("members.empty_file", "file")});
  if (auto fault = formats::csv_fault_error(records[0])) return std::unexpected(Errors{std::move(*fault)});

  // The columns: from the header, or id, name, club in that order.
  std::vector<Col> roles;
  std::vector<std::string> headers;
  const auto& head = records[0].fields;
  for (const auto& h : head) roles.push_back(column_role(h));
  const bool has_header = std::count(roles.begin(), roles.end(), Col::id) > 0;
  size_t first = 0;
  Errors errors;
  if (has_header) {
    first = 1;
    headers = head;
    const int line = records[0].line;
    size_t id_cols = 0;
    for (size_t c = 0; c < roles.size(); ++c)
      if (roles[c] == Col::id && ++id_cols == 2)
        errors.push_back(at_cell(line, headers[c], error_code("members.two_id_columns", "")));
    const bool named = std::any_of(roles.begin(), roles.end(), [](Col r) {
      return r == Col::name || r == Col::surname || r == Col::given;
    });
    if (!named) errors.push_back(at_cell(line, "", error_code("members.no_name_column", "")));
    if (!errors.empty()) return std::unexpected(std::move(errors));
    // Beside a surname column, "name"/"nombre" is the given name.
    if (std::count(roles.begin(), roles.end(), Col::surname) > 0)
      for (auto& r : roles)
        if (r == Col::name) r = Col::given;
  } else {
    std::string id;
    if (head.size() < 2 || !clean_national_id(head[0], id) || id.empty())
      return std::unexpected(Errors{at_cell(records[0].line, "", error_code("members.no_header", ""))});
    roles = {Col::id, Col::name, Col::club};
    headers = {"id", "name", "club"};
  }
  auto column = [&](size_t c) { return c < headers.size() && !headers[c].empty() ? headers[c] : std::to_string(c + 1); };

  std::vector<db::Member> members;
  std::map<std::string, std::pair<int, size_t>> seen;  // id -> its line, its index in members
  for (size_t i = first; i < records.size(); ++i) {
    const auto& r = records[i];
    if (auto fault = formats::csv_fault_error(r)) {
      errors.push_back(std::move(*fault));
      continue;
    }
    const auto& f = r.fields;
    if (std::all_of(f.begin(), f.end(), [](const std::string& x) { return trimmed(x).empty(); })) continue;
    std::string id_text;
    size_t id_col = 0;
    std::vector<std::string> given, surname, full;
    std::string club;
    size_t name_col = 0, club_col = 0;
    bool name_col_set = false;
    for (size_t c = 0; c < f.size() && c < roles.size(); ++c) {
      switch (roles[c]) {
        case Col::id: id_text = f[c], id_col = c; break;
        case Col::name: full.push_back(f[c]); break;
        case Col::given: given.push_back(f[c]); break;
        case Col::surname: surname.push_back(f[c]); break;
        case Col::club: club = trimmed(f[c]), club_col = c; break;
        case Col::other: break;
      }
      if (!name_col_set && (roles[c] == Col::name || roles[c] == Col::given || roles[c] == Col::surname))
        name_col = c, name_col_set = true;
    }
    if (!has_header && f.size() > 3) {
      errors.push_back(at_cell(r.line, "4", error_code("members.more_fields", "")));
      continue;
    }
    // A field past the header's columns is a comma too many ("García, Ana"), never dropped:
    // the name would lose its given name and the club would read "Ana".
    if (has_header && f.size() > roles.size() &&
        std::any_of(f.begin() + static_cast<std::ptrdiff_t>(roles.size()), f.end(),
                    [](const std::string& x) { return !trimmed(x).empty(); })) {
      errors.push_back(at_cell(r.line, std::to_string(roles.size() + 1), error_code("file.more_fields_than_header", "")));
      continue;
    }
    std::vector<std::string> parts = full;
    parts.insert(parts.end(), given.begin(), given.end());
    parts.insert(parts.end(), surname.begin(), surname.end());
    auto checked = checked_member(id_text, join_words(parts), club, source);
    if (!checked) {  // named by the column of the part at fault
      const std::string& part = checked.error().field;
      const size_t col = part == "name" ? name_col : part == "club" ? club_col : id_col;
      errors.push_back(at_cell(r.line, column(col), std::move(checked.error())));
      continue;
    }
    db::Member m = std::move(*checked);
    const std::string& id = m.national_id;
    if (auto s = seen.find(id); s != seen.end()) {
      const auto& before = members[s->second.second];
      if (before.name != m.name || before.club != m.club)
        errors.push_back(at_cell(r.line, column(id_col),
                            error_code("members.again", "", {id, std::to_string(s->second.first), before.name})));
      continue;
    }
    seen[id] = {r.line, members.size()};
    members.push_back(std::move(m));
  }
  if (!errors.empty()) return std::unexpected(std::move(errors));
  if (members.empty()) return std::unexpected(Errors{error_code("members.empty_file", "file")});
  auto done = guarded([&] { return store.put_members(members); });
  if (!done) return std::unexpected(Errors{done.error()});
  return *done;
}

Result<db::Member> add_member(db::Store& store, const std::string& national_id, const std::string& name,
                              const std::string& club) {
  auto m = checked_member(national_id, name, club, "typed");
  if (!m) return std::unexpected(std::move(m.error()));
  auto done = guarded([&] { store.put_members({*m}); });
  if (!done) return std::unexpected(done.error());
  return guarded([&] { return *store.member(m->national_id); });
}

std::vector<db::Member> find_members(const db::Store& store, const std::string& query) {
  // Found as names are found (names.hpp): capitals, accents and runs of spaces do not matter,
  // so "garcia" finds "García" and "GARCÍA". A federation's list is a few tens of thousands of
  // players: read whole, filtered here.
  const std::string want = name_key(query);
  auto all = store.members();
  if (want.empty()) return all;
  std::vector<db::Member> out;
  for (auto& m : all)
    if (name_key(m.name).find(want) != std::string::npos || name_key(m.national_id).find(want) != std::string::npos ||
        name_key(m.club).find(want) != std::string::npos)
      out.push_back(std::move(m));
  return out;
}

namespace {

std::string others(const std::vector<formats::Player>& players, const std::string& id) {
  std::string s;
  for (const auto& p : players)
    if (p.national_id != id && !p.name.empty()) s += (s.empty() ? "" : ", ") + p.name;
  return s;
}

Appearance appearance(const db::Store& store, db::Id event, const std::string& pair, const std::string& id) {
  Appearance a;
  a.event = store.event_info(event);
  a.pair = pair;
  auto ranked = rank_standings(store, event);
  if (!ranked) {
    a.not_ranked = ranked.error();
    for (const auto& p : store.pairs(event))
      if (p.id == pair)
        for (const auto& pl : p.players)
          if (pl.national_id != id) a.partners += (a.partners.empty() ? "" : ", ") + pl.name;
    return a;
  }
  const auto& rec = ranked->record;
  a.provisional = rec.provisional();
  const auto* entrant = rec.entrant(pair);
  if (rec.teams) {
    a.unit = rec.scoring == formats::Scoring::Bam ? "bp" : "vp";
    const auto* team = rec.team_of(pair);
    if (team) {
      for (const auto& p : team->pairs)
        if (const auto* e = rec.entrant(p)) {
          const auto o = others(e->players, id);
          if (!o.empty()) a.partners += (a.partners.empty() ? "" : ", ") + o;
        }
      a.entrants = rec.team_ranking.size();
      for (const auto& s : rec.team_ranking)
        if (s.team == team->id) a.place = s.place, a.total = s.total, a.percent = s.percent;
    } else if (entrant) {
      a.partners = others(entrant->players, id);
    }
    return a;
  }
  a.unit = rec.scoring == formats::Scoring::Matchpoints ? "mp" : "imps";
  if (entrant) a.partners = others(entrant->players, id);
  const std::string field = entrant ? entrant->field : "";
  for (const auto& s : rec.ranking) {
    const auto* e = rec.entrant(s.entrant);
    if (e && e->field == field) ++a.entrants;
    if (s.entrant == pair) a.place = s.place, a.total = s.total, a.percent = s.percent;
  }
  return a;
}

}  // namespace

Result<History> player_history(const db::Store& store, const std::string& national_id,
                               const db::Store* members) {
  std::string id;
  if (!clean_national_id(national_id, id) || id.empty())
    return fail_code("pairs.bad_national_id", "id", {trimmed(national_id)});
  return guarded_result([&]() -> Result<History> {
    History h;
    h.national_id = id;
    h.member = (members ? *members : store).member(id);
    const auto played = store.appearances(id);
    for (const auto& [event, pair] : played) h.events.push_back(appearance(store, event, pair, id));
    if (h.member) {
      h.name = h.member->name;
    } else if (!played.empty()) {  // the name the player was last seated under
      const auto& [event, pair] = played.back();
      for (const auto& p : store.pairs(event))
        if (p.id == pair)
          for (const auto& pl : p.players)
            if (pl.national_id == id) h.name = pl.name;
    }
    if (!h.member && h.events.empty()) return fail_code("members.unknown", "id", {id});
    return h;
  });
}

}  // namespace bandeja::director
