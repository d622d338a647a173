// The director's console's pages. Plain HTML forms, each with the session's CSRF token.
#include "bandeja/present/console_pages.hpp"

#include "console_parts.hpp"

#include <algorithm>
#include <cstdio>
#include <span>

#include "bandeja/movement/generate.hpp"
#include "bandeja/present/html.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/present/page.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/audit.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::present::console {

namespace {

using namespace parts;

// The console's pages for the whole file: its events, sessions, tournaments, players, calculators.
std::string menu(const Context& c) {
  static const std::pair<std::string_view, std::string_view> pages[] = {
      {"/director", "console.events"},                  {"/director/sessions", "console.sessions"},
      {"/director/tournaments", "console.tournaments"}, {"/director/players", "console.players"},
      {"/director/calculators", "console.calculators"}};
  std::string out = "<h1>" + esc(c.w("console.directors_console")) + "</h1><nav class=\"menu\">";
  for (const auto& [path, code] : pages) {
    const bool here = path == "/director" ? c.path == path : c.path.starts_with(path);
    out += "<a href=\"" + std::string(path) + "\"" + (here ? " aria-current=\"page\"" : "") + ">" + esc(c.w(code)) + "</a> ";
  }
  return out + button_form(c, "/director/logout", c.w("console.sign_out")) + " " + lang_links(c.path, c.lang) + "</nav>";
}

// The event's pages, as a director thinks of them: the evening, its rulings, its settings; the
// one shown is marked.
std::string event_menu(const Context& c, const db::EventInfo& e, std::string_view at) {
  static const std::pair<std::string_view, std::string_view> pages[] = {
      {"", "console.nav_evening"}, {"/rulings", "console.nav_rulings"}, {"/print", "console.nav_print"},
      {"/files", "console.nav_files"}, {"/settings", "console.nav_settings"}};
  std::string out = "<nav class=\"event-menu\">";
  for (const auto& [path, code] : pages)
    out += "<a href=\"" + event_base(e) + std::string(path) + "\"" + (path == at ? " aria-current=\"page\"" : "") + ">" +
           esc(c.w(code)) + "</a> ";
  return out + "</nav>\n";
}

}  // namespace

std::string page(const Context& c, const std::string& title, const std::string& body, const std::vector<std::string>& scripts) {
  Page p;
  p.title = title;
  p.header = menu(c);
  p.body = body;
  p.scripts = scripts;
  return render_page(p, c.lang);
}

// ------------------------------------------------------------------ sign in

std::string login_page(Lang lang, const std::string& csrf, const std::string& error, bool has_password) {
  Page p;
  p.title = say(lang, "console.directors_console");
  p.header = "<h1>" + esc(p.title) + "</h1>" + lang_links("/director/login", lang);
  if (!has_password) {
    p.body = "<p class=\"error\" id=\"message\">" + esc(say(lang, "console.no_password_yet")) +
             "</p><pre>bandeja serve --set-password</pre>";
    return render_page(p, lang);
  }
  p.body = "<form class=\"login\" method=\"post\" action=\"/director/login\">" + hidden("csrf", csrf) +
           (error.empty() ? "" : message_html("error", error)) + "<label for=\"password\">" +
           esc(say(lang, "console.password")) +
           "</label><input type=\"password\" id=\"password\" name=\"password\" autocomplete=\"current-password\" required "
           "autofocus><button type=\"submit\" class=\"primary\" id=\"sign-in\">" +
           esc(say(lang, "console.sign_in")) + "</button></form>";
  return render_page(p, lang);
}

// ------------------------------------------------------------------ the events

namespace {

// The movements by name; the one whose name speaks of the command line's --rounds (Howell) is
// named with the form's own field instead.
std::string movement_options(const Context& c, const std::string& chosen) {
  std::string out;
  for (const auto& m : movement::catalogue())
    out += "<option value=\"" + esc(m.type) + "\"" + (m.type == chosen ? " selected" : "") + ">" +
           esc(m.type == "howell" ? c.w("console.movement.howell", {c.w("console.rounds_fewer_than_the_full_movement")})
                                  : movement_name(m.type, c.lang)) +
           "</option>";
  return out;
}

// The movement's fields of a form (the new event's, and a movement changed on the settings page):
// its kind, tables, boards a round, rounds when fewer than the whole movement, what an even
// Mitchell does, and the pairs when odd; `scoring` between rounds and the even choice when given.
std::string movement_fields(const Context& c, const NewEventForm& f, const std::string& scoring = "") {
  auto value = [&](const std::string& v, const char* fallback) { return esc(v.empty() ? fallback : v); };
  return "<p><label>" + esc(c.w("console.movement")) + " <select name=\"movement\">" +
         movement_options(c, f.movement.empty() ? "mitchell" : f.movement) + "</select></label> <label>" +
         esc(c.w("console.tables")) + " <input name=\"tables\" type=\"number\" min=\"1\" max=\"99\" required value=\"" +
         value(f.tables, "") + "\"></label> <label>" + esc(c.w("console.boards_a_round")) +
         " <input name=\"boards_per_round\" type=\"number\" min=\"1\" max=\"12\" value=\"" + value(f.boards_per_round, "2") +
         "\"></label> <label>" + esc(c.w("console.rounds_fewer_than_the_full_movement")) +
         " <input name=\"rounds\" type=\"number\" min=\"1\" max=\"99\" value=\"" + value(f.rounds, "") + "\"></label> " + scoring +
         "</p><p><label>" + esc(c.w("console.mitchell_with_an_even_number_of")) +
         " <select name=\"even\"><option value=\"\">–</option><option value=\"skip\"" + (f.even == "skip" ? " selected" : "") + ">" +
         esc(c.w("console.skip_after_half_the_rounds")) + "</option><option value=\"relay\"" + (f.even == "relay" ? " selected" : "") +
         ">" + esc(c.w("console.relay_and_bye_stand")) + "</option></select></label> <label>" +
         esc(c.w("console.pairs_when_odd_a_half_table")) + " <input name=\"pairs\" type=\"number\" min=\"3\" max=\"199\" value=\"" +
         value(f.pairs, "") + "\"></label></p>";
}

std::string new_event_form(const Context& c, const NewEventForm& f, const std::string& error) {
  return "<h2>" + esc(c.w("console.new_event")) + "</h2>\n" + (error.empty() ? "" : message_html("error", error)) +
         "<form method=\"post\" action=\"/director/events\" id=\"new-event\">" + csrf_field(c) + "<p><label>" +
         esc(c.w("console.name")) + " <input name=\"name\" required maxlength=\"100\" value=\"" + esc(f.name) + "\"></label></p>" +
         movement_fields(c, f,
                         "<label>" + esc(c.w("console.scoring")) + " " + scoring_select(c, f.scoring) + "</label>") +
         "<p><button type=\"submit\" class=\"primary\" id=\"create\">" + esc(c.w("console.create_the_event")) +
         "</button> <button type=\"submit\" id=\"preview\" formaction=\"/director/movements/preview\" formtarget=\"_blank\" "
         "formnovalidate>" +
         esc(c.w("console.preview_movement")) +
         "</button> <button type=\"submit\" id=\"movement-cards\" formaction=\"/director/movements/cards\" formtarget=\"_blank\" "
         "formnovalidate>" +
         esc(c.w("console.movement_cards")) + "</button></p></form>\n";
}

}  // namespace

