#include "session_support.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "app_support.hpp"

namespace bandeja::app {

namespace {

std::string seat_text(Lang lang, score::Seat s) {
  switch (s) {
    case score::Seat::North: return tr(lang, "North", "Norte");
    case score::Seat::East: return tr(lang, "East", "Este");
    case score::Seat::South: return tr(lang, "South", "Sur");
    case score::Seat::West: return tr(lang, "West", "Oeste");
  }
  return "";
}

std::string vul_text(Lang lang, score::Vulnerability v) {
  if (v.ns && v.ew) return tr(lang, "both vulnerable", "todos vulnerables");
  if (v.ns) return tr(lang, "North-South vulnerable", "Norte-Sur vulnerable");
  if (v.ew) return tr(lang, "East-West vulnerable", "Este-Oeste vulnerable");
  return tr(lang, "nobody vulnerable", "nadie vulnerable");
}

std::string named(Lang lang, const SectionFacts& f) {
  return tr(lang, "section ", "la sección ") + f.section + " ('" + f.event + "')";
}

}  // namespace

std::string section_pair(const std::string& section, const std::string& pair) {
  return section + pair;
}

std::string section_letter(Lang lang, const std::string& text) {
  std::string s = text;
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const bool ok = !s.empty() && s.size() <= 2 &&
                  std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  if (!ok)
    throw UserError(tr(lang, "section '" + text + "': a section is one or two letters, A to Z (e.g. --section A)",
                       "sección '" + text + "': una sección es una o dos letras, de la A a la Z (p. ej. --section A)"));
  return s;
}

std::string scope_word(Lang lang, const std::string& text) {
  if (text == "section" || text == "apart" || text == "sección" || text == "seccion") return "section";
  if (text == "field" || text == "together" || text == "campo") return "field";
  throw UserError(tr(lang, "scope '" + text + "': use section (each section ranked apart) or field (ranked together across the field)",
                     "ámbito '" + text + "': use section (cada sección por separado) o field (todas juntas, todo el campo)"));
}

SectionFacts facts_of(const db::EventInfo& info, std::vector<db::Board> boards) {
  return SectionFacts{info.section, info.name, info.id, info.scoring, std::move(boards), info.winners};
}

void check_same_scoring(Lang lang, const SectionFacts& a, const SectionFacts& b) {
  if (a.scoring == b.scoring) return;
  throw UserError(tr(lang,
                     named(lang, a) + " is scored " + a.scoring + " but " + named(lang, b) + " " +
                         b.scoring + "; the sections of a session are scored the same way",
                     named(lang, a) + " se puntúa por " + a.scoring + " pero " + named(lang, b) +
                         " por " + b.scoring + "; las secciones de una sesión se puntúan igual"));
}

void check_same_boards(Lang lang, const SectionFacts& a, const SectionFacts& b) {
  if (a.winners != b.winners) {
    auto fields = [&](const SectionFacts& x) {
      return x.winners == 1 ? tr(lang, "one field (one winner)", "un solo campo (un ganador)")
                            : tr(lang, "North-South and East-West fields (two winners)",
                                 "campos Norte-Sur y Este-Oeste (dos ganadores)");
    };
    throw UserError(tr(lang,
                       named(lang, a) + " is ranked in " + fields(a) + " but " + named(lang, b) +
                           " in " + fields(b) + ", so they have no field to be ranked in together; "
                           "rank them apart: bandeja session scope SESSION section",
                       named(lang, a) + " se clasifica en " + fields(a) + " pero " + named(lang, b) +
                           " en " + fields(b) + ": no tienen un campo común en el que clasificarse "
                           "juntas; clasifíquelas por separado: bandeja session scope SESION section"));
  }
  std::map<int, const db::Board*> in_b;
  for (const auto& x : b.boards) in_b[x.number] = &x;
  const std::string fix = tr(lang,
                             "; to be ranked across the field, a board number is the same deal in "
                             "every section (or rank them apart: bandeja session scope SESSION section)",
                             "; para clasificarse juntas, un número de tablero es la misma mano en "
                             "todas las secciones (o clasifíquelas por separado: bandeja session scope "
                             "SESION section)");
  int common = 0;
  for (const auto& xb : a.boards) {
    const db::Board* x = &xb;
    auto it = in_b.find(x->number);
    if (it == in_b.end()) continue;  // played in one section only: compared there, factored
    ++common;
    const db::Board& y = *it->second;
    const std::string board = tr(lang, "board ", "tablero ") + std::to_string(x->number) + ": ";
    if (x->dealer != y.dealer)
      throw UserError(board + tr(lang, "the dealer is ", "reparte ") + seat_text(lang, x->dealer) +
                      tr(lang, " in ", " en ") + named(lang, a) + tr(lang, " but ", " pero ") +
                      seat_text(lang, y.dealer) + tr(lang, " in ", " en ") + named(lang, b) + fix);
    if (!(x->vulnerability == y.vulnerability))
      throw UserError(board + vul_text(lang, x->vulnerability) + tr(lang, " in ", " en ") +
                      named(lang, a) + tr(lang, " but ", " pero ") + vul_text(lang, y.vulnerability) +
                      tr(lang, " in ", " en ") + named(lang, b) + fix);
    if (x->deal && y.deal && *x->deal != *y.deal)
      throw UserError(board + tr(lang, "the hand record of ", "la mano registrada de ") + named(lang, a) +
                      tr(lang, " is not the one of ", " no es la de ") + named(lang, b) + fix);
  }
  if (common == 0 && !a.boards.empty() && !b.boards.empty())
    throw UserError(tr(lang,
                       named(lang, a) + " and " + named(lang, b) +
                           " play no board in common, so nothing can be compared across the field; "
                           "rank them apart: bandeja session scope SESSION section",
                       named(lang, a) + " y " + named(lang, b) +
                           " no juegan ningún tablero en común: no hay nada que comparar entre "
                           "ellas; clasifíquelas por separado: bandeja session scope SESION section"));
}

void check_section_fits(Lang lang, const std::vector<SectionFacts>& others,
                        const SectionFacts& candidate, bool field) {
  for (const auto& o : others) {
    if (candidate.event_id != 0 && o.event_id == candidate.event_id) continue;
    if (o.section == candidate.section)
      throw UserError(tr(lang,
                         "section " + candidate.section + " is already '" + o.event +
                             "' in this session; choose another letter",
                         "la sección " + candidate.section + " ya es '" + o.event +
                             "' en esta sesión; elija otra letra"));
    check_same_scoring(lang, candidate, o);
    if (field) check_same_boards(lang, candidate, o);
  }
}

void check_field(Lang lang, const std::vector<SectionFacts>& sections) {
  for (size_t i = 1; i < sections.size(); ++i) check_same_boards(lang, sections[0], sections[i]);
}

db::SessionInfo find_session(const Context& ctx, const db::Store& store, const std::string& which) {
  if (auto s = store.find_session(which)) return *s;
  throw UserError(tr(ctx.lang,
                     "there is no session '" + which + "' in " + ctx.db_path +
                         " (see: bandeja session list)",
                     "no hay ninguna sesión '" + which + "' en " + ctx.db_path +
                         " (vea: bandeja session list)"));
}

std::vector<SectionFacts> section_facts(const db::Store& store, db::Id session) {
  std::vector<SectionFacts> out;
  for (const auto& e : store.session_events(session)) out.push_back(facts_of(e, store.boards(e.id)));
  return out;
}

}  // namespace bandeja::app
