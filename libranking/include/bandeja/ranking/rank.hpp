#pragma once
// A pairs session ranked: every board of every section scored by the chosen method (with
// Neuberg factoring and adjusted scores), then each pair's total, percentage and place.
#include <string>

#include "bandeja/ranking/types.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::ranking {

// Errors name what the director must fix: an unknown pair on a traveller, a pair twice on one
// board, a weighted score whose weights do not add up to 1, an artificial percentage outside
// 0..100, a pair sitting in the other field in a two-winner movement, a missing IMP table.
Result<Ranking> rank(const Session& session, const Options& options);

// How a ranked line shows an outcome that is not a real score (LinePoints::adjusted):
// "A60-40", "60% +420, 40% -50"; "" for a real score or a board not played.
std::string adjusted_text(const Outcome& outcome);

}  // namespace bandeja::ranking
