// BBO .lin: "tag|value|" pairs, a tag two lower-case letters, line breaks anywhere between them.
// A board's deal is "md|": the dealer as a digit (1 South, 2 West, 3 North, 4 East) then the
// hands of South, West, North and East, comma-separated, each "S…H…D…C…" with its ranks in any
// order (BBO writes them low to high; "10" is taken for T); the fourth hand is often left out.
// "ah|Board 7|" names the board (or "qx|o7|", the open room's board 7 in a match file), "sv|"
// gives its vulnerability (o or 0 none, n North-South, e East-West, b both). A match file gives
// each board once for each room: the same deal twice is one board, two deals under one number
// are refused. Auctions, play and results ("mb|", "pc|", "rs|") are not read here.
#include "bandeja/formats/hand_records.hpp"

#include <cctype>
#include <map>

namespace bandeja::formats {

namespace {

struct Pending {
  std::string deal;  // md's value
  std::optional<int> number;
  std::optional<score::Vulnerability> vul;
  int tag = 0;  // the tag's place in the file, for the errors
};

// The board number at the end of "Board 7" or in "o7" / "c12,BOARD 12" (a qx value).
std::optional<int> board_number(std::string_view s, bool room) {
  size_t i = 0;
  if (room) {
    if (s.empty() || (s[0] != 'o' && s[0] != 'c' && s[0] != 'O' && s[0] != 'C')) return std::nullopt;
    i = 1;
  } else {
    const size_t last = s.find_last_not_of("0123456789 ");
    i = last == std::string_view::npos ? 0 : last + 1;
    while (i < s.size() && s[i] == ' ') ++i;
  }
  int n = 0, digits = 0;
  for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && digits < 5; ++i, ++digits) n = n * 10 + (s[i] - '0');
  if (digits == 0 || n < 1) return std::nullopt;
  return n;
}

std::optional<score::Vulnerability> lin_vul(std::string_view v) {
  if (v.size() != 1) return std::nullopt;
  switch (std::tolower(static_cast<unsigned char>(v[0]))) {
    case 'o': case '0': case '-': return score::Vulnerability{false, false};
    case 'n': return score::Vulnerability{true, false};
    case 'e': return score::Vulnerability{false, true};
    case 'b': return score::Vulnerability{true, true};
    default: return std::nullopt;
  }
}

Result<Board> board_of_md(const Pending& p, int number) {
  auto bad = [&](std::string why) {
    return fail_code("hands.lin_deal", "file", {std::to_string(number), p.deal.substr(0, 80), std::move(why)});
  };
  if (p.deal.empty() || p.deal[0] < '1' || p.deal[0] > '4') return bad("dealer");
  static constexpr int kDealerSeat[4] = {2, 3, 0, 1};  // 1 South, 2 West, 3 North, 4 East
  static constexpr int kHandSeat[4] = {2, 3, 0, 1};    // the hands from South, clockwise
  detail::Owners owners;
  owners.fill(-1);
  int hand = 0, suit = -1;
  const std::string_view hands = std::string_view(p.deal).substr(1);
  for (size_t i = 0; i < hands.size(); ++i) {
    const char c = hands[i];
    if (c == ',') {
      if (++hand > 3) return bad("hands");
      suit = -1;
      continue;
    }
    switch (std::toupper(static_cast<unsigned char>(c))) {
      case 'S': suit = 0; continue;
      case 'H': suit = 1; continue;
      case 'D': suit = 2; continue;
      case 'C': suit = 3; continue;
      default: break;
    }
    char rank = c;
    if (c == '1' && i + 1 < hands.size() && hands[i + 1] == '0') rank = 'T', ++i;  // "10"
    const int card = detail::card_index(suit, rank);
    if (card < 0) return bad(std::string(1, c));
    int& o = owners[static_cast<size_t>(card)];
    if (o >= 0) return std::unexpected(detail::card_twice(number, card));
    o = kHandSeat[hand];
  }
  auto board = detail::board_of(number, owners);
  if (!board) return board;
  board->dealer = static_cast<score::Seat>(kDealerSeat[p.deal[0] - '1']);
  if (p.vul) board->vulnerability = *p.vul;
  return board;
}

}  // namespace

Result<std::vector<Board>> read_lin(std::string_view bytes) {
  std::vector<Board> out;
  std::map<int, size_t> seen;  // number -> its place in out
  Pending cur;
  int last = 0, tag_no = 0;
  auto flush = [&]() -> std::optional<Error> {
    if (cur.deal.empty()) {
      cur = Pending{};
      return std::nullopt;
    }
    const int number = cur.number.value_or(last + 1);
    auto board = board_of_md(cur, number);
    cur = Pending{};
    if (!board) return board.error();
    last = number;
    if (auto it = seen.find(number); it != seen.end()) {
      // The other room's copy of a board: the same deal, or a file that contradicts itself.
      if (out[it->second].deal != board->deal) return error_code("hands.board_twice", "file", {std::to_string(number)});
      return std::nullopt;
    }
    seen[number] = out.size();
    out.push_back(std::move(*board));
    return std::nullopt;
  };
  size_t pos = 0;
  while (pos < bytes.size()) {
    while (pos < bytes.size() && (bytes[pos] == '\r' || bytes[pos] == '\n' || bytes[pos] == ' ')) ++pos;
    if (pos >= bytes.size()) break;
    const size_t bar = bytes.find('|', pos);
    if (bar == std::string_view::npos || bar - pos != 2)
      return fail_code("hands.lin_tag", "file", {std::to_string(tag_no + 1), std::string(bytes.substr(pos, 12))});
    const std::string tag(bytes.substr(pos, 2));
    const size_t end = bytes.find('|', bar + 1);
    const std::string_view value = bytes.substr(bar + 1, end == std::string_view::npos ? std::string_view::npos : end - bar - 1);
    pos = end == std::string_view::npos ? bytes.size() : end + 1;
    ++tag_no;
    if (tag == "qx") {
      if (auto e = flush()) return std::unexpected(*e);
      cur.number = board_number(value, true);
    } else if (tag == "md") {
      if (!cur.deal.empty())
        if (auto e = flush()) return std::unexpected(*e);
      std::string deal;
      for (char c : value)
        if (c != ' ' && c != '\r' && c != '\n') deal += c;
      cur.deal = deal;
      cur.tag = tag_no;
    } else if (tag == "ah") {
      if (auto n = board_number(value, false)) cur.number = n;
    } else if (tag == "sv") {
      cur.vul = lin_vul(value);
    }
  }
  if (auto e = flush()) return std::unexpected(*e);
  return out;
}

}  // namespace bandeja::formats
