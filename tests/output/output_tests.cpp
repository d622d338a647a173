// Every file the CLI writes is written safely: never through a symbolic link at the destination
// (a dangling one does not make its target), never over a file already there without --force,
// and a site folder swapped in whole so no page of the old site, and no link planted in it,
// survives.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <sys/wait.h>
#include <unistd.h>

#include "cli.hpp"

using bandeja::test::has;
using bandeja::test::slurp;
namespace fs = std::filesystem;

namespace {

// A 3-table Mitchell with one result: something to export, back up and publish.
using Evening = bandeja::test::TuesdayWithOneResult;

// The names in `dir` (one level) that start with `prefix`.
int entries_starting(const std::string& dir, const std::string& prefix) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().starts_with(prefix)) ++n;
  return n;
}

}  // namespace

TEST_CASE("publish: a symbolic link planted in the site folder is never followed, and its target is untouched") {
  Evening ev;
  const std::string site = ev.dir.file("site");
  ev.ok({"publish", "Tuesday", "--out", site});
  const std::string victim = ev.write("victim.txt", "the director's own file\n");
  // One link where the site writes a page, one beside the pages.
  fs::remove(site + "/index.html");
  fs::create_symlink(victim, site + "/index.html");
  fs::create_symlink(victim, site + "/planted.html");
  auto r = ev.cli({"publish", "Tuesday", "--out", site, "--force"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(slurp(victim) == "the director's own file\n");
  CHECK(fs::is_regular_file(fs::symlink_status(site + "/index.html")));
  CHECK(has(slurp(site + "/index.html"), "<html"));
  CHECK_FALSE(fs::exists(fs::symlink_status(site + "/planted.html")));
}

TEST_CASE("publish: into an old site folder no stale page survives, and only with --force") {
  Evening ev;
  const std::string site = ev.dir.file("site");
  ev.ok({"publish", "Tuesday", "--out", site});
  ev.write("site/stale.html", "<p>last week</p>\n");
  auto refused = ev.cli({"publish", "Tuesday", "--out", site});
  CHECK(refused.status == 1);
  CHECK(has(refused.err, "site"));
  CHECK(has(refused.err, "--force"));
  CHECK(fs::exists(site + "/stale.html"));  // refused: nothing touched
  auto r = ev.cli({"publish", "Tuesday", "--out", site, "--force"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK_FALSE(fs::exists(site + "/stale.html"));
  CHECK(fs::exists(site + "/index.html"));
  CHECK(entries_starting(ev.dir.path, "site.") == 0);  // no partial or old folder left beside it
  // The same in Spanish.
  ev.write("site/stale.html", "<p>la semana pasada</p>\n");
  auto es = ev.cli({"--lang", "es", "publish", "Tuesday", "--out", site});
  CHECK(es.status == 1);
  CHECK(has(es.err, "ya tiene ficheros"));
}

TEST_CASE("publish: a folder that is not a site is never replaced, even with --force") {
  Evening ev;
  fs::create_directory(ev.dir.file("notes"));
  const std::string notes = ev.write("notes/minutes.txt", "the committee's minutes\n");
  auto r = ev.cli({"publish", "Tuesday", "--out", ev.dir.file("notes"), "--force"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "index.html"));
  CHECK(slurp(notes) == "the committee's minutes\n");
}

TEST_CASE("export: onto a dangling symbolic link is refused, and the link's target is not made") {
  Evening ev;
  const std::string target = ev.dir.file("elsewhere.csv"), link = ev.dir.file("out.csv");
  fs::create_symlink(target, link);
  for (bool force : {false, true}) {
    std::vector<std::string> args{"export", "csv", "Tuesday", "--out", link};
    if (force) args.push_back("--force");
    auto r = ev.cli(args);
    CHECK(r.status == 1);
    CHECK(has(r.err, "symbolic link"));
    CHECK(has(r.err, link));
    CHECK_FALSE(fs::exists(target));
    CHECK(fs::is_symlink(fs::symlink_status(link)));
  }
}

TEST_CASE("backup: onto a dangling symbolic link is refused, and the link's target is not made") {
  Evening ev;
  const std::string target = ev.dir.file("elsewhere.db"), link = ev.dir.file("backup.db");
  fs::create_symlink(target, link);
  auto r = ev.cli({"backup", link, "--force"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "symbolic link"));
  CHECK_FALSE(fs::exists(target));
  CHECK(entries_starting(ev.dir.path, "backup.db.partial") == 0);
}

TEST_CASE("export: an existing file is refused without --force and replaced with it") {
  Evening ev;
  const std::string out = ev.write("travellers.csv", "last week's\n");
  auto refused = ev.cli({"export", "csv", "Tuesday", "--out", out});
  CHECK(refused.status == 1);
  CHECK(has(refused.err, out));
  CHECK(has(refused.err, "--force"));
  CHECK(slurp(out) == "last week's\n");
  auto es = ev.cli({"--lang", "es", "export", "csv", "Tuesday", "--out", out});
  CHECK(has(es.err, "ya existe"));
  auto r = ev.cli({"export", "csv", "Tuesday", "--out", out, "--force"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(has(slurp(out), "3NT"));
  CHECK(entries_starting(ev.dir.path, "travellers.csv.partial") == 0);
}

TEST_CASE("export and backup: a file replaced keeps its permissions") {
  Evening ev;
  const std::string out = ev.write("ranking.csv", "old\n"), copy = ev.dir.file("copy.db");
  fs::permissions(out, fs::perms::owner_read | fs::perms::owner_write);  // chmod 600: it holds names
  ev.ok({"export", "csv", "Tuesday", "--out", out, "--force"});
  CHECK(has(slurp(out), "3NT"));
  CHECK((fs::status(out).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write));
  ev.ok({"backup", copy});
  fs::permissions(copy, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);  // 640
  ev.ok({"backup", copy, "--force"});
  CHECK((fs::status(copy).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
}

TEST_CASE("A write killed part-way leaves NAME.partial-PID-N, removed by the next write once that process has ended") {
  Evening ev;
  // A process that has ended, and this test's own process, which is alive.
  const pid_t dead = fork();
  REQUIRE(dead >= 0);
  if (dead == 0) _exit(0);
  waitpid(dead, nullptr, 0);
  const std::string gone = std::to_string(dead), alive = std::to_string(getpid());
  const std::string victim = ev.write("victim.txt", "the director's own file\n");
  const std::string out = ev.write("ranking.csv", "old\n");
  ev.write("ranking.csv.partial-" + gone + "-123456", "half a file");
  ev.write("ranking.csv.partial-" + alive + "-654321", "still being written");
  ev.write("ranking.csv.partial-notes", "not ours: no process id");
  ev.write("other.csv.partial-" + gone + "-1", "another file's");
  // A killed publish's half-built site, with a link planted in it.
  fs::create_directories(ev.dir.file("site.partial-" + gone + "-42"));
  fs::create_symlink(victim, ev.dir.file("site.partial-" + gone + "-42/index.html"));
  ev.write("copy.db.partial-" + gone + "-7", "half a backup");

  ev.ok({"export", "csv", "Tuesday", "--out", out, "--force"});
  CHECK_FALSE(fs::exists(ev.dir.file("ranking.csv.partial-" + gone + "-123456")));
  CHECK(fs::exists(ev.dir.file("ranking.csv.partial-" + alive + "-654321")));
  CHECK(fs::exists(ev.dir.file("ranking.csv.partial-notes")));
  CHECK(fs::exists(ev.dir.file("other.csv.partial-" + gone + "-1")));
  ev.ok({"publish", "Tuesday", "--out", ev.dir.file("site")});
  CHECK_FALSE(fs::exists(fs::symlink_status(ev.dir.file("site.partial-" + gone + "-42"))));
  CHECK(slurp(victim) == "the director's own file\n");
  ev.ok({"backup", ev.dir.file("copy.db")});
  CHECK_FALSE(fs::exists(ev.dir.file("copy.db.partial-" + gone + "-7")));
}

TEST_CASE("cards and hand records: a file already there is refused without --force, before anything is written") {
  Evening ev;
  const std::string dir = ev.dir.file("cards");
  ev.ok({"event", "cards", "Tuesday", "--out", dir});
  const auto first = fs::directory_iterator(dir)->path().string();
  ev.write("cards/" + fs::path(first).filename().string(), "kept\n");
  auto refused = ev.cli({"event", "cards", "Tuesday", "--out", dir});
  CHECK(refused.status == 1);
  CHECK(has(refused.err, "--force"));
  CHECK(slurp(first) == "kept\n");
  CHECK(ev.cli({"event", "cards", "Tuesday", "--out", dir, "--force"}).status == 0);
  CHECK(slurp(first) != "kept\n");
  const std::string pbn = ev.write("next.pbn", "kept\n");
  CHECK(ev.cli({"deal", "--boards", "4", "--seed", "1", "--out", pbn}).status == 1);
  CHECK(slurp(pbn) == "kept\n");
  CHECK(ev.cli({"deal", "--boards", "4", "--seed", "1", "--out", pbn, "--force"}).status == 0);
  CHECK(has(slurp(pbn), "[Deal "));
}

TEST_CASE("export csv under --lang fr: a French spreadsheet's CSV (byte-order mark, semicolons, French names, letters and EO pairs), read back under --lang fr as the same lines") {
  Evening ev;
  ev.ok({"enter", "Tuesday", "--round", "1", "--table", "2", "--board", "3", "4D", "E", "11"});
  const std::string out = ev.dir.file("donnes.csv");
  ev.ok({"--lang", "fr", "export", "csv", "Tuesday", "--out", out});
  const std::string text = slurp(out);
  CHECK(text.rfind("\xEF\xBB\xBF" "donne;tour;table;ns;eo;contrat;declarant;resultat;", 0) == 0);
  CHECK(has(text, ";3SA;N;9;"));  // 3NT, as a French club writes it
  CHECK(has(text, ";4K;E;11;"));  // 4♦: K is carreau
  CHECK(has(text, ";2NS;2EO;"));  // East-West is Est-Ouest
  CHECK_FALSE(has(text, "EW"));
  // The ranking for the same spreadsheet (its decimal commas: tests/formats/test_report.cpp).
  auto ranking = ev.cli({"--lang", "fr", "rank", "Tuesday", "--format", "csv"});
  CHECK_MESSAGE(ranking.status == 0, ranking.err);
  CHECK(ranking.out.rfind("\xEF\xBB\xBF" "rang;paire;ligne;noms;total;pourcentage\n", 0) == 0);
  CHECK(has(ranking.out, "EO;EO;"));  // a pair "nEO" of the line EO
  CHECK_FALSE(has(ranking.out, "EW"));
  // Read back under --lang fr: the same lines as the English export of the first.
  ev.ok({"--lang", "fr", "import", "travellers", out, "--event", "Retour"});
  auto first = ev.cli({"export", "csv", "Tuesday"}), back = ev.cli({"export", "csv", "Retour"});
  CHECK_MESSAGE(back.status == 0, back.err);
  CHECK(has(back.out, "3NT,N,9"));
  CHECK(has(back.out, "4D,E,11"));
  CHECK(first.out == back.out);
}
