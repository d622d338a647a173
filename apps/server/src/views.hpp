#pragma once
// Views more than one page shows.
#include <string>

#include "bandeja/director/record.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::server {

// The standings of the ranked document: by field (NS, EW) for a two-winner event, the teams'
// standings for a teams event.
std::string standings_html(const director::Ranked& ranked, Lang lang);

}  // namespace bandeja::server
