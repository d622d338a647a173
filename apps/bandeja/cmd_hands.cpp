// Hand records: `bandeja deal` (boards dealt at random for a dealing machine's file, or onto an
// event's boards), `bandeja analyse` (double dummy and par with DDS, for an event or a PBN
// file) and `bandeja hand-records` (the print-ready sheet). Thin: every rule is the director's
// (hands.hpp); this file reads the options, gives the operating system's randomness and draws
// the progress bar.
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include <unistd.h>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/hands.hpp"
#include "bandeja/present/hand_records.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/movement/cards.hpp"
#include "print_pdf.hpp"

namespace bandeja::app {
namespace {

director::DealSource source_of(const Context& ctx, const std::string& seed) {
  director::DealSource s;
  if (!seed.empty()) s.seed = must(ctx, director::parse_seed(seed));
  s.words = server::random_word;
  return s;
}

// "analysing 12/36 boards [######......]" on standard error, redrawn in place, when it is a
// terminal; nothing otherwise (a log or a pipe wants no carriage returns).
analysis::Progress progress_bar(const Context& ctx) {
  if (isatty(2) == 0) return {};
  return [&ctx](size_t done, size_t total) {
    constexpr size_t kWidth = 30;
    const size_t filled = total ? done * kWidth / total : kWidth;
    fmt::print(stderr, "\r{}", present::say(ctx.lang, "cli_hands.progress",
                                             {std::to_string(done), std::to_string(total),
                                              std::string(filled, '#') + std::string(kWidth - filled, '.')}));
    if (done == total) fmt::print(stderr, "\n");
    std::fflush(stderr);
  };
}

bool is_pbn_file(const std::string& target) {
  return target.size() > 4 && lower(target).ends_with(".pbn");
}

void print_sections(const Context& ctx, const director::SectionsTouched& t, std::FILE* to = stdout) {
  if (t.sections.empty()) return;
  std::string names;
  for (const auto& s : t.sections) names += (names.empty() ? "'" : ", '") + s + "'";
  fmt::print(to, "  {}\n", present::say(ctx.lang, "cli_hands.session_sections", {names}));
}

struct DealArgs {
  std::string event, seed, out;
  std::optional<int> boards;
  int first = 1;
  bool replace = false, section_only = false, analyse = false;
  int threads = 0;
};

void cmd_deal(Context& ctx, const DealArgs& a) {
  const auto source = source_of(ctx, a.seed);
  if (a.event.empty()) {
    if (!a.boards) refuse(ctx, "cli.deal_boards_missing");
    if (a.out.empty()) refuse(ctx, "cli.deal_out_missing");
    check_output(ctx, a.out);
    auto boards = must(ctx, director::deal_boards(a.first, *a.boards, source));
    if (a.analyse) {
      std::vector<analysis::BoardDeal> deals;
      for (const auto& b : boards) deals.push_back({*b.deal, b.dealer, b.vulnerability});
      auto done = must(ctx, analysis::analyse(deals, a.threads, progress_bar(ctx)));
      for (size_t i = 0; i < boards.size(); ++i) boards[i].analysis = done[i];
    }
    write_output(ctx, a.out, director::hand_records_pbn(std::filesystem::path(a.out).stem().string(), boards));
    // From the system's randomness, or from the seed the director gave (to deal them again).
    fmt::print("{}\n", a.seed.empty() ? present::say(ctx.lang, "cli_hands.dealt_file", {std::to_string(boards.size()), a.out})
                                      : present::say(ctx.lang, "cli_hands.dealt_file_seed",
                                                      {std::to_string(boards.size()), a.seed, a.out}));
    return;
  }
  if (a.boards) refuse(ctx, "cli.deal_boards_with_event");
  if (!a.out.empty()) check_output(ctx, a.out);  // before the boards are dealt
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, a.event);
  const auto dealt = must(ctx, director::deal_event(store, info, source, a.replace, a.section_only));
  const std::string boards = movement::board_list(dealt.boards);
  fmt::print("{}\n", a.seed.empty() ? present::say(ctx.lang, "cli_hands.dealt_event", {boards, info.name})
                                    : present::say(ctx.lang, "cli_hands.dealt_event_seed", {boards, info.name, a.seed}));
  print_sections(ctx, dealt);
  if (a.analyse) {
    const auto done = must(ctx, director::analyse_event(store, info, a.threads, progress_bar(ctx)));
    fmt::print("{}\n", present::say(ctx.lang, "cli_hands.analysed", {std::to_string(done.boards.size())}));
  }
  if (!a.out.empty()) {
    write_output(ctx, a.out, director::hand_records_pbn(info.name, director::event_hand_records(store, info)));
    fmt::print("{}\n", present::say(ctx.lang, "cli_hands.written", {a.out}));
  }
}

void cmd_analyse(Context& ctx, const std::string& target, const std::string& format, int threads,
                 const std::string& out) {
  if (!out.empty()) check_output(ctx, out);  // before the analysis, which may take long
  std::vector<formats::Board> boards;
  std::string title;
  if (is_pbn_file(target)) {
    auto read = director::analyse_pbn(read_file(ctx, target), threads, ctx.lang, progress_bar(ctx));
    // The reader's errors name a line of this file; nothing is stored either way.
    if (!read) throw UserError(target + ": " + present::render(read.error(), ctx.lang));
    boards = std::move(*read);
    title = std::filesystem::path(target).stem().string();
  } else {
    db::Store store = open_store(ctx);
    const auto info = find_event(ctx, store, target);
    const auto done = must(ctx, director::analyse_event(store, info, threads, progress_bar(ctx)));
    print_sections(ctx, done, stderr);  // standard output is the analysis (JSON for a program)
    boards = director::event_hand_records(store, info);
    title = info.name;
  }
  std::cout << (format == "json" ? director::analysis_json(boards) : director::analysis_text(boards, ctx.lang));
  if (!out.empty()) {
    write_output(ctx, out, director::hand_records_pbn(title, boards));
    fmt::print(stderr, "{}\n", present::say(ctx.lang, "cli_hands.written_with_analysis", {out}));
  }
}

struct SheetArgs {
  std::string target, out, format, paper = "a4";
  int per_page = 4;
};

// The print-ready hand-record sheet of an event or a PBN file, as HTML or (through Chromium) PDF.
void cmd_hand_records(Context& ctx, const SheetArgs& a) {
  present::HandRecordSheet sheet;
  sheet.per_page = a.per_page;
  sheet.paper = a.paper == "letter" ? movement::Paper::Letter : movement::Paper::A4;
  if (is_pbn_file(a.target)) {
    auto rec = formats::read_pbn(read_file(ctx, a.target), ctx.lang);
    if (!rec) fail_file(ctx, a.target, {rec.error()});
    must(ctx, director::complete_par(rec->boards));
    sheet.title = rec->name.empty() ? std::filesystem::path(a.target).stem().string() : rec->name;
    sheet.date = rec->date;
    for (auto& b : rec->boards)
      if (b.deal) sheet.boards.push_back(std::move(b));
  } else {
    db::Store store = open_store(ctx);
    sheet = must(ctx, director::event_hand_record_sheet(store, find_event(ctx, store, a.target), sheet.per_page, sheet.paper));
  }
  if (sheet.boards.empty()) refuse(ctx, "cli.no_hand_records", {a.target});
  write_printable(ctx, present::hand_record_sheet_html(sheet, ctx.lang), a.out, a.format);
  fmt::print("{}\n", present::say(ctx.lang, "cli_hands.sheet_written",
                                   {std::to_string(sheet.boards.size()), std::to_string(present::pages(sheet)), a.out}));
}

}  // namespace

