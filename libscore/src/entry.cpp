#include "bandeja/score/entry.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <set>
#include <vector>

#include "bandeja/score/card.hpp"
#include "bandeja/score/law77.hpp"

namespace bandeja::score {

namespace {

std::vector<std::string> split(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch)) || ch == ',') {
      if (!cur.empty()) out.push_back(std::move(cur)), cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

std::string upper(std::string_view s) {
  std::string out;
  for (char ch : s)
    if (!std::isspace(static_cast<unsigned char>(ch)))
      out += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return out;
}

// `from` naming `field` as the field at fault when it names none.
std::unexpected<Error> fail_at(std::string field, const Error& from) {
  return std::unexpected<Error>(with_field(from, std::move(field)));
}

// The one list of words for a board not played, in either language (spaces dropped).
bool is_not_played_word(const std::string& u) {
  return u == "NP" || u == "NOTPLAYED" || u == "NJ" || u == "NOJUGADO" || u == "NONJOUE" || u == "NONJOUEE" ||
         u == "N/P";
}

// "-100", "+420", "420" -> integer; false when not a plain signed number.
bool parse_int(std::string_view s, int& out) {
  if (s.empty()) return false;
  size_t i = 0;
  bool neg = false;
  if (s[0] == '+' || s[0] == '-') {
    neg = s[0] == '-';
    i = 1;
  }
  if (i >= s.size() || s.size() - i > 6) return false;
  int v = 0;
  for (; i < s.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    v = v * 10 + (s[i] - '0');
  }
  out = neg ? -v : v;
  return true;
}

bool looks_artificial(const std::string& u) {
  return u.size() >= 2 && u[0] == 'A' && std::isdigit(static_cast<unsigned char>(u[1]));
}
bool looks_weighted(const std::string& u) {
  return u.size() >= 2 && (u[0] == 'W' || u[0] == 'P') &&
         std::isdigit(static_cast<unsigned char>(u[1]));
}

// One side's artificial score by its name (Law 12C2): average plus 60%, average 50%, average
// minus 40%. English Ave+ Ave Ave- (Av, A with a sign: A+ A= A-), Spanish Med+ Med Med-
// (Media, M with a sign); -1 when `t` (upper case, no spaces) is none.
int alias_pct(std::string_view t) {
  for (std::string_view word : {"AVERAGE", "AVE", "AV", "MEDIA", "MED", "MOYENNE", "MOY", "A", "M"}) {
    if (!t.starts_with(word)) continue;
    const std::string_view sign = t.substr(word.size());
    const bool letter_only = word == "A" || word == "M";
    if (sign == "+") return 60;
    if (sign == "-") return 40;
    if (sign == "=" || (sign.empty() && !letter_only)) return 50;
    return -1;
  }
  return -1;
}

// An artificial score by its name: one name gives North-South's score and East-West the
// complement ("Ave+" or "A+": 60-40, NS not at fault; "A=": 50-50; "Ave-": 40-60); two
// joined by '/' give each side its own ("A+/A+": 60-60, neither side at fault).
std::optional<Artificial> artificial_alias(std::string_view text) {
  std::string t;
  for (char c : text)
    if (c != ' ' && c != '\t') t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (t.empty()) return std::nullopt;
  if (const auto slash = t.find('/'); slash != std::string::npos) {
    const int ns = alias_pct(std::string_view(t).substr(0, slash)), ew = alias_pct(std::string_view(t).substr(slash + 1));
    if (ns < 0 || ew < 0) return std::nullopt;
    return Artificial{ns, ew};
  }
  const int ns = alias_pct(t);
  if (ns < 0) return std::nullopt;
  return Artificial{ns, 100 - ns};
}

// The one artificial-score parser: "A60-40" (also "A60/40", "a 60-40"), and "A6040" when the
// dialect writes it packed, and the names of artificial_alias -> Artificial; nullopt when the
// text is none of these (A then a digit, or a name).
std::optional<Result<Entry>> parse_artificial(std::string_view text, const Dialect& d) {
  if (auto a = artificial_alias(text)) return Result<Entry>(*a);
  const std::string u = upper(text);
  if (!looks_artificial(u)) return std::nullopt;
  std::string ns_digits, ew_digits;
  bool sep = false, ok = true;
  for (size_t i = 1; i < u.size(); ++i) {
    if (std::isdigit(static_cast<unsigned char>(u[i]))) (sep ? ew_digits : ns_digits) += u[i];
    else if ((u[i] == '-' || u[i] == '/') && !sep) sep = true;
    else ok = false;
  }
  if (ok && !sep && d.packed_artificial && ns_digits.size() == 4) {
    ew_digits = ns_digits.substr(2);
    ns_digits.resize(2);
    sep = true;
  }
  ok = ok && sep && !ns_digits.empty() && !ew_digits.empty() && ns_digits.size() <= 3 &&
       ew_digits.size() <= 3;
  if (!ok) return Result<Entry>(fail_code("entry.artificial_form", "score", {std::string(text)}));
  const int ns = std::stoi(ns_digits), ew = std::stoi(ew_digits);
  if (ns > 100 || ew > 100)
    return Result<Entry>(fail_code("entry.artificial_percentages", "score", {std::string(text)}));
  return Result<Entry>(Artificial{ns, ew});
}

// "60", "33.33", "12.5" -> hundredths of a percent; false when not such a number.
bool parse_weight(std::string_view s, int& bp) {
  if (s.empty()) return false;
  long whole = 0;
  int frac = 0, frac_digits = 0;
  size_t i = 0;
  for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) {
    whole = whole * 10 + (s[i] - '0');
    if (whole > 100) return false;
  }
  if (i == 0) return false;
  if (i < s.size() && (s[i] == '.' || s[i] == ',')) {
    ++i;
    for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) {
      if (++frac_digits > 2) return false;
      frac = frac * 10 + (s[i] - '0');
    }
    if (frac_digits == 0) return false;
    if (frac_digits == 1) frac *= 10;
  }
  if (i != s.size()) return false;
  bp = static_cast<int>(whole) * 100 + frac;
  return true;
}

