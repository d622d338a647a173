#pragma once
// Aligned columns for the terminal, as every text output of Bandeja prints them (rankings,
// travellers, teams, sessions). Pure.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace bandeja::present {

// Width on a terminal in characters: UTF-8 continuation bytes do not count ("García" is 6).
std::size_t display_width(std::string_view s);

// `rows` as columns two spaces apart, each as wide as its widest cell; `right[i]` aligns
// column i to the right (missing: left). Trailing spaces are trimmed; every line starts with
// `indent` and ends with a newline.
std::string text_table(const std::vector<std::vector<std::string>>& rows,
                       const std::vector<bool>& right = {}, const std::string& indent = "");

}  // namespace bandeja::present
