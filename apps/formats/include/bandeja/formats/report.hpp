#pragma once
// Text and CSV renderings of an event's ranking and travellers: the text for the terminal
// (columns aligned, in English or Spanish), the CSV for spreadsheets (English column names,
// one header row, comma-separated, quoted only when needed). Pure.
#include <string>

#include "bandeja/formats/event_record.hpp"

namespace bandeja::formats {

std::string ranking_text(const EventRecord& event, Lang lang = Lang::En);
std::string travellers_text(const EventRecord& event, Lang lang = Lang::En);

// place,pair,field,names,total,percent
std::string ranking_csv(const EventRecord& event);
// board,round,table,ns,ew,contract,declarer,result,lead,score: the travellers CSV, so
// `bandeja import travellers` reads it back; with `points`, ns_points,ew_points follow (for a
// spreadsheet: the travellers CSV reader does not take them).
std::string results_csv(const EventRecord& event, bool points = false);

// Shared by the renderers: how a contract, a declarer and a line's score are shown.
std::string contract_text(const score::Entry& e, Lang lang);  // "4♠X", "3NT"/"3ST", "Pass"/"Paso", "A60-40", ""
std::string seat_letter(score::Seat s, Lang lang);            // N E S W / N E S O
std::string scoring_name(Scoring s, Lang lang);
std::string percent_text(double pct);                         // "62.30" (always two decimals)               // "matchpoints", "cross-IMPs", ...

}  // namespace bandeja::formats
