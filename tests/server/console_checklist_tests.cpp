// The console's checklist (docs/console.md): every command of `bandeja`, walked in the CLI's own
// tree (apps/bandeja/commands.cpp), has its row; every row names a command that exists; every
// console page a row names answers the signed-in director. Every command has its page: a row
// that says *not yet* fails, naming the command.
#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <CLI/CLI.hpp>

#include "app.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/tournaments.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

// Each command that runs (a leaf of the tree), as typed after `bandeja`: "event new", "rank".
void leaves(const CLI::App& command, const std::string& path, std::set<std::string>& out) {
  const auto subs = command.get_subcommands([](const CLI::App*) { return true; });
  if (subs.empty()) {
    out.insert(path);
    return;
  }
  for (const CLI::App* sub : subs) leaves(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), out);
}

struct Row {
  std::string command, page;
};

std::vector<Row> checklist() {
  std::ifstream in(std::string(BANDEJA_SOURCE_DIR) + "/docs/console.md");
  REQUIRE(in);
  std::vector<Row> rows;
  const std::regex row(R"(^\| `([^`]+)` \| ([^|]*?) \|)");
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, row)) {
      std::string page = m[2];
      if (page.size() >= 2 && page.front() == '`' && page.back() == '`') page = page.substr(1, page.size() - 2);
      rows.push_back({m[1], page});
    }
  }
  return rows;
}

}  // namespace

TEST_CASE("Every command of bandeja has its row in the console's checklist and a console page that answers, and every row is a command") {
  CLI::App cli;
  app::Context ctx;
  app::register_every_command(cli, ctx);
  std::set<std::string> commands;
  leaves(cli, "", commands);
  REQUIRE(commands.size() > 50);  // the walk found the tree

  const auto rows = checklist();
  std::set<std::string> listed;
  for (const auto& r : rows) {
    CAPTURE(r.command);
    CHECK_MESSAGE(commands.contains(r.command), "docs/console.md lists a command bandeja does not have");
    CHECK_MESSAGE(listed.insert(r.command).second, "listed twice");
  }
  for (const auto& c : commands) {
    const std::string missing = "`" + c + "` has no row in docs/console.md";
    CHECK_MESSAGE(listed.contains(c), missing);
  }

  Served::Setup setup;
  setup.password = true;
  Served s(setup);
  auto client = s.client();
  const Director d = signed_in(s, *client);
  // ID is the event's, or the session's or tournament's on their pages: one of each in the file.
  std::string session_id, tournament_id;
  {
    auto store = s.store();
    auto session = director::create_session(store, "Tuesday", "", "section");
    auto t = director::create_tournament(store, "Spring", "percent");
    REQUIRE(session);
    REQUIRE(t);
    REQUIRE(director::add_tournament_session(store, *t, std::to_string(s.event.id), false, 1));
    session_id = std::to_string(session->id);
    tournament_id = std::to_string(t->id);
  }
  for (const auto& r : rows) {
    CAPTURE(r.command);
    CHECK_MESSAGE(r.page != "*not yet*", "the console has no page for this command");
    if (r.page == "*not yet*") continue;
    REQUIRE(r.page.starts_with("/director"));
    const std::string id = r.page.starts_with("/director/sessions/")      ? session_id
                           : r.page.starts_with("/director/tournaments/") ? tournament_id
                                                                          : std::to_string(s.event.id);
    const std::string path = std::regex_replace(r.page, std::regex("/ID(/|$)"), "/" + id + "$1");
    CHECK(get(*client, path, d.headers()).status == 200);
  }
}
