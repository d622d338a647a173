#include "bandeja/score/vp.hpp"

#include <cmath>
#include <cstdlib>
#include <stdexcept>

namespace bandeja::score {

namespace {

int raw_hundredths(int margin, double blitz) {
  if (margin >= blitz) return 2000;
  const double tau = (std::sqrt(5.0) - 1.0) / 2.0;
  const double r = tau * tau * tau;
  const double v = 10.0 + 10.0 * (1.0 - std::pow(r, margin / blitz)) / (1.0 - r);
  const long h = std::lround(v * 100.0);
  return h > 2000 ? 2000 : static_cast<int>(h);
}

}  // namespace

std::vector<int> vp_scale(int boards) {
  if (boards < 1)
    throw std::invalid_argument("the number of boards in a match must be at least 1, not " +
                                std::to_string(boards));
  const double blitz = 15.0 * std::sqrt(static_cast<double>(boards));
  std::vector<int> vp;
  for (int m = 0;; ++m) {
    vp.push_back(raw_hundredths(m, blitz));
    if (vp.back() == 2000) break;
  }
  // Concavity: every extra IMP is worth no more than the one before it. Where rounding broke
  // that, raise the middle value by 0.01 and look again from the first margin that can break.
  // Raising vp[i] changes only the steps either side of it, so every margin below i - 1 still
  // holds: stepping back one margin finds the same first break that looking again from the
  // start would, in time linear in the scale (the scan from the start was quadratic, 27 s for
  // a million boards).
  for (size_t i = 1; i + 1 < vp.size();) {
    if (vp[i + 1] - vp[i] > vp[i] - vp[i - 1]) {
      ++vp[i];
      if (i > 1) --i;
    } else {
      ++i;
    }
  }
  return vp;
}

int vp_hundredths(int imp_margin, int boards) {
  const std::vector<int> scale = vp_scale(boards);
  const long m = std::labs(static_cast<long>(imp_margin));
  const int win = m >= static_cast<long>(scale.size()) ? 2000 : scale[static_cast<size_t>(m)];
  return imp_margin < 0 ? 2000 - win : win;
}

std::string vp_text(int hundredths) {
  const bool negative = hundredths < 0;
  const int a = std::abs(hundredths);
  std::string frac = std::to_string(a % 100);
  if (frac.size() < 2) frac = "0" + frac;
  return (negative ? "-" : "") + std::to_string(a / 100) + "." + frac;
}

}  // namespace bandeja::score
