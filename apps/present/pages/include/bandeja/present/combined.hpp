#pragma once
// A tournament's combined ranking as every output writes it (the text of `bandeja tournament
// rank`, the tournament's front page of the site): what its total is, and each figure.
#include <string>

#include "bandeja/score/types.hpp"

namespace bandeja::present {

// What the total is, in words: "the mean of the session percentages, weighted by each
// session's factor" (unit "%") or "the sum of the sessions' {unit}".
std::string combined_method(const std::string& unit, Lang lang);

// A combined figure: a weighted mean of figures of two decimals, rounded half away from zero
// (an exact half-way third decimal, 18.455, is meant exactly), two decimals for a percentage,
// whole numbers without decimals otherwise; the language's decimal comma.
std::string combined_figure(const std::string& unit, double v, Lang lang);

}  // namespace bandeja::present
