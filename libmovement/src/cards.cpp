#include "bandeja/movement/cards.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <sstream>

#include "bandeja/movement/generate.hpp"  // tr
#include "detail.hpp"

namespace bandeja::movement {

namespace {

bool same_boards(const Row& a, const Row& b) {
  if (a.board_set != 0 && b.board_set != 0) return a.board_set == b.board_set;
  return a.boards == b.boards;
}

std::vector<const Row*> rows_of_round(const Movement& m, int round) {
  std::vector<const Row*> out;
  for (const Row& r : m.rows)
    if (r.round == round) out.push_back(&r);
  return out;
}

std::vector<std::string> split_players(const std::optional<PairId>& side) {
  std::vector<std::string> out;
  if (!side) return out;
  std::string cur;
  for (char c : *side) {
    if (c == '+') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

PairNext next_of(const Movement& m, const std::optional<PairId>& pair, int round) {
  PairNext n;
  if (!pair || round >= m.rounds) return n;  // End
  n.kind = PairNext::Kind::SitOut;
  for (const Row* r : rows_of_round(m, round + 1)) {
    if (r->ns == pair || r->ew == pair) {
      if (!r->ns || !r->ew) return n;  // at a table with nobody to play: sits out
      n.kind = PairNext::Kind::Table;
      n.table = r->table;
      n.north_south = r->ns == pair;
      return n;
    }
  }
  return n;
}

BoardsNext boards_next(const Movement& m, const Row& row) {
  BoardsNext n;
  if (row.round >= m.rounds) return n;
  for (const Row* r : rows_of_round(m, row.round + 1))
    if (same_boards(*r, row)) n.tables.push_back(r->table);
  if (!n.tables.empty()) {
    n.kind = BoardsNext::Kind::Tables;
    return n;
  }
  for (const Stand& s : m.stands)
    if (s.round == row.round + 1 && row.board_set != 0 && s.board_set == row.board_set) {
      n.kind = BoardsNext::Kind::Stand;
      n.after_table = s.after_table;
      n.stand = s.kind;
      return n;
    }
  return n;
}

// A card as a grid of cells, rendered to text or HTML.
struct Grid {
  std::string title, subtitle;
  std::vector<std::string> headers;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> notes;
};

std::string seat_name(PairLine::Seat s, Lang lang) {
  switch (s) {
    case PairLine::Seat::NS: return tr(lang, "N-S", "Norte-Sur");
    case PairLine::Seat::EW: return tr(lang, "E-W", "Este-Oeste");
    case PairLine::Seat::North: return tr(lang, "North", "Norte");
    case PairLine::Seat::South: return tr(lang, "South", "Sur");
    case PairLine::Seat::East: return tr(lang, "East", "Este");
    case PairLine::Seat::West: return tr(lang, "West", "Oeste");
    case PairLine::Seat::SitOut: return tr(lang, "sits out", "descansa");
  }
  return "";
}

std::string pair_next_text(const PairNext& n, bool now_ns, bool individual, Lang lang) {
  switch (n.kind) {
    case PairNext::Kind::End: return tr(lang, "end", "fin");
    case PairNext::Kind::SitOut: return tr(lang, "sits out", "descansa");
    case PairNext::Kind::Table: {
      std::string s = tr(lang, "table ", "mesa ") + std::to_string(n.table);
      if (!individual && n.north_south != now_ns)
        s += n.north_south ? tr(lang, " N-S", " Norte-Sur") : tr(lang, " E-W", " Este-Oeste");
      return s;
    }
  }
  return "";
}

std::string boards_next_text(const BoardsNext& n, Lang lang) {
  switch (n.kind) {
    case BoardsNext::Kind::End: return tr(lang, "end", "fin");
    case BoardsNext::Kind::Tables:
      return (n.tables.size() == 1 ? tr(lang, "table ", "mesa ") : tr(lang, "tables ", "mesas ")) + detail::join(n.tables);
    case BoardsNext::Kind::Stand: {
      const std::string name = n.stand == StandKind::Relay ? tr(lang, "relay", "relevo") : tr(lang, "bye stand", "atril");
      if (n.after_table < 1) return name;
      return name + tr(lang, " after table ", " tras la mesa ") + std::to_string(n.after_table);
    }
  }
  return "";
}

Grid table_grid(const Movement& m, const TableCard& card, Lang lang) {
  Grid g;
  g.title = tr(lang, "Table ", "Mesa ") + std::to_string(card.table);
  g.subtitle = description(m, lang);
  bool ns_moves = false;
  for (const GuideLine& l : card.lines)
    if (l.ns_next.kind == PairNext::Kind::Table && (l.ns_next.table != card.table || !l.ns_next.north_south))
      ns_moves = true;
  const bool show_next = !m.individual;
  g.headers = {tr(lang, "Round", "Ronda"), tr(lang, "N-S", "Norte-Sur"), tr(lang, "E-W", "Este-Oeste"),
               tr(lang, "Boards", "Tableros")};
  if (show_next && ns_moves) g.headers.push_back(tr(lang, "N-S next", "N-S va a"));
  if (show_next) g.headers.push_back(tr(lang, "E-W next", "E-O va a"));
  g.headers.push_back(tr(lang, "Boards next", "Tableros van a"));
  g.headers.push_back(tr(lang, "Notes", "Notas"));
  for (const GuideLine& l : card.lines) {
    std::vector<std::string> row = {std::to_string(l.round), l.ns.value_or(tr(lang, "(empty)", "(vacío)")),
                                    l.ew.value_or(tr(lang, "(empty)", "(vacío)")), board_list(l.boards)};
    if (show_next && ns_moves) row.push_back(pair_next_text(l.ns_next, true, false, lang));
    if (show_next) row.push_back(pair_next_text(l.ew_next, false, false, lang));
    row.push_back(boards_next_text(l.boards_next, lang));
    std::vector<std::string> notes;
    if (!l.share_with.empty())
      notes.push_back((l.share_with.size() == 1 ? tr(lang, "share with table ", "comparte con la mesa ")
                                                : tr(lang, "share with tables ", "comparte con las mesas ")) +
                      detail::join(l.share_with));
    if (l.arrow_switch) notes.push_back(tr(lang, "arrow-switch", "cambio de flecha"));
    if (!l.ns || !l.ew) notes.push_back(tr(lang, "sit-out", "descanso"));
    if (!l.stands_after.empty())
      notes.push_back(tr(lang, "stand after this table: boards ", "atril tras esta mesa: tableros ") +
                      board_list(l.stands_after));
    std::string n;
    for (const auto& s : notes) n += (n.empty() ? "" : "; ") + s;
    row.push_back(n);
    g.rows.push_back(std::move(row));
  }
  g.notes = lang == Lang::Es ? m.notes_es : m.notes_en;
  return g;
}

Grid pair_grid(const Movement& m, const PairCard& card, Lang lang) {
  Grid g;
  g.title = (m.individual ? tr(lang, "Player ", "Jugador ") : tr(lang, "Pair ", "Pareja ")) + card.pair;
  g.subtitle = description(m, lang);
  g.headers = {tr(lang, "Round", "Ronda"), tr(lang, "Table", "Mesa"), tr(lang, "Seat", "Posición")};
  if (m.individual) g.headers.push_back(tr(lang, "Partner", "Compañero"));
  g.headers.push_back(tr(lang, "Opponents", "Rivales"));
  g.headers.push_back(tr(lang, "Boards", "Tableros"));
  for (const PairLine& l : card.lines) {
    std::vector<std::string> row = {std::to_string(l.round), l.table ? std::to_string(l.table) : "-",
                                    seat_name(l.seat, lang)};
    if (m.individual) row.push_back(l.partner.value_or("-"));
    std::string opp;
    for (const auto& o : l.opponents) opp += (opp.empty() ? "" : tr(lang, " and ", " y ")) + o;
    row.push_back(opp.empty() ? "-" : opp);
    row.push_back(l.boards.empty() ? "-" : board_list(l.boards));
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

std::string text_of(const Grid& g) {
  std::vector<std::size_t> w(g.headers.size(), 0);
  for (std::size_t i = 0; i < g.headers.size(); ++i) w[i] = width(g.headers[i]);
  for (const auto& r : g.rows)
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
  out << upper << '\n' << g.subtitle << "\n\n";
  line(g.headers);
  std::vector<std::string> rule;
  for (std::size_t x : w) rule.push_back(std::string(x, '-'));
  line(rule);
  for (const auto& r : g.rows) line(r);
  if (!g.notes.empty()) {
    out << '\n';
    for (const auto& n : g.notes) out << "* " << n << '\n';
  }
  return out.str();
}

// The card's title and subtitle. With a link, the QR code stands at their right, and under them,
// beside the code, the line telling the players to scan it and the URL for those who type it:
// the head of the card is then as tall as the code and no taller, so that a card which fitted
// its page without the code (a Mitchell of nine rounds on Letter paper) fits it with the code.
void head_of(const Grid& g, const TableLinkCard* link, Lang lang, std::ostringstream& out) {
  const std::string titles = "<h1>" + html_escape(g.title) + "</h1>\n<p class=\"movement\">" +
                             html_escape(g.subtitle) + "</p>\n";
  if (!link) {
    out << titles;
    return;
  }
  out << "<div class=\"card-head\">\n<div class=\"card-titles\">\n" << titles << "<p class=\"scan\">"
      << html_escape(tr(lang, "Scan to enter your results at this table",
                        "Escanee para introducir los resultados de esta mesa"))
      << "</p>\n<p class=\"url\">" << html_escape(link->url) << "</p>\n</div>\n<div class=\"qr\">"
      << link->qr_svg << "</div>\n</div>\n";
}

void html_of(const Grid& g, const TableLinkCard* link, Lang lang, std::ostringstream& out) {
  out << "<section class=\"card\">\n";
  head_of(g, link, lang, out);
  out << "<table>\n<thead><tr>";
  for (const auto& h : g.headers) out << "<th>" << html_escape(h) << "</th>";
  out << "</tr></thead>\n<tbody>\n";
  for (const auto& r : g.rows) {
    out << "<tr>";
    for (const auto& c : r) out << "<td>" << html_escape(c) << "</td>";
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

}  // namespace

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string board_list(const std::vector<int>& boards) {
  std::vector<int> b = boards;
  std::sort(b.begin(), b.end());
  b.erase(std::unique(b.begin(), b.end()), b.end());
  std::string out;
  for (std::size_t i = 0; i < b.size();) {
    std::size_t j = i;
    while (j + 1 < b.size() && b[j + 1] == b[j] + 1) ++j;
    if (!out.empty()) out += ", ";
    out += std::to_string(b[i]);
    if (j > i) out += "-" + std::to_string(b[j]);
    i = j + 1;
  }
  return out;
}

std::vector<TableCard> table_cards(const Movement& m) {
  std::vector<TableCard> cards;
  for (int t = 1; t <= m.tables; ++t) {
    TableCard card;
    card.table = t;
    for (int r = 1; r <= m.rounds; ++r) {
      const Row* row = find_row(m, r, t);
      if (!row) continue;
      GuideLine l;
      l.round = r;
      l.ns = row->ns;
      l.ew = row->ew;
      l.boards = row->boards;
      l.arrow_switch = row->arrow_switch;
      if (!m.individual) {
        l.ns_next = next_of(m, row->ns, r);
        l.ew_next = next_of(m, row->ew, r);
      }
      l.boards_next = boards_next(m, *row);
      for (const Row* o : rows_of_round(m, r))
        if (o->table != t && same_boards(*o, *row)) l.share_with.push_back(o->table);
      for (const Stand& s : m.stands)
        if (s.round == r && s.after_table == t && s.board_set >= 1 &&
            s.board_set <= static_cast<int>(m.board_sets.size())) {
          const auto& b = m.board_sets[static_cast<std::size_t>(s.board_set - 1)];
          l.stands_after.insert(l.stands_after.end(), b.begin(), b.end());
        }
      card.lines.push_back(std::move(l));
    }
    cards.push_back(std::move(card));
  }
  return cards;
}

std::vector<PairCard> pair_cards(const Movement& m) {
  std::vector<PairCard> cards;
  std::vector<PairId> ids = m.pairs;
  if (ids.empty()) {  // a movement from a file may not list them
    std::set<PairId> seen;
    for (const Row& r : m.rows)
      for (const auto& side : {r.ns, r.ew})
        for (const auto& p : m.individual ? split_players(side) : std::vector<std::string>(side ? 1 : 0, side.value_or("")))
          if (seen.insert(p).second) ids.push_back(p);
  }
  for (const PairId& id : ids) {
    PairCard card;
    card.pair = id;
    for (int r = 1; r <= m.rounds; ++r) {
      PairLine l;
      l.round = r;
      for (const Row* row : rows_of_round(m, r)) {
        if (m.individual) {
          const auto ns = split_players(row->ns), ew = split_players(row->ew);
          auto at = [&](const std::vector<std::string>& side, std::size_t i) {
            return i < side.size() && side[i] == id;
          };
          const std::array<PairLine::Seat, 4> seats = {PairLine::Seat::North, PairLine::Seat::South,
                                                       PairLine::Seat::East, PairLine::Seat::West};
          for (std::size_t i = 0; i < 2; ++i) {
            const bool in_ns = at(ns, i), in_ew = at(ew, i);
            if (!in_ns && !in_ew) continue;
            const auto& mine = in_ns ? ns : ew;
            const auto& theirs = in_ns ? ew : ns;
            l.seat = seats[(in_ns ? 0 : 2) + i];
            l.table = row->table;
            if (mine.size() == 2) l.partner = mine[1 - i];
            l.opponents = theirs;
            l.boards = row->boards;
          }
        } else if (row->ns == id || row->ew == id) {
          const bool ns = row->ns == id;
          const auto& other = ns ? row->ew : row->ns;
          l.table = row->table;
          if (!other) {
            l.seat = PairLine::Seat::SitOut;
          } else {
            l.seat = ns ? PairLine::Seat::NS : PairLine::Seat::EW;
            l.opponents = {*other};
            l.boards = row->boards;
          }
        }
      }
      card.lines.push_back(std::move(l));
    }
    cards.push_back(std::move(card));
  }
  return cards;
}

std::string render_text(const Movement& m, const TableCard& card, Lang lang) {
  return text_of(table_grid(m, card, lang));
}

std::string render_text(const Movement& m, const PairCard& card, Lang lang) {
  return text_of(pair_grid(m, card, lang));
}

std::string render_html(const Movement& m, const std::vector<TableCard>& tables,
                        const std::vector<PairCard>& pairs, Lang lang, Paper paper,
                        const std::map<int, TableLinkCard>& links) {
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"" << (lang == Lang::Es ? "es" : "en") << "\">\n<head>\n"
      << "<meta charset=\"utf-8\">\n<title>" << html_escape(description(m, lang)) << "</title>\n<style>\n"
      << "@page { size: " << (paper == Paper::Letter ? "letter" : "A4") << "; margin: 12mm; }\n"
      << "body { font-family: \"DejaVu Sans\", Arial, sans-serif; font-size: 16pt; margin: 0; }\n"
      << "section.card { page-break-after: always; break-after: page; }\n"
      << "section.card:last-child { page-break-after: auto; break-after: auto; }\n"
      << "h1 { font-size: 36pt; margin: 0 0 4pt 0; }\n"
      << "p.movement { font-size: 14pt; margin: 0 0 10pt 0; }\n"
      << "table { border-collapse: collapse; width: 100%; }\n"
      << "th, td { border: 1.5pt solid #000; padding: 5pt 7pt; text-align: center; }\n"
      << "th { font-size: 14pt; background: #ddd; }\n"
      << "td { font-size: 20pt; font-weight: bold; }\n"
      << "ul.notes { font-size: 13pt; }\n";
  if (!links.empty())  // the QR code at the right of the title: 4 cm, black on white, never split
    out << "div.card-head { display: flex; justify-content: space-between; align-items: flex-start; "
           "gap: 6mm; margin: 0 0 8pt 0; break-inside: avoid; page-break-inside: avoid; }\n"
        << "div.card-titles { min-width: 0; }\n"
        << "p.scan { font-size: 14pt; margin: 0 0 3pt 0; }\n"
        << "p.url { font-family: \"DejaVu Sans Mono\", monospace; font-size: 9pt; margin: 0; "
           "overflow-wrap: anywhere; }\n"
        << "div.qr { flex: none; }\n"
        << "div.qr svg { display: block; width: 40mm; height: 40mm; }\n"
        << "div.qr svg path { fill: #000; }\n";
  out << "</style>\n</head>\n<body>\n";
  for (const TableCard& c : tables) {
    const auto link = links.find(c.table);
    html_of(table_grid(m, c, lang), link == links.end() ? nullptr : &link->second, lang, out);
  }
  for (const PairCard& c : pairs) html_of(pair_grid(m, c, lang), nullptr, lang, out);
  out << "</body>\n</html>\n";
  return out.str();
}

const std::string& description(const Movement& m, Lang lang) {
  return lang == Lang::Es && !m.description_es.empty() ? m.description_es : m.description;
}

}  // namespace bandeja::movement
