#include "bandeja/score/contract.hpp"

#include <array>
#include <cctype>
#include <string>

namespace bandeja::score {

namespace {

// Upper-cases ASCII, drops spaces, and maps the suit symbols (UTF-8) to letters that the
// caller treats as language-neutral tokens: ♣ -> '1', ♦ -> '2', ♥ -> '3', ♠ -> '4'.
std::string normalise(std::string_view text) {
  static constexpr std::array<std::pair<std::string_view, char>, 8> symbols{{
      {"\u2663", '1'}, {"\u2667", '1'}, {"\u2666", '2'}, {"\u2662", '2'},
      {"\u2665", '3'}, {"\u2661", '3'}, {"\u2660", '4'}, {"\u2664", '4'},
  }};
  std::string out;
  for (size_t i = 0; i < text.size();) {
    bool matched = false;
    for (auto [sym, code] : symbols) {
      if (text.substr(i, sym.size()) == sym) {
        out += '#';
        out += code;
        i += sym.size();
        matched = true;
        break;
      }
    }
    if (matched) continue;
    if (text.substr(i, 3) == "\uFE0F") {  // emoji presentation selector after a suit symbol
      i += 3;
      continue;
    }
    unsigned char ch = static_cast<unsigned char>(text[i++]);
    if (std::isspace(ch)) continue;
    out += static_cast<char>(std::toupper(ch));
  }
  return out;
}

bool parse_strain(std::string_view s, Lang lang, Strain& out) {
  if (s == "#1") { out = Strain::Clubs; return true; }
  if (s == "#2" || s == "D") { out = Strain::Diamonds; return true; }
  if (s == "#3" || s == "H") { out = Strain::Hearts; return true; }
  if (s == "#4" || s == "S") { out = Strain::Spades; return true; }
  if (s == "N" || s == "NT") { out = Strain::NoTrump; return true; }
  if (lang == Lang::Es || lang == Lang::Fr) {  // trébol/trèfle, corazón/cœur, pica/pique
    if (s == "T") { out = Strain::Clubs; return true; }
    if (s == "C") { out = Strain::Hearts; return true; }
    if (s == "P") { out = Strain::Spades; return true; }
    if (s == "SA" || s == "ST") { out = Strain::NoTrump; return true; }
    if (lang == Lang::Fr && s == "K") { out = Strain::Diamonds; return true; }  // carreau
  } else if (s == "C") {
    out = Strain::Clubs;
    return true;
  }
  return false;
}

}  // namespace

bool is_pass_word(std::string_view text) {
  const std::string u = normalise(text);
  return u == "PASS" || u == "PASO" || u == "PASSE" || u == "PASSED" || u == "PASSEDOUT" || u == "AP" ||
         u == "ALLPASS" || u == "P/O" || u == "PO" || u == "P";
}

std::string pass_word(Lang lang, bool capital) {
  std::string w = lang == Lang::Es ? "paso" : lang == Lang::Fr ? "passe" : "pass";
  if (capital) w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
  return w;
}

// Every refusal below is a catalogue error (apps/director/messages/entry.txt) that names the
// field at fault and carries what the director typed.
Result<Contract> parse_contract(std::string_view text, Lang lang) {
  const std::string t = normalise(text);
  if (t.empty()) return fail_code("entry.contract_empty", "contract");
  if (is_pass_word(t)) return Contract::pass();
  const std::string shown{text};
  if (!std::isdigit(static_cast<unsigned char>(t[0])))
    return fail_code("entry.contract_no_level", "contract", {shown});
  size_t i = 0;
  int level = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) {
    level = level * 10 + (t[i] - '0');
    if (level > 99) break;
    ++i;
  }
  if (level < 1 || level > 7)
    return fail_code("entry.contract_level", "contract", {shown, std::to_string(level)});
  size_t x = t.size();
  while (x > i && (t[x - 1] == 'X' || t[x - 1] == '*')) --x;
  const std::string strain_text = t.substr(i, x - i);
  const size_t doubles = t.size() - x;
  Contract c;
  c.level = level;
  if (strain_text.empty()) return fail_code("entry.contract_no_strain", "contract", {shown});
  if (!parse_strain(strain_text, lang, c.strain))
    return fail_code("entry.contract_bad_strain", "contract", {shown, strain_text});
  if (doubles > 2)
    return fail_code("entry.contract_doubles", "contract", {shown, std::to_string(doubles)});
  c.doubling = doubles == 0 ? Doubling::Undoubled
               : doubles == 1 ? Doubling::Doubled
                              : Doubling::Redoubled;
  return c;
}

