#pragma once
// How an event is scored, as one enum for the whole ranking path: the director's word ("mp",
// "cross-imps", "butler", "bam", "imps", as typed after --scoring and as the event store keeps
// it) is parsed once, at the edge, into a Scoring; everything past the edge switches on it.
#include <optional>
#include <string_view>

#include "bandeja/ranking/types.hpp"

namespace bandeja::ranking {

enum class Scoring { Matchpoints, CrossImps, Butler, Bam, Imps };

std::string_view scoring_id(Scoring s);                       // "mp", "cross-imps", ...
std::optional<Scoring> scoring_from_id(std::string_view id);  // inverse; nullopt if unknown
bool is_imp_scoring(Scoring s);    // cross-imps, butler, imps
bool is_teams_scoring(Scoring s);  // bam, imps: teams of four
bool is_pairs_scoring(Scoring s);  // mp, cross-imps, butler
// The pairs method (Matchpoints, CrossImps, Butler); nullopt for a teams scoring.
std::optional<Method> pairs_method(Scoring s);

}  // namespace bandeja::ranking
