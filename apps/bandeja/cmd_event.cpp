// Events from the director's chair: event new|list|show and import travellers. Thin: arguments
// -> one director operation (apps/director events.hpp) -> what the director reads.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/core.h>
#include <unistd.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/present/import_report.hpp"
#include "line_reader.hpp"
#include "movement_spec.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/director/ranking.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/names.hpp"
#include "bandeja/present/text_table.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/movement.hpp"

namespace bandeja::app {

namespace {

using db::Store;

// The catalogue's text for `code` (cli_event.txt) in the director's language.
std::string say(const Context& ctx, std::string_view code, const std::vector<std::string>& args = {}) {
  return present::say(ctx.lang, code, args);
}

void cmd_event_new(Context& ctx, const director::NewEventSpec& spec) {
  Store store = create_store(ctx);
  const auto made = must(ctx, director::create_event(store, spec, ctx.lang));
  fmt::print("{}\n", made.id);
  fmt::print("{}\n", say(ctx, made.movement.individual ? "cli_event.created_individual" : "cli_event.created",
                         {std::to_string(made.id), spec.name, present::description(made.movement, ctx.lang),
                          std::to_string(made.movement.pairs.size())}));
  if (!made.section.empty()) fmt::print("{}\n", say(ctx, "cli_event.section_of_session", {made.section, spec.session}));
  // The cards of the event as stored, so the printed cards and the event cannot differ.
  fmt::print("{}\n", say(ctx, "cli_event.cards", {director::typed(spec.name)}));
}

void cmd_event_list(Context& ctx) {
  Store store = open_store(ctx);
  auto events = store.events();
  if (events.empty()) {
    fmt::print("{}\n", say(ctx, "cli_event.none_yet"));
    return;
  }
  // Section: the letter within its session ("A"), "-" for an event that is no session's section.
  std::vector<std::vector<std::string>> rows{
      {"id", say(ctx, "cli_event.col_name"), say(ctx, "cli_event.col_movement"), say(ctx, "cli_event.col_scoring"),
       say(ctx, "cli_event.col_section"), say(ctx, "cli_event.col_pairs"), say(ctx, "cli_event.col_results"),
       say(ctx, "cli_event.col_created")}};
  for (const auto& e : events)
    rows.push_back({std::to_string(e.id), e.name, e.has_movement() ? e.movement_type : "-", e.scoring,
                    e.section.empty() ? "-" : e.section, std::to_string(store.pairs(e.id).size()),
                    std::to_string(store.results(e.id).size()), e.created_at});
  fmt::print("{}", present::text_table(rows, {true, false, false, false, false, true, true, false}));
}

void cmd_event_edit(Context& ctx, const std::string& which, const director::EventEdit& edit) {
  if (!edit.name && !edit.date && !edit.site && !edit.non_balancing && !edit.traveller_points && !edit.member_numbers)
    refuse(ctx, "cli_event.nothing_to_change");
  Store store = open_store(ctx);
  const auto info = must(ctx, director::edit_event(store, find_event(ctx, store, which), edit));
  fmt::print("{}{}{}\n", say(ctx, "cli_event.edited", {std::to_string(info.id), info.name}),
             info.held_on.empty() ? "" : " \u00b7 " + info.held_on, info.site.empty() ? "" : " \u00b7 " + info.site);
}

// `event delete EVENT [--yes]`: asks first at a terminal (or takes --yes), and keeps the file
// as it was beside it (FILE.before-delete-ID-YYYYMMDD-HHMMSS.db) before anything is deleted.
void cmd_event_movement(Context& ctx, const std::string& which, const movement::Spec& spec) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  auto changed = director::change_movement(store, info, spec, ctx.lang);
  if (!changed) {  // the heading, then each line that does not fit
    const auto& errors = changed.error();
    std::string text = present::render(errors.front(), ctx.lang);
    for (size_t i = 1; i < errors.size(); ++i) text += "\n  " + present::render(errors[i], ctx.lang);
    throw UserError(text);
  }
  const auto& c = *changed;
  fmt::print("{}\n", say(ctx, "cli_event.movement_changed",
                         {std::to_string(info.id), info.name, present::description(c.movement, ctx.lang),
                          std::to_string(c.movement.pairs.size())}));
  auto list = [](const std::vector<std::string>& v) {
    std::string out;
    for (const auto& x : v) out += (out.empty() ? "" : ", ") + x;
    return out;
  };
  if (!c.pairs_added.empty()) fmt::print("  {}\n", say(ctx, "cli_event.pairs_added", {list(c.pairs_added)}));
  if (!c.pairs_removed.empty()) fmt::print("  {}\n", say(ctx, "cli_event.pairs_removed", {list(c.pairs_removed)}));
  if (c.moved) fmt::print("  {}\n", say(ctx, "cli_event.lines_moved", {std::to_string(c.moved)}));
  fmt::print("{}\n", say(ctx, "cli_event.cards_again", {director::typed(info.name)}));
}

void cmd_event_drop_pair(Context& ctx, const std::string& which, const std::string& pair, int from_round) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const auto dropped = must(ctx, director::drop_pair(store, info, pair, from_round));
  fmt::print("{}\n", say(ctx, "cli_event.pair_dropped", {director::trimmed(pair), std::to_string(from_round)}));
  for (const auto& s : dropped.seats) {
    const std::vector<std::string> where{std::to_string(s.round), std::to_string(s.table), s.opponents};
    fmt::print("  {}\n", say(ctx, s.opponents.empty() ? "cli_event.dropped_seat_empty" : "cli_event.dropped_seat_sits_out",
                             where));
  }
}