std::string refusal(const Context& c, const Error& why) {
  const auto arg = [&](size_t k) { return k < why.args.size() ? why.args[k] : std::string(); };
  const std::string even = c.w("console.mitchell_with_an_even_number_of");
  if (why.code == "generate.mitchell_even") return c.w("console.refusal.mitchell_even", {arg(0), even});
  if (why.code == "generate.skip_relay_odd") return c.w("console.refusal.skip_relay_odd", {arg(0), even});
  if (why.code == "generate.howell_mitchell_options" || why.code == "generate.teams_mitchell_options" ||
      why.code == "generate.swiss_pairs_mitchell_options")
    return c.w("console.refusal.not_a_mitchell", {even});
  if (why.code == "generate.rover_pairs") return c.w("console.refusal.rover_pairs", {c.w("console.pairs_when_odd_a_half_table")});
  if (why.code == "generate.tables_range.howell")
    return c.w("console.refusal.howell_tables", {arg(0), arg(1), arg(2), c.w("console.rounds_fewer_than_the_full_movement")});
  if (why.code == "event.swiss_scoring")
    return c.w("console.refusal.swiss_scoring",
               {arg(0), c.w("console.scoring"), c.w("console.scoring.imps"), c.w("console.scoring.bam")});
  // The event's settings and rulings: the same refusals without the command line's options.
  if (why.code == "event.bad_date") return c.w("console.refusal.bad_date", {arg(0)});
  if (why.code == "event.drop_unknown_pair" || why.code == "ruling.pair_not_in_event")
    return c.w("console.refusal.no_pair", {arg(0)});
  if (why.code == "event.drop_has_results") return c.w("console.refusal.drop_has_results", {arg(0), arg(1), arg(2), arg(3)});
  if (why.code == "ruling.reason_missing") return c.w("console.refusal.reason_missing");
  if (why.code == "ruling.fouled_which_lines") return c.w("console.refusal.fouled_which_lines");
  if (why.code == "ruling.not_found") return c.w("console.refusal.no_ruling", {arg(0)});
  if (why.code == "members.unknown") return c.w("console.refusal.no_player", {arg(0)});
  if (why.code == "cli.no_hand_records" || why.code == "hands.no_deals") return c.w("console.refusal.no_hand_records", {arg(0)});
  if (why.code == "hands.already_dealt") return c.w("console.refusal.already_dealt", {arg(0), arg(1)});
  if (why.code == "hands.results_entered") return c.w("console.refusal.results_entered", {arg(0), arg(1)});
  // Sessions and tournaments: the same refusals, said with the console's fields and pages.
  const std::string_view field_codes[] = {"session.winners_differ_1_2", "session.winners_differ_2_1", "session.dealer_differs",
                                          "session.vulnerability_differs", "session.deal_differs", "session.no_common_board"};
  for (auto code : field_codes)
    if (why.code == code) {
      auto args = why.args;
      args.push_back(c.w("console.scope_section"));
      args.push_back(c.w("console.session_ranked"));
      return c.w("console.refusal." + std::string(code.substr(code.find('.') + 1)), args);
    }
  // Imports: the form's fields instead of the command line's options.
  if (why.code == "import.name_taken") return c.w("console.refusal.import_name_taken", {arg(0), c.w("console.import_name")});
  if (why.code == "import.board_not_played")
    return c.w("console.refusal.board_not_played", {arg(0), arg(1), c.w("console.import_skip_boards")});
  if (why.code == "import.hand_records_only") return c.w("console.refusal.hand_records_only", {arg(0), c.w("console.import_hands")});
  if (why.code == "import.skip_usebio_only") return c.w("console.refusal.skip_usebio_only");
  if (why.code == "session.bad_section_letter") return c.w("console.refusal.section_letter", {arg(0)});
  if (why.code == "session.bad_date") return c.w("console.refusal.bad_date", {arg(0)});
  if (why.code == "session.event_in_other_session") return c.w("console.refusal.event_in_other_session", {arg(0), arg(1), arg(2)});
  if (why.code == "publish.session_no_sections") return c.w("console.refusal.session_no_sections", {arg(0)});
  if (why.code == "tournament.event_in_session") return c.w("console.refusal.event_in_session", {arg(0), arg(1)});
  if (why.code == "tournament.carry_unnamed") return c.w("console.refusal.carry_unnamed", {arg(0), arg(1)});
  if (why.code.starts_with("session.not_found") || why.code == "session.no_id") return c.w("console.refusal.no_session", {arg(0)});
  if (why.code.starts_with("tournament.not_found") || why.code == "tournament.no_id")
    return c.w("console.refusal.no_tournament", {arg(0)});
  return render(why, c.lang);
}

std::string events_page(const Context& c, const std::vector<EventRow>& events, const NewEventForm& form,
                        const std::string& error, bool deleted) {
  std::string body;
  if (deleted) body += message_html("notice", c.w("console.done"));
  body += "<h2>" + esc(c.w("console.events")) + "</h2>\n<table class=\"events\"><thead><tr><th>" + esc(c.w("console.event")) +
          "</th><th>" + esc(c.w("console.movement")) + "</th><th>" + esc(c.w("console.results")) +
          "</th></tr></thead><tbody>\n";
  for (const auto& [e, st] : events)
    body += "<tr><td><a href=\"/director/events/" + std::to_string(e.id) + "\">" + esc(e.name) + "</a></td><td>" +
            esc(summary_text(e.movement_summary, c.lang)) + "</td><td>" + std::to_string(st.entered) +
            (st.expected ? " / " + std::to_string(st.expected) : "") + "</td></tr>\n";
  body += "</tbody></table>\n<p class=\"links\"><a href=\"/director/import\">" + esc(c.w("console.import")) + "</a></p>\n" +
          new_event_form(c, form, error);
  return page(c, c.w("console.events"), body);
}

std::string no_event_page(const Context& c, const Error& why) {
  const std::string said = refusal(c, why);
  return page(c, said, "<h2>" + esc(said) + "</h2>");
}

// ------------------------------------------------------------------ one event

