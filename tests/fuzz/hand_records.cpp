// Fuzz target: the hand-record readers (formats/hand_records.hpp: PBN, .dup, .bri, .dge, .dlm,
// .lin, told apart by their content). Rules held: no reader throws; a refusal says why; every
// board read has a number from 1, 52 distinct cards 13 a hand, and its deal written as PBN reads
// back as the same deal.
#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/hand_records.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes = fuzz::text_of(data, size);
  const Lang lang = fuzz::lang_of(size);
  fuzz::must_not_throw("read_hand_records", [&] {
    const auto read = formats::read_hand_records(bytes, lang);
    if (!read) {
      FUZZ_CHECK(fuzz::explained(read.error(), lang), "a refused file without a reason");
      return;
    }
    FUZZ_CHECK(!read->boards.empty(), "a file read with no board in it");
    for (const auto& b : read->boards) {
      FUZZ_CHECK(b.number >= 1, "a board numbered " + std::to_string(b.number));
      FUZZ_CHECK(b.deal.has_value(), "a board without its deal");
      const std::string pbn = formats::to_pbn(*b.deal);
      const auto again = formats::parse_deal(pbn);
      FUZZ_CHECK(again.has_value() && *again == *b.deal, "a deal that does not read back: " + pbn);
    }
  });
  return 0;
}
