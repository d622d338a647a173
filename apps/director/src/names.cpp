#include "bandeja/director/names.hpp"

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

}  // namespace bandeja::director
