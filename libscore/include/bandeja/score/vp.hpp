#pragma once
// The WBF 2013 continuous victory-point scale (20 VP, two decimals, any number of boards).
//
// For a match of N boards the blitz margin is X = 15 * sqrt(N) IMPs. A winning margin of
// M < X IMPs is worth  10 + 10 * (1 - R^(M/X)) / (1 - R)  VP, with R = tau^3 and
// tau = (sqrt(5) - 1) / 2 (so R = 0.236068...); M >= X is worth 20. Each value is rounded to
// two decimals; then, as the WBF tables do, where rounding makes one IMP worth more than the
// IMP before it, the VP of the middle margin is raised by 0.01 until every extra IMP is worth
// no more than the previous one. The loser gets 20 minus the winner's VP.
//
// VP are returned in hundredths (an int), so sums are exact: vp(+M) + vp(-M) == 2000.
#include <string>
#include <vector>

namespace bandeja::score {

// VP in hundredths (0..2000) of the side whose IMP margin is `imp_margin` (negative when it
// lost) over `boards` boards. Throws std::invalid_argument when boards < 1.
int vp_hundredths(int imp_margin, int boards);

// The whole scale for `boards` boards: element M is the winner's VP in hundredths for a
// margin of M IMPs, from 0 up to the first margin worth 20.00.
std::vector<int> vp_scale(int boards);

// "12.48", "7.52", "20.00".
std::string vp_text(int hundredths);

}  // namespace bandeja::score
