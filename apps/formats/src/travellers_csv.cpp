#include "bandeja/formats/travellers_csv.hpp"

#include "bandeja/formats/csv.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>

#include "bandeja/score/card.hpp"
#include "bandeja/score/limits.hpp"

namespace bandeja::formats {

namespace {


std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}


enum Col { Board, Round, Table, NS, EW, Contract, Declarer, Result, Score, Lead, NCols };
constexpr std::array<const char*, NCols> kNames{"board", "round", "table", "ns", "ew",
                                               "contract", "declarer", "result", "score", "lead"};

std::optional<Col> column_of(const std::string& header) {
  static const std::map<std::string, Col> names{
      {"board", Board},       {"tablero", Board},     {"bandeja", Board},   {"round", Round},
      {"ronda", Round},       {"table", Table},       {"mesa", Table},      {"ns", NS},
      {"n-s", NS},            {"ew", EW},             {"e-w", EW},          {"eo", EW},
      {"e-o", EW},            {"contract", Contract}, {"contrato", Contract},
      {"declarer", Declarer}, {"declarante", Declarer}, {"by", Declarer},
      {"tricks", Result},     {"result", Result},     {"bazas", Result},    {"resultado", Result},
      {"score", Score},       {"puntuacion", Score},  {"puntuación", Score}, {"lead", Lead},
      {"salida", Lead}};
  auto it = names.find(lower(trim_field(header)));
  if (it == names.end()) return std::nullopt;
  return it->second;
}

bool parse_positive(const std::string& s, int& out) {
  if (s.empty() || s.size() > 6) return false;
  out = 0;
  for (char ch : s) {
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    out = out * 10 + (ch - '0');
  }
  return out >= 1;
}


}  // namespace

std::string RowError::text() const {
  std::string where = (lang == Lang::Es ? "línea " : "line ") + std::to_string(line);
  std::string col = column;
  if (lang == Lang::Es) {  // the Spanish header name of the same column
    static const std::map<std::string, std::string> es{
        {"board", "tablero"},     {"round", "ronda"},       {"table", "mesa"},
        {"ew", "eo"},             {"contract", "contrato"}, {"declarer", "declarante"},
        {"result", "resultado"},  {"score", "puntuacion"},  {"lead", "salida"}};
    if (auto it = es.find(col); it != es.end()) col = it->second;
  }
  if (!col.empty()) where += (lang == Lang::Es ? ", columna " : ", column ") + col;
  return where + ": " + (error && message.empty() ? error->code : message);
}

bandeja::Result<void> TravellersReader::header(const CsvRecord& header) {
  const Lang lang = lang_;
  if (auto fault = csv_fault_error(header)) return std::unexpected(std::move(*fault));
  at_.fill(-1);
  unnamed_.clear();
  // A spreadsheet saves the empty columns after the table too (`lead;;;`): a column without a
  // name is no column, so long as none of its rows holds anything (row() checks).
  columns_ = header.fields.size();
  for (size_t i = 0; i < header.fields.size(); ++i) {
    if (trim_field(header.fields[i]).empty()) {
      unnamed_.push_back(i);
      continue;
    }
    auto c = column_of(header.fields[i]);
    if (!c)
      return fail(tr(lang,
                      "line " + std::to_string(header.line) + ", column " + std::to_string(i + 1) +
                          ": '" + header.fields[i] +
                          "' is not a travellers column (board, round, table, ns, ew, "
                          "contract, declarer, tricks or result, score, lead)",
                      "línea " + std::to_string(header.line) + ", columna " +
                          std::to_string(i + 1) + ": '" + header.fields[i] +
                          "' no es una columna de viajeras (tablero, ronda, mesa, ns, eo, "
                          "contrato, declarante, bazas o resultado, puntuacion, salida)"));
    if (at_[*c] >= 0)
      return fail(tr(lang,
                      "line " + std::to_string(header.line) + ": column " + kNames[*c] +
                          " appears twice (tricks and result are the same column)",
                      "línea " + std::to_string(header.line) + ": la columna " + kNames[*c] +
                          " aparece dos veces (bazas y resultado son la misma columna)"));
    at_[*c] = static_cast<int>(i);
  }
  for (Col c : {Board, NS, EW})
    if (at_[c] < 0)
      return fail(tr(lang,
                      "line " + std::to_string(header.line) + ": the header has no column " +
                          kNames[c] + " (required: board, ns, ew, and contract or score)",
                      "línea " + std::to_string(header.line) + ": la cabecera no tiene la columna " +
                          kNames[c] + " (obligatorias: tablero, ns, eo, y contrato o puntuacion)"));
  if (at_[Contract] < 0 && at_[Score] < 0)
    return fail(tr(lang,
                    "line " + std::to_string(header.line) +
                        ": the header needs a contract column or a score column",
                    "línea " + std::to_string(header.line) +
                        ": la cabecera necesita una columna contrato o puntuacion"));
  return {};
}

