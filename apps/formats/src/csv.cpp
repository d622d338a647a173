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

CsvStream::CsvStream(Sink sink) : sink_(std::move(sink)) {}

void CsvStream::feed(std::string_view chunk) {
  if (sep_ == 0) {
    // The separator is read off the first non-blank line: keep the text until that line ends.
    head_.append(chunk);
    if (!bom_checked_ && head_.size() >= 3) {
      if (head_.starts_with("\xEF\xBB\xBF")) head_.erase(0, 3);  // a spreadsheet's byte-order mark
      bom_checked_ = true;
    }
    size_t pos = 0;
    for (;;) {
      const size_t nl = head_.find('\n', pos);
      if (nl == std::string::npos) {
        if (head_.size() < (1u << 20)) return;  // wait for the line's end (a megabyte at most)
        break;
      }
      if (bom_checked_ && !blank_line(std::string_view(head_).substr(pos, nl - pos))) break;
      pos = nl + 1;
    }
    sep_ = separator_of(head_);
    std::string head = std::move(head_);
    head_.clear();
    for (char ch : head) take(ch);
    return;
  }
  for (char ch : chunk) take(ch);
}

void CsvStream::finish() {
  if (sep_ == 0) {
    if (head_.starts_with("\xEF\xBB\xBF")) head_.erase(0, 3);
    bom_checked_ = true;
    sep_ = separator_of(head_);
    std::string head = std::move(head_);
    head_.clear();
    for (char ch : head) take(ch);
  }
  if (quote_pending_) {  // the file ends on the closing quote
    quote_pending_ = false;
    quoted_ = false;
  }
  if (!in_record_) return;
  if (quoted_) rec_.unterminated_quote = true;
  end_field();
  end_record();
}

void CsvStream::end_field() {
  rec_.fields.push_back(was_quoted_ ? std::move(field_) : trim_field(field_));
  field_.clear();
  was_quoted_ = false;
}

void CsvStream::end_record() {
  bool blank = true;
  for (const auto& f : rec_.fields)
    if (!f.empty()) blank = false;
  if (!blank) sink_(rec_);
  rec_.fields.clear();
  rec_.unterminated_quote = false;
  in_record_ = false;
  quoted_ = false;
}

void CsvStream::take(char ch) {
  if (cr_pending_) {
    cr_pending_ = false;
    if (ch == '\n') return;  // CR LF: one line end
  }
  if (!in_record_) {
    in_record_ = true;
    rec_.line = line_;
  }
  if (quote_pending_) {
    quote_pending_ = false;
    if (ch == '"') {  // "" inside quotes: a quote
      field_ += '"';
      return;
    }
    quoted_ = false;  // that was the closing quote; this character is read as unquoted
  }
  if (quoted_) {
    if (ch == '"') {
      quote_pending_ = true;
    } else {
      if (ch == '\n') ++line_;
      field_ += ch;
    }
    return;
  }
  if (ch == '"' && trim_field(field_).empty()) {
    field_.clear();
    quoted_ = was_quoted_ = true;
  } else if (ch == sep_) {
    end_field();
  } else if (ch == '\n' || ch == '\r') {
    if (ch == '\r') cr_pending_ = true;
    ++line_;
    end_field();
    end_record();
  } else if (!was_quoted_) {
    field_ += ch;
  }
}

std::vector<CsvRecord> read_csv_records(std::string_view text) {
  std::vector<CsvRecord> out;
  CsvStream stream([&](const CsvRecord& r) { out.push_back(r); });
  stream.feed(text);
  stream.finish();
  return out;
}

}  // namespace bandeja::formats
