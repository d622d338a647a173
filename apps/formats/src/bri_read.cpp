// .bri: each board 78 digits, the card numbers of North, East and South (01 ♠A … 13 ♠2, 14 ♥A …
// 52 ♣2, in any order within a hand), West holding the rest. Big Deal pads each record to 128
// bytes with spaces and NULs; older files put one board a line. The board number is the
// record's place in the file.
#include "bandeja/formats/hand_records.hpp"

namespace bandeja::formats {

namespace detail {

Result<Owners> bri_cards(std::string_view digits78, int board) {
  Owners owners;
  owners.fill(-1);
  for (int i = 0; i < 39; ++i) {
    const char a = digits78[static_cast<size_t>(2 * i)], b = digits78[static_cast<size_t>(2 * i + 1)];
    const int n = (a >= '0' && a <= '9' && b >= '0' && b <= '9') ? (a - '0') * 10 + (b - '0') : -1;
    if (n < 1 || n > 52)
      return fail_code("hands.bad_card_number", "file", {std::to_string(board), std::string{a, b}});
    int& o = owners[static_cast<size_t>(n - 1)];
    if (o >= 0) return std::unexpected(card_twice(board, n - 1));
    o = i / 13;  // North, East, South in turn
  }
  return owners;
}

}  // namespace detail

Result<std::vector<Board>> read_bri(std::string_view bytes, int first) {
  return detail::read_records(bytes, first, 78, detail::bri_cards);
}

}  // namespace bandeja::formats