std::optional<TravellerRow> TravellersReader::row(const CsvRecord& rec, std::vector<RowError>& errors) const {
  const Lang lang = lang_;
  const auto& at = at_;
  auto error = [&](const std::string& column, std::string en, std::string es) {
    errors.push_back(RowError{rec.line, column, tr(lang, std::move(en), std::move(es)), std::nullopt, lang});
  };
  if (auto fault = csv_fault_error(rec)) {
    errors.push_back(RowError{fault->line, "", "", std::move(fault), lang});
    return std::nullopt;
  }
  // Fields past the header's columns, or under a column without a name, may be empty (the
  // trailing `;;;` of a spreadsheet), never hold a value that would be dropped unread.
  for (size_t i = 0; i < rec.fields.size(); ++i) {
    const bool unnamed = i >= columns_ || std::find(unnamed_.begin(), unnamed_.end(), i) != unnamed_.end();
    if (!unnamed || trim_field(rec.fields[i]).empty()) continue;
    if (i >= columns_)
      error("", "has a value in field " + std::to_string(i + 1) + " but the header has " + std::to_string(columns_) +
                    " columns",
            "tiene un valor en el campo " + std::to_string(i + 1) + " pero la cabecera tiene " +
                std::to_string(columns_) + " columnas");
    else
      error("", "has a value in field " + std::to_string(i + 1) + ", whose column has no name in the header",
            "tiene un valor en el campo " + std::to_string(i + 1) + ", cuya columna no tiene nombre en la cabecera");
    return std::nullopt;
  }
  auto field = [&](Col c) -> const std::string& {
    static const std::string none;
    if (at[c] < 0 || static_cast<size_t>(at[c]) >= rec.fields.size()) return none;
    return rec.fields[static_cast<size_t>(at[c])];
  };
  TravellerRow row;
  row.line = rec.line;
  const size_t errors_before = errors.size();
  const std::string& board = field(Board);
  if (!parse_positive(board, row.board))
    error("board", board.empty() ? "the board number is missing" : "'" + board + "' is not a board number",
          board.empty() ? "falta el número de tablero" : "'" + board + "' no es un número de tablero");
  for (Col c : {Round, Table}) {
    const std::string& v = field(c);
    if (v.empty()) continue;
    int n = 0;
    if (!parse_positive(v, n))
      error(kNames[c], "'" + v + "' is not a " + kNames[c] + " number",
            "'" + v + "' no es un número de " + (c == Round ? "ronda" : "mesa"));
    else
      (c == Round ? row.round : row.table) = n;
  }
  row.ns = pair_id_key(field(NS));  // `5ns` is pair 5NS
  row.ew = pair_id_key(field(EW));
  if (row.ns.empty()) error("ns", "the NS pair is missing", "falta la pareja Norte-Sur");
  if (row.ew.empty()) error("ew", "the EW pair is missing", "falta la pareja Este-Oeste");
  for (const auto& [col, id] : {std::pair{"ns", &row.ns}, std::pair{"ew", &row.ew}})
    if (id->size() > limits::kIdBytes)
      error(col, "a pair id of " + std::to_string(id->size()) + " bytes: the most is " + std::to_string(limits::kIdBytes),
            "un id de pareja de " + std::to_string(id->size()) + " bytes: el máximo es " +
                std::to_string(limits::kIdBytes));
  if (!row.ns.empty() && row.ns == row.ew)
    error("ew", "pair " + row.ns + " cannot play against itself",
          "la pareja " + row.ns + " no puede jugar contra sí misma");
  row.contract = field(Contract);
  row.declarer = field(Declarer);
  row.result = field(Result);
  row.score = field(Score);
  row.lead = field(Lead);
  if (row.contract.empty() && row.score.empty())
    error(at[Contract] >= 0 ? "contract" : "score",
          "no contract and no score: give one (or np in score for a board not played)",
          "sin contrato ni puntuación: indique uno (o nj en puntuacion si no se jugó)");
  if (errors.size() != errors_before) return std::nullopt;
  return row;
}

