// The stored lines: status (what is missing), result list|edit|delete, audit and backup.
// Thin: arguments -> director (results.hpp) -> what the director reads.
#include <algorithm>
#include <filesystem>
#include <map>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/audit.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/present/text_table.hpp"
#include "line_text.hpp"
#include "safe_output.hpp"

namespace bandeja::app {

namespace {

using db::Id;
using db::ResultLine;
using db::Store;

void cmd_status(Context& ctx, const std::string& which, std::optional<int> only_round) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const director::Status st = director::status(store, info);
  if (!st.has_movement) {
    fmt::print("{}\n", present::say(ctx.lang, "cli_result.status_no_movement", {info.name}));
    for (const auto& [b, n] : st.per_board)
      fmt::print("  {}\n", present::say(ctx.lang, "cli_result.status_board", {std::to_string(b), std::to_string(n)}));
    return;
  }
  for (const auto& r : st.rounds) {
    if (only_round && r.round != *only_round) continue;
    const std::string round = std::to_string(r.round), expected = std::to_string(r.expected);
    if (r.entered == r.expected)
      fmt::print("{}\n", present::say(ctx.lang, "cli_result.status_round_complete", {round, expected}));
    else
      fmt::print("{}\n", present::say(ctx.lang, "cli_result.status_round", {round, std::to_string(r.entered), expected}));
    for (const auto& t : r.missing)
      fmt::print("  {}\n", present::say(ctx.lang, "cli_result.status_table_missing",
                                         {std::to_string(t.table), t.ns, t.ew, present::number_list(t.boards)}));
  }
  if (!only_round)
    fmt::print("{}\n", present::say(ctx.lang, st.entered == st.expected ? "cli_result.status_total_complete" : "cli_result.status_total",
                                     {std::to_string(st.entered), std::to_string(st.expected)}));
}

// `files`: the event's imports by id, to say which file and line an imported line came from.
void print_lines(const Context& ctx, const std::vector<ResultLine>& lines,
                 const std::map<Id, std::string>& files = {}) {
  // The entry column as wide as its widest entry (a weighted score's parts run long);
  // characters, not bytes (suit symbols, the minus sign).
  size_t wide = 16;
  bool imported = false;
  for (const auto& l : lines) {
    wide = std::max(wide, present::display_width(entry_text(ctx, l)));
    imported = imported || l.import_id != 0;
  }
  auto from = [&](const ResultLine& l) -> std::string {
    if (!imported) return "";
    if (l.import_id == 0) return "  -";
    auto f = files.find(l.import_id);
    return "  " + (f == files.end() || f->second.empty() ? "#" + std::to_string(l.import_id) : f->second) + ":" +
           std::to_string(l.import_line);
  };
  auto column = [&](const char* word) { return present::say(ctx.lang, std::string("cli_result.column_") + word); };
  fmt::print("{:>5} {:>5} {:>5} {:>4}  {:<6} {:<6} {:<{}} {:>6}{}\n", "id", column("board"), column("round"),
             column("table"), "NS", column("ew"), column("entry"), wide, "NS", imported ? "  " + column("from") : "");
  for (const auto& l : lines)
    fmt::print("{:>5} {:>5} {:>5} {:>4}  {:<6} {:<6} {:<{}} {:>6}{}\n", l.id, l.board,
               l.round ? std::to_string(*l.round) : "", l.table ? std::to_string(*l.table) : "",
               present::pair_id(l.ns, ctx.lang), present::pair_id(l.ew, ctx.lang), entry_text(ctx, l), wide, score_text(l.ns_score), from(l));
}

void cmd_result_list(Context& ctx, const std::string& which, std::optional<int> board,
                     std::optional<int> round, std::optional<int> table) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  std::vector<ResultLine> lines;
  for (auto& l : store.results(info.id)) {
    if (board && l.board != *board) continue;
    if (round && l.round != round) continue;
    if (table && l.table != table) continue;
    lines.push_back(std::move(l));
  }
  std::map<Id, std::string> files;
  for (const auto& i : store.imports(info.id)) files[i.id] = i.file;
  print_lines(ctx, lines, files);
}

void cmd_result_edit(Context& ctx, const std::string& which, const std::string& rid_text,
                     const std::vector<std::string>& entry) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const Id rid = must(ctx, director::parse_result_id(rid_text));
  std::string typed_entry;
  for (const auto& x : entry) typed_entry += (typed_entry.empty() ? "" : " ") + x;
  const auto e = must(ctx, director::edit_result(store, info, rid, typed_entry, ctx.lang, "result edit"));
  const std::vector<std::string> args{std::to_string(rid), describe(ctx, e.before), entry_text(ctx, e.after),
                                      score_text(e.after.ns_score)};
  fmt::print("{}\n", present::say(ctx.lang, e.after.ns_score ? "cli_result.edited_scored" : "cli_result.edited", args));
}

