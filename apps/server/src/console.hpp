#pragma once
// The director's console as the server answers it (console_reads.cpp, console_slips.cpp),
// shared with its routes (routes_console.cpp): the request as a console route sees it, its
// fields, and each page read and sent. The pages themselves are laid out by the presentation
// layer (present/console_pages.hpp).
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/db/records.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/console_pages.hpp"
#include "bandeja/present/messages.hpp"

namespace bandeja::server::console {

// Who the audit log says made a change from the console.
inline constexpr const char* kNote = "director";

// A request from the director's signed-in browser.
struct Request {
  App& app;
  const httplib::Request& req;
  httplib::Response& res;
  Lang lang;
  DirectorSession session;
  // The catalogue's text for `code` in the director's language.
  std::string w(std::string_view code, const std::vector<std::string>& args = {}) const {
    return present::say(lang, code, args);
  }
  // What the console's pages need of this request: language, CSRF token, path.
  present::console::Context context() const { return {lang, session.csrf, req.path}; }
};

// Every console route but the sign-in: the director's session (else to the sign-in page), for a
// POST its CSRF token, then `handler` with the request as the console sees it.
void run_signed_in(App& app, const httplib::Request& req, httplib::Response& res, const std::function<void(Request&)>& handler);
template <class H>
httplib::Server::Handler signed_in(App& app, H handler) {
  return [&app, handler](const httplib::Request& req, httplib::Response& res) { run_signed_in(app, req, res, handler); };
}

// A printable document of the console's (cards, sheets, a movement's grid): its print styles
// inline, nothing fetched.
void send_printable(Request& r, const std::string& html);

// A file to download, named `name` + `extension` ("Tuesday pairs" ".pbn"), never cached.
void send_download(Request& r, const std::string& name, const std::string& extension, const std::string& type,
                   const std::string& body);

// Sends a console page (laid out by present::console) with `status`.
void page(Request& r, int status, const std::string& html);
// A form or query field ("" when absent); of a file form, one of its text parts.
std::string param(const httplib::Request& req, const char* name);
// A field of the request's form body only (application/x-www-form-urlencoded), never of its
// query string: a secret (the CSRF token) in a URL ends up in logs, history and Referer headers.
std::string form_field(const httplib::Request& req, const char* name);

// A round's pickup slips typed at the desk (console_slips.cpp): the page, at row `at` ("t2b5")
// with an error when given; and one row sent (JSON for entry.js, else back to the page).
void slips_page(Request& r, const db::EventInfo& e, int round, int status, const std::string& error, const std::string& at);
void slips_post(Request& r, const db::EventInfo& e, int round);

// Before a round with boards still to enter is locked: which tables, and a button to lock it
// anyway (or back to the event).
void lock_confirm_page(Request& r, const db::EventInfo& e, int round, const director::RoundGaps& gaps);
void see_other(httplib::Response& res, const std::string& to);

// The sign-in page (its form's token matched by its cookie), with an error when given.
void show_login(App& app, const httplib::Request& req, httplib::Response& res, int status, const std::string& error);

// The movement a form gives (the new event's, or the event's changed on its settings page), or
// "server.bad_body" naming the field at fault.
Result<movement::Spec> movement_of_form(const httplib::Request& req);

// The events of the file and the new event form; creating one from that form.
void events_page(Request& r, int status, const std::string& error);
void create_event(Request& r);

// The event of the request's first match, or a 404 page and nullopt.
std::optional<db::EventInfo> event_of(Request& r);
// An event's page: the grid of the evening, calls, links, results, pairs; with an error when given.
void event_page(Request& r, const db::EventInfo& e, int status, const std::string& error);
// The event's rulings and its settings (present::console::rulings_page, settings_page).
void rulings_page(Request& r, const db::EventInfo& e, int status, const std::string& error);
void settings_page(Request& r, const db::EventInfo& e, int status, const std::string& error);

}  // namespace bandeja::server::console
