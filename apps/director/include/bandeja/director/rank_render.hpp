#pragma once
// The ranked document (record.hpp) as `bandeja rank` prints it: the text a director reads out
// (in English or Spanish, through the message catalogue) and the stable JSON contract for other
// tools. The CSV is formats::ranking_csv, the one function `bandeja export csv --ranking`
// writes too. Every figure is the document's, rounded half away from zero to two decimals, as
// the CSV and the site round it.
#include <string>

#include "bandeja/director/record.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

std::string ranking_text(const Ranked& ranked, Lang lang);
std::string ranking_json(const Ranked& ranked);

}  // namespace bandeja::director
