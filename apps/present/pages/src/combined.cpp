#include "bandeja/present/combined.hpp"

#include "bandeja/present/figures.hpp"
#include "bandeja/present/messages.hpp"

namespace bandeja::present {

std::string combined_method(const std::string& unit, Lang lang) {
  const std::string word = unit == "%" ? "%" : say(lang, "tournament.unit." + unit);
  return say(lang, unit == "%" ? "tournament.text.by_percent" : "tournament.text.by_total", {word});
}

std::string combined_figure(const std::string& unit, double v, Lang lang) {
  v = round2(v);
  return decimal(unit == "%" ? fixed2(v) : num(v), lang);
}

}  // namespace bandeja::present
