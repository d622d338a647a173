// The console's sessions and tournaments. Plain HTML forms, each with the session's CSRF token.
#include "bandeja/present/console_groups.hpp"

#include <span>

#include "bandeja/present/combined.hpp"
#include "bandeja/present/figures.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/site.hpp"
#include "console_parts.hpp"

namespace bandeja::present::console {

namespace {

using namespace parts;

std::string session_base(db::Id id) { return "/director/sessions/" + std::to_string(id); }
std::string tournament_base(db::Id id) { return "/director/tournaments/" + std::to_string(id); }

// What the route just did ("?done=section_added"), said at the top of the page.
std::string done_html(const Context& c, const std::string& done) {
  static const std::pair<std::string_view, std::string_view> said[] = {
      {"session_created", "console.done_session_created"},       {"section_added", "console.done_section_added"},
      {"section_removed", "console.done_section_removed"},       {"scope_saved", "console.done_scope_saved"},
      {"tournament_created", "console.done_tournament_created"}, {"session_added", "console.done_tournament_session_added"},
      {"carry_set", "console.done_carry_set"},                   {"carry_removed", "console.done_carry_removed"},
      {"seeded", "console.done_seeded"}};
  for (const auto& [what, code] : said)
    if (done == what) return message_html("notice", c.w(code));
  return "";
}

std::string messages(const Context& c, const std::string& error, const std::string& done) {
  return (error.empty() ? std::string() : message_html("error", error)) + done_html(c, done);
}

bool together(const db::SessionInfo& s) { return s.scope == "field"; }

// The two ways a session is ranked, as a drop-down (`field` chosen when together).
std::string scope_select(const Context& c, bool field) {
  return "<select name=\"scope\"><option value=\"section\"" + std::string(field ? "" : " selected") + ">" +
         esc(c.w("console.scope_section")) + "</option><option value=\"field\"" + (field ? " selected" : "") + ">" +
         esc(c.w("console.scope_field")) + "</option></select>";
}

// An event as a drop-down's option: its name, and its section when it is one.
std::string event_option(const db::EventInfo& e, const std::string& value) {
  return "<option value=\"" + esc(value) + "\">" + esc(e.name) + "</option>";
}

std::string table_head(const Context& c, std::initializer_list<std::string_view> codes) {
  std::string out = "<thead><tr>";
  for (auto code : codes) out += "<th>" + (code.empty() ? std::string() : esc(c.w(code))) + "</th>";
  return out + "</tr></thead><tbody>\n";
}

// The next letter no section of the session has: "A", "B", ...
std::string free_letter(const director::SessionView& v) {
  for (char l = 'A'; l <= 'Z'; ++l) {
    bool taken = false;
    for (const auto& x : v.sections) taken = taken || x.event.section == std::string(1, l);
    if (!taken) return std::string(1, l);
  }
  return "";
}

}  // namespace

// ------------------------------------------------------------------ sessions

std::string sessions_page(const Context& c, const std::vector<director::SessionView>& sessions, const std::string& error,
                          const std::string& done) {
  std::string body = "<h2>" + esc(c.w("console.sessions")) + "</h2>\n" + messages(c, error, done) + "<p>" +
                     esc(c.w("console.sessions_help")) + "</p>\n";
  if (sessions.empty()) {
    body += "<p id=\"sessions-empty\">" + esc(c.w("console.sessions_none")) + "</p>\n";
  } else {
    body += "<table class=\"sessions\" id=\"sessions\">" +
            table_head(c, {"console.name", "console.settings_date", "console.session_ranked", "console.sections"});
    for (const auto& v : sessions) {
      std::string sections;
      for (const auto& x : v.sections)
        sections += (sections.empty() ? "" : ", ") + esc(x.event.section) + " <a href=\"" + event_base(x.event) + "\">" +
                    esc(x.event.name) + "</a>";
      const auto& s = v.session;
      body += "<tr><td><a href=\"" + session_base(s.id) + "\">" + esc(s.name) + "</a></td><td>" + esc(s.held_on) + "</td><td>" +
              esc(c.w(together(s) ? "console.scope_field" : "console.scope_section")) + "</td><td>" + sections + "</td></tr>\n";
    }
    body += "</tbody></table>\n";
  }
  body += "<h3>" + esc(c.w("console.session_new")) + "</h3>\n<form method=\"post\" action=\"/director/sessions\" class=\"fields\">" +
          csrf_field(c) + field(c.w("console.name"), text_input("name", "", " required size=\"30\" maxlength=\"80\"")) +
          field(c.w("console.settings_date"), text_input("date", "", " type=\"date\"")) +
          field(c.w("console.session_ranked"), scope_select(c, false)) + "<button type=\"submit\" class=\"primary\">" +
          esc(c.w("console.session_create")) + "</button></form>\n";
  return page(c, c.w("console.sessions"), body);
}

std::string session_page(const Context& c, const SessionDesk& desk, const std::string& error, const std::string& done) {
  const auto& s = desk.view.session;
  const std::string base = session_base(s.id);
  std::string body = "<p><a href=\"/director/sessions\">" + esc(c.w("console.sessions")) + "</a></p>\n<h2 id=\"session-name\">" +
                     esc(s.name) + "</h2>\n" + messages(c, error, done);
  body += "<p class=\"links\"><a href=\"" + base + "/ranking\">" + esc(c.w("console.ranking")) + "</a> <a href=\"" + base +
          "/site/index.html\" target=\"_blank\">" + esc(c.w("console.results_site")) + "</a></p>\n";
  body += "<form method=\"post\" action=\"" + base + "/scope\" class=\"fields\">" + csrf_field(c) +
          field(c.w("console.settings_date"), "<output>" + esc(s.held_on.empty() ? "-" : s.held_on) + "</output>") +
          field(c.w("console.session_ranked"), scope_select(c, together(s))) + "<button type=\"submit\">" + esc(c.w("console.save")) +
          "</button></form>\n";
  body += "<h3>" + esc(c.w("console.sections")) + "</h3>\n";
  if (desk.view.sections.empty()) {
    body += "<p id=\"sections-empty\">" + esc(c.w("console.sections_none")) + "</p>\n";
  } else {
    body += "<table class=\"sections\" id=\"sections\">" +
            table_head(c, {"console.section", "console.event", "console.movement", "console.pairs", "console.results", ""});
    for (const auto& x : desk.view.sections) {
      const auto& e = x.event;
      const std::string results = std::to_string(x.results) + (x.expected ? " / " + std::to_string(*x.expected) : "");
      body += "<tr><td>" + esc(e.section) + "</td><td><a href=\"" + event_base(e) + "\">" + esc(e.name) + "</a></td><td>" +
              esc(e.has_movement() ? summary_text(e.movement_summary, c.lang) : "-") + "</td><td>" + std::to_string(x.pairs) +
              "</td><td>" + results + "</td><td>" +
              button_form(c, base + "/sections/" + e.section + "/remove", c.w("console.section_remove")) + "</td></tr>\n";
    }
    body += "</tbody></table>\n<p>" + esc(c.w("cli_session.pair_names")) + "</p>\n";
  }
  body += "<h3>" + esc(c.w("console.section_add")) + "</h3>\n";
  if (desk.free.empty()) {
    body += "<p>" + esc(c.w("console.section_no_free_event")) + "</p>\n";
  } else {
    std::string options;
    for (const auto& e : desk.free) options += event_option(e, std::to_string(e.id));
    body += "<form method=\"post\" action=\"" + base + "/sections\" class=\"fields\">" + csrf_field(c) +
            field(c.w("console.event"), "<select name=\"event\" required>" + options + "</select>") +
            field(c.w("console.section"), text_input("section", free_letter(desk.view), " required size=\"2\" maxlength=\"2\"")) +
            "<button type=\"submit\">" + esc(c.w("console.section_add_button")) + "</button></form>\n";
  }
  return page(c, s.name, body);
}

std::string session_ranking_page(const Context& c, const db::SessionInfo& s, const Result<formats::Ranked>& ranked) {
  std::string body = "<p><a href=\"" + session_base(s.id) + "\">" + esc(s.name) + "</a></p>\n<h2>" + esc(s.name) + "</h2>\n<p>" +
                     esc(c.w(together(s) ? "console.scope_field" : "console.scope_section")) + "</p>\n";
  if (!ranked) {
    body += message_html("error", refusal(c, ranked.error()));
  } else {
    for (const auto& w : ranked->warnings) body += message_html("notice", render(w, c.lang), "warning");
    body += standings_html(*ranked, c.lang) + "<p class=\"links\"><a href=\"" + session_base(s.id) + "/ranking.json\" download>" +
            esc(c.w("console.file_ranking_json")) + "</a></p>\n";
  }
  return page(c, c.w("console.ranking"), body);
}

// ------------------------------------------------------------------ tournaments

namespace {

std::string by_select(const Context& c) {
  return "<select name=\"by\"><option value=\"percent\" selected>" + esc(c.w("console.combined_percent")) +
         "</option><option value=\"total\">" + esc(c.w("console.combined_total")) + "</option></select>";
}

// What a session counts by, as the director typed it: "0,5" in Spanish, "1", never "0.50".
std::string factor_text(double factor, Lang lang) {
  std::string text = num(factor);
  if (text.find('.') != std::string::npos) {
    while (text.ends_with('0')) text.pop_back();
    if (text.ends_with('.')) text.pop_back();
  }
  return decimal(text, lang);
}

std::string sessions_text(const TournamentRow& t, Lang lang) {
  std::string out;
  for (const auto& [name, factor] : t.sessions)
    out += (out.empty() ? "" : ", ") + name + (factor != 1 ? " \u00d7" + factor_text(factor, lang) : "");
  return out;
}

// The events and sessions a form may name, as one drop-down: "e12" an event, "s3" a session.
std::string target_select(const Context& c, const TournamentDesk& d, const char* name) {
  std::string out = "<select name=\"" + std::string(name) + "\" required><optgroup label=\"" + esc(c.w("console.sessions")) + "\">";
  for (const auto& s : d.sessions) out += "<option value=\"s" + std::to_string(s.id) + "\">" + esc(s.name) + "</option>";
  out += "</optgroup><optgroup label=\"" + esc(c.w("console.events")) + "\">";
  for (const auto& e : d.events)
    if (!e.session_id) out += event_option(e, "e" + std::to_string(e.id));
  return out + "</optgroup></select>";
}

}  // namespace

std::string tournaments_page(const Context& c, const std::vector<TournamentRow>& tournaments, const std::string& error,
                             const std::string& done) {
  std::string body = "<h2>" + esc(c.w("console.tournaments")) + "</h2>\n" + messages(c, error, done) + "<p>" +
                     esc(c.w("console.tournaments_help")) + "</p>\n";
  if (tournaments.empty()) {
    body += "<p id=\"tournaments-empty\">" + esc(c.w("console.tournaments_none")) + "</p>\n";
  } else {
    body += "<table class=\"tournaments\" id=\"tournaments\">" +
            table_head(c, {"console.name", "console.combined_by", "console.sessions"});
    for (const auto& t : tournaments)
      body += "<tr><td><a href=\"" + tournament_base(t.tournament.id) + "\">" + esc(t.tournament.name) + "</a></td><td>" +
              esc(c.w(t.tournament.combine_by == "percent" ? "console.combined_percent" : "console.combined_total")) + "</td><td>" +
              esc(sessions_text(t, c.lang)) + "</td></tr>\n";
    body += "</tbody></table>\n";
  }
  body += "<h3>" + esc(c.w("console.tournament_new")) + "</h3>\n<form method=\"post\" action=\"/director/tournaments\" class=\"fields\">" +
          csrf_field(c) + field(c.w("console.name"), text_input("name", "", " required size=\"30\" maxlength=\"80\"")) +
          field(c.w("console.combined_by"), by_select(c)) + "<button type=\"submit\" class=\"primary\">" +
          esc(c.w("console.tournament_create")) + "</button></form>\n";
  return page(c, c.w("console.tournaments"), body);
}

std::string tournament_page(const Context& c, const TournamentDesk& d, const std::string& error, const std::string& done) {
  const auto& t = d.row.tournament;
  const std::string base = tournament_base(t.id);
  std::string body = "<p><a href=\"/director/tournaments\">" + esc(c.w("console.tournaments")) + "</a></p>\n<h2 id=\"tournament-name\">" +
                     esc(t.name) + "</h2>\n" + messages(c, error, done);
  // How the sessions add up: the ranking's own words once there is one.
  if (!d.ranking) body += "<p>" + esc(c.w(t.combine_by == "percent" ? "console.combined_percent" : "console.combined_total")) + "</p>\n";
  // The sessions in order, and the next one.
  body += "<h3>" + esc(c.w("console.sessions")) + "</h3>\n";
  if (d.row.sessions.empty()) body += "<p id=\"tournament-no-sessions\">" + esc(c.w("console.tournament_no_sessions")) + "</p>\n";
  else {
    body += "<ol class=\"sessions\" id=\"tournament-sessions\">\n";
    for (const auto& [name, factor] : d.row.sessions)
      body += "<li>" + esc(name) + (factor != 1 ? " (" + esc(c.w("site.session_factor", {factor_text(factor, c.lang)})) + ")" : "") +
              "</li>\n";
    body += "</ol>\n";
  }
  body += "<form method=\"post\" action=\"" + base + "/sessions\" class=\"fields\">" + csrf_field(c) +
          field(c.w("console.tournament_next"), target_select(c, d, "which")) +
          field(c.w("console.factor"), text_input("factor", "1", " size=\"4\" inputmode=\"decimal\"")) + "<button type=\"submit\">" +
          esc(c.w("console.tournament_add")) + "</button></form>\n<p>" + esc(c.w("console.factor_help")) + "</p>\n";
  // The combined ranking.
  body += "<h3>" + esc(c.w("console.ranking")) + "</h3>\n";
  if (!d.ranking) {
    if (!d.row.sessions.empty()) body += message_html("error", refusal(c, d.ranking.error()), "ranking-error");
  } else {
    for (const auto& w : d.ranking->warnings) body += message_html("notice", render(w, c.lang), "warning");
    const auto shown = director::tournament_page(*d.ranking);
    body += "<p>" + esc(combined_method(shown.unit, c.lang)) + "</p>\n" + tournament_standings_html(shown, c.lang, base + "/site/") +
            "<p class=\"links\"><a href=\"" + base + "/site/index.html\" target=\"_blank\">" + esc(c.w("console.results_site")) +
            "</a> <a href=\"" + base + "/ranking.json\" download>" + esc(c.w("console.file_ranking_json")) + "</a></p>\n";
  }
  // Seeding the next session.
  body += "<h3>" + esc(c.w("console.seed")) + "</h3>\n<p>" + esc(c.w("console.seed_help")) + "</p>\n";
  if (d.seeded) {
    body += "<table class=\"seeded\" id=\"seeded\">" + table_head(c, {"console.place", "console.pair_names", "console.seated_at"});
    for (const auto& p : d.seeded->seated)
      body += "<tr><td>" + esc(p.place) + "</td><td>" + esc(p.names) + "</td><td>" + esc(p.event) + " " + esc(pair_id(p.pair, c.lang)) +
              "</td></tr>\n";
    body += "</tbody></table>\n";
    if (!d.seeded->left_out.empty()) {
      std::string names;
      for (const auto& n : d.seeded->left_out) names += (names.empty() ? "" : "; ") + n;
      body += "<p>" + esc(c.w("console.seed_left_out", {std::to_string(d.seeded->left_out.size()), names})) + "</p>\n";
    }
    if (d.seeded->empty_seats) body += "<p>" + esc(c.w("console.seed_empty", {std::to_string(d.seeded->empty_seats)})) + "</p>\n";
  }
  body += "<form method=\"post\" action=\"" + base + "/seed\" class=\"fields\">" + csrf_field(c) +
          field(c.w("console.seed_target"), target_select(c, d, "which")) +
          field(c.w("console.seed_method"), "<select name=\"method\"><option value=\"snake\">" + esc(c.w("console.seed_snake")) +
                                                "</option><option value=\"cyclic\">" + esc(c.w("console.seed_cyclic")) +
                                                "</option></select>") +
          "<button type=\"submit\">" + esc(c.w("console.seed_button")) + "</button></form>\n";
  // A carry-over.
  std::string events;
  for (const auto& e : d.events) events += event_option(e, std::to_string(e.id));
  body += "<h3>" + esc(c.w("console.carry")) + "</h3>\n<p>" + esc(c.w("console.carry_help")) + "</p>\n<form method=\"post\" action=\"" +
          base + "/carry\" class=\"fields\">" + csrf_field(c) +
          field(c.w("console.event"), "<select name=\"event\" required>" + events + "</select>") +
          field(c.w("console.penalty_pair"), text_input("pair", "", " required size=\"5\" maxlength=\"8\"")) +
          field(c.w("console.carry_points"), text_input("points", "", " size=\"6\" inputmode=\"decimal\"")) +
          "<button type=\"submit\">" + esc(c.w("console.save")) + "</button></form>\n";
  return page(c, t.name, body);
}

}  // namespace bandeja::present::console
