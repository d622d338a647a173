#pragma once
// Hand records as the club's dealing machine and BBO write them, one reader a format, and the
// one door that tells them apart by their content (never by the file's name):
//
//   PBN        [Board "1"] [Deal "N:…"] …                        (pbn.hpp's reader)
//   .dup       Duplimate: 156 bytes a board, a .bri part then a .dge part then a trailer
//   .bri       78 digits a board: North's, East's and South's 13 cards as 01 (♠A) … 52 (♣2)
//   .dge       68 bytes a board: N, E, S, W, each the suit signs 06 03 04 05 and their ranks
//   .dlm       DealerMaster: an INI text, "Board NN=" 26 letters a–p and a 3-digit check
//   .lin       BBO: tag|value| pairs, "md|" the deal (dealer digit, hands from South)
//
// The binary formats carry no board number: a board's number is its place in the file (from the
// .dup trailer's first board, else 1), and its dealer and vulnerability are the standard cycle's
// (Law 2). A .dlm holds 99 boards of which those from "From board" to "To board" are real; a
// .lin names each board ("ah|Board 7|") and gives its dealer and vulnerability. Layouts as Big
// Deal, DealerMaster, Duplimate's conversion notes and BBO write them (docs/formats.md).
//
// Every reader checks every card: 52 distinct, 13 a hand, each error naming the board and what
// is wrong (hands.* codes of the catalogue, field "file"). Pure: bytes in, values out.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::formats {

enum class HandFormat { Pbn, Dup, Bri, Dge, Dlm, Lin };

// The format's name as a director knows it ("Duplimate .dup", "BBO .lin").
std::string_view hand_format_name(HandFormat f);

// The format `bytes` are in, from their content; nullopt when none of them.
std::optional<HandFormat> sniff_hand_records(std::string_view bytes);

struct HandRecords {
  HandFormat format = HandFormat::Pbn;
  // Board number, dealer, vulnerability and deal of each board, in the file's order; no lines.
  std::vector<Board> boards;
};

// The hand records of a file in any of the formats. "hands.unknown_format" when it is in none.
Result<HandRecords> read_hand_records(std::string_view bytes, Lang lang = Lang::En);

// One reader a format (each in its own file). `first`: the number of the file's first board
// where the format does not say it.
Result<std::vector<Board>> read_bri(std::string_view bytes, int first = 1);
Result<std::vector<Board>> read_dge(std::string_view bytes, int first = 1);
Result<std::vector<Board>> read_dup(std::string_view bytes);
Result<std::vector<Board>> read_dlm(std::string_view bytes);
Result<std::vector<Board>> read_lin(std::string_view bytes);

namespace detail {

// Who holds each card, cards in the order ♠A ♠K … ♠2 ♥A … ♣2 (index 0 to 51), seats as
// score::Seat (0 North … 3 West), -1 while unknown.
using Owners = std::array<int, 52>;

// The board `number` with the standard cycle's dealer and vulnerability and the deal `owners`
// give: a card still unknown goes to the only hand short of 13 (West's, in .bri); refused with
// "hands.hand_size" unless every hand then holds 13.
Result<Board> board_of(int number, Owners owners);

// The index of a card of suit `suit` (0 spades … 3 clubs) and rank `rank` (AKQJT98765432, any
// case), -1 when `rank` is no rank.
int card_index(int suit, char rank);

// The same card given twice: "hands.card_twice" {board, card as "♠A"}.
Error card_twice(int board, int card);

// The cards of one .bri record (78 digits: North's, East's and South's card numbers), West's
// left unknown; and of one .dge record (68 bytes: the four hands), as .dup holds both.
Result<Owners> bri_cards(std::string_view digits78, int board);
Result<Owners> dge_cards(std::string_view bytes68, int board);

// Bytes a record may be padded with: spaces, NULs, line ends.
inline bool padding(char c) { return c == ' ' || c == '\0' || c == '\r' || c == '\n'; }

// The boards of a file of fixed-size records (`size` bytes each, read by `cards`), numbered from
// `first` in the file's order, padding between them skipped: .bri's and .dge's one loop.
Result<std::vector<Board>> read_records(std::string_view bytes, int first, size_t size,
                                        Result<Owners> (*cards)(std::string_view, int));

}  // namespace detail

}  // namespace bandeja::formats
