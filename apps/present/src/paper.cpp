#include "bandeja/present/paper.hpp"

#include <cstdio>

namespace bandeja::present {

const char* page_size_css(movement::Paper p) { return p == movement::Paper::Letter ? "letter" : "A4"; }

std::string mm(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%gmm", v);
  return buf;
}

std::string page_rule(movement::Paper p, double margin_mm) {
  return std::string("@page { size: ") + page_size_css(p) + " portrait; margin: " + mm(margin_mm) + "; }\n";
}

std::string page_vars(movement::Paper p, double margin_mm) {
  const movement::PaperSize sheet = movement::paper_size(p);
  return ":root { --paper-w: " + mm(sheet.width_mm) + "; --paper-h: " + mm(sheet.height_mm) + "; --margin: " + mm(margin_mm) +
         "; --inner-h: " + mm(sheet.height_mm - 2 * margin_mm - 1) + "; }\n";
}

}  // namespace bandeja::present
