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
  std::vector<Board> out;
  size_t at = 0;
  for (;;) {
    while (at < bytes.size() && detail::padding(bytes[at])) ++at;
    if (at >= bytes.size()) break;
    const int number = first + static_cast<int>(out.size());
    if (bytes.size() - at < 78)
      return fail_code("hands.record_cut", "file", {std::to_string(number), std::to_string(at)});
    auto owners = detail::bri_cards(bytes.substr(at, 78), number);
    if (!owners) return std::unexpected(owners.error());
    auto board = detail::board_of(number, *owners);
    if (!board) return std::unexpected(board.error());
    out.push_back(std::move(*board));
    at += 78;
  }
  return out;
}

}  // namespace bandeja::formats
