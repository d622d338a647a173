// The director's console's pages: the sign-in, the events with the new event form, and an
// event's page (the evening's grid, calls, links, results to correct, pairs to name). Each
// renders what the director's core gives; the routes that call them are in routes_console.cpp.
#include <algorithm>

#include "bandeja/director/events.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/score/entry.hpp"
#include "console.hpp"
#include "html.hpp"

namespace bandeja::server::console {

std::string csrf_field(const Request& r) {
  return "<input type=\"hidden\" name=\"csrf\" value=\"" + esc(r.session.csrf) + "\">";
}

// A form that POSTs to `action` with the CSRF token and a submit button.
std::string button_form(const Request& r, const std::string& action, const std::string& label,
                        const std::string& hidden, const std::string& cls) {
  return "<form class=\"inline\" method=\"post\" action=\"" + esc(action) + "\">" + csrf_field(r) + hidden +
         "<button type=\"submit\"" + (cls.empty() ? "" : " class=\"" + cls + "\"") + ">" + esc(label) +
         "</button></form>";
}

std::string hidden(const std::string& name, const std::string& value) {
  return "<input type=\"hidden\" name=\"" + esc(name) + "\" value=\"" + esc(value) + "\">";
}

std::string menu(const Request& r) {
  return "<h1>" + esc(r.w("console.directors_console")) + "</h1><nav class=\"menu\"><a href=\"/director\">" +
         esc(r.w("console.events")) + "</a> " +
         button_form(r, "/director/logout", r.w("console.sign_out")) + " " + lang_links(r.req.path, r.lang) + "</nav>";
}

void page(Request& r, int status, const std::string& title, const std::string& body, std::vector<std::string> scripts) {
  Page p;
  p.title = title;
  p.header = menu(r);
  p.body = body;
  p.scripts = std::move(scripts);
  send_html(r.res, status, render_page(p, r.lang));
}

void see_other(httplib::Response& res, const std::string& to) {
  res.status = 303;
  res.set_header("Location", to);
}

std::string message_html(const std::string& cls, const std::string& text, const std::string& id) {
  return "<p class=\"" + cls + "\" id=\"" + id + "\" role=\"status\">" + esc(text) + "</p>\n";
}

std::string param(const httplib::Request& req, const char* name) {
  return req.has_param(name) ? req.get_param_value(name) : std::string();
}

std::string form_field(const httplib::Request& req, const char* name) {
  if (!req.get_header_value("Content-Type").starts_with("application/x-www-form-urlencoded")) return "";
  httplib::Params fields;
  httplib::detail::parse_query_text(req.body, fields);
  const auto it = fields.find(name);
  return it == fields.end() ? std::string() : it->second;
}

// ------------------------------------------------------------------ sign in

std::string login_page(App& app, Lang lang, const std::string& csrf, const std::string& error) {
  const bool has = app.read([](db::Store& s) { return has_password(s); });
  Page p;
  p.title = present::say(lang, "console.directors_console");
  p.header = "<h1>" + esc(p.title) + "</h1>" + lang_links("/director/login", lang);
  if (!has) {
    p.body = "<p class=\"error\" id=\"message\">" +
             esc(present::say(lang, "console.no_password_yet")) +
             "</p><pre>bandeja serve --set-password</pre>";
    return render_page(p, lang);
  }
  p.body = "<form class=\"login\" method=\"post\" action=\"/director/login\">" + hidden("csrf", csrf) +
           (error.empty() ? "" : message_html("error", error)) + "<label for=\"password\">" +
           esc(present::say(lang, "console.password")) +
           "</label><input type=\"password\" id=\"password\" name=\"password\" autocomplete=\"current-password\" required "
           "autofocus><button type=\"submit\" class=\"primary\" id=\"sign-in\">" +
           esc(present::say(lang, "console.sign_in")) + "</button></form>";
  return render_page(p, lang);
}

// The sign-in form carries a token that must match its cookie (a form posted from another
// site has neither), so that no other page can sign the director in or out.
void show_login(App& app, const httplib::Request& req, httplib::Response& res, int status, const std::string& error) {
  const Lang lang = lang_of(app, req);
  std::string csrf = cookie(req, "bandeja_login");
  if (csrf.size() != 32) {
    csrf = random_token();
    res.set_header("Set-Cookie", "bandeja_login=" + csrf + "; Path=/director; HttpOnly; SameSite=Strict");
  }
  // A language chosen here holds for the sign-in's answer and the console after it.
  remember_lang(req, res, lang);
  send_html(res, status, login_page(app, lang, csrf, error));
}

// ------------------------------------------------------------------ the events

std::string movement_options(Lang lang, const std::string& chosen) {
  std::string out;
  for (const auto& m : movement::catalogue())
    out += "<option value=\"" + esc(m.type) + "\"" + (m.type == chosen ? " selected" : "") + ">" +
           esc(present::movement_name(m.type, lang)) + "</option>";
  return out;
}

std::string new_event_form(const Request& r, const std::string& error) {
  const auto& q = r.req;
  auto value = [&](const char* name, const char* fallback) {
    const std::string v = param(q, name);
    return esc(v.empty() ? fallback : v);
  };
  std::string scoring_opts;
  for (const char* code : {"mp", "imps", "cross-imps", "butler", "bam"})
    scoring_opts += std::string("<option value=\"") + code + "\"" + (param(q, "scoring") == code ? " selected" : "") + ">" +
                    esc(r.w(std::string("console.scoring.") + (code == std::string_view("cross-imps") ? "cross_imps" : code))) +
                    "</option>";
  return "<h2>" + esc(r.w("console.new_event")) + "</h2>\n" + (error.empty() ? "" : message_html("error", error)) +
         "<form method=\"post\" action=\"/director/events\" id=\"new-event\">" + csrf_field(r) +
         "<p><label>" + esc(r.w("console.name")) + " <input name=\"name\" required maxlength=\"100\" value=\"" +
         value("name", "") + "\"></label></p><p><label>" + esc(r.w("console.movement")) +
         " <select name=\"movement\">" + movement_options(r.lang, param(q, "movement").empty() ? "mitchell" : param(q, "movement")) +
         "</select></label> <label>" + esc(r.w("console.tables")) +
         " <input name=\"tables\" type=\"number\" min=\"1\" max=\"99\" required value=\"" + value("tables", "") +
         "\"></label> <label>" + esc(r.w("console.boards_a_round")) +
         " <input name=\"boards_per_round\" type=\"number\" min=\"1\" max=\"12\" value=\"" + value("boards_per_round", "2") +
         "\"></label> <label>" + esc(r.w("console.rounds_fewer_than_the_full_movement")) +
         " <input name=\"rounds\" type=\"number\" min=\"1\" max=\"99\" value=\"" + value("rounds", "") + "\"></label> <label>" +
         esc(r.w("console.scoring")) + " <select name=\"scoring\">" + scoring_opts +
         "</select></label></p><p><label>" + esc(r.w("console.mitchell_with_an_even_number_of")) +
         " <select name=\"even\"><option value=\"\">–</option><option value=\"skip\"" + (param(q, "even") == "skip" ? " selected" : "") +
         ">" + esc(r.w("console.skip_after_half_the_rounds")) + "</option><option value=\"relay\"" +
         (param(q, "even") == "relay" ? " selected" : "") + ">" + esc(r.w("console.relay_and_bye_stand")) +
         "</option></select></label> <label>" + esc(r.w("console.pairs_when_odd_a_half_table")) +
         " <input name=\"pairs\" type=\"number\" min=\"3\" max=\"199\" value=\"" + value("pairs", "") +
         "\"></label></p><p><button type=\"submit\" class=\"primary\" id=\"create\">" +
         esc(r.w("console.create_the_event")) + "</button></p></form>\n";
}

void events_page(Request& r, int status, const std::string& error) {
  auto events = r.app.read([](db::Store& s) {
    return director::guarded([&] {
      std::vector<std::pair<db::EventInfo, director::Status>> out;
      for (auto& e : s.events()) out.emplace_back(e, director::status(s, e));
      return out;
    });
  });
  std::string body;
  if (const std::string done = param(r.req, "done"); done == "deleted")
    body += message_html("notice", r.w("console.done"));
  body += "<h2>" + esc(r.w("console.events")) + "</h2>\n<table class=\"events\"><thead><tr><th>" + esc(r.w("console.event")) +
          "</th><th>" + esc(r.w("console.movement")) + "</th><th>" + esc(r.w("console.results")) +
          "</th></tr></thead><tbody>\n";
  if (events)
    for (const auto& [e, st] : *events)
      body += "<tr><td><a href=\"/director/events/" + std::to_string(e.id) + "\">" + esc(e.name) + "</a></td><td>" +
              esc(present::summary_text(e.movement_summary, r.lang)) + "</td><td>" + std::to_string(st.entered) +
              (st.expected ? " / " + std::to_string(st.expected) : "") + "</td></tr>\n";
  body += "</tbody></table>\n" + new_event_form(r, error);
  page(r, status, r.w("console.events"), body);
}

void create_event(Request& r) {
  director::NewEventSpec spec;
  spec.name = param(r.req, "name");
  spec.movement.type = param(r.req, "movement");
  spec.scoring = param(r.req, "scoring").empty() ? "mp" : param(r.req, "scoring");
  auto tables = int_param(r.req, "tables");
  auto bpr = int_param(r.req, "boards_per_round");
  auto rounds = int_param(r.req, "rounds");
  auto refuse = [&](const char* code, const char* field) {
    Error e;
    e.code = code;
    e.field = field;
    e.args = {field};
    events_page(r, 422, present::render(e, r.lang));
  };
  if (!tables || *tables < 1 || *tables > 99) return refuse("server.bad_body", "tables");
  if (!bpr || *bpr < 1 || *bpr > 12) return refuse("server.bad_body", "boards_per_round");
  if (param(r.req, "rounds").size() && (!rounds || *rounds < 1 || *rounds > 99)) return refuse("server.bad_body", "rounds");
  if (!director::is_scoring(spec.scoring)) return refuse("server.bad_body", "scoring");
  auto pairs = int_param(r.req, "pairs");
  if (param(r.req, "pairs").size() && (!pairs || *pairs < 3 || *pairs > 199)) return refuse("server.bad_body", "pairs");
  if (pairs) spec.movement.pairs = static_cast<int>(*pairs);
  spec.movement.skip = param(r.req, "even") == "skip";
  spec.movement.relay = param(r.req, "even") == "relay";
  spec.movement.tables = static_cast<int>(*tables);
  spec.movement.boards_per_round = static_cast<int>(*bpr);
  if (rounds) spec.movement.rounds = static_cast<int>(*rounds);
  auto created = r.app.write([&](db::Store& s) { return director::create_event(s, spec, r.lang); });
  if (!created) return events_page(r, 422, present::render(created.error(), r.lang));
  see_other(r.res, "/director/events/" + std::to_string(created->id) + "?done=created");
}

// ------------------------------------------------------------------ one event

std::optional<db::EventInfo> event_of(Request& r) {
  const std::string id = r.req.matches[1];
  auto info = r.app.read([&](db::Store& s) { return director::guarded([&] { return s.event_by_id(std::stoll(id)); }); });
  if (info && *info) return **info;
  Error e;
  e.code = "store.no_event";
  e.args = {id};
  page(r, 404, present::render(e, r.lang), "<h2>" + esc(present::render(e, r.lang)) + "</h2>");
  return std::nullopt;
}

std::string done_text(const Request& r, const std::string& done) {
  if (done == "created") return r.w("console.the_event_is_created_print_its");
  if (done == "edited") return r.w("console.the_result_is_corrected");
  if (done == "deleted") return r.w("console.the_result_is_deleted");
  if (done == "entered") return r.w("console.the_result_is_entered");
  if (done == "named") return r.w("console.the_pair_is_named");
  if (done == "locked") return r.w("console.the_round_is_locked_tables_can");
  if (done == "unlocked") return r.w("console.the_round_is_open_again");
  if (done == "answered") return r.w("console.the_call_is_answered");
  if (done == "stored_call") return r.w("console.the_refused_entry_is_stored");
  if (done == "published") return r.w("console.the_results_are_published");
  if (done == "withdrawn") return r.w("console.the_results_are_no_longer_published");
  if (done == "drawn")
    return r.w("console.the_next_round_is_drawn_from");
  return "";
}

std::string grid_html(const Request& r, const db::EventInfo& e, const director::EveningGrid& g) {
  const std::string base = "/director/events/" + std::to_string(e.id);
  std::string out = "<table class=\"grid\" id=\"grid\"><thead><tr><th>" + esc(r.w("console.table")) + "</th>";
  for (int round = 1; round <= g.rounds; ++round) {
    const bool locked = std::find(g.locked.begin(), g.locked.end(), round) != g.locked.end();
    out += "<th>" + esc(r.w("console.round", {std::to_string(round)})) + "<br>" +
           button_form(r, base + "/rounds/" + std::to_string(round) + "/lock",
                       locked ? r.w("console.unlock") : r.w("console.lock"), hidden("locked", locked ? "0" : "1"),
                       locked ? "locked" : "") +
           " <a class=\"slips-link\" href=\"" + base + "/rounds/" + std::to_string(round) + "/enter\">" + esc(r.w("console.enter_slips")) + "</a>" +
           "</th>";
  }
  out += "</tr></thead><tbody>\n";
  for (int table = 1; table <= g.tables; ++table) {
    out += "<tr><th>" + std::to_string(table) + "</th>";
    for (int round = 1; round <= g.rounds; ++round) {
      const auto* c = g.cell(table, round);
      if (!c) {
        out += "<td></td>";
        continue;
      }
      if (c->boards == 0) {
        out += "<td class=\"sitout\">" + esc(present::pair_id(c->ns.empty() ? c->ew : c->ns, r.lang)) + " " + esc(r.w("console.sits_out")) + "</td>";
        continue;
      }
      const char* cls = c->entered >= c->boards ? "complete" : c->entered > 0 ? "partial" : "empty";
      out += "<td class=\"" + std::string(cls) + "\" data-table=\"" + std::to_string(table) + "\" data-round=\"" +
             std::to_string(round) + "\" title=\"" + esc(present::pair_id(c->ns, r.lang) + " " + r.w("site.versus") + " " + present::pair_id(c->ew, r.lang)) + "\"><a href=\"" + base + "?round=" +
             std::to_string(round) + "&amp;table=" + std::to_string(table) + "#results\">" + std::to_string(c->entered) + "/" +
             std::to_string(c->boards) + "</a></td>";
    }
    out += "</tr>\n";
  }
  return out + "</tbody></table>\n";
}

void lock_confirm_page(Request& r, const db::EventInfo& e, int round, const director::RoundGaps& gaps) {
  const std::string base = "/director/events/" + std::to_string(e.id);
  std::string tables;
  for (int t : gaps.tables) tables += (tables.empty() ? "" : ", ") + std::to_string(t);
  std::string body = "<h2 id=\"event-name\">" + esc(e.name) + "</h2>\n";
  body += message_html("warning",
                       r.w("console.lock_missing", {std::to_string(round), std::to_string(gaps.boards),
                                                    std::to_string(gaps.tables.size()), tables}),
                       "lock-missing");
  body += "<p class=\"actions\">" +
          button_form(r, base + "/rounds/" + std::to_string(round) + "/lock",
                      r.w("console.lock_anyway", {std::to_string(round)}), hidden("locked", "1") + hidden("confirm", "1"),
                      "primary") +
          " <a class=\"button\" href=\"" + base + "\">" + esc(r.w("console.do_not_lock")) + "</a></p>\n";
  page(r, 200, e.name, body);
}

void event_page(Request& r, const db::EventInfo& e, int status, const std::string& error) {
  struct Data {
    director::EveningGrid grid;
    std::vector<db::Pair> pairs;
    std::vector<db::ResultLine> lines;
    std::vector<db::TableLink> links;
    bool published = false;
  };
  auto data = r.app.read([&](db::Store& s) {
    return director::guarded([&] {
      return Data{director::evening_grid(s, e), s.pairs(e.id), s.results(e.id), s.table_links(e.id),
                  director::is_published(s, e.id)};
    });
  });
  if (!data) return page(r, 503, e.name, message_html("error", present::render(data.error(), r.lang)));
  const std::string base = "/director/events/" + std::to_string(e.id);
  std::string body = "<h2 id=\"event-name\">" + esc(e.name) + "</h2>\n<p>" + esc(present::summary_text(e.movement_summary, r.lang)) + "</p>\n";
  if (!error.empty()) body += message_html("error", error);
  if (const std::string done = done_text(r, param(r.req, "done")); !done.empty()) body += message_html("notice", done);
  body += "<p class=\"actions\"><a class=\"button\" href=\"/live/" + std::to_string(e.id) + "\">" +
          esc(r.w("console.live_results")) + "</a> ";
  if (e.has_movement())
    body += "<a class=\"button\" id=\"guide-cards\" href=\"" + base + "/cards/tables\">" +
            esc(r.w("console.guide_cards_with_qr_codes")) + "</a> <a class=\"button\" href=\"" +
            base + "/cards/pairs\">" + esc(r.w("console.pair_cards")) + "</a> ";
  if (e.movement_type == "swiss" || e.movement_type == "swiss-pairs")  // a Swiss: the next round is drawn here once this one is played
    body += button_form(r, base + "/swiss/next",
                        r.w("console.draw_round", {std::to_string(e.rounds + 1)}), "", "primary") + " ";
  body += "<a class=\"button\" id=\"ranking\" href=\"" + base + "/ranking\">" + esc(r.w("console.ranking")) +
          "</a> <a class=\"button\" href=\"" + base + "/audit\">" + esc(r.w("console.audit_log")) + "</a> ";
  body += data->published
              ? button_form(r, base + "/publish", r.w("console.withdraw_the_results"), hidden("published", "0")) +
                    " <a href=\"/results/" + std::to_string(e.id) + "/\">" + esc(r.w("console.published_results")) + "</a>"
              : button_form(r, base + "/publish", r.w("console.publish_the_results"), hidden("published", "1"),
                            "primary");
  body += "</p>\n";
  // Links to this computer alone reach no phone: say so before the cards are printed.
  const std::string& url = r.app.base_url;
  if (e.has_movement() && (url.find("://127.") != std::string::npos || url.find("://localhost") != std::string::npos))
    body += message_html("warning",
                         r.w("console.links_point_here", {url}),
                         "local-links");

  // The calls and the grid: console.js fetches the page again every few seconds and swaps this
  // part in, so the director watches the results come in without reloading.
  body += "<div id=\"evening\">\n";
  if (!data->grid.open_calls.empty()) {
    body += "<div class=\"calls\" id=\"calls\"><h3>" + esc(r.w("console.calls_for_the_director")) + "</h3><ul>";
    for (const auto& c : data->grid.open_calls) {
      const auto refused = director::refused_entry(c);
      // An entry has its board; a call about something else the table could not do has none.
      const bool entry = refused && refused->board > 0;
      body += std::string(refused ? "<li class=\"not-stored\">" : "<li>") +
              esc(c.round ? r.w("console.call_table_round", {std::to_string(c.table), std::to_string(*c.round)})
                          : r.w("console.call_table", {std::to_string(c.table)})) +
              " · " +
              // An entry the players confirmed and the server refused: what it was, and why.
              (entry ? "<strong>" +
                           esc(r.w("console.call_not_stored", {std::to_string(refused->board), refused->entry,
                                                               present::render(refused->why, r.lang)})) +
                           "</strong> · "
               : refused ? "<strong>" + esc(r.w("console.call_about", {present::render(refused->why, r.lang)})) + "</strong> · "
                         : std::string()) +
              esc(c.raised_at) + " " + esc(r.w("word.utc")) + " " +
              (entry ? button_form(r, base + "/calls/" + std::to_string(c.id) + "/store", r.w("console.store_entry")) + " "
                       : std::string()) +
              button_form(r, base + "/calls/" + std::to_string(c.id) + "/answer", r.w("console.answered")) + "</li>";
    }
    body += "</ul></div>\n";
  }
  if (e.has_movement()) body += "<h3>" + esc(r.w("console.the_evening")) + "</h3>\n" + grid_html(r, e, data->grid);
  body += "</div>\n";
  if (e.has_movement()) {
    body += "<details><summary>" + esc(r.w("console.table_links")) + "</summary><ul id=\"links\">";
    for (const auto& l : data->links)
      body += "<li>" + esc(r.w("console.link_table", {std::to_string(l.table)})) + " <a href=\"/t/" + esc(l.token) + "\">" +
              esc(director::table_url(r.app.base_url, l)) + "</a></li>";
    if (data->links.empty())
      body += "<li>" + esc(r.w("console.print_the_guide_cards_to_make")) + "</li>";
    body += "</ul></details>\n";
  }

  // Results, newest first, each correctable.
  // The lines of one board or one round when asked (?board=7, ?round=3).
  auto lines = data->lines;
  const auto only_board = int_param(r.req, "board"), only_round = int_param(r.req, "round"),
             only_table = int_param(r.req, "table");
  std::erase_if(lines, [&](const db::ResultLine& l) {
    return (only_board && l.board != *only_board) || (only_round && l.round != *only_round) ||
           (only_table && l.table != *only_table);
  });
  std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.id > b.id; });
  body += "<h3>" + esc(r.w("console.results")) + "</h3>\n<form method=\"post\" action=\"" + base +
          "/results\" id=\"add-result\">" + csrf_field(r) + "<label>" + esc(r.w("console.board")) +
          " <input name=\"board\" type=\"number\" min=\"1\" required></label> ";
  if (e.has_movement())
    body += "<label>" + esc(r.w("console.round_3")) + " <input name=\"round\" type=\"number\" min=\"1\" required></label> <label>" +
            esc(r.w("console.table")) + " <input name=\"table\" type=\"number\" min=\"1\" required></label> ";
  else
    body += "<label>NS <input name=\"ns\" required></label> <label>" + esc(r.w("console.ew")) + " <input name=\"ew\" required></label> ";
  body += "<label>" + esc(r.w("console.result")) + " <input name=\"entry\" required placeholder=\"4S N +1 HK\"></label> <label><input type=\"checkbox\" name=\"accept\" value=\"1\"> " +
          esc(r.w("console.store_even_if_far_from_double")) + "</label> <button type=\"submit\">" +
          esc(r.w("console.enter")) + "</button></form>\n";
  body += "<form method=\"get\" action=\"" + base + "\" class=\"filter\"><label>" + esc(r.w("console.show_board")) +
          " <input name=\"board\" type=\"number\" min=\"1\" value=\"" + (only_board ? std::to_string(*only_board) : "") +
          "\"></label> <label>" + esc(r.w("console.round_4")) + " <input name=\"round\" type=\"number\" min=\"1\" value=\"" +
          (only_round ? std::to_string(*only_round) : "") + "\"></label> <button type=\"submit\">" + esc(r.w("console.show")) +
          "</button> <a href=\"" + base + "\">" + esc(r.w("console.all")) + "</a></form>\n";
  body += "<table class=\"results\" id=\"results\"><thead><tr><th>#</th><th>" + esc(r.w("console.board")) + "</th><th>" +
          esc(r.w("console.round_3")) + "</th><th>" + esc(r.w("console.table")) + "</th><th>NS</th><th>" + esc(r.w("console.ew")) +
          "</th><th>" + esc(r.w("console.result")) + "</th><th>" + esc(r.w("console.ns_score")) + "</th><th></th></tr></thead><tbody>\n";
  for (const auto& l : lines) {
    const std::string id = std::to_string(l.id);
    body += "<tr id=\"line-" + id + "\"><td>" + id + "</td><td>" + std::to_string(l.board) + "</td><td>" +
            (l.round ? std::to_string(*l.round) : "") + "</td><td>" + (l.table ? std::to_string(*l.table) : "") + "</td><td>" +
            esc(present::pair_id(l.ns, r.lang)) + "</td><td>" + esc(present::pair_id(l.ew, r.lang)) + "</td><td><form class=\"inline edit\" method=\"post\" action=\"" + base +
            "/results/" + id + "\">" + csrf_field(r) + "<input name=\"entry\" size=\"14\" aria-label=\"" +
            esc(r.w("console.result")) + "\" value=\"" + esc(score::to_string(l.entry, r.lang)) + "\"> <button type=\"submit\">" +
            esc(r.w("console.correct")) + "</button></form></td><td>" + (l.ns_score ? std::to_string(*l.ns_score) : "") +
            "</td><td>" + button_form(r, base + "/results/" + id + "/delete", r.w("console.delete")) + "</td></tr>\n";
  }
  body += "</tbody></table>\n";

  body += "<h3>" + esc(r.w("console.pairs")) + "</h3>\n<table class=\"pairs\" id=\"pairs\"><tbody>\n";
  for (const auto& p : data->pairs) {
    auto player = [&](size_t k) { return k < p.players.size() ? p.players[k].name : std::string(); };
    body += "<tr><th>" + esc(present::pair_id(p.id, r.lang)) + "</th><td><form class=\"inline\" method=\"post\" action=\"" + base + "/pairs/" +
            url_encode(p.id) + "\">" + csrf_field(r) + "<input name=\"name1\" maxlength=\"80\" aria-label=\"" +
            esc(r.w("console.player_1")) + "\" value=\"" + esc(player(0)) + "\"> <input name=\"name2\" maxlength=\"80\" aria-label=\"" +
            esc(r.w("console.player_2")) + "\" value=\"" + esc(player(1)) + "\"> <button type=\"submit\">" +
            esc(r.w("console.save")) + "</button></form></td></tr>\n";
  }
  body += "</tbody></table>\n";
  page(r, status, e.name, body);
}

}  // namespace bandeja::server::console
