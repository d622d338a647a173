#include "bandeja/formats/csv.hpp"

#include <algorithm>
#include <cctype>

#include "bandeja/score/limits.hpp"
#include "bandeja/score/utf8.hpp"

namespace bandeja::formats {

std::string trim_field(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

std::string pair_id_key(std::string_view id) {
  std::string out(id);
  for (auto& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  // "3EO": a number (with a section letter or not) and East-West in Spanish or French.
  if (out.size() > 2 && out.ends_with("EO") && out[out.size() - 3] >= '0' && out[out.size() - 3] <= '9')
    out.replace(out.size() - 2, 2, "EW");
  return out;
}

namespace {

// A plain number as a spreadsheet reads one (-420, +3, 12.5; 12,5 with decimal commas): left as
// it is.
bool plain_number(std::string_view s, char decimal = '.') {
  size_t i = (s.starts_with('-') || s.starts_with('+')) ? 1 : 0;
  bool digits = false, point = false;
  for (; i < s.size(); ++i) {
    if (s[i] >= '0' && s[i] <= '9') digits = true;
    else if (s[i] == decimal && !point) point = true;
    else return false;
  }
  return digits;
}

}  // namespace

std::string csv_field(std::string_view s, char separator) {
  std::string text;
  const char decimal = separator == ';' ? ',' : '.';
  if (!s.empty() && std::string_view("=+-@\t\r").find(s.front()) != std::string_view::npos && !plain_number(s, decimal)) {
    text = "'";  // shown as text, never run as a formula
    text += s;
    s = text;
  }
  auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  // Quoted when unquoted reading would change it: a separator, a quote, a line end, or white
  // space at either end (which the reader trims from an unquoted field).
  // Between `;` a comma is a decimal comma, not a separator.
  const bool quoted = s.find_first_of(separator == ';' ? ";\"\n\r" : ",;\"\n\r") != std::string_view::npos ||
                      (!s.empty() && (space(s.front()) || space(s.back())));
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

// Excel's hint on a first line of its own: `sep=;` (the separator, then the line's end).
std::optional<char> sep_hint(std::string_view first_line) {
  if (!first_line.empty() && first_line.back() == '\r') first_line.remove_suffix(1);
  if (first_line.size() != 5) return std::nullopt;
  const std::string_view word = first_line.substr(0, 4);
  if (word != "sep=" && word != "SEP=" && word != "Sep=") return std::nullopt;
  const char c = first_line[4];
  if (c == '"' || c == '\n' || c == ' ') return std::nullopt;
  return c;
}

constexpr size_t kBinaryWindow = 8192;  // a NUL this early: a binary file, not text

}  // namespace

std::optional<Error> csv_fault_error(const CsvRecord& r) {
  const char* code = nullptr;
  switch (r.fault) {
    case CsvFault::none: return std::nullopt;
    case CsvFault::unterminated_quote: code = "file.unclosed_quote"; break;
    case CsvFault::text_after_quote: code = "csv.text_after_quote"; break;
    case CsvFault::control_character: code = "csv.control_character"; break;
    case CsvFault::not_text: code = "csv.not_text"; break;
    case CsvFault::field_too_long: code = "csv.field_too_long"; break;
    case CsvFault::too_many_fields: code = "csv.too_many_fields"; break;
    case CsvFault::binary: code = "file.binary"; break;
  }
  Error e = error_code(code, r.fault_field > 0 ? std::to_string(r.fault_field) : "line",
                       {std::to_string(r.fault_field), std::to_string(limits::kCsvFieldBytes),
                        std::to_string(limits::kCsvFields)});
  e.line = r.fault == CsvFault::binary ? 0 : r.fault_line ? r.fault_line : r.line;
  if (r.fault == CsvFault::binary) e.field = "file";
  return e;
}

CsvStream::CsvStream(Sink sink) : sink_(std::move(sink)) {}

void CsvStream::start(std::string_view head) {
  if (head.starts_with("\xEF\xBB\xBF")) {  // a spreadsheet's byte-order mark: UTF-8 declared
    head.remove_prefix(3);
    bom_ = true;
  }
  const size_t nl = head.find('\n');
  if (nl != std::string_view::npos || !head.empty()) {
    if (auto hint = sep_hint(head.substr(0, nl))) {
      sep_ = *hint;
      sep_line_ = true;
      head.remove_prefix(nl == std::string_view::npos ? head.size() : nl + 1);
      ++line_;
    }
  }
  if (!sep_) sep_ = separator_of(head);
  take_all(head);
}

void CsvStream::feed(std::string_view chunk) {
  if (sep_ == 0) {
    // The separator is read off the first non-blank line: keep the text until that line ends.
    head_.append(chunk);
    if (head_.size() < 3 && std::string_view("\xEF\xBB\xBF").starts_with(head_)) return;
    size_t& pos = head_scanned_;
    if (pos == 0 && head_.starts_with("\xEF\xBB\xBF")) pos = 3;
    for (;;) {
      const size_t nl = head_.find('\n', pos);
      if (nl == std::string::npos) {
        if (head_.size() < (1u << 20)) return;  // wait for the line's end (a megabyte at most)
        break;
      }
      if (!blank_line(std::string_view(head_).substr(pos, nl - pos))) break;
      pos = nl + 1;
    }
    std::string head = std::move(head_);
    head_.clear();
    start(head);
    return;
  }
  take_all(chunk);
}

void CsvStream::take_all(std::string_view text) {
  // Most bytes of a travellers file are letters and digits inside unquoted fields: a run of
  // them is copied at once, as take() would have put them one by one; every other byte (a
  // separator, a quote, a space, a line's end, anything not ASCII) goes through take().
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    if (in_record_ && !binary_ && !cr_pending_ && !quote_pending_ && !quoted_ && !was_quoted_ && u8_need_ == 0 &&
        held_.empty()) {
      size_t j = i;
      while (j < n) {
        const auto b = static_cast<unsigned char>(text[j]);
        if (b <= 0x20 || b >= 0x7F || b == '"' || b == static_cast<unsigned char>(sep_)) break;
        ++j;
      }
      if (j > i && field_.size() + (j - i) <= limits::kCsvFieldBytes) {
        field_.append(text.data() + i, j - i);
        field_blank_ = false;
        bytes_ += j - i;
        i = j;
        continue;
      }
      if (j > i) {
        // A run that makes the field too long: what fits is kept and the rest refused, as take()
        // would do byte by byte, in one step, never scanned again from its next byte (that was
        // quadratic in the run's length).
        field_.append(text.data() + i, limits::kCsvFieldBytes - std::min(field_.size(), limits::kCsvFieldBytes));
        set_fault(CsvFault::field_too_long);
        field_blank_ = false;
        bytes_ += j - i;
        i = j;
        continue;
      }
    }
    take(text[i++]);
  }
}

void CsvStream::finish() {
  if (sep_ == 0) {
    std::string head = std::move(head_);
    head_.clear();
    start(head);
  }
  if (binary_) return;
  release();
  if (quote_pending_) {  // the file ends on the closing quote
    quote_pending_ = false;
    quoted_ = false;
  }
  if (!in_record_) return;
  bytes_ = kBinaryWindow;  // the file ends: a record is given out at once
  if (quoted_ && rec_.fault == CsvFault::none) {
    set_fault(CsvFault::unterminated_quote);
    rec_.fault_line = quote_line_;  // where the quote opened
  }
  end_field();
  end_record();
}

void CsvStream::release() {
  for (const auto& r : early_) sink_(r);
  early_.clear();
}

void CsvStream::set_fault(CsvFault f) {
  if (rec_.fault != CsvFault::none) return;
  rec_.fault = f;
  rec_.fault_field = static_cast<int>(rec_.fields.size()) + 1;
  rec_.fault_line = line_;
}

void CsvStream::put_text(std::string_view utf8) {
  if (field_.size() + utf8.size() > limits::kCsvFieldBytes) {
    set_fault(CsvFault::field_too_long);
    return;
  }
  field_.append(utf8);
}

void CsvStream::not_utf8_after_all() {
  // The bytes held are read again as the file's text is: Windows-1252 when nothing before them
  // was UTF-8 beyond ASCII (and no BOM said UTF-8), else they are not text.
  const int held = u8_have_;
  u8_have_ = u8_need_ = 0;
  if (!seen_utf8_ && !bom_) {
    cp1252_ = true;
    for (int i = 0; i < held; ++i) put(u8_[i]);
  } else {
    set_fault(CsvFault::not_text);
  }
}

void CsvStream::put(unsigned char b) {
  if (u8_need_ > 0) {  // inside a UTF-8 character
    const bool ok = u8_have_ == 1 ? utf8::second_ok(u8_[0], b) : utf8::continuation(b);
    if (ok) {
      u8_[u8_have_++] = b;
      if (--u8_need_ == 0) {
        put_text(std::string_view(reinterpret_cast<const char*>(u8_), static_cast<size_t>(u8_have_)));
        seen_utf8_ = true;
        field_blank_ = false;
        u8_have_ = 0;
      }
      return;
    }
    not_utf8_after_all();
    put(b);
    return;
  }
  if (b < 0x20 ? (b != '\t' && b != '\n' && b != '\r') : b == 0x7F) {
    set_fault(CsvFault::control_character);
    return;
  }
  if (!quoted_ && (b == ' ' || b == '\t')) {
    // An unquoted field is trimmed: spaces are held until text follows them, so a line of
    // spaces costs nothing and never makes a field too long.
    if (field_blank_) return;
    if (held_.size() < limits::kCsvFieldBytes) held_ += static_cast<char>(b);
    else set_fault(CsvFault::field_too_long);
    return;
  }
  if (!held_.empty()) {
    std::string spaces = std::move(held_);
    held_.clear();
    put_text(spaces);
  }
  if (b < 0x80) {
    if (field_.size() >= limits::kCsvFieldBytes) {
      set_fault(CsvFault::field_too_long);
      return;
    }
    field_ += static_cast<char>(b);
    if (b != ' ' && b != '\t') field_blank_ = false;
    return;
  }
  field_blank_ = false;
  if (cp1252_) {
    const char32_t cp = utf8::cp1252(b);
    if (cp == 0) {
      set_fault(CsvFault::not_text);
      return;
    }
    std::string ch;
    utf8::append(ch, cp);
    put_text(ch);
    return;
  }
  const int need = utf8::continuations(b);
  if (need > 0) {
    u8_[0] = b;
    u8_have_ = 1;
    u8_need_ = need;
  } else if (!seen_utf8_ && !bom_) {
    cp1252_ = true;
    put(b);
  } else {
    set_fault(CsvFault::not_text);
  }
}

void CsvStream::end_field() {
  if (u8_need_ > 0) not_utf8_after_all();  // a UTF-8 character cut short by the field's end
  if (rec_.fields.size() >= limits::kCsvFields) {
    set_fault(CsvFault::too_many_fields);
  } else {
    std::string f = was_quoted_ ? std::move(field_) : trim_field(field_);
    // A ' that an export put before = + - @ to keep a spreadsheet from running it as a formula.
    if (f.size() >= 2 && f[0] == '\'' && std::string_view("=+-@\t\r").find(f[1]) != std::string_view::npos)
      f.erase(0, 1);
    rec_.fields.push_back(std::move(f));
  }
  field_.clear();
  held_.clear();
  field_blank_ = true;
  was_quoted_ = false;
}

void CsvStream::end_record() {
  bool blank = rec_.fault == CsvFault::none;
  for (const auto& f : rec_.fields)
    if (!f.empty()) blank = false;
  if (!blank) {
    if (bytes_ < kBinaryWindow) early_.push_back(rec_);  // held until the file is known to be text
    else release(), sink_(rec_);
  }
  rec_.fields.clear();
  rec_.fault = CsvFault::none;
  rec_.fault_field = rec_.fault_line = 0;
  in_record_ = false;
  quoted_ = false;
}

void CsvStream::take(char c) {
  const auto ch = static_cast<unsigned char>(c);
  if (binary_) return;
  if (ch == 0 && bytes_ < kBinaryWindow) {  // not a text file: say so once, read nothing of it
    binary_ = true;
    early_.clear();  // nothing of a binary file is read
    CsvRecord r;
    r.line = r.fault_line = 1;
    r.fault = CsvFault::binary;
    sink_(r);
    return;
  }
  ++bytes_;
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
      put('"');
      return;
    }
    quoted_ = false;  // that was the closing quote: only the separator or the line's end may follow
  }
  if (quoted_) {
    if (ch == '"') {
      quote_pending_ = true;
    } else {
      if (ch == '\n') ++line_;
      put(ch);
    }
    return;
  }
  if (ch == sep_) {
    end_field();
  } else if (ch == '\n' || ch == '\r') {
    if (ch == '\r') cr_pending_ = true;
    ++line_;
    end_field();
    end_record();
  } else if (was_quoted_) {
    // "1NT"XX: RFC 4180 has nothing after a closing quote but the separator. Spaces are
    // forgiven; anything else would be lost, so the record is refused.
    if (ch != ' ' && ch != '\t') set_fault(CsvFault::text_after_quote);
  } else if (ch == '"' && field_blank_) {
    field_.clear();
    held_.clear();
    quoted_ = was_quoted_ = true;
    quote_line_ = line_;
  } else {
    put(ch);
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