namespace {

// What the route just did ("?done=edited"), said at the top of the event page.
std::string done_text(const Context& c, const std::string& done) {
  static const std::pair<std::string_view, std::string_view> said[] = {
      {"created", "console.the_event_is_created_print_its"},  {"edited", "console.the_result_is_corrected"},
      {"deleted", "console.the_result_is_deleted"},           {"entered", "console.the_result_is_entered"},
      {"named", "console.the_pair_is_named"},                 {"locked", "console.the_round_is_locked_tables_can"},
      {"unlocked", "console.the_round_is_open_again"},        {"answered", "console.the_call_is_answered"},
      {"stored_call", "console.the_refused_entry_is_stored"}, {"published", "console.the_results_are_published"},
      {"withdrawn", "console.the_results_are_no_longer_published"}, {"drawn", "console.the_next_round_is_drawn_from"},
      {"ruled", "console.done_ruled"},                        {"ruling_withdrawn", "console.done_ruling_withdrawn"},
      {"saved", "console.done_saved"},                        {"final", "console.done_final"},
      {"provisional", "console.done_provisional"},            {"dropped", "console.done_dropped"},
      {"dealt", "console.done_dealt"},                        {"analysed", "console.done_analysed"},
      {"team_named", "console.done_team_named"},              {"moved", "console.done_moved"}};
  for (const auto& [what, code] : said)
    if (done == what) return c.w(code);
  return "";
}

// The top of an event's pages: its name, the menu of its pages (`at` marked), `intro` (markup),
// then the error and what was just done ("?done=..."), when given.
std::string event_heading(const Context& c, const db::EventInfo& e, std::string_view at, const std::string& intro,
                          const std::string& error, const std::string& done) {
  std::string out = "<h2 id=\"event-name\">" + esc(e.name) + "</h2>\n" + event_menu(c, e, at) + intro;
  if (!error.empty()) out += message_html("error", error);
  if (const std::string said = done_text(c, done); !said.empty()) out += message_html("notice", said);
  return out;
}

// The event's pairs as a drop-down's options: each as the director's language writes it, with
// its players' names.
std::string pair_options(const Context& c, const std::vector<db::Pair>& pairs) {
  std::string out;
  for (const auto& p : pairs) {
    const std::string names = p.names();
    out += "<option value=\"" + esc(p.id) + "\">" + esc(pair_id(p.id, c.lang)) + (names.empty() ? "" : " \u2014 " + esc(names)) +
           "</option>";
  }
  return out;
}

// A list of buttons, one a choice, each sending the form `form` with `name` set to its value.
using Choices = std::span<const std::pair<std::string_view, std::string_view>>;  // (value, catalogue code)
std::string choice_buttons(const Context& c, std::string_view form, std::string_view name, Choices choices) {
  std::string out = "<ul class=\"sheets\">\n";
  for (const auto& [value, code] : choices)
    out += "<li><button type=\"submit\" form=\"" + std::string(form) + "\" name=\"" + std::string(name) + "\" value=\"" +
           std::string(value) + "\">" + esc(c.w(code)) + "</button></li>\n";
  return out + "</ul>\n";
}

std::string grid_html(const Context& c, const db::EventInfo& e, const director::EveningGrid& g) {
  const std::string base = event_base(e);
  std::string out = "<table class=\"grid\" id=\"grid\"><thead><tr><th>" + esc(c.w("console.table")) + "</th>";
  // A round under way: locked, or with a result at some table. Its empty cells are the tables
  // the director waits for (red); a round not begun is only waiting.
  std::vector<bool> started(static_cast<size_t>(g.rounds) + 1, false);
  for (int round = 1; round <= g.rounds; ++round) {
    started[static_cast<size_t>(round)] = std::find(g.locked.begin(), g.locked.end(), round) != g.locked.end();
    for (int table = 1; table <= g.tables; ++table)
      if (const auto* cell = g.cell(table, round); cell && cell->entered > 0) started[static_cast<size_t>(round)] = true;
  }
  for (int round = 1; round <= g.rounds; ++round) {
    const bool locked = std::find(g.locked.begin(), g.locked.end(), round) != g.locked.end();
    out += std::string(locked ? "<th class=\"locked-round\">" : "<th>") + esc(c.w("console.round", {std::to_string(round)})) +
           (locked ? " <span class=\"locked\">" + esc(c.w("console.locked")) + "</span>" : std::string()) + "<br>" +
           button_form(c, base + "/rounds/" + std::to_string(round) + "/lock",
                       locked ? c.w("console.unlock") : c.w("console.lock"), hidden("locked", locked ? "0" : "1"),
                       locked ? "locked" : "") +
           " <a class=\"slips-link\" href=\"" + base + "/rounds/" + std::to_string(round) + "/enter\">" +
           esc(c.w("console.enter_slips")) + "</a>" + "</th>";
  }
  out += "</tr></thead><tbody>\n";
  for (int table = 1; table <= g.tables; ++table) {
    out += "<tr><th>" + std::to_string(table) + "</th>";
    for (int round = 1; round <= g.rounds; ++round) {
      const auto* cell = g.cell(table, round);
      if (!cell) {
        out += "<td></td>";
        continue;
      }
      if (cell->boards == 0) {
        out += "<td class=\"sitout\">" + esc(pair_id(cell->ns.empty() ? cell->ew : cell->ns, c.lang)) + " " +
               esc(c.w("console.sits_out")) + "</td>";
        continue;
      }
      const char* cls = cell->entered >= cell->boards ? "complete"
                        : cell->entered > 0          ? "partial"
                        : started[static_cast<size_t>(round)] ? "empty"
                                                              : "waiting";
      out += "<td class=\"" + std::string(cls) + "\" data-table=\"" + std::to_string(table) + "\" data-round=\"" +
             std::to_string(round) + "\" title=\"" +
             esc(pair_id(cell->ns, c.lang) + " " + c.w("site.versus") + " " + pair_id(cell->ew, c.lang)) + "\"><a href=\"" +
             base + "?round=" + std::to_string(round) + "&amp;table=" + std::to_string(table) + "#results\">" +
             std::to_string(cell->entered) + "/" + std::to_string(cell->boards) + "</a>" +
             // Boards the table left: for later while the round is open, not played once locked.
             (cell->later.empty() ? std::string()
                                  : "<br><span class=\"later\">" + esc(c.w("console.grid_later", {number_list(cell->later)})) + "</span>") +
             (cell->not_played.empty()
                  ? std::string()
                  : "<br><span class=\"not-played\">" + esc(c.w("console.grid_not_played", {number_list(cell->not_played)})) + "</span>") +
             "</td>";
    }
    out += "</tr>\n";
  }
  return out + "</tbody></table>\n";
}

// The calls for the director: who called and when, and what an entry the server refused was.
// Two results for one board from the same table (two phones, or a phone and the table's first
// entry) are a conflict: both results side by side, and the director keeps one.
std::string calls_html(const Context& c, const db::EventInfo& e, const std::vector<db::DirectorCall>& calls,
                       const std::vector<db::ResultLine>& lines) {
  const std::string base = event_base(e);
  std::string body = "<div class=\"calls\" id=\"calls\"><h3>" + esc(c.w("console.calls_for_the_director")) + "</h3><ul>";
  for (const auto& call : calls) {
    const auto refused = director::refused_entry(call);
    // An entry has its board; a call about something else the table could not do has none.
    const bool entry = refused && refused->board > 0;
    // The entry as the phone sent it (English notation) in the director's letters ("4♠ N ="),
    // as the results table writes lines; said as sent when it does not read.
    std::string entry_words;
    if (entry) {
      const auto read = score::parse_entry(refused->entry, Lang::En);
      entry_words = read ? entry_text(*read, c.lang, true) : refused->entry;
      if (refused->other_way) entry_words += " (" + c.w("tablepage.seated_other_way") + ")";
    }
    // The line stored for that board at that table and round, when the refusal was that one is.
    const db::ResultLine* stored = nullptr;
    if (entry && refused->why.code == "table.already_entered")
      for (const auto& l : lines)
        if (l.board == refused->board && l.table == call.table && l.round == call.round) stored = &l;
    if (stored) {
      const std::string id = std::to_string(call.id);
      const std::string kept = entry_text(stored->entry, c.lang, true) +
                               (stored->ns_score ? " (NS " + score::signed_text(*stored->ns_score) + ")" : std::string());
      body += "<li class=\"not-stored conflict\">" +
              esc(c.w("console.call_table_round", {std::to_string(call.table), std::to_string(call.round.value_or(0))})) +
              " · <strong>" + esc(c.w("console.conflict", {std::to_string(refused->board), kept, entry_words})) + "</strong> · " +
              esc(call.raised_at) + " " + esc(c.w("word.utc")) + " " +
              button_form(c, base + "/calls/" + id + "/answer", c.w("console.keep_stored")) + " " +
              button_form(c, base + "/calls/" + id + "/store", c.w("console.store_other")) + "</li>";
      continue;
    }
    body += std::string(refused ? "<li class=\"not-stored\">" : "<li>") +
            esc(call.round ? c.w("console.call_table_round", {std::to_string(call.table), std::to_string(*call.round)})
                           : c.w("console.call_table", {std::to_string(call.table)})) +
            " · " +
            // An entry the players confirmed and the server refused: what it was, and why.
            (entry ? "<strong>" +
                         esc(c.w("console.call_not_stored",
                                 {std::to_string(refused->board), entry_words, render(refused->why, c.lang)})) +
                         "</strong> · "
             : refused ? "<strong>" + esc(c.w("console.call_about", {render(refused->why, c.lang)})) + "</strong> · "
                       : std::string()) +
            esc(call.raised_at) + " " + esc(c.w("word.utc")) + " " +
            (entry ? button_form(c, base + "/calls/" + std::to_string(call.id) + "/store", c.w("console.store_entry")) + " "
                   : std::string()) +
            button_form(c, base + "/calls/" + std::to_string(call.id) + "/answer", c.w("console.answered")) + "</li>";
  }
  return body + "</ul></div>\n";
}

std::string results_html(const Context& c, const db::EventInfo& e, std::vector<db::ResultLine> lines, const LineFilter& filter) {
  const std::string base = event_base(e);
  std::erase_if(lines, [&](const db::ResultLine& l) {
    return (filter.board && l.board != *filter.board) || (filter.round && l.round != *filter.round) ||
           (filter.table && l.table != *filter.table);
  });
  // Newest first, each correctable.
  std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.id > b.id; });
  std::string body = "<h3>" + esc(c.w("console.results")) + "</h3>\n<form method=\"post\" action=\"" + base +
                     "/results\" id=\"add-result\">" + csrf_field(c) + "<label>" + esc(c.w("console.board")) +
                     " <input name=\"board\" type=\"number\" min=\"1\" required></label> ";
  if (e.has_movement())
    body += "<label>" + esc(c.w("console.round_3")) + " <input name=\"round\" type=\"number\" min=\"1\" required></label> <label>" +
            esc(c.w("console.table")) + " <input name=\"table\" type=\"number\" min=\"1\" required></label> ";
  else
    body += "<label>NS <input name=\"ns\" required></label> <label>" + esc(c.w("console.ew")) + " <input name=\"ew\" required></label> ";
  body += "<label>" + esc(c.w("console.result")) +
          " <input name=\"entry\" required placeholder=\"4S N +1 HK\"></label> <label><input type=\"checkbox\" name=\"accept\" value=\"1\"> " +
          esc(c.w("console.store_even_if_far_from_double")) + "</label> <button type=\"submit\">" + esc(c.w("console.enter")) +
          "</button></form>\n";
  body += "<form method=\"get\" action=\"" + base + "\" class=\"filter\"><label>" + esc(c.w("console.show_board")) +
          " <input name=\"board\" type=\"number\" min=\"1\" value=\"" + (filter.board ? std::to_string(*filter.board) : "") +
          "\"></label> <label>" + esc(c.w("console.round_4")) + " <input name=\"round\" type=\"number\" min=\"1\" value=\"" +
          (filter.round ? std::to_string(*filter.round) : "") + "\"></label> <button type=\"submit\">" + esc(c.w("console.show")) +
          "</button> <a href=\"" + base + "\">" + esc(c.w("console.all")) + "</a></form>\n";
  body += "<table class=\"results\" id=\"results\"><thead><tr><th>#</th><th>" + esc(c.w("console.board")) + "</th><th>" +
          esc(c.w("console.round_3")) + "</th><th>" + esc(c.w("console.table")) + "</th><th>NS</th><th>" + esc(c.w("console.ew")) +
          "</th><th>" + esc(c.w("console.result")) + "</th><th>" + esc(c.w("console.slips_understood")) + "</th><th>" +
          esc(c.w("console.ns_score")) + "</th><th></th></tr></thead><tbody>\n";
  for (const auto& l : lines) {
    const std::string id = std::to_string(l.id);
    body += "<tr id=\"line-" + id + "\"><td>" + id + "</td><td>" + std::to_string(l.board) + "</td><td>" +
            (l.round ? std::to_string(*l.round) : "") + "</td><td>" + (l.table ? std::to_string(*l.table) : "") + "</td><td>" +
            esc(pair_id(l.ns, c.lang)) + "</td><td>" + esc(pair_id(l.ew, c.lang)) +
            "</td><td><form class=\"inline edit\" method=\"post\" action=\"" + base + "/results/" + id + "\">" + csrf_field(c) +
            "<input name=\"entry\" size=\"14\" aria-label=\"" + esc(c.w("console.result")) + "\" value=\"" +
            esc(score::to_string(l.entry, c.lang)) + "\"> <button type=\"submit\">" + esc(c.w("console.correct")) +
            "</button></form></td><td class=\"understood\">" + esc(entry_text(l.entry, c.lang, true)) + "</td><td>" +
            (l.ns_score ? std::to_string(*l.ns_score) : "") + "</td><td>" +
            button_form(c, base + "/results/" + id + "/delete", c.w("console.delete")) + "</td></tr>\n";
  }
  return body + "</tbody></table>\n";
}

