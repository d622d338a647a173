#pragma once
// The director's console's pages (console_pages.cpp), shared with its routes
// (routes_console.cpp): the request as a console page sees it, the forms' pieces, and each page.
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/db/records.hpp"
#include "bandeja/director/tables.hpp"
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
};

// The session's CSRF token as a hidden form field; a form of one button that POSTs to `action`.
std::string csrf_field(const Request& r);
std::string button_form(const Request& r, const std::string& action, const std::string& label,
                        const std::string& hidden = "", const std::string& cls = "");
std::string hidden(const std::string& name, const std::string& value);
std::string message_html(const std::string& cls, const std::string& text, const std::string& id = "message");
// A form or query field ("" when absent).
std::string param(const httplib::Request& req, const char* name);
// A field of the request's form body only (application/x-www-form-urlencoded), never of its
// query string: a secret (the CSRF token) in a URL ends up in logs, history and Referer headers.
std::string form_field(const httplib::Request& req, const char* name);

// A console page with the console's menu, and its scripts (console.js unless told).
void page(Request& r, int status, const std::string& title, const std::string& body,
          std::vector<std::string> scripts = {"console.js"});

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

// The events of the file and the new event form; creating one from that form.
void events_page(Request& r, int status, const std::string& error);
void create_event(Request& r);

// The event of the request's first match, or a 404 page and nullopt.
std::optional<db::EventInfo> event_of(Request& r);
// An event's page: the grid of the evening, calls, links, results, pairs; with an error when given.
void event_page(Request& r, const db::EventInfo& e, int status, const std::string& error);

}  // namespace bandeja::server::console
