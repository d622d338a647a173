#include "bandeja/director/rulings.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "bandeja/director/names.hpp"
#include "bandeja/director/pair_ids.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/ranking/scoring.hpp"

#include "figures.hpp"

namespace bandeja::director {

namespace {

Result<void> check_reason(const std::string& reason) {
  if (trimmed(reason).empty()) return fail_code("ruling.reason_missing", "reason");
  if (auto bad = name_problem(reason, "reason")) return std::unexpected(std::move(*bad));
  return {};
}

Result<void> check_board(const db::Store& store, const db::EventInfo& event, int board) {
  const auto boards = store.boards(event.id);
  if (std::none_of(boards.begin(), boards.end(), [&](const db::Board& b) { return b.number == board; }))
    return fail_code("ruling.board_not_in_event", "board", {std::to_string(board), event.name});
  return {};
}

// The event's id of the pair typed ("3eo" is 3EW), or the error naming it as typed.
Result<std::string> check_pair(const db::Store& store, const db::EventInfo& event, const std::string& pair) {
  if (auto id = find_pair_id(store.pairs(event.id), pair)) return *id;
  return fail_code("ruling.pair_not_in_event", "pair", {pair, event.name});
}

// Rulings are given on pairs events; a teams event's board is adjusted by an artificial score.
Result<void> check_pairs_event(const db::EventInfo& event) {
  const auto scoring = ranking::scoring_from_id(event.scoring);
  if (scoring && ranking::is_teams_scoring(*scoring)) return fail_code("ruling.teams_event", "event", {event.name});
  return {};
}

// A checked ruling stored, and read back as stored (its id and time).
Result<db::Ruling> store_ruling(db::Store& store, const db::EventInfo& event, const db::Ruling& r, const std::string& note) {
  auto id = guarded([&] { return store.add_ruling(event.id, r, note); });
  if (!id) return std::unexpected(id.error());
  for (const auto& x : store.rulings(event.id))
    if (x.id == *id) return x;
  return fail_code("ruling.not_found", "ruling", {std::to_string(*id), event.name});
}

}  // namespace

formats::Ruling ruling_record(const db::Ruling& r) {
  formats::Ruling f;
  f.kind = r.kind;
  f.board = r.board;
  f.first_round = r.first_round;
  f.last_round = r.last_round;
  f.pairs = r.pairs;
  f.ebu_small_groups = r.method == "ebu";
  if (r.kind == "penalty") (r.unit == "imps" ? f.imps : f.top_percent) = r.amount;
  f.reason = r.reason;
  return f;
}

Result<std::pair<int, int>> parse_rounds(const std::string& text) {
  const std::string t = trimmed(text);
  auto number = [](std::string_view s, int& out) {
    if (s.empty() || s.size() > 4) return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size() && out >= 1;
  };
  int first = 0, last = 0;
  const auto dash = t.find('-');
  if (dash == std::string::npos ? number(t, first) && (last = first, true)
                                : number(std::string_view(t).substr(0, dash), first) &&
                                      number(std::string_view(t).substr(dash + 1), last) && last >= first)
    return std::pair{first, last};
  return fail_code("ruling.bad_rounds", "rounds", {text});
}

Result<db::Ruling> rule_fouled(db::Store& store, const db::EventInfo& event, const FouledBoard& f,
                               const std::string& note) {
  if (auto ok = check_pairs_event(event); !ok) return std::unexpected(ok.error());
  if (auto ok = check_board(store, event, f.board); !ok) return std::unexpected(ok.error());
  const bool by_rounds = f.first_round.has_value();
  if (by_rounds == !f.ns_pairs.empty()) return fail_code("ruling.fouled_which_lines", "rounds");
  db::Ruling r;
  r.kind = "fouled";
  r.board = f.board;
  if (f.ebu_small_groups) r.method = "ebu";
  if (by_rounds) {
    const int last = f.last_round.value_or(*f.first_round);
    if (*f.first_round < 1 || last < *f.first_round || (event.rounds > 0 && last > event.rounds))
      return fail_code("ruling.rounds_out_of_range", "rounds",
                       {std::to_string(*f.first_round), std::to_string(last), std::to_string(event.rounds)});
    r.first_round = f.first_round;
    r.last_round = last;
  } else {
    for (const auto& p : f.ns_pairs) {
      auto id = check_pair(store, event, trimmed(p));
      if (!id) return std::unexpected(id.error());
      r.pairs.push_back(*id);
    }
  }
  if (auto ok = check_reason(f.reason); !ok) return std::unexpected(ok.error());
  r.reason = trimmed(f.reason);
  return store_ruling(store, event, r, note);
}

Result<db::Ruling> rule_penalty(db::Store& store, const db::EventInfo& event, const ProceduralPenalty& p,
                                const std::string& note) {
  if (auto ok = check_pairs_event(event); !ok) return std::unexpected(ok.error());
  auto pair = check_pair(store, event, trimmed(p.pair));
  if (!pair) return std::unexpected(pair.error());
  if (p.board)
    if (auto ok = check_board(store, event, *p.board); !ok) return std::unexpected(ok.error());
  const bool mp = event.scoring == "mp";
  db::Ruling r;
  r.kind = "penalty";
  r.board = p.board;
  r.pairs = {*pair};
  if (mp) {
    if (p.imps || !p.top_percent) return fail_code("ruling.penalty_mp", "top-percent", {event.name});
    if (!(*p.top_percent > 0) || *p.top_percent > 100)
      return fail_code("ruling.penalty_top_percent", "top-percent", {detail::typed_number(*p.top_percent)});
    r.amount = *p.top_percent;
    r.unit = "top%";
  } else {
    if (p.top_percent || !p.imps) return fail_code("ruling.penalty_imps", "imps", {event.name, event.scoring});
    if (!(*p.imps > 0) || *p.imps > 100) return fail_code("ruling.penalty_imps_amount", "imps", {detail::typed_number(*p.imps)});
    r.amount = *p.imps;
    r.unit = "imps";
  }
  if (auto ok = check_reason(p.reason); !ok) return std::unexpected(ok.error());
  r.reason = trimmed(p.reason);
  return store_ruling(store, event, r, note);
}

Result<db::Ruling> withdraw_ruling(db::Store& store, const db::EventInfo& event, db::Id id, const std::string& note) {
  auto done = guarded([&] { return store.withdraw_ruling(event.id, id, note); });
  if (!done) return std::unexpected(done.error());
  for (const auto& x : store.rulings(event.id))
    if (x.id == id) {
      if (!*done && x.standing()) break;
      if (!*done) return fail_code("ruling.already_withdrawn", "ruling", {std::to_string(id), x.withdrawn_at});
      return x;
    }
  return fail_code("ruling.not_found", "ruling", {std::to_string(id), event.name});
}

}  // namespace bandeja::director
