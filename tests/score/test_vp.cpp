// The WBF 2013 continuous 20-point VP scale.
#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "bandeja/score/vp.hpp"

using namespace bandeja::score;

namespace {
// Published continuous-scale tables (WBF 2013 scale as published by the Danish Bridge
// Federation), winner's VP for margins 0, 1, 2, ... IMPs up to the blitz.
const std::vector<std::string> kEightBoards = {
    "10.00", "10.44", "10.86", "11.27", "11.67", "12.05", "12.42", "12.77", "13.12", "13.45",
    "13.78", "14.09", "14.39", "14.68", "14.96", "15.23", "15.50", "15.75", "16.00", "16.23",
    "16.46", "16.68", "16.90", "17.11", "17.31", "17.50", "17.69", "17.87", "18.04", "18.21",
    "18.37", "18.53", "18.68", "18.83", "18.97", "19.11", "19.24", "19.37", "19.50", "19.62",
    "19.74", "19.85", "19.95", "20.00"};
const std::vector<std::string> kTenBoards = {
    "10.00", "10.39", "10.77", "11.14", "11.50", "11.85", "12.18", "12.51", "12.83", "13.14",
    "13.43", "13.72", "14.00", "14.28", "14.54", "14.80", "15.05", "15.29", "15.52", "15.75",
    "15.97", "16.18", "16.39", "16.59", "16.78", "16.97", "17.16", "17.34", "17.51", "17.68",
    "17.84", "18.00", "18.15", "18.30", "18.44", "18.58", "18.71", "18.84", "18.97", "19.10",
    "19.22", "19.33", "19.44", "19.55", "19.66", "19.76", "19.86", "19.96", "20.00"};
const std::vector<std::string> kFourBoards = {
    "10.00", "10.61", "11.20", "11.76", "12.29", "12.80", "13.28", "13.74", "14.18", "14.60",
    "15.00", "15.38", "15.74", "16.09", "16.42", "16.73", "17.03", "17.31", "17.59", "17.84",
    "18.09", "18.33", "18.55", "18.76", "18.97", "19.16", "19.34", "19.52", "19.69", "19.85",
    "20.00"};
const std::vector<std::string> kThreeBoards = {
    "10.00", "10.71", "11.38", "12.01", "12.61", "13.18", "13.71", "14.22", "14.70",
    "15.15", "15.58", "15.99", "16.37", "16.73", "17.08", "17.40", "17.71", "18.00",
    "18.28", "18.54", "18.78", "19.01", "19.23", "19.44", "19.64", "19.83", "20.00"};
const std::vector<std::string> kFiveBoards = {
    "10.00", "10.55", "11.08", "11.59", "12.07", "12.53", "12.98", "13.41", "13.81", "14.20",
    "14.58", "14.94", "15.28", "15.61", "15.92", "16.23", "16.52", "16.79", "17.06", "17.31",
    "17.56", "17.79", "18.01", "18.23", "18.43", "18.63", "18.82", "19.00", "19.17", "19.33",
    "19.49", "19.64", "19.79", "19.93", "20.00"};

int hundredths(const std::string& s) { return std::stoi(s.substr(0, s.size() - 3)) * 100 + std::stoi(s.substr(s.size() - 2)); }
}  // namespace

TEST_CASE("WBF VP scale: 8 and 10 boards match the published tables IMP by IMP") {
  for (auto [boards, table] : {std::pair{8, &kEightBoards}, std::pair{10, &kTenBoards},
                               std::pair{4, &kFourBoards}, std::pair{3, &kThreeBoards},
                               std::pair{5, &kFiveBoards}}) {
    for (size_t m = 0; m < table->size(); ++m) {
      CAPTURE(boards);
      CAPTURE(m);
      CHECK(vp_text(vp_hundredths(static_cast<int>(m), boards)) == (*table)[m]);
      CHECK(vp_hundredths(-static_cast<int>(m), boards) == 2000 - hundredths((*table)[m]));
    }
    CHECK(vp_scale(boards).size() == table->size());
  }
}

