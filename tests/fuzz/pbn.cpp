// Fuzz target: the PBN reader (formats/pbn.hpp). Rules held: it never throws (its header's
// promise); a refusal says why; an event it reads is written by write_pbn into a file it
// reads again.
#include "bandeja/formats/pbn.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  const Lang lang = fuzz::lang_of(size);
  fuzz::must_not_throw("read_pbn", [&] {
    const auto event = formats::read_pbn(text, lang);
    if (!event) {
      FUZZ_CHECK(fuzz::explained(event.error(), lang), "a refused file without a reason");
      return;
    }
    const std::string written = formats::write_pbn(*event);
    const auto again = formats::read_pbn(written, lang);
    FUZZ_CHECK(again.has_value(), "read_pbn refuses what write_pbn wrote of an event it read: " +
                                      again.error().message + "\n" + written);
  });
  return 0;
}
