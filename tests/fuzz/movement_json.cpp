// Fuzz target: the JSON movement reader (movement/json.hpp from_json). Rules held: nothing
// throws (nlohmann's exceptions included); a refusal says why; a movement it reads is written
// by to_json into text it reads again to the same movement.
#include "bandeja/movement/json.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::must_not_throw("from_json", [&] {
    const auto m = movement::from_json(text);
    if (!m) {
      FUZZ_CHECK(fuzz::explained(m.error(), Lang::En), "a refused movement without a reason");
      return;
    }
    const std::string written = movement::to_json(*m);
    const auto again = movement::from_json(written);
    FUZZ_CHECK(again.has_value(), "from_json refuses what to_json wrote of a movement it read: " +
                                      again.error().message + "\n" + written);
    const std::string rewritten = movement::to_json(*again);
    FUZZ_CHECK(rewritten == written, "to_json(from_json(to_json(m))) != to_json(m):\n" + written + "--- then\n" + rewritten);
  });
  return 0;
}
