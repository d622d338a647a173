#pragma once
// A pairs session ranked: every board of every section scored by the chosen method (with
// Neuberg factoring and adjusted scores), then each pair's total, percentage and place.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bandeja/ranking/types.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::ranking {

// Errors name what the director must fix: an unknown pair on a traveller, a pair twice on one
// board, a weighted score whose weights do not add up to 1, an artificial percentage outside
// 0..100, a pair sitting in the other field in a two-winner movement, a missing IMP table.
// Each is a catalogue code ("rank.error.*", apps/director/messages/ranking_errors.txt) with its
// arguments, the board (its section) and the traveller's line first where it has them.
Result<Ranking> rank(const Session& session, const Options& options);

// The same ranking given one board at a time, so that a big session need not be held whole:
// each board is scored as it is added and nothing of its lines is kept unless `keep_lines`
// (the document's board results); what waits for the last board (Neuberg's expected results,
// artificial scores, penalties, places) is kept per pair, not per line. rank() is this fed the
// session's travellers board by board, so both give the same ranking.
class Ranker {
 public:
  // The session's pairs and penalties (its travellers, if any, are ignored), read until
  // finish() (`frame` outlives the ranker). `expected`: each
  // unit's (section's, or "" across the field) expected results when they are known before its
  // boards are given (the most scored lines of any of its boards); a unit not named there has
  // its Neuberg factoring wait for its last board.
  static Result<Ranker> start(const Session& frame, const Options& options, bool keep_lines,
                              std::map<std::string, int> expected = {});
  // Every traveller of one board number (each section's, in the session's order); a board is
  // given once.
  Result<void> add_board(const std::vector<const Traveller*>& travellers);
  // The ranking of the boards added: each board result without its lines unless keep_lines.
  Result<Ranking> finish();

  Ranker(Ranker&&) noexcept;
  Ranker& operator=(Ranker&&) noexcept;
  ~Ranker();

 private:
  struct State;
  explicit Ranker(std::unique_ptr<State> s);
  std::unique_ptr<State> s_;
};

// How a ranked line shows an outcome that is not a real score (LinePoints::adjusted):
// "A60-40", "60% +420, 40% -50"; "" for a real score or a board not played.
std::string adjusted_text(const Outcome& outcome);

}  // namespace bandeja::ranking
