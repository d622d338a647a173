#include "bandeja/present/text_table.hpp"

#include <algorithm>

namespace bandeja::present {

std::size_t display_width(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string text_table(const std::vector<std::vector<std::string>>& rows,
                       const std::vector<bool>& right, const std::string& indent) {
  std::vector<std::size_t> w;
  for (const auto& row : rows)
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (w.size() <= i) w.push_back(0);
      w[i] = std::max(w[i], display_width(row[i]));
    }
  std::string out;
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i) {
      const std::string pad(w[i] - display_width(row[i]), ' ');
      if (i) line += "  ";
      line += i < right.size() && right[i] ? pad + row[i] : row[i] + pad;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += indent + line + "\n";
  }
  return out;
}

}  // namespace bandeja::present
