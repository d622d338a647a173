#include "bandeja/formats/hand_records.hpp"

#include <algorithm>
#include <cctype>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/score/board.hpp"

namespace bandeja::formats {

namespace detail {

namespace {
constexpr std::string_view kSuitSigns[4] = {"♠", "♥", "♦", "♣"};
}

int card_index(int suit, char rank) {
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(rank)));
  const size_t at = deal::kRanks.find(upper);
  if (suit < 0 || suit > 3 || at == std::string_view::npos) return -1;
  return suit * 13 + static_cast<int>(at);
}

Error card_twice(int board, int card) {
  const std::string text = std::string(kSuitSigns[card / 13]) + deal::kRanks[static_cast<size_t>(card % 13)];
  return error_code("hands.card_twice", "file", {std::to_string(board), text});
}

Result<Board> board_of(int number, Owners owners) {
  std::array<int, 4> held{};
  int unknown = 0;
  for (int o : owners) {
    if (o >= 0) ++held[static_cast<size_t>(o)];
    else ++unknown;
  }
  if (unknown > 0) {
    // The cards no hand holds are the one short hand's (West's in .bri and in a .lin without
    // its fourth hand), when exactly one is short by as many.
    int short_hand = -1;
    for (int s = 0; s < 4; ++s)
      if (held[static_cast<size_t>(s)] < 13) short_hand = short_hand < 0 ? s : 4;
    if (short_hand >= 0 && short_hand < 4 && held[static_cast<size_t>(short_hand)] + unknown == 13) {
      for (int& o : owners)
        if (o < 0) o = short_hand;
      held[static_cast<size_t>(short_hand)] = 13;
    }
  }
  static constexpr const char* kSeatCodes[4] = {"N", "E", "S", "W"};
  for (int s = 0; s < 4; ++s)
    if (held[static_cast<size_t>(s)] != 13)
      return fail_code("hands.hand_size", "file",
                       {std::to_string(number), kSeatCodes[s], std::to_string(held[static_cast<size_t>(s)])});
  Board b;
  b.number = number;
  b.dealer = score::dealer(number);
  b.vulnerability = score::vulnerability(number);
  Deal d;
  for (int card = 0; card < 52; ++card)
    d.hands[static_cast<size_t>(owners[static_cast<size_t>(card)])][static_cast<size_t>(card / 13)] +=
        deal::kRanks[static_cast<size_t>(card % 13)];
  b.deal = std::move(d);
  return b;
}

Result<std::vector<Board>> read_records(std::string_view bytes, int first, size_t size,
                                        Result<Owners> (*cards)(std::string_view, int)) {
  std::vector<Board> out;
  size_t at = 0;
  for (;;) {
    while (at < bytes.size() && padding(bytes[at])) ++at;
    if (at >= bytes.size()) break;
    const int number = first + static_cast<int>(out.size());
    if (bytes.size() - at < size)
      return fail_code("hands.record_cut", "file", {std::to_string(number), std::to_string(at)});
    auto owners = cards(bytes.substr(at, size), number);
    if (!owners) return std::unexpected(owners.error());
    auto board = board_of(number, *owners);
    if (!board) return std::unexpected(board.error());
    out.push_back(std::move(*board));
    at += size;
  }
  return out;
}

}  // namespace detail

std::string_view hand_format_name(HandFormat f) {
  switch (f) {
    case HandFormat::Pbn: return "PBN";
    case HandFormat::Dup: return "Duplimate .dup";
    case HandFormat::Bri: return ".bri";
    case HandFormat::Dge: return ".dge";
    case HandFormat::Dlm: return "DealerMaster .dlm";
    case HandFormat::Lin: return "BBO .lin";
  }
  return "";
}

namespace {

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A .dge hand's bytes: suit signs 03 to 06 and ranks only.
bool dge_bytes(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 3 && c <= 6) || deal::kRanks.find(c) != std::string_view::npos;
  });
}

std::string_view without_bom(std::string_view s) {
  if (s.starts_with("\xEF\xBB\xBF")) s.remove_prefix(3);
  return s;
}

// The first line that is not blank, lower case, trimmed.
std::string first_line(std::string_view s) {
  size_t start = s.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return "";
  size_t end = s.find_first_of("\r\n", start);
  std::string line(s.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.pop_back();
  std::transform(line.begin(), line.end(), line.begin(), [](unsigned char c) { return std::tolower(c); });
  return line;
}

}  // namespace

std::optional<HandFormat> sniff_hand_records(std::string_view bytes) {
  bytes = without_bom(bytes);
  // The binary formats first: their records start with digits or a suit sign.
  // A .dup record is a .bri record then a .dge one (its first byte the spade sign), or 68
  // spaces (a first board dealt blind) in a file of whole 156-byte records with a trailer.
  if (bytes.size() > 78 && digits(bytes.substr(0, 78)) &&
      (bytes[78] == 6 || (bytes[78] == ' ' && bytes.size() % 156 == 0 &&
                          (bytes[146] == 'Y' || bytes[146] == 'N' || bytes[146] == 0))))
    return HandFormat::Dup;
  if (bytes.size() >= 78 && digits(bytes.substr(0, 78))) return HandFormat::Bri;
  if (bytes.size() >= 68 && bytes[0] == 6 && dge_bytes(bytes.substr(0, 68))) return HandFormat::Dge;
  const std::string line = first_line(bytes);
  if (line == "[document]") return HandFormat::Dlm;
  if (line.size() >= 3 && std::islower(static_cast<unsigned char>(line[0])) &&
      std::islower(static_cast<unsigned char>(line[1])) && line[2] == '|')
    return HandFormat::Lin;
  // PBN opens with its "% PBN" header or another comment ("%", ";", "{ … }") or a tag.
  if (line.starts_with("%") || line.starts_with("[") || line.starts_with(";") || line.starts_with("{"))
    return HandFormat::Pbn;
  return std::nullopt;
}

Result<HandRecords> read_hand_records(std::string_view bytes, Lang lang) {
  const auto format = sniff_hand_records(bytes);
  if (!format) return fail_code("hands.unknown_format", "file");
  HandRecords out;
  out.format = *format;
  Result<std::vector<Board>> boards = std::vector<Board>{};
  switch (*format) {
    case HandFormat::Pbn: {
      auto rec = read_pbn(bytes, lang);
      if (!rec) return std::unexpected(rec.error());
      std::vector<Board> with_deals;
      for (auto& b : rec->boards)
        if (b.deal) {
          b.lines.clear();
          with_deals.push_back(std::move(b));
        }
      boards = std::move(with_deals);
      break;
    }
    case HandFormat::Dup: boards = read_dup(without_bom(bytes)); break;
    case HandFormat::Bri: boards = read_bri(without_bom(bytes)); break;
    case HandFormat::Dge: boards = read_dge(without_bom(bytes)); break;
    case HandFormat::Dlm: boards = read_dlm(without_bom(bytes)); break;
    case HandFormat::Lin: boards = read_lin(without_bom(bytes)); break;
  }
  if (!boards) return std::unexpected(boards.error());
  if (boards->empty()) return fail_code("hands.file_no_boards", "file", {std::string(hand_format_name(*format))});
  out.boards = std::move(*boards);
  return out;
}

}  // namespace bandeja::formats
