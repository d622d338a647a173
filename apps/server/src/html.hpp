#pragma once
// The server's pages are laid out by the presentation layer (present/page.hpp: the shell,
// present/rank_render.hpp: the standings); `esc` is this library's short name for its escaper.
#include <string>
#include <string_view>

#include "bandeja/present/html.hpp"
#include "bandeja/present/page.hpp"
#include "bandeja/present/rank_render.hpp"

namespace bandeja::server {

inline std::string esc(std::string_view text) { return present::html_escape(text); }
using present::lang_links;
using present::message_page;
using present::Page;
using present::render_page;
using present::standings_html;
using present::url_encode;

}  // namespace bandeja::server
