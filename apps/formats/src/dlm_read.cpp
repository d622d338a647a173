// DealerMaster .dlm: an INI text. Its [Document] section says which boards are real ("From
// board=", "To board=") and holds 99 boards, each "Board NN=" then 26 letters a to p and a
// 3-digit check. The cards run ♠A ♠K … ♣2, two a letter: the letter's value (letter - 'a') is
// the first card's hand times 4 plus the second's (North 0, East 1, South 2, West 3). The check
// is the board number XORed with the code of every letter. Boards outside From–To are filler
// and are not read. A file whose boards are enciphered ("Crypto key" other than 0) is refused:
// its letters are not the cards.
#include "bandeja/formats/hand_records.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace bandeja::formats {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::optional<int> number_of(std::string_view s) {
  s = trim(s);
  if (s.empty() || s.size() > 4 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  return std::stoi(std::string(s));
}

struct BoardLine {
  int line = 0;
  std::string text;
};

}  // namespace

Result<std::vector<Board>> read_dlm(std::string_view bytes) {
  std::map<std::string, std::string> keys;  // of [Document], lower case
  std::map<int, BoardLine> boards;
  std::map<int, int> duplicates;
  bool in_document = false;
  int line_no = 0;
  for (size_t pos = 0; pos < bytes.size();) {
    size_t end = bytes.find('\n', pos);
    if (end == std::string_view::npos) end = bytes.size();
    const std::string_view line = trim(bytes.substr(pos, end - pos));
    pos = end + 1;
    ++line_no;
    if (line.empty()) continue;
    if (line.front() == '[') {
      in_document = lower(line) == "[document]";
      continue;
    }
    if (!in_document) continue;
    const size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string key = lower(trim(line.substr(0, eq)));
    const std::string_view value = trim(line.substr(eq + 1));
    if (key.starts_with("board ")) {
      const auto n = number_of(std::string_view(key).substr(6));
      if (!n) return fail_code("hands.dlm_line", "file", {std::to_string(line_no), std::string(line)});
      boards[*n] = BoardLine{line_no, std::string(value)};
    } else if (key.starts_with("duplicates ")) {
      if (const auto n = number_of(std::string_view(key).substr(11)))
        duplicates[*n] = number_of(value).value_or(0);
    } else {
      keys[key] = std::string(value);
    }
  }
  if (auto k = keys.find("crypto key"); k != keys.end() && number_of(k->second).value_or(1) != 0)
    return fail_code("hands.dlm_enciphered", "file");
  const auto from = keys.contains("from board") ? number_of(keys["from board"]) : std::optional<int>(1);
  const auto to = keys.contains("to board") ? number_of(keys["to board"]) : std::optional<int>{};
  if (!from || (keys.contains("to board") && !to))
    return fail_code("hands.dlm_range", "file", {keys["from board"], keys["to board"]});
  std::vector<Board> out;
  for (const auto& [number, b] : boards) {
    if (number < *from || (to && number > *to)) continue;
    const std::string& t = b.text;
    const bool shaped = t.size() == 29 && std::all_of(t.begin(), t.begin() + 26, [](char c) { return c >= 'a' && c <= 'p'; }) &&
                        std::all_of(t.begin() + 26, t.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!shaped) return fail_code("hands.dlm_line", "file", {std::to_string(b.line), "Board " + std::to_string(number) + "=" + t});
    int check = number;
    for (size_t i = 0; i < 26; ++i) check ^= static_cast<unsigned char>(t[i]);
    const int given = std::stoi(t.substr(26));
    // A board duplimated again may carry its copies in the check too (one file seen so).
    const int copies = duplicates.contains(number) ? duplicates[number] : 0;
    if (given != check && given != (check ^ copies))
      return fail_code("hands.dlm_check", "file", {std::to_string(b.line), std::to_string(number), t.substr(26), std::to_string(check)});
    detail::Owners owners;
    for (int i = 0; i < 26; ++i) {
      const int v = t[static_cast<size_t>(i)] - 'a';
      owners[static_cast<size_t>(2 * i)] = v >> 2;
      owners[static_cast<size_t>(2 * i + 1)] = v & 3;
    }
    auto board = detail::board_of(number, owners);
    if (!board) return std::unexpected(board.error());
    out.push_back(std::move(*board));
  }
  return out;
}

}  // namespace bandeja::formats
