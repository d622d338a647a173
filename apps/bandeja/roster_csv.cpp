#include "roster_csv.hpp"

#include <cctype>

namespace bandeja::app {

namespace {

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return "";
  const auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

// The separator of the file: ';' when the first non-blank line has ';' and no ',' outside
// quotes, else ','.
char separator_of(std::string_view line) {
  bool quoted = false, comma = false, semicolon = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (!quoted && c == ',') comma = true;
    else if (!quoted && c == ';') semicolon = true;
  }
  return semicolon && !comma ? ';' : ',';
}

std::vector<std::string> split(std::string_view line, char sep) {
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false, was_quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        cur += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        cur += c;
      }
    } else if (c == '"' && trim(cur).empty()) {
      quoted = true;
      was_quoted = true;
      cur.clear();
    } else if (c == sep) {
      out.push_back(was_quoted ? cur : trim(cur));
      cur.clear();
      was_quoted = false;
    } else if (!(was_quoted && (c == ' ' || c == '\t'))) {
      cur += c;
    }
  }
  out.push_back(was_quoted ? cur : trim(cur));
  return out;
}

bool blank(std::string_view line) {
  return line.find_first_not_of(" \t,;") == std::string_view::npos;
}

}  // namespace

std::vector<CsvRecord> read_roster_csv(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<CsvRecord> out;
  char sep = 0;
  int n = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++n;
    if (!blank(line)) {
      if (!sep) sep = separator_of(line);
      out.push_back({n, split(line, sep)});
    }
    if (end == text.size()) break;
    pos = end + 1;
  }
  return out;
}

std::string header_key(std::string_view word) {
  std::string out;
  for (char c : word) {
    if (c == ' ' || c == '_' || c == '-' || c == '.' || c == '\t') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

bool clean_national_id(std::string_view text, std::string& out) {
  std::string t = trim(text);
  for (unsigned char c : t)
    if (!std::isalnum(c) && c != '-' && c != '.' && c != '/') return false;
  out = std::move(t);
  return true;
}

}  // namespace bandeja::app
