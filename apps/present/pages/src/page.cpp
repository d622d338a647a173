#include "bandeja/present/page.hpp"

#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"

namespace bandeja::present {


std::string url_encode(std::string_view text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    const bool keep = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' ||
                      c == '_' || c == '.' || c == '~';
    if (keep) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string lang_links(std::string_view path, Lang lang) {
  const std::string p = html_escape(path);
  auto link = [&](const char* code, const char* name, bool current) {
    if (current) return std::string("<strong>") + name + "</strong>";
    return "<a href=\"" + p + "?lang=" + code + "\" hreflang=\"" + code + "\">" + name + "</a>";
  };
  std::string out = "<nav class=\"lang\">";
  for (Lang l : all_langs) {
    if (l != all_langs[0]) out += " · ";
    out += link(lang_code(l), lang_name(l), l == lang);
  }
  return out + "</nav>";
}

std::string render_page(const Page& page, Lang lang) {
  std::string out;
  out += "<!DOCTYPE html>\n<html lang=\"";
  out += lang_code(lang);
  out += "\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  if (page.refresh_without_js) out += "<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>\n";
  out += "<title>" + html_escape(page.title) + " · Bandeja</title>\n";
  out += "<link rel=\"icon\" href=\"/assets/icon.svg\" type=\"image/svg+xml\">\n";
  out += "<link rel=\"stylesheet\" href=\"/assets/style.css\">\n";
  for (const auto& s : page.scripts) out += "<script src=\"/assets/" + html_escape(s) + "\" defer></script>\n";
  out += "</head>\n<body";
  if (!page.body_attrs.empty()) out += " " + page.body_attrs;
  out += ">\n";
  if (!page.header.empty()) out += "<header>" + page.header + "</header>\n";
  out += "<main>\n" + page.body + "\n</main>\n</body>\n</html>\n";
  return out;
}

std::string message_page(const std::string& message, Lang lang) {
  return message_page(message, lang, PageLink{"/", say(lang, "live.bandeja_home")});
}

std::string message_page(const std::string& message, Lang lang, const std::optional<PageLink>& link) {
  Page p;
  p.title = message;
  p.body = "<h1>" + html_escape(message) + "</h1>";
  if (link) p.body += "\n<p><a href=\"" + html_escape(link->href) + "\">" + html_escape(link->text) + "</a></p>";
  return render_page(p, lang);
}

}  // namespace bandeja::present
