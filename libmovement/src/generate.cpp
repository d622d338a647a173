#include "bandeja/movement/generate.hpp"

#include <string>

#include "bandeja/movement/appendix.hpp"
#include "bandeja/movement/hesitation.hpp"
#include "bandeja/movement/howell.hpp"
#include "bandeja/movement/mitchell.hpp"
#include "bandeja/movement/rainbow.hpp"
#include "bandeja/movement/rover.hpp"
#include "bandeja/movement/swiss.hpp"
#include "bandeja/movement/teams.hpp"
#include "bandeja/movement/web.hpp"

namespace bandeja::movement {

namespace {

using Generator = Result<Movement> (*)(const Spec&, Lang);

struct Entry {
  CatalogueEntry about;
  Generator make;
};

// One movement per line: type, English name, Spanish name, tables, notes, generator.
const std::vector<Entry>& registry() {
  static const std::vector<Entry> entries = {
      {{"mitchell", "Mitchell", "Mitchell", 3, 40,
        "odd; even with --skip or --relay; --pairs 2T-1 for a half table",
        "impar; par con --skip o --relay; --pairs 2T-1 para media mesa"}, &mitchell},
      {{"howell", "Howell (complete, or shorter with --rounds)", "Howell (completo, o más corto con --rounds)",
        2, 16, "2T pairs (or 2T-1 with a phantom), 2T-1 rounds",
        "2T parejas (o 2T-1 con fantasma), 2T-1 rondas"}, &howell},
      // Part B's movements, one line each.
      {{"hesitation", "Hesitation Mitchell", "Mitchell con pausa", 3, 39, "odd; T+1 rounds, one winner", "impar; T+1 rondas, un ganador"}, &hesitation_mitchell},
      {{"appendix", "1½-table appendix (Bowman) Mitchell", "Mitchell con apéndice de 1½ mesas (Bowman)", 5, 40, "T-2 rounds; --pairs 2T-1 for T-½ tables", "T-2 rondas; --pairs 2T-1 para T-½ mesas"}, &appendix_mitchell},
      {{"rover", "Mitchell with a rover (late pair)", "Mitchell con pareja itinerante (llegada tarde)", 3, 40, "as Mitchell; the rover is pair (T+1)NS", "como Mitchell; la itinerante es la pareja (T+1)NS"}, &rover_mitchell},
      {{"web", "Web Mitchell", "Mitchell en telaraña", 4, 40, "even; --rounds T/2 to T-1 (default 13), two copies of the boards", "par; --rounds de T/2 a T-1 (13 por defecto), dos copias de los tableros"}, &web_mitchell},
      {{"rainbow", "Rainbow individual", "Individual Rainbow", 5, 37, "prime (5, 7, 11, 13, ...); 4T players", "primo (5, 7, 11, 13, ...); 4T jugadores"}, &rainbow_individual},
      {{"teams", "Teams round robin, two tables per match", "Equipos todos contra todos, dos mesas por encuentro", 2, 40, "even: one table per team; T-1 rounds", "par: una mesa por equipo; T-1 rondas"}, &teams_round_robin},
      {{"whist", "American Whist (teams)", "American Whist (equipos)", 3, 39, "odd: one table per team; T-1 rounds", "impar: una mesa por equipo; T-1 rondas"}, &american_whist},
      {{"swiss", "Swiss teams, drawn round by round", "Suizo por equipos, sorteado ronda a ronda", 3, 40, "one table per team (odd: a bye each round); round 1 now, each next with bandeja swiss next", "una mesa por equipo (impar: un descanso cada ronda); la ronda 1 ahora, cada siguiente con bandeja swiss next"}, &swiss_teams},
      {{"swiss-pairs", "Swiss pairs, drawn round by round", "Suizo por parejas, sorteado ronda a ronda", 2, 40, "2T pairs (or --pairs 2T-1: a bye each round); round 1 now, each next with bandeja swiss next", "2T parejas (o --pairs 2T-1: un descanso cada ronda); la ronda 1 ahora, cada siguiente con bandeja swiss next"}, &swiss_pairs},
  };
  return entries;
}

}  // namespace

std::vector<CatalogueEntry> catalogue() {
  std::vector<CatalogueEntry> out;
  for (const Entry& e : registry()) out.push_back(e.about);
  return out;
}

Result<Movement> generate(const Spec& spec, Lang lang) {
  for (const Entry& e : registry()) {
    if (e.about.type != spec.type) continue;
    if (spec.tables < e.about.min_tables || spec.tables > e.about.max_tables)
      return fail(tr(lang,
                     "tables: a " + e.about.name_en + " is for " + std::to_string(e.about.min_tables) +
                         " to " + std::to_string(e.about.max_tables) + " tables, not " +
                         std::to_string(spec.tables),
                     "mesas: un " + e.about.name_es + " es para " + std::to_string(e.about.min_tables) +
                         " a " + std::to_string(e.about.max_tables) + " mesas, no " +
                         std::to_string(spec.tables)));
    if (spec.boards_per_round < 1 || spec.boards_per_round > 10)
      return fail(tr(lang, "boards per round: choose 1 to 10, not " + std::to_string(spec.boards_per_round),
                     "tableros por ronda: elija de 1 a 10, no " + std::to_string(spec.boards_per_round)));
    if (spec.rounds && *spec.rounds < 1)
      return fail(tr(lang, "rounds: at least 1", "rondas: al menos 1"));
    return e.make(spec, lang);
  }
  std::string known;
  for (const Entry& e : registry()) known += (known.empty() ? "" : ", ") + e.about.type;
  return fail(tr(lang, "unknown movement '" + spec.type + "': choose one of " + known,
                 "movimiento desconocido '" + spec.type + "': elija uno de " + known));
}

}  // namespace bandeja::movement
