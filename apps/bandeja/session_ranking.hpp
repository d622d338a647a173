#pragma once
// A session (two or more sections on the same boards) ranked by libranking: each section's
// stored event is mapped with event_ranking.hpp's session_of, its pairs and travellers tagged
// with the section letter (pair "1NS" of section A becomes "A1NS"), and the whole ranked
// section by section (Scope::Section) or together across the field (Scope::Field: every
// section's results on a board compared together, top = results on the board − 1 across the
// field, Neuberg factoring to the field's expected count).
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/ranking/types.hpp"
#include "event_ranking.hpp"

namespace bandeja::app {

// The sections as one libranking session. Pair ids and traveller lines carry the section
// letter in front ("A1NS"); Pair.section and Traveller.section hold the letter.
ranking::Session session_of(const std::vector<db::Event>& sections, Lang lang);

// The scoring the sections are ranked by: the override, else theirs (which must agree).
// Throws UserError when there are no sections or they are scored differently.
std::string scoring_of(const std::vector<db::Event>& sections, const RankOptions& options, Lang lang);

// The sections ranked apart or together. Throws UserError: no sections, different scoring, a
// teams scoring, across the field on different boards, or anything libranking refuses.
ranking::Ranking rank_session(const std::vector<db::Event>& sections, const RankOptions& options,
                              ranking::Scope scope, Lang lang);

}  // namespace bandeja::app
