// Fuzz target: the lines of `bandeja score --batch` (apps/bandeja/score_input.hpp,
// score_batch_line), each line of the input as the command reads standard input (trimmed,
// blank lines and # comments skipped). Rules held: nothing throws (duplicate_score throws on
// what its parsers should have refused); a refused line says why; a score is one Law 77 can
// give (no more than 7600 either way: 13 down redoubled vulnerable).
#include <cstdlib>
#include <string>

#include "fuzz_target.hpp"
#include "score_input.hpp"

using namespace bandeja;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  const Lang lang = fuzz::lang_of(size);
  fuzz::must_not_throw("score_batch_line", [&] {
    for (size_t at = 0; at <= text.size();) {
      size_t nl = text.find('\n', at);
      if (nl == std::string_view::npos) nl = text.size();
      const std::string line = app::trim(std::string(text.substr(at, nl - at)));
      at = nl + 1;
      if (line.empty() || line[0] == '#') continue;
      const auto s = app::score_batch_line(line, lang);
      if (!s) {
        FUZZ_CHECK(!s.error().empty(), "a line refused without a reason: '" + line + "'");
        continue;
      }
      FUZZ_CHECK(std::abs(*s) <= 7600, "score " + std::to_string(*s) + " for '" + line + "'");
    }
  });
  return 0;
}
