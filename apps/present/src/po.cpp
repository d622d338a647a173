#include "po.hpp"

#include <optional>

namespace bandeja::present::detail {

namespace {

// A quoted PO string's contents with its escapes undone; nullopt when it is not one.
std::optional<std::string> unquote(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (s.size() < 2 || s.front() != '"' || s.back() != '"') return std::nullopt;
  s = s.substr(1, s.size() - 2);
  std::string out;
  out.reserve(s.size());
  // Runs without a quote or a backslash are copied whole: the catalogue is read on every start.
  for (size_t i = 0; i < s.size();) {
    const size_t stop = s.find_first_of("\"\\", i);
    out.append(s.substr(i, stop == std::string_view::npos ? std::string_view::npos : stop - i));
    if (stop == std::string_view::npos) break;
    if (s[stop] == '"') return std::nullopt;  // an unescaped quote inside
    if (stop + 1 == s.size()) return std::nullopt;
    switch (s[stop + 1]) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      default: return std::nullopt;
    }
    i = stop + 2;
  }
  return out;
}

}  // namespace

PoFile read_po(std::string_view text) {
  PoFile file;
  PoEntry cur;
  bool open = false, fuzzy_next = false;
  std::string* target = nullptr;  // the string a continuation line adds to
  int number = 0;
  auto close = [&] {
    if (open && !(cur.context.empty() && cur.id.empty())) file.entries.push_back(std::move(cur));
    cur = PoEntry{};
    open = false;
    target = nullptr;
  };
  auto problem = [&](const std::string& what) { file.problems.push_back(std::to_string(number) + ": " + what); };
  while (!text.empty()) {
    const size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) {
      target = nullptr;
      continue;
    }
    if (line[0] == '#') {
      if (line.starts_with("#,") && line.find("fuzzy") != std::string_view::npos) fuzzy_next = true;
      target = nullptr;
      continue;
    }
    auto keyword = [&](std::string_view word) {
      return line.starts_with(word) && line.size() > word.size() && line[word.size()] == ' ';
    };
    std::string* slot = nullptr;
    std::string_view rest;
    if (keyword("msgctxt")) {
      close();
      open = true;
      slot = &cur.context;
      rest = line.substr(8);
    } else if (keyword("msgid")) {
      if (!open || !cur.id.empty() || cur.line) close();
      open = true;
      cur.line = number;
      slot = &cur.id;
      rest = line.substr(6);
    } else if (keyword("msgstr")) {
      if (!open) {
        problem("msgstr without its msgid");
        continue;
      }
      slot = &cur.str;
      rest = line.substr(7);
    } else if (line[0] == '"') {
      if (!target) {
        problem("a string that continues nothing");
        continue;
      }
      if (auto s = unquote(line)) *target += *s;
      else problem("not a string in double quotes with \\n, \\t, \\\" or \\\\ escapes");
      continue;
    } else {
      problem("not msgctxt, msgid, msgstr, a string or a comment" +
              std::string(line.starts_with("msgid_plural") || line.starts_with("msgstr[")
                              ? " (Bandeja writes plurals in the text: {0:one|many})"
                              : ""));
      target = nullptr;
      continue;
    }
    if (fuzzy_next && slot != &cur.str) {  // the flag stands before the entry's first line
      cur.fuzzy = true;
      fuzzy_next = false;
    }
    if (auto s = unquote(rest)) *slot = *s;
    else problem("not a string in double quotes with \\n, \\t, \\\" or \\\\ escapes");
    target = slot;
  }
  close();
  return file;
}

}  // namespace bandeja::present::detail
