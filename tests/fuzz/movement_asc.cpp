// Fuzz target: the .asc movement reader (movement/asc.hpp from_asc). Rules held: nothing
// throws; a refusal says why; a movement it reads is written by to_asc into a file it reads
// again to the same text (to_asc of the second reading is the first's).
#include "bandeja/movement/asc.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;

namespace {
// The description a movement read from a file carries: its comment as written (the reader's own
// words when the file has none stand in as a code, written here as a fixed line).
std::string description_of(const movement::Movement& m) {
  if (m.summary.size() == 1 && m.summary[0].code.empty()) return m.summary[0].text;
  return "movement from an .ASC file";
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::must_not_throw("from_asc", [&] {
    const auto m = movement::from_asc(text);
    if (!m) {
      FUZZ_CHECK(fuzz::explained(m.error(), Lang::En), "a refused file without a reason");
      return;
    }
    const std::string written = movement::to_asc(*m, description_of(*m));
    const auto again = movement::from_asc(written);
    FUZZ_CHECK(again.has_value(), "from_asc refuses what to_asc wrote of a movement it read: " +
                                      again.error().message + "\n" + written);
    const std::string rewritten = movement::to_asc(*again, description_of(*again));
    FUZZ_CHECK(rewritten == written, "to_asc(from_asc(to_asc(m))) != to_asc(m):\n" + written + "--- then\n" + rewritten);
  });
  return 0;
}
