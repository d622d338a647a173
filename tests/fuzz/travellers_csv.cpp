// Fuzz target: the travellers CSV (formats/travellers_csv.hpp) and the CSV reader under it.
// Rules held: nothing throws; a refused file says why; the CSV read a piece at a time
// (CsvStream, split anywhere) gives the records of the whole text; the rows read are written
// back by write_travellers_csv and read again to the same rows (the header's promise); every
// row's fields go through entry_from_fields without a throw.
#include "bandeja/formats/csv.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/score/entry.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;
using namespace bandeja::formats;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  const Lang lang = fuzz::lang_of(size);
  fuzz::must_not_throw("CSV records", [&] {
    const auto whole = read_csv_records(text);
    std::vector<CsvRecord> pieces;
    CsvStream stream([&](const CsvRecord& r) { pieces.push_back(r); });
    const size_t step = 1 + (size ? data[0] % 7 : 0);
    for (size_t at = 0; at < text.size(); at += step) stream.feed(text.substr(at, step));
    stream.finish();
    FUZZ_CHECK(whole == pieces, "CsvStream fed in pieces of " + std::to_string(step) +
                                    " bytes read other records than read_csv_records");
  });
  fuzz::must_not_throw("read_travellers_csv", [&] {
    const auto file = read_travellers_csv(text, lang);
    if (!file) {
      FUZZ_CHECK(fuzz::explained(file.error(), lang), "a refused file without a reason");
      return;
    }
    for (const auto& e : file->errors) FUZZ_CHECK(!e.text().empty(), "a row error without words");
    for (const auto& r : file->rows)
      for (const score::Vulnerability vul : {score::Vulnerability{false, false}, score::Vulnerability{true, true}}) {
        const auto entry = score::entry_from_fields(r.contract, r.declarer, r.result, r.score, r.lead, vul, lang);
        if (!entry) FUZZ_CHECK(fuzz::explained(entry.error(), lang), "an entry refused without a reason");
      }
    if (file->rows.empty()) return;
    const std::string written = write_travellers_csv(file->rows);
    const auto again = read_travellers_csv(written, lang);
    FUZZ_CHECK(again.has_value(), "write_travellers_csv wrote a file its reader refuses:\n" + written);
    FUZZ_CHECK(again->errors.empty(), "write_travellers_csv wrote rows its reader refuses: " +
                                          again->errors.front().text() + "\n" + written);
    FUZZ_CHECK(again->rows.size() == file->rows.size(), "rows lost in the round trip:\n" + written);
    for (size_t i = 0; i < again->rows.size(); ++i) {
      TravellerRow a = file->rows[i], b = again->rows[i];
      a.line = b.line = 0;
      FUZZ_CHECK(a == b, "row " + std::to_string(i + 1) + " read back otherwise:\n" + written);
    }
  });
  return 0;
}
