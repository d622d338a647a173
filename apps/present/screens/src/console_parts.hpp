#pragma once
// What every console page is built of (console_pages.cpp, console_groups.cpp): escaped text,
// the CSRF field, a form of one button, a message, a labelled field.
#include <string>
#include <string_view>

#include "bandeja/present/console_pages.hpp"
#include "bandeja/present/html.hpp"

namespace bandeja::present::console::parts {

inline std::string esc(std::string_view text) { return html_escape(text); }

inline std::string csrf_field(const Context& c) {
  return "<input type=\"hidden\" name=\"csrf\" value=\"" + esc(c.csrf) + "\">";
}

inline std::string hidden(const std::string& name, const std::string& value) {
  return "<input type=\"hidden\" name=\"" + esc(name) + "\" value=\"" + esc(value) + "\">";
}

// A form of one button that POSTs to `action` with the CSRF token.
inline std::string button_form(const Context& c, const std::string& action, const std::string& label,
                               const std::string& hiddens = "", const std::string& cls = "") {
  return "<form class=\"inline\" method=\"post\" action=\"" + esc(action) + "\">" + csrf_field(c) + hiddens +
         "<button type=\"submit\"" + (cls.empty() ? "" : " class=\"" + cls + "\"") + ">" + esc(label) +
         "</button></form>";
}

inline std::string message_html(const std::string& cls, const std::string& text, const std::string& id = "message") {
  return "<p class=\"" + cls + "\" id=\"" + id + "\" role=\"status\">" + esc(text) + "</p>\n";
}

// An event's console page.
inline std::string event_base(const db::EventInfo& e) { return "/director/events/" + std::to_string(e.id); }

// A labelled field of a form.
inline std::string field(const std::string& label, const std::string& input) {
  return "<label>" + esc(label) + " " + input + "</label> ";
}
inline std::string text_input(const std::string& name, const std::string& value = "", const std::string& extra = "") {
  return "<input name=\"" + esc(name) + "\" value=\"" + esc(value) + "\"" + extra + ">";
}

// The scorings an event may have, as a drop-down named "scoring" (`chosen` selected).
inline std::string scoring_select(const Context& c, const std::string& chosen) {
  static const std::pair<const char*, const char*> scorings[] = {{"mp", "console.scoring.mp"},
                                                                 {"imps", "console.scoring.imps"},
                                                                 {"cross-imps", "console.scoring.cross_imps"},
                                                                 {"butler", "console.scoring.butler"},
                                                                 {"bam", "console.scoring.bam"}};
  std::string out = "<select name=\"scoring\">";
  for (const auto& [value, code] : scorings)
    out += "<option value=\"" + std::string(value) + "\"" + (chosen == value ? " selected" : "") + ">" + esc(c.w(code)) + "</option>";
  return out + "</select>";
}

}  // namespace bandeja::present::console::parts
