#pragma once
// UTF-8's byte rules (RFC 3629), in one place for every reader that checks text: how many
// continuation bytes a lead byte announces, and which second bytes are refused because they
// would make an overlong form, a surrogate or a code point past U+10FFFF.
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

}  // namespace bandeja::utf8