Result<Seat> parse_seat(std::string_view text, Lang) {
  const std::string t = normalise(text);
  if (t == "N" || t == "NORTH" || t == "NORTE" || t == "NORD") return Seat::North;
  if (t == "E" || t == "EAST" || t == "ESTE" || t == "EST") return Seat::East;
  if (t == "S" || t == "SOUTH" || t == "SUR" || t == "SUD") return Seat::South;
  if (t == "W" || t == "WEST" || t == "O" || t == "OESTE" || t == "OUEST") return Seat::West;
  return fail_code("entry.declarer_bad", "declarer", {std::string(text)});
}

Result<int> parse_tricks(std::string_view text, const Contract& contract, Lang) {
  const std::string t = normalise(text);
  const std::string shown{text};
  if (contract.passed_out()) {
    if (t.empty() || t == "0" || t == "=" || t == "-") return 0;
    return fail_code("entry.result_for_pass", "result", {shown});
  }
  if (t.empty()) return fail_code("entry.result_empty", "result");
  const auto not_a_result = [&] { return fail_code("entry.result_not_a_result", "result", {shown}); };
  const int need = contract.tricks_needed();
  auto number = [&](std::string_view digits, int& value) {
    if (digits.empty() || digits.size() > 2) return false;
    value = 0;
    for (char ch : digits) {
      if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
      value = value * 10 + (ch - '0');
    }
    return true;
  };
  int tricks = 0;
  if (t == "=" || t == "M" || t == "MADE" || t == "CUMPLIDO") {
    tricks = need;
  } else if (t[0] == '+' || t[0] == '-') {
    int n = 0;
    if (!number(std::string_view(t).substr(1), n)) return not_a_result();
    tricks = t[0] == '+' ? need + n : need - n;
    // The contract in English letters, written in the director's by the catalogue ({1:contract}).
    const std::string c = to_string(contract);
    if (t[0] == '+' && tricks > 13)
      return fail_code("entry.result_too_many_overtricks", "result", {shown, c, std::to_string(13 - need)});
    if (t[0] == '-' && tricks < 0)
      return fail_code("entry.result_too_many_undertricks", "result", {shown, c, std::to_string(need)});
  } else {
    if (!number(t, tricks)) return not_a_result();
    if (tricks > 13) return fail_code("entry.result_more_than_13", "result", {shown});
  }
  return tricks;
}

std::string to_string(Strain s, Lang lang) {
  if (lang == Lang::Es || lang == Lang::Fr) {
    switch (s) {
      case Strain::Clubs: return "T";
      case Strain::Diamonds: return lang == Lang::Fr ? "K" : "D";
      case Strain::Hearts: return "C";
      case Strain::Spades: return "P";
      case Strain::NoTrump: return lang == Lang::Fr ? "SA" : "ST";
    }
  }
  switch (s) {
    case Strain::Clubs: return "C";
    case Strain::Diamonds: return "D";
    case Strain::Hearts: return "H";
    case Strain::Spades: return "S";
    case Strain::NoTrump: return "NT";
  }
  return "?";
}

std::string to_string(Seat s, Lang lang) {
  switch (s) {
    case Seat::North: return "N";
    case Seat::East: return "E";
    case Seat::South: return "S";
    case Seat::West: return lang == Lang::En ? "W" : "O";  // Oeste, Ouest
  }
  return "?";
}

std::string to_string(const Contract& c, Lang lang, char double_mark) {
  if (c.passed_out()) return pass_word(lang, true);
  std::string s = std::to_string(c.level) + to_string(c.strain, lang);
  if (c.doubling == Doubling::Doubled) s += double_mark;
  if (c.doubling == Doubling::Redoubled) s += std::string(2, double_mark);
  return s;
}

std::string result_text(const Contract& c, int tricks) {
  if (c.passed_out()) return "";
  const int diff = tricks - c.tricks_needed();
  if (diff == 0) return "=";
  return signed_text(diff);
}

std::string signed_text(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

}  // namespace bandeja::score