Result<Entry> score_only(std::string_view text) {
  int v = 0;
  if (!parse_int(text, v)) return fail_code("entry.score_not_a_number", "score", {std::string(text)});
  if (v % 10 != 0) return fail_code("entry.score_not_a_multiple_of_10", "score", {std::string(text)});
  return Entry{ScoreOnly{v}};
}

// A score field without a contract: a not-played or pass word, an artificial score, a
// weighted score or NS's score alone.
Result<Entry> score_alone(std::string_view score, const Dialect& d,
                          std::optional<Vulnerability> vul) {
  const std::string s = upper(score);
  if (is_not_played_word(s)) return Entry{NotPlayed{}};
  if (is_pass_word(s)) return Entry{PassedOut{}};
  if (auto a = parse_artificial(score, d)) return *a;
  if (auto w = parse_weighted(score)) {
    if (!*w || !vul) return *w;
    for (const auto& part : std::get<Weighted>(**w).parts)
      if (!is_possible_ns_score(part.ns_score, *vul))
        return fail_code("entry.weighted_part_impossible", "score",
                         {std::string(score), std::to_string(part.ns_score)});
    return *w;
  }
  auto e = score_only(score);
  if (e && vul && !is_possible_ns_score(std::get<ScoreOnly>(*e).ns_score, *vul))
    return fail_code("entry.score_impossible", "score", {std::string(score)});
  return e;
}