void cmd_result_delete(Context& ctx, const std::string& which, const std::string& rid_text) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const Id rid = must(ctx, director::parse_result_id(rid_text));
  const auto old = must(ctx, director::delete_result(store, info, rid, "result delete"));
  fmt::print("{}\n", present::say(ctx.lang, "cli_result.deleted", {std::to_string(rid), describe(ctx, old)}));
}

void cmd_audit(Context& ctx, const std::string& which) {
  Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  auto records = store.audit(info.id);
  if (records.empty()) {
    fmt::print("{}\n", present::say(ctx.lang, "cli_result.audit_none"));
    return;
  }
  for (const auto& a : records) {
    if (!a.import && !a.ruling && !a.round && !a.new_value && !a.old_value) continue;  // never written so
    const auto w = director::audit_words(a, ctx.lang);
    const std::string note = w.by.empty() ? "" : "  [" + w.by + "]";
    if (!w.said.empty()) {  // a file, a ruling, a round: one sentence
      const std::string number = w.number.empty() ? "" : fmt::format("#{:<4} ", w.number);
      fmt::print("{}  {:<6} {}{}{}\n", a.at, w.action, number, w.said, note);
      continue;
    }
    const std::string change =
        present::say(ctx.lang, "cli_result.audit_change",
                     {fmt::format("{:>3}", w.board), fmt::format("{:<5}", w.ns), fmt::format("{:<5}", w.ew),
                      w.before.empty() ? "\u2014" : w.before, w.after.empty() ? "\u2014" : w.after});
    fmt::print("{}  {:<6} #{:<4} {}{}\n", a.at, w.action, w.number, change, note);
  }
}

void cmd_backup(Context& ctx, const std::string& dest) {
  // A link at FILE is never written through; a file there is replaced only with --force (the
  // copy is renamed onto it whole: Store::backup).
  check_output(ctx, dest);
  if (!std::filesystem::exists(ctx.db_path)) refuse(ctx, "cli.backup_no_file", {ctx.db_path});
  Store store = open_store(ctx);
  remove_stale_partials(dest);  // what a killed backup left beside it
  must(ctx, director::guarded([&] { store.backup(dest); }));
  Store copy = open_store(Context{ctx.lang, 0, dest});
  size_t lines = 0;
  const auto events = copy.events();
  for (const auto& e : events) lines += copy.results(e.id).size();
  fmt::print("{}\n", present::say(ctx.lang, "cli_result.backed_up",
                                   {ctx.db_path, dest, std::to_string(events.size()), std::to_string(lines)}));
}

}  // namespace

void register_result_commands(CLI::App& app, Context& ctx) {
  {
    auto* cmd = app.add_subcommand("status");
    auto which = std::make_shared<std::string>();
    auto round = std::make_shared<std::optional<int>>();
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("--round", *round);
    cmd->callback([&ctx, which, round] { cmd_status(ctx, *which, *round); });
  }
  {
    auto* result = app.add_subcommand("result");
    result->require_subcommand(1);
    auto* list = result->add_subcommand("list");
    auto which = std::make_shared<std::string>();
    auto board = std::make_shared<std::optional<int>>();
    auto round = std::make_shared<std::optional<int>>();
    auto table = std::make_shared<std::optional<int>>();
    list->add_option("EVENT", *which)->required();
    list->add_option("--board", *board);
    list->add_option("--round", *round);
    list->add_option("--table", *table);
    list->callback([&ctx, which, board, round, table] { cmd_result_list(ctx, *which, *board, *round, *table); });

    auto* edit = result->add_subcommand("edit");
    auto ewhich = std::make_shared<std::string>();
    auto rid = std::make_shared<std::string>();
    auto entry = std::make_shared<std::vector<std::string>>();
    edit->add_option("EVENT", *ewhich)->required();
    edit->add_option("ID", *rid)->required();
    edit->add_option("ENTRY", *entry)->required();
    edit->callback([&ctx, ewhich, rid, entry] { cmd_result_edit(ctx, *ewhich, *rid, *entry); });

    auto* del = result->add_subcommand("delete");
    auto dwhich = std::make_shared<std::string>();
    auto did = std::make_shared<std::string>();
    del->add_option("EVENT", *dwhich)->required();
    del->add_option("ID", *did)->required();
    del->callback([&ctx, dwhich, did] { cmd_result_delete(ctx, *dwhich, *did); });
  }
  {
    auto* cmd = app.add_subcommand("audit");
    auto which = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which)->required();
    cmd->callback([&ctx, which] { cmd_audit(ctx, *which); });
  }
  {
    auto* cmd = app.add_subcommand("backup");
    auto dest = std::make_shared<std::string>();
    cmd->add_option("FILE", *dest)->required();
    add_force_flag(cmd, ctx);
    cmd->callback([&ctx, dest] { cmd_backup(ctx, *dest); });
  }
}

}  // namespace bandeja::app
