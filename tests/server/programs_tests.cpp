// The two programs: `bandeja` runs every command but serves none; `bandeja serve` becomes
// bandeja-serve, the program beside it, once its command line is read (apps/bandeja/CMakeLists.txt).
#include <filesystem>

#include <doctest/doctest.h>

#include "cli.hpp"

using namespace bandeja::test;

namespace {

std::string serve_program() { return (std::filesystem::path(BANDEJA_BIN).parent_path() / "bandeja-serve").string(); }

}  // namespace

TEST_CASE("Only bandeja-serve loads the HTTP server and OpenSSL: bandeja --help, serve --help and rank load neither") {
  TuesdayWithOneResult t;
  for (const std::vector<std::string>& args : {std::vector<std::string>{"--help"}, {"serve", "--help"},
                                               {"--db", t.db, "rank", "Tuesday"}}) {
    CAPTURE(args.front());
    const auto run = run_program(BANDEJA_BIN, args, "", "", {"LD_DEBUG=libs"});
    CHECK(run.status == 0);
    CHECK(has(run.err, "libsqlite3"));  // the loader's trace is there to read
    CHECK_FALSE(has(run.err, "libcpp-httplib"));
    CHECK_FALSE(has(run.err, "libcrypto"));
  }
  const auto serving = run_program(serve_program(), {"serve", "--help"}, "", "", {"LD_DEBUG=libs"});
  CHECK(serving.status == 0);
  CHECK(has(serving.err, "libcpp-httplib"));
}

// The hash itself is checked in-process against sha256sum (tests/director/import_tests.cpp).
TEST_CASE("An import loads OpenSSL when it reads its file, for the file's SHA-256") {
  EventFile f;
  const std::string csv = f.write("good.csv", "board,ns,ew,contract,declarer,result\n1,1NS,1EW,4S,N,10\n");
  const auto run =
      run_program(BANDEJA_BIN, {"--db", f.db, "import", "travellers", csv, "--event", "New"}, "", "", {"LD_DEBUG=libs"});
  CHECK(run.status == 0);
  CHECK(has(run.err, "libcrypto"));
}

TEST_CASE("bandeja serve without bandeja-serve beside it names the program it could not start, in the director's language") {
  TempDir d;
  std::filesystem::copy_file(BANDEJA_BIN, d.file("bandeja"));
  const auto run = run_program(d.file("bandeja"), {"--lang", "es", "--db", d.file("club.db"), "serve"});
  CHECK(run.status == 1);
  CHECK(has(run.err, d.file("bandeja-serve")));
  CHECK(has(run.err, "no se pudo iniciar el programa del servidor"));
}
