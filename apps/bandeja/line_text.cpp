#include "line_text.hpp"

#include "app_support.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::app {

std::string score_text(std::optional<int> s) {
  if (!s) return "";
  return *s > 0 ? "+" + std::to_string(*s) : std::to_string(*s);
}

std::string entry_text(const Context& ctx, const db::ResultLine& r) {
  return score::display_text(r.entry, ctx.lang);
}

std::string describe(const Context& ctx, const db::ResultLine& l) {
  std::string where = tr(ctx, "board ", "tablero ") + std::to_string(l.board);
  if (l.round && l.table)
    where += tr(ctx, ", round ", ", ronda ") + std::to_string(*l.round) + tr(ctx, " table ", " mesa ") +
             std::to_string(*l.table);
  std::string s = where + ": " + l.ns + " v " + l.ew + "  " + entry_text(ctx, l);
  if (l.ns_score) s += "  NS " + score_text(l.ns_score);
  return s;
}

std::string join_ints(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ", ") + std::to_string(x);
  return out;
}

}  // namespace bandeja::app
