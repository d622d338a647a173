#pragma once
// The director's rulings on an evening: a fouled board (Law 87: the lines that played a changed
// form of the board are scored as a group of their own, Law 87B) and a procedural penalty (Law
// 90: a share of a top at matchpoints, IMPs at IMP scoring, off the offender's total alone).
// Each is stored with its reason and time, and never deleted: withdrawing one keeps it, stamped,
// so `bandeja audit` shows both. The ranking applies those that stand (ranking.hpp). Errors are
// values with catalogue codes ("ruling.*").
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// Board `board` fouled: the lines of rounds first..last (both given), or of the North-South
// pairs `ns_pairs`, played it in a changed form.
// `ebu_small_groups`: the board's groups of at most three results (at most a third of its
// results) get the EBU's fixed shares of the top instead of Neuberg's factoring (docs/ranking.md).
struct FouledBoard {
  int board = 0;
  std::optional<int> first_round, last_round;
  std::vector<std::string> ns_pairs;
  std::string reason;
  bool ebu_small_groups = false;
};

// Pair `pair` penalised, on board `board` or on the session: `top_percent` of a top in a
// matchpoint event, `imps` in an IMP event (the one that fits the event's scoring).
struct ProceduralPenalty {
  std::string pair;
  std::optional<int> board;
  std::optional<double> top_percent, imps;
  std::string reason;
};

// Each checked against the event (its boards, rounds, pairs and scoring) and stored; the
// ruling as stored. `note` says who gave it ("ruling foul").
Result<db::Ruling> rule_fouled(db::Store& store, const db::EventInfo& event, const FouledBoard& f,
                               const std::string& note);
Result<db::Ruling> rule_penalty(db::Store& store, const db::EventInfo& event, const ProceduralPenalty& p,
                                const std::string& note);

// Withdraws the event's standing ruling `id` (its `#` in `bandeja ruling list`); the ruling.
Result<db::Ruling> withdraw_ruling(db::Store& store, const db::EventInfo& event, db::Id id, const std::string& note);

// A stored ruling as the document carries it (what present::ruling_text states), without the
// points a ranking took off.
formats::Ruling ruling_record(const db::Ruling& r);

// "4-7" or "5" as rounds first..last; ruling.bad_rounds otherwise.
Result<std::pair<int, int>> parse_rounds(const std::string& text);

}  // namespace bandeja::director
