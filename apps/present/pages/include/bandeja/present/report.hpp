#pragma once
// Text and CSV renderings of an event's ranking and travellers: the text for the terminal
// (columns aligned, in English or Spanish), the CSV for spreadsheets (English column names,
// one header row, comma-separated, quoted only when needed). Pure.
#include <string>

#include "bandeja/formats/event_record.hpp"

namespace bandeja::present {

using formats::EventRecord;
using formats::Line;
using formats::Ruling;
using formats::Scoring;

std::string ranking_text(const EventRecord& event, Lang lang = Lang::En);
std::string travellers_text(const EventRecord& event, Lang lang = Lang::En);

// How a CSV is written for the program that opens it. plain(): comma-separated, decimal
// points, English column names and letters, no byte-order mark (what scripts and other programs
// read). spreadsheet(lang): what a spreadsheet set to that language opens right: a UTF-8
// byte-order mark (so Excel reads Ana García as UTF-8, not Windows-1252); in Spanish and French
// also `;` between fields, decimal commas (59,56) and the language's column names, contract and
// seat letters (4P, 3ST, O, Paso, nj; 4P, 3SA, 5K, O, Passe, nj), so `enter --file` and `import
// travellers` under --lang es or fr read the file back as written.
struct CsvStyle {
  char separator = ',';
  bool decimal_comma = false;
  bool bom = false;
  Lang lang = Lang::En;
  static CsvStyle plain() { return {}; }
  static CsvStyle spreadsheet(Lang lang) {
    return lang == Lang::En ? CsvStyle{',', false, true, Lang::En} : CsvStyle{';', true, true, lang};
  }
  // What a director working in `lang` gets (`bandeja export csv`, the console's files): a Spanish
  // or French spreadsheet reads ';' between fields and a decimal comma; in English the plain file
  // unless it is for a spreadsheet (`excel`: with a byte-order mark, so Excel reads UTF-8).
  static CsvStyle for_director(Lang lang, bool excel) {
    if (lang != Lang::En) return spreadsheet(lang);
    return excel ? spreadsheet(Lang::En) : plain();
  }
};

// The one CSV ranking, written by `bandeja rank --format csv` and `bandeja export csv --ranking`
// alike. Pairs: place,pair,direction,names,total,percent (a session's: place,section,pair,...);
// direction is NS or EW in a two-winner event, empty in a one-winner field; total as
// number_text ("4", "9.6", "59.56"), percent always with two decimals ("80.00"), both rounded
// half away from zero as the text ranking, the JSON and the site round them. Teams:
// place,team,name,players,total,matches. Spanish: puesto,pareja,direccion,nombres,total,porcentaje
// (puesto,equipo,nombre,jugadores,total,partidos).
std::string ranking_csv(const EventRecord& event, const CsvStyle& style = {});
// board,round,table,ns,ew,contract,declarer,result,lead,score: the travellers CSV, so
// `bandeja import travellers` reads it back (under the style's language); with `points`,
// ns_points,ew_points follow (for a spreadsheet: the travellers CSV reader does not take them).
std::string results_csv(const EventRecord& event, bool points = false, const CsvStyle& style = {});

// Shared by the renderers: how a contract, a declarer and a line's score are shown.
std::string contract_text(const score::Entry& e, Lang lang);  // "4♠X", "3NT"/"3ST", "Pass"/"Paso", "A60-40", "weighted"/"ponderada", ""
// A weighted score's parts from one side (Law 12C1(c)): "60% +420 / 40% −50" for NS, the
// same shares with the scores negated for EW ("60% −420 / 40% +50").
std::string weighted_side_text(const score::Weighted& w, bool ns_side);
// A line's score as shown from one side: the score, the weighted parts, or ""; "not played"
// is left to the caller.
std::string line_score_text(const Line& l, bool ns_side);
std::string scoring_name(Scoring s, Lang lang);
// The event's scoring as every ranking states it: scoring_name, and for a teams event whose
// sides keep their own non-balancing awards, that it does.
std::string scoring_text(const EventRecord& ev, Lang lang);  // "matchpoints"/"puntos de match", "cross-IMPs", ...
std::string percent_text(double pct);                         // "62.30" (always two decimals)
std::string percent_text(double pct, Lang lang);              // "62,30" in Spanish and French
// A ruling as every output states it, in the director's language:
//   "Board 7 fouled (Law 87): rounds 5 to 7 played it changed, scored apart — cards swapped"
//   "Procedural penalty (Law 90): pair 3NS, 25% of a top (−1.5) on board 7 — slow play"
std::string ruling_text(const Ruling& r, Lang lang);

}  // namespace bandeja::present
