#pragma once
// Views more than one page shows.
#include <string>

#include "bandeja/director/record.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::server {

// A figure to two decimals ("59.56"), as the site and the CSV write percentages.
std::string fixed2(double v);

// The standings of the ranked document: by field (NS, EW) for a two-winner event, the teams'
// standings for a teams event.
std::string standings_html(const director::Ranked& ranked, Lang lang);

}  // namespace bandeja::server
