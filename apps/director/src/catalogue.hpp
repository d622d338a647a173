#pragma once
// The catalogue's text: messages/*.txt, embedded at build time (CMakeLists.txt), one file a
// domain. Each entry is
//
//   [line.board_not_in_event]
//   en = board {0} is not in this event (boards {1}-{2})
//   es = el tablero {0} no está en este evento (tableros {1}-{2})
//
// with '#' comment lines and blank lines between entries; a text is the rest of its line
// after "en = " ("es = "), or, to keep spaces at its ends, written between double quotes.
#include <span>
#include <string_view>

#include "bandeja/director/messages.hpp"

namespace bandeja::director::detail {

struct CatalogueFile {
  std::string_view name;  // "line.txt"
  std::string_view text;
};

std::span<const CatalogueFile> catalogue_files();  // messages_embedded.cpp (generated)

}  // namespace bandeja::director::detail
