// Law 2: board number -> dealer and vulnerability, the 16-board cycle repeating.
#include <doctest/doctest.h>

#include <stdexcept>

#include "bandeja/score/board.hpp"

using namespace bandeja::score;

TEST_CASE("Law 2: dealer and vulnerability of boards 1 to 32 follow the 16-board cycle") {
  // As printed on the boards: N/E/S/W deal in turn; vulnerability of boards 1-16.
  const char* vul[16] = {"None", "NS",   "EW", "Both", "NS", "EW",   "Both", "None",
                         "EW",   "Both", "None", "NS", "Both", "None", "NS",  "EW"};
  const Seat dealers[4] = {Seat::North, Seat::East, Seat::South, Seat::West};
  for (int board = 1; board <= 32; ++board) {
    CAPTURE(board);
    const std::string v = vul[(board - 1) % 16];
    const Vulnerability expected{v == "NS" || v == "Both", v == "EW" || v == "Both"};
    CHECK(vulnerability(board) == expected);
    CHECK(dealer(board) == dealers[(board - 1) % 4]);
  }
  CHECK(vulnerability(33) == vulnerability(1));
  CHECK(vulnerability(100) == vulnerability(4));
}

TEST_CASE("Law 2: board numbers start at 1") {
  CHECK_THROWS_AS(dealer(0), std::invalid_argument);
  CHECK_THROWS_AS(vulnerability(-3), std::invalid_argument);
}
