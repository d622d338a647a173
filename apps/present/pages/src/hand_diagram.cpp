#include "bandeja/present/hand_diagram.hpp"

#include <cstdlib>

#include "bandeja/present/report.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"

namespace bandeja::present {

using namespace formats;  // the event record these pages lay out
namespace {

using score::Seat;
using score::Strain;

// The hand record's words in one language, from the catalogue (hand.* and word.* entries).
struct Words {
  std::string board, dealer, vulnerable, hcp, hcp_long, dd_caption, declarer, pass;
  std::string seats[4];    // score::Seat order
  std::string strains[5];  // score::Strain order, for the columns' titles
  std::string colon;       // between a label and its value: ": ", French " : "
};

Words words(Lang l) {
  auto w = [l](const char* code) { return present::say(l, code); };
  return Words{w("hand.board"), w("hand.dealer"), w("hand.vulnerable"), w("hand.hcp"), w("hand.hcp_long"),
               w("hand.dd_caption"), w("hand.declarer"), w("hand.pass"),
               {w("word.seat.N"), w("word.seat.E"), w("word.seat.S"), w("word.seat.W")},
               {w("word.strain.C"), w("word.strain.D"), w("word.strain.H"), w("word.strain.S"), w("word.strain.NT")},
               w("word.colon")};
}

bool red(Strain s) { return s == Strain::Hearts || s == Strain::Diamonds; }

// The suit symbols, as the deal lists its suits (spades first).
constexpr const char* kSymbols[] = {"\u2660", "\u2665", "\u2666", "\u2663"};

std::string symbol_html(int suit_index) {
  const bool is_red = suit_index == 1 || suit_index == 2;
  return std::string(is_red ? "<span class=\"red\">" : "<span>") + kSymbols[suit_index] + "</span>";
}

// "2♥", "3NT"/"3ST", "5♦X" with the result and the declarer: "5♦X-3 E".
std::string par_contract_text(const deal::ParContract& c, Lang lang) {
  std::string out = contract_text(score::Played{c.contract, c.declarer, 0, std::nullopt}, lang);
  if (c.result > 0) out += "+" + std::to_string(c.result);
  if (c.result < 0) out += std::to_string(c.result);
  return out + " " + score::to_string(c.declarer, lang);
}

// The same with its suit symbol red for hearts and diamonds.
std::string par_contract_html(const deal::ParContract& c, Lang lang) {
  std::string t = html_escape(par_contract_text(c, lang));
  if (!red(c.contract.strain)) return t;
  const std::string sym = c.contract.strain == Strain::Hearts ? "\u2665" : "\u2666";
  const auto at = t.find(sym);
  return t.substr(0, at) + "<span class=\"red\">" + sym + "</span>" + t.substr(at + sym.size());
}

// "Par: NS 110 — " before the contracts.
std::string par_head(const deal::Par& par, Lang lang) {
  std::string side;
  if (par.score > 0) side = "NS ";
  if (par.score < 0) side = present::say(lang, "site.ew") + " ";
  return present::say(lang, "hand.par", {side + std::to_string(std::abs(par.score))}) + " \u2014 ";
}

std::string hand_html(const Deal& d, Seat s, const Words& w) {
  static const char* cls[] = {"north", "east", "south", "west"};
  std::string out = "<div class=\"hand " + std::string(cls[static_cast<int>(s)]) + "\">\n<h3>" +
                    w.seats[static_cast<int>(s)] + "</h3>\n";
  for (int suit = 0; suit < 4; ++suit) {
    std::string shown;
    for (char c : d.hands[static_cast<int>(s)][suit]) {
      if (!shown.empty()) shown += ' ';
      if (c == 'T') shown += "10";
      else shown += c;
    }
    out += "<p>" + symbol_html(suit) + " " + (shown.empty() ? "\u2014" : shown) + "</p>\n";
  }
  return out + "</div>\n";
}

// The seats' letters around a square, naming the hands.
std::string compass_html(Lang lang) {
  std::string out = "<div class=\"compass\" aria-hidden=\"true\">";
  for (auto [s, cls] : {std::pair{Seat::North, "n"}, {Seat::West, "w"}, {Seat::East, "e"}, {Seat::South, "s"}})
    out += "<span class=\"" + std::string(cls) + "\">" + score::to_string(s, lang) + "</span>";
  return out + "</div>\n";
}

// The high-card points of each hand, placed as the hands are.
std::string hcp_html(const Deal& d, const Words& w) {
  std::string label = std::string(w.hcp_long) + w.colon.substr(0, w.colon.size() - 1);
  for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West})
    label += std::string(s == Seat::North ? " " : ", ") + w.seats[static_cast<int>(s)] + " " +
             std::to_string(deal::hcp(d, s));
  std::string out = "<div class=\"hcp\" role=\"img\" aria-label=\"" + html_escape(label) + "\" title=\"" +
                    html_escape(w.hcp_long) + "\">";
  for (auto [s, cls] : {std::pair{Seat::North, "n"}, {Seat::West, "w"}, {Seat::East, "e"}, {Seat::South, "s"}})
    out += "<span class=\"" + std::string(cls) + "\">" + std::to_string(deal::hcp(d, s)) + "</span>";
  return out + "<span class=\"label\">" + w.hcp + "</span></div>\n";
}

std::string facts_html(const Board& b, Lang lang, const Words& w) {
  return "<div class=\"facts\">\n<h2 class=\"board-number\">" + std::string(w.board) + " <span class=\"n\">" +
         std::to_string(b.number) + "</span></h2>\n<p>" + w.dealer + w.colon + "<span class=\"v\">" + w.seats[static_cast<int>(b.dealer)] +
         "</span></p>\n<p>" + w.vulnerable + w.colon + "<span class=\"v\">" + present::vulnerability_words(b.vulnerability, lang) +
         "</span></p>\n</div>\n";
}

