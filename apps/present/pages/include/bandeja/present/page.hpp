#pragma once
// The page shell of the server's pages (the table page, the live page, the console): one layout
// for every page (language, title, style, scripts), the language switch, a page that only says
// a message, and the encoding of a URL's query value.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::present {

// A URL's query value: letters, digits and -_.~ kept, the rest %XX.
std::string url_encode(std::string_view text);

struct Page {
  std::string title;
  std::string body;                  // the <main> content
  std::vector<std::string> scripts;  // asset names ("table.js"), deferred
  std::string header;                // extra header content (the console's menu)
  std::string body_attrs;            // attributes of <body>, e.g. data-token="..."
  bool refresh_without_js = false;   // the live page: reloads every 30 s when scripts are off
};

std::string render_page(const Page& page, Lang lang);

// Where a message page sends its reader on: a path and the link's words.
struct PageLink {
  std::string href;
  std::string text;
};

// A page that only says `message` (an error page), with a link home.
std::string message_page(const std::string& message, Lang lang);
// The same with the link given (none: no link, as on a table's page with an unknown token).
std::string message_page(const std::string& message, Lang lang, const std::optional<PageLink>& link);

// The language switch of a page at `path` ("English · Español").
std::string lang_links(std::string_view path, Lang lang);

}  // namespace bandeja::present
