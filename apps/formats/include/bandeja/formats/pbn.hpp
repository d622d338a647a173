#pragma once
// PBN 2.1 (Portable Bridge Notation): an event as one game per board, with the standard tags,
// the hand record when known, the traveller as a ScoreTable, and the final ranking as a
// TotalScoreTable (in the first game). See docs/formats.md for every tag and column.
#include <string>
#include <string_view>

#include "bandeja/formats/event_record.hpp"

namespace bandeja::formats {

// The whole event as a PBN 2.1 file in export format: UTF-8 (declared so), CR LF line ends.
std::string write_pbn(const EventRecord& event);

// Reads a PBN file: hand records alone (boards with Deal, no results) or hand records with
// results in ScoreTables, and a TotalScoreTable when present. Errors are pbn.* codes of the
// message catalogue (apps/director/messages/pbn.txt) naming the line as their first argument:
// pbn.row_values {"14", "ScoreTable", "9", "12"}, rendered "line 14: ScoreTable row has 9
// values for 12 columns" (Error::line stays 0: the text says the line). A result line the one
// reader (score::read_entry) refuses is the exception: finished text in `lang` holding the
// reader's own refusal (an error cannot hold another). The text is read in its character set (pbn_read.cpp: UTF-8 when marked or declared, or
// when it is UTF-8 all through; else ISO 8859-1 / Windows-1252) and kept as UTF-8. Never throws.
//
// Import format is read as PBN 2.1 asks of it: "#" and "##" tag value inheritance (§4.8), a
// tag that already occurred in its game ignored, a tag value spanning lines, any subset of the
// tags (a game with a Deal and no Board is the board after the previous one), a board's hand
// record given again by another game read once, a Deal with one hand "-" completed from the
// other three. What the file holds and the event does not keep is counted in `notes` when given.
struct PbnNotes {
  int auctions = 0;        // games whose Auction section is not kept
  int plays = 0;           // games whose Play section is not kept
  int comments = 0;        // { } and ; comments
  int repeated_tags = 0;   // tags that already occurred in their game, ignored
  int repeated_deals = 0;  // games giving again a board's hand record (or none), read once
  int partial_deals = 0;   // hand records with two or more hands unknown ("-"): boards kept without
  std::string undated;     // a Date in no form read (YYYY.MM.DD, YYYY-MM-DD, 30/3/2021...): the event is stored undated
  // Results a game gives in its own Contract/Declarer/Result tags (BBO, vugraph, one game per
  // table) that could not become lines: its players not named (so no pair), the same
  // partnership at two tables of a board (a match whose two rooms name teams, not pairs), or a
  // file whose ScoreTables already give the travellers.
  int unpaired_results = 0;
  bool any() const {
    return auctions || plays || comments || repeated_tags || repeated_deals || partial_deals || !undated.empty() ||
           unpaired_results;
  }
};
Result<EventRecord> read_pbn(std::string_view text, Lang lang = Lang::En, PbnNotes* notes = nullptr);

// A PBN Date as ISO "2024-05-24": YYYY.MM.DD as PBN writes it, or as other programs write it
// (2024-05-24, 2024/05/24, either followed by a time; 24.05.2024, 24/5/2024, and 3/30/2021
// where the day cannot be the month). Empty for a form not read or a day and month that could
// be either (5/3/2021); the error pbn.not_a_date {value} for a date of PBN's form that is no
// date (2026.13.01). `lang` is no longer used.
Result<std::string> date_from_pbn(std::string_view value, Lang lang = Lang::En);

}  // namespace bandeja::formats
