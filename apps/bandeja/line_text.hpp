#pragma once
// How the CLI shows a stored result line to the director.
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/db/records.hpp"

namespace bandeja::app {

// "+420", "-50", "" for none.
std::string score_text(std::optional<int> s);
// An entry as the director reads it: a lead with its suit symbol, a weighted score as its
// parts ("weighted 60% +420 / 40% −50", "ponderada ..." in Spanish).
std::string entry_text(const Context& ctx, const db::ResultLine& r);
// "board 3, round 1 table 2: 1NS v 2EW  4S N =  NS +420".
std::string describe(const Context& ctx, const db::ResultLine& l);

}  // namespace bandeja::app
