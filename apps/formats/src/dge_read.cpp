// .dge: each board 68 bytes, the hands of North, East, South and West in turn, 17 bytes each:
// the suit signs of the DOS character set (06 ♠, 03 ♥, 04 ♦, 05 ♣), each followed by its ranks
// (AKQJT98765432). Big Deal pads each record to 128 bytes with NULs. The board number is the
// record's place in the file.
#include "bandeja/formats/hand_records.hpp"

namespace bandeja::formats {

namespace detail {

Result<Owners> dge_cards(std::string_view bytes68, int board) {
  Owners owners;
  owners.fill(-1);
  for (int hand = 0; hand < 4; ++hand) {
    int suit = -1;
    for (size_t k = 0; k < 17; ++k) {
      const char c = bytes68[static_cast<size_t>(hand) * 17 + k];
      switch (c) {
        case 6: suit = 0; continue;
        case 3: suit = 1; continue;
        case 4: suit = 2; continue;
        case 5: suit = 3; continue;
        default: break;
      }
      const int card = card_index(suit, c);
      if (card < 0)
        return fail_code("hands.bad_byte", "file",
                         {std::to_string(board), std::to_string(hand * 17 + static_cast<int>(k) + 1)});
      int& o = owners[static_cast<size_t>(card)];
      if (o >= 0) return std::unexpected(card_twice(board, card));
      o = hand;
    }
  }
  return owners;
}

}  // namespace detail

Result<std::vector<Board>> read_dge(std::string_view bytes, int first) {
  return detail::read_records(bytes, first, 68, detail::dge_cards);
}

}  // namespace bandeja::formats