TEST_CASE("WBF VP scale: 12, 16 and 20 boards agree with the 3, 4 and 5 board tables at twice the margin") {
  // The blitz is 15 * sqrt(N): 12 boards has twice the blitz of 3, 16 of 4, 20 of 5, so the
  // unrounded curve at margin 2M equals the smaller table's at M. The concavity correction may
  // move a value by 0.01, never more.
  for (auto [boards, table] : {std::pair{12, &kThreeBoards}, std::pair{16, &kFourBoards},
                               std::pair{20, &kFiveBoards}}) {
    for (size_t m = 0; m < table->size(); ++m) {
      CAPTURE(boards);
      CAPTURE(m);
      const int ours = vp_hundredths(static_cast<int>(2 * m), boards);
      CHECK(ours >= hundredths((*table)[m]));
      CHECK(ours <= hundredths((*table)[m]) + 1);
    }
  }
  CHECK(vp_text(vp_hundredths(1, 16)) == "10.31");
  CHECK(vp_text(vp_hundredths(60, 16)) == "20.00");  // blitz 15 * sqrt(16) = 60
  CHECK(vp_text(vp_hundredths(59, 16)) != "20.00");
}

TEST_CASE("WBF VP scale: the two sides sum to 20, every IMP is worth no more than the one before") {
  for (int boards = 1; boards <= 64; ++boards) {
    const std::vector<int> s = vp_scale(boards);
    CAPTURE(boards);
    CHECK(s.front() == 1000);
    CHECK(s.back() == 2000);
    for (size_t i = 1; i < s.size(); ++i) {
      CHECK(s[i] > s[i - 1]);
      if (i + 1 < s.size()) CHECK(s[i + 1] - s[i] <= s[i] - s[i - 1]);
    }
    for (int m = -200; m <= 200; m += 7) CHECK(vp_hundredths(m, boards) + vp_hundredths(-m, boards) == 2000);
  }
}

TEST_CASE("WBF VP scale: a margin beyond the blitz is 20-0, and a match needs a board") {
  CHECK(vp_hundredths(500, 16) == 2000);
  CHECK(vp_hundredths(-500, 16) == 0);
  CHECK(vp_hundredths(0, 7) == 1000);
  CHECK_THROWS_AS(vp_hundredths(3, 0), std::invalid_argument);
  CHECK(vp_text(752) == "7.52");
  CHECK(vp_text(2000) == "20.00");
  CHECK(vp_text(5) == "0.05");
}

namespace {
// The concavity correction as it was first written: raise the first margin that breaks it,
// then look again from the start (quadratic in the scale, and the reference for the linear one).
std::vector<int> scale_restarting_from_the_start(std::vector<int> vp) {
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i + 1 < vp.size(); ++i) {
      if (vp[i + 1] - vp[i] > vp[i] - vp[i - 1]) {
        ++vp[i];
        changed = true;
        break;
      }
    }
  }
  return vp;
}
}  // namespace

// The rounded scale before the correction, from the formula of vp.hpp.
std::vector<int> rounded_scale(int boards) {
  const double blitz = 15.0 * std::sqrt(static_cast<double>(boards));
  const double tau = (std::sqrt(5.0) - 1.0) / 2.0, r = tau * tau * tau;
  std::vector<int> vp;
  for (int m = 0;; ++m) {
    const long h = m >= blitz ? 2000 : std::lround(100.0 * (10.0 + 10.0 * (1.0 - std::pow(r, m / blitz)) / (1.0 - r)));
    vp.push_back(h > 2000 ? 2000 : static_cast<int>(h));
    if (vp.back() == 2000) return vp;
  }
}

TEST_CASE("WBF VP scale: the concavity correction in one pass gives the scale looking again from the start gave") {
  for (int boards = 1; boards <= 400; ++boards) {
    CAPTURE(boards);
    const std::vector<int> scale = vp_scale(boards);
    CHECK(scale == scale_restarting_from_the_start(rounded_scale(boards)));
    for (size_t i = 1; i + 1 < scale.size(); ++i) CHECK(scale[i + 1] - scale[i] <= scale[i] - scale[i - 1]);
  }
}
