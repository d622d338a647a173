// The console's calculators: three small forms that ask nothing of the event file (GET, no
// token), each answered under itself, an error next to its fields.
#include "bandeja/present/console_tools.hpp"

#include "bandeja/present/messages.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/vp.hpp"
#include "console_parts.hpp"

namespace bandeja::present::console {

namespace {

using namespace parts;

// One calculator: its heading, its GET form of `fields` (with `name` telling the route which
// one was asked), and its answer or error when asked.
std::string calculator(const Context& c, const char* id, const char* heading, const std::string& fields,
                       const std::string& answer) {
  return "<section class=\"calculator\" id=\"" + std::string(id) + "\"><h3>" + esc(c.w(heading)) +
         "</h3>\n<form method=\"get\" action=\"/director/calculators#" + id + "\" class=\"fields\">" + hidden("calc", id) + fields +
         "<button type=\"submit\">" + esc(c.w("console.calc_go")) + "</button></form>\n" + answer + "</section>\n";
}

template <class T, class F>
std::string answer_of(const Context& c, const std::optional<Result<T>>& asked, F&& said) {
  if (!asked) return "";
  if (!*asked) return message_html("error", refusal(c, asked->error()), "calc-error");
  return "<p class=\"answer\" role=\"status\"><output>" + esc(said(**asked)) + "</output></p>\n";
}

std::string vul_options(const Context& c, const std::string& chosen) {
  std::string out = "<select name=\"vul\"><option value=\"\">" + esc(c.w("console.calc_vul_board")) + "</option>";
  const std::pair<const char*, score::Vulnerability> all[] = {
      {"none", {false, false}}, {"ns", {true, false}}, {"ew", {false, true}}, {"all", {true, true}}};
  for (const auto& [value, v] : all)
    out += "<option value=\"" + std::string(value) + "\"" + (chosen == value ? " selected" : "") + ">" +
           esc(vulnerability_words(v, c.lang)) + "</option>";
  return out + "</select>";
}

// A drop-down of (value, words) with `chosen` selected.
std::string select(const std::string& name, const std::vector<std::pair<std::string, std::string>>& options, const std::string& chosen) {
  std::string out = "<select name=\"" + name + "\">";
  for (const auto& [value, words] : options)
    out += "<option value=\"" + value + "\"" + (value == chosen ? " selected" : "") + ">" + esc(words) + "</option>";
  return out + "</select>";
}

std::string sheet_fields(const Context& c, const Calculators& k) {
  using score::Team;
  return field(c.w("console.calc_sheet_game"), select("game", {{"rubber", c.w("console.sheet_rubber")}, {"chicago", c.w("console.sheet_chicago")},
                                                               {"auction", c.w("console.sheet_auction")}},
                                                      k.game)) +
         field(c.w("console.calc_sheet_first"),
               select("first_dealer", {{"we", team_words(Team::We, c.lang)}, {"they", team_words(Team::They, c.lang)}}, k.first_dealer)) +
         field(c.w("console.calc_sheet_variant"), select("variant", {{"dealer", c.w("console.sheet_vul_dealer")},
                                                                     {"non-dealer", c.w("console.sheet_vul_other")}},
                                                         k.variant)) +
         "<label class=\"check\"><input type=\"checkbox\" name=\"old\" value=\"1\"" + (k.all_odd_tricks ? " checked" : "") + "> " +
         esc(c.w("console.calc_sheet_old")) + "</label><br>" +
         "<label class=\"wide\">" + esc(c.w("console.calc_sheet_lines")) +
         " <textarea name=\"deals\" rows=\"8\" cols=\"40\" autocomplete=\"off\" spellcheck=\"false\">" + esc(k.deals) +
         "</textarea></label> ";
}

std::string sheet_answer(const Context& c, const Calculators& k) {
  if (!k.sheet) return "";
  std::string out;
  for (const auto& r : k.sheet->refused)
    out += message_html("error", c.w("file.line", {std::to_string(r.line)}) + ": " + r.why, "calc-error");
  return out + sheet_html(*k.sheet, c.lang);
}

}  // namespace

std::string calculators_page(const Context& c, const Calculators& k) {
  std::string body = "<h2>" + esc(c.w("console.calculators")) + "</h2>\n<p>" + esc(c.w("console.calc_help")) + "</p>\n";
  body += calculator(
      c, "score", "console.calc_score",
      field(c.w("console.result"), text_input("entry", k.entry, " size=\"14\" required autocomplete=\"off\" placeholder=\"4S N =\"")) +
          field(c.w("console.board"), text_input("board", k.board.empty() ? "1" : k.board, " size=\"4\" inputmode=\"numeric\"")) +
          field(c.w("console.calc_vul"), vul_options(c, k.vul)),
      answer_of(c, k.score, [&](const ScoreWorked& s) {
        const std::string line = entry_text(s.entry, c.lang, true), vul = vulnerability_words(s.vul, c.lang);
        if (!s.ns) return c.w("console.calc_no_score", {std::to_string(s.board), vul, line});
        return c.w("console.calc_score_answer", {std::to_string(s.board), vul, line, score::signed_text(*s.ns)});
      }));
  body += calculator(c, "imps", "console.calc_imps",
                     field(c.w("console.calc_difference"), text_input("difference", k.difference, " size=\"6\" required inputmode=\"numeric\"")),
                     answer_of(c, k.imps, [&](int imps) { return c.w("console.calc_imps_answer", {k.difference, std::to_string(imps)}); }));
  body += calculator(c, "vp", "console.calc_vp",
                     field(c.w("console.calc_margin"), text_input("margin", k.margin, " size=\"5\" required inputmode=\"numeric\"")) +
                         field(c.w("console.calc_boards"), text_input("boards", k.boards, " size=\"4\" required inputmode=\"numeric\"")),
                     answer_of(c, k.vp, [&](int vp) {
                       return c.w("console.calc_vp_answer", {k.margin, k.boards, decimal(score::vp_text(vp), c.lang),
                                                              decimal(score::vp_text(2000 - vp), c.lang)});
                     }));
  body += calculator(c, "sheet", "console.calc_sheet", sheet_fields(c, k), sheet_answer(c, k));
  return page(c, c.w("console.calculators"), body);
}

}  // namespace bandeja::present::console
