// Fuzz target: the teams CSV (director/teams_ops.hpp teams_from_csv, over roster_csv.hpp), read
// into a two-team match (team N is pairs N NS and N EW). Rules held: nothing throws (a
// StoreError included); a refused file lists errors from the catalogue.
#include "bandeja/director/teams_ops.hpp"
#include "roster_store.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::RosterEvent event("teams", 2, "imps", 4);
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::must_not_throw("teams_from_csv", [&] {
    db::Store::Batch undo(event.store);  // never committed: the event stays as it was
    const auto named = director::teams_from_csv(event.store, event.info, text);
    if (!named) fuzz::check_errors(named.error());
  });
  return 0;
}
