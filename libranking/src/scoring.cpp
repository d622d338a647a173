#include "bandeja/ranking/scoring.hpp"

namespace bandeja::ranking {

std::string_view scoring_id(Scoring s) {
  switch (s) {
    case Scoring::Matchpoints: return "mp";
    case Scoring::CrossImps: return "cross-imps";
    case Scoring::Butler: return "butler";
    case Scoring::Bam: return "bam";
    case Scoring::Imps: return "imps";
  }
  return "mp";
}

std::optional<Scoring> scoring_from_id(std::string_view id) {
  for (Scoring s : {Scoring::Matchpoints, Scoring::CrossImps, Scoring::Butler, Scoring::Bam, Scoring::Imps})
    if (scoring_id(s) == id) return s;
  return std::nullopt;
}

bool is_imp_scoring(Scoring s) { return s == Scoring::CrossImps || s == Scoring::Butler || s == Scoring::Imps; }
bool is_teams_scoring(Scoring s) { return s == Scoring::Bam || s == Scoring::Imps; }
bool is_pairs_scoring(Scoring s) { return !is_teams_scoring(s); }

std::optional<Method> pairs_method(Scoring s) {
  switch (s) {
    case Scoring::Matchpoints: return Method::Matchpoints;
    case Scoring::CrossImps: return Method::CrossImps;
    case Scoring::Butler: return Method::Butler;
    default: return std::nullopt;
  }
}

}  // namespace bandeja::ranking
