#pragma once
// Every movement Bandeja offers, at the sizes a director prints cards for: Mitchell 3-30 tables
// (odd as it is, even with a relay, and with a skip at 4, 10, 20 and 30 tables, a half table, arrow-switched rounds), Howell
// 3-16 (complete, and with a phantom), Hesitation, Appendix, Rover, Web, Rainbow and the teams
// movements. The cards tests walk them all: their instructions (tests/movement) and their
// printed pages (tests/print).
#include <string>
#include <utility>
#include <vector>

#include "bandeja/movement/generate.hpp"

namespace bandeja::test {

struct PrintableMovement {
  std::string label;  // "mitchell 8 relay"
  movement::Spec spec;
};

inline std::vector<PrintableMovement> printable_movements() {
  std::vector<PrintableMovement> out;
  auto add = [&](std::string label, std::string type, int tables, auto&&... set) {
    movement::Spec s;
    s.type = std::move(type);
    s.tables = tables;
    (set(s), ...);
    out.push_back({std::move(label), std::move(s)});
  };
  for (int t = 3; t <= 30; ++t) {
    if (t % 2) {
      add("mitchell " + std::to_string(t), "mitchell", t);
    } else {
      add("mitchell " + std::to_string(t) + " relay", "mitchell", t, [](movement::Spec& s) { s.relay = true; });
      if (t % 10 == 0 || t == 4)
        add("mitchell " + std::to_string(t) + " skip", "mitchell", t, [](movement::Spec& s) { s.skip = true; });
    }
  }
  add("mitchell 7 half table", "mitchell", 7, [](movement::Spec& s) { s.pairs = 13; });
  add("mitchell 9 arrow-switch", "mitchell", 9, [](movement::Spec& s) { s.arrow_switch_rounds = {7, 8, 9}; });
  for (int t = 3; t <= 16; ++t) add("howell " + std::to_string(t), "howell", t);
  for (int t : {3, 4, 5, 8, 16})
    add("howell " + std::to_string(t) + " phantom", "howell", t, [t](movement::Spec& s) { s.pairs = 2 * t - 1; });
  for (int t : {3, 5, 7, 13}) add("hesitation " + std::to_string(t), "hesitation", t);
  for (int t : {5, 8, 13}) add("appendix " + std::to_string(t), "appendix", t);
  add("appendix 7 half table", "appendix", 7, [](movement::Spec& s) { s.pairs = 13; });
  for (int t : {5, 9, 13}) add("rover " + std::to_string(t), "rover", t);
  for (int t : {6, 10, 14}) add("web " + std::to_string(t), "web", t, [t](movement::Spec& s) { s.rounds = t - 1; });
  for (int t : {5, 7, 11, 13}) add("rainbow " + std::to_string(t), "rainbow", t);
  for (int t : {2, 4, 8, 16}) add("teams " + std::to_string(t), "teams", t);
  for (int t : {3, 5, 9}) add("whist " + std::to_string(t), "whist", t);
  for (int t : {7, 8}) add("swiss " + std::to_string(t), "swiss", t);
  add("swiss pairs 5", "swiss-pairs", 5);
  add("swiss pairs 5 bye", "swiss-pairs", 5, [](movement::Spec& s) { s.pairs = 9; });
  return out;
}

}  // namespace bandeja::test