std::string pairs_html(const Context& c, const db::EventInfo& e, const std::vector<db::Pair>& pairs) {
  const std::string base = event_base(e);
  std::string body = "<h3>" + esc(c.w("console.pairs")) + "</h3>\n<table class=\"pairs\" id=\"pairs\"><tbody>\n";
  for (const auto& p : pairs) {
    auto player = [&](size_t k) { return k < p.players.size() ? p.players[k].name : std::string(); };
    body += "<tr><th>" + esc(pair_id(p.id, c.lang)) + "</th><td><form class=\"inline\" method=\"post\" action=\"" + base +
            "/pairs/" + url_encode(p.id) + "\">" + csrf_field(c) + "<input name=\"name1\" maxlength=\"80\" aria-label=\"" +
            esc(c.w("console.player_1")) + "\" value=\"" + esc(player(0)) + "\"> <input name=\"name2\" maxlength=\"80\" aria-label=\"" +
            esc(c.w("console.player_2")) + "\" value=\"" + esc(player(1)) + "\"> <button type=\"submit\">" + esc(c.w("console.save")) +
            "</button></form></td></tr>\n";
  }
  return body + "</tbody></table>\n";
}

// A teams event's teams, each with its pairs and its name to give (`bandeja teams EVENT N --name`).
std::string teams_html(const Context& c, const db::EventInfo& e, const std::vector<db::Team>& teams) {
  const std::string base = event_base(e);
  std::string body = "<h3>" + esc(c.w("console.teams")) + "</h3>\n<table class=\"pairs\" id=\"teams\"><tbody>\n";
  for (const auto& t : teams) {
    std::string pairs;
    for (const auto& p : t.pairs) pairs += (pairs.empty() ? "" : ", ") + pair_id(p, c.lang);
    body += "<tr><th>" + esc(c.w("console.team_number", {t.id})) + "</th><td>" + esc(pairs) +
            "</td><td><form class=\"inline\" method=\"post\" action=\"" + base + "/teams/" + url_encode(t.id) + "\">" + csrf_field(c) +
            "<input name=\"name\" maxlength=\"80\" aria-label=\"" + esc(c.w("console.team_name")) + "\" value=\"" + esc(t.name) +
            "\"> <button type=\"submit\">" + esc(c.w("console.save")) + "</button></form></td></tr>\n";
  }
  return body + "</tbody></table>\n";
}

}  // namespace

