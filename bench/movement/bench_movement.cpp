// Time to generate and validate every movement for 3 to 30 tables (run by hand: make bench).
// Prints one line per movement variant: the microseconds to generate and to validate, for each
// table count the movement supports ("-" where it does not).
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/validate.hpp"

using namespace bandeja::movement;

namespace {

struct Variant {
  std::string label;
  std::string type;
  bool skip = false, relay = false;
};

double micros(std::chrono::steady_clock::duration d) {
  return std::chrono::duration<double, std::micro>(d).count();
}

}  // namespace

int main() {
  std::vector<Variant> variants;
  for (const CatalogueEntry& e : catalogue()) {
    if (e.type == "mitchell") {
      variants.push_back({"mitchell (odd)", e.type});
      variants.push_back({"mitchell --skip", e.type, true, false});
      variants.push_back({"mitchell --relay", e.type, false, true});
    } else {
      variants.push_back({e.type, e.type});
    }
  }
  const int reps = 20;
  std::printf("Generate + validate, boards per round 2, mean of %d runs, microseconds (gen/val)\n", reps);
  std::printf("%-18s", "tables");
  for (int t = 3; t <= 30; ++t) std::printf(" %11d", t);
  std::printf("\n");
  double total = 0;
  int made = 0;
  for (const Variant& v : variants) {
    std::printf("%-18s", v.label.c_str());
    for (int t = 3; t <= 30; ++t) {
      Spec s;
      s.type = v.type;
      s.tables = t;
      s.skip = v.skip;
      s.relay = v.relay;
      auto probe = generate(s);
      if (!probe) {
        std::printf(" %11s", "-");
        continue;
      }
      double g = 0, c = 0;
      for (int i = 0; i < reps; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        auto m = generate(s);
        const auto t1 = std::chrono::steady_clock::now();
        const Report rep = validate(*m);
        const auto t2 = std::chrono::steady_clock::now();
        if (rep.problems.size() > 1000000) std::printf("!");  // keep the work observable
        g += micros(t1 - t0);
        c += micros(t2 - t1);
      }
      g /= reps, c /= reps;
      total += g + c;
      ++made;
      char cell[32];
      std::snprintf(cell, sizeof cell, "%.0f/%.0f", g, c);
      std::printf(" %11s", cell);
    }
    std::printf("\n");
  }
  std::printf("%d movements, %.1f ms to generate and validate them all once\n", made, total / 1000.0);
  return 0;
}
