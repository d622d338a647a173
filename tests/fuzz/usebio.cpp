// Fuzz target: the USEBIO reader (formats/usebio.hpp). Rules held: it never throws (its
// header's promise); a refusal says why; an event it reads is written by write_usebio into a
// document it reads again.
#include "bandeja/formats/usebio.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  const Lang lang = fuzz::lang_of(size);
  fuzz::must_not_throw("read_usebio", [&] {
    const auto event = formats::read_usebio(text, lang);
    if (!event) {
      FUZZ_CHECK(fuzz::explained(event.error(), lang), "a refused document without a reason");
      return;
    }
    const std::string written = formats::write_usebio(*event);
    const auto again = formats::read_usebio(written, lang);
    FUZZ_CHECK(again.has_value(), "read_usebio refuses what write_usebio wrote of an event it read: " +
                                      again.error().message + "\n" + written);
  });
  return 0;
}
