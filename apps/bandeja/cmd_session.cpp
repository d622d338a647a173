// `bandeja session new|list|show|add|remove|scope`: the sections that play the same boards on
// one night. Thin: arguments -> checks (session_support.hpp) -> db. Ranking a session is
// `bandeja rank --session SESSION` (cmd_rank.cpp).
#include <algorithm>
#include <cctype>
#include <memory>
#include <regex>

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include "app.hpp"
#include "bandeja/formats/text_table.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/sessions.hpp"

namespace bandeja::app {

namespace {

std::string scope_text(const Context& ctx, const std::string& scope) {
  return scope == "field" ? tr(ctx, "ranked together across the field", "clasificadas juntas (todo el campo)")
                          : tr(ctx, "each section ranked apart", "cada sección clasificada por separado");
}

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string letters(const std::vector<db::EventInfo>& events) {
  std::string out;
  for (const auto& e : events) out += (out.empty() ? "" : ", ") + e.section;
  return out;
}

int expected_results(const std::vector<movement::Row>& rows) {
  int n = 0;
  for (const auto& r : rows)
    if (r.ns && r.ew) n += static_cast<int>(r.boards.size());
  return n;
}

void cmd_session_new(Context& ctx, const std::string& name, const std::string& date,
                     const std::string& scope_in) {
  const std::string scope = must(ctx, director::scope_word(scope_in));
  if (!date.empty() && !std::regex_match(date, std::regex(R"(\d{4}-\d{2}-\d{2})")))
    throw UserError(tr(ctx, "--date '" + date + "': write the date as YYYY-MM-DD, e.g. 2026-11-29",
                       "--date '" + date + "': escriba la fecha como AAAA-MM-DD, p. ej. 2026-11-29"));
  db::Store store = open_store(ctx);
  if (store.find_session(name))
    throw UserError(tr(ctx, "a session called '" + name + "' already exists: choose another name",
                       "ya existe una sesión llamada '" + name + "': elija otro nombre"));
  db::Id id;
  try {
    id = store.create_session(name, date, scope);
  } catch (const db::StoreError& e) {
    refuse_error(ctx.lang, director::from_store(e));
  }
  fmt::print("{}\n", id);
  fmt::print("{} {}: {}{} \u2014 {}\n", tr(ctx, "session", "sesión"), id, name,
             date.empty() ? "" : ", " + date, scope_text(ctx, scope));
}

void cmd_session_list(Context& ctx) {
  db::Store store = open_store(ctx);
  auto sessions = store.sessions();
  if (sessions.empty()) {
    fmt::print("{}\n", tr(ctx, "no sessions yet (create one: bandeja session new NAME --date 2026-11-29)",
                          "aún no hay sesiones (cree una: bandeja session new NOMBRE --date 2026-11-29)"));
    return;
  }
  fmt::print("{:>3}  {:<24} {:<10} {:<8} {}\n", "id", tr(ctx, "name", "nombre"), tr(ctx, "date", "fecha"),
             tr(ctx, "ranked", "clasif."), tr(ctx, "sections", "secciones"));
  for (const auto& s : sessions)
    fmt::print("{:>3}  {:<24} {:<10} {:<8} {}\n", s.id, s.name, s.held_on.empty() ? "-" : s.held_on,
               s.scope == "field" ? tr(ctx, "together", "juntas") : tr(ctx, "apart", "aparte"),
               letters(store.session_events(s.id)));
}

void cmd_session_show(Context& ctx, const std::string& which) {
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, which));
  const auto events = store.session_events(s.id);
  fmt::print("{} {}: {}\n", tr(ctx, "Session", "Sesión"), s.id, s.name);
  if (!s.held_on.empty()) fmt::print("  {}: {}\n", tr(ctx, "date", "fecha"), s.held_on);
  fmt::print("  {}: {}\n", tr(ctx, "ranking", "clasificación"), scope_text(ctx, s.scope));
  if (events.empty()) {
    fmt::print("{}\n", tr(ctx, "no sections yet (add one: bandeja session add SESSION EVENT --section A)",
                          "aún no hay secciones (añada una: bandeja session add SESION EVENTO --section A)"));
    return;
  }
  fmt::print("{}:\n", tr(ctx, "Sections", "Secciones"));
  std::vector<std::vector<std::string>> rows{
      {tr(ctx, "section", "sección"), tr(ctx, "event", "evento"), tr(ctx, "name", "nombre"),
       tr(ctx, "movement", "movimiento"), tr(ctx, "pairs", "parejas"), tr(ctx, "results", "resultados")}};
  for (const auto& e : events) {
    const std::string results = std::to_string(store.results(e.id).size()) +
                                (e.has_movement() ? " / " + std::to_string(expected_results(store.rows(e.id))) : "");
    rows.push_back({e.section, std::to_string(e.id), e.name, e.has_movement() ? e.movement_description : "-",
                    std::to_string(store.pairs(e.id).size()), results});
  }
  fmt::print("{}", formats::text_table(rows, {false, true, false, false, true, true}, "  "));
  fmt::print("{}\n", tr(ctx, "Pairs are named with their section letter: A1NS is pair 1NS of section A.",
                        "Las parejas se nombran con la letra de su sección: A1NS es la pareja 1NS de la sección A."));
}

