#include "bandeja/present/cards.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string_view>

#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/present/paper.hpp"

namespace bandeja::present {

using movement::BoardsNext;
using movement::CardPrint;
using movement::CardSet;
using movement::GuideLine;
using movement::kCardLargestPt;
using movement::kCardSmallestPt;
using movement::kHalfCardSmallestPt;
using movement::Movement;
using movement::PairCard;
using movement::PairId;
using movement::PairLine;
using movement::PairNames;
using movement::PairNext;
using movement::Paper;
using movement::TableCard;
using movement::TableLinkCard;

namespace {

// A card as a grid of cells, rendered to text or HTML. A cell's text is bold on one line; its
// small text (names, notes) is in smaller type and may wrap, under the text when both are there.
struct Cell {
  std::string text, small;
};

struct Grid {
  std::string title, subtitle, names;  // names: the pair's players, under the title
  std::vector<std::string> headers;
  std::vector<std::vector<Cell>> rows;
  std::vector<std::string> notes;
};

// "1, 2, 3": tables as a card lists them.
std::string join(const std::vector<int>& v) {
  std::string s;
  for (int x : v) s += (s.empty() ? "" : ", ") + std::to_string(x);
  return s;
}

// `list` with `item` after it: "a; b" (the catalogue's separator in `lang`).
std::string listed(const std::string& list, const std::string& item, Lang lang) {
  return list.empty() ? item : say(lang, "cards.list", {list, item});
}

std::string seat_name(PairLine::Seat s, Lang lang) {
  switch (s) {
    case PairLine::Seat::NS: return say(lang, "cards.seat.ns");
    case PairLine::Seat::EW: return say(lang, "cards.seat.ew");
    case PairLine::Seat::North: return say(lang, "cards.seat.north");
    case PairLine::Seat::South: return say(lang, "cards.seat.south");
    case PairLine::Seat::East: return say(lang, "cards.seat.east");
    case PairLine::Seat::West: return say(lang, "cards.seat.west");
    case PairLine::Seat::SitOut: return say(lang, "cards.sits_out");
  }
  return "";
}

// "table 3", "table 3 N-S" when the pair changes direction, "table 1, sits out"; short enough to
// stand on one line of a guide card in every language ("mesa 3 E-O", "table 3 en E-O").
std::string pair_next_text(const PairNext& n, bool now_ns, bool individual, Lang lang) {
  switch (n.kind) {
    case PairNext::Kind::End: return say(lang, "cards.next.end");
    case PairNext::Kind::SitOut: return say(lang, "cards.sits_out");
    case PairNext::Kind::Table: {
      const std::string t = std::to_string(n.table);
      if (n.sits_out) return say(lang, "cards.next.table_sits_out", {t});
      if (!individual && n.north_south != now_ns)
        return say(lang, n.north_south ? "cards.next.table_ns" : "cards.next.table_ew", {t});
      return say(lang, "cards.next.table", {t});
    }
  }
  return "";
}

std::string boards_next_text(const BoardsNext& n, Lang lang) {
  switch (n.kind) {
    case BoardsNext::Kind::End: return say(lang, "cards.next.end");
    case BoardsNext::Kind::Tables:
      return say(lang, n.tables.size() == 1 ? "cards.next.table" : "cards.next.tables", {join(n.tables)});
    case BoardsNext::Kind::Stand: {
      const bool relay = n.stand == movement::StandKind::Relay;
      if (n.after_table < 1) return say(lang, relay ? "cards.next.relay" : "cards.next.bye_stand");
      return say(lang, relay ? "cards.next.relay_after" : "cards.next.bye_stand_after", {std::to_string(n.after_table)});
    }
  }
  return "";
}

// "Section A · Tuesday pairs · 7-table Mitchell, ...": what the card belongs to, under its title.
std::string subtitle_of(const Movement& m, const std::string& event, const std::string& section, Lang lang) {
  std::string s = section.empty() ? "" : say(lang, "cards.section", {section}) + " · ";
  if (!event.empty()) s += event + " · ";
  return s + description(m, lang);
}

Grid table_grid(const Movement& m, const TableCard& card, const std::string& event, const std::string& section,
                Lang lang) {
  Grid g;
  g.title = say(lang, "cards.table_title", {std::to_string(card.table)});
  g.subtitle = subtitle_of(m, event, section, lang);
  // The N-S column is left out only when every N-S pair stays where it is (a Mitchell).
  bool ns_moves = false;
  for (const GuideLine& l : card.lines)
    if (l.ns && l.ns_next.kind != PairNext::Kind::End &&
        (l.ns_next.kind != PairNext::Kind::Table || l.ns_next.table != card.table || !l.ns_next.north_south ||
         l.ns_next.sits_out))
      ns_moves = true;
  const bool show_next = !m.individual;
  g.headers = {say(lang, "cards.col.round"), say(lang, "cards.col.ns"), say(lang, "cards.col.ew"),
               say(lang, "cards.col.boards")};
  if (show_next && ns_moves) g.headers.push_back(say(lang, "cards.col.ns_next"));
  if (show_next) g.headers.push_back(say(lang, "cards.col.ew_next"));
  g.headers.push_back(say(lang, "cards.col.boards_next"));
  g.headers.push_back(say(lang, "cards.col.notes"));
  const std::string empty = say(lang, "cards.empty");
  for (const GuideLine& l : card.lines) {
    std::vector<Cell> row = {{std::to_string(l.round), ""},
                             {l.ns ? pair_id(*l.ns, lang) : empty, ""},
                             {l.ew ? pair_id(*l.ew, lang) : empty, ""},
                             {movement::board_list(l.boards), ""}};
    if (show_next && ns_moves) row.push_back({pair_next_text(l.ns_next, true, false, lang), ""});
    if (show_next) row.push_back({pair_next_text(l.ew_next, false, false, lang), ""});
    row.push_back({boards_next_text(l.boards_next, lang), ""});
    std::vector<std::string> notes;
    if (!l.share_with.empty())
      notes.push_back(say(lang, l.share_with.size() == 1 ? "cards.note.share_table" : "cards.note.share_tables",
                          {join(l.share_with)}));
    if (l.arrow_switch) notes.push_back(say(lang, "cards.note.arrow_switch"));
    if (!l.ns || !l.ew) notes.push_back(say(lang, "cards.note.sit_out"));
    if (!l.stands_after.empty())
      notes.push_back(say(lang, "cards.note.stand_after", {movement::board_list(l.stands_after)}));
    std::string n;
    for (const auto& s : notes) n = listed(n, s, lang);
    row.push_back({"", n});
    g.rows.push_back(std::move(row));
  }
  g.notes = notes_text(m, lang);  // a movement's notes (movement.hpp)
  return g;
}

std::string names_of(const PairNames& names, const PairId& id) {
  const auto it = names.find(id);
  return it == names.end() ? "" : it->second;
}

Grid pair_grid(const Movement& m, const PairCard& card, const std::string& event, const std::string& section,
               const PairNames& names, Lang lang) {
  Grid g;
  g.title = say(lang, m.individual ? "cards.player_title" : "cards.pair_title", {card.pair});
  g.subtitle = subtitle_of(m, event, section, lang);
  g.names = names_of(names, card.pair);
  g.headers = {say(lang, "cards.col.round"), say(lang, "cards.col.table"), say(lang, "cards.col.seat")};
  if (m.individual) g.headers.push_back(say(lang, "cards.col.partner"));
  g.headers.push_back(say(lang, "cards.col.opponents"));
  g.headers.push_back(say(lang, "cards.col.boards"));
  for (const PairLine& l : card.lines) {
    std::vector<Cell> row = {{std::to_string(l.round), ""}, {l.table ? std::to_string(l.table) : "-", ""},
                             {seat_name(l.seat, lang), ""}};
    if (m.individual) row.push_back({l.partner.value_or("-"), names_of(names, l.partner.value_or(""))});
    std::string opp, opp_names;
    for (const auto& o : l.opponents) {
      opp = opp.empty() ? pair_id(o, lang) : say(lang, "cards.and", {opp, pair_id(o, lang)});
      const std::string n = names_of(names, o);
      if (!n.empty()) opp_names = listed(opp_names, n, lang);
    }
    row.push_back({opp.empty() ? "-" : opp, opp_names});
    row.push_back({l.boards.empty() ? "-" : movement::board_list(l.boards), ""});
    g.rows.push_back(std::move(row));
  }
  return g;
}

// Display width of UTF-8 text (code points; the card text has no wide characters).
std::size_t width(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

// A cell as one line of plain text: "5EW (Ana & Luis)".
std::string plain(const Cell& c) {
  if (c.small.empty()) return c.text;
  if (c.text.empty()) return c.small;
  return c.text + " (" + c.small + ")";
}

std::string text_of(const Grid& g) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& r : g.rows) {
    std::vector<std::string> cells;
    for (const Cell& c : r) cells.push_back(plain(c));
    rows.push_back(std::move(cells));
  }
  std::vector<std::size_t> w(g.headers.size(), 0);
  for (std::size_t i = 0; i < g.headers.size(); ++i) w[i] = width(g.headers[i]);
  for (const auto& r : rows)
    for (std::size_t i = 0; i < r.size() && i < w.size(); ++i) w[i] = std::max(w[i], width(r[i]));
  std::ostringstream out;
  auto line = [&](const std::vector<std::string>& cells) {
    std::string s;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i) s += "  ";
      s += cells[i];
      if (i + 1 < cells.size()) s += std::string(w[i] - width(cells[i]), ' ');
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    out << s << '\n';
  };
  std::string upper;
  for (char c : g.title) upper += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  out << upper << '\n';
  if (!g.names.empty()) out << g.names << '\n';
  out << g.subtitle << "\n\n";
  line(g.headers);
  std::vector<std::string> rule;
  for (std::size_t x : w) rule.push_back(std::string(x, '-'));
  line(rule);
  for (const auto& r : rows) line(r);
  if (!g.notes.empty()) {
    out << '\n';
    for (const auto& n : g.notes) out << "* " << n << '\n';
  }
  return out.str();
}

