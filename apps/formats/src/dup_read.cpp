// Duplimate .dup: each board 156 bytes, a .bri record (78 digits), a .dge record (68 bytes: the
// same hands for the machine's display, or 68 spaces when the first board is dealt blind) and a
// 10-byte trailer: random hands (Y/N), counting backwards (Y/N), the lowest board number (3
// characters, left-aligned), copies of each board (2) and the highest board number (3). Big
// Deal 1.1 and 1.2 wrote the trailer after the first board only, NULs after the others. The
// board number is the first record's lowest board number plus the record's place.
#include "bandeja/formats/hand_records.hpp"

#include <cctype>

namespace bandeja::formats {

namespace {

constexpr size_t kRecord = 156;

// The lowest board number of a trailer ("YN1  0 02 " gives 1), or 1 when it gives none.
int lowest_board(std::string_view trailer) {
  int n = 0;
  for (size_t i = 2; i < 5 && i < trailer.size() && std::isdigit(static_cast<unsigned char>(trailer[i])); ++i)
    n = n * 10 + (trailer[i] - '0');
  return n > 0 ? n : 1;
}

}  // namespace

Result<std::vector<Board>> read_dup(std::string_view bytes) {
  std::vector<Board> out;
  if (bytes.size() % kRecord != 0)
    return fail_code("hands.record_size", "file", {std::to_string(bytes.size()), std::to_string(kRecord)});
  const int first = bytes.empty() ? 1 : lowest_board(bytes.substr(146, 10));
  for (size_t at = 0; at < bytes.size(); at += kRecord) {
    const int number = first + static_cast<int>(out.size());
    auto owners = detail::bri_cards(bytes.substr(at, 78), number);
    if (!owners) return std::unexpected(owners.error());
    const std::string_view shown = bytes.substr(at + 78, 68);
    if (shown.find_first_not_of(' ') != std::string_view::npos) {
      // The display's copy of the hands must be the same deal: two deals in one record is a
      // damaged file, never a board to guess.
      auto display = detail::dge_cards(shown, number);
      if (!display) return std::unexpected(display.error());
      auto full = *owners;
      for (int& o : full)
        if (o < 0) o = 3;
      if (*display != full) return fail_code("hands.dup_parts_differ", "file", {std::to_string(number)});
    }
    auto board = detail::board_of(number, *owners);
    if (!board) return std::unexpected(board.error());
    out.push_back(std::move(*board));
  }
  return out;
}

}  // namespace bandeja::formats
