#pragma once
// libmovement's values in words: a movement type's name and what its tables take (`bandeja
// movement list`), a movement's director's notes, a checked movement's problems. libmovement
// gives catalogue codes and language-neutral arguments; these say them in the director's
// language (messages.hpp).
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/movement/movement.hpp"
#include "bandeja/movement/validate.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// A movement type's name: "Mitchell", "Swiss pairs, drawn round by round" ("movement.name.<type>",
// any '-' of the type written '_'); an unknown type is its id.
std::string movement_name(std::string_view type, Lang lang);

// What a movement type's tables take: "odd; even with --skip or --relay" ("movement.tables.<type>").
std::string movement_tables_note(std::string_view type, Lang lang);

// A director's note: its code's text, or an older file's note as written (its Spanish to a
// Spanish director when the file gave one).
std::string note_text(const movement::Note& note, Lang lang);

// What a movement is, one line in `lang`: its summary's parts joined by commas ("7-table
// Mitchell, 7 rounds of 3 boards, skip"; "Mitchell à 7 tables, 7 tours de 3 donnes, avec saut").
// An event keeps the same parts (db::EventInfo::movement_summary).
std::string summary_text(const std::vector<movement::Note>& summary, Lang lang);

// Every note of `m`, in order.
std::vector<std::string> notes_text(const movement::Movement& m, Lang lang);

// A problem the validator found: its code's text, a MeetTwice's places listed as its last
// argument ("round 1, table 1; round 2, table 1").
std::string problem_text(const movement::Problem& problem, Lang lang);

// `bandeja movement show`: the movement as a grid of rounds by tables ("1NS-1EW : 1-3", "*" an
// arrow switch), with its description, summary, notes, the boards away from the tables and its
// balance; as text for the terminal, or as a printable HTML page.
std::string movement_grid_text(const movement::Movement& m, Lang lang);
std::string movement_grid_html(const movement::Movement& m, Lang lang);

// How evenly the pairs meet (`bandeja movement check`'s balance line): couples compared, from
// least to most often, mean, deviation and a quality out of 100, numbers in `lang`'s notation.
std::string balance_text(const movement::BalanceMetrics& b, Lang lang);

// A movement before it is chosen (the console's preview): movement_grid_html's page, then
// whether it is valid and its balance.
std::string movement_preview_html(const movement::Movement& m, Lang lang);

}  // namespace bandeja::present
