#include "bandeja/formats/travellers_csv.hpp"

#include "bandeja/formats/csv.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>

#include "bandeja/present/messages.hpp"
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
      {"salida", Lead},
      // French, as the CSV export writes it (csvcol.*) and with the accents a spreadsheet may add.
      {"donne", Board},       {"etui", Board},        {"étui", Board},      {"tour", Round},
      {"contrat", Contract},  {"declarant", Declarer}, {"déclarant", Declarer},
      {"resultat", Result},   {"résultat", Result},   {"levees", Result},   {"levées", Result},
      {"marque", Score},      {"entame", Lead}};
  auto it = names.find(lower(trim_field(header)));
  if (it == names.end()) return std::nullopt;
  return it->second;
}

// A refusal of the file at `line`, a csv.* code of the catalogue (apps/director/messages/csv.txt)
// or another the director already has: the renderer says "line N, column F: " before its text
// (Error::line and Error::field), "line N: " alone for field "line" (the whole line).
Error at_line(int line, std::string code, std::string field, std::vector<std::string> args = {}) {
  Error e = error_code(std::move(code), std::move(field), std::move(args));
  e.line = line;
  return e;
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
  Error e = error.value_or(Error{});
  if (!error) e.message = message;
  e.line = line;
  if (!column.empty()) e.field = column;
  return present::render(e, lang);  // "line 7, column board: ..." in the row's language
}

bandeja::Result<void> TravellersReader::header(const CsvRecord& header) {
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
    if (!c) return std::unexpected(at_line(header.line, "csv.not_a_column", std::to_string(i + 1), {header.fields[i]}));
    if (at_[*c] >= 0) return std::unexpected(at_line(header.line, "csv.column_twice", "line", {kNames[*c]}));
    at_[*c] = static_cast<int>(i);
  }
  for (Col c : {Board, NS, EW})
    if (at_[c] < 0) return std::unexpected(at_line(header.line, "csv.header_lacks_column", "line", {kNames[c]}));
  if (at_[Contract] < 0 && at_[Score] < 0)
    return std::unexpected(at_line(header.line, "csv.header_needs_contract_or_score", "line"));
  return {};
}

std::optional<TravellerRow> TravellersReader::row(const CsvRecord& rec, std::vector<RowError>& errors) const {
  const auto& at = at_;
  // What is wrong with the row: `code` about `column` ("" for the whole line).
  auto error = [&](const std::string& column, std::string code, std::vector<std::string> args = {}) {
    errors.push_back(RowError{rec.line, column, "",
                              at_line(rec.line, std::move(code), column.empty() ? "line" : column, std::move(args)), lang_});
  };
  if (auto fault = csv_fault_error(rec)) {
    errors.push_back(RowError{fault->line, "", "", std::move(fault), lang_});
    return std::nullopt;
  }
  // Fields past the header's columns, or under a column without a name, may be empty (the
  // trailing `;;;` of a spreadsheet), never hold a value that would be dropped unread.
  for (size_t i = 0; i < rec.fields.size(); ++i) {
    const bool unnamed = i >= columns_ || std::find(unnamed_.begin(), unnamed_.end(), i) != unnamed_.end();
    if (!unnamed || trim_field(rec.fields[i]).empty()) continue;
    if (i >= columns_)
      error("", "csv.value_past_header", {std::to_string(i + 1), std::to_string(columns_)});
    else
      error("", "csv.value_in_unnamed_column", {std::to_string(i + 1)});
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
  if (board.empty()) error("board", "csv.board_missing");
  else if (!parse_positive(board, row.board)) error("board", "csv.not_a_board_number", {board});
  for (Col c : {Round, Table}) {
    const std::string& v = field(c);
    if (v.empty()) continue;
    int n = 0;
    if (!parse_positive(v, n))
      error(kNames[c], c == Round ? "csv.not_a_round_number" : "csv.not_a_table_number", {v});
    else
      (c == Round ? row.round : row.table) = n;
  }
  row.ns = pair_id_key(field(NS));  // `5ns` is pair 5NS
  row.ew = pair_id_key(field(EW));
  if (row.ns.empty()) error("ns", "csv.pair_missing", {"NS"});
  if (row.ew.empty()) error("ew", "csv.pair_missing", {"EW"});
  for (const auto& [col, id] : {std::pair{"ns", &row.ns}, std::pair{"ew", &row.ew}})
    if (id->size() > limits::kIdBytes)
      error(col, "csv.pair_id_too_long", {std::to_string(id->size()), std::to_string(limits::kIdBytes)});
  if (!row.ns.empty() && row.ns == row.ew) error("ew", "line.pair_against_itself", {row.ns});  // the director's own words
  row.contract = field(Contract);
  row.declarer = field(Declarer);
  row.result = field(Result);
  row.score = field(Score);
  row.lead = field(Lead);
  if (row.contract.empty() && row.score.empty())
    error(at[Contract] >= 0 ? "contract" : "score", "csv.no_contract_no_score");
  if (errors.size() != errors_before) return std::nullopt;
  return row;
}

bandeja::Error TravellersReader::empty_file() const { return error_code("csv.travellers_empty", "file"); }

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
