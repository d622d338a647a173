// `bandeja rank EVENT` / `bandeja rank --session SESSION`: the ranking, as the director reads it
// out (text), as the stable JSON contract for other tools, or as CSV. Thin: parse arguments,
// rank with the director's one operation (bandeja/director/record.hpp: the ranked document
// that publish and export render too), print its warnings, render.
#include <iostream>

#include <spdlog/spdlog.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/present/report.hpp"

namespace bandeja::app {

namespace {

struct RankArgs {
  std::string event;
  std::string session;  // rank this session's sections instead of one event
  bool together = false, apart = false;  // override the session's scope
  std::string scoring;  // empty: the event's own
  int mp_scale = 1;
  std::string format = "text";
  bool no_neuberg = false;
  bool excel = false;
  bool ave_plus_session = false;
};

director::RankOptions options_of(const Context& ctx, const RankArgs& a) {
  director::RankOptions o{std::nullopt, a.mp_scale, !a.no_neuberg, a.ave_plus_session};
  if (a.scoring.empty()) return o;
  const auto s = director::parse_scoring(a.scoring);  // the director's word, parsed once
  if (!s) throw UserError(present::render(s.error(), ctx.lang));
  o.scoring = *s;
  return o;
}

void print(const Context& ctx, const RankArgs& a, const director::Ranked& r) {
  for (const auto& w : r.warnings) warn(ctx, present::render(w, ctx.lang));
  if (a.format == "json") std::cout << present::ranking_json(r);
  else if (a.format == "csv") std::cout << present::ranking_csv(r.record, csv_style(ctx, a.excel));
  else std::cout << present::ranking_text(r, ctx.lang);
}

// `bandeja rank --session SESSION`: its sections ranked apart or together (the session's scope,
// or --apart / --together), pairs named with their section letter ("A1NS").
void cmd_rank_session(Context& ctx, const RankArgs& a) {
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, a.session));
  const auto sections = director::session_sections(store, s);
  const auto scope = director::session_scope(s, scope_choice(a.together, a.apart));
  spdlog::info("{}", present::say(ctx.lang, scope == ranking::Scope::Field ? "log.ranking_session_field" : "log.ranking_session_apart",
                                  {s.name, std::to_string(sections.size())}));
  print(ctx, a, must(ctx, director::rank_session(s.name, s.held_on, sections, options_of(ctx, a), scope)));
}

void cmd_rank(Context& ctx, const RankArgs& a) {
  if (a.event.empty() == a.session.empty()) throw UserError(present::say(ctx.lang, "rank.event_or_session"));
  if ((a.together || a.apart) && a.session.empty())
    throw UserError(present::say(ctx.lang, "rank.together_needs_session"));
  if (!a.session.empty()) return cmd_rank_session(ctx, a);
  db::Store store = open_store(ctx);
  const db::EventInfo info = find_event(ctx, store, a.event);
  spdlog::info("{}", present::say(ctx.lang, "log.ranking_event", {info.name}));
  // Text and CSV show the standings alone, which rank from each line's stored score; JSON
  // carries every line with its points. Either way the event is read for the ranking alone.
  if (a.format == "json") print(ctx, a, must(ctx, director::rank_event(store.load(info.id), options_of(ctx, a))));
  else print(ctx, a, must(ctx, director::rank_standings(store, info.id, options_of(ctx, a))));
}

}  // namespace

void register_rank_commands(CLI::App& app, Context& ctx) {
  auto args = std::make_shared<RankArgs>();
  auto* cmd = app.add_subcommand("rank");
  cmd->add_option("EVENT", args->event);
  cmd->add_option("--session", args->session);
  auto* together = cmd->add_flag("--together", args->together);
  cmd->add_flag("--apart", args->apart)->excludes(together);
  cmd->add_option("--scoring", args->scoring)
      ->check(CLI::IsMember({"mp", "cross-imps", "butler", "bam", "imps"}));
  cmd->add_option("--mp-scale", args->mp_scale)
      ->check(CLI::IsMember({1, 2}))
      ->capture_default_str();
  cmd->add_option("--format", args->format)
      ->check(CLI::IsMember({"text", "json", "csv"}))
      ->capture_default_str();
  cmd->add_flag("--excel", args->excel);
  cmd->add_flag("--no-neuberg", args->no_neuberg);
  cmd->add_flag("--ave-plus-session", args->ave_plus_session);
  cmd->callback([&ctx, args] { cmd_rank(ctx, *args); });
}

}  // namespace bandeja::app