void register_hands_commands(CLI::App& app, Context& ctx) {
  {
    auto* cmd = app.add_subcommand(
        "deal");
    auto a = std::make_shared<DealArgs>();
    cmd->add_option("EVENT", a->event);
    cmd->add_option("--boards", a->boards)->check(CLI::Range(1, limits::boards));
    cmd->add_option("--first", a->first)->check(CLI::Range(1, limits::boards));
    cmd->add_option("--seed", a->seed);
    cmd->add_option("--out", a->out);
    add_force_flag(cmd, ctx);
    cmd->add_flag("--replace", a->replace);
    cmd->add_flag("--section-only", a->section_only);
    cmd->add_flag("--analyse", a->analyse);
    cmd->add_option("--threads", a->threads)->check(CLI::Range(0, 256));
    cmd->callback([&ctx, a] { cmd_deal(ctx, *a); });
  }
  {
    auto* cmd = app.add_subcommand("analyse");
    cmd->alias("analyze");
    auto target = std::make_shared<std::string>();
    auto format = std::make_shared<std::string>("text");
    auto threads = std::make_shared<int>(0);
    auto out = std::make_shared<std::string>();
    cmd->add_option("TARGET", *target)->required();
    cmd->add_option("--format", *format)->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    cmd->add_option("--threads", *threads)->check(CLI::Range(0, 256));
    cmd->add_option("--out", *out);
    add_force_flag(cmd, ctx);
    cmd->callback([&ctx, target, format, threads, out] { cmd_analyse(ctx, *target, *format, *threads, *out); });
  }
  {
    auto* cmd = app.add_subcommand("hand-records");
    auto a = std::make_shared<SheetArgs>();
    cmd->add_option("TARGET", a->target)->required();
    cmd->add_option("--out", a->out)->required();
    add_force_flag(cmd, ctx);
    cmd->add_option("--format", a->format)
        ->check(CLI::IsMember({"html", "pdf"}));
    cmd->add_option("--per-page", a->per_page)
        ->check(CLI::IsMember({1, 2, 4, 6}))
        ->capture_default_str();
    cmd->add_option("--paper", a->paper)->check(CLI::IsMember({"a4", "letter"}))->capture_default_str();
    cmd->callback([&ctx, a] { cmd_hand_records(ctx, *a); });
  }
}

}  // namespace bandeja::app
