#include "bandeja/movement/generate.hpp"

#include <algorithm>
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

using Generator = Result<Movement> (*)(const Spec&);

struct Entry {
  CatalogueEntry about;
  Generator make;
};

// One movement per line: type, tables, generator. Its name and what its tables take are the
// catalogue's words "movement.name.<type>" and "movement.tables.<type>" (generate.txt).
const std::vector<Entry>& registry() {
  static const std::vector<Entry> entries = {
      {{"mitchell", 3, 40}, &mitchell},
      {{"howell", 2, 16}, &howell},
      // Part B's movements, one line each.
      {{"hesitation", 3, 39}, &hesitation_mitchell},
      {{"appendix", 5, 40}, &appendix_mitchell},
      {{"rover", 3, 40}, &rover_mitchell},
      {{"web", 4, 40}, &web_mitchell},
      {{"rainbow", 5, 37}, &rainbow_individual},
      {{"teams", 2, 40}, &teams_round_robin},
      {{"whist", 3, 39}, &american_whist},
      {{"swiss", 3, 40}, &swiss_teams},
      {{"swiss-pairs", 2, 40}, &swiss_pairs},
  };
  return entries;
}

std::string num(int x) { return std::to_string(x); }

}  // namespace

std::vector<CatalogueEntry> catalogue() {
  std::vector<CatalogueEntry> out;
  for (const Entry& e : registry()) out.push_back(e.about);
  return out;
}

Result<Movement> generate(const Spec& spec) {
  for (const Entry& e : registry()) {
    if (e.about.type != spec.type) continue;
    if (spec.tables < e.about.min_tables || spec.tables > e.about.max_tables) {
      // The movement's name is in the text, so each type has its own code.
      std::string code = "generate.tables_range." + e.about.type;
      std::replace(code.begin(), code.end(), '-', '_');
      return fail_code(std::move(code), "tables", {num(e.about.min_tables), num(e.about.max_tables), num(spec.tables)});
    }
    if (spec.boards_per_round < 1 || spec.boards_per_round > 10)
      return fail_code("generate.boards_per_round", "boards_per_round", {num(spec.boards_per_round)});
    if (spec.rounds && *spec.rounds < 1) return fail_code("generate.rounds_at_least_1", "rounds");
    return e.make(spec);
  }
  std::string known;
  for (const Entry& e : registry()) known += (known.empty() ? "" : ", ") + e.about.type;
  return fail_code("generate.unknown_movement", "movement", {spec.type, known});
}

}  // namespace bandeja::movement