std::string lock_confirm_page(const Context& c, const db::EventInfo& e, int round, const director::RoundGaps& gaps) {
  const std::string base = event_base(e);
  std::string body = "<h2 id=\"event-name\">" + esc(e.name) + "</h2>\n";
  body += message_html("warning",
                       c.w("console.lock_missing", {std::to_string(round), std::to_string(gaps.boards),
                                                    std::to_string(gaps.tables.size()), number_list(gaps.tables)}),
                       "lock-missing");
  body += "<p class=\"actions\">" +
          button_form(c, base + "/rounds/" + std::to_string(round) + "/lock", c.w("console.lock_anyway", {std::to_string(round)}),
                      hidden("locked", "1") + hidden("confirm", "1"), "primary") +
          " <a class=\"button\" href=\"" + base + "\">" + esc(c.w("console.do_not_lock")) + "</a></p>\n";
  return page(c, e.name, body);
}

std::string event_page(const Context& c, const db::EventInfo& e, const Result<EventDesk>& desk, const std::string& base_url,
                       const std::string& error, const std::string& done, const LineFilter& filter) {
  if (!desk) return page(c, e.name, message_html("error", render(desk.error(), c.lang)));
  const std::string base = event_base(e);
  std::string body =
      event_heading(c, e, "", "<p>" + esc(summary_text(e.movement_summary, c.lang)) + "</p>\n", error, done);
  body += "<p class=\"actions\"><a class=\"button\" href=\"/live/" + std::to_string(e.id) + "\">" + esc(c.w("console.live_results")) +
          "</a> ";
  if (e.has_movement())
    body += "<a class=\"button\" id=\"guide-cards\" href=\"" + base + "/cards/tables\">" + esc(c.w("console.guide_cards_with_qr_codes")) +
            "</a> <a class=\"button\" href=\"" + base + "/cards/pairs\">" + esc(c.w("console.pair_cards")) + "</a> ";
  if (e.movement_type == "swiss" || e.movement_type == "swiss-pairs")  // a Swiss: the next round is drawn here once this one is played
    body += button_form(c, base + "/swiss/next", c.w("console.draw_round", {std::to_string(e.rounds + 1)}), "", "primary") + " ";
  body += "<a class=\"button\" id=\"ranking\" href=\"" + base + "/ranking\">" + esc(c.w("console.ranking")) +
          "</a> <a class=\"button\" href=\"" + base + "/audit\">" + esc(c.w("console.audit_log")) + "</a> ";
  body += desk->published
              ? button_form(c, base + "/publish", c.w("console.withdraw_the_results"), hidden("published", "0")) + " <a href=\"/results/" +
                    std::to_string(e.id) + "/\">" + esc(c.w("console.published_results")) + "</a>"
              : button_form(c, base + "/publish", c.w("console.publish_the_results"), hidden("published", "1"), "primary");
  body += "</p>\n";
  // Links to this computer alone reach no phone: say so before the cards are printed.
  if (e.has_movement() && (base_url.find("://127.") != std::string::npos || base_url.find("://localhost") != std::string::npos))
    body += message_html("warning", c.w("console.links_point_here", {base_url}), "local-links");

  // The calls and the grid: console.js fetches the page again every few seconds and swaps this
  // part in, so the director watches the results come in without reloading.
  body += "<div id=\"evening\">\n";
  if (!desk->grid.open_calls.empty()) body += calls_html(c, e, desk->grid.open_calls, desk->lines);
  if (e.has_movement()) body += "<h3>" + esc(c.w("console.the_evening")) + "</h3>\n" + grid_html(c, e, desk->grid);
  body += "</div>\n";
  if (e.has_movement()) {
    body += "<details><summary>" + esc(c.w("console.table_links")) + "</summary><ul id=\"links\">";
    for (const auto& l : desk->links)
      body += "<li>" + esc(c.w("console.link_table", {std::to_string(l.table)})) + " <a href=\"/t/" + esc(l.token) + "\">" +
              esc(director::table_url(base_url, l)) + "</a></li>";
    if (desk->links.empty()) body += "<li>" + esc(c.w("console.print_the_guide_cards_to_make")) + "</li>";
    body += "</ul></details>\n";
  }
  body += results_html(c, e, desk->lines, filter);
  if (!desk->teams.empty()) body += teams_html(c, e, desk->teams);
  body += pairs_html(c, e, desk->pairs);
  return page(c, e.name, body);
}