bandeja::Error TravellersReader::empty_file() const {
  return fail(tr(lang_, "the travellers file is empty: it needs a header row (board,ns,ew,...)",
                 "el fichero de viajeras está vacío: necesita una fila de cabecera "
                 "(tablero,ns,eo,...)")).error();
}

bandeja::Result<TravellersFile> read_travellers_csv(std::string_view text, Lang lang) {
  const auto records = read_csv_records(text);
  TravellersReader reader(lang);
  if (records.empty()) return std::unexpected(reader.empty_file());
  if (auto h = reader.header(records.front()); !h) return std::unexpected(h.error());
  TravellersFile out;
  for (size_t r = 1; r < records.size(); ++r)
    if (auto row = reader.row(records[r], out.errors)) out.rows.push_back(std::move(*row));
  return out;
}

std::string write_travellers_csv(const std::vector<TravellerRow>& rows) {
  std::string out = "board,round,table,ns,ew,contract,declarer,result,score,lead\n";
  for (const auto& r : rows) {
    out += std::to_string(r.board) + ",";
    out += (r.round ? std::to_string(*r.round) : "") + ",";
    out += (r.table ? std::to_string(*r.table) : "") + ",";
    out += csv_field(r.ns) + "," + csv_field(r.ew) + "," + csv_field(r.contract) + "," + csv_field(r.declarer) +
           "," + csv_field(r.result) + "," + csv_field(r.score) + "," + csv_field(r.lead) + "\n";
  }
  return out;
}

TravellerRow to_row(int board, std::optional<int> round, std::optional<int> table,
                    std::string ns, std::string ew, const score::Entry& entry,
                    std::optional<int> ns_score) {
  TravellerRow r;
  r.board = board;
  r.round = round;
  r.table = table;
  r.ns = std::move(ns);
  r.ew = std::move(ew);
  if (auto p = std::get_if<score::Played>(&entry)) {
    r.contract = score::to_string(p->contract);
    r.declarer = score::to_string(p->declarer);
    r.result = std::to_string(p->tricks);
    if (p->lead) r.lead = score::lead_text(*p->lead);  // ♣5: the same card in any language
  } else if (std::holds_alternative<score::PassedOut>(entry)) {
    r.contract = "PASS";
  } else if (auto a = std::get_if<score::Artificial>(&entry)) {
    r.score = score::to_string(score::Entry{*a});
  } else if (auto w = std::get_if<score::Weighted>(&entry)) {
    r.score = score::to_string(score::Entry{*w});  // W60:420/40:-50
  } else if (std::holds_alternative<score::NotPlayed>(entry)) {
    r.score = "np";
  }
  if (ns_score && !std::holds_alternative<score::PassedOut>(entry)) r.score = std::to_string(*ns_score);
  return r;
}

}  // namespace bandeja::formats