// The opening lead as stored: the card in its canonical form ("C5"), read in the dialect's
// letters; a lead that is not a card is refused, or kept as written in a file's dialect.
Result<std::optional<std::string>> lead_of(std::string_view text, const Dialect& d) {
  if (upper(text).empty()) return std::optional<std::string>{};
  auto card = parse_card(text, d.letters);
  if (card) return std::optional<std::string>(canonical(*card));
  if (d.lead_as_written) return std::optional<std::string>(std::string(text));
  if (d.lang == d.letters) return fail_at("lead", card.error());
  auto again = parse_card(text, d.lang);  // what to write, in the director's letters
  return fail_at("lead", again ? card.error() : again.error());
}

std::string_view trimmed(std::string_view s, const Dialect& d) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  if (d.dash_is_empty && (s == "-" || s == "?")) return {};
  return s;
}

// An entry typed without spaces ("4SN10", "3NTS=", "4HXW-2SK", Spanish "4PN10", "3STS+1"): every
// way of cutting it into contract, declarer, result and lead that the reader takes, each once.
// One reading is the entry; several mean the text is ambiguous; none, that it is not one.
std::vector<Entry> compact_readings(const std::string& t, const Dialect& d) {
  std::vector<Entry> out;
  if (t.empty() || t[0] < '1' || t[0] > '7') return out;
  auto boundary = [&](size_t at) { return at >= t.size() || (static_cast<unsigned char>(t[at]) & 0xC0) != 0x80; };
  for (size_t p = 2; p + 1 < t.size() && p <= 16; ++p) {
    if (!boundary(p)) continue;
    const std::string_view contract = std::string_view(t).substr(0, p);
    if (auto c = parse_contract(contract, d.letters); !c || c->passed_out()) continue;
    const std::string_view declarer = std::string_view(t).substr(p, 1);
    const std::string_view rest = std::string_view(t).substr(p + 1);
    std::vector<size_t> lengths;
    if (rest.starts_with('=')) lengths = {1};
    else if (rest.starts_with('+') || rest.starts_with('-')) lengths = {2, 3};
    else lengths = {1, 2};
    for (size_t q : lengths) {
      if (q > rest.size()) continue;
      const std::string_view result = rest.substr(0, q), lead = rest.substr(q);
      if (q >= 2 && !std::isdigit(static_cast<unsigned char>(result.back()))) continue;
      auto e = read_entry(LineFields{contract, declarer, result, "", lead}, d);
      if (e && std::find(out.begin(), out.end(), *e) == out.end()) out.push_back(std::move(*e));
    }
  }
  return out;
}

}  // namespace

Result<Entry> read_entry(const LineFields& in, const Dialect& d,
                         std::optional<Vulnerability> vul) {
  const Lang lang = d.lang;
  const std::string_view contract = trimmed(in.contract, d), declarer = trimmed(in.declarer, d),
                         result = trimmed(in.result, d), score = trimmed(in.score, d),
                         lead = trimmed(in.lead, d);
  const std::string c = upper(contract), s = upper(score);
  if (c.empty() || is_not_played_word(c) || c == "A") {
    if (!declarer.empty() || !result.empty()) return fail_code("entry.contract_missing", "contract");
    if (s.empty()) {
      if (is_not_played_word(c) || (c.empty() && d.blank_is_not_played)) return Entry{NotPlayed{}};
      return fail_code("entry.no_contract_no_score", "contract");
    }
    return score_alone(score, d, vul);
  }

  // A contract played (or a pass).
  auto parsed = parse_contract(contract, d.letters);
  if (!parsed) {
    if (d.lang != d.letters) {
      // Not a contract in the director's letters either: that error says what to write in them.
      if (auto again = parse_contract(contract, d.lang); !again) return fail_at("contract", again.error());
      // A contract in the director's letters but not in the file's English ones (4P in a PBN file).
      if (d.letters == Lang::En && parsed.error().code == "entry.contract_bad_strain")
        return fail_code("entry.contract_bad_strain_english", "contract", parsed.error().args);
    }
    return fail_at("contract", parsed.error());
  }
  Entry e = PassedOut{};
  if (parsed->passed_out()) {
    if (auto t = parse_tricks(result, *parsed, lang); !t) return fail_at("result", t.error());
  } else {
    if (declarer.empty()) return fail_code("entry.declarer_missing", "declarer");
    auto seat = parse_seat(declarer, lang);
    if (!seat) return fail_at("declarer", seat.error());
    if (result.empty()) return fail_code("entry.result_missing", "result");
    auto tricks = parse_tricks(result, *parsed, lang);
    if (!tricks) return fail_at("result", tricks.error());
    auto stored_lead = lead_of(lead, d);
    if (!stored_lead) return std::unexpected(stored_lead.error());
    e = Played{*parsed, *seat, *tricks, std::move(*stored_lead)};
  }
  if (s.empty()) return e;
  if (looks_artificial(s) || artificial_alias(s))
    return fail_code("entry.artificial_with_contract", "score", {std::string(score)});
  if (looks_weighted(s)) return fail_code("entry.weighted_with_contract", "score", {std::string(score)});
  int written = 0;
  if (!parse_int(s, written))
    return fail_code("entry.score_with_contract_not_a_number", "score", {std::string(score)});
  if (vul)
    if (auto ok = check_score(e, written, *vul, lang); !ok) return fail_at("score", ok.error());
  return e;
}