// ---- Fitting a card to its page ---------------------------------------------------------
//
// The card's sizes are all shares of one body size f (CSS `--f` on the card): the title 1.8f,
// the table's text f (bold, one line), headers 0.7f, names and notes 0.6f, paddings 0.2f and
// 0.3f. The card is laid out with fixed column widths, so its height at a given f can be
// estimated from the widths of its words in DejaVu Sans (the font the page asks for; the
// fallbacks are narrower), and the largest f (at most kCardLargestPt) at which the card fits its
// page's width and height, with a margin, is the card's.

constexpr double kMm = 72.0 / 25.4;                 // points in a millimetre
constexpr double kMarginMm = 12;                    // @page margin
constexpr double kBorder = 1.5;                     // a rule's width, points
constexpr double kLine = 1.2;                       // line height, a share of the type size
constexpr double kQrMm = 40;                        // a QR code's side, one card a page
constexpr double kHalfQrMm = 28;                    // two a page: still 0.7 mm a module or more
constexpr double kHalfGapMm = 10;                   // between two cards on one page
constexpr double kSafety = 0.95;                    // of the page's height the estimate may fill

// Advance of a character in ems, DejaVu Sans Bold, rounded up (regular is narrower).
double advance(unsigned char c) {
  if (c >= '0' && c <= '9') return 0.70;
  if (c == 'M' || c == 'W' || c == 'm' || c == 'w') return 1.10;
  if (c == 'I' || c == 'J' || c == 'i' || c == 'j' || c == 'l' || c == '\'' || c == '|') return 0.40;
  if (c == 'f' || c == 't' || c == 'r') return 0.52;
  if (c >= 'A' && c <= 'Z') return 0.86;
  if (c >= 'a' && c <= 'z') return 0.72;
  if (c == ' ') return 0.36;
  if (c >= 0x80) return (c & 0xC0) == 0x80 ? 0.0 : 0.80;  // a UTF-8 sequence counts once
  return 0.50;
}

