#include "bandeja/formats/csv.hpp"

#include <cctype>

namespace bandeja::formats {

std::string trim_field(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

std::string csv_field(std::string_view s) {
  const bool quoted = s.find_first_of(",;\"\n\r") != std::string_view::npos ||
                      (!s.empty() && (s.front() == ' ' || s.back() == ' '));
  if (!quoted) return std::string(s);
  std::string out = "\"";
  for (char ch : s) {
    if (ch == '"') out += '"';
    out += ch;
  }
  return out + "\"";
}

namespace {

bool blank_line(std::string_view line) {
  return line.find_first_not_of(" \t\r,;") == std::string_view::npos;
}

// ';' when the first non-blank line has ';' and no ',' outside quotes, else ','.
char separator_of(std::string_view text) {
  size_t pos = 0;
  std::string_view line;
  do {
    const size_t end = text.find('\n', pos);
    line = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    pos = end == std::string_view::npos ? text.size() : end + 1;
  } while (blank_line(line) && pos < text.size());
  bool quoted = false, comma = false, semicolon = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (!quoted && c == ',') comma = true;
    else if (!quoted && c == ';') semicolon = true;
  }
  return semicolon && !comma ? ';' : ',';
}

}  // namespace

std::vector<CsvRecord> read_csv_records(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a spreadsheet's byte-order mark
  const char sep = separator_of(text);
  std::vector<CsvRecord> out;
  int line = 1;
  size_t i = 0;
  while (i < text.size()) {
    CsvRecord r;
    r.line = line;
    std::string field;
    bool quoted = false, was_quoted = false;
    for (;;) {
      if (i >= text.size()) {
        if (quoted) r.unterminated_quote = true;
        r.fields.push_back(was_quoted ? field : trim_field(field));
        break;
      }
      char ch = text[i++];
      if (quoted) {
        if (ch == '"') {
          if (i < text.size() && text[i] == '"') {
            field += '"';
            ++i;
          } else {
            quoted = false;
          }
        } else {
          if (ch == '\n') ++line;
          field += ch;
        }
        continue;
      }
      if (ch == '"' && trim_field(field).empty()) {
        field.clear();
        quoted = was_quoted = true;
      } else if (ch == sep) {
        r.fields.push_back(was_quoted ? field : trim_field(field));
        field.clear();
        was_quoted = false;
      } else if (ch == '\n' || ch == '\r') {
        if (ch == '\r' && i < text.size() && text[i] == '\n') ++i;
        ++line;
        r.fields.push_back(was_quoted ? field : trim_field(field));
        break;
      } else if (!was_quoted) {
        field += ch;
      }
    }
    bool blank = true;
    for (const auto& f : r.fields)
      if (!f.empty()) blank = false;
    if (!blank) out.push_back(std::move(r));
  }
  return out;
}

}  // namespace bandeja::formats