const char* kCss = R"(/* The hand record (present/hand_diagram.hpp): the layout; sizes are the page's. */
.hand-record .deal { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); column-gap: 0.8em; row-gap: 0.35em; align-items: center; }
.deal .facts { grid-column: 1; grid-row: 1; align-self: start; }
.deal .north { grid-column: 2 / 4; grid-row: 1; }
.deal .west { grid-column: 1; grid-row: 2; justify-self: end; }
.deal .compass { grid-column: 2; grid-row: 2; }
.deal .east { grid-column: 3; grid-row: 2; }
.deal .hcp { grid-column: 1; grid-row: 3; justify-self: end; }
.deal .south { grid-column: 2 / 4; grid-row: 3; }
.facts h2, .facts p { margin: 0; }
.facts .v { white-space: nowrap; }
.hand h3 { margin: 0; }
.hand p { margin: 0; padding-left: 1.25em; text-indent: -1.25em; }
.hand p > span:first-child { display: inline-block; width: 1em; text-indent: 0; }
.compass, .hcp { display: grid; grid-template-columns: repeat(3, 1.45em); grid-template-rows: repeat(3, 1.2em); place-items: center; }
.hcp { grid-template-columns: 1.6em 1.8em 1.6em; }
.compass { border: 1px solid currentColor; width: 4.6em; height: 3.9em; justify-content: center; align-content: center; }
.compass .n, .hcp .n { grid-column: 2; grid-row: 1; }
.compass .w, .hcp .w { grid-column: 1; grid-row: 2; }
.compass .e, .hcp .e { grid-column: 3; grid-row: 2; }
.compass .s, .hcp .s { grid-column: 2; grid-row: 3; }
.hcp .label { grid-column: 2; grid-row: 2; font-size: 0.7em; }
.hand-record .red { color: #b00020; }
table.dd { border-collapse: collapse; width: auto; margin: 0; }
table.dd caption { text-align: center; font-weight: normal; padding: 0 0 0.1em; white-space: nowrap; }
table.dd th, table.dd td { text-align: center; padding: 0.05em 0.45em; border: none; border-bottom: 1px solid #c8c8c8; background: none; font-variant-numeric: tabular-nums; }
table.dd thead th { border-bottom: 1px solid currentColor; }
table.dd tbody th { text-align: left; }
.hand-record .analysis { display: flex; flex-direction: column; align-items: center; }
.analysis .par { margin: 0.3em 0 0; font-weight: bold; }
)";

}  // namespace

std::string dd_table_html(const deal::DoubleDummy& dd, Lang lang) {
  const Words w = words(lang);
  std::string out = "<table class=\"dd\">\n<caption>" + std::string(w.dd_caption) +
                    "</caption>\n<thead><tr><td></td>";
  for (Strain t : deal::kTableStrains) {
    std::string head;
    if (t == Strain::NoTrump) head = score::to_string(t, lang);
    else head = symbol_html(deal::suit_index(t));
    out += "<th scope=\"col\" title=\"" + std::string(w.strains[static_cast<int>(t)]) + "\">" + head + "</th>";
  }
  out += "</tr></thead>\n<tbody>\n";
  for (Seat s : deal::kTableSeats) {
    out += "<tr><th scope=\"row\" title=\"" + std::string(w.declarer) + w.colon + w.seats[static_cast<int>(s)] + "\">" +
           score::to_string(s, lang) + "</th>";
    for (Strain t : deal::kTableStrains)
      out += "<td>" + std::to_string(dd.of(s, t)) + "</td>";
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

std::string par_text(const deal::Par& par, Lang lang) {
  std::string out = par_head(par, lang);
  if (par.passed_out()) return out + words(lang).pass;
  for (size_t i = 0; i < par.contracts.size(); ++i) out += (i ? ", " : "") + par_contract_text(par.contracts[i], lang);
  return out;
}

std::string par_html(const deal::Par& par, Lang lang) {
  std::string out = html_escape(par_head(par, lang));
  if (par.passed_out()) return out + words(lang).pass;
  for (size_t i = 0; i < par.contracts.size(); ++i) out += (i ? ", " : "") + par_contract_html(par.contracts[i], lang);
  return out;
}

std::string board_facts_text(const Board& b, Lang lang) {
  const Words w = words(lang);
  return std::string(w.dealer) + w.colon + w.seats[static_cast<int>(b.dealer)] + " \u00b7 " + w.vulnerable + w.colon +
         present::vulnerability_words(b.vulnerability, lang);
}

std::string hand_diagram_html(const Board& b, Lang lang, DiagramParts parts) {
  const Words w = words(lang);
  std::string out = "<div class=\"hand-record\">\n";
  if (b.deal || parts.facts) {
    out += "<div class=\"deal\">\n";
    if (parts.facts) out += facts_html(b, lang, w);
    if (b.deal) {
      for (Seat s : {Seat::North, Seat::West}) out += hand_html(*b.deal, s, w);
      out += compass_html(lang);
      for (Seat s : {Seat::East, Seat::South}) out += hand_html(*b.deal, s, w);
      out += hcp_html(*b.deal, w);
    }
    out += "</div>\n";
  }
  if (b.analysis)
    out += "<div class=\"analysis\">\n" + dd_table_html(b.analysis->dd, lang) + "<p class=\"par\">" +
           par_html(b.analysis->par, lang) + "</p>\n</div>\n";
  return out + "</div>\n";
}

std::string_view hand_diagram_css() { return kCss; }

}  // namespace bandeja::present