void cmd_session_add(Context& ctx, const std::string& which, const std::string& event_which,
                     const std::string& letter_in) {
  const std::string letter = must(ctx, director::section_letter(letter_in));
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, which));
  const auto e = find_event(ctx, store, event_which);
  if (e.session_id && *e.session_id != s.id) {
    const auto other = store.session_info(*e.session_id);
    throw UserError(tr(ctx,
                       "event '" + e.name + "' is already section " + e.section + " of session '" +
                           other.name + "'; take it out first: bandeja session remove " +
                           std::to_string(other.id) + " " + std::to_string(e.id),
                       "el evento '" + e.name + "' ya es la sección " + e.section + " de la sesión '" +
                           other.name + "'; sáquelo primero: bandeja session remove " +
                           std::to_string(other.id) + " " + std::to_string(e.id)));
  }
  SectionFacts candidate = facts_of(e, store.boards(e.id));
  candidate.section = letter;
  must(ctx, director::check_section_fits(director::section_facts(store, s.id), candidate, s.scope == "field"));
  try {
    store.set_event_session(e.id, s.id, letter);
  } catch (const db::StoreError& ex) {
    refuse_error(ctx.lang, director::from_store(ex));
  }
  spdlog::info("event {} is section {} of session {}", e.id, letter, s.id);
  fmt::print("{}\n", tr(ctx, "section " + letter + " of '" + s.name + "': event " + std::to_string(e.id) + " '" + e.name + "'",
                        "sección " + letter + " de '" + s.name + "': evento " + std::to_string(e.id) + " '" + e.name + "'"));
}

void cmd_session_remove(Context& ctx, const std::string& which, const std::string& event_which) {
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, which));
  // EVENT may be the section letter as well as the event's id or name.
  std::optional<db::EventInfo> e;
  for (const auto& x : store.session_events(s.id))
    if (x.section == upper(event_which) || std::to_string(x.id) == event_which || x.name == event_which) e = x;
  if (!e)
    throw UserError(tr(ctx, "'" + event_which + "' is not a section of session '" + s.name + "' (see: bandeja session show " + std::to_string(s.id) + ")",
                       "'" + event_which + "' no es una sección de la sesión '" + s.name + "' (vea: bandeja session show " + std::to_string(s.id) + ")"));
  try {
    store.set_event_session(e->id, std::nullopt, "");
  } catch (const db::StoreError& ex) {
    refuse_error(ctx.lang, director::from_store(ex));
  }
  fmt::print("{}\n", tr(ctx, "event " + std::to_string(e->id) + " '" + e->name + "' is no longer section " + e->section + " of '" + s.name + "' (its results are kept)",
                        "el evento " + std::to_string(e->id) + " '" + e->name + "' ya no es la sección " + e->section + " de '" + s.name + "' (sus resultados se conservan)"));
}

void cmd_session_scope(Context& ctx, const std::string& which, const std::string& scope_in) {
  const std::string scope = must(ctx, director::scope_word(scope_in));
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, which));
  if (scope == "field") must(ctx, director::check_field(director::section_facts(store, s.id)));
  try {
    store.set_session_scope(s.id, scope);
  } catch (const db::StoreError& ex) {
    refuse_error(ctx.lang, director::from_store(ex));
  }
  fmt::print("{}: {}\n", s.name, scope_text(ctx, scope));
}

}  // namespace

void register_session_commands(CLI::App& app, Context& ctx) {
  auto* session = app.add_subcommand(
      "session", "Sessions: the sections (events) that play the same boards on one night");
  session->require_subcommand(1);
  {
    auto* cmd = session->add_subcommand("new", "Create a session; prints its id");
    auto name = std::make_shared<std::string>();
    auto date = std::make_shared<std::string>();
    auto scope = std::make_shared<std::string>("section");
    cmd->add_option("NAME", *name, "Session name (unique in the file)")->required();
    cmd->add_option("--date", *date, "The day it is played, YYYY-MM-DD");
    cmd->add_option("--scope", *scope,
                    "section: each section ranked apart; field: ranked together across the field")
        ->capture_default_str();
    cmd->callback([&ctx, name, date, scope] { cmd_session_new(ctx, *name, *date, *scope); });
  }
  session->add_subcommand("list", "List the sessions and their section letters")
      ->callback([&ctx] { cmd_session_list(ctx); });
  {
    auto* cmd = session->add_subcommand("show", "Show a session: its sections, movements, pairs, results");
    auto which = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which, "Session id or name")->required();
    cmd->callback([&ctx, which] { cmd_session_show(ctx, *which); });
  }
  {
    auto* cmd = session->add_subcommand("add", "Make an event a section of the session: add SESSION EVENT --section A");
    auto which = std::make_shared<std::string>();
    auto event = std::make_shared<std::string>();
    auto letter = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which, "Session id or name")->required();
    cmd->add_option("EVENT", *event, "Event id or name")->required();
    cmd->add_option("--section", *letter, "Its section letter, A to Z")->required();
    cmd->callback([&ctx, which, event, letter] { cmd_session_add(ctx, *which, *event, *letter); });
  }
  {
    auto* cmd = session->add_subcommand("remove", "Take a section out of the session (the event and its results stay)");
    auto which = std::make_shared<std::string>();
    auto event = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which, "Session id or name")->required();
    cmd->add_option("SECTION", *event, "Section letter, or event id or name")->required();
    cmd->callback([&ctx, which, event] { cmd_session_remove(ctx, *which, *event); });
  }
  {
    auto* cmd = session->add_subcommand("scope", "Rank the sections apart (section) or together (field)");
    auto which = std::make_shared<std::string>();
    auto scope = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which, "Session id or name")->required();
    cmd->add_option("SCOPE", *scope, "section or field")->required();
    cmd->callback([&ctx, which, scope] { cmd_session_scope(ctx, *which, *scope); });
  }
}

}  // namespace bandeja::app
