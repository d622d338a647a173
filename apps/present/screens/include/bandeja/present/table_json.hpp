#pragma once
// The JSON the table API returns (docs/api.md): a result line, a table's state, a board's
// traveller. Values for the page's script: codes and numbers as the contract fixes them, with
// the texts a player reads (the entry, the pairs) in the reader's language beside them.
#include <vector>

#include <nlohmann/json.hpp>

#include "bandeja/db/records.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// A result line: id, board, round, table, pairs, kind, text, NS score; for a played contract
// its contract, declarer, tricks, result ("=", "+1", "-2", libscore's) and lead.
nlohmann::json line_json(const db::ResultLine& line, Lang lang);

// What a table's phone shows: the event, the table, the round it plays (null once finished),
// the round it has reached, and each round with its pairs, names and boards.
nlohmann::json table_view_json(const director::TableView& view, Lang lang);

// A board's traveller as the table may see it: its lines, and with the board its dealer,
// vulnerability and hands (null when not dealt); each line's points when `points` are given
// (as the event lets its tables see them).
nlohmann::json traveller_json(const std::vector<db::ResultLine>& lines, const db::Board* board,
                              const std::optional<director::TravellerPoints>& points, Lang lang);

}  // namespace bandeja::present
