// Fuzz target: the one-line result entry (score/entry.hpp), as `enter` reads what the director
// types (parse_entry, through director::check_line) and as the files read a line's fields
// (read_entry in each dialect). Rules held: nothing throws; a refusal says why;
// parse_entry(to_string(e)) == e for every entry read (entry.hpp's promise); an entry's score,
// display and check against a written score never throw.
#include <algorithm>
#include <optional>
#include <vector>

#include "bandeja/score/entry.hpp"
#include "fuzz_target.hpp"

using namespace bandeja;
using namespace bandeja::score;

namespace {

const Vulnerability kVuls[] = {{false, false}, {true, false}, {false, true}, {true, true}};

void use(const Entry& e, Lang lang) {
  (void)display_text(e, lang);
  (void)kind_name(e);
  for (const auto& vul : kVuls) {
    const auto ns = ns_score(e, vul);
    if (ns) {
      FUZZ_CHECK(check_score(e, *ns, vul, lang).has_value(), "an entry disagrees with its own score");
      FUZZ_CHECK(is_possible_ns_score(*ns, vul) || std::holds_alternative<ScoreOnly>(e),
                 "a contract's score that no contract can make: " + std::to_string(*ns));
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // A line is short: the first KiB is read (the readers are linear, and longer inputs only
  // slow the run down).
  size = std::min<std::size_t>(size, 1024);
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::must_not_throw("parse_entry", [&] {
    for (const Lang lang : {Lang::En, Lang::Es}) {
      const auto e = parse_entry(text, lang);
      if (!e) {
        FUZZ_CHECK(fuzz::explained(e.error(), lang), "an entry refused without a reason");
        continue;
      }
      use(*e, lang);
      const std::string again = to_string(*e, lang);
      const auto back = parse_entry(again, lang);
      FUZZ_CHECK(back.has_value(), "parse_entry refuses to_string's '" + again + "'");
      FUZZ_CHECK(*back == *e, "parse_entry(to_string(e)) is another entry: '" + again + "'");
    }
  });
  // The same bytes as a file's fields: contract|declarer|result|score|lead.
  std::vector<std::string_view> f;
  for (size_t at = 0;;) {
    const size_t bar = text.find('|', at);
    f.push_back(text.substr(at, bar == std::string_view::npos ? std::string_view::npos : bar - at));
    if (bar == std::string_view::npos || f.size() == 5) break;
    at = bar + 1;
  }
  f.resize(5);
  const LineFields fields{f[0], f[1], f[2], f[3], f[4]};
  fuzz::must_not_throw("read_entry", [&] {
    const Lang lang = fuzz::lang_of(size);
    for (const Dialect& d : {Dialect::prompt(lang), Dialect::pbn(lang), Dialect::usebio(lang)})
      for (const std::optional<Vulnerability> vul : {std::optional<Vulnerability>{}, std::optional(kVuls[1])}) {
        const auto e = read_entry(fields, d, vul);
        if (!e) {
          FUZZ_CHECK(fuzz::explained(e.error(), lang), "a line's fields refused without a reason");
          continue;
        }
        use(*e, lang);
      }
  });
  return 0;
}