Result<Entry> parse_entry(std::string_view text, Lang lang) {
  const auto tokens = split(text);
  if (tokens.empty()) return fail_code("entry.empty", "contract");
  const Dialect d = Dialect::prompt(lang);
  const std::string all = upper(text);
  int v = 0;
  // A score from one side's point of view: "NS 420", "EW 420" (East-West's +420 is North-South's
  // -420), Spanish "EO 420".
  if (tokens.size() == 2 && parse_int(tokens[1], v)) {
    const std::string side = upper(tokens[0]);
    if (side == "NS") return read_entry(LineFields{.score = tokens[1]}, d);
    if (side == "EW" || side == "EO") return read_entry(LineFields{.score = std::to_string(-v)}, d);
  }
  if (is_pass_word(all) || is_not_played_word(all) || looks_artificial(all) || artificial_alias(all) ||
      looks_weighted(all) || (tokens.size() == 1 && parse_int(tokens[0], v)))
    return read_entry(LineFields{.score = text}, d);
  if (tokens.size() > 4) return fail_code("entry.too_many_parts", "lead", {std::string(text)});
  // A contract alone ("4S") is refused by the reader, which names the declarer missing.
  auto spaced = read_entry(LineFields{tokens[0], tokens.size() > 1 ? tokens[1] : "",
                                      tokens.size() > 2 ? tokens[2] : "",
                                      "", tokens.size() > 3 ? tokens[3] : ""},
                           d);
  if (spaced || tokens.size() > 3) return spaced;
  // Not read with its spaces: read without them where that is unambiguous ("4SN10", "4S N10").
  std::string joined;
  for (const auto& tok : tokens) joined += tok;
  const auto readings = compact_readings(joined, d);
  if (readings.size() == 1) return readings.front();
  // Two at most: the declarer's letter ends the contract, and only the result's length varies.
  if (readings.size() > 1)
    return fail_code("entry.ambiguous", "contract",
                     {std::string(text), to_string(readings[0], lang), to_string(readings[1], lang)});
  return spaced;
}

Result<Entry> entry_from_fields(std::string_view contract, std::string_view declarer,
                                std::string_view result, std::string_view score,
                                std::string_view lead, Vulnerability vul, Lang lang) {
  return read_entry(LineFields{contract, declarer, result, score, lead},
                    Dialect::travellers_csv(lang), vul);
}

