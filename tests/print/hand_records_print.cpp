// Writes what the print tests and the docs' screenshots look at: a hand-record sheet of N
// reproducible deals (deal::seeded_deal) with made-up but plausible double-dummy analyses, as
// HTML, or printed to PDF through the CLI's own printer (apps/bandeja/print_pdf.cpp); or the
// results site of a small event with those boards, four tables' made-up results on each (its
// board pages show the analysis).
//   hand_records_print sheet OUT.html|OUT.pdf [--boards N] [--per-page P] [--paper a4|letter]
//                            [--lang en|es] [--title T] [--date D]
//   hand_records_print site DIR [--boards N] [--lang en|es]
// Exit status 0 on success; 1 with the error on standard error (in the language asked for).
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "bandeja/deal/dealing.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/hand_records.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/law77.hpp"
#include "print_pdf.hpp"

using namespace bandeja;
using score::Seat;
using score::Strain;

namespace {

constexpr Strain kStrains[] = {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump};

int length(const deal::Deal& d, Seat s, Strain t) { return static_cast<int>(deal::holding(d, s, t).size()); }

// Not a solver: tricks from the side's high-card points and its trump fit, so that the numbers
// look like a hand record's (a side's tricks and its opponents' add up to about 13).
deal::Analysis made_up_analysis(const deal::Deal& d, score::Vulnerability vul) {
  deal::Analysis a;
  for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West}) {
    const Seat p = deal::partner(s);
    const int points = deal::hcp(d, s) + deal::hcp(d, p);
    for (Strain t : kStrains) {
      const int fit = t == Strain::NoTrump ? 7 : length(d, s, t) + length(d, p, t);
      const double guess = 6.5 + (points - 20) / 2.6 + (fit - 7) * 0.9 + (deal::hcp(d, s) >= deal::hcp(d, p) ? 0.3 : -0.3);
      a.dd.tricks[static_cast<int>(s)][static_cast<int>(t)] = std::clamp(static_cast<int>(guess + 0.5), 0, 13);
    }
  }
  // The par: the best-scoring contract either side makes (no sacrifices), by every declarer
  // who makes it.
  int best = 0;
  for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West})
    for (Strain t : kStrains) {
      const int tricks = a.dd.of(s, t);
      if (tricks < 7) continue;
      const score::Contract c{tricks - 6, t, score::Doubling::Undoubled};
      const int ns = score::ns_score(c, s, tricks, vul);
      const bool ns_side = s == Seat::North || s == Seat::South;
      const int own = ns_side ? ns : -ns;
      if (own > std::abs(best) || (own == std::abs(best) && a.par.contracts.empty())) {
        best = ns;
        a.par.contracts.clear();
      }
      if (own == std::abs(best) && (ns_side == (best > 0)))
        a.par.contracts.push_back({c, s, 0});
    }
  a.par.score = a.par.contracts.empty() ? 0 : best;
  return a;
}

std::vector<formats::Board> boards(int n) {
  std::vector<formats::Board> out;
  for (int b = 1; b <= n; ++b) {
    formats::Board board;
    board.number = b;
    board.dealer = score::dealer(b);
    board.vulnerability = score::vulnerability(b);
    board.deal = deal::seeded_deal(20261124, b);
    board.analysis = made_up_analysis(*board.deal, board.vulnerability);
    out.push_back(board);
  }
  return out;
}

// Four tables' results on a board, near its double-dummy tricks, matchpointed (top 6).
std::vector<formats::Line> results(const formats::Board& b) {
  std::vector<formats::Line> lines;
  const auto& par = b.analysis->par;
  const deal::ParContract c = par.passed_out() ? deal::ParContract{{1, Strain::NoTrump, score::Doubling::Undoubled}, Seat::North, 0}
                                               : par.contracts.front();
  for (int t = 1; t <= 4; ++t) {
    formats::Line l;
    l.round = 1;
    l.table = t;
    l.ns = std::to_string(t) + "NS";
    l.ew = std::to_string(t) + "EW";
    const int tricks = std::clamp(b.analysis->dd.of(c.declarer, c.contract.strain) + (t % 3) - 1, 0, 13);
    l.entry = score::Played{c.contract, t == 2 ? deal::partner(c.declarer) : c.declarer, tricks, t == 3 ? std::optional<std::string>("HK") : std::nullopt};
    l.ns_score = score::ns_score(l.entry, b.vulnerability);
    lines.push_back(l);
  }
  for (auto& l : lines) {
    double mp = 0;
    for (const auto& o : lines)
      if (&o != &l) mp += *l.ns_score > *o.ns_score ? 2 : *l.ns_score == *o.ns_score ? 1 : 0;
    l.ns_points = mp;
    l.ew_points = 6 - mp;
  }
  return lines;
}

int refuse(const std::string& text) {
  std::cerr << "hand_records_print: " << text << '\n';
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) return refuse("usage: hand_records_print sheet OUT.html|OUT.pdf [options] | site DIR [options]");
  const std::string what = argv[1], out = argv[2];
  int n = 36, per_page = 4;
  std::string paper = "a4", lang_id = "en", title = "Tuesday pairs <Club \"La Bandeja\"> & friends", date = "2026-11-24";
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string opt = argv[i], value = argv[i + 1];
    if (opt == "--boards") n = std::atoi(value.c_str());
    else if (opt == "--per-page") per_page = std::atoi(value.c_str());
    else if (opt == "--paper") paper = value;
    else if (opt == "--lang") lang_id = value;
    else if (opt == "--title") title = value;
    else if (opt == "--date") date = value;
    else return refuse("unknown option " + opt);
  }
  const Lang lang = lang_id == "es" ? Lang::Es : Lang::En;

  if (what == "site") {
    formats::EventRecord ev;
    ev.name = title;
    ev.date = date;
    ev.boards = boards(n);
    const char* names[] = {"Ana García", "Luis Pérez", "Pat O'Brien", "Jo Sons", "Kim Lee", "Sam Roe", "Eva Díaz", "Raúl Gil",
                           "Mia Sol", "Tom Hart", "Ada King", "Ben Cho", "Rosa Vidal", "Iker Sanz", "Lena Ruiz", "Marc Bosch"};
    for (int t = 1; t <= 4; ++t)
      for (const char* side : {"NS", "EW"}) {
        const int i = (t - 1) * 4 + (side[0] == 'E' ? 2 : 0);
        ev.entrants.push_back({std::to_string(t) + side, side, "", {{names[i], ""}, {names[i + 1], ""}}, ""});
      }
    for (auto& b : ev.boards) b.lines = results(b);
    std::filesystem::create_directories(out);
    for (const auto& [name, text] : present::render_site(ev, lang)) std::ofstream(std::filesystem::path(out) / name) << text;
    return 0;
  }
  if (what != "sheet") return refuse("what to write: sheet or site, not " + what);

  present::HandRecordSheet sheet;
  sheet.title = title;
  sheet.date = date;
  sheet.boards = boards(n);
  sheet.per_page = per_page;
  sheet.paper = paper == "letter" ? movement::Paper::Letter : movement::Paper::A4;
  const std::string html = present::hand_record_sheet_html(sheet, lang);
  if (out.ends_with(".pdf")) {
    if (auto r = app::html_to_pdf(html, out); !r) return refuse(present::render(r.error(), lang));
    return 0;
  }
  std::ofstream f(out, std::ios::binary);
  f << html;
  return f.flush() ? 0 : refuse("cannot write " + out);
}