void cmd_event_delete(Context& ctx, const std::string& which, bool yes) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const size_t results = store.results(info.id).size();
  std::vector<std::string> what{std::to_string(info.id), info.name, std::to_string(results)};
  if (!yes) {
    if (isatty(0) == 0) refuse(ctx, "cli_event.delete_needs_yes", what);
    LineReader reader;
    const auto answer = reader.read(say(ctx, "cli_event.delete_ask", what), false);
    if (!answer || !is_yes(*answer)) {
      fmt::print("{}\n", say(ctx, "cli_event.nothing_deleted"));
      return;
    }
  }
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &utc);
  const std::string base = ctx.db_path + ".before-delete-" + std::to_string(info.id) + "-" + stamp;
  std::string copy = base + ".db";
  for (int n = 2; std::filesystem::exists(std::filesystem::symlink_status(copy)); ++n)  // two deletes in a second
    copy = base + "-" + std::to_string(n) + ".db";
  check_output(ctx, copy);
  must(ctx, director::guarded([&] { store.backup(copy); }));
  must(ctx, director::delete_event(store, info));
  what.push_back(copy);
  fmt::print("{}\n", say(ctx, "cli_event.deleted", what));
}

void cmd_event_final(Context& ctx, const std::string& which, bool final) {
  Store store = open_store(ctx);
  const auto info = must(ctx, director::mark_final(store, find_event(ctx, store, which), final));
  const auto [missing, expected] = director::results_to_come(store.load(info.id));
  if (final) {
    fmt::print("{}\n", say(ctx, "cli_event.final", {std::to_string(info.id), info.name}));
    return;
  }
  if (missing > 0)
    fmt::print("{}\n", present::say(ctx.lang, "rank.provisional", {std::to_string(missing), std::to_string(expected)}));
  else
    fmt::print("{}\n", say(ctx, "cli_event.all_in", {std::to_string(info.id), info.name}));
}

// The event's scoring in the director's words ("matchpoints", "points de match"); a code the
// ranking does not know stays as stored.
std::string scoring_words(const std::string& code, Lang lang) {
  const auto s = director::parse_scoring(code);
  return s ? present::scoring_name(*s, lang) : code;
}

