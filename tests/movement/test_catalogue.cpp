// libmovement's words are the message catalogue's: every code it returns (errors, notes, the
// validator's problems, the movements' names) is there, in every language.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "source_texts.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"

using namespace bandeja;

TEST_CASE("Catalogue: every code libmovement's sources return is in the message catalogue") {
  // Each "generate.x" or "movement.note.x" string of libmovement/src: what libmovement can return.
  const std::set<std::string> codes = test::codes_in_sources(
      BANDEJA_SOURCE_DIR "/libmovement/src", std::regex("\"((generate|movement\\.note)\\.[a-z0-9_.]+[a-z0-9_])\""));
  CHECK(codes.size() > 80);
  for (const auto& code : codes) {
    CAPTURE(code);
    CHECK(present::known(code));
  }
}

TEST_CASE("Catalogue: every movement type has its name, what its tables take and its table count's refusal, in every language") {
  for (const auto& e : movement::catalogue()) {
    CAPTURE(e.type);
    std::string code = e.type;
    for (char& c : code) c = c == '-' ? '_' : c;
    CHECK(present::known("movement.name." + code));
    CHECK(present::known("movement.tables." + code));
    for (Lang lang : all_langs) {
      CHECK_FALSE(present::movement_tables_note(e.type, lang).empty());
      CHECK(present::movement_name(e.type, lang) != e.type);
    }
    movement::Spec s;
    s.type = e.type;
    s.tables = e.max_tables + 1;
    auto m = movement::generate(s);
    REQUIRE_FALSE(m);
    CHECK(m.error().code == "generate.tables_range." + code);
    CHECK(m.error().field == "tables");
    CHECK(m.error().args ==
          std::vector<std::string>{std::to_string(e.min_tables), std::to_string(e.max_tables), std::to_string(s.tables)});
    CHECK(present::render(m.error(), Lang::En) ==
          "tables: a " + present::movement_name(e.type, Lang::En) + " is for " + std::to_string(e.min_tables) + " to " +
              std::to_string(e.max_tables) + " tables, not " + std::to_string(s.tables));
  }
  CHECK(present::movement_name("swiss-pairs", Lang::Es) == "Suizo por parejas, sorteado ronda a ronda");
  CHECK(present::movement_name("mitchell", Lang::Fr) == "Mitchell");
  CHECK(present::movement_tables_note("mitchell", Lang::Fr) == "impair ; pair avec --skip ou --relay ; --pairs 2T-1 pour une demi-table");
  CHECK(present::movement_name("custom", Lang::Es) == "custom");  // a file's own type: its id
}

TEST_CASE("Catalogue: a movement's notes are said in the director's language, French included") {
  movement::Spec s;
  s.type = "howell";
  s.tables = 4;
  s.pairs = 7;
  auto m = movement::generate(s);
  REQUIRE(m);
  const auto fr = present::notes_text(*m, Lang::Fr);
  REQUIRE_FALSE(fr.empty());
  CHECK(fr.back() == "Paire fantôme : la paire 8 n'existe pas ; la paire qui devait la rencontrer à la table " +
                         m->notes.back().args[1] + " est en relâche ce tour-là.");
  CHECK(present::notes_text(*m, Lang::En).back().starts_with("Phantom: pair 8 does not exist"));
  CHECK(present::notes_text(*m, Lang::Es).back().starts_with("Fantasma: la pareja 8 no existe"));
}
