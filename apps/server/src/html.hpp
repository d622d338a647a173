#pragma once
// The pages' HTML: one layout for every page (language, title, style, scripts), and the escaper
// every name and id goes through.
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::server {

// & < > " ' as entities (the one escaper of the movement cards and the site).
std::string esc(std::string_view text);

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

// A page that only says `message` (an error page), with a link home.
std::string message_page(const std::string& message, Lang lang);

// The language switch of a page at `path` ("English · Español").
std::string lang_links(std::string_view path, Lang lang);

}  // namespace bandeja::server