std::string rulings_page(const Context& c, const db::EventInfo& e, const std::vector<db::Ruling>& rulings,
                         const std::vector<db::Pair>& pairs, bool imps, const std::string& error, const std::string& done) {
  const std::string base = event_base(e);
  std::string body = event_heading(c, e, "/rulings", "", error, done);
  body += "<h3>" + esc(c.w("console.rulings_given")) + "</h3>\n";
  if (rulings.empty()) body += "<p id=\"no-rulings\">" + esc(c.w("console.no_rulings")) + "</p>\n";
  else {
    body += "<table class=\"rulings\" id=\"rulings\"><tbody>";
    for (const auto& r : rulings) {
      body += std::string("<tr") + (r.standing() ? "" : " class=\"withdrawn\"") + "><td>#" + std::to_string(r.id) + "</td><td>" +
              esc(ruling_text(director::ruling_record(r), c.lang)) + "</td><td>" + esc(c.w("console.ruling_given_at", {r.at})) +
              "</td><td>";
      body += r.standing() ? button_form(c, base + "/rulings/" + std::to_string(r.id) + "/withdraw", c.w("console.ruling_withdraw"))
                           : esc(c.w("console.ruling_withdrawn_at", {r.withdrawn_at}));
      body += "</td></tr>";
    }
    body += "</tbody></table>\n";
  }
  if (e.has_movement()) {
    body += "<h3>" + esc(c.w("console.fouled_board")) + "</h3>\n<form method=\"post\" action=\"" + base +
            "/rulings/foul\" class=\"fields\">" + csrf_field(c) +
            field(c.w("console.board"), text_input("board", "", " inputmode=\"numeric\" size=\"4\" required")) +
            field(c.w("console.fouled_rounds"), text_input("rounds", "", " size=\"6\" placeholder=\"4-7\"")) +
            field(c.w("console.fouled_ns_pairs"), text_input("pairs", "", " size=\"12\" placeholder=\"1 3 5\"")) +
            field(c.w("console.ruling_reason"), text_input("reason", "", " size=\"30\"")) +
            "<label class=\"check\"><input type=\"checkbox\" name=\"ebu\" value=\"1\"> " + esc(c.w("console.fouled_ebu")) + "</label> " +
            "<button type=\"submit\" class=\"primary\">" + esc(c.w("console.ruling_give")) + "</button></form>\n";
  }
  body += "<h3>" + esc(c.w("console.penalty")) + "</h3>\n<form method=\"post\" action=\"" + base + "/rulings/penalty\" class=\"fields\">" +
          csrf_field(c) + field(c.w("console.penalty_pair"), "<select name=\"pair\" required>" + pair_options(c, pairs) + "</select>") +
          field(c.w("console.penalty_board"), text_input("board", "", " inputmode=\"numeric\" size=\"4\"")) +
          field(c.w(imps ? "console.penalty_imps" : "console.penalty_top_percent"),
                text_input("amount", "", " inputmode=\"decimal\" size=\"5\" required")) +
          field(c.w("console.ruling_reason"), text_input("reason", "", " size=\"30\"")) + "<button type=\"submit\" class=\"primary\">" +
          esc(c.w("console.ruling_give")) + "</button></form>\n";
  return page(c, e.name, body);
}

std::string settings_page(const Context& c, const db::EventInfo& e, const EventSettings& settings, const std::string& error,
                          const std::string& done) {
  const std::string base = event_base(e);
  std::string body = event_heading(c, e, "/settings", "", error, done);
  auto choice = [&](const std::string& name, const std::string& chosen, const std::vector<std::pair<std::string, std::string>>& opts) {
    std::string out = "<select name=\"" + esc(name) + "\">";
    for (const auto& [value, code] : opts)
      out += "<option value=\"" + esc(value) + "\"" + (value == chosen ? " selected" : "") + ">" + esc(c.w(code)) + "</option>";
    return out + "</select>";
  };
  body += "<h3>" + esc(c.w("console.settings_event")) + "</h3>\n<form method=\"post\" action=\"" + base +
          "/settings\" class=\"fields\" id=\"settings\">" + csrf_field(c) + field(c.w("console.name"), text_input("name", e.name, " required")) +
          field(c.w("console.settings_date"), "<input type=\"date\" name=\"date\" value=\"" + esc(e.held_on) + "\">") +
          field(c.w("console.settings_site"), text_input("site", e.site)) +
          field(c.w("console.settings_traveller_points"),
                choice("traveller_points", settings.traveller_points,
                       {{"now", "console.points_now"}, {"locked", "console.points_locked"}, {"never", "console.points_never"}})) +
          field(c.w("console.settings_member_numbers"),
                choice("member_numbers", settings.member_numbers_required ? "required" : "optional",
                       {{"optional", "console.numbers_optional"}, {"required", "console.numbers_required"}})) +
          "<button type=\"submit\" class=\"primary\">" + esc(c.w("console.save")) + "</button></form>\n";

  if (e.has_movement() && e.movement_type != "swiss" && e.movement_type != "swiss-pairs") {
    NewEventForm now;
    now.movement = e.movement_type;
    now.tables = std::to_string(e.tables);
    now.boards_per_round = std::to_string(e.boards_per_round);
    body += "<h3>" + esc(c.w("console.settings_movement")) + "</h3>\n<p>" + esc(summary_text(e.movement_summary, c.lang)) + "</p>\n<p>" +
            esc(c.w("console.settings_movement_help")) + "</p>\n<form method=\"post\" action=\"" + base + "/movement\" id=\"movement\">" +
            csrf_field(c) + movement_fields(c, now) + "<p><button type=\"submit\">" + esc(c.w("console.settings_movement_change")) +
            "</button></p></form>\n";
  }
  body += "<h3>" + esc(c.w("console.settings_results")) + "</h3>\n<p id=\"final-state\">" +
          esc(e.final_at.empty() ? c.w("console.results_provisional") : c.w("console.results_final_since", {e.final_at})) + "</p>\n" +
          button_form(c, base + "/final", c.w(e.final_at.empty() ? "console.mark_final" : "console.mark_provisional"),
                      hidden("final", e.final_at.empty() ? "1" : "0")) + "\n";

  if (e.has_movement() && !settings.pairs.empty()) {
    body += "<h3>" + esc(c.w("console.drop_pair")) + "</h3>\n<p>" + esc(c.w("console.drop_pair_help")) + "</p>\n<form method=\"post\" action=\"" +
            base + "/drop-pair\" class=\"fields\">" + csrf_field(c) +
            field(c.w("console.penalty_pair"), "<select name=\"pair\" required>" + pair_options(c, settings.pairs) + "</select>") +
            field(c.w("console.drop_from_round"), text_input("round", "", " inputmode=\"numeric\" size=\"4\" required")) +
            "<button type=\"submit\">" + esc(c.w("console.drop")) + "</button></form>\n";
  }

  body += "<h3>" + esc(c.w("console.delete_event")) + "</h3>\n<form method=\"post\" action=\"" + base + "/delete\" class=\"fields\">" +
          csrf_field(c) + field(c.w("console.delete_event_confirm", {e.name}), text_input("confirm", "", " required autocomplete=\"off\"")) +
          "<button type=\"submit\" class=\"danger\">" + esc(c.w("console.delete_event")) + "</button></form>\n";
  return page(c, e.name, body);
}

