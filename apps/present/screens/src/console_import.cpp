// The console's import page: one form a kind of file, each sent as multipart/form-data with the
// session's CSRF token.
#include "bandeja/present/console_import.hpp"

#include "console_parts.hpp"

namespace bandeja::present::console {

namespace {

using namespace parts;

// One kind's form: its heading, its file, `fields`, and the answer under it when it was the one sent.
std::string import_form(const Context& c, const char* kind, const char* heading, const std::string& fields, const ImportDone& done) {
  std::string out = "<section class=\"import\" id=\"import-" + std::string(kind) + "\"><h3>" + esc(c.w(heading)) +
                    "</h3>\n<form method=\"post\" action=\"/director/import#import-" + kind +
                    "\" enctype=\"multipart/form-data\" class=\"fields\"" +
                    // A movement file is checked, not stored: its grid and balance open in a tab of their own.
                    (std::string_view(kind) == "movement" ? " target=\"_blank\"" : "") + ">" + csrf_field(c) + hidden("kind", kind) +
                    field(c.w("console.import_file"), "<input type=\"file\" name=\"file\" required>") + fields + "<button type=\"submit\">" +
                    esc(c.w("console.import_button")) + "</button></form>\n";
  if (done.kind == kind) {
    for (const auto& e : done.errors) out += message_html("error", e, "import-error");
    if (!done.report.empty()) {
      out += "<ul class=\"report\" id=\"import-report\" role=\"status\">";
      for (const auto& line : done.report) out += "<li>" + esc(line) + "</li>";
      out += "</ul>\n";
    }
    if (!done.link.empty()) out += "<p><a href=\"" + esc(done.link) + "\">" + esc(c.w("console.import_open")) + "</a></p>\n";
  }
  return out + "</section>\n";
}

std::string check(const char* name, const std::string& label) {
  return "<label class=\"check\"><input type=\"checkbox\" name=\"" + std::string(name) + "\" value=\"1\"> " + esc(label) + "</label> ";
}

std::string new_name(const Context& c) {
  return field(c.w("console.import_name"), text_input("name", "", " size=\"24\" maxlength=\"80\""));
}

}  // namespace

std::string import_page(const Context& c, const std::vector<db::EventInfo>& events, size_t max_mib, const ImportDone& done) {
  std::string body = "<h2>" + esc(c.w("console.import")) + "</h2>\n<p>" + esc(c.w("console.import_help", {std::to_string(max_mib)})) +
                     "</p>\n";
  std::string into = "<select name=\"into\" required>";
  for (const auto& e : events) into += "<option value=\"" + std::to_string(e.id) + "\">" + esc(e.name) + "</option>";
  into += "</select>";
  body += import_form(c, "usebio", "console.import_usebio", new_name(c) + check("skip", c.w("console.import_skip_lines")), done);
  body += import_form(c, "pbn", "console.import_pbn", new_name(c), done);
  body += import_form(c, "travellers", "console.import_travellers",
                      field(c.w("console.import_event_name"), text_input("name", "", " size=\"24\" maxlength=\"80\" required")) +
                          field(c.w("console.scoring"), scoring_select(c, "mp")),
                      done);
  body += import_form(c, "round", "console.import_round",
                      field(c.w("console.import_into_event"), into) + check("replace", c.w("console.import_replace")) +
                          check("accept", c.w("console.import_accept")) + check("swap", c.w("console.import_swap")),
                      done);
  body += import_form(c, "pairs", "console.import_pairs", field(c.w("console.import_into_event"), into), done);
  body += import_form(c, "hands", "console.import_hands",
                      field(c.w("console.import_into"), into) + check("skip", c.w("console.import_skip_boards")), done);
  body += import_form(c, "players", "console.import_players", "", done);
  body += import_form(c, "movement", "console.import_movement",
                      field(c.w("console.boards_a_round"), text_input("boards_per_round", "", " size=\"3\" inputmode=\"numeric\"")), done);
  return page(c, c.w("console.import"), body);
}

}  // namespace bandeja::present::console
