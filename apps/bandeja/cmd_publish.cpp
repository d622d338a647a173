// Publishing and interchange: `bandeja publish` (the static results site), `bandeja export
// pbn|usebio|csv` and `bandeja import pbn|usebio`. Thin: db -> the director's ranked document
// (bandeja/director/record.hpp, the one `bandeja rank` renders) -> formats; and a file read ->
// the director's imports (bandeja/director/imports.hpp) -> what was stored.
#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/present/import_report.hpp"
#include "safe_output.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/present/figures.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/director/imports.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/sessions.hpp"

namespace bandeja::app {

namespace {

formats::EventRecord load_record(const Context& ctx, const std::string& which) {
  db::Store store = open_store(ctx);
  auto ranked = must(ctx, director::publish_event(store.load(find_event(ctx, store, which).id)));
  for (const auto& w : ranked.warnings) warn(ctx, present::render(w, ctx.lang));
  return std::move(ranked.record);
}

void write_file(const Context& ctx, const std::filesystem::path& path, const std::string& content) {
  write_output(ctx, path.string(), content);
}

// Writes to FILE, or to standard output when no --out was given; `what`: the format's name (PBN).
void emit(const Context& ctx, const std::string& out, const std::string& content, const std::string& what) {
  if (out.empty()) {
    std::cout << content;
    return;
  }
  write_file(ctx, out, content);
  fmt::print("{}\n", present::say(ctx.lang, "cli_publish.wrote", {what, out}));
}

void print_published(const Context& ctx, const std::string& dir, const formats::EventRecord& rec, size_t files) {
  const auto index = (std::filesystem::path(dir) / "index.html").string();
  const size_t entrants = rec.team_list.empty() ? rec.entrants.size() : rec.team_list.size();
  fmt::print("{}\n", present::say(ctx.lang, rec.teams ? "cli_publish.published_teams" : "cli_publish.published_pairs",
                                   {index, std::to_string(rec.boards.size()), std::to_string(entrants), std::to_string(files)}));
  if (rec.provisional())
    warn(ctx, present::say(ctx.lang, "rank.provisional",
                                     {std::to_string(rec.results_missing), std::to_string(rec.results_expected)}));
}


}  // namespace

director::ScopeChoice scope_choice(bool together, bool apart) {
  return together ? director::ScopeChoice::Together : apart ? director::ScopeChoice::Apart : director::ScopeChoice::Session;
}

director::Site warned(const Context& ctx, director::Site site) {
  for (const auto& w : site.warnings) warn(ctx, present::render(w, ctx.lang));
  return site;
}

void write_site(const Context& ctx, const std::string& dir, const present::SiteFiles& files) {
  must(ctx, replace_site(dir, files, ctx.force));
}

void announce_site(const Context& ctx, const std::string& dir, const director::Site& site) {
  for (const auto& [folder, rec, count] : site.parts)
    print_published(ctx, folder.empty() ? dir : (std::filesystem::path(dir) / folder).string(), rec, count);
  if (site.sections)
    fmt::print("{}\n", present::say(ctx.lang, "cli_publish.published_sections",
                                     {(std::filesystem::path(dir) / "index.html").string(), std::to_string(site.sections)}));
}

namespace {

void cmd_publish(Context& ctx, const std::string& which, const std::string& dir) {
  db::Store store = open_store(ctx);
  const auto site = warned(ctx, must(ctx, director::event_site(store.load(find_event(ctx, store, which).id), ctx.lang)));
  write_site(ctx, dir, site.files);
  announce_site(ctx, dir, site);
}

// `bandeja publish --session S --out DIR`: across the field (the session's scope, or
// --together) one site for the whole field, pairs named A1NS; section by section (--apart) a
// front page DIR/index.html and each section's own site in DIR/A/, DIR/B/, ... (session_site).
void cmd_publish_session(Context& ctx, const std::string& which, const std::string& dir, bool together, bool apart) {
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, which));
  const auto site = warned(ctx, must(ctx, director::session_site(store, s, director::session_scope(s, scope_choice(together, apart)), ctx.lang)));
  write_site(ctx, dir, site.files);
  announce_site(ctx, dir, site);
}

// An import refused: an error about the file's content names the file; one the event file
// refused says nothing was stored.
[[noreturn]] void import_refused(const Context& ctx, const std::string& file, const Error& e) {
  if (e.field == "file") throw UserError(file + ": " + present::render(e, ctx.lang));
  if (e.code.starts_with("store."))
    throw UserError(present::say(ctx.lang, "rank.nothing_stored", {present::render(e, ctx.lang)}));
  refuse_error(ctx.lang, e);
}

// Each line of a report (present/import_report.hpp), as the command line says it.
void print_lines(const std::vector<std::string>& lines) {
  for (const auto& line : lines) fmt::print("{}\n", line);
}

