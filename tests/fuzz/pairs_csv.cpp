// Fuzz target: the pairs CSV (director/pairs.hpp name_pairs_from_csv, over roster_csv.hpp), read
// into a 3-table Mitchell whose pairs are 1NS..3NS and 1EW..3EW. Rules held: nothing throws
// (a StoreError included); a refused file lists errors from the catalogue; the header folding
// and the national id check take any field.
#include "bandeja/director/pairs.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "roster_store.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::RosterEvent event("mitchell", 3, "mp", 2);
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::must_not_throw("read_roster_csv", [&] {
    const auto records = director::read_roster_csv(text);
    if (!records) {
      fuzz::check_errors({records.error()});
      return;
    }
    for (const auto& r : *records)
      for (const auto& f : r.fields) {
        std::string id;
        (void)director::header_key(f);
        (void)director::clean_national_id(f, id);
      }
  });
  fuzz::must_not_throw("name_pairs_from_csv", [&] {
    db::Store::Batch undo(event.store);  // never committed: the event stays as it was
    const auto named = director::name_pairs_from_csv(event.store, event.info, text);
    if (!named) fuzz::check_errors(named.error());
    else FUZZ_CHECK(*named <= 6, "more pairs named than the event has: " + std::to_string(*named));
  });
  return 0;
}