std::optional<Result<Entry>> parse_weighted(std::string_view text) {
  const std::string u = upper(text);  // without spaces
  if (u.size() < 2 || (u[0] != 'W' && u[0] != 'P') ||
      !std::isdigit(static_cast<unsigned char>(u[1])))
    return std::nullopt;
  const std::string t(text);
  auto bad = [&](std::string code, std::vector<std::string> more = {}) {
    more.insert(more.begin(), t);
    return Result<Entry>(fail_code(std::move(code), "score", std::move(more)));
  };
  // Parts are separated by '/'; in a part, the share and the score by ':' or by the '%'
  // (spaces are dropped first: "W 60% 420 / 40% -50" reads as "W60%420/40%-50").
  Weighted w;
  int total = 0;
  size_t start = 1;
  while (start <= u.size()) {
    size_t end = u.find('/', start);
    if (end == std::string::npos) end = u.size();
    const std::string part = u.substr(start, end - start);
    size_t cut = part.find(':');
    size_t score_at = cut == std::string::npos ? std::string::npos : cut + 1;
    if (cut == std::string::npos) {
      cut = part.find('%');
      score_at = cut == std::string::npos ? std::string::npos : cut + 1;
    } else if (cut > 0 && part[cut - 1] == '%') {
      --cut;
    }
    if (cut == std::string::npos) return bad("entry.weighted_form");
    int bp = 0, ns = 0;
    std::string weight = part.substr(0, cut);
    if (!weight.empty() && weight.back() == '%') weight.pop_back();
    if (!parse_weight(weight, bp) || !parse_int(part.substr(score_at), ns)) return bad("entry.weighted_form");
    if (bp <= 0 || bp > 10000) return bad("entry.weighted_share");
    if (ns % 10 != 0) return bad("entry.weighted_part_not_a_multiple_of_10", {std::to_string(ns)});
    w.parts.push_back({bp, ns});
    total += bp;
    start = end + 1;
  }
  if (w.parts.size() < 2) return bad("entry.weighted_one_part");
  if (total != 10000) return bad("entry.weighted_total", {weight_text(total)});
  return Result<Entry>(Entry{std::move(w)});
}

std::string weight_text(int bp) {
  std::string s = std::to_string(bp / 100);
  if (const int frac = bp % 100; frac != 0) {
    s += '.';
    s += static_cast<char>('0' + frac / 10);
    if (frac % 10 != 0) s += static_cast<char>('0' + frac % 10);
  }
  return s;
}

std::optional<int> ns_score(const Entry& e, Vulnerability vul) {
  if (auto p = std::get_if<Played>(&e)) return score::ns_score(p->contract, p->declarer, p->tricks, vul);
  if (std::holds_alternative<PassedOut>(e)) return 0;
  if (auto s = std::get_if<ScoreOnly>(&e)) return s->ns_score;
  return std::nullopt;
}

bool is_possible_ns_score(int ns, Vulnerability vul) {
  if (ns == 0) return true;  // passed out
  if (ns % 10 != 0) return false;
  static const std::array<std::set<int>, 2> by_vul = [] {
    std::array<std::set<int>, 2> out;
    for (int v = 0; v < 2; ++v)
      for (int level = 1; level <= 7; ++level)
        for (Strain s : {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
                         Strain::NoTrump})
          for (Doubling d : {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled})
            for (int tricks = 0; tricks <= 13; ++tricks)
              out[v].insert(duplicate_score(Contract{level, s, d}, tricks, v == 1));
    return out;
  }();
  // NS's score is the declaring side's score, or its negation when EW declared.
  const bool ns_ok = by_vul[vul.ns].contains(ns);
  const bool ew_ok = by_vul[vul.ew].contains(-ns);
  return ns_ok || ew_ok;
}

Result<void> check_score(const Entry& e, int written, Vulnerability vul, Lang lang) {
  const auto* p = std::get_if<Played>(&e);
  if (!p && !std::holds_alternative<PassedOut>(e)) return {};
  const int computed = *ns_score(e, vul);
  if (computed == written) return {};
  if (!p)
    return fail_code("entry.score_does_not_match_pass", "score",
                     {std::to_string(written), std::to_string(computed)});
  // The entry as the director would type it again, in the director's letters (4P O = PR).
  return fail_code("entry.score_does_not_match", "score",
                   {std::to_string(written), to_string(e, lang), std::to_string(computed)});
}

