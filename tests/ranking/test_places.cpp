#include <doctest/doctest.h>

#include <cmath>

#include "bandeja/ranking/places.hpp"

using bandeja::ranking::places;

TEST_CASE("Places: ties share a place shown as 3= and the next place skips") {
  auto p = places(std::vector<double>{55.0, 60.0, 55.0, 50.0, 55.0, 40.0});
  CHECK(p == std::vector<std::string>{"2=", "1", "2=", "5", "2=", "6"});
}

TEST_CASE("Places: totals equal to within the tolerance tie, a visible difference does not") {
  auto p = places(std::vector<double>{160.8, 160.8 + 1e-12, 160.79});
  CHECK(p == std::vector<std::string>{"1=", "1=", "3"});
}

TEST_CASE("Places: a pair with no score (NaN) ranks last and does not break the sort") {
  auto p = places(std::vector<double>{std::nan(""), 10.0, 12.0});
  CHECK(p == std::vector<std::string>{"3", "2", "1"});
}

TEST_CASE("Places: tie-break keys separate equal totals, equal on every key still ties") {
  // The first key ties to within the tolerance, so the second key decides even though the
  // first key of entrant 1 is a hair larger.
  auto p = places(std::vector<std::vector<double>>{{20.0, 1.0}, {20.0 + 1e-12, 0.5},
                                                    {20.0, 1.0}, {25.0, 0.0}});
  CHECK(p == std::vector<std::string>{"2=", "4", "2=", "1"});
}

TEST_CASE("Places: an empty field has no places") { CHECK(places(std::vector<double>{}).empty()); }

TEST_CASE("Places: placed() lists the entrants best first, tied ones in their given order, with places()'s labels") {
  const std::vector<double> totals{55.0, 60.0, 55.0, 50.0, std::nan(""), 55.0 + 1e-12, 40.0};
  auto p = bandeja::ranking::placed(totals);
  CHECK(p.labels == places(totals));
  CHECK(p.order == std::vector<size_t>{1, 0, 2, 5, 3, 6, 4});
  std::vector<std::string> down;
  for (size_t i : p.order) down.push_back(p.labels[i]);
  CHECK(down == std::vector<std::string>{"1", "2=", "2=", "2=", "5", "6", "7"});
  CHECK(bandeja::ranking::placed(std::vector<double>{}).order.empty());
}
