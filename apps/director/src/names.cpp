#include "bandeja/director/names.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

#include "bandeja/director/teams.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/score/utf8.hpp"

namespace bandeja::director {

namespace {

// The length of the UTF-8 character at s[i], or 0 when the bytes there are not UTF-8.
size_t utf8_length(std::string_view s, size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  const int more = utf8::continuations(b);
  if (more == 0) return 1;
  if (more < 0 || i + static_cast<size_t>(more) >= s.size()) return 0;
  if (!utf8::second_ok(b, static_cast<unsigned char>(s[i + 1]))) return 0;
  for (int k = 2; k <= more; ++k)
    if (!utf8::continuation(static_cast<unsigned char>(s[i + k]))) return 0;
  return static_cast<size_t>(more) + 1;
}

}  // namespace

std::optional<Error> name_problem(std::string_view name, std::string field) {
  if (name.size() > limits::kNameBytes)
    return error_code("name.too_long", std::move(field), {std::to_string(name.size()), std::to_string(limits::kNameBytes)});
  for (size_t i = 0; i < name.size();) {
    const auto b = static_cast<unsigned char>(name[i]);
    if (b < 0x20 || b == 0x7F) return error_code("name.control_character", std::move(field), {std::to_string(i + 1)});
    const size_t n = utf8_length(name, i);
    if (n == 0) return error_code("name.not_utf8", std::move(field), {std::to_string(i + 1)});
    if (n == 2 && b == 0xC2 && static_cast<unsigned char>(name[i + 1]) < 0xA0)  // C1 controls, U+0080-U+009F
      return error_code("name.control_character", std::move(field), {std::to_string(i + 1)});
    // The direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): one makes
    // a name, and whatever follows it on the line, show in another order than it is stored.
    if (n == 3 && b == 0xE2) {
      const auto b1 = static_cast<unsigned char>(name[i + 1]), b2 = static_cast<unsigned char>(name[i + 2]);
      if ((b1 == 0x80 && b2 >= 0xAA && b2 <= 0xAE) || (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9))
        return error_code("name.direction_override", std::move(field), {std::to_string(i + 1)});
    }
    i += n;
  }
  return std::nullopt;
}

std::optional<Error> title_problem(std::string_view name, std::string field) {
  if (name.find_first_not_of(" \t") == std::string_view::npos) return error_code("name.empty", std::move(field));
  return name_problem(name, std::move(field));
}

std::optional<Error> id_problem(std::string_view id, std::string field) {
  if (id.find_first_not_of(" \t") == std::string_view::npos) return error_code("name.id_empty", std::move(field));
  if (id.size() > limits::kIdBytes)
    return error_code("name.id_too_long", std::move(field), {std::to_string(id.size()), std::to_string(limits::kIdBytes)});
  return name_problem(id, std::move(field));
}

std::optional<Error> players_problem(const std::vector<std::string>& names, std::string field, size_t* at) {
  size_t players = names.size();
  while (players > 0 && names[players - 1].empty()) --players;
  if (players > limits::kPlayersPerPair) {
    if (at) *at = limits::kPlayersPerPair;  // the first player past the limit
    return error_code("name.too_many_players", field, {std::to_string(players), std::to_string(limits::kPlayersPerPair)});
  }
  for (size_t k = 0; k < players; ++k) {
    if (at) *at = k;
    if (names[k].empty())
      return error_code("name.blank_player", field, {std::to_string(k + 1), std::to_string(k + 2)});
    if (auto e = name_problem(names[k], field)) return e;
  }
  return std::nullopt;
}

bool is_calendar_date(const std::string& date) {
  if (!std::regex_match(date, std::regex(R"(\d{4}-\d{2}-\d{2})"))) return false;
  const int y = std::stoi(date.substr(0, 4)), m = std::stoi(date.substr(5, 2)), d = std::stoi(date.substr(8, 2));
  if (m < 1 || m > 12 || d < 1) return false;
  static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return d <= days[m - 1] + (m == 2 && leap ? 1 : 0);
}

std::string trimmed(std::string_view name) {
  const auto first = name.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = name.find_last_not_of(" \t");
  return std::string(name.substr(first, last - first + 1));
}

namespace {

// The base letter of a Latin-1 letter written in UTF-8 as C3 xx (U+00C0..U+00FF), lower case;
// 0 for the others (×, ÷, Æ, ß ...: kept as they are).
char latin1_base(unsigned char second) {
  static constexpr const char* kBase =  // U+00C0 .. U+00FF
      "aaaaaa\0ceeeeiiii"               // À Á Â Ã Ä Å Æ Ç È É Ê Ë Ì Í Î Ï
      "dnooooo\0ouuuuy\0\0"             // Ð Ñ Ò Ó Ô Õ Ö × Ø Ù Ú Û Ü Ý Þ ß
      "aaaaaa\0ceeeeiiii"               // à á â ã ä å æ ç è é ê ë ì í î ï
      "dnooooo\0ouuuuy\0y";             // ð ñ ò ó ô õ ö ÷ ø ù ú û ü ý þ ÿ
  return second >= 0x80 && second <= 0xBF ? kBase[second - 0x80] : 0;
}

// Edits (a letter added, dropped, changed, or two side by side swapped) from a to b: the
// optimal string alignment distance, so "Matres" is one slip from "Martes".
size_t edit_distance(std::string_view a, std::string_view b) {
  const size_t w = b.size() + 1;
  std::vector<size_t> d((a.size() + 1) * w);
  for (size_t i = 0; i <= a.size(); ++i) d[i * w] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t v = std::min({d[(i - 1) * w + j] + 1, d[i * w + j - 1] + 1,
                           d[(i - 1) * w + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) v = std::min(v, d[(i - 2) * w + j - 2] + 1);
      d[i * w + j] = v;
    }
  return d[a.size() * w + b.size()];
}

}  // namespace

std::string name_key(std::string_view name) {
  std::string out;
  bool space = false;
  for (size_t i = 0; i < name.size(); ++i) {
    const auto b = static_cast<unsigned char>(name[i]);
    if (b == ' ' || b == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    if (b == 0xC3 && i + 1 < name.size()) {
      if (const char base = latin1_base(static_cast<unsigned char>(name[i + 1]))) {
        out += base;
        ++i;
        continue;
      }
    }
    out += b < 0x80 ? static_cast<char>(std::tolower(b)) : static_cast<char>(b);
  }
  return out;
}

std::vector<std::string> similar_names(std::string_view typed, const std::vector<std::string>& names, size_t most) {
  const std::string want = name_key(typed);
  if (want.empty()) return {};
  const size_t slips = std::max<size_t>(1, want.size() / 4);
  std::vector<std::pair<size_t, std::string>> scored;  // (how far, name)
  for (const auto& n : names) {
    const std::string key = name_key(n);
    size_t far = 0;
    if (key == want) far = 0;
    else if (const size_t d = edit_distance(want, key); d <= slips) far = d;
    else if (want.size() >= 3 && (key.find(want) != std::string::npos || want.find(key) != std::string::npos)) far = slips + 1;
    else continue;
    scored.emplace_back(far, n);
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (const auto& [far, n] : scored) {
    if (out.size() == most) break;
    out.push_back(n);
  }
  return out;
}

NameLookup look_up_name(std::string_view which, const std::vector<std::pair<long long, std::string>>& items) {
  NameLookup out;
  out.typed = trimmed(which);
  for (size_t i = 0; i < items.size(); ++i)
    if (items[i].second == out.typed) {
      out.found = i;
      return out;
    }
  bool marked = false;
  if (const auto id = typed_id(out.typed, &marked)) {
    for (size_t i = 0; i < items.size(); ++i)
      if (items[i].first == *id) {
        out.found = i;
        return out;
      }
    if (marked) {
      out.no_id = true;
      out.typed.erase(0, 1);
      return out;
    }
  }
  std::vector<std::string> names;
  for (const auto& [id, name] : items) names.push_back(name);
  for (const auto& n : similar_names(out.typed, names)) out.similar += (out.similar.empty() ? "" : ", ") + typed(n);
  return out;
}

std::optional<long long> typed_id(std::string_view text, bool* marked) {
  const bool hash = !text.empty() && text[0] == '#';
  if (marked) *marked = hash;
  if (hash) text.remove_prefix(1);
  if (text.empty() || text.size() > 18) return std::nullopt;
  long long v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace bandeja::director
