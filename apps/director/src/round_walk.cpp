#include "bandeja/director/round_walk.hpp"

namespace bandeja::director {

Result<RoundWalk> RoundWalk::start(const EventView& ev, int round, std::optional<int> only_table) {
  if (!ev.info.has_movement()) return fail_code("cli.enter_no_movement", "event", {ev.info.name});
  if (round < 1 || round > ev.info.rounds)
    return fail_code("line.round_out_of_range", "round", {std::to_string(round), std::to_string(ev.info.rounds)});
  RoundWalk w;
  w.round_ = round;
  for (const auto& r : ev.rows)
    if (r.round == round && r.ns && r.ew && (!only_table || r.table == *only_table))
      for (int b : r.boards) w.steps_.push_back({r.table, b, *r.ns, *r.ew, r.boards});
  if (w.steps_.empty()) return fail_code("cli.enter_nothing_in_round", "round", {std::to_string(round)});
  return w;
}

void RoundWalk::next_table() {
  if (at_end()) return;
  const int table = step().table;
  while (!at_end() && steps_[at_].table == table) ++at_;
}

bool RoundWalk::jump(int board) {
  std::optional<size_t> first;
  for (size_t k = 0; k < steps_.size(); ++k)
    if (steps_[k].board == board) {
      if (!at_end() && steps_[k].table == step().table) {
        first = k;
        break;
      }
      if (!first) first = k;
    }
  if (!first) return false;
  at_ = *first;
  jumped_to_ = at_;
  return true;
}

std::vector<RoundWalk::TableBoards> RoundWalk::missing(const EventView& ev) const {
  std::vector<TableBoards> out;
  for (const auto& s : steps_) {
    if (ev.stored(s.board, s.ns)) continue;
    if (out.empty() || out.back().table != s.table) out.push_back({s.table, {}});
    out.back().boards.push_back(s.board);
  }
  return out;
}

LineInput RoundWalk::input(const std::string& typed) const {
  LineInput in;
  in.board = step().board;
  in.round = round_;
  in.table = step().table;
  in.quick = typed;
  return in;
}

void RoundWalk::stored(const Stored& s) {
  if (!s.replaced) done_.push_back({at_, s.line});
  ++stored_count_;
  ++at_;
}

Result<db::ResultLine> RoundWalk::undo(db::Store& store, EventView& ev) {
  if (done_.empty()) return fail_code("enter.nothing_to_undo", "");
  const auto [step, line] = done_.back();
  done_.pop_back();
  // Only the line this walk stored, as it stored it: one another director changed since is
  // theirs now, and stays (and the next undo goes to the line before).
  auto undone = delete_result(store, ev.info, line.id, "enter: undo", line);
  if (!undone) return std::unexpected(undone.error());
  ev.forget(line);
  --stored_count_;
  at_ = step;
  return line;
}

}  // namespace bandeja::director
