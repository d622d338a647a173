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
#include "bandeja/director/round_walk.hpp"
#include "bandeja/present/messages.hpp"
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
  auto started = director::RoundWalk::start(ev, round, only_table);
  if (!started) refuse_error(ctx.lang, started.error());
  director::RoundWalk walk = std::move(*started);
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
    const std::string shown = present::pair_id(id, ctx.lang);
    return it == names.end() ? shown : shown + " " + it->second;
  };
  // The boards of the round still without a result: "table 2 board 3, table 3 boards 5, 6".
  auto missing_text = [&] {
    std::string out;
    for (const auto& t : walk.missing(ev))
      out += (out.empty() ? "" : ", ") + present::say(ctx.lang, "enter.table_boards", {std::to_string(t.table),
                                                                                      std::to_string(t.boards.size()), present::number_list(t.boards)});
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
  // `b 7` (a trimmed command): the walk to board 7 of the round; false when `cmd` names none.
  auto jump = [&](const std::string& cmd) {
    const auto at = cmd.find_first_not_of(" \t", 1);
    if (at == std::string::npos) return false;
    const std::string digits = cmd.substr(at);
    if (digits.size() > 4 || digits.find_first_not_of("0123456789") != std::string::npos) return false;
    return walk.jump(std::stoi(digits));
  };
  auto is_jump = [](const std::string& cmd) {
    return cmd.size() >= 2 && cmd[0] == 'b' && (cmd[1] == ' ' || std::isdigit(static_cast<unsigned char>(cmd[1])));
  };
  int shown_table = 0;     // the table whose heading was shown last (0: show it again)
  bool end_asked = false;  // the end of the round reached once, skipped boards listed
  for (;;) {
    if (walk.at_end()) {
      // The end of the round: the boards skipped are named, and `b N` goes back to one.
      const std::string missing = missing_text();
      if (missing.empty() || end_asked) break;
      end_asked = true;
      fmt::print("  {}: {}\n", present::say(ctx.lang, "enter.still_without_a_result"), missing);
      const auto typed = read_typed("  " + present::say(ctx.lang, "enter.b_n_goes_back_to_board"), false);
      if (!typed || !is_jump(typed->cmd)) break;
      if (!jump(typed->cmd)) fmt::print("    {}\n", present::say(ctx.lang, "enter.that_board_is_not_played_in"));
      end_asked = false;
      shown_table = 0;
      continue;
    }
    const auto& st = walk.step();
    if (st.table != shown_table) {
      shown_table = st.table;
      fmt::print("{}\n", present::say(ctx.lang, "enter.table_line", {std::to_string(st.table), pair_text(st.ns),
                                                                     pair_text(st.ew), present::number_list(st.boards)}));
    }
    const ResultLine* existing = ev.stored(st.board, st.ns);
    const bool jumped = walk.jumped_here();
    if (existing && !replace && !jumped) {
      fmt::print("  {} {}: {} {}\n", present::say(ctx.lang, "enter.board_2"), st.board,
                 present::say(ctx.lang, "enter.already_in"), entry_text(ctx, *existing) +
                 (existing->ns_score ? "  NS " + score_text(existing->ns_score) : ""));
      walk.skip();
      continue;
    }
    if (existing && jumped)  // jumped to on purpose: shown, and typing a line replaces it
      fmt::print("  {} {}: {} {}\n", present::say(ctx.lang, "enter.board_2"), st.board, present::say(ctx.lang, "enter.now"),
                 entry_text(ctx, *existing) + (existing->ns_score ? "  NS " + score_text(existing->ns_score) : ""));
    const bool replace_this = replace || (existing && jumped);
    const auto typed = read_typed(fmt::format("  {} {}> ", present::say(ctx.lang, "enter.board_2"), st.board));
    if (!typed) break;
    const std::string& trimmed = typed->cmd;
    if (trimmed.empty() || trimmed == "s") {
      walk.skip();
      continue;
    }
    if (trimmed == "q" || trimmed == "quit" || trimmed == "salir" || trimmed == "quitter") break;
    if (trimmed == "?" || trimmed == "h" || trimmed == "help" || trimmed == "ayuda" || trimmed == "aide") {
      fmt::print("    {}\n", present::say(ctx.lang, "enter.help"));
      continue;
    }
    if (is_jump(trimmed)) {
      if (!jump(trimmed)) fmt::print("    {}\n", present::say(ctx.lang, "enter.that_board_is_not_played_in"));
      else shown_table = 0;
      continue;
    }
    if (trimmed == "t") {
      walk.next_table();
      continue;
    }
    if (trimmed == "u" || trimmed == "undo" || trimmed == "d" || trimmed == "deshacer") {
      auto undone = walk.undo(store, ev);
      if (!undone) {
        const bool none = undone.error().code == "enter.nothing_to_undo";
        fmt::print("    {}\n", none ? present::render(undone.error(), ctx.lang) : present::say(ctx.lang, "cli.error", {present::render(undone.error(), ctx.lang)}));
        continue;
      }
      fmt::print("    {} {}  ({})\n", present::say(ctx.lang, "enter.undone"), describe(ctx, *undone),
                 present::say(ctx.lang, "enter.type_it_again"));
      shown_table = 0;
      continue;
    }
    const director::LineInput c = walk.input(typed->line);
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
      fmt::print("    {}\n", present::say(ctx.lang, "cli.error", {present::render(entered.error(), ctx.lang)}));
      std::fflush(stdout);
      continue;
    }
    const ResultLine& line = entered->line;
    walk.stored(*entered);
    fmt::print("    {}  NS {}  \u2713\n", present::entry_text(line.entry, ctx.lang, true),
               line.ns_score ? score_text(line.ns_score) : std::string("\u2014"));
    std::fflush(stdout);
  }
  fmt::print("{}\n", present::say(ctx.lang, "enter.stored_in_round", {std::to_string(walk.stored_count()), std::to_string(round)}));
}

void cmd_enter(Context& ctx, const std::string& which, std::optional<int> round, std::optional<int> table,
               std::optional<int> board, const std::string& ns, const std::string& ew, const std::string& file,
               bool replace, bool accept, bool swap, bool other_way, const std::vector<std::string>& entry) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  EventView ev = EventView::load(store, info);
  // Seated the other way round is said of one line, as the table said it.
  if (other_way && (!board || swap)) refuse(ctx, "cli.sat_other_way_one_line");
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
    c.seated_other_way = other_way;
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
        fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli.sat_other_way_hint", {}));
      }
    }
    if (!entered && entered.error().code == "line.tricks_far_from_dd")
      fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli.accept_warnings_hint", {}));
    const auto s = must(ctx, std::move(entered));
    if (s.swapped) fmt::print("{}\n", present::render(*s.swapped, ctx.lang));
    if (other_way)
      fmt::print("{}\n", present::say(ctx.lang, "enter.stored_other_way", {s.line.ns, s.line.ew}));
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
    auto other_way = std::make_shared<bool>(false);
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
    cmd->add_flag("--sat-other-way", *other_way);
    cmd->callback([&ctx, which, round, table, board, ns, ew, file, replace, accept, swap, other_way, entry] {
      cmd_enter(ctx, *which, *round, *table, *board, *ns, *ew, *file, *replace, *accept, *swap, *other_way, *entry);
    });
  }
}

}  // namespace bandeja::app
