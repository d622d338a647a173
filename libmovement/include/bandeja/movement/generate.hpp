#pragma once
// Choosing a movement: the catalogue of generators and one entry point that builds a movement
// from what the director asks for. Pure: no I/O.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"  // Result, Error

namespace bandeja::movement {

// What the director asks for. Fields a movement does not use are ignored; a value it cannot
// honour is an error naming the field.
struct Spec {
  std::string type;                  // "mitchell", "howell", ... (see catalogue())
  int tables = 0;                    // tables in play (a half table counts as one)
  std::optional<int> rounds;         // fewer rounds than the full movement; default: full
  int boards_per_round = 2;
  std::optional<int> pairs;          // an odd number of pairs: one side sits out (phantom)
  bool skip = false;                 // Mitchell, even tables: skip after half the rounds
  bool relay = false;                // Mitchell, even tables: relay/bye stand, shared set
  std::vector<int> arrow_switch_rounds;  // Mitchell: the pairs at every table swap directions
                                         // in these rounds (one winner)
};

// One line of `bandeja movement list`. Its words are the catalogue's: the presentation says
// the movement's name ("movement.name.<type>") and what its tables take ("movement.tables.<type>":
// "odd; even with --skip or --relay"), with any '-' of the type written '_'.
struct CatalogueEntry {
  std::string type;         // the id used in Spec::type and in the JSON "movement" field
  int min_tables = 0, max_tables = 0;
};

std::vector<CatalogueEntry> catalogue();

// Builds the movement, or says why it cannot: an error by catalogue code ("generate.*",
// apps/director/messages/generate.txt) naming the field at fault, with its arguments.
Result<Movement> generate(const Spec& spec);

}  // namespace bandeja::movement