void cmd_event_show(Context& ctx, const std::string& which) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const auto ev = store.load(info.id);
  fmt::print("{}\n", say(ctx, "cli_event.show_heading", {std::to_string(info.id), info.name}));
  fmt::print("  {}\n", info.has_movement() ? say(ctx, "cli_event.show_movement", {present::summary_text(info.movement_summary, ctx.lang)})
                                           : say(ctx, "cli_event.show_no_movement"));
  fmt::print("  {}\n", say(ctx, info.winners == 2 ? "cli_event.show_scoring_two_fields" : "cli_event.show_scoring_one_field",
                           {scoring_words(info.scoring, ctx.lang), std::to_string(ev.boards.size())}));
  if (info.non_balancing == "each-side") fmt::print("  {}\n", say(ctx, "cli_event.show_each_side"));
  if (info.has_movement())
  {
    fmt::print("  {}\n", say(ctx, "cli_event.show_traveller_points_" + director::traveller_points_when(store, info.id)));
    fmt::print("  {}\n", say(ctx, director::member_numbers_required(store, info.id) ? "cli_event.show_member_numbers_required"
                                                                                    : "cli_event.show_member_numbers_optional"));
  }
  const auto dealt = std::count_if(ev.boards.begin(), ev.boards.end(), [](const db::Board& b) { return b.deal.has_value(); });
  const auto analysed = std::count_if(ev.boards.begin(), ev.boards.end(), [](const db::Board& b) { return b.analysis.has_value(); });
  fmt::print("  {}\n", say(ctx, "cli_event.show_hands",
                           {std::to_string(dealt), std::to_string(ev.boards.size()), std::to_string(analysed)}));
  size_t expected = 0;
  for (const auto& r : ev.rows)
    if (r.ns && r.ew) expected += r.boards.size();
  if (info.has_movement())
    fmt::print("  {}\n", say(ctx, "cli_event.show_results_of", {std::to_string(ev.results.size()), std::to_string(expected)}));
  else
    fmt::print("  {}\n", say(ctx, "cli_event.show_results", {std::to_string(ev.results.size())}));
  fmt::print("  {}\n", say(ctx, "cli_event.show_created", {info.created_at}));
  if (!info.final_at.empty()) fmt::print("  {}\n", say(ctx, "cli_event.show_final", {info.final_at}));
  if (info.session_id) {
    const auto s = store.session_info(*info.session_id);
    const std::string section = info.section.empty() ? "-" : info.section;
    fmt::print("  {}\n", s.held_on.empty()
                             ? say(ctx, "cli_event.show_session", {std::to_string(s.id), s.name, section})
                             : say(ctx, "cli_event.show_session_dated", {std::to_string(s.id), s.name, s.held_on, section}));
  } else {
    fmt::print("  {}\n", say(ctx, "cli_event.show_no_session"));
  }
  fmt::print("{}\n", say(ctx, "cli_event.show_pairs"));
  for (const auto& p : ev.pairs)
    fmt::print("  {}\n", pair_line(ctx, p));
  if (!is_teams_event(info)) return;
  fmt::print("{}\n", say(ctx, "cli_event.show_teams"));
  const auto teams = teams_of(ev);
  if (!teams || teams->empty()) {
    fmt::print("  {}\n", say(ctx, "cli_event.show_no_teams", {typed(info.name)}));
    return;
  }
  for (const auto& t : *teams) {
    std::string pairs;
    for (const auto& p : t.pairs) pairs += (pairs.empty() ? "" : ",") + p;
    const std::string players = team_players(t, ev.pairs);
    fmt::print("  {:<4} {:<20} {:<12} {}\n", t.id, t.name.empty() ? "-" : t.name, pairs, players.empty() ? "-" : players);
  }
}

void cmd_import_travellers(Context& ctx, const std::string& file, const std::string& name,
                           const std::string& scoring) {
  // Streamed: a file of any size is read in chunks as it is stored.
  std::ifstream in(file, std::ios::binary);
  if (!in) refuse(ctx, "file.cannot_read", {file});
  Store store = create_store(ctx);
  auto done = director::import_travellers(store, in, file, name, scoring, ctx.lang, "import travellers " + file);
  if (!done) fail_file(ctx, file, done.error());
  fmt::print("{}\n", done->id);
  for (const auto& line : present::travellers_imported_lines(*done, name, scoring, ctx.lang, false)) fmt::print("{}\n", line);
}

}  // namespace

