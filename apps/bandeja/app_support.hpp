#pragma once
// Helpers every command family shares: a message in the director's language, reading an input
// file, and opening the event file and finding an event in it, each failing with a UserError
// that says what to do.
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "app.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/publish.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/present/report.hpp"

namespace bandeja::app {

// The CLI is a shell over the director's core: the core's names it uses everywhere.
using director::clean_national_id;
using director::conventional_team_of;
using director::conventional_teams;
using director::CsvRecord;
using director::facts_of;
using director::header_key;
using director::is_teams_event;
using director::players_with_ids;
using director::read_roster_csv;
using director::renamed_players;
using director::section_facts;
using director::section_pair;
using director::SectionFacts;
using director::team_display;
using director::team_players;
using director::teams_of;
using director::typed;


// The value of a director operation, or a UserError with its error rendered in the director's
// language (the message catalogue): the one place the CLI turns an error value into words.
[[noreturn]] void refuse_error(Lang lang, const Error& e);
template <class T>
T must(Lang lang, Result<T>&& r) {
  if (!r.has_value()) refuse_error(lang, r.error());
  if constexpr (!std::is_void_v<T>) return std::move(r).value();
}
template <class T>
T must(const Context& ctx, Result<T>&& r) {
  return must(ctx.lang, std::move(r));
}

// A pair as `pairs` and `event show` list it: its id, its direction and its players with their
// national ids, the ids as the director's language writes them (3EO in Spanish).
std::string pair_line(const Context& ctx, const db::Pair& p);

// The whole file at `path`, or a UserError naming it.
std::string read_file(const Context& ctx, const std::string& path);

// `s` in lower case (ASCII letters; what the director typed, or a file name).
std::string lower(std::string s);

// Whether the answer to a [y/N] question is yes, in either language: y, yes, s, si, sí (any case).
bool is_yes(const std::string& answer);

// How a CSV export is written: for a spreadsheet in Spanish under --lang es (BOM, `;`, decimal
// commas, Spanish names and letters), for one in English with --excel (BOM), else plain.
present::CsvStyle csv_style(const Context& ctx, bool excel);

// Writes `content` to `path` safely (safe_output.hpp: a synced temporary file renamed into
// place), or a UserError naming it: a symbolic link there is never written through
// (cli.output_symlink), a file there is replaced only with --force (cli.output_exists), and
// "cli.cannot_write" when it cannot be written.
void write_output(const Context& ctx, const std::string& path, const std::string& content);

// The refusals of write_output, before any work is done for `path` (an analysis, a browser).
void check_output(const Context& ctx, const std::string& path);

// The command's --force flag (ctx.force): replace what it writes when it is already there.
void add_force_flag(CLI::App* cmd, Context& ctx);

// The format a printable page is written in: `format` ("html" or "pdf") when given, otherwise
// from the extension of `out` (".pdf": pdf, anything else: html).
std::string printable_format(const std::string& format, const std::string& out);

// What a printed card document says on standard error: that two a page fell back to one a page
// ("cli.cards_one_a_page"), or that a card is too long even in the smallest type.
void report_cards(const Context& ctx, int asked_per_page, int per_page, bool fits);

// Writes a print-ready HTML page to `out` as HTML, or printed to PDF through headless Chromium
// (print_pdf.hpp), by printable_format(format, out). Every command that prints calls this.
void write_printable(const Context& ctx, const std::string& html, const std::string& out,
                     const std::string& format = "");

// The event file named by --db, or a UserError saying why it cannot be opened; a file that is
// not there is refused (cli.no_event_file), never made: only commands that create something
// (event new, session new, an import, the server's password) make the file, with create_store.
db::Store open_store(const Context& ctx);
db::Store create_store(const Context& ctx);

// The shared players' register named by --players, or nothing when the event file's own is used.
// `create`: make the file when it is not there (players import, players add); otherwise a file
// that is not there is refused (cli.no_players_file).
std::optional<db::Store> open_register(const Context& ctx, bool create);

// The event named by id or name, or a UserError pointing to `bandeja event list`.
db::EventInfo find_event(const Context& ctx, const db::Store& store, const std::string& which);

// A warning for the director on standard error, in their words ("warning: ..."): never a log
// line with a date and a level, which is what -v's diagnostics look like.
void warn(const Context& ctx, const std::string& text);

// A UserError with the catalogue's text for `code` (a command used wrongly: "cli.*").
[[noreturn]] void refuse(const Context& ctx, std::string_view code, const std::vector<std::string>& args = {});

// Every error of an input file on standard error ("error: FILE: line 7, column board: ..."),
// then a UserError saying nothing was stored.
[[noreturn]] void fail_file(const Context& ctx, const std::string& file, const std::vector<Error>& errors);

// The base of the table links printed (table-links, event cards): --base when given, else where
// the last server on this file answered, else where `serve --bind 0.0.0.0` would; a warning when
// the phones cannot reach it or it is only a guess (director::links_base). cmd_serve.cpp.
std::string links_base(const Context& ctx, const db::Store& store, const std::string& given);

// The director's --together / --apart, when given, for director::session_scope.
director::ScopeChoice scope_choice(bool together, bool apart);
// The site's warnings on standard error, then the site (director/publish.hpp).
director::Site warned(const Context& ctx, director::Site site);
// Writes the site as the folder `dir`, whole (safe_output.hpp): an old site there is replaced
// only with --force, and none of its pages survives.
void write_site(const Context& ctx, const std::string& dir, const present::SiteFiles& files);
// "published: DIR/index.html (14 boards, 14 pairs, 32 files)" for each part, once written.
void announce_site(const Context& ctx, const std::string& dir, const director::Site& site);

}  // namespace bandeja::app