double text_width(std::string_view s, double size, bool bold = true) {
  double w = 0;
  for (unsigned char c : s) w += advance(c);
  return w * size * (bold ? 1.0 : 0.94);
}

std::vector<std::string_view> words_of(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

double longest_word(std::string_view s, double size, bool bold) {
  double w = 0;
  for (auto word : words_of(s)) w = std::max(w, text_width(word, size, bold));
  return w;
}

// Lines `s` wraps onto in `box` points at `size` (0 for empty text).
int lines_of(std::string_view s, double box, double size, bool bold) {
  const auto words = words_of(s);
  if (words.empty()) return 0;
  const double space = text_width(" ", size, bold);
  int lines = 1;
  double used = 0;
  for (auto word : words) {
    const double w = text_width(word, size, bold);
    if (used > 0 && used + space + w > box) {
      ++lines;
      used = w;
    } else {
      used += (used > 0 ? space : 0) + w;
    }
  }
  return lines;
}

struct PageBox {
  double width = 0, height = 0;  // points, inside the margins
};

PageBox page_box(Paper paper) {
  const movement::PaperSize sheet = movement::paper_size(paper);
  return {(sheet.width_mm - 2 * kMarginMm) * kMm, (sheet.height_mm - 2 * kMarginMm) * kMm};
}

struct Layout {
  double f = kCardLargestPt;
  std::vector<double> columns;  // widths, points
  double height = 0;
  bool fits = false;
};

// The card laid out at body size f in a box `box_w` wide: its column widths and height, or no
// widths when its columns cannot be that narrow.
// `qr_mm`: the side of the card's QR code, 0 without one; `url`: its link's characters.
Layout layout_at(const Grid& g, double qr_mm, std::size_t url, double f, double box_w) {
  const bool link = qr_mm > 0;
  Layout l;
  l.f = f;
  const std::size_t n = g.headers.size();
  const double pad_x = 0.3 * f, pad_y = 0.2 * f, head = 0.7 * f, small = 0.6 * f;
  std::vector<double> need(n, 0);
  std::vector<bool> wraps(n, false);
  for (std::size_t c = 0; c < n; ++c) need[c] = longest_word(g.headers[c], head, true);
  for (const auto& r : g.rows)
    for (std::size_t c = 0; c < r.size() && c < n; ++c) {
      need[c] = std::max(need[c], text_width(r[c].text, f));
      if (!r[c].small.empty()) {
        wraps[c] = true;
        need[c] = std::max(need[c], longest_word(r[c].small, small, false));
      }
    }
  double total = 0;
  for (double& x : need) total += (x += 2 * pad_x + kBorder);
  if (total > box_w) return l;
  // What is left goes to the columns whose small text wraps (so it wraps less), or to every one.
  const double spare = box_w - total;
  const auto growing = std::count(wraps.begin(), wraps.end(), true);
  l.columns = need;
  for (std::size_t c = 0; c < n; ++c)
    l.columns[c] += growing ? (wraps[c] ? spare / static_cast<double>(growing) : 0) : spare * need[c] / total;

  // Heights: the head (title, the names, the movement; beside the QR code when there is one)...
  const double text_box = link ? box_w - qr_mm * kMm - 6 * kMm : box_w;
  double titles = 1.8 * f * 1.15 + 0.2 * f;
  if (!g.names.empty()) titles += lines_of(g.names, text_box, 0.8 * f, true) * 0.8 * f * kLine + 0.2 * f;
  titles += lines_of(g.subtitle, text_box, head, false) * head * kLine + 0.5 * f;
  if (link) {
    // The line to scan, and the URL in 9pt DejaVu Sans Mono (0.61 em a character), wrapped anywhere.
    const double per_line = std::max(1.0, std::floor(text_box / (9 * 0.61)));
    titles += head * kLine + 9 * kLine * std::ceil(static_cast<double>(std::max<std::size_t>(url, 1)) / per_line);
    titles = std::max(titles, qr_mm * kMm) + 8;
  }
  double h = titles;
  // ... the header row, every round's row ...
  int header_lines = 1;
  for (std::size_t c = 0; c < n; ++c)
    header_lines = std::max(header_lines, lines_of(g.headers[c], l.columns[c] - 2 * pad_x - kBorder, head, true));
  h += header_lines * head * kLine + 2 * pad_y + kBorder;
  for (const auto& r : g.rows) {
    double row = 0;
    for (std::size_t c = 0; c < r.size() && c < n; ++c) {
      double cell = r[c].text.empty() ? 0 : f * kLine;
      cell += lines_of(r[c].small, l.columns[c] - 2 * pad_x - kBorder, small, false) * small * kLine;
      row = std::max(row, cell);
    }
    h += std::max(row, f * kLine) + 2 * pad_y + kBorder;
  }
  // ... and the movement's notes under the table.
  if (!g.notes.empty()) {
    const double note = 0.65 * f;
    h += 0.8 * f;
    for (const auto& s : g.notes) h += lines_of(s, box_w - 2 * note, note, false) * note * 1.25;
  }
  l.height = h + kBorder;
  return l;
}

// The largest body size, in steps of a quarter point, at which the card fits the box.
Layout fit(const Grid& g, double qr_mm, std::size_t url, const PageBox& box, double smallest) {
  for (double f = kCardLargestPt; f >= smallest; f -= 0.25) {
    Layout l = layout_at(g, qr_mm, url, f, box.width);
    if (!l.columns.empty() && l.height <= box.height * kSafety) {
      l.fits = true;
      return l;
    }
  }
  Layout l = layout_at(g, qr_mm, url, smallest, box.width);
  if (l.columns.empty()) {  // too wide even so: equal columns, the browser wraps what it must
    l.columns.assign(g.headers.size(), box.width / static_cast<double>(std::max<std::size_t>(1, g.headers.size())));
  }
  l.fits = false;
  return l;
}

// "14.5pt", "20pt": a size in points, to two decimals at most.
std::string pt(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", x);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s + "pt";
}

// The card's title and subtitle. With a link, the QR code stands at their right, and under them,
// beside the code, the line telling the players to scan it and the URL for those who type it:
// the head of the card is then as tall as the code and no taller.
void head_of(const Grid& g, const TableLinkCard* link, Lang lang, std::ostringstream& out) {
  std::string titles = "<h1>" + html_escape(g.title) + "</h1>\n";
  if (!g.names.empty()) titles += "<p class=\"names\">" + html_escape(g.names) + "</p>\n";
  titles += "<p class=\"movement\">" + html_escape(g.subtitle) + "</p>\n";
  if (!link) {
    out << titles;
    return;
  }
  out << "<div class=\"card-head\">\n<div class=\"card-titles\">\n" << titles << "<p class=\"scan\">"
      << html_escape(say(lang, "cards.scan"))
      << "</p>\n<p class=\"url\">" << html_escape(link->url) << "</p>\n</div>\n<div class=\"qr\">"
      << link->qr_svg << "</div>\n</div>\n";
}

void html_of(const Grid& g, const Layout& l, const TableLinkCard* link, Lang lang, std::ostringstream& out) {
  out << "<section class=\"card\" style=\"--f: " << pt(l.f) << "\">\n";
  head_of(g, link, lang, out);
  out << "<table>\n<colgroup>";
  for (double w : l.columns) out << "<col style=\"width: " << pt(w) << "\">";
  out << "</colgroup>\n<thead><tr>";
  for (const auto& h : g.headers) out << "<th>" << html_escape(h) << "</th>";
  out << "</tr></thead>\n<tbody>\n";
  for (const auto& r : g.rows) {
    out << "<tr>";
    for (const Cell& c : r) {
      out << "<td>";
      if (!c.text.empty()) out << "<b>" << html_escape(c.text) << "</b>";
      if (!c.small.empty()) out << "<small>" << html_escape(c.small) << "</small>";
      out << "</td>";
    }
    out << "</tr>\n";
  }
  out << "</tbody>\n</table>\n";
  if (!g.notes.empty()) {
    out << "<ul class=\"notes\">\n";
    for (const auto& n : g.notes) out << "<li>" << html_escape(n) << "</li>\n";
    out << "</ul>\n";
  }
  out << "</section>\n";
}

// The page's style: sizes in shares of each card's --f (see "Fitting a card to its page").
std::string style_of(Paper paper, int per_page, bool links) {
  const PageBox box = page_box(paper);
  std::ostringstream out;
  out << page_rule(paper, kMarginMm)
      << "body { font-family: \"DejaVu Sans\", Arial, sans-serif; margin: 0; color: #000; background: #fff; }\n"
      << "div.sheet { page-break-after: always; break-after: page; }\n"
      << "div.sheet:last-child { page-break-after: auto; break-after: auto; }\n"
      << "section.card { --f: " << kCardLargestPt << "pt; font-size: var(--f); line-height: " << kLine << "; "
      << "break-inside: avoid; page-break-inside: avoid; }\n"
      << "h1 { font-size: calc(var(--f) * 1.8); line-height: 1.15; margin: 0 0 calc(var(--f) * 0.2) 0; }\n"
      << "p.names { font-size: calc(var(--f) * 0.8); font-weight: bold; margin: 0 0 calc(var(--f) * 0.2) 0; }\n"
      << "p.movement { font-size: calc(var(--f) * 0.7); margin: 0 0 calc(var(--f) * 0.5) 0; }\n"
      << "table { border-collapse: collapse; width: 100%; table-layout: fixed; }\n"
      << "th, td { border: " << kBorder << "pt solid #000; padding: calc(var(--f) * 0.2) calc(var(--f) * 0.3); "
      << "text-align: center; vertical-align: middle; }\n"
      << "th { font-size: calc(var(--f) * 0.7); background: #ddd; }\n"
      << "td b { display: block; white-space: nowrap; }\n"
      << "td small { display: block; font-size: calc(var(--f) * 0.6); font-weight: normal; }\n"
      << "ul.notes { font-size: calc(var(--f) * 0.65); line-height: 1.25; margin: calc(var(--f) * 0.8) 0 0 0; "
      << "padding-left: 1.3em; }\n";
  if (per_page == 2)  // two cards, one above the other, a dashed line to cut between them
    out << "section.card.first { height: " << pt((box.height - kHalfGapMm * kMm) / 2) << "; overflow: hidden; }\n"
        << "section.card.second { border-top: 1pt dashed #000; margin-top: " << kHalfGapMm / 2 << "mm; "
        << "padding-top: " << kHalfGapMm / 2 << "mm; }\n";
  if (links)  // the QR code at the right of the title: 4 cm, black on white, never split
    out << "div.card-head { display: flex; justify-content: space-between; align-items: flex-start; "
           "gap: 6mm; margin: 0 0 8pt 0; break-inside: avoid; page-break-inside: avoid; }\n"
        << "div.card-titles { min-width: 0; }\n"
        << "p.scan { font-size: calc(var(--f) * 0.7); margin: 0 0 3pt 0; }\n"
        << "p.url { font-family: \"DejaVu Sans Mono\", monospace; font-size: 9pt; margin: 0; "
           "overflow-wrap: anywhere; }\n"
        << "div.qr { flex: none; }\n"
        << "div.qr svg { display: block; width: " << kQrMm << "mm; height: " << kQrMm << "mm; }\n"
        << "div.qr svg path { fill: #000; }\n";
  if (links && per_page == 2)
    out << "section.card div.qr svg { width: " << kHalfQrMm << "mm; height: " << kHalfQrMm << "mm; }\n";
  return out.str();
}

}  // namespace

