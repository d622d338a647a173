#pragma once
// Internal to libscore: the totals the rubber, Chicago and auction sheets add up the same way.
#include <optional>
#include <vector>

#include "bandeja/score/sheet.hpp"

namespace bandeja::score::detail {

// The points `items` credit to side t.
inline int points_of(const std::vector<SheetItem>& items, Team t) {
  int sum = 0;
  for (const auto& i : items)
    if (i.team == t) sum += i.points;
  return sum;
}

// The side with more points; none on equal totals.
inline std::optional<Team> ahead(int we, int they) {
  if (we == they) return std::nullopt;
  return we > they ? Team::We : Team::They;
}

}  // namespace bandeja::score::detail
