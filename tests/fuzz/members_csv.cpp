// Fuzz target: the players' register read from a federation's list (director/players.hpp
// import_members_csv, over roster_csv.hpp) into an event file's register. Rules held: nothing
// throws (a StoreError included); a refused list lists errors from the catalogue, each naming a
// line (but one about the whole file); a list that reads stores no more members than it has
// lines, and every member it stores has a clean national id and a name.
#include <algorithm>

#include "bandeja/director/players.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "roster_store.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::RosterEvent event("mitchell", 3, "mp", 2);
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::must_not_throw("import_members_csv", [&] {
    db::Store::Batch undo(event.store);  // never committed: the register stays empty
    const auto stored = director::import_members_csv(event.store, text, "fuzz.csv");
    if (!stored) {
      fuzz::check_errors(stored.error());
      // Each error names its line, but one about the whole file (its field "file": no text, no member).
      for (const auto& e : stored.error())
        FUZZ_CHECK(e.line > 0 || e.field == "file", "an error of a list that names no line: " + e.code);
      return;
    }
    const size_t lines = size_t(std::count(text.begin(), text.end(), '\n')) + 1;
    const size_t count = stored->added + stored->changed + stored->unchanged;
    FUZZ_CHECK(count <= lines, "more members than lines: " + std::to_string(count));
    for (const auto& m : event.store.members()) {
      std::string id;
      FUZZ_CHECK(director::clean_national_id(m.national_id, id) && id == m.national_id && !id.empty(),
                 "a member stored with an id that is not one: '" + m.national_id + "'");
      FUZZ_CHECK(!m.name.empty(), "a member stored without a name: " + m.national_id);
    }
  });
  return 0;
}
