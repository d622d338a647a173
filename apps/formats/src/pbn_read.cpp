// PBN 2.1 read: the file split into games of tags, each game a board with its traveller and
// the event's ranking (pbn.hpp). The writer is pbn_write.cpp.
#include "bandeja/formats/pbn.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "bandeja/score/board.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/score/utf8.hpp"
#include "bandeja/present/messages.hpp"
#include "text_util.hpp"

namespace bandeja::formats {
namespace {

using detail::iequals;
using detail::lower;
using detail::to_double;
using detail::to_int;
using detail::trim;


// Reads one escape at s[i] == '\\': \" and \\ are escapes, any other backslash is itself.
char unescape_at(std::string_view s, size_t& i) {
  if (i + 1 < s.size() && (s[i + 1] == '"' || s[i + 1] == '\\')) return s[++i];
  return s[i];
}

}  // namespace

// ---------------------------------------------------------------- reading

namespace {

struct Row {
  int line = 0;
  std::vector<std::string> cells;
};

struct Tag {
  std::string name, value;
  int line = 0;
  std::vector<Row> rows;  // data lines after a table tag
};

using Game = std::vector<Tag>;

// A refusal of the file's text at `line`, a pbn.* code of the catalogue (apps/director/messages/
// pbn.txt) whose text starts "line {0}: ": the line is its first argument, not Error::line,
// since an import marks a reader's error as the file's (field "file") and render would then
// write "line N, column file: ".
std::unexpected<Error> fail_at(int line, std::string code, std::string field, std::vector<std::string> args = {}) {
  args.insert(args.begin(), std::to_string(line));
  return fail_code(std::move(code), std::move(field), std::move(args));
}


// The file's text as UTF-8 (PBN 2.1 §2.2: ISO 8859-1 unless the file says otherwise). A BOM
// says UTF-8; so does a comment line before the first tag that declares it, as BridgeComposer
// and others write it ("%Content-type: text/x-pbn; charset=UTF-8"), and the file must then be
// UTF-8. Otherwise (declared ISO-8859-1 or Windows-1252, or not declared) a file that is UTF-8
// all through is read as UTF-8, since writers copy the ISO-8859-1 header above UTF-8 text and
// a Latin-1 name is almost never valid UTF-8 by chance; any other is read as Windows-1252, whose
// printable characters include ISO 8859-1's. The line count is unchanged.
Result<std::string> pbn_text(std::string_view text) {
  auto line_of = [&](size_t offset) { return 1 + int(std::count(text.begin(), text.begin() + long(offset), '\n')); };
  if (text.starts_with("\xEF\xBB\xBF")) {
    text.remove_prefix(3);
    if (const size_t bad = utf8::invalid_at(text); bad != text.npos)
      return fail_at(line_of(bad), "pbn.bom_not_utf8", "file");
    return std::string(text);
  }
  std::string declared;  // lower case, "" when none
  for (size_t pos = 0; pos < text.size();) {
    const size_t nl = text.find('\n', pos);
    const std::string_view line = trim(text.substr(pos, nl == text.npos ? text.npos : nl - pos));
    pos = nl == text.npos ? text.size() : nl + 1;
    if (line.starts_with('[')) break;
    if (!line.starts_with('%')) continue;
    const std::string l = lower(line);
    const size_t c = l.find("charset=");
    if (c == l.npos) continue;
    size_t end = c + 8;
    while (end < l.size() && l[end] != ' ' && l[end] != ';' && l[end] != '"' && l[end] != '\t') ++end;
    declared = l.substr(c + 8, end - c - 8);
    break;
  }
  const bool utf8_declared = declared == "utf-8" || declared == "utf8";
  const bool single_byte = declared.empty() || declared == "iso-8859-1" || declared == "iso8859-1" ||
                           declared == "latin1" || declared == "latin-1" || declared == "windows-1252" ||
                           declared == "cp1252" || declared == "us-ascii" || declared == "ascii";
  if (!utf8_declared && !single_byte)
    return fail_code("pbn.charset", "file", {declared});
  const size_t bad = utf8::invalid_at(text);
  if (bad == text.npos) return std::string(text);
  if (utf8_declared)
    return fail_at(line_of(bad), "pbn.declared_utf8_not_utf8", "file");
  return utf8::from_cp1252(text);
}

// Splits a file into games (separated by empty lines) of tags with their data lines. A tag
// whose value is still open at its line's end goes on to the next line when that line is
// neither empty nor another tag (PBN 2.1 §3.3: a tag pair may span lines), the line break read
// as one space. Comments are read, never kept: `comments` counts them.
Result<std::vector<Game>> lex(std::string_view text, int& comments) {
  std::vector<Game> games;
  Game game;
  bool in_brace = false;
  int brace_line = 0;
  Tag* section = nullptr;  // the tag whose data lines follow (table, auction, play)
  int line_no = 0;
  size_t pos = 0;
  auto end_game = [&] {
    if (!game.empty()) games.push_back(std::move(game));
    game.clear();
    section = nullptr;
  };
  auto next_line = [&](std::string_view& raw) {
    size_t nl = text.find('\n', pos);
    raw = text.substr(pos, nl == text.npos ? text.npos : nl - pos);
    pos = (nl == text.npos) ? text.size() + 1 : nl + 1;
    ++line_no;
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);  // CRLF files
    return raw.find('\0') == raw.npos;
  };
  const auto binary = [&] { return fail_at(line_no, "pbn.binary_data", "file"); };
  while (pos <= text.size()) {
    std::string_view raw;
    if (!next_line(raw)) return binary();
    if (!in_brace && trim(raw).empty()) {
      end_game();
      continue;
    }
    if (!in_brace && !raw.empty() && raw[0] == '%') continue;
    const int first_line = line_no;
    // Remove comments: { ... } (may span lines) and ; to end of line, outside strings.
    std::string clean;
    bool in_str = false;
    for (std::string joined;;) {
      for (size_t i = 0; i < raw.size(); ++i) {
        char c = raw[i];
        if (in_brace) {
          if (c == '}') in_brace = false;
          continue;
        }
        if (in_str) {
          clean += c;
          if (c == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) clean += raw[++i];
          else if (c == '"') in_str = false;
          continue;
        }
        if (c == '"') in_str = true;
        if (c == '{') {
          in_brace = true;
          brace_line = line_no;
          ++comments;
          continue;
        }
        if (c == ';') {
          ++comments;
          break;
        }
        clean += c;
      }
      if (!in_str || !trim(clean).starts_with('[') || pos > text.size()) break;
      // The tag's value is open: read on if the next line is part of it.
      const size_t saved_pos = pos;
      const int saved_line = line_no;
      std::string_view more;
      if (!next_line(more)) return binary();
      more = trim(more);
      if (more.empty() || more.starts_with('[') || more.starts_with('%')) {
        pos = saved_pos;
        line_no = saved_line;
        break;
      }
      clean += ' ';
      joined.assign(more);
      raw = joined;
    }
    std::string_view s = trim(clean);
    if (s.empty()) continue;
    if (s[0] == '[') {
      while (!s.empty()) {
        if (s[0] != '[')
          return fail_at(first_line, "pbn.text_after_tag", "line");
        size_t i = 1;
        while (i < s.size() && s[i] == ' ') ++i;
        size_t name_start = i;
        while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
        std::string name(s.substr(name_start, i - name_start));
        while (i < s.size() && s[i] == ' ') ++i;
        if (name.empty() || i >= s.size() || s[i] != '"')
          return fail_at(first_line, "pbn.bad_tag", "line");
        ++i;
        std::string value;
        bool closed = false;
        for (; i < s.size(); ++i) {
          if (s[i] == '\\') {
            value += unescape_at(s, i);
          } else if (s[i] == '"') {
            closed = true;
            ++i;
            break;
          } else {
            value += s[i];
          }
        }
        if (!closed)
          return fail_at(first_line, "pbn.tag_value_unclosed", name, {name});
        while (i < s.size() && s[i] == ' ') ++i;
        if (i >= s.size() || s[i] != ']')
          return fail_at(first_line, "pbn.tag_bracket_missing", name, {name});
        s = trim(s.substr(i + 1));
        game.push_back(Tag{name, value, first_line, {}});
        section = &game.back();
      }
      continue;
    }
    if (!section)
      return fail_at(line_no, "pbn.outside_tag", "line", {std::string(s.substr(0, 20))});
    // A data line: split into cells (quoted strings are one cell).
    Row r{line_no, {}};
    size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
      if (i >= s.size()) break;
      std::string v;
      if (s[i] == '"') {
        ++i;
        bool closed = false;
        for (; i < s.size(); ++i) {
          if (s[i] == '\\') v += unescape_at(s, i);
          else if (s[i] == '"') {
            closed = true;
            ++i;
            break;
          } else v += s[i];
        }
        if (!closed)
          return fail_at(line_no, "pbn.value_unclosed", section->name);
      } else {
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') v += s[i++];
      }
      r.cells.push_back(std::move(v));
    }
    section->rows.push_back(std::move(r));
  }
  if (in_brace)
    return fail_at(brace_line, "pbn.comment_unclosed", "file");
  end_game();
  return games;
}