void register_event_commands(CLI::App& app, Context& ctx) {
  auto* event = app.add_subcommand("event");
  event->require_subcommand(1);
  ctx.event_cmd = event;
  {
    auto* cmd = event->add_subcommand("new");
    auto name = std::make_shared<std::string>();
    auto spec = std::make_shared<SpecArgs>();
    auto scoring = std::make_shared<std::string>("mp");
    auto session = std::make_shared<std::string>();
    auto section = std::make_shared<std::string>();
    cmd->add_option("NAME", *name)->required();
    add_spec_options(*cmd, *spec, "--movement");
    cmd->add_option("--scoring", *scoring)
        ->check(CLI::IsMember({"mp", "imps", "butler", "cross-imps", "bam"}))
        ->capture_default_str();
    cmd->add_option("--session", *session);
    cmd->add_option("--section", *section);
    cmd->callback([&ctx, name, spec, scoring, session, section] {
      cmd_event_new(ctx, director::NewEventSpec{*name, spec_from(ctx, *spec), *scoring, *session, *section});
    });
  }
  event->add_subcommand("list")->callback([&ctx] { cmd_event_list(ctx); });
  {
    auto* cmd = event->add_subcommand("show");
    auto which = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which)->required();
    cmd->callback([&ctx, which] { cmd_event_show(ctx, *which); });
  }
  {
    auto* cmd = event->add_subcommand("edit");
    auto which = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>(), date = std::make_shared<std::string>(), site = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which)->required();
    auto* o_name = cmd->add_option("--name", *name);
    auto* o_date = cmd->add_option("--date", *date);
    auto* o_site = cmd->add_option("--site", *site);
    auto balancing = std::make_shared<std::string>();
    auto* o_balancing = cmd->add_option("--non-balancing", *balancing)
                            ->check(CLI::IsMember({"average", "each-side"}));
    auto points = std::make_shared<std::string>();
    auto* o_points = cmd->add_option("--traveller-points", *points)->check(CLI::IsMember({"now", "locked", "never"}));
    auto numbers = std::make_shared<std::string>();
    auto* o_numbers = cmd->add_option("--member-numbers", *numbers)->check(CLI::IsMember({"optional", "required"}));
    cmd->callback([&ctx, which, name, date, site, o_name, o_date, o_site, balancing, o_balancing, points, o_points, numbers,
                   o_numbers] {
      director::EventEdit e;
      if (o_name->count()) e.name = *name;
      if (o_date->count()) e.date = *date;
      if (o_site->count()) e.site = *site;
      if (o_balancing->count()) e.non_balancing = *balancing;
      if (o_points->count()) e.traveller_points = *points;
      if (o_numbers->count()) e.member_numbers = *numbers;
      cmd_event_edit(ctx, *which, e);
    });
  }
  {
    auto* cmd = event->add_subcommand(
        "movement");
    auto which = std::make_shared<std::string>();
    auto spec = std::make_shared<SpecArgs>();
    cmd->add_option("EVENT", *which)->required();
    add_spec_options(*cmd, *spec, "--movement");
    cmd->callback([&ctx, which, spec] { cmd_event_movement(ctx, *which, spec_from(ctx, *spec)); });
  }
  {
    auto* cmd = event->add_subcommand("drop-pair");
    auto which = std::make_shared<std::string>(), pair = std::make_shared<std::string>();
    auto from = std::make_shared<int>(1);
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("PAIR", *pair)->required();
    cmd->add_option("--from-round", *from)->required();
    cmd->callback([&ctx, which, pair, from] { cmd_event_drop_pair(ctx, *which, *pair, *from); });
  }
  {
    auto* cmd = event->add_subcommand("delete");
    auto which = std::make_shared<std::string>();
    auto yes = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *which)->required();
    cmd->add_flag("--yes", *yes);
    cmd->callback([&ctx, which, yes] { cmd_event_delete(ctx, *which, *yes); });
  }
  {
    auto* cmd = event->add_subcommand("final");
    auto which = std::make_shared<std::string>();
    auto undo = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *which)->required();
    cmd->add_flag("--undo", *undo);
    cmd->callback([&ctx, which, undo] { cmd_event_final(ctx, *which, !*undo); });
  }
  if (ctx.import_cmd) {
    auto* cmd = ctx.import_cmd->add_subcommand("travellers");
    auto file = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto scoring = std::make_shared<std::string>("mp");
    cmd->add_option("FILE", *file)->required();
    cmd->add_option("--event", *name)->required();
    cmd->add_option("--scoring", *scoring)
        ->check(CLI::IsMember({"mp", "imps", "butler", "cross-imps", "bam"}))
        ->capture_default_str();
    cmd->callback([&ctx, file, name, scoring] { cmd_import_travellers(ctx, *file, *name, *scoring); });
  }
}

}  // namespace bandeja::app
