// `bandeja swiss next EVENT`: a Swiss teams event's next round, drawn from the standings once
// the round before is played. Thin: arguments -> director (swiss.hpp) -> what the director reads:
// the standings it was drawn from, then the round's matches and tables.
#include <memory>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/swiss.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/text_table.hpp"

namespace bandeja::app {

namespace {

// The catalogue's text for `code` (cli_swiss.txt) in the director's language.
std::string say(const Context& ctx, std::string_view code, const std::vector<std::string>& args = {}) {
  return present::say(ctx.lang, code, args);
}

std::string team_label(const director::SwissDraw& d, const std::string& id) {
  for (const auto& t : d.teams)
    if (t.id == id && !t.name.empty()) return id + " " + t.name;
  return id;
}

void print_teams(const Context& ctx, const director::SwissDraw& d) {
  fmt::print("{}\n", say(ctx, "cli_swiss.standings_after", {std::to_string(d.round - 1)}));
  std::vector<std::vector<std::string>> st{{say(ctx, "cli_swiss.col_place"), say(ctx, "cli_swiss.col_team"),
                                            say(ctx, "cli_swiss.col_vp"), say(ctx, "cli_swiss.col_opponents_vp")}};
  for (const auto& s : d.standings)
    st.push_back({s.place, team_label(d, s.team), present::decimal(fmt::format("{:.2f}", s.vp), ctx.lang), present::decimal(fmt::format("{:.2f}", s.opponents_vp), ctx.lang)});
  fmt::print("{}", present::text_table(st, {true, false, true, true}, "  "));
  fmt::print("\n{}\n", say(ctx, "cli_swiss.round_teams", {std::to_string(d.round)}));
  std::vector<std::vector<std::string>> rows{{say(ctx, "cli_swiss.col_tables"), say(ctx, "cli_swiss.col_home"), "",
                                              say(ctx, "cli_swiss.col_away")}};
  for (size_t k = 0; k < d.matches.size(); ++k) {
    const auto& m = d.matches[k];
    rows.push_back({std::to_string(2 * k + 1) + "-" + std::to_string(2 * k + 2), team_label(d, std::to_string(m.home)), "v",
                    team_label(d, std::to_string(m.away))});
  }
  fmt::print("{}", present::text_table(rows, {}, "  "));
  if (d.bye)
    fmt::print("{}\n", say(ctx, "cli_swiss.bye_team", {team_label(d, std::to_string(*d.bye))}));
}

void print_pairs(const Context& ctx, const director::SwissDraw& d) {
  fmt::print("{}\n", say(ctx, "cli_swiss.standings_after", {std::to_string(d.round - 1)}));
  std::vector<std::vector<std::string>> st{
      {say(ctx, "cli_swiss.col_place"), say(ctx, "cli_swiss.col_pair"), say(ctx, "cli_swiss.col_total"), "%"}};
  for (const auto& s : d.pair_standings)
    st.push_back({s.place, present::pair_id(s.entrant, ctx.lang), s.total ? formats::number_text(*s.total, ctx.lang) : "",
                  s.percent ? present::decimal(fmt::format("{:.2f}", *s.percent), ctx.lang) : ""});
  fmt::print("{}", present::text_table(st, {true, false, true, true}, "  "));
  fmt::print("\n{}\n", say(ctx, "cli_swiss.round_pairs", {std::to_string(d.round)}));
  std::vector<std::vector<std::string>> rows{{say(ctx, "cli_swiss.col_table"), say(ctx, "cli_swiss.col_north_south"), "",
                                              say(ctx, "cli_swiss.col_east_west")}};
  for (size_t k = 0; k < d.matches.size(); ++k)
    rows.push_back({std::to_string(k + 1), std::to_string(d.matches[k].home), "v", std::to_string(d.matches[k].away)});
  fmt::print("{}", present::text_table(rows, {}, "  "));
  if (d.bye)
    fmt::print("{}\n", say(ctx, "cli_swiss.bye_pair", {std::to_string(*d.bye)}));
}

void cmd_next(Context& ctx, const std::string& which) {
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const auto d = must(ctx, director::swiss_next(store, info, ctx.lang));
  if (info.movement_type == "swiss-pairs") print_pairs(ctx, d);
  else print_teams(ctx, d);
  fmt::print("{}\n", say(ctx, "cli_swiss.cards", {director::typed(info.name), std::to_string(d.round)}));
}

}  // namespace

void register_swiss_commands(CLI::App& app, Context& ctx) {
  auto* swiss = app.add_subcommand("swiss");
  swiss->require_subcommand(1);
  auto* cmd = swiss->add_subcommand("next");
  auto which = std::make_shared<std::string>();
  cmd->add_option("EVENT", *which)->required();
  cmd->callback([&ctx, which] { cmd_next(ctx, *which); });
}

}  // namespace bandeja::app
