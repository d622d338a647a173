// The table API's JSON (docs/api.md).
#include "bandeja/present/table_json.hpp"

#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/present/hand_diagram.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::present {

using Json = nlohmann::json;

Json line_json(const db::ResultLine& line, Lang lang) {
  Json j{{"id", line.id},
         {"board", line.board},
         {"round", line.round ? Json(*line.round) : Json(nullptr)},
         {"table", line.table ? Json(*line.table) : Json(nullptr)},
         {"ns", line.ns},
         {"ew", line.ew},
         {"kind", std::string(score::kind_name(line.entry))},
         {"text", entry_text(line.entry, lang)},
         {"ns_score", line.ns_score ? Json(*line.ns_score) : Json(nullptr)},
         {"ns_text", pair_id(line.ns, lang)},
         {"ew_text", pair_id(line.ew, lang)}};
  if (auto p = std::get_if<score::Played>(&line.entry)) {
    j["contract"] = score::to_string(p->contract);
    j["declarer"] = score::to_string(p->declarer);
    j["tricks"] = p->tricks;
    j["result"] = score::result_text(p->contract, p->tricks);
    j["lead"] = p->lead ? Json(*p->lead) : Json(nullptr);
  } else if (std::holds_alternative<score::PassedOut>(line.entry)) {
    j["contract"] = "pass";
  }
  return j;
}

Json table_view_json(const director::TableView& v, Lang lang) {
  Json rounds = Json::array();
  for (const auto& r : v.rounds) {
    Json boards = Json::array();
    for (const auto& b : r.boards)
      boards.push_back({{"board", b.board},
                        {"dealer", score::to_string(b.dealer)},
                        {"vulnerability", score::vulnerability_code(b.vulnerability)},
                        {"entered", b.entered ? line_json(*b.entered, lang) : Json(nullptr)},
                        {"correctable", b.correctable}});
    rounds.push_back({{"round", r.round},
                      {"locked", r.locked},
                      {"complete", r.complete()},
                      {"ns", r.ns},
                      {"ns_text", pair_id(r.ns, lang)},
                      {"ew_text", pair_id(r.ew, lang)},
                      {"ew", r.ew},
                      {"ns_names", r.ns_names},
                      {"ew_names", r.ew_names},
                      {"boards", boards}});
  }
  return Json{{"event", {{"id", v.event.id}, {"name", v.event.name}, {"teams", director::is_teams_event(v.event)}}},
              {"table", v.table},
              {"round", v.current_round ? Json(v.current_round) : Json(nullptr)},
              {"reached", v.reached_round},
              {"finished", v.current_round == 0},
              {"awaiting", v.awaiting},
              {"numbers_needed", v.numbers_needed},
              {"rounds", rounds}};
}

Json traveller_json(const std::vector<db::ResultLine>& lines, const db::Board* board,
                    const std::optional<director::TravellerPoints>& points, Lang lang) {
  Json out{{"lines", Json::array()}};
  for (const auto& l : lines) out["lines"].push_back(line_json(l, lang));
  if (board) {
    out["board"] = board->number;
    out["dealer"] = score::to_string(board->dealer);
    out["vulnerability"] = score::vulnerability_code(board->vulnerability);
    out["deal"] = nullptr;
    if (board->deal)
      if (auto d = formats::parse_deal(*board->deal); d) {
        Json hands = Json::object();
        const char* seats[] = {"N", "E", "S", "W"};
        for (int s = 0; s < 4; ++s) hands[seats[s]] = Json(d->hands[s]);
        out["deal"] = hands;
      }
    // The par, once the board is analysed (bandeja analyse, or a hand record with it).
    out["par"] = board->analysis ? Json(par_text(board->analysis->par, lang)) : Json(nullptr);
  }
  if (points) {
    out["points"] = points->unit;
    for (size_t i = 0; i < lines.size(); ++i)
      for (auto [key, v] : {std::pair{"ns_points", i < points->ns.size() ? points->ns[i] : std::nullopt},
                            std::pair{"ew_points", i < points->ew.size() ? points->ew[i] : std::nullopt}})
        out["lines"][i][key] = v ? Json(formats::number_text(*v, lang)) : Json(nullptr);
    // At matchpoints each line's percentage of the board's top (its two sides' points share the
    // top between them): none while the board has no top yet (one result).
    if (points->unit == "mp")
      for (size_t i = 0; i < lines.size() && i < points->ns.size() && i < points->ew.size(); ++i)
        if (points->ns[i] && points->ew[i] && *points->ns[i] + *points->ew[i] > 0) {
          const double top = *points->ns[i] + *points->ew[i];
          out["lines"][i]["ns_percent"] = decimal(percent_text(*points->ns[i] / top * 100), lang);
          out["lines"][i]["ew_percent"] = decimal(percent_text(*points->ew[i] / top * 100), lang);
        }
  }
  return out;
}

}  // namespace bandeja::present
