#include "bandeja/movement/paperwork.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "bandeja/score/board.hpp"
#include "detail.hpp"

namespace bandeja::movement {

BoardFacts board_facts(const PaperworkInfo& info, int board) {
  if (auto it = info.boards.find(board); it != info.boards.end()) return it->second;
  return {score::dealer(board), score::vulnerability(board)};
}

std::vector<PickupSlip> pickup_slips(const Movement& m, const PaperworkInfo& info) {
  std::vector<const Row*> rows;
  for (const Row& r : m.rows)
    if (r.ns && r.ew) rows.push_back(&r);
  std::stable_sort(rows.begin(), rows.end(), [](const Row* a, const Row* b) {
    return a->round != b->round ? a->round < b->round : a->table < b->table;
  });
  std::vector<PickupSlip> out;
  for (const Row* r : rows) {
    std::vector<int> boards = r->boards;
    std::sort(boards.begin(), boards.end());
    for (int b : boards) out.push_back({r->round, r->table, b, *r->ns, *r->ew, board_facts(info, b)});
  }
  return out;
}

int slip_pages(int slips) { return std::max(1, (slips + kSlipsPerPage - 1) / kSlipsPerPage); }

std::vector<Traveller> travellers(const Movement& m, const PaperworkInfo& info) {
  std::map<int, Traveller> by_board;
  for (const Row& r : m.rows) {
    if (!r.ns || !r.ew) continue;
    for (int b : r.boards) {
      Traveller& t = by_board[b];
      t.board = b;
      t.rows.push_back({r.round, r.table, *r.ns, *r.ew});
    }
  }
  std::vector<Traveller> out;
  for (auto& [b, t] : by_board) {
    t.facts = board_facts(info, b);
    std::stable_sort(t.rows.begin(), t.rows.end(), [](const TravellerRow& a, const TravellerRow& c) {
      return a.round != c.round ? a.round < c.round : a.table < c.table;
    });
    out.push_back(std::move(t));
  }
  return out;
}

std::vector<ScoreCard> score_cards(const Movement& m) {
  std::vector<ScoreCard> out;
  for (const PairCard& pc : pair_cards(m)) {
    ScoreCard card;
    card.pair = pc.pair;
    for (const PairLine& l : pc.lines) {
      ScoreCardRow base{l.round, l.table, l.seat, l.partner, l.opponents, std::nullopt};
      if (l.seat == PairLine::Seat::SitOut || l.boards.empty()) {
        base.seat = PairLine::Seat::SitOut;
        base.opponents.clear();
        card.rows.push_back(base);
        continue;
      }
      std::vector<int> boards = l.boards;
      std::sort(boards.begin(), boards.end());
      for (int b : boards) {
        ScoreCardRow row = base;
        row.board = b;
        card.rows.push_back(std::move(row));
      }
    }
    out.push_back(std::move(card));
  }
  return out;
}

std::vector<std::vector<int>> pack_pages(const std::vector<int>& rows, int per_page) {
  std::vector<std::vector<int>> pages;
  const int n = static_cast<int>(rows.size());
  for (int i = 0; i < n;) {
    if (per_page >= 2 && i + 1 < n && rows[i] <= kRowsForTwoAPage && rows[i + 1] <= kRowsForTwoAPage) {
      pages.push_back({i, i + 1});
      i += 2;
    } else {
      pages.push_back({i});
      i += 1;
    }
  }
  return pages;
}

std::string seat_letter(score::Seat s, Lang lang) {
  switch (s) {
    case score::Seat::North: return "N";
    case score::Seat::East: return "E";
    case score::Seat::South: return "S";
    case score::Seat::West: return tr(lang, "W", "O");
  }
  return "";
}

std::string seat_word(score::Seat s, Lang lang) {
  switch (s) {
    case score::Seat::North: return tr(lang, "North", "Norte");
    case score::Seat::East: return tr(lang, "East", "Este");
    case score::Seat::South: return tr(lang, "South", "Sur");
    case score::Seat::West: return tr(lang, "West", "Oeste");
  }
  return "";
}

namespace {

// A printed page's size and margins, in millimetres.
struct PaperSize {
  const char* css;
  double width, height, margin;
  double inner_h() const { return height - 2 * margin - 1; }  // a millimetre spare for rounding
};
PaperSize size_of(Paper p) {
  const detail::Sheet sheet = detail::sheet_of(p);
  return PaperSize{sheet.css, sheet.width_mm, sheet.height_mm, 11};
}

std::string mm(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1fmm", v);
  return buf;
}
std::string pt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1fpt", v);
  return buf;
}

std::string esc(std::string_view s) { return html_escape(s); }

std::string vul_words(const score::Vulnerability& v, Lang lang) {
  if (v.ns && v.ew) return tr(lang, "All", "Todos");
  if (v.ns) return tr(lang, "N-S", "Norte-Sur");
  if (v.ew) return tr(lang, "E-W", "Este-Oeste");
  return tr(lang, "None", "Nadie");
}

std::string kind_title(PaperworkKind k, Lang lang) {
  switch (k) {
    case PaperworkKind::PickupSlips: return tr(lang, "Pickup slips", "Papeletas");
    case PaperworkKind::Travellers: return tr(lang, "Travellers", "Planillas viajeras");
    case PaperworkKind::ScoreCards: return tr(lang, "Score cards", "Tarjetas de puntuación");
  }
  return "";
}

std::string css(const PaperSize& p) {
  std::string out = "@page { size: " + std::string(p.css) + " portrait; margin: " + mm(p.margin) + "; }\n";
  out += ":root { --paper-w: " + mm(p.width) + "; --paper-h: " + mm(p.height) + "; --margin: " + mm(p.margin) +
         "; --inner-h: " + mm(p.inner_h()) + "; }\n";
  out += R"(* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #000; background: #fff; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; line-height: 1.2; }
.page { display: flex; flex-direction: column; min-height: var(--inner-h); break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
.page-head { display: flex; align-items: baseline; gap: 10pt; border-bottom: 0.5mm solid #000; padding-bottom: 1mm; margin-bottom: 3mm; font-size: 11pt; }
.page-head .event { flex: 1; min-width: 0; font-weight: bold; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.page-head span { white-space: nowrap; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { border: 0.35mm solid #000; text-align: center; vertical-align: middle; padding: 0 1mm; overflow-wrap: anywhere; }
th { font-size: 9.5pt; font-weight: bold; padding: 1mm 0.5mm; overflow-wrap: normal; }
/* pickup slips: 2 × 4 a page, dashed cut lines round every slip */
.slips { flex: 1; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); grid-template-rows: repeat(4, minmax(0, 1fr)); border-top: 0.3mm dashed #000; border-left: 0.3mm dashed #000; }
.slip { border-right: 0.3mm dashed #000; border-bottom: 0.3mm dashed #000; padding: 2.5mm 3mm; display: flex; flex-direction: column; justify-content: space-between; gap: 1.2mm; break-inside: avoid; overflow: hidden; }
.slip .top { display: flex; justify-content: space-between; gap: 2mm; font-size: 10pt; }
.slip .top .event { min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.slip .top .where { white-space: nowrap; font-weight: bold; }
.slip .board { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
.slip .board .n { font-size: 15pt; font-weight: bold; white-space: nowrap; }
.slip .board .n strong { font-size: 22pt; }
.slip .board .dv { font-size: 10.5pt; text-align: right; }
.slip .pairs { display: flex; justify-content: space-between; font-size: 12pt; }
.slip .pairs strong { font-size: 14pt; }
.slip table th { font-size: 9pt; padding: 0.4mm 0.3mm; font-weight: normal; }
.slip table td { height: 9mm; }
/* travellers and score cards */
.item { display: flex; flex-direction: column; break-inside: avoid; }
.two .item { flex: 1; }
.two .item + .item { border-top: 0.4mm dashed #000; padding-top: 4mm; margin-top: 4mm; }
.item-head { display: flex; justify-content: space-between; align-items: flex-end; gap: 6mm; margin-bottom: 2.5mm; }
.item-head h1 { margin: 0; font-size: 26pt; line-height: 1; white-space: nowrap; }
.item-head h1 .sub { font-size: 16pt; font-weight: normal; }
.item-head > div:first-child { min-width: 0; }
.item-head .facts { font-size: 13pt; text-align: right; flex: none; white-space: nowrap; }
.item-head .facts p { margin: 0; }
.item-head .names { font-size: 15pt; margin: 1mm 0 0 0; }
.grid td { font-size: var(--cell-font); height: var(--row-h); }
.grid td.pair { font-weight: bold; white-space: nowrap; font-size: min(var(--cell-font), 13pt); }
.grid tr.round-start td { border-top-width: 0.8mm; }
.grid td.sitout { font-style: italic; text-align: left; padding-left: 3mm; }
.none { font-size: 14pt; }
@media screen {
  body { background: #d9d9d9; padding: 6mm 0; }
  .page { box-sizing: content-box; width: calc(var(--paper-w) - 2 * var(--margin)); min-height: calc(var(--paper-h) - 2 * var(--margin)); padding: var(--margin); margin: 0 auto 6mm; background: #fff; }
}
)";
  return out;
}

std::string head(const std::string& title, Lang lang, const PaperSize& p) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(lang == Lang::Es ? "es" : "en") + "\">\n<head>\n";
  out += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + esc(title) + "</title>\n<style>\n" + css(p) + "</style>\n</head>\n<body>\n";
  return out;
}

std::string page_head(const PaperworkInfo& info, PaperworkKind kind, int page, int pages, Lang lang) {
  std::string out = "<header class=\"page-head\">";
  out += "<span class=\"event\">" + esc(info.event.empty() ? kind_title(kind, lang) : info.event) + "</span>";
  if (!info.event.empty()) out += "<span class=\"kind\">" + esc(kind_title(kind, lang)) + "</span>";
  if (!info.date.empty()) out += "<span class=\"date\">" + esc(info.date) + "</span>";
  out += "<span class=\"page-no\">" + tr(lang, "Page ", "Página ") + std::to_string(page) + tr(lang, " of ", " de ") +
         std::to_string(pages) + "</span></header>\n";
  return out;
}

std::string slip_html(const PickupSlip& s, const PaperworkInfo& info, Lang lang) {
  std::string out = "<section class=\"slip\">\n";
  out += "<div class=\"top\"><span class=\"event\">" + esc(info.event) + "</span><span class=\"where\">" +
         tr(lang, "Round ", "Ronda ") + std::to_string(s.round) + " \u00b7 " + tr(lang, "Table ", "Mesa ") +
         std::to_string(s.table) + "</span></div>\n";
  out += "<div class=\"board\"><span class=\"n\">" + tr(lang, "Board ", "Tablero ") + "<strong>" +
         std::to_string(s.board) + "</strong></span><span class=\"dv\">" + tr(lang, "Dealer: ", "Reparte: ") +
         seat_word(s.facts.dealer, lang) + "<br>" + tr(lang, "Vul: ", "Vulnerable: ") +
         vul_words(s.facts.vulnerability, lang) + "</span></div>\n";
  out += "<div class=\"pairs\"><span>" + tr(lang, "N-S ", "N-S ") + "<strong>" + esc(s.ns) + "</strong></span><span>" +
         tr(lang, "E-W ", "E-O ") + "<strong>" + esc(s.ew) + "</strong></span></div>\n";
  out += "<table><tr><th>" + tr(lang, "Contract", "Contrato") + "</th><th>" + tr(lang, "By", "Por") + "</th><th>" +
         tr(lang, "Lead", "Salida") + "</th><th>" + tr(lang, "Tricks", "Bazas") + "</th></tr>\n";
  out += "<tr><td></td><td></td><td></td><td></td></tr>\n";
  out += "<tr><th>" + tr(lang, "Score N-S +", "Puntos N-S +") + "</th><th>" + tr(lang, "Score N-S \u2212", "Puntos N-S \u2212") +
         "</th><th colspan=\"2\">" + tr(lang, "E-W initials", "Iniciales E-O") + "</th></tr>\n";
  out += "<tr><td></td><td></td><td colspan=\"2\"></td></tr></table>\n</section>\n";
  return out;
}

// The height of a grid's rows and its type size: as large as fits `rows` rows in `space` mm.
std::string grid_style(int rows, double space) {
  const double row = std::clamp(space / std::max(1, rows), 5.0, 11.0);
  const double font = std::clamp(row * 1.75, 9.0, 15.0);
  return "--row-h: " + mm(row) + "; --cell-font: " + pt(font) + ";";
}

std::string pair_text(const PaperworkInfo& info, const PairId& p) {
  auto it = info.names.find(p);
  return it == info.names.end() || it->second.empty() ? std::string() : it->second;
}

std::string traveller_html(const Traveller& t, const PaperworkInfo& info, Lang lang, double space) {
  std::string out = "<section class=\"item traveller\">\n<div class=\"item-head\"><h1>" + tr(lang, "Board ", "Tablero ") +
                    std::to_string(t.board) + "</h1><div class=\"facts\"><p>" + tr(lang, "Dealer: ", "Reparte: ") +
                    "<strong>" + seat_word(t.facts.dealer, lang) + "</strong></p><p>" +
                    tr(lang, "Vulnerable: ", "Vulnerable: ") + "<strong>" + vul_words(t.facts.vulnerability, lang) +
                    "</strong></p>" + (info.event.empty() ? std::string() : "<p>" + esc(info.event) + "</p>") + "</div></div>\n";
  out += "<table class=\"grid\" style=\"" + grid_style(static_cast<int>(t.rows.size()), space) + "\">\n";
  out += "<colgroup><col style=\"width:7%\"><col style=\"width:10%\"><col style=\"width:10%\"><col style=\"width:11%\">"
         "<col style=\"width:6%\"><col style=\"width:8%\"><col style=\"width:9%\"><col style=\"width:10%\">"
         "<col style=\"width:10%\"><col style=\"width:9.5%\"><col style=\"width:9.5%\"></colgroup>\n";
  out += "<thead><tr><th>" + tr(lang, "Round", "Ronda") + "</th><th>N-S</th><th>" + tr(lang, "E-W", "E-O") + "</th><th>" +
         tr(lang, "Contract", "Contrato") + "</th><th>" + tr(lang, "By", "Por") + "</th><th>" + tr(lang, "Lead", "Salida") +
         "</th><th>" + tr(lang, "Tricks", "Bazas") + "</th><th>" + tr(lang, "N-S +", "N-S +") + "</th><th>" +
         tr(lang, "N-S \u2212", "N-S \u2212") + "</th><th>" + (info.imps ? std::string("IMPs N-S") : tr(lang, "MP N-S", "PM N-S")) + "</th><th>" +
         (info.imps ? tr(lang, "IMPs E-W", "IMPs E-O") : tr(lang, "MP E-W", "PM E-O")) + "</th></tr></thead>\n<tbody>\n";
  for (const auto& r : t.rows)
    out += "<tr><td>" + std::to_string(r.round) + "</td><td class=\"pair\">" + esc(r.ns) + "</td><td class=\"pair\">" +
           esc(r.ew) + "</td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>\n";
  out += "</tbody></table>\n";
  return out + "</section>\n";
}

std::string dir_text(PairLine::Seat s, Lang lang) {
  switch (s) {
    case PairLine::Seat::NS: return "N-S";
    case PairLine::Seat::EW: return tr(lang, "E-W", "E-O");
    case PairLine::Seat::North: return seat_letter(score::Seat::North, lang);
    case PairLine::Seat::South: return seat_letter(score::Seat::South, lang);
    case PairLine::Seat::East: return seat_letter(score::Seat::East, lang);
    case PairLine::Seat::West: return seat_letter(score::Seat::West, lang);
    case PairLine::Seat::SitOut: return "";
  }
  return "";
}

std::string joined(const std::vector<PairId>& ids) {
  std::string s;
  for (const auto& id : ids) s += (s.empty() ? "" : " ") + id;
  return s;
}

std::string score_card_html(const Movement& m, const ScoreCard& c, const PaperworkInfo& info, Lang lang, double space) {
  const bool individual = m.individual;
  const std::string who = individual ? tr(lang, "Player ", "Jugador ") : tr(lang, "Pair ", "Pareja ");
  std::string out = "<section class=\"item score-card\">\n<div class=\"item-head\"><div><h1>" + who + esc(c.pair) +
                    " <span class=\"sub\">" + tr(lang, "score card", "tarjeta de puntuación") + "</span></h1>";
  if (auto names = pair_text(info, c.pair); !names.empty()) out += "<p class=\"names\">" + esc(names) + "</p>";
  out += "</div><div class=\"facts\">";
  if (!info.event.empty()) out += "<p><strong>" + esc(info.event) + "</strong></p>";
  if (!info.date.empty()) out += "<p>" + esc(info.date) + "</p>";
  out += "</div></div>\n";
  out += "<table class=\"grid\" style=\"" + grid_style(static_cast<int>(c.rows.size()), space) + "\">\n<colgroup>";
  const std::vector<int> widths = individual ? std::vector<int>{8, 7, 7, 11, 12, 8, 10, 5, 11, 8, 8, 5}
                                             : std::vector<int>{8, 7, 8, 12, 8, 11, 6, 11, 9, 9, 11};
  for (int w : widths) out += "<col style=\"width:" + std::to_string(w) + "%\">";
  out += "</colgroup>\n<thead><tr><th>" + tr(lang, "Round", "Ronda") + "</th><th>" + tr(lang, "Table", "Mesa") + "</th><th>" +
         (individual ? tr(lang, "Seat", "Puesto") : tr(lang, "Dir.", "Línea")) + "</th>";
  if (individual) out += "<th>" + tr(lang, "Partner", "Compañero") + "</th>";
  out += "<th>" + tr(lang, "Opponents", "Rivales") + "</th><th>" + tr(lang, "Board", "Tablero") + "</th><th>" +
         tr(lang, "Contract", "Contrato") + "</th><th>" + tr(lang, "By", "Por") + "</th><th>" + tr(lang, "Result", "Resultado") +
         "</th><th>" + tr(lang, "Score +", "Puntos +") + "</th><th>" + tr(lang, "Score \u2212", "Puntos \u2212") + "</th><th>" +
         tr(lang, "Notes", "Notas") + "</th></tr></thead>\n<tbody>\n";
  for (size_t i = 0; i < c.rows.size(); ++i) {
    const ScoreCardRow& r = c.rows[i];
    const bool first = i == 0 || c.rows[i - 1].round != r.round;
    int span = 0;
    for (size_t j = i; j < c.rows.size() && c.rows[j].round == r.round; ++j) ++span;
    out += first && i > 0 ? "<tr class=\"round-start\">" : "<tr>";
    if (r.seat == PairLine::Seat::SitOut) {
      out += "<td>" + std::to_string(r.round) + "</td><td colspan=\"" + std::to_string(widths.size() - 1) +
             "\" class=\"sitout\">" + tr(lang, "sits out this round", "descansa esta ronda") + "</td></tr>\n";
      continue;
    }
    if (first) {
      const std::string rs = span > 1 ? " rowspan=\"" + std::to_string(span) + "\"" : "";
      out += "<td" + rs + ">" + std::to_string(r.round) + "</td><td" + rs + " class=\"pair\">" + std::to_string(r.table) +
             "</td><td" + rs + ">" + dir_text(r.seat, lang) + "</td>";
      if (individual) out += "<td" + rs + " class=\"pair\">" + esc(r.partner.value_or("")) + "</td>";
      out += "<td" + rs + " class=\"pair\">" + esc(joined(r.opponents)) + "</td>";
    }
    out += "<td class=\"pair\">" + std::to_string(r.board.value_or(0)) +
           "</td><td></td><td></td><td></td><td></td><td></td><td></td></tr>\n";
  }
  return out + "</tbody></table>\n</section>\n";
}

}  // namespace

PaperworkPage paperwork_html(const Movement& m, PaperworkKind kind, const PaperworkInfo& info, Lang lang) {
  const PaperSize paper = size_of(info.paper);
  const std::string title = (info.event.empty() ? "" : info.event + " \u2013 ") + kind_title(kind, lang);
  std::string out = head(title, lang, paper);
  PaperworkPage page;
  // Millimetres a page has for its items below the page's header line.
  const double body = paper.inner_h() - 12;
  if (kind == PaperworkKind::PickupSlips) {
    const auto slips = pickup_slips(m, info);
    page.items = static_cast<int>(slips.size());
    page.pages = slip_pages(page.items);
    for (int p = 0; p < page.pages; ++p) {
      out += "<div class=\"page\">\n" + page_head(info, kind, p + 1, page.pages, lang);
      if (slips.empty()) {
        out += "<p class=\"none\">" + tr(lang, "No boards to play: no slips.", "No hay tableros que jugar: ninguna papeleta.") +
               "</p>\n</div>\n";
        continue;
      }
      out += "<div class=\"slips\">\n";
      const size_t first = static_cast<size_t>(p) * kSlipsPerPage;
      for (size_t i = first; i < std::min(slips.size(), first + kSlipsPerPage); ++i) out += slip_html(slips[i], info, lang);
      out += "</div>\n</div>\n";
    }
    return {out + "</body>\n</html>\n", page.items, page.pages};
  }
  std::vector<int> rows;
  const auto trav = kind == PaperworkKind::Travellers ? travellers(m, info) : std::vector<Traveller>{};
  const auto cards = kind == PaperworkKind::ScoreCards ? score_cards(m) : std::vector<ScoreCard>{};
  for (const auto& t : trav) rows.push_back(static_cast<int>(t.rows.size()));
  for (const auto& c : cards) rows.push_back(static_cast<int>(c.rows.size()));
  const auto pages = pack_pages(rows, info.per_page);
  page.items = static_cast<int>(rows.size());
  page.pages = std::max<int>(1, static_cast<int>(pages.size()));
  if (pages.empty())
    out += "<div class=\"page\">\n" + page_head(info, kind, 1, 1, lang) + "<p class=\"none\">" +
           tr(lang, "Nothing to print.", "No hay nada que imprimir.") + "</p>\n</div>\n";
  for (size_t p = 0; p < pages.size(); ++p) {
    const bool two = pages[p].size() > 1;
    out += std::string("<div class=\"page") + (two ? " two" : "") + "\">\n" +
           page_head(info, kind, static_cast<int>(p) + 1, page.pages, lang);
    // Space for the grid's rows: the page (or half of it) less the item's heading and the
    // grid's header row.
    const double heading = kind == PaperworkKind::ScoreCards ? 24 : 22;
    const double space = (two ? (body - 8) / 2 : body) - heading - 9;
    for (int i : pages[p])
      out += kind == PaperworkKind::Travellers ? traveller_html(trav[i], info, lang, space)
                                               : score_card_html(m, cards[i], info, lang, space);
    out += "</div>\n";
  }
  return {out + "</body>\n</html>\n", page.items, page.pages};
}

}  // namespace bandeja::movement
