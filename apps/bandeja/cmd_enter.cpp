// Entering results: `bandeja enter EVENT` at the prompt (--round R: table by table, board by
// board, with undo), one line (--board B ENTRY) or a travellers file (--file F.csv, all or
// nothing). Thin: every check and every write is the director's (results.hpp).
#include <algorithm>
#include <cctype>
#include <map>
#include <cstdio>
#include <iostream>

#include <unistd.h>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/entry.hpp"
#include "line_reader.hpp"
#include "line_text.hpp"

namespace bandeja::app {

namespace {

using db::ResultLine;
using db::Store;
using director::EventView;

std::string join_args(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

void enter_file(Context& ctx, Store& store, EventView& ev, const std::string& file, bool replace, bool accept,
                bool swap) {
  auto done = director::enter_travellers(store, ev, read_file(ctx, file), replace, ctx.lang,
                                         "enter --file " + file + (swap ? " --swap-wrong-way" : ""), accept, file, swap);
  if (!done) {
    const auto& errors = done.error();
    const bool only_warnings = std::all_of(errors.begin(), errors.end(),
                                           [](const Error& e) { return e.code == "line.tricks_far_from_dd"; });
    if (only_warnings) fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli.accept_warnings_hint", {}));
    if (std::any_of(errors.begin(), errors.end(), [](const Error& e) { return e.code == "line.pairs_wrong_way"; }))
      fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli.swap_hint", {}));
    fail_file(ctx, file, errors);
  }
  for (const auto& w : done->warnings)
    fmt::print(stderr, "{}\n", present::say(ctx.lang, "enter.file_warning", {file, std::to_string(w.line), present::render(w, ctx.lang)}));
  for (const auto& w : done->swapped)  // "line 7: pairs ... put in the movement's seats ..."
    fmt::print(stderr, "{}\n", present::say(ctx.lang, "enter.file_swapped", {file, present::render(w, ctx.lang)}));
  fmt::print("{}\n", done->replaced ? present::say(ctx.lang, "enter.file_stored_replaced",
                                                   {std::to_string(done->lines), file, std::to_string(done->replaced)})
                                   : present::say(ctx.lang, "enter.file_stored", {std::to_string(done->lines), file}));
}

// The interactive prompt: round R, table by table, board by board.
void enter_interactive(Context& ctx, Store& store, EventView& ev, int round,
                       std::optional<int> only_table, bool replace) {
  if (!ev.info.has_movement()) refuse(ctx, "cli.enter_no_movement", {ev.info.name});
  if (round < 1 || round > ev.info.rounds)
    refuse(ctx, "line.round_out_of_range", {std::to_string(round), std::to_string(ev.info.rounds)});
  struct Step {
    const movement::Row* row;
    int board;
  };
  std::vector<Step> steps;
  for (const auto& r : ev.rows)
    if (r.round == round && r.ns && r.ew && (!only_table || r.table == *only_table))
      for (int b : r.boards) steps.push_back({&r, b});
  if (steps.empty()) refuse(ctx, "cli.enter_nothing_in_round", {std::to_string(round)});
  fmt::print("{}\n", present::say(ctx.lang, "enter.round_head", {std::to_string(round), ev.info.name}));
  std::fflush(stdout);
  std::map<std::string, std::string> names;  // pair id -> "Ana García – Luis Pérez"
  const auto pairs = store.pairs(ev.info.id);
  for (const auto& p : pairs)
    if (!p.players.empty()) names[p.id] = p.names();
  for (const auto& p : pairs) {  // an individual's "1+11": named by its two players
    const auto players = formats::partnership_players(p.id);
    if (players.empty() || (!names.contains(players[0]) && !names.contains(players[1]))) continue;
    auto named = [&](const std::string& id) { return names.contains(id) ? names.at(id) : id; };
    names[p.id] = named(players[0]) + " \u2013 " + named(players[1]);
  }
  auto pair_text = [&](const std::string& id) {
    const auto it = names.find(id);
    return it == names.end() ? id : id + " " + it->second;
  };
  // The boards of the round still without a result: "table 2 board 3, table 3 boards 5, 6".
  auto missing_text = [&] {
    std::string out;
    const movement::Row* row = nullptr;
    std::vector<int> boards;
    auto flush = [&] {
      if (!row || boards.empty()) return;
      out += (out.empty() ? "" : ", ") + present::say(ctx.lang, "enter.table_boards", {std::to_string(row->table),
                                                                                      std::to_string(boards.size()), join_ints(boards)});
      boards.clear();
    };
    for (const auto& st : steps) {
      if (st.row != row) {
        flush();
        row = st.row;
      }
      if (!ev.stored(st.board, *st.row->ns)) boards.push_back(st.board);
    }
    flush();
    return out;
  };
  // One line typed at the prompt (line_reader.hpp: edited at a terminal, echoed when piped), and
  // as a command, lower case and trimmed. Nothing at the end of the input.
  struct Typed {
    std::string line, cmd;
  };
  LineReader reader;
  auto read_typed = [&](const std::string& prompt, bool remember = true) -> std::optional<Typed> {
    Typed t;
    auto got = reader.read(prompt, remember);
    if (!got) return std::nullopt;
    t.line = std::move(*got);
    const std::string cmd = lower(t.line.substr(0, t.line.find_last_not_of(" \t") + 1));
    t.cmd = cmd.substr(std::min(cmd.size(), cmd.find_first_not_of(" \t")));
    return t;
  };
  // `b 7` (a trimmed command): the step of board 7 in this round (the first, at the table the
  // prompt is at if it plays it there); none when the round does not play board 7.
  auto step_of_board = [&](const std::string& cmd, size_t from) -> std::optional<size_t> {
    const auto at = cmd.find_first_not_of(" \t", 1);
    if (at == std::string::npos) return std::nullopt;
    const std::string digits = cmd.substr(at);
    if (digits.size() > 4 || digits.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    const int n = std::stoi(digits);
    std::optional<size_t> first;
    for (size_t k = 0; k < steps.size(); ++k)
      if (steps[k].board == n) {
        if (from < steps.size() && steps[k].row == steps[from].row) return k;
        if (!first) first = k;
      }
    return first;
  };
  auto is_jump = [](const std::string& cmd) {
    return cmd.size() >= 2 && cmd[0] == 'b' && (cmd[1] == ' ' || std::isdigit(static_cast<unsigned char>(cmd[1])));
  };
  std::vector<std::pair<size_t, ResultLine>> done;  // step index, stored line (for undo)
  size_t stored = 0;
  const movement::Row* shown_table = nullptr;
  bool end_asked = false;  // the end of the round reached once, skipped boards listed
  std::optional<size_t> jumped_to;  // the step `b N` went to: a line there replaces what is in
  for (size_t i = 0;;) {
    if (i >= steps.size()) {
      // The end of the round: the boards skipped are named, and `b N` goes back to one.
      const std::string missing = missing_text();
      if (missing.empty() || end_asked) break;
      end_asked = true;
      fmt::print("  {}: {}\n", present::say(ctx.lang, "enter.still_without_a_result"), missing);
      const auto typed = read_typed("  " + present::say(ctx.lang, "enter.b_n_goes_back_to_board"), false);
      if (!typed || !is_jump(typed->cmd)) break;
      const auto to = step_of_board(typed->cmd, steps.size());
      if (!to) {
        fmt::print("    {}\n", present::say(ctx.lang, "enter.that_board_is_not_played_in"));
        end_asked = false;
        continue;
      }
      i = *to;
      end_asked = false;
      jumped_to = i;
      shown_table = nullptr;
      continue;
    }
    const auto& st = steps[i];
    if (st.row != shown_table) {
      shown_table = st.row;
      fmt::print("{} {}: {} (NS) v {} (EW), {} {}\n", present::say(ctx.lang, "enter.table_2"), st.row->table,
                 pair_text(*st.row->ns), pair_text(*st.row->ew), present::say(ctx.lang, "enter.boards_2"), join_ints(st.row->boards));
    }
    const ResultLine* existing = ev.stored(st.board, *st.row->ns);
    const bool jumped = jumped_to == i;
    if (existing && !replace && !jumped) {
      fmt::print("  {} {}: {} {}\n", present::say(ctx.lang, "enter.board_2"), st.board,
                 present::say(ctx.lang, "enter.already_in"), entry_text(ctx, *existing) +
                 (existing->ns_score ? "  NS " + score_text(existing->ns_score) : ""));
      ++i;
      continue;
    }
    if (existing && jumped)  // jumped to on purpose: shown, and typing a line replaces it
      fmt::print("  {} {}: {} {}\n", present::say(ctx.lang, "enter.board_2"), st.board, present::say(ctx.lang, "enter.now"),
                 entry_text(ctx, *existing) + (existing->ns_score ? "  NS " + score_text(existing->ns_score) : ""));
    const bool replace_this = replace || (existing && jumped);
    const auto typed = read_typed(fmt::format("  {} {}> ", present::say(ctx.lang, "enter.board_2"), st.board));
    if (!typed) break;
    const std::string& input = typed->line;
    const std::string& trimmed = typed->cmd;
    if (trimmed.empty() || trimmed == "s") {
      ++i;
      continue;
    }
    if (trimmed == "q" || trimmed == "quit" || trimmed == "salir" || trimmed == "quitter") break;
    if (trimmed == "?" || trimmed == "h" || trimmed == "help" || trimmed == "ayuda" || trimmed == "aide") {
      fmt::print("    {}\n", present::say(ctx.lang, "enter.help"));
      continue;
    }
    if (is_jump(trimmed)) {
      const auto to = step_of_board(trimmed, i);
      if (!to) {
        fmt::print("    {}\n", present::say(ctx.lang, "enter.that_board_is_not_played_in"));
        continue;
      }
      i = *to;
      jumped_to = i;
      shown_table = nullptr;
      continue;
    }
    if (trimmed == "t") {
      const auto* row = st.row;
      while (i < steps.size() && steps[i].row == row) ++i;
      continue;
    }
    if (trimmed == "u" || trimmed == "undo" || trimmed == "d" || trimmed == "deshacer") {
      if (done.empty()) {
        fmt::print("    {}\n", present::say(ctx.lang, "enter.nothing_to_undo"));
        continue;
      }
      auto [step, line] = done.back();
      done.pop_back();
      // Only the line this prompt stored, as it stored it: one another director changed since
      // is theirs now, and stays.
      if (auto undone = director::delete_result(store, ev.info, line.id, "enter: undo", line); !undone) {
        fmt::print("    error: {}\n", present::render(undone.error(), ctx.lang));
        continue;
      }
      ev.forget(line);
      --stored;
      fmt::print("    {} {}  ({})\n", present::say(ctx.lang, "enter.undone"), describe(ctx, line),
                 present::say(ctx.lang, "enter.type_it_again"));
      i = step;
      shown_table = nullptr;
      continue;
    }
    director::LineInput c;
    c.board = st.board;
    c.round = round;
    c.table = st.row->table;
    c.quick = input;
    // A line the deal questions (a trick count far from double dummy) is stored once the
    // director says so.
    bool accept = false;
    if (auto checked = director::check_line(ev, c, replace_this, ctx.lang); checked && !checked->warnings.empty()) {
      for (const auto& w : checked->warnings) fmt::print("    {}: {}\n", present::say(ctx.lang, "enter.warning"), present::render(w, ctx.lang));
      const auto answer = read_typed("    " + present::say(ctx.lang, "enter.store_it_as_typed_y_n"), false);
      if (!answer) break;
      accept = is_yes(answer->cmd);
      if (!accept) continue;
    }
    auto entered = director::enter_line(store, ev, c, replace_this, ctx.lang, "enter", accept);
    if (!entered) {
      fmt::print("    error: {}\n", present::render(entered.error(), ctx.lang));
      std::fflush(stdout);
      continue;
    }
    const ResultLine& line = entered->line;
    if (!entered->replaced) done.push_back({i, line});
    ++stored;
    fmt::print("    {}  NS {}  \u2713\n", score::echo_text(line.entry, ctx.lang),
               line.ns_score ? score_text(line.ns_score) : std::string("\u2014"));
    std::fflush(stdout);
    ++i;
  }
  fmt::print("{}\n", present::say(ctx.lang, "enter.stored_in_round", {std::to_string(stored), std::to_string(round)}));
}

void cmd_enter(Context& ctx, const std::string& which, std::optional<int> round, std::optional<int> table,
               std::optional<int> board, const std::string& ns, const std::string& ew, const std::string& file,
               bool replace, bool accept, bool swap, const std::vector<std::string>& entry) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  EventView ev = EventView::load(store, info);
  if (!file.empty()) {
    if (board || !entry.empty()) refuse(ctx, "cli.enter_file_and_entry");
    enter_file(ctx, store, ev, file, replace, accept, swap);
    return;
  }
  if (board) {
    if (entry.empty()) refuse(ctx, "cli.enter_entry_missing");
    director::LineInput c;
    c.board = *board;
    c.round = round;
    c.table = table;
    c.ns = ns;
    c.ew = ew;
    c.quick = join_args(entry);
    c.swap_wrong_way = swap;
    auto entered = director::enter_line(store, ev, c, replace, ctx.lang, "enter", accept);
    if (!entered && entered.error().code == "line.pairs_wrong_way") {
      // Offered once at a terminal; elsewhere the option that does it is named.
      if (isatty(0) != 0) {
        // The question on its own line, the prompt short: a line editor redraws a long one badly.
        fmt::print("{}\n{}\n", present::render(entered.error(), ctx.lang),
                   present::say(ctx.lang, "cli.swap_question", {c.ew, c.ns}));
        LineReader reader;
        const auto answer = reader.read(present::say(ctx.lang, "enter.swap_them_y_n"), false);
        if (answer && is_yes(*answer)) {
          c.swap_wrong_way = true;
          entered = director::enter_line(store, ev, c, replace, ctx.lang, "enter", accept);
        }
      } else {
        fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli.swap_hint", {}));
      }
    }
    if (!entered && entered.error().code == "line.tricks_far_from_dd")
      fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli.accept_warnings_hint", {}));
    const auto s = must(ctx, std::move(entered));
    if (s.swapped) fmt::print("{}\n", present::render(*s.swapped, ctx.lang));
    fmt::print("{} #{}  {}\n", s.replaced ? present::say(ctx.lang, "enter.replaced_2") : present::say(ctx.lang, "enter.stored_2"),
               s.line.id, describe(ctx, s.line));
    return;
  }
  if (!entry.empty()) refuse(ctx, "cli.enter_board_missing");
  if (!round) refuse(ctx, "cli.enter_round_missing");
  enter_interactive(ctx, store, ev, *round, table, replace);
}

}  // namespace

void register_enter_commands(CLI::App& app, Context& ctx) {
  {
    auto* cmd = app.add_subcommand(
        "enter");
    auto which = std::make_shared<std::string>();
    auto round = std::make_shared<std::optional<int>>();
    auto table = std::make_shared<std::optional<int>>();
    auto board = std::make_shared<std::optional<int>>();
    auto ns = std::make_shared<std::string>();
    auto ew = std::make_shared<std::string>();
    auto file = std::make_shared<std::string>();
    auto replace = std::make_shared<bool>(false);
    auto accept = std::make_shared<bool>(false);
    auto swap = std::make_shared<bool>(false);
    auto entry = std::make_shared<std::vector<std::string>>();
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("ENTRY", *entry);
    cmd->add_option("--round", *round);
    cmd->add_option("--table", *table);
    cmd->add_option("--board", *board);
    cmd->add_option("--ns", *ns);
    cmd->add_option("--ew", *ew);
    cmd->add_option("--file", *file);
    cmd->add_flag("--replace", *replace);
    cmd->add_flag("--accept-warnings", *accept);
    cmd->add_flag("--swap-wrong-way", *swap);
    cmd->callback([&ctx, which, round, table, board, ns, ew, file, replace, accept, swap, entry] {
      cmd_enter(ctx, *which, *round, *table, *board, *ns, *ew, *file, *replace, *accept, *swap, *entry);
    });
  }
}

}  // namespace bandeja::app