// A game's double-dummy tags: DoubleDummyTricks (20 hexadecimal digits) or, failing that, an
// OptimumResultTable giving all 20 declarer-strain counts; the par score from OptimumScore
// ("NS 110", "EW 620", "NS 110 EW -110"). PBN has no standard tag for the par contracts, so
// they are left empty here: the importer works the par out again from the table (DDS), the
// one rule for par in Bandeja. A table that does not read is no analysis, never an error:
// the hand record itself still imports.
// "NT" (or "N"), "S", "H", "D", "C" as OptimumResultTable writes a denomination.
std::optional<score::Strain> pbn_strain(std::string_view s) {
  if (s == "NT" || s == "N") return score::Strain::NoTrump;
  if (s == "S") return score::Strain::Spades;
  if (s == "H") return score::Strain::Hearts;
  if (s == "D") return score::Strain::Diamonds;
  if (s == "C") return score::Strain::Clubs;
  return std::nullopt;
}

template <typename Value>
std::optional<deal::Analysis> analysis_of(std::map<std::string, const Tag*>& tags, const Value& value) {
  std::optional<deal::DoubleDummy> dd;
  if (auto v = value("DoubleDummyTricks")) dd = deal::parse_dd_hex(*v);
  if (!dd && tags.count("OptimumResultTable")) {
    const Tag& t = *tags["OptimumResultTable"];
    deal::DoubleDummy table;
    std::set<std::pair<int, int>> seen;
    for (const auto& r : t.rows) {
      if (r.cells.size() < 3) continue;
      auto seat = score::parse_seat(r.cells[0]);
      auto strain = pbn_strain(r.cells[1]);
      auto n = to_int(r.cells[2]);
      if (!seat || !strain || !n || *n < 0 || *n > 13) continue;
      table.tricks[static_cast<int>(*seat)][static_cast<int>(*strain)] = *n;
      seen.insert({static_cast<int>(*seat), static_cast<int>(*strain)});
    }
    if (seen.size() == 20) dd = table;
  }
  if (!dd) return std::nullopt;
  deal::Analysis a{*dd, {}};
  if (auto v = value("OptimumScore")) {
    std::istringstream in(*v);
    std::string side;
    long long points = 0;
    if (in >> side >> points && (side == "NS" || side == "EW") && points >= -limits::score && points <= limits::score)
      a.par.score = static_cast<int>(side == "NS" ? points : -points);
  }
  return a;
}