std::string print_page(const Context& c, const db::EventInfo& e, const std::string& error, const std::string& done) {
  const std::string base = event_base(e);
  std::string body = event_heading(c, e, "/print", "", error, done);
  body += "<p>" + esc(c.w("console.print_help")) + "</p>\n<form method=\"get\" action=\"" + base +
          "/print/sheet\" target=\"_blank\" class=\"fields\" id=\"print\">" +
          field(c.w("console.print_paper"), "<select name=\"paper\"><option value=\"a4\">A4</option><option value=\"letter\">" +
                                                esc(c.w("console.print_letter")) + "</option></select>") +
          field(c.w("console.print_per_page"), "<select name=\"per_page\"><option>1</option><option>2</option><option>4</option>"
                                               "<option>6</option></select>") +
          field(c.w("console.print_rounds"), text_input("rounds", "", " size=\"6\" placeholder=\"1-4\"")) + "</form>\n";
  static const std::pair<std::string_view, std::string_view> sheets[] = {
      {"pickup-slips", "console.sheet_pickup_slips"}, {"travellers", "console.sheet_travellers"},
      {"score-cards", "console.sheet_score_cards"},   {"results", "console.sheet_results"},
      {"schedule", "console.sheet_schedule"},         {"hand-records", "console.sheet_hand_records"},
      {"guide-cards", "console.guide_cards_with_qr_codes"}, {"pair-cards", "console.pair_cards"}};
  body += choice_buttons(c, "print", "kind", sheets);
  body += "<h3>" + esc(c.w("console.hands")) + "</h3>\n<p>" + esc(c.w("console.hands_help")) + "</p>\n<form method=\"post\" action=\"" +
          base + "/hands/deal\" class=\"fields\">" + csrf_field(c) + "<label class=\"check\"><input type=\"checkbox\" name=\"replace\" value=\"1\"> " +
          esc(c.w("console.hands_replace")) + "</label> <button type=\"submit\">" + esc(c.w("console.hands_deal")) + "</button></form>\n" +
          button_form(c, base + "/hands/analyse", c.w("console.hands_analyse")) + "\n";
  return page(c, e.name, body);
}

std::string files_page(const Context& c, const db::EventInfo& e) {
  const std::string base = event_base(e);
  std::string body = event_heading(c, e, "/files", "<p>" + esc(c.w("console.files_help")) + "</p>\n", "", "") +
                     "<form method=\"get\" action=\"" + base + "/files/export\" class=\"fields\" id=\"export\">";
  // In Spanish and French a CSV is always a spreadsheet's (';' and decimal commas): nothing to ask.
  if (c.lang == Lang::En)
    body += "<label class=\"check\"><input type=\"checkbox\" name=\"excel\" value=\"1\"> " + esc(c.w("console.files_spreadsheet")) +
            "</label>";
  body += "</form>\n";
  static const std::pair<std::string_view, std::string_view> files[] = {
      {"pbn", "console.file_pbn"},         {"usebio", "console.file_usebio"},   {"travellers", "console.file_travellers"},
      {"points", "console.file_points"},   {"ranking", "console.file_ranking"},   {"ranking_json", "console.file_ranking_json"}};
  body += choice_buttons(c, "export", "what", files) + "<h3>" + esc(c.w("console.backup")) + "</h3>\n<p>" + esc(c.w("console.backup_help")) + "</p>\n<p><a class=\"button\" href=\"" +
          base + "/files/backup\" download>" + esc(c.w("console.backup_download")) + "</a></p>\n";
  return page(c, e.name, body);
}

std::string appearance_score(const director::Appearance& a, Lang lang) {
  auto percent = [&] {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f%%", *a.percent);
    return decimal(text, lang);
  };
  if (a.unit == "mp") return a.percent ? percent() : "-";  // no board played yet
  if (!a.total) return "-";
  if (a.unit == "bp" && a.percent) return percent();
  const char* code = a.unit == "vp" ? "cli_players.score_vp" : a.unit == "bp" ? "cli_players.score_bp" : "cli_players.score_imps";
  return say(lang, code, {formats::number_text(*a.total)});
}

std::string players_page(const Context& c, const PlayersFound& found, const std::string& error, const std::string& done) {
  std::string body = "<h2>" + esc(c.w("console.players_register")) + "</h2>\n";
  if (!error.empty()) body += message_html("error", error);
  if (done == "player_added") body += message_html("notice", c.w("console.done_player_added"));
  body += "<form method=\"get\" action=\"/director/players\" class=\"fields\" role=\"search\">" +
          field(c.w("console.players_search"), text_input("q", found.query, " type=\"search\" size=\"30\" autofocus")) +
          "<button type=\"submit\">" + esc(c.w("console.players_find")) + "</button></form>\n";
  body += "<p class=\"links\"><a href=\"/director/import#import-players\">" + esc(c.w("console.import_players")) + "</a></p>\n";
  if (found.registered == 0) body += "<p id=\"register-empty\">" + esc(c.w("console.players_empty")) + "</p>\n";
  else if (found.members.empty()) body += "<p>" + esc(c.w("console.players_none", {found.query})) + "</p>\n";
  else {
    body += "<p>" + esc(c.w("console.players_count", {std::to_string(found.matched), std::to_string(found.registered)})) +
            "</p>\n<table class=\"players\" id=\"players\"><thead><tr><th>" + esc(c.w("cli_players.col_id")) + "</th><th>" +
            esc(c.w("cli_players.col_name")) + "</th><th>" + esc(c.w("cli_players.col_club")) + "</th></tr></thead><tbody>\n";
    for (const auto& m : found.members)
      body += "<tr><td><a href=\"/director/players/" + url_encode(m.national_id) + "\">" + esc(m.national_id) + "</a></td><td>" +
              esc(m.name) + "</td><td>" + esc(m.club) + "</td></tr>\n";
    body += "</tbody></table>\n";
  }
  body += "<h3>" + esc(c.w("console.players_add")) + "</h3>\n<form method=\"post\" action=\"/director/players\" class=\"fields\">" +
          csrf_field(c) + field(c.w("cli_players.col_id"), text_input("id", "", " required size=\"12\" maxlength=\"40\"")) +
          field(c.w("cli_players.col_name"), text_input("name", "", " required size=\"30\" maxlength=\"80\"")) +
          field(c.w("cli_players.col_club"), text_input("club", "", " size=\"20\" maxlength=\"80\"")) + "<button type=\"submit\">" +
          esc(c.w("console.save")) + "</button></form>\n";
  return page(c, c.w("console.players_register"), body);
}

std::string player_page(const Context& c, const std::string& national_id, const Result<director::History>& history) {
  std::string body = "<p><a href=\"/director/players\">" + esc(c.w("console.players_register")) + "</a></p>\n";
  if (!history) return page(c, national_id, body + message_html("error", refusal(c, history.error())));
  const auto& h = *history;
  body += "<h2>" + esc(h.national_id) + " \u2014 " + esc(h.name.empty() ? "-" : h.name) +
          (h.member && !h.member->club.empty() ? " (" + esc(h.member->club) + ")" : "") + "</h2>\n";
  if (h.events.empty()) return page(c, h.national_id, body + "<p>" + esc(c.w("cli_players.no_events")) + "</p>");
  body += "<table class=\"history\" id=\"history\"><thead><tr>";
  for (const char* col : {"cli_players.col_date", "cli_players.col_event", "cli_players.col_pair", "cli_players.col_with",
                          "cli_players.col_place", "cli_players.col_score"})
    body += "<th>" + esc(c.w(col)) + "</th>";
  body += "</tr></thead><tbody>\n";
  for (const auto& a : h.events) {
    const std::string date = a.event.held_on.empty() ? a.event.created_at.substr(0, 10) : a.event.held_on;
    const std::string place = a.place.empty() ? "-" : a.place + (a.entrants ? "/" + std::to_string(a.entrants) : "");
    std::string score = a.not_ranked ? c.w("cli_players.not_ranked") : appearance_score(a, c.lang);
    if (a.provisional) score = c.w("cli_players.provisional", {score});
    body += "<tr><td>" + esc(date) + "</td><td><a href=\"" + event_base(a.event) + "\">" + esc(a.event.name) + "</a></td><td>" +
            esc(pair_id(a.pair, c.lang)) + "</td><td>" + esc(a.partners) + "</td><td>" + esc(place) + "</td><td>" + esc(score) +
            "</td></tr>\n";
  }
  return page(c, h.national_id, body + "</tbody></table>\n");
}

