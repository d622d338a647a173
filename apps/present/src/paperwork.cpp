#include "bandeja/present/paperwork.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/paper.hpp"

namespace bandeja::present {

using movement::Movement;
using movement::PairId;
using movement::PairLine;
using movement::PaperworkInfo;
using movement::PickupSlip;
using movement::ScoreCard;
using movement::ScoreCardRow;
using movement::Traveller;

std::string seat_letter(score::Seat s, Lang lang) {
  switch (s) {
    case score::Seat::North: return say(lang, "paperwork.seat_letter.N");
    case score::Seat::East: return say(lang, "paperwork.seat_letter.E");
    case score::Seat::South: return say(lang, "paperwork.seat_letter.S");
    case score::Seat::West: return say(lang, "paperwork.seat_letter.W");
  }
  return "";
}

std::string seat_word(score::Seat s, Lang lang) {
  switch (s) {
    case score::Seat::North: return say(lang, "paperwork.seat.N");
    case score::Seat::East: return say(lang, "paperwork.seat.E");
    case score::Seat::South: return say(lang, "paperwork.seat.S");
    case score::Seat::West: return say(lang, "paperwork.seat.W");
  }
  return "";
}

namespace {

// A printed page's size and margins, in millimetres.
struct PageSize {
  movement::Paper paper;
  double width, height, margin;
  double inner_h() const { return height - 2 * margin - 1; }  // a millimetre spare for rounding
};
PageSize size_of(movement::Paper p) {
  const movement::PaperSize sheet = movement::paper_size(p);
  return PageSize{p, sheet.width_mm, sheet.height_mm, 11};
}
std::string pt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1fpt", v);
  return buf;
}

std::string esc(std::string_view s) { return html_escape(s); }

std::string vul_words(const score::Vulnerability& v, Lang lang) {
  if (v.ns && v.ew) return say(lang, "paperwork.vul.all");
  if (v.ns) return say(lang, "paperwork.vul.ns");
  if (v.ew) return say(lang, "paperwork.vul.ew");
  return say(lang, "paperwork.vul.none");
}

std::string kind_title(PaperworkKind k, Lang lang) {
  switch (k) {
    case PaperworkKind::PickupSlips: return say(lang, "paperwork.kind.pickup_slips");
    case PaperworkKind::Travellers: return say(lang, "paperwork.kind.travellers");
    case PaperworkKind::ScoreCards: return say(lang, "paperwork.kind.score_cards");
  }
  return "";
}

std::string css(const PageSize& p) {
  std::string out = page_rule(p.paper, p.margin) + page_vars(p.paper, p.margin);
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

std::string head(const std::string& title, Lang lang, const PageSize& p) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(lang_code(lang)) + "\">\n<head>\n";
  out += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + esc(title) + "</title>\n<style>\n" + css(p) + "</style>\n</head>\n<body>\n";
  return out;
}

std::string page_head(const PaperworkInfo& info, PaperworkKind kind, int page, int pages, Lang lang) {
  std::string out = "<header class=\"page-head\">";
  out += "<span class=\"event\">" + esc(info.event.empty() ? kind_title(kind, lang) : info.event) + "</span>";
  if (!info.event.empty()) out += "<span class=\"kind\">" + esc(kind_title(kind, lang)) + "</span>";
  if (!info.date.empty()) out += "<span class=\"date\">" + esc(info.date) + "</span>";
  out += "<span class=\"page-no\">" + say(lang, "paperwork.page", {std::to_string(page), std::to_string(pages)}) +
         "</span></header>\n";
  return out;
}

std::string slip_html(const PickupSlip& s, const PaperworkInfo& info, Lang lang) {
  std::string out = "<section class=\"slip\">\n";
  out += "<div class=\"top\"><span class=\"event\">" + esc(info.event) + "</span><span class=\"where\">" +
         say(lang, "paperwork.round_table", {std::to_string(s.round), std::to_string(s.table)}) + "</span></div>\n";
  out += "<div class=\"board\"><span class=\"n\">" +
         say(lang, "paperwork.board", {"<strong>" + std::to_string(s.board) + "</strong>"}) +
         "</span><span class=\"dv\">" + say(lang, "paperwork.dealer", {seat_word(s.facts.dealer, lang)}) + "<br>" +
         say(lang, "paperwork.vul_short", {vul_words(s.facts.vulnerability, lang)}) + "</span></div>\n";
  out += "<div class=\"pairs\"><span>" + say(lang, "paperwork.slip_ns", {"<strong>" + esc(pair_id(s.ns, lang)) + "</strong>"}) +
         "</span><span>" + say(lang, "paperwork.slip_ew", {"<strong>" + esc(pair_id(s.ew, lang)) + "</strong>"}) + "</span></div>\n";
  out += "<table><tr><th>" + say(lang, "paperwork.col.contract") + "</th><th>" + say(lang, "paperwork.col.by") +
         "</th><th>" + say(lang, "paperwork.col.lead") + "</th><th>" + say(lang, "paperwork.col.tricks") + "</th></tr>\n";
  out += "<tr><td></td><td></td><td></td><td></td></tr>\n";
  out += "<tr><th>" + say(lang, "paperwork.col.score_ns_plus") + "</th><th>" + say(lang, "paperwork.col.score_ns_minus") +
         "</th><th colspan=\"2\">" + say(lang, "paperwork.col.ew_initials") + "</th></tr>\n";
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
  std::string out = "<section class=\"item traveller\">\n<div class=\"item-head\"><h1>" +
                    say(lang, "paperwork.board", {std::to_string(t.board)}) + "</h1><div class=\"facts\"><p>" +
                    say(lang, "paperwork.dealer", {"<strong>" + seat_word(t.facts.dealer, lang) + "</strong>"}) +
                    "</p><p>" +
                    say(lang, "paperwork.vulnerable", {"<strong>" + vul_words(t.facts.vulnerability, lang) + "</strong>"}) +
                    "</p>" + (info.event.empty() ? std::string() : "<p>" + esc(info.event) + "</p>") + "</div></div>\n";
  out += "<table class=\"grid\" style=\"" + grid_style(static_cast<int>(t.rows.size()), space) + "\">\n";
  out += "<colgroup><col style=\"width:7%\"><col style=\"width:10%\"><col style=\"width:10%\"><col style=\"width:11%\">"
         "<col style=\"width:6%\"><col style=\"width:8%\"><col style=\"width:9%\"><col style=\"width:10%\">"
         "<col style=\"width:10%\"><col style=\"width:9.5%\"><col style=\"width:9.5%\"></colgroup>\n";
  const std::string ns = say(lang, "paperwork.ns"), ew = say(lang, "paperwork.ew");
  const char* points = info.imps ? "paperwork.col.imps" : "paperwork.col.mp";
  out += "<thead><tr><th>" + say(lang, "paperwork.col.round") + "</th><th>" + ns + "</th><th>" + ew + "</th><th>" +
         say(lang, "paperwork.col.contract") + "</th><th>" + say(lang, "paperwork.col.by") + "</th><th>" +
         say(lang, "paperwork.col.lead") + "</th><th>" + say(lang, "paperwork.col.tricks") + "</th><th>" +
         say(lang, "paperwork.col.ns_plus") + "</th><th>" + say(lang, "paperwork.col.ns_minus") + "</th><th>" +
         say(lang, points, {ns}) + "</th><th>" + say(lang, points, {ew}) + "</th></tr></thead>\n<tbody>\n";
  for (const auto& r : t.rows)
    out += "<tr><td>" + std::to_string(r.round) + "</td><td class=\"pair\">" + esc(pair_id(r.ns, lang)) + "</td><td class=\"pair\">" +
           esc(pair_id(r.ew, lang)) + "</td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>\n";
  out += "</tbody></table>\n";
  return out + "</section>\n";
}

std::string dir_text(PairLine::Seat s, Lang lang) {
  switch (s) {
    case PairLine::Seat::NS: return say(lang, "paperwork.ns");
    case PairLine::Seat::EW: return say(lang, "paperwork.ew");
    case PairLine::Seat::North: return seat_letter(score::Seat::North, lang);
    case PairLine::Seat::South: return seat_letter(score::Seat::South, lang);
    case PairLine::Seat::East: return seat_letter(score::Seat::East, lang);
    case PairLine::Seat::West: return seat_letter(score::Seat::West, lang);
    case PairLine::Seat::SitOut: return "";
  }
  return "";
}

std::string joined(const std::vector<PairId>& ids, Lang lang) {
  std::string s;
  for (const auto& id : ids) s += (s.empty() ? "" : " ") + pair_id(id, lang);
  return s;
}

std::string score_card_html(const Movement& m, const ScoreCard& c, const PaperworkInfo& info, Lang lang, double space) {
  const bool individual = m.individual;
  std::string out = "<section class=\"item score-card\">\n<div class=\"item-head\"><div><h1>" +
                    say(lang, individual ? "paperwork.player" : "paperwork.pair", {esc(c.pair)}) +
                    " <span class=\"sub\">" + say(lang, "paperwork.score_card") + "</span></h1>";
  if (auto names = pair_text(info, c.pair); !names.empty()) out += "<p class=\"names\">" + esc(names) + "</p>";
  out += "</div><div class=\"facts\">";
  if (!info.event.empty()) out += "<p><strong>" + esc(info.event) + "</strong></p>";
  if (!info.date.empty()) out += "<p>" + esc(info.date) + "</p>";
  out += "</div></div>\n";
  out += "<table class=\"grid\" style=\"" + grid_style(static_cast<int>(c.rows.size()), space) + "\">\n<colgroup>";
  const std::vector<int> widths = individual ? std::vector<int>{8, 7, 7, 11, 12, 8, 10, 5, 11, 8, 8, 5}
                                             : std::vector<int>{8, 7, 8, 12, 8, 11, 6, 11, 9, 9, 11};
  for (int w : widths) out += "<col style=\"width:" + std::to_string(w) + "%\">";
  out += "</colgroup>\n<thead><tr><th>" + say(lang, "paperwork.col.round") + "</th><th>" + say(lang, "paperwork.col.table") +
         "</th><th>" + say(lang, individual ? "paperwork.col.seat" : "paperwork.col.direction") + "</th>";
  if (individual) out += "<th>" + say(lang, "paperwork.col.partner") + "</th>";
  out += "<th>" + say(lang, "paperwork.col.opponents") + "</th><th>" + say(lang, "paperwork.col.board") + "</th><th>" +
         say(lang, "paperwork.col.contract") + "</th><th>" + say(lang, "paperwork.col.by") + "</th><th>" +
         say(lang, "paperwork.col.result") + "</th><th>" + say(lang, "paperwork.col.score_plus") + "</th><th>" +
         say(lang, "paperwork.col.score_minus") + "</th><th>" + say(lang, "paperwork.col.notes") +
         "</th></tr></thead>\n<tbody>\n";
  for (size_t i = 0; i < c.rows.size(); ++i) {
    const ScoreCardRow& r = c.rows[i];
    const bool first = i == 0 || c.rows[i - 1].round != r.round;
    int span = 0;
    for (size_t j = i; j < c.rows.size() && c.rows[j].round == r.round; ++j) ++span;
    out += first && i > 0 ? "<tr class=\"round-start\">" : "<tr>";
    if (r.seat == PairLine::Seat::SitOut) {
      out += "<td>" + std::to_string(r.round) + "</td><td colspan=\"" + std::to_string(widths.size() - 1) +
             "\" class=\"sitout\">" + say(lang, "paperwork.sits_out_round") + "</td></tr>\n";
      continue;
    }
    if (first) {
      const std::string rs = span > 1 ? " rowspan=\"" + std::to_string(span) + "\"" : "";
      out += "<td" + rs + ">" + std::to_string(r.round) + "</td><td" + rs + " class=\"pair\">" + std::to_string(r.table) +
             "</td><td" + rs + ">" + dir_text(r.seat, lang) + "</td>";
      if (individual) out += "<td" + rs + " class=\"pair\">" + esc(r.partner.value_or("")) + "</td>";
      out += "<td" + rs + " class=\"pair\">" + esc(joined(r.opponents, lang)) + "</td>";
    }
    out += "<td class=\"pair\">" + std::to_string(r.board.value_or(0)) +
           "</td><td></td><td></td><td></td><td></td><td></td><td></td></tr>\n";
  }
  return out + "</tbody></table>\n</section>\n";
}

}  // namespace

