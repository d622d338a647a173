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
#include "bandeja/formats/text_table.hpp"

namespace bandeja::app {

namespace {

std::string team_label(const director::SwissDraw& d, const std::string& id) {
  for (const auto& t : d.teams)
    if (t.id == id && !t.name.empty()) return id + " " + t.name;
  return id;
}

void print_teams(const Context& ctx, const director::SwissDraw& d) {
  fmt::print("{} {}:\n", tr(ctx, "Standings after round", "Clasificación tras la ronda"), d.round - 1);
  std::vector<std::vector<std::string>> st{{tr(ctx, "place", "puesto"), tr(ctx, "team", "equipo"), tr(ctx, "VP", "PV"),
                                            tr(ctx, "opponents' VP", "PV de rivales")}};
  for (const auto& s : d.standings)
    st.push_back({s.place, team_label(d, s.team), fmt::format("{:.2f}", s.vp), fmt::format("{:.2f}", s.opponents_vp)});
  fmt::print("{}", formats::text_table(st, {true, false, true, true}, "  "));
  fmt::print("\n{} {} ({}):\n", tr(ctx, "Round", "Ronda"), d.round,
             tr(ctx, "home team North-South at the odd table", "equipo local Norte-Sur en la mesa impar"));
  std::vector<std::vector<std::string>> rows{{tr(ctx, "tables", "mesas"), tr(ctx, "home", "local"), "",
                                              tr(ctx, "away", "visitante")}};
  for (size_t k = 0; k < d.matches.size(); ++k) {
    const auto& m = d.matches[k];
    rows.push_back({std::to_string(2 * k + 1) + "-" + std::to_string(2 * k + 2), team_label(d, std::to_string(m.home)), "v",
                    team_label(d, std::to_string(m.away))});
  }
  fmt::print("{}", formats::text_table(rows, {}, "  "));
  if (d.bye)
    fmt::print("{}\n", tr(ctx, "Team " + team_label(d, std::to_string(*d.bye)) + " has the bye: it sits out this round.",
                          "El equipo " + team_label(d, std::to_string(*d.bye)) + " descansa: no juega esta ronda."));
}

void print_pairs(const Context& ctx, const director::SwissDraw& d) {
  fmt::print("{} {}:\n", tr(ctx, "Standings after round", "Clasificación tras la ronda"), d.round - 1);
  std::vector<std::vector<std::string>> st{{tr(ctx, "place", "puesto"), tr(ctx, "pair", "pareja"), tr(ctx, "total", "total"), "%"}};
  for (const auto& s : d.pair_standings)
    st.push_back({s.place, s.entrant, s.total ? formats::number_text(*s.total) : "",
                  s.percent ? fmt::format("{:.2f}", *s.percent) : ""});
  fmt::print("{}", formats::text_table(st, {true, false, true, true}, "  "));
  fmt::print("\n{} {} ({}):\n", tr(ctx, "Round", "Ronda"), d.round,
             tr(ctx, "the higher-placed pair North-South", "la pareja mejor clasificada en Norte-Sur"));
  std::vector<std::vector<std::string>> rows{{tr(ctx, "table", "mesa"), tr(ctx, "North-South", "Norte-Sur"), "",
                                              tr(ctx, "East-West", "Este-Oeste")}};
  for (size_t k = 0; k < d.matches.size(); ++k)
    rows.push_back({std::to_string(k + 1), std::to_string(d.matches[k].home), "v", std::to_string(d.matches[k].away)});
  fmt::print("{}", formats::text_table(rows, {}, "  "));
  if (d.bye)
    fmt::print("{}\n", tr(ctx, "Pair " + std::to_string(*d.bye) + " has the bye: it sits out this round.",
                          "La pareja " + std::to_string(*d.bye) + " descansa: no juega esta ronda."));
}

void cmd_next(Context& ctx, const std::string& which) {
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  const auto d = must(ctx, director::swiss_next(store, info, ctx.lang));
  if (info.movement_type == "swiss-pairs") print_pairs(ctx, d);
  else print_teams(ctx, d);
  fmt::print("{}\n", tr(ctx, "its cards: bandeja event cards " + director::typed(info.name) + " --round " + std::to_string(d.round) +
                               " --out cards.pdf",
                        "sus tarjetas: bandeja event cards " + director::typed(info.name) + " --round " + std::to_string(d.round) +
                            " --out tarjetas.pdf"));
}

}  // namespace

void register_swiss_commands(CLI::App& app, Context& ctx) {
  auto* swiss = app.add_subcommand("swiss", "A Swiss (teams or pairs) run live: draw each round from the standings");
  swiss->require_subcommand(1);
  auto* cmd = swiss->add_subcommand("next", "Draw the next round from the standings, once the last one is played");
  auto which = std::make_shared<std::string>();
  cmd->add_option("EVENT", *which, "Event id or name")->required();
  cmd->callback([&ctx, which] { cmd_next(ctx, *which); });
}

}  // namespace bandeja::app
