#pragma once
// A table's page (/t/TOKEN, the page a phone opens from the QR on the guide card): the round it
// plays, who sits where, each board of the round with what is entered, and the words and the
// score table its script uses; its status part alone, which the page fetches to refresh itself.
#include <string>

#include "bandeja/director/tables.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// The status of the table: the round it plays (or that it has finished, with the last round
// played), the seats, the boards. The same HTML on first load and on refresh.
std::string table_status_html(const director::TableView& view, Lang lang);

// The whole page of the table whose secret link is `token`.
std::string table_page_html(const director::TableView& view, const std::string& token, Lang lang);

}  // namespace bandeja::present