PaperworkPage paperwork_html(const Movement& m, PaperworkKind kind, const PaperworkInfo& info, Lang lang) {
  const PageSize paper = size_of(info.paper);
  const std::string title = (info.event.empty() ? "" : info.event + " \u2013 ") + kind_title(kind, lang);
  std::string out = head(title, lang, paper);
  PaperworkPage page;
  // Millimetres a page has for its items below the page's header line.
  const double body = paper.inner_h() - 12;
  if (kind == PaperworkKind::PickupSlips) {
    const auto slips = movement::pickup_slips(m, info);
    page.items = static_cast<int>(slips.size());
    page.pages = movement::slip_pages(page.items);
    for (int p = 0; p < page.pages; ++p) {
      out += "<div class=\"page\">\n" + page_head(info, kind, p + 1, page.pages, lang);
      if (slips.empty()) {
        out += "<p class=\"none\">" + say(lang, "paperwork.no_slips") + "</p>\n</div>\n";
        continue;
      }
      out += "<div class=\"slips\">\n";
      const size_t first = static_cast<size_t>(p) * movement::kSlipsPerPage;
      for (size_t i = first; i < std::min(slips.size(), first + movement::kSlipsPerPage); ++i) out += slip_html(slips[i], info, lang);
      out += "</div>\n</div>\n";
    }
    return {out + "</body>\n</html>\n", page.items, page.pages};
  }
  std::vector<int> rows;
  const auto trav = kind == PaperworkKind::Travellers ? movement::travellers(m, info) : std::vector<Traveller>{};
  const auto cards = kind == PaperworkKind::ScoreCards ? movement::score_cards(m) : std::vector<ScoreCard>{};
  for (const auto& t : trav) rows.push_back(static_cast<int>(t.rows.size()));
  for (const auto& c : cards) rows.push_back(static_cast<int>(c.rows.size()));
  const auto pages = movement::pack_pages(rows, info.per_page);
  page.items = static_cast<int>(rows.size());
  page.pages = std::max<int>(1, static_cast<int>(pages.size()));
  if (pages.empty())
    out += "<div class=\"page\">\n" + page_head(info, kind, 1, 1, lang) + "<p class=\"none\">" +
           say(lang, "paperwork.nothing") + "</p>\n</div>\n";
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

}  // namespace bandeja::present
