#pragma once
// The round walk: one round's boards, table by table, as a director enters them from the pickup
// slips after the round (`bandeja enter EVENT --round N` drives it at the prompt). It knows the
// board the walk is at, the boards still without a result, where `b N` jumped (a line typed
// there replaces the stored one), and the lines it stored, so the last can be undone; the front
// end reads what the director types, shows each step in its own way, and calls these. No I/O.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

class RoundWalk {
 public:
  // One board of one table in the round, with the table's pairs and all its boards of the round.
  struct Step {
    int table = 0;
    int board = 0;
    std::string ns, ew;
    std::vector<int> boards;
  };
  // A table's boards of the round still without a result.
  struct TableBoards {
    int table = 0;
    std::vector<int> boards;
  };

  // The walk of `round` of `ev`, or only of table `only_table`: every board of every table where
  // both pairs sit, in the movement's order. Errors: cli.enter_no_movement (an event without a
  // movement), line.round_out_of_range, cli.enter_nothing_in_round.
  static Result<RoundWalk> start(const EventView& ev, int round, std::optional<int> only_table = std::nullopt);

  int round() const { return round_; }
  bool at_end() const { return at_ >= steps_.size(); }
  const std::vector<Step>& steps() const { return steps_; }
  size_t at() const { return at_; }
  // The step the walk is at; at_end() must be false.
  const Step& step() const { return steps_.at(at_); }
  // `b N` brought the walk to this step: a line typed here replaces the one stored.
  bool jumped_here() const { return jumped_to_ == at_; }

  // On to the next board.
  void skip() { ++at_; }
  // Past the rest of this table's boards.
  void next_table();
  // To board `board` of the round: this table's if it plays it here, else the first table's that
  // does. False (the walk stays) when the round does not play it.
  bool jump(int board);
  // The walk's boards still without a result in `ev`, table by table.
  std::vector<TableBoards> missing(const EventView& ev) const;

  // The line typed at this step (a quick entry: "4S N 10", "pass", "A60-40"), to check and store.
  LineInput input(const std::string& typed) const;
  // A line stored at this step (enter_line's answer): remembered for undo unless it replaced
  // one, and the walk moves on.
  void stored(const Stored& s);
  // How many lines the walk stored (less those undone).
  int stored_count() const { return stored_count_; }
  // Deletes the last line the walk stored, if it is still as stored (result.changed_since when
  // someone changed it since: it stays, and the next undo is of the line before), and goes back
  // to its step. enter.nothing_to_undo when
  // there is none. Returns the line deleted.
  Result<db::ResultLine> undo(db::Store& store, EventView& ev);

 private:
  int round_ = 0;
  std::vector<Step> steps_;
  size_t at_ = 0;
  std::optional<size_t> jumped_to_;
  std::vector<std::pair<size_t, db::ResultLine>> done_;  // step, line as stored
  int stored_count_ = 0;
};

}  // namespace bandeja::director