std::string to_string(const Entry& e, Lang lang) {
  if (auto p = std::get_if<Played>(&e)) {
    std::string s = to_string(p->contract, lang) + " " + to_string(p->declarer, lang) + " " +
                    result_text(p->contract, p->tricks);
    if (p->lead) s += " " + lead_typed(*p->lead, lang);
    return s;
  }
  if (std::holds_alternative<PassedOut>(e)) return pass_word(lang, false);
  if (auto s = std::get_if<ScoreOnly>(&e)) return std::to_string(s->ns_score);
  if (auto a = std::get_if<Artificial>(&e)) return artificial_text(*a);
  if (auto w = std::get_if<Weighted>(&e)) {
    std::string s = "W";
    for (const auto& part : w->parts) {
      if (s.size() > 1) s += '/';
      s += weight_text(part.weight_bp) + ":" + std::to_string(part.ns_score);
    }
    return s;
  }
  return lang == Lang::En ? "np" : "nj";  // not played; no jugado, non jouée
}

std::string artificial_text(const Artificial& a, bool packed) {
  if (packed && a.ns_pct >= 0 && a.ew_pct >= 0 && a.ns_pct <= 99 && a.ew_pct <= 99) {
    auto two = [](int v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    return "A" + two(a.ns_pct) + two(a.ew_pct);
  }
  return "A" + std::to_string(a.ns_pct) + "-" + std::to_string(a.ew_pct);
}

std::string_view kind_name(const Entry& e) {
  switch (e.index()) {
    case 0: return "played";
    case 1: return "pass";
    case 2: return "score";
    case 3: return "artificial";
    case 5: return "weighted";
    default: return "not-played";
  }
}

std::string weighted_text(const Weighted& w) {
  std::string s;
  for (const auto& part : w.parts) {
    if (!s.empty()) s += " / ";
    s += weight_text(part.weight_bp) + "% ";
    // U+2212, the minus sign, as the Laws print negative scores; + for a positive one.
    s += part.ns_score > 0   ? "+" + std::to_string(part.ns_score)
         : part.ns_score < 0 ? "\u2212" + std::to_string(-part.ns_score)
                             : std::string("0");
  }
  return s;
}

std::string display_text(const Entry& e, Lang lang) {
  if (auto w = std::get_if<Weighted>(&e))
    return weighted_text(*w);  // its word ("weighted") is the catalogue's: present::entry_text
  if (auto p = std::get_if<Played>(&e); p && p->lead) {
    Played bare = *p;
    bare.lead.reset();
    return to_string(Entry{bare}, lang) + " " + lead_text(*p->lead);
  }
  return to_string(e, lang);
}

std::string contract_symbol_text(const Contract& c, Lang lang) {
  std::string s = std::to_string(c.level) +
                  (c.strain == Strain::NoTrump ? to_string(Strain::NoTrump, lang) : std::string(suit_symbol(c.strain)));
  if (c.doubling == Doubling::Doubled) s += "X";
  if (c.doubling == Doubling::Redoubled) s += "XX";
  return s;
}

std::string echo_text(const Entry& e, Lang lang) {
  const auto* p = std::get_if<Played>(&e);
  if (!p || p->contract.strain == Strain::NoTrump) return display_text(e, lang);
  std::string s = contract_symbol_text(p->contract, lang) + " " + to_string(p->declarer, lang) + " " +
                  result_text(p->contract, p->tricks);
  if (p->lead) s += " " + lead_text(*p->lead);
  return s;
}

bool is_one_side_artificial(std::string_view text) {
  std::string t;
  for (char c : text)
    if (c != ' ' && c != '\t') t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return !t.empty() && alias_pct(t) >= 0;
}

}  // namespace bandeja::score
