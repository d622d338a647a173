// The console's imports, behind the director's password: a file sent from the browser (a form
// of multipart/form-data, at most kMaxUpload, which the front reads only for the signed-in
// director: front.hpp) goes through the director's import, as `bandeja import pbn|usebio|
// travellers|hands`, `enter EVENT --file`, `pairs EVENT --file` and `players import` take it;
// the page says what it stored and what it did not, or why nothing was stored.
#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/director/imports.hpp"
#include "bandeja/director/pairs.hpp"
#include "bandeja/director/players.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/movement/asc.hpp"
#include "bandeja/movement/json.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/present/console_import.hpp"
#include "bandeja/present/import_report.hpp"
#include "console.hpp"

namespace bandeja::server {

namespace {

using namespace console;
using present::console::ImportDone;
using director::Errors;

void import_page(Request& r, int status, const ImportDone& done) {
  auto events = r.app.read([](db::Store& s) { return director::guarded([&] { return s.events(); }); });
  page(r, status,
       present::console::import_page(r.context(), events ? *events : std::vector<db::EventInfo>{}, kMaxUpload / (1024 * 1024), done));
}

// Why nothing was stored, each in the console's words; a file's bad lines named after it.
std::vector<std::string> refused(Request& r, const std::string& file, const Errors& errors) {
  std::vector<std::string> out;
  size_t bad = 0;
  for (const auto& e : errors) {
    if (e.code == "file.more_errors") {
      out.push_back(present::render(e, r.lang));
      bad += std::stoul(e.args.at(0));
      continue;
    }
    out.push_back((e.line > 0 || e.field == "file" ? file + ": " : "") + present::console::refusal(r.context(), e));
    ++bad;
  }
  if (bad > 1 || (bad == 1 && errors.front().line > 0)) out.push_back(r.w("file.nothing_stored", {std::to_string(bad), file}));
  return out;
}

// The event the form chose ("into": its id) for hand records, a round's travellers or pairs' names.
Result<db::EventInfo> event_into(Request& r, db::Store& s) {
  const std::string id = param(r.req, "into");
  const bool digits = !id.empty() && id.size() <= 12 && std::all_of(id.begin(), id.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  auto e = director::guarded([&] { return digits ? s.event_by_id(std::stoll(id)) : std::optional<db::EventInfo>(); });
  if (!e) return std::unexpected(e.error());
  if (!*e) return fail_code("store.no_event", "into", {id});
  return **e;
}

// The import the form asks for, of `bytes` sent as `file`.
ImportDone run_import(Request& r, const std::string& kind, const std::string& file, const std::string& bytes) {
  ImportDone done{kind, {}, {}, {}};
  const std::string name = param(r.req, "name");
  const bool skip = param(r.req, "skip") == "1";
  const std::string fallback = std::filesystem::path(file).stem().string();
  auto fail = [&](const Error& e) { done.errors = refused(r, file, Errors{e}); };
  if (kind == "pbn" || kind == "usebio") {
    // A USEBIO night of several sections: every section, as a session (as the CLI's import).
    if (kind == "usebio" && formats::usebio_sections(bytes).size() > 1) {
      auto made = r.app.write([&](db::Store& s) { return director::import_usebio_sections(s, bytes, name, fallback, r.lang, skip); });
      if (!made) return fail(made.error()), done;
      done.report = present::session_imported_lines(*made, r.lang, true);
      done.link = "/director/sessions/" + std::to_string(made->session.id);
      return done;
    }
    const auto format = kind == "pbn" ? director::Interchange::Pbn : director::Interchange::Usebio;
    auto made = r.app.write([&](db::Store& s) { return director::import_event(s, format, bytes, name, fallback, r.lang, {}, skip); });
    if (!made) return fail(made.error()), done;
    done.report = present::imported_lines(*made, true, r.lang, true);
    done.link = "/director/events/" + std::to_string(made->id);
  } else if (kind == "travellers") {
    const std::string scoring = param(r.req, "scoring").empty() ? "mp" : param(r.req, "scoring");
    auto made = r.app.write([&](db::Store& s) -> std::expected<director::ImportedEvent, Errors> {
      auto e = director::guarded([&] { return director::import_travellers(s, bytes, name, scoring, r.lang, "import travellers " + file); });
      if (!e) return std::unexpected(Errors{e.error()});
      return *e;
    });
    if (!made) return done.errors = refused(r, file, made.error()), done;
    done.report = present::travellers_imported_lines(*made, name, scoring, r.lang, true);
    done.link = "/director/events/" + std::to_string(made->id);
  } else if (kind == "round") {  // `bandeja enter EVENT --file F`: a round's travellers into the event
    auto entered = r.app.write([&](db::Store& s) -> std::expected<std::pair<director::FileEntered, db::Id>, Errors> {
      auto e = event_into(r, s);
      if (!e) return std::unexpected(Errors{e.error()});
      auto done = director::guarded([&] {
        auto view = director::EventView::load(s, *e);
        return director::enter_travellers(s, view, bytes, param(r.req, "replace") == "1", r.lang, "enter --file " + file,
                                          param(r.req, "accept") == "1", file, param(r.req, "swap") == "1");
      });
      if (!done) return std::unexpected(Errors{done.error()});
      if (!*done) return std::unexpected(done->error());
      return std::pair{**done, e->id};
    });
    if (!entered) {
      done.errors = refused(r, file, entered.error());
      const auto& errors = entered.error();
      // What the director may tick to have the file taken, as the CLI's hints say with its options.
      if (std::all_of(errors.begin(), errors.end(), [](const Error& e) { return e.code == "line.tricks_far_from_dd"; }))
        done.errors.push_back(r.w("console.import_accept_hint", {r.w("console.import_accept")}));
      if (std::any_of(errors.begin(), errors.end(), [](const Error& e) { return e.code == "line.pairs_wrong_way"; }))
        done.errors.push_back(r.w("console.import_swap_hint", {r.w("console.import_swap")}));
      return done;
    }
    const auto& [f, id] = *entered;
    done.report.push_back(f.replaced ? r.w("enter.file_stored_replaced", {std::to_string(f.lines), file, std::to_string(f.replaced)})
                                     : r.w("enter.file_stored", {std::to_string(f.lines), file}));
    for (const auto& w : f.warnings) done.report.push_back(r.w("enter.file_warning", {file, std::to_string(w.line), present::render(w, r.lang)}));
    for (const auto& w : f.swapped) done.report.push_back(r.w("enter.file_swapped", {file, present::render(w, r.lang)}));
    done.link = "/director/events/" + std::to_string(id);
  } else if (kind == "pairs") {  // `bandeja pairs EVENT --file F`: the pairs' players named
    auto named = r.app.write([&](db::Store& s) -> std::expected<std::pair<size_t, db::Id>, Errors> {
      auto e = event_into(r, s);
      if (!e) return std::unexpected(Errors{e.error()});
      auto n = director::guarded([&] { return director::name_pairs_from_csv(s, *e, bytes); });
      if (!n) return std::unexpected(Errors{n.error()});
      if (!*n) return std::unexpected(n->error());
      return std::pair{**n, e->id};
    });
    if (!named) return done.errors = refused(r, file, named.error()), done;
    done.report = {r.w("cli_pairs.named_from_file", {std::to_string(named->first), file})};
    done.link = "/director/events/" + std::to_string(named->second) + "#pairs";
  } else if (kind == "hands") {
    auto added = r.app.write([&](db::Store& s) -> Result<std::pair<director::DealsAdded, std::string>> {
      auto e = event_into(r, s);
      if (!e) return std::unexpected(e.error());
      auto deals = director::import_deals(s, *e, bytes, skip, r.lang);
      if (!deals) return std::unexpected(deals.error());
      return std::pair{*deals, e->name};
    });
    if (!added) return fail(added.error()), done;
    done.report = present::deals_added_lines(added->first, added->second, r.lang);
    done.link = "/director/events/" + param(r.req, "into");
  } else if (kind == "players") {
    auto stored = r.app.write([&](db::Store& s) -> std::expected<std::pair<db::Store::MembersStored, size_t>, Errors> {
      auto m = director::guarded([&] { return director::import_members_csv(s, bytes, file); });
      if (!m) return std::unexpected(Errors{m.error()});
      if (!*m) return std::unexpected(m->error());
      return std::pair{**m, s.member_count()};
    });
    if (!stored) return done.errors = refused(r, file, stored.error()), done;
    const auto& [m, total] = *stored;
    done.report = {r.w("cli_players.imported", {file, std::to_string(m.added), std::to_string(m.changed), std::to_string(m.unchanged),
                                                std::to_string(total)})};
    done.link = "/director/players";
  } else {
    fail(body_error("kind"));
  }
  return done;
}

}  // namespace

void register_import_routes(App& app) {
  app.http.Get(kImportPath, signed_in(app, [](Request& r) { import_page(r, 200, {}); }));
  app.http.Post(kImportPath, signed_in(app, [](Request& r) {
    const std::string kind = param(r.req, "kind");
    if (!r.req.has_file("file") || r.req.get_file_value("file").filename.empty()) {
      ImportDone none{kind, {}, {}, {r.w("console.import_no_file")}};
      return import_page(r, 422, none);
    }
    const auto& file = r.req.get_file_value("file");
    const std::string name = std::filesystem::path(file.filename).filename().string();
    // A movement file (`bandeja movement check`): its grid, whether it is valid and its balance;
    // nothing stored.
    if (kind == "movement") {
      const auto first = file.content.find_first_not_of(" \t\r\n");
      const auto bpr = int_param(r.req, "boards_per_round");
      auto m = first != std::string::npos && file.content[first] == '{'
                   ? movement::from_json(file.content)
                   : movement::from_asc(file.content, bpr && *bpr > 0 && *bpr <= 100 ? static_cast<int>(*bpr) : 0);
      if (!m) return import_page(r, 422, ImportDone{kind, {}, {}, {name + ": " + present::console::refusal(r.context(), m.error())}});
      return send_printable(r, present::movement_preview_html(*m, r.lang));
    }
    const ImportDone done = run_import(r, kind, name, file.content);
    import_page(r, done.errors.empty() ? 200 : 422, done);
  }));
}

}  // namespace bandeja::server
