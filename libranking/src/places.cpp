#include "bandeja/ranking/places.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace bandeja::ranking {

namespace {

// NaN would break the strict weak ordering the sort needs: rank it below everything.
double key_of(double v) { return std::isnan(v) ? -std::numeric_limits<double>::infinity() : v; }

// Replaces each value by the smallest value of its cluster (values that follow each other
// within `tolerance`), so that the sort below compares exactly and values equal to within the
// tolerance tie, whatever the tie-break keys after them say.
void snap(std::vector<double>& column, double tolerance) {
  // The values in ascending order with where each came from, so that each representative is
  // written straight back (equal values get the same one: their difference is 0).
  std::vector<std::pair<double, size_t>> sorted;
  sorted.reserve(column.size());
  for (size_t i = 0; i < column.size(); ++i) sorted.emplace_back(column[i], i);
  std::sort(sorted.begin(), sorted.end());
  double rep = 0;
  for (size_t i = 0; i < sorted.size(); ++i) {
    const double v = sorted[i].first;
    if (!(i > 0 && v - sorted[i - 1].first <= tolerance)) rep = v;
    column[sorted[i].second] = rep;
  }
}

void snap_column(std::vector<std::vector<double>>& keys, size_t k, double tolerance) {
  std::vector<double> column;
  column.reserve(keys.size());
  for (const auto& row : keys) column.push_back(row[k]);
  snap(column, tolerance);
  for (size_t i = 0; i < keys.size(); ++i) keys[i][k] = column[i];
}

// The labels of entrants sorted best first (`order`): a run of entrants that `same` says are
// equal shares the place of the first, with "=".
template <class Same>
std::vector<std::string> labels(const std::vector<size_t>& order, Same same) {
  std::vector<std::string> out(order.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i + 1;
    while (j < order.size() && same(order[i], order[j])) ++j;
    std::string label = std::to_string(i + 1);
    if (j - i > 1) label += "=";
    for (size_t k = i; k < j; ++k) out[order[k]] = label;
    i = j;
  }
  return out;
}

}  // namespace

std::vector<std::string> places(const std::vector<std::vector<double>>& keys_in,
                                double tolerance) {
  auto keys = keys_in;
  size_t width = keys.empty() ? 0 : keys.front().size();
  for (auto& row : keys) {
    row.resize(width, -std::numeric_limits<double>::infinity());
    for (double& v : row) v = key_of(v);
  }
  for (size_t k = 0; k < width; ++k) snap_column(keys, k, tolerance);

  std::vector<size_t> order(keys.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return std::lexicographical_compare(keys[b].begin(), keys[b].end(), keys[a].begin(),
                                        keys[a].end());
  });
  return labels(order, [&](size_t a, size_t b) { return keys[a] == keys[b]; });
}

Placed placed(const std::vector<double>& totals, double tolerance) {
  // The steps above with one key, on flat pairs (value, entrant) compared directly: a whole
  // field's standings are placed here, and a vector per entrant, or a sort through indices,
  // cost more than the sort itself.
  std::vector<std::pair<double, size_t>> v;
  v.reserve(totals.size());
  for (size_t i = 0; i < totals.size(); ++i) v.emplace_back(key_of(totals[i]), i);
  std::sort(v.begin(), v.end());
  double rep = 0, before = 0;  // the cluster's smallest value; the value before this one
  for (size_t i = 0; i < v.size(); ++i) {
    const double value = v[i].first;
    if (!(i > 0 && value - before <= tolerance)) rep = value;
    before = value;
    v[i].first = rep;
  }
  // Best first; equal (snapped) totals in the entrants' own order.
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  Placed out;
  out.order.reserve(v.size());
  std::vector<double> snapped(v.size());  // per entrant
  for (const auto& [key, entrant] : v) {
    out.order.push_back(entrant);
    snapped[entrant] = key;
  }
  out.labels = labels(out.order, [&](size_t a, size_t b) { return snapped[a] == snapped[b]; });
  return out;
}

std::vector<std::string> places(const std::vector<double>& totals, double tolerance) {
  return placed(totals, tolerance).labels;
}

}  // namespace bandeja::ranking
