#pragma once
// The guide cards and the pair (or player) cards of a movement, in words: libmovement lays them
// out as values (bandeja/movement/cards.hpp: table_cards, pair_cards, CardSet), this renders
// them to plain text and to print-ready HTML in the director's language, every word from the
// message catalogue (cards.*). The HTML is one card a page (or two, where they fit), A4 or
// Letter portrait, in type as large as the page allows (movement::kCardLargestPt at most), sized
// card by card from the card's own rounds and words so that every card of every movement fits
// its page. Pure: returns strings, writes nothing.
#include <map>
#include <string>
#include <vector>

#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// Plain text, one card per string. A pair card shows the pair's names and its opponents' when
// `names` has them. (An event's cards, with its name: render_text_cards.)
std::string render_text(const movement::Movement& m, const movement::TableCard& card, Lang lang);
std::string render_text(const movement::Movement& m, const movement::PairCard& card, Lang lang,
                        const movement::PairNames& names = {});

struct CardDocument {
  std::string html;
  int cards = 0;
  int pages = 0;
  int per_page = 1;          // as printed: 1 when two a page was asked for and does not fit
  double smallest_pt = 0;    // the smallest body type of any card
  bool fits = true;          // every card fits its page (false only past kCardSmallestPt)
};

// A card as plain text and the name of its file without extension (movement::card_file_stem).
struct TextCard {
  std::string file, text;
};

// Every card of the set as plain text, its guide cards first, each with the set's event and
// section beside the movement and, on a pair card, the set's names (its links are not printed).
std::vector<TextCard> render_text_cards(const movement::CardSet& set, Lang lang);

// One HTML5 document of the sets' cards, every guide card of a set and then its pair cards, in
// order, `print.per_page` a page. A table with an entry in its set's `links` shows its QR code,
// about 4 cm square, beside the card's title, with a line telling the players to scan it and
// the URL in small type under it.
CardDocument render_cards(const std::vector<movement::CardSet>& sets, Lang lang, movement::CardPrint print = {});

// One movement's cards, one a page: render_cards of one set.
std::string render_html(const movement::Movement& m, const std::vector<movement::TableCard>& tables,
                        const std::vector<movement::PairCard>& pairs, Lang lang,
                        movement::Paper paper = movement::Paper::A4,
                        const std::map<int, movement::TableLinkCard>& links = {});

// The movement's one-line description in `lang`: its summary (movement.hpp, summary_text).
std::string description(const movement::Movement& m, Lang lang);

}  // namespace bandeja::present