// "PairId_NS\2R;Contract\4L" -> {"PairId_NS", "Contract"}
Result<std::vector<std::string>> columns(const Tag& t) {
  std::vector<std::string> cols;
  std::string_view v = t.value;
  size_t start = 0;
  while (start <= v.size()) {
    size_t semi = v.find(';', start);
    std::string_view c = trim(v.substr(start, semi == v.npos ? v.npos : semi - start));
    size_t bs = c.find('\\');
    if (bs != c.npos) c = c.substr(0, bs);
    if (c.empty()) return fail_at(t.line, "pbn.column_without_name", t.name, {t.name});
    cols.emplace_back(c);
    if (semi == v.npos) break;
    start = semi + 1;
  }
  for (const auto& r : t.rows)
    if (r.cells.size() != cols.size())
      return fail_at(r.line, "pbn.row_values", t.name,
                     {t.name, std::to_string(r.cells.size()), std::to_string(cols.size())});
  return cols;
}

int find_col(const std::vector<std::string>& cols, std::string_view name) {
  for (size_t i = 0; i < cols.size(); ++i)
    if (iequals(cols[i], name)) return static_cast<int>(i);
  return -1;
}

bool none(std::string_view v) { return v.empty() || v == "-" || v == "?"; }

// The PBN column (or tag) a result line's error is about, by the field the one reader names;
// `score` is the column its score came from.
std::string pbn_column(const std::string& field, const char* score) {
  return field == "declarer" ? "Declarer"
         : field == "result" ? "Result"
         : field == "score"  ? score
         : field == "lead"   ? "Lead"
                             : "Contract";
}

// A result line the one reader (score::read_entry) refused: pbn.entry_refused, "line 6: board
// 1: Score_NS: " and the reader's own refusal (an entry.* code). TRANSITIONAL: an error cannot
// hold another, and one pbn.* twin of every entry.* code would be the catalogue's text twice, so
// this one refusal is the finished text in `lang` (rendered here, the reader's refusal an
// argument), not a code, until errors can nest.
std::unexpected<Error> entry_refused(int line, int board, const std::string& column, const Error& e, Lang lang) {
  Error out;
  out.message = present::say(lang, "pbn.entry_refused",
                             {std::to_string(line), std::to_string(board), column, present::render(e, lang)});
  out.field = column;
  return std::unexpected(std::move(out));
}

// A value given for one side, "NS 11", "EW +600", "NS -100": the side and the number's text.
std::optional<std::pair<std::string, std::string>> side_value(std::string_view v) {
  while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
  if (v.size() < 3) return std::nullopt;
  std::string side(v.substr(0, 2));
  for (auto& c : side) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (side != "NS" && side != "EW") return std::nullopt;
  v.remove_prefix(2);
  while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
  if (!v.empty() && v.front() == '+') v.remove_prefix(1);
  return std::pair{side, std::string(v)};
}

std::optional<Scoring> parse_scoring_tag(std::string_view v, bool teams) {
  const std::string s = lower(v);
  if (s.find("bam") != s.npos) return Scoring::Bam;
  if (s.find("butler") != s.npos) return Scoring::Butler;
  if (s.find("cross") != s.npos) return Scoring::CrossImps;
  if (s.find("imp") != s.npos) return teams ? Scoring::Imps : Scoring::CrossImps;
  if (s.find("mp") != s.npos || s.find("matchpoint") != s.npos) return Scoring::Matchpoints;
  return std::nullopt;
}

struct PendingLine {
  int board;
  int line_no;
  Line line;
};

}  // namespace

namespace {

// "2024", "05", "24" as ISO, when they are a day of the calendar.
std::optional<std::string> calendar_day(int y, int m, int d) {
  static constexpr int days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 || d > days[m - 1]) return std::nullopt;
  if (m == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))) return std::nullopt;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
  return std::string(buf);
}

// A date's three numbers and the separator between them ("24/5/2024": 24, 5, 2024, '/'), with
// the count of digits of each; none when the text is not three numbers with one separator.
struct DateParts {
  int n[3];
  size_t width[3];
};
std::optional<DateParts> date_parts(std::string_view v) {
  DateParts p{};
  char sep = 0;
  size_t i = 0;
  for (int k = 0; k < 3; ++k) {
    const size_t start = i;
    int value = 0;
    while (i < v.size() && std::isdigit(static_cast<unsigned char>(v[i])) && i - start < 4) value = value * 10 + (v[i++] - '0');
    if (i == start) return std::nullopt;
    p.n[k] = value;
    p.width[k] = i - start;
    if (k == 2) break;
    if (i >= v.size() || (v[i] != '.' && v[i] != '-' && v[i] != '/') || (sep && v[i] != sep)) return std::nullopt;
    sep = v[i++];
  }
  if (i != v.size()) return std::nullopt;
  return p;
}

}  // namespace

Result<std::string> date_from_pbn(std::string_view v, Lang) {
  v = trim(v);
  // A time after the day ("2013-08-10 17:04", "2013-08-10T17:04:00") is not the event's.
  if (v.size() > 10 && (v[10] == ' ' || v[10] == 'T')) v = v.substr(0, 10);
  const auto p = date_parts(v);
  if (!p) return std::string();
  if (p->width[0] == 4 && p->width[1] <= 2 && p->width[2] <= 2) {  // year first
    if (auto day = calendar_day(p->n[0], p->n[1], p->n[2])) return *day;
    return fail_code("pbn.not_a_date", "Date", {std::string(v)});
  }
  if (p->width[2] != 4 || p->width[0] > 2 || p->width[1] > 2) return std::string();
  const int a = p->n[0], b = p->n[1], y = p->n[2];
  // Day first (24.05.2024, 24/5/2024) or month first as in the United States (3/30/2021): read
  // only where one of the two cannot be a month, or both are the same.
  std::optional<std::string> day;
  if (a > 12 || a == b) day = calendar_day(y, b, a);
  else if (b > 12) day = calendar_day(y, a, b);
  return day ? *day : std::string();
}

