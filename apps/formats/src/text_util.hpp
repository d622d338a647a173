#pragma once
// Small string helpers shared by the format readers and writers (private to bandeja_formats).
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bandeja::formats::detail {

inline std::string_view trim(std::string_view s) {
  auto sp = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; };
  while (!s.empty() && sp(s.front())) s.remove_prefix(1);
  while (!s.empty() && sp(s.back())) s.remove_suffix(1);
  return s;
}

inline std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

inline bool iequals(std::string_view a, std::string_view b) { return lower(a) == lower(b); }

// A whole decimal integer (optional sign), nothing else.
inline std::optional<int> to_int(std::string_view s) {
  s = trim(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

// A whole decimal number ("8", "-3.25"), nothing else; no inf/nan.
inline std::optional<double> to_double(std::string_view s) {
  s = trim(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return std::nullopt;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-')) return std::nullopt;
  double v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

// Player names joined as "A – B" (or "A - B", "A & B", "A / B", "A + B", "A;B") split back into names.
inline std::vector<std::string> split_names(std::string_view s) {
  std::vector<std::string> out;
  s = trim(s);
  if (s.empty()) return out;
  for (std::string_view sep : {" \u2013 ", " - ", " & ", " / ", " + ", ";"}) {
    if (s.find(sep) == std::string_view::npos) continue;
    size_t start = 0;
    while (true) {
      size_t at = s.find(sep, start);
      auto part = trim(s.substr(start, at == std::string_view::npos ? s.npos : at - start));
      if (!part.empty()) out.emplace_back(part);
      if (at == std::string_view::npos) break;
      start = at + sep.size();
    }
    return out;
  }
  out.emplace_back(s);
  return out;
}

}  // namespace bandeja::formats::detail
