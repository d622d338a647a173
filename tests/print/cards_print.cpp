// cards_print OUTDIR: the guide and pair (or player) cards of every movement Bandeja offers
// (tests/support/printable_movements.hpp) as print-ready documents, for each language, paper and
// cards a page, in parts of about kPartPages pages (whole movements), for cards_pdf.sh to print
// through Chromium and count. Beside each NAME.html it writes NAME.titles: one line a printed
// page, the title of the first card on that page.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "bandeja/movement/cards.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/movement/generate.hpp"
#include "printable_movements.hpp"

using namespace bandeja;
using namespace bandeja::movement;
using namespace bandeja::present;

// Pages in one printed part: Chromium prints a few hundred pages in well under a minute.
constexpr std::size_t kPartPages = 400;

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: cards_print OUTDIR\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  std::filesystem::create_directories(dir);
  std::vector<Movement> movements;
  for (const auto& pm : test::printable_movements()) {
    auto m = generate(pm.spec);
    if (!m) {
      std::cerr << pm.label << ": " << m.error().message << '\n';
      return 1;
    }
    movements.push_back(std::move(*m));
  }
  struct Config {
    std::string name;
    Lang lang;
    Paper paper;
    int per_page;
  };
  // Both languages and both papers, one a page and two a page: English on A4, Spanish on Letter
  // (the layout reads the paper and the words, so each pair of them is a case of its own).
  const std::vector<Config> configs = {{"en-a4-1", Lang::En, Paper::A4, 1},
                                       {"es-letter-1", Lang::Es, Paper::Letter, 1},
                                       {"es-a4-2", Lang::Es, Paper::A4, 2}};
  for (const Config& c : configs) {
    std::vector<CardSet> sets;
    std::vector<std::string> titles;  // every card's title, in print order
    for (const Movement& m : movements) {
      CardSet set;
      set.movement = &m;
      set.tables = table_cards(m);
      set.pairs = pair_cards(m);
      set.event = present::description(m, c.lang);
      for (const auto& t : set.tables) titles.push_back(present::say(c.lang, "cards.table_title", {std::to_string(t.table)}));
      for (const auto& p : set.pairs)
        titles.push_back(present::say(c.lang, m.individual ? "cards.player_title" : "cards.pair_title", {p.pair}));
      sets.push_back(std::move(set));
    }
    // Two a page only where a whole movement keeps its type: ask movement by movement and print
    // those that take two a page. The guide cards, then the pair cards, each from a new page.
    struct Part {
      std::vector<CardSet> sets;
      std::vector<std::string> titles;  // a page's first card
    };
    std::vector<Part> parts(1);
    std::size_t card = 0;
    for (CardSet& set : sets) {
      const std::size_t n = set.tables.size() + set.pairs.size();
      const int per_page = render_cards({set}, c.lang, {c.paper, c.per_page}).per_page;
      if (per_page == c.per_page) {
        if (parts.back().titles.size() >= kPartPages) parts.emplace_back();
        Part& part = parts.back();
        for (std::size_t i = 0; i < set.tables.size(); i += static_cast<std::size_t>(per_page))
          part.titles.push_back(titles[card + i]);
        for (std::size_t i = 0; i < set.pairs.size(); i += static_cast<std::size_t>(per_page))
          part.titles.push_back(titles[card + set.tables.size() + i]);
        part.sets.push_back(std::move(set));
      }
      card += n;
    }
    for (std::size_t p = 0; p < parts.size(); ++p) {
      const std::string name = c.name + "-part" + std::to_string(p + 1);
      const CardDocument doc = render_cards(parts[p].sets, c.lang, {c.paper, c.per_page});
      if (doc.per_page != c.per_page || doc.pages != static_cast<int>(parts[p].titles.size()) || !doc.fits) {
        std::cerr << name << ": the layout says " << doc.pages << " pages at " << doc.per_page
                  << " a page, expected " << parts[p].titles.size() << '\n';
        return 1;
      }
      std::ofstream(dir / (name + ".html"), std::ios::binary) << doc.html;
      std::ofstream titles_out(dir / (name + ".titles"), std::ios::binary);
      for (const auto& t : parts[p].titles) titles_out << t << '\n';
      std::cout << name << ": " << doc.cards << " cards, " << doc.pages << " pages, smallest type "
                << doc.smallest_pt << "pt\n" << std::flush;
    }
  }
  return 0;
}