namespace {

// A game's tags by name with their values after inheritance (PBN 2.1 §4.8): "#" is the value
// of the nearest previous game's tag of that name; "##text" is text here and in every later
// game, which need not repeat the tag, until a game gives the tag another value. A tag that
// already occurred in its game is ignored (import format); a Note may repeat.
class Inheritance {
 public:
  struct Value {
    std::string text;
    const Tag* tag = nullptr;  // the tag that gave it, in this game or the one that set "##"
    bool here = false;         // given by this game itself, not inherited from a "##" header
  };
  std::map<std::string, Value> game(const Game& g, int& repeated) {
    std::map<std::string, Value> out;
    for (const auto& t : g) {
      if (t.name == "Note") continue;
      if (out.count(t.name)) {
        ++repeated;
        continue;
      }
      std::string v = t.value;
      if (v == "#") {
        v = previous_.count(t.name) ? previous_[t.name] : "";
      } else if (v.starts_with("##")) {
        v.erase(0, 2);
        header_[t.name] = {v, &t, false};
      } else if (auto h = header_.find(t.name); h != header_.end()) {
        h->second = {v, &t, false};
      }
      out[t.name] = {v, &t, true};
    }
    for (const auto& [name, value] : header_)
      if (!out.count(name)) out[name] = value;
    for (const auto& [name, value] : out) previous_[name] = value.text;
    return out;
  }

 private:
  std::map<std::string, std::string> previous_;
  std::map<std::string, Value> header_;
};

bool same_board(const Board& a, const Board& b) { return a.dealer == b.dealer && a.vulnerability == b.vulnerability; }

}  // namespace

