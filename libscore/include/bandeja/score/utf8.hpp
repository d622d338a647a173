#pragma once
// UTF-8's byte rules (RFC 3629), in one place for every reader that checks text: how many
// continuation bytes a lead byte announces, and which second bytes are refused because they
// would make an overlong form, a surrogate or a code point past U+10FFFF; where a text stops
// being UTF-8; and single-byte text (ISO 8859-1, Windows-1252) given as UTF-8.
#include <string>
#include <string_view>

namespace bandeja::utf8 {

// The continuation bytes a character starting with `lead` has (0 for ASCII), or -1 when `lead`
// cannot start a character (a continuation byte, C0, C1, F5 to FF).
constexpr int continuations(unsigned char lead) {
  return lead < 0x80                  ? 0
         : lead >= 0xC2 && lead <= 0xDF ? 1
         : lead >= 0xE0 && lead <= 0xEF ? 2
         : lead >= 0xF0 && lead <= 0xF4 ? 3
                                         : -1;
}

// Whether `b` may follow `lead` as the character's second byte.
constexpr bool second_ok(unsigned char lead, unsigned char b) {
  if ((b & 0xC0) != 0x80) return false;
  return !((lead == 0xE0 && b < 0xA0) || (lead == 0xED && b > 0x9F) || (lead == 0xF0 && b < 0x90) ||
           (lead == 0xF4 && b > 0x8F));
}

constexpr bool continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// The offset of the first byte of `s` that is not part of a whole UTF-8 character (a character
// cut short at the end included), or npos when all of `s` is UTF-8.
constexpr size_t invalid_at(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const auto lead = static_cast<unsigned char>(s[i]);
    const int n = continuations(lead);
    if (n < 0 || (n > 0 && i + size_t(n) >= s.size())) return i;
    if (n > 0 && !second_ok(lead, static_cast<unsigned char>(s[i + 1]))) return i;
    for (int k = 2; k <= n; ++k)
      if (!continuation(static_cast<unsigned char>(s[i + size_t(k)]))) return i;
    i += size_t(n) + 1;
  }
  return std::string_view::npos;
}
constexpr bool valid(std::string_view s) { return invalid_at(s) == std::string_view::npos; }

// The character a byte of Windows-1252 stands for: ASCII and 0xA0-0xFF as ISO 8859-1 (the code
// point of the same number), 0x80-0x9F Windows-1252's letters and signs (the euro, curly quotes,
// Š, Œ...); 0 for the five bytes Windows-1252 leaves undefined.
constexpr char32_t cp1252(unsigned char b) {
  constexpr char16_t high[32] = {
      0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
      0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
      0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};
  if (b < 0x80 || b >= 0xA0) return b;
  return high[b - 0x80];
}

// Appends code point `cp` (below U+10000: every character a single-byte code page has) as UTF-8.
inline void append(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Single-byte text (Windows-1252, of which ISO 8859-1's printable characters are a part) as
// UTF-8; a byte Windows-1252 leaves undefined is ISO 8859-1's control character of that number.
inline std::string from_cp1252(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 8);
  for (char c : s) {
    const auto b = static_cast<unsigned char>(c);
    append(out, cp1252(b) ? cp1252(b) : char32_t(b));
  }
  return out;
}

}  // namespace bandeja::utf8