std::string render_text(const Movement& m, const TableCard& card, Lang lang) {
  return text_of(table_grid(m, card, "", "", lang));
}

std::string render_text(const Movement& m, const PairCard& card, Lang lang, const PairNames& names) {
  return text_of(pair_grid(m, card, "", "", names, lang));
}

std::vector<TextCard> render_text_cards(const CardSet& set, Lang lang) {
  std::vector<TextCard> out;
  if (!set.movement) return out;
  const Movement& m = *set.movement;
  for (const TableCard& c : set.tables)
    out.push_back({movement::card_file_stem(m, c), text_of(table_grid(m, c, set.event, set.section, lang))});
  for (const PairCard& c : set.pairs)
    out.push_back({movement::card_file_stem(m, c), text_of(pair_grid(m, c, set.event, set.section, set.names, lang))});
  return out;
}

CardDocument render_cards(const std::vector<CardSet>& sets, Lang lang, CardPrint print) {
  struct Laid {
    Grid grid;
    const TableLinkCard* link = nullptr;
    Layout layout;
    bool starts_group = false;  // a set's guide cards, and then its pair cards, start a page
  };
  std::vector<Laid> cards;
  bool any_link = false;
  for (const CardSet& set : sets) {
    if (!set.movement) continue;
    const Movement& m = *set.movement;
    for (const TableCard& c : set.tables) {
      const auto link = set.links.find(c.table);
      cards.push_back({table_grid(m, c, set.event, set.section, lang), link == set.links.end() ? nullptr : &link->second, {},
                       &c == &set.tables.front()});
      any_link = any_link || cards.back().link;
    }
    for (const PairCard& c : set.pairs)
      cards.push_back({pair_grid(m, c, set.event, set.section, set.names, lang), nullptr, {}, &c == &set.pairs.front()});
  }
  // Two a page when every card keeps readable type in half a page; otherwise one a page.
  const PageBox page = page_box(print.paper);
  int per_page = print.per_page == 2 ? 2 : 1;
  const PageBox half{page.width, (page.height - kHalfGapMm * kMm) / 2 - kHalfGapMm * kMm / 2};
  if (per_page == 2) {
    for (Laid& c : cards) {
      c.layout = fit(c.grid, c.link ? kHalfQrMm : 0, c.link ? c.link->url.size() : 0, half, kHalfCardSmallestPt);
      if (!c.layout.fits) {
        per_page = 1;
        break;
      }
    }
  }
  if (per_page == 1)
    for (Laid& c : cards) c.layout = fit(c.grid, c.link ? kQrMm : 0, c.link ? c.link->url.size() : 0, page, kCardSmallestPt);
  // One size for a stack: every card of a group (a set's guide cards, its pair cards) in the
  // type of its group's smallest, so the cards on the tables look alike.
  const PageBox box = per_page == 2 ? half : page;
  for (std::size_t i = 0; i < cards.size();) {
    std::size_t j = i + 1;
    while (j < cards.size() && !cards[j].starts_group) ++j;
    double f = kCardLargestPt;
    for (std::size_t k = i; k < j; ++k) f = std::min(f, cards[k].layout.f);
    for (std::size_t k = i; k < j; ++k)
      if (cards[k].layout.f > f) {
        const Laid& c = cards[k];
        Layout l = layout_at(c.grid, c.link ? (per_page == 2 ? kHalfQrMm : kQrMm) : 0, c.link ? c.link->url.size() : 0, f,
                             box.width);
        if (!l.columns.empty() && l.height <= box.height * kSafety) {
          l.fits = true;
          cards[k].layout = std::move(l);
        }
      }
    i = j;
  }

  CardDocument doc;
  doc.cards = static_cast<int>(cards.size());
  doc.per_page = per_page;
  doc.smallest_pt = kCardLargestPt;
  std::string title;
  for (const CardSet& set : sets)
    if (set.movement) {
      title = subtitle_of(*set.movement, set.event, set.section, lang);
      break;
    }
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"" << lang_code(lang) << "\">\n<head>\n"
      << "<meta charset=\"utf-8\">\n<title>" << html_escape(title) << "</title>\n<style>\n"
      << style_of(print.paper, per_page, any_link) << "</style>\n</head>\n<body>\n";
  int on_sheet = 0;  // cards on the sheet being written
  for (const Laid& c : cards) {
    doc.smallest_pt = std::min(doc.smallest_pt, c.layout.f);
    doc.fits = doc.fits && c.layout.fits;
    if (on_sheet == per_page || (c.starts_group && on_sheet > 0)) {
      out << "</div>\n";
      on_sheet = 0;
    }
    if (on_sheet == 0) {
      out << "<div class=\"sheet\">\n";
      ++doc.pages;
    }
    std::ostringstream card;
    html_of(c.grid, c.layout, c.link, lang, card);
    std::string html = card.str();
    if (per_page == 2)  // mark the upper and the lower card of the page
      html.replace(0, std::string("<section class=\"card\"").size(),
                   on_sheet == 0 ? "<section class=\"card first\"" : "<section class=\"card second\"");
    out << html;
    ++on_sheet;
  }
  if (on_sheet > 0) out << "</div>\n";
  out << "</body>\n</html>\n";
  doc.html = out.str();
  return doc;
}

std::string render_html(const Movement& m, const std::vector<TableCard>& tables,
                        const std::vector<PairCard>& pairs, Lang lang, Paper paper,
                        const std::map<int, TableLinkCard>& links) {
  CardSet set;
  set.movement = &m;
  set.tables = tables;
  set.pairs = pairs;
  set.links = links;
  return render_cards({set}, lang, CardPrint{paper, 1}).html;
}

std::string description(const Movement& m, Lang lang) { return summary_text(m.summary, lang); }

}  // namespace bandeja::present