// Every refusal is a pbn.* code of the catalogue (its line, when it has one, the first argument),
// but a result line's by the one reader (score::read_entry): finished text in `lang`.
Result<EventRecord> read_pbn(std::string_view file, Lang lang, PbnNotes* notes_out) {
  PbnNotes notes;
  const auto text = pbn_text(file);
  if (!text) return std::unexpected(text.error());
  auto games = lex(*text, notes.comments);
  if (!games) return std::unexpected(games.error());
  EventRecord ev;
  Inheritance inheritance;
  bool have_event = false, have_site = false, have_date = false;
  std::optional<std::string> scoring_value;
  bool teams = false;
  std::map<int, int> board_line;  // board number -> line of the tag that first gave it
  std::map<int, size_t> board_index;  // board number -> its place in ev.boards
  int last_board = 0;
  std::vector<const Tag*> score_tables;
  std::vector<int> score_table_board;
  // A result a game gives in its own tags (one game per table: BBO, vugraph, JFR through
  // PbnTools), with the players at its four seats.
  struct GameResult {
    int board = 0, line = 0;
    std::string north, south, east, west, contract, declarer, result, score, room;
  };
  std::vector<GameResult> game_results;
  const Tag* total_table = nullptr;
  bool any_imp_column = false;

  for (const auto& g : *games) {
    const auto vals = inheritance.game(g, notes.repeated_tags);
    std::map<std::string, const Tag*> tags;  // the tags this game itself gives
    for (const auto& [name, v] : vals)
      if (v.here) tags[name] = v.tag;
    auto value = [&](const std::string& name) -> std::optional<std::string> {
      auto it = vals.find(name);
      if (it == vals.end()) return std::nullopt;
      return it->second.text;
    };
    auto line_of = [&](const std::string& name) { return vals.at(name).tag->line; };
    if (tags.count("Auction")) ++notes.auctions;
    if (tags.count("Play")) ++notes.plays;
    if (auto v = value("Event"); v && !have_event && !none(*v)) {
      ev.name = *v;
      have_event = true;
    }
    if (auto v = value("Site"); v && !have_site && !none(*v)) {
      ev.site = *v;
      have_site = true;
    }
    if (auto v = value("Date"); v && !have_date && !none(*v) && v->find('?') == std::string::npos) {
      auto iso = date_from_pbn(*v, lang);
      if (!iso) return fail_at(line_of("Date"), "pbn.date_tag_not_a_date", "Date", iso.error().args);
      if (iso->empty()) {
        if (notes.undated.empty()) notes.undated = *v;
      } else {
        ev.date = *iso;
        notes.undated.clear();
        have_date = true;
      }
    }
    if (auto v = value("Competition"); v && iequals(*v, "Teams")) teams = true;
    if (auto v = value("Scoring"); v && !none(*v) && !scoring_value) scoring_value = *v;
    if (tags.count("TotalScoreTable")) {
      if (total_table)
        return fail_at(tags["TotalScoreTable"]->line, "pbn.second_total_table", "TotalScoreTable");
      total_table = tags["TotalScoreTable"];
    }
    // A game is a board when it says which (Board), or when it gives a deal or a traveller
    // without saying: then it is the board after the previous one (import format makes no tag
    // mandatory). A game that gives only a result (its players, Contract, Result), its Board and
    // Deal left out, is another table's result of the board before, as rpbridge.net and others
    // write a traveller game by game: never dropped. A game of none of these (a file's header of
    // Event, Site, Date) is no board.
    auto board_v = value("Board");
    const bool board_given = board_v && !none(*board_v) && tags.count("Board");
    const auto deal_v = value("Deal");
    const bool has_deal = deal_v && !none(*deal_v);
    const bool has_result = tags.count("Contract") && !none(*value("Contract"));
    const bool carried = !board_given && !has_deal && !tags.count("ScoreTable") && has_result && last_board > 0;
    if (!board_given && !has_deal && !tags.count("ScoreTable") && !carried) continue;
    int number = carried ? last_board : last_board + 1;
    int bline = 0;
    if (board_given) {
      bline = tags["Board"]->line;
      auto n = to_int(*board_v);
      if (!n || *n < 1 || *n > limits::boards)
        return fail_at(bline, "pbn.board_number", "Board", {*board_v, std::to_string(limits::boards)});
      number = *n;
    } else {
      bline = tags.count("Deal") ? tags["Deal"]->line : tags.count("ScoreTable") ? tags["ScoreTable"]->line : g.front().line;
      if (number > limits::boards)
        return fail_at(bline, "pbn.board_past_last", "Board", {std::to_string(number), std::to_string(limits::boards)});
    }
    last_board = number;
    Board b;
    b.number = number;
    b.dealer = score::dealer(number);
    b.vulnerability = score::vulnerability(number);
    if (carried) {  // the board before's dealer and vulnerability, unless this game says otherwise
      const Board& was = ev.boards[board_index.at(number)];
      b.dealer = was.dealer;
      b.vulnerability = was.vulnerability;
    }
    if (auto v = value("Dealer"); v && !none(*v)) {
      auto seat = score::parse_seat(*v);
      if (!seat) return fail_at(line_of("Dealer"), "pbn.dealer", "Dealer", {*v});
      b.dealer = *seat;
    }
    if (auto v = value("Vulnerable"); v && !none(*v)) {
      auto vul = score::parse_vulnerability(*v);
      if (!vul) return fail_at(line_of("Vulnerable"), "pbn.vulnerable", "Vulnerable", {*v});
      b.vulnerability = *vul;
    }
    if (has_deal) {
      // Two or more hands unknown ("-"): no hand record, the board kept without one. One
      // unknown hand is the rest of the pack (parse_deal).
      std::istringstream hands(deal_v->size() > 2 ? deal_v->substr(2) : "");
      int unknown = 0;
      for (std::string h; hands >> h;) unknown += h == "-";
      if (unknown >= 2) {
        ++notes.partial_deals;
      } else {
        auto d = parse_deal(*deal_v, lang);
        if (!d)  // parse_deal's deal.X said after the line: pbn.deal_tag.X
          return fail_at(line_of("Deal"), "pbn.deal_tag." + d.error().code.substr(d.error().code.find('.') + 1), "Deal",
                         d.error().args);
        b.deal = *d;
        std::map<std::string, const Tag*> all;
        for (const auto& [name, v] : vals) all[name] = v.tag;
        b.analysis = analysis_of(all, value);
      }
    }
    if (auto first = board_index.find(number); first != board_index.end()) {
      // The board again: the same board from another table or room (its hand record given
      // again, or none) is read once; another deal or another dealer is another board.
      Board& was = ev.boards[first->second];
      if (!same_board(was, b) || (was.deal && b.deal && !(*was.deal == *b.deal)))
        return fail_at(bline, same_board(was, b) ? "pbn.board_again_other_deal" : "pbn.board_again_other_dealer", "Board",
                       {std::to_string(number), std::to_string(board_line[number])});
      if (!was.deal && b.deal) {
        was.deal = b.deal;
        was.analysis = b.analysis;
      } else if (b.deal || !carried) {  // a hand record given again (a result alone gives none)
        ++notes.repeated_deals;
      }
    } else {
      board_line[number] = bline;
      board_index[number] = ev.boards.size();
      ev.boards.push_back(std::move(b));
    }
    if (tags.count("ScoreTable")) {
      score_tables.push_back(tags["ScoreTable"]);
      score_table_board.push_back(number);
    } else if (tags.count("Contract") && !none(*value("Contract"))) {
      auto own = [&](const char* name) { return tags.count(name) ? *value(name) : std::string(); };
      game_results.push_back(GameResult{number, tags["Contract"]->line, own("North"), own("South"), own("East"),
                                        own("West"), own("Contract"), own("Declarer"), own("Result"), own("Score"),
                                        own("Room")});
    }
  }
  ev.teams = teams;

  // The ranking first: it tells the fields and may need pair numbers made unique.
  struct TotalRow {
    int line;
    std::string id, dir, rank, names, team;
    std::optional<double> total, percent;
  };
  std::vector<TotalRow> totals;
  if (total_table) {
    auto cols = columns(*total_table);
    if (!cols) return std::unexpected(cols.error());
    int c_rank = find_col(*cols, "Rank"), c_id = find_col(*cols, "PairId"),
        c_dir = find_col(*cols, "Direction"), c_pct = find_col(*cols, "TotalPercentage"),
        c_names = find_col(*cols, "Names"), c_team = find_col(*cols, "TeamName"), c_total = -1;
    if (c_id < 0) c_id = find_col(*cols, "TeamId");
    for (size_t i = 0; i < cols->size(); ++i) {
      const std::string l = lower((*cols)[i]);
      if (l.rfind("totalscore", 0) == 0 && c_total < 0) c_total = static_cast<int>(i);
    }
    if (c_id < 0)
      return fail_at(total_table->line, "pbn.total_table_no_pair_column", "TotalScoreTable");
    for (const auto& r : total_table->rows) {
      TotalRow t;
      t.line = r.line;
      t.id = r.cells[c_id];
      if (none(t.id))
        return fail_at(r.line, "pbn.total_row_no_pair", "PairId");
      if (c_dir >= 0 && !none(r.cells[c_dir])) {
        // NS, N-S (Magic Contest), N/S: the same direction.
        for (char ch : r.cells[c_dir])
          if (ch != '-' && ch != '/' && ch != ' ') t.dir += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        if (t.dir != "NS" && t.dir != "EW")
          return fail_at(r.line, "pbn.direction", "Direction", {r.cells[c_dir]});
      }
      if (c_rank >= 0 && !none(r.cells[c_rank])) {
        std::string rank = r.cells[c_rank];
        if (!rank.empty() && rank.back() == '=') rank.pop_back();
        auto n = to_int(rank);
        if (!n || *n < 1)
          return fail_at(r.line, "pbn.rank", "Rank", {r.cells[c_rank]});
        t.rank = std::to_string(*n);
      }
      // The total's column is any TotalScore...: its refusal says "total", the percentage's its column.
      auto number = [&](int c, const char* code) -> Result<std::optional<double>> {
        if (c < 0 || none(r.cells[c])) return std::optional<double>{};
        std::string v = r.cells[c];
        if (!v.empty() && v.back() == '%') v.pop_back();
        auto d = to_double(v);
        if (!d) return fail_at(r.line, code, (*cols)[c], {r.cells[c]});
        return std::optional<double>(*d);
      };
      auto tot = number(c_total, "pbn.total_not_a_number");
      if (!tot) return std::unexpected(tot.error());
      auto pct = number(c_pct, "pbn.percentage_not_a_number");
      if (!pct) return std::unexpected(pct.error());
      t.total = *tot;
      t.percent = *pct;
      if (c_names >= 0) t.names = r.cells[c_names];
      if (c_team >= 0) t.team = r.cells[c_team];
      totals.push_back(std::move(t));
    }
  }
  // A ranking-only file (no game with a Board) is read for its ranking; one whose TotalScoreTable
  // holds no row has neither, and is refused as a file with no board.
  if (ev.boards.empty() && totals.empty())
    return fail_code("pbn.no_board", "file");
  // Pair numbers shared by an NS and an EW pair ("1" NS and "1" EW) become "1NS" and "1EW".
  bool split_ids = false;
  {
    std::map<std::string, std::set<std::string>> dirs;
    for (const auto& t : totals)
      if (!t.dir.empty()) dirs[t.id].insert(t.dir);
    for (const auto& [id, d] : dirs)
      if (d.size() == 2) split_ids = true;
  }
  auto entrant_id = [&](const std::string& id, const std::string& dir) {
    return split_ids && !dir.empty() ? id + dir : id;
  };

  std::map<std::string, size_t> index;
  auto add_entrant = [&](const std::string& id, const std::string& field) -> Entrant& {
    auto it = index.find(id);
    if (it != index.end()) return ev.entrants[it->second];
    index[id] = ev.entrants.size();
    ev.entrants.push_back(Entrant{id, field, "", {}, ""});
    return ev.entrants.back();
  };
  for (const auto& t : totals) {
    const std::string id = entrant_id(t.id, t.dir);
    if (index.count(id))
      return fail_at(t.line, "pbn.total_pair_twice", "PairId", {id});
    Entrant& e = add_entrant(id, t.dir);
    e.name = t.team;
    for (auto& n : detail::split_names(t.names)) e.players.push_back(Player{n, ""});
  }

  // Travellers. Each ScoreTable's board found by its number, not by a scan of the boards (a
  // scan per table was quadratic in the boards).
  std::map<int, std::size_t> board_at;
  for (std::size_t i = 0; i < ev.boards.size(); ++i) board_at[ev.boards[i].number] = i;
  for (size_t k = 0; k < score_tables.size(); ++k) {
    const Tag& t = *score_tables[k];
    auto cols = columns(t);
    if (!cols) return std::unexpected(cols.error());
    const int c_ns = find_col(*cols, "PairId_NS"), c_ew = find_col(*cols, "PairId_EW");
    if (c_ns < 0 || c_ew < 0)
      return fail_at(t.line, "pbn.score_table_pair_columns", "ScoreTable");
    const int c_round = find_col(*cols, "Round"), c_table = find_col(*cols, "Table"),
              c_con = find_col(*cols, "Contract"), c_decl = find_col(*cols, "Declarer"),
              c_res = find_col(*cols, "Result"), c_lead = find_col(*cols, "Lead"),
              c_sns = find_col(*cols, "Score_NS"), c_sew = find_col(*cols, "Score_EW"),
              c_names_ns = find_col(*cols, "Names_NS"), c_names_ew = find_col(*cols, "Names_EW");
    int c_pns = find_col(*cols, "MP_NS"), c_pew = find_col(*cols, "MP_EW");
    if (c_pns < 0) {
      c_pns = find_col(*cols, "IMP_NS");
      c_pew = find_col(*cols, "IMP_EW");
      if (c_pns >= 0) any_imp_column = true;
    }
    if (c_con < 0 && c_sns < 0 && c_sew < 0)
      return fail_at(t.line, "pbn.score_table_contract_or_score", "ScoreTable");
    Board* board = &ev.boards[board_at.at(score_table_board[k])];
    for (const auto& r : t.rows) {
      auto get = [&](int c) -> std::string { return c >= 0 ? r.cells[c] : std::string(); };
      // A refusal of the row: pbn.* with the row's line and the board first ("line {0}: board {1}: ").
      auto refuse = [&](const char* code, std::string field, std::vector<std::string> args = {}) {
        args.insert(args.begin(), std::to_string(board->number));
        return fail_at(r.line, code, std::move(field), std::move(args));
      };
      Line l;
      for (auto [c, dst, what] : {std::tuple{c_round, &l.round, "Round"}, std::tuple{c_table, &l.table, "Table"}}) {
        if (none(get(c))) continue;
        auto n = to_int(get(c));
        if (!n || *n < 1) return refuse("pbn.line_not_a_number", what, {what, get(c)});
        *dst = *n;
      }
      if (none(get(c_ns)) || none(get(c_ew)))
        return refuse("pbn.line_no_pair", none(get(c_ns)) ? "PairId_NS" : "PairId_EW");
      l.ns = entrant_id(get(c_ns), "NS");
      l.ew = entrant_id(get(c_ew), "EW");
      if (l.ns == l.ew) {  // check() would refuse it too, in English only: the same words here
        return fail_code("pbn.pair_against_itself", "PairId_EW",
                         {std::to_string(board->number), std::to_string(board->lines.size() + 1), l.ns});
      }
      std::string field_ns, field_ew;
      if (index.count(l.ns) == 0 && !total_table) {
        // No ranking in the file: ids ending in NS/EW make a two-winner field.
        auto ends = [](const std::string& s, const char* suf) {
          return s.size() > 2 && s.compare(s.size() - 2, 2, suf) == 0;
        };
        field_ns = ends(l.ns, "NS") ? "NS" : "";
        field_ew = ends(l.ew, "EW") ? "EW" : "";
      }
      Entrant& ens = add_entrant(l.ns, field_ns);
      if (ens.players.empty() && !none(get(c_names_ns)))
        for (auto& n : detail::split_names(get(c_names_ns))) ens.players.push_back(Player{n, ""});
      Entrant& eew = add_entrant(l.ew, field_ew);
      if (eew.players.empty() && !none(get(c_names_ew)))
        for (auto& n : detail::split_names(get(c_names_ew))) eew.players.push_back(Player{n, ""});

      // The line's score goes to the one reader as NS's: Score_NS, or Score_EW negated (a
      // weighted score is NS's side only). The reader checks it against the contract.
      std::string sns = none(get(c_sns)) ? "" : get(c_sns);
      const std::string sew = none(get(c_sew)) ? "" : get(c_sew);
      // A number beyond the largest score a board can give is no score: refused before it is
      // negated (-INT_MIN is undefined) or read as one.
      for (auto [column, text] : {std::pair<const char*, const std::string*>{"Score_NS", &sns}, {"Score_EW", &sew}}) {
        const auto n = to_int(*text);
        if (n && (*n > limits::score || *n < -limits::score))
          return std::unexpected(error_code("limit.score", column,
                                            {std::to_string(r.line), std::to_string(board->number), column, *text,
                                             std::to_string(limits::score)}));
      }
      if (!sew.empty()) {
        const char first = static_cast<char>(std::toupper(static_cast<unsigned char>(sew[0])));
        if ((first == 'W' || first == 'P') && sew.size() > 1 && std::isdigit(static_cast<unsigned char>(sew[1])))
          return refuse("pbn.weighted_in_score_ew", "Score_EW", {sew});
        if (first == 'A') {
          // Each side's artificial score in its own column (Magic Contest: A+ in Score_NS,
          // A- in Score_EW) is one adjusted score, NS's first: A+/A-.
          if (sns.empty()) sns = sew;
          else if (score::is_one_side_artificial(sns) && score::is_one_side_artificial(sew)) sns += "/" + sew;
        } else {
          auto n = to_int(sew);
          if (!n) return refuse("pbn.score_ew_not_a_score", "Score_EW", {sew});
          if (sns.empty()) sns = std::to_string(-*n);
          else if (auto ns = to_int(sns); ns && *ns != -*n)
            return refuse("pbn.scores_disagree", "Score_EW");
        }
      }
      // The fields outlive the reader's views of them (get() returns a copy).
      const std::string con = get(c_con), decl = get(c_decl), res = get(c_res), lead_text = get(c_lead);
      const score::LineFields fields{con, decl, res, sns, lead_text};
      auto entry = score::read_entry(fields, score::Dialect::pbn(lang), board->vulnerability);
      if (!entry) {
        const Error& e = entry.error();
        return entry_refused(r.line, board->number, pbn_column(e.field, none(get(c_sns)) ? "Score_EW" : "Score_NS"), e, lang);
      }
      l.entry = *entry;
      l.ns_score = score::ns_score(l.entry, board->vulnerability);
      for (auto [c, dst] : {std::pair{c_pns, &l.ns_points}, std::pair{c_pew, &l.ew_points}}) {
        if (none(get(c))) continue;
        auto d = to_double(get(c));
        if (!d) return refuse("pbn.line_not_a_number", (*cols)[c], {(*cols)[c], get(c)});
        *dst = *d;
      }
      board->lines.push_back(std::move(l));
    }
  }

  // Results given game by game. A game's line: its Result (declarer's tricks, or a side's:
  // "NS 11") and Score (a side's: "NS 630", "EW 600", "NS -100") through the one reader.
  auto game_line = [&](const GameResult& g, const std::string& ns, const std::string& ew) -> Result<void> {
    Board& board = ev.boards[board_index.at(g.board)];
    Line l;
    l.ns = ns;
    l.ew = ew;
    std::string result = g.result, score;
    if (auto side = side_value(g.result)) {
      auto decl = score::parse_seat(g.declarer);
      auto tricks = to_int(side->second);
      if (decl && tricks) {
        const bool declarer_ns = *decl == score::Seat::North || *decl == score::Seat::South;
        result = std::to_string(declarer_ns == (side->first == "NS") ? *tricks : 13 - *tricks);
      }
    }
    if (auto side = side_value(g.score); side && to_int(side->second)) {
      const int n = *to_int(side->second);
      score = std::to_string(side->first == "NS" ? n : -n);
    } else if (to_int(g.score)) {
      score = g.score;
    }
    const score::LineFields fields{g.contract, g.declarer, result, score, ""};
    auto entry = score::read_entry(fields, score::Dialect::pbn(lang), board.vulnerability);
    if (!entry) {
      const Error& e = entry.error();
      return entry_refused(g.line, g.board, pbn_column(e.field, "Score"), e, lang);
    }
    l.entry = *entry;
    l.ns_score = score::ns_score(l.entry, board.vulnerability);
    board.lines.push_back(std::move(l));
    return {};
  };
  auto partnership = [](const std::string& a, const std::string& b) {
    return a == b || b.empty() ? a : a + " \u2013 " + b;
  };
  auto players_of = [](const std::string& first, const std::string& second) {
    std::vector<Player> out{Player{first, ""}};
    if (second != first && !second.empty()) out.push_back(Player{second, ""});
    return out;
  };
  // A match: every board played once in each of two rooms, by [Room "Open"] and [Room
  // "Closed"], or (no Room tags) by the same two partnerships sitting the other way round at
  // the second table (a robots' match). The team sitting North-South in the Open room is team 1
  // (pairs 1NS there, 1EW in the Closed room), its opponents team 2, whoever its players were on
  // each board (line-ups change during a match); the players named are those of the first board.
  std::map<int, std::array<const GameResult*, 2>> rooms;
  bool match = !game_results.empty() && score_tables.empty() && totals.empty();
  for (const auto& g : game_results) {
    if (!match) break;
    auto& both = rooms[g.board];
    const std::string room = lower(g.room);
    const int k = room == "open" ? 0 : room == "closed" ? 1 : !both[0] ? 0 : 1;
    if (both[k] || (!room.empty() && room != "open" && room != "closed")) match = false;
    else both[k] = &g;
  }
  for (const auto& [board, both] : rooms) {
    if (!match) break;
    if (!both[0] || !both[1]) match = false;
    else if (both[0]->room.empty() && !(partnership(both[0]->north, both[0]->south) ==
                                            partnership(both[1]->east, both[1]->west) &&
                                        partnership(both[0]->east, both[0]->west) ==
                                            partnership(both[1]->north, both[1]->south)))
      match = false;
  }
  if (match) {
    const auto& first = rooms.begin()->second;
    const std::string home = partnership(first[0]->north, first[0]->south), away = partnership(first[0]->east, first[0]->west);
    const bool labelled = home == partnership(first[1]->east, first[1]->west) && away == partnership(first[1]->north, first[1]->south);
    add_entrant("1NS", "").players = players_of(first[0]->north, first[0]->south);
    add_entrant("2EW", "").players = players_of(first[0]->east, first[0]->west);
    add_entrant("2NS", "").players = players_of(first[1]->north, first[1]->south);
    add_entrant("1EW", "").players = players_of(first[1]->east, first[1]->west);
    if (labelled)  // the same label at both tables names the team, not a pair
      for (const char* id : {"1EW", "2NS"}) ev.entrants[index.at(id)].players.clear();
    ev.team_list = {Team{"1", labelled ? home : "", {"1NS", "1EW"}}, Team{"2", labelled ? away : "", {"2NS", "2EW"}}};
    teams = ev.teams = true;
    for (const auto& [board, both] : rooms) {
      if (auto ok = game_line(*both[0], "1NS", "2EW"); !ok) return std::unexpected(ok.error());
      if (auto ok = game_line(*both[1], "2NS", "1EW"); !ok) return std::unexpected(ok.error());
    }
  } else if (!game_results.empty()) {
    // Pairs: each partnership named by its two players (one name when both seats carry it, as
    // a pair's or robot's label) is a pair, numbered as first met. Kept all or none: a file
    // with ScoreTables, a game whose players are not named, or a partnership at two tables of
    // one board keeps none, counted in the notes.
    bool usable = score_tables.empty();
    std::set<std::pair<int, std::string>> seated;
    for (const auto& g : game_results) {
      for (const auto* name : {&g.north, &g.south, &g.east, &g.west})
        if (none(*name)) usable = false;
      if (!usable) break;
      const std::string ns = partnership(g.north, g.south), ew = partnership(g.east, g.west);
      if (ns == ew || !seated.insert({g.board, ns}).second || !seated.insert({g.board, ew}).second) usable = false;
    }
    if (!usable) {
      notes.unpaired_results += static_cast<int>(game_results.size());
    } else {
      std::map<std::string, std::string> id_of;  // partnership -> pair id
      auto pair_of = [&](const std::string& a, const std::string& b) {
        const std::string key = partnership(a, b);
        auto it = id_of.find(key);
        if (it != id_of.end()) return it->second;
        std::string id = std::to_string(id_of.size() + 1);
        while (index.count(id)) id += "G";  // never a pair the file's ranking already names
        id_of[key] = id;
        add_entrant(id, "").players = players_of(a, b);
        return id;
      };
      for (const auto& g : game_results) {
        const std::string ns = pair_of(g.north, g.south);  // numbered North-South first
        const std::string ew = pair_of(g.east, g.west);
        if (auto ok = game_line(g, ns, ew); !ok) return std::unexpected(ok.error());
      }
    }
  }

  // Scoring and fields.
  if (scoring_value) {
    auto s = parse_scoring_tag(*scoring_value, teams);
    if (!s)
      return fail_code("pbn.scoring", "Scoring", {*scoring_value});
    ev.scoring = *s;
  } else {
    // No Scoring tag: a match is IMPs; a pairs event matchpoints, or cross-IMPs by its IMP columns.
    ev.scoring = teams && !ev.team_list.empty() ? Scoring::Imps
                 : any_imp_column             ? (teams ? Scoring::Imps : Scoring::CrossImps)
                                              : Scoring::Matchpoints;
  }
  bool all_fields = !ev.entrants.empty();
  for (const auto& e : ev.entrants)
    if (e.field.empty()) all_fields = false;
  // A ranking that is one list across both directions (Ruter's and Magic Contest's Howells:
  // place 1 North-South, place 2 East-West...) is one field, its Direction the pair's first
  // seat; two fields rank each direction from 1.
  if (all_fields && !totals.empty()) {
    std::set<std::string> first_in;  // the directions that have a place 1
    bool ranked = false;
    for (const auto& t : totals)
      if (!t.rank.empty()) {
        ranked = true;
        if (t.rank == "1") first_in.insert(t.dir);
      }
    if (ranked && first_in.size() < 2) all_fields = false;
  }
  // A pair that sat both North-South and East-West (a Howell, a barometer, an arrow switch) is
  // in no field: the event has one winner, as it can only be ranked.
  if (all_fields) {
    std::set<std::string> sat_ns, sat_ew;
    for (const auto& b : ev.boards)
      for (const auto& l : b.lines) sat_ns.insert(l.ns), sat_ew.insert(l.ew);
    for (const auto& id : sat_ns)
      if (sat_ew.contains(id)) all_fields = false;
  }
  ev.winners = all_fields ? 2 : 1;
  if (!all_fields)
    for (auto& e : ev.entrants) e.field.clear();

  // Places: a rank shared by two rows of one field is a tie ("3=").
  std::map<std::pair<std::string, std::string>, int> rank_count;
  for (const auto& t : totals)
    if (!t.rank.empty()) ++rank_count[{ev.winners == 2 ? t.dir : "", t.rank}];
  for (const auto& t : totals) {
    Standing s;
    s.entrant = entrant_id(t.id, t.dir);
    s.total = t.total;
    s.percent = t.percent;
    s.place = t.rank;
    if (!t.rank.empty() && rank_count[{ev.winners == 2 ? t.dir : "", t.rank}] > 1) s.place += "=";
    ev.ranking.push_back(std::move(s));
  }
  std::sort(ev.boards.begin(), ev.boards.end(),
            [](const Board& a, const Board& b) { return a.number < b.number; });
  if (auto ok = check(ev); !ok) return std::unexpected(ok.error());
  if (notes_out) *notes_out = notes;
  return ev;
}

}  // namespace bandeja::formats
