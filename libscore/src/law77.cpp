#include "bandeja/score/law77.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace bandeja::score {

namespace {
int multiplier(Doubling d) { return d == Doubling::Undoubled ? 1 : d == Doubling::Doubled ? 2 : 4; }

void require(bool ok, const char* what) {
  if (!ok) throw std::invalid_argument(what);
}
}  // namespace

int trick_score(Strain s, Doubling d, int contracted_tricks_made) {
  require(contracted_tricks_made >= 0 && contracted_tricks_made <= 7, "trick count out of range");
  if (contracted_tricks_made == 0) return 0;
  int base = 0;
  if (s == Strain::NoTrump)
    base = 40 + 30 * (contracted_tricks_made - 1);
  else
    base = (is_minor(s) ? 20 : 30) * contracted_tricks_made;
  return base * multiplier(d);
}

int undertrick_penalty(Doubling d, int down, bool vulnerable) {
  require(down >= 0 && down <= 13, "undertricks out of range");
  if (down == 0) return 0;
  if (d == Doubling::Undoubled) return down * (vulnerable ? 100 : 50);
  int doubled = 0;
  if (vulnerable) {
    doubled = 200 + 300 * (down - 1);  // 200, 500, 800, +300 each
  } else {
    // 100, 300, 500, then +300 each from the fourth.
    doubled = 100 + 200 * std::min(down - 1, 2) + 300 * std::max(down - 3, 0);
  }
  return d == Doubling::Redoubled ? 2 * doubled : doubled;
}

int overtrick_premium(Strain s, Doubling d, int over, bool vulnerable) {
  require(over >= 0 && over <= 6, "overtricks out of range");
  if (d == Doubling::Undoubled) return over * (is_minor(s) ? 20 : 30);
  const int each = (vulnerable ? 200 : 100) * (d == Doubling::Redoubled ? 2 : 1);
  return over * each;
}

int slam_premium(int level, bool vulnerable) {
  if (level == 6) return vulnerable ? 750 : 500;
  if (level == 7) return vulnerable ? 1500 : 1000;
  return 0;
}

int insult_premium(Doubling d) {
  return d == Doubling::Doubled ? 50 : d == Doubling::Redoubled ? 100 : 0;
}

int duplicate_score(const Contract& c, int tricks, bool vulnerable) {
  if (tricks < 0 || tricks > 13)  // the message is built only when it is needed
    throw std::invalid_argument("tricks must be 0 to 13, not " + std::to_string(tricks));
  if (c.passed_out()) return 0;
  require(c.level >= 1 && c.level <= 7, "contract level must be 1 to 7");
  const int need = c.tricks_needed();
  if (tricks < need) return -undertrick_penalty(c.doubling, need - tricks, vulnerable);
  const int below = trick_score(c.strain, c.doubling, c.level);
  const int game_or_part = below >= 100 ? (vulnerable ? 500 : 300) : 50;
  return below + game_or_part + slam_premium(c.level, vulnerable) + insult_premium(c.doubling) +
         overtrick_premium(c.strain, c.doubling, tricks - need, vulnerable);
}

int ns_score(const Contract& c, Seat declarer, int tricks, Vulnerability vul) {
  const Side side = side_of(declarer);
  const int s = duplicate_score(c, tricks, vul.of(side));
  return side == Side::NS ? s : -s;
}

}  // namespace bandeja::score
