#pragma once
// The one HTML escape of every page Bandeja writes (the cards, the paperwork, the site, the
// server's pages): text a person typed (a name, an event, a URL) made safe inside HTML.
#include <string>
#include <string_view>

namespace bandeja::present {

// Text made safe inside HTML, in an element or an attribute: & < > " ' escaped.
std::string html_escape(std::string_view text);

}  // namespace bandeja::present
