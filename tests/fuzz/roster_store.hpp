#pragma once
// The event the pairs and teams CSV targets read their files into: one in-memory event file
// made once per process, and a Batch per input that is never committed, so every input meets
// the same event (a file that reads well is stored, then rolled back).
#include <memory>
#include <string>

#include "bandeja/db/store.hpp"
#include "bandeja/director/events.hpp"
#include "fuzz_target.hpp"

namespace bandeja::fuzz {

struct RosterEvent {
  db::Store store = db::Store::open(":memory:");
  db::EventInfo info;
  RosterEvent(const std::string& type, int tables, const std::string& scoring, int boards_per_round) {
    director::NewEventSpec spec;
    spec.name = "Fuzz";
    spec.movement.type = type;
    spec.movement.tables = tables;
    spec.movement.boards_per_round = boards_per_round;
    spec.scoring = scoring;
    auto made = director::create_event(store, spec, Lang::En);
    if (!made) fail(__FILE__, __LINE__, "create_event", present::render(made.error(), Lang::En));
    info = *store.find_event(spec.name);
  }
};

// Every error of a refused roster file names a catalogue entry that renders in both languages.
inline void check_errors(const std::vector<Error>& errors) {
  FUZZ_CHECK(!errors.empty(), "a file refused with no error");
  for (const auto& e : errors)
    for (const Lang lang : {Lang::En, Lang::Es})
      FUZZ_CHECK(explained(e, lang), "an error not in the catalogue: '" + e.code + "' '" + e.message + "'");
}

}  // namespace bandeja::fuzz