void cmd_import(Context& ctx, const std::string& format, const std::string& file, const std::string& name,
                const std::string& section, bool skip_bad_lines) {
  const std::string text = read_file(ctx, file);
  db::Store store = create_store(ctx);
  const std::string fallback = std::filesystem::path(file).stem().string();
  // A USEBIO night of several sections, none asked for: every section, as a session.
  if (format == "usebio" && section.empty() && formats::usebio_sections(text).size() > 1) {
    auto done = director::import_usebio_sections(store, text, name, fallback, ctx.lang, skip_bad_lines);
    if (!done) import_refused(ctx, file, done.error());
    fmt::print("{}\n", done->session.id);
    print_lines(present::session_imported_lines(*done, ctx.lang, false));
    return;
  }
  auto done = director::import_event(store, format == "pbn" ? director::Interchange::Pbn : director::Interchange::Usebio,
                                     text, name, fallback, ctx.lang, section, skip_bad_lines);
  if (!done) import_refused(ctx, file, done.error());
  fmt::print("{}\n", done->id);
  print_lines(present::imported_lines(*done, true, ctx.lang, false));
}

// `import pbn FILE --into EVENT [--skip-other-boards]`: the file's hand records on the boards of
// an event already set up (director::import_deals).
void cmd_import_deals(Context& ctx, const std::string& file, const std::string& which, bool skip_others) {
  const std::string text = read_file(ctx, file);
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  auto done = director::import_deals(store, info, text, skip_others, ctx.lang);
  if (!done) import_refused(ctx, file, done.error());
  print_lines(present::deals_added_lines(*done, info.name, ctx.lang));
}

void cmd_export(Context& ctx, const std::string& format, const std::string& which, const std::string& out,
                bool ranking, bool points, bool excel) {
  const auto rec = load_record(ctx, which);
  if (format == "pbn") emit(ctx, out, formats::write_pbn(rec), "PBN");
  else if (format == "usebio") emit(ctx, out, formats::write_usebio(rec), "USEBIO");
  else if (ranking) emit(ctx, out, present::ranking_csv(rec, csv_style(ctx, excel)), "CSV");
  else emit(ctx, out, present::results_csv(rec, points, csv_style(ctx, excel)), "CSV");
}

}  // namespace

void register_publish_commands(CLI::App& app, Context& ctx) {
  struct Args {
    std::string event, out, file, name, into, session, section_id;
    bool ranking = false, points = false, excel = false, skip_others = false, together = false, apart = false,
         skip_bad_lines = false;
  };
  auto args = std::make_shared<Args>();

  auto* publish = app.add_subcommand("publish");
  publish->add_option("event", args->event);
  publish->add_option("--session", args->session);
  publish->add_option("--out", args->out)->required();
  add_force_flag(publish, ctx);
  publish->add_flag("--together", args->together);
  publish->add_flag("--apart", args->apart)
      ->excludes("--together");
  publish->callback([&ctx, args] {
    if (args->event.empty() == args->session.empty())
      throw UserError(present::say(ctx.lang, "publish.event_or_session"));
    if ((args->together || args->apart) && args->session.empty())
      throw UserError(present::say(ctx.lang, "publish.together_needs_session"));
    if (!args->session.empty()) cmd_publish_session(ctx, args->session, args->out, args->together, args->apart);
    else cmd_publish(ctx, args->event, args->out);
  });

  if (ctx.import_cmd) {
    for (const std::string format : {"pbn", "usebio"}) {
      auto* c = ctx.import_cmd->add_subcommand(format);
      c->add_option("file", args->file)->required();
      c->add_option("--event", args->name);
      if (format == "pbn") {
        auto* into = c->add_option("--into", args->into)
                         ->excludes("--event");
        c->add_flag("--skip-other-boards", args->skip_others)
            ->needs(into);
      } else {
        c->add_option("--section", args->section_id);
        c->add_flag("--skip-bad-lines", args->skip_bad_lines);
      }
      c->callback([&ctx, args, format] {
        if (!args->into.empty()) cmd_import_deals(ctx, args->file, args->into, args->skip_others);
        else cmd_import(ctx, format, args->file, args->name, args->section_id, args->skip_bad_lines);
      });
    }
  }
  if (ctx.import_cmd) {
    // Hand records alone, from any format the readers know (the content says which): a
    // dealing machine's .dup, .bri, .dge or .dlm, BBO's .lin, or PBN.
    auto* c = ctx.import_cmd->add_subcommand("hands");
    for (const char* alias : {"lin", "dup", "dlm", "bri", "dge"}) c->alias(alias);
    c->add_option("file", args->file)->required();
    c->add_option("--into", args->into)->required();
    c->add_flag("--skip-other-boards", args->skip_others);
    c->callback([&ctx, args] { cmd_import_deals(ctx, args->file, args->into, args->skip_others); });
  }
  if (ctx.export_cmd) {
    for (const std::string format : {"pbn", "usebio", "csv"}) {
      auto* c = ctx.export_cmd->add_subcommand(format);
      c->add_option("event", args->event)->required();
      c->add_option("--out", args->out);
      add_force_flag(c, ctx);
      if (format == "csv") {
        c->add_flag("--ranking", args->ranking);
        c->add_flag("--points", args->points);
        c->add_flag("--excel", args->excel);
      }
      c->callback([&ctx, args, format] { cmd_export(ctx, format, args->event, args->out, args->ranking, args->points, args->excel); });
    }
  }
}

}  // namespace bandeja::app