std::string ranking_page(const Context& c, const db::EventInfo& e, const Result<formats::Ranked>& ranked) {
  std::string body = "<h2>" + esc(e.name) + "</h2>\n<p><a href=\"" + event_base(e) + "\">" + esc(c.w("console.back_to_the_event")) +
                     "</a></p>\n";
  if (!ranked) {
    body += message_html("error", render(ranked.error(), c.lang));
  } else {
    for (const auto& w : ranked->warnings) body += message_html("notice", render(w, c.lang), "warning");
    body += standings_html(*ranked, c.lang);
  }
  return page(c, c.w("console.ranking"), body);
}

std::string audit_page(const Context& c, const db::EventInfo& e, const std::vector<db::AuditRecord>& audit) {
  std::string body = "<h2>" + esc(e.name) + "</h2>\n<table class=\"audit\"><thead><tr><th>" + esc(c.w("console.when_utc")) +
                     "</th><th>" + esc(c.w("console.what")) + "</th><th>#</th><th>" + esc(c.w("console.before")) + "</th><th>" +
                     esc(c.w("console.after")) + "</th><th>" + esc(c.w("console.who")) + "</th></tr></thead><tbody>\n";
  for (const auto& a : audit) {
    const auto w = director::audit_words(a, c.lang);
    body += "<tr class=\"" + esc(a.action) + "\"><td>" + esc(a.at) + "</td><td>" + esc(w.action) + "</td><td>" + esc(w.number) + "</td>";
    if (!w.said.empty()) {  // a file, a ruling, a round: one sentence across
      body += "<td colspan=\"2\">" + esc(w.said) + "</td>";
    } else {
      const std::string where = w.board + ": " + w.ns + " " + c.w("site.versus") + " " + w.ew + " ";
      body += "<td>" + (w.before.empty() ? std::string() : esc(where + w.before)) + "</td><td>" +
              (w.after.empty() ? std::string() : esc(where + w.after)) + "</td>";
    }
    body += "<td>" + esc(w.by) + "</td></tr>\n";
  }
  body += "</tbody></table>\n";
  return page(c, c.w("console.audit_log"), body);
}

// ------------------------------------------------------------------ a round's slips

std::string slip_row_id(int table, int board) { return "t" + std::to_string(table) + "b" + std::to_string(board); }

std::string slips_path(const db::EventInfo& e, int round) { return event_base(e) + "/rounds/" + std::to_string(round) + "/enter"; }

std::string slip_understood(const db::ResultLine& l, Lang lang) {
  return entry_text(l.entry, lang, true) + (l.ns_score ? "  NS " + score::signed_text(*l.ns_score) : "");
}

std::string slip_typed(const db::ResultLine* l, Lang lang) { return l ? score::to_string(l->entry, lang) : std::string(); }

std::string slips_page(const Context& c, const db::EventInfo& e, int round, const Result<RoundSlips>& slips,
                       const std::string& error, const std::string& at) {
  const std::string title = c.w("console.slips_title", {std::to_string(round)});
  std::string body = "<h2>" + esc(e.name) + " \u2014 " + esc(title) + "</h2>\n<p><a href=\"" + event_base(e) + "\">" +
                     esc(c.w("console.back_to_the_event")) + "</a>";
  for (int k : {round - 1, round + 1})
    if (k >= 1 && k <= e.rounds)
      body += " · <a href=\"" + slips_path(e, k) + "\">" + esc(c.w("console.slips_of_round", {std::to_string(k)})) + "</a>";
  body += "</p>\n<p class=\"hint\">" + esc(c.w("console.slips_help")) + "</p>\n";
  if (!error.empty()) body += message_html("error", error);
  if (!slips) {
    body += message_html("error", render(slips.error(), c.lang));
    return page(c, title, body);
  }
  auto pair_text = [&](const std::string& id) {
    const auto it = slips->names.find(id);
    return pair_id(id, c.lang) + (it == slips->names.end() ? std::string() : " " + it->second);
  };
  body += "<table class=\"slips\" data-offline=\"" + esc(c.w("console.slips_offline")) + "\"><thead><tr><th>" +
          esc(c.w("console.board")) + "</th><th>" + esc(c.w("console.result")) + "</th><th>" + esc(c.w("console.slips_understood")) +
          "</th></tr></thead>\n";
  int table = 0;
  for (const auto& st : slips->steps) {
    if (st.table != table) {
      if (table) body += "</tbody>\n";
      table = st.table;
      body += "<tbody><tr class=\"table-head\"><th colspan=\"3\">" +
              esc(c.w("enter.table_line", {std::to_string(st.table), pair_text(st.ns), pair_text(st.ew), number_list(st.boards)})) +
              "</th></tr>\n";
    }
    const db::ResultLine* line = slips->view.stored(st.board, st.ns);
    const std::string id = slip_row_id(st.table, st.board), was = slip_typed(line, c.lang);
    body += "<tr id=\"" + id + "\"><th scope=\"row\">" + std::to_string(st.board) +
            "</th><td><form class=\"slip\" method=\"post\" action=\"" + slips_path(e, round) + "\" data-out=\"" + id + "-said\">" +
            csrf_field(c) + hidden("table", std::to_string(st.table)) + hidden("board", std::to_string(st.board)) +
            hidden("had", was) + "<input name=\"entry\" autocomplete=\"off\" spellcheck=\"false\" value=\"" + esc(was) +
            "\" aria-label=\"" + esc(c.w("console.slips_board_at_table", {std::to_string(st.board), std::to_string(st.table)})) + "\"" +
            (id == at ? " autofocus" : "") + "> <label class=\"accept\" hidden><input type=\"checkbox\" name=\"accept\" value=\"1\"> " +
            esc(c.w("console.store_even_if_far_from_double")) + "</label> <button type=\"submit\">" + esc(c.w("console.slips_store")) +
            "</button></form></td><td class=\"said" + (line ? " stored" : "") + "\" id=\"" + id + "-said\" role=\"status\">" +
            (line ? esc(slip_understood(*line, c.lang)) : std::string()) + "</td></tr>\n";
  }
  if (table) body += "</tbody>\n";
  body += "</table>\n";
  return page(c, title, body, {"console.js", "entry.js"});
}

}  // namespace bandeja::present::console
