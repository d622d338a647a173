#pragma once
// A tournament's combined ranking as `bandeja tournament rank` prints it: the text in the
// director's language, and the JSON contract (figures rounded to two decimals, as every
// ranking's; warnings as codes and arguments).
#include <string>

#include "bandeja/director/tournaments.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

std::string tournament_text(const director::TournamentRanking& r, Lang lang);
std::string tournament_json(const director::TournamentRanking& r);

}  // namespace bandeja::present
