#include "engine/bots/race.h"

#include <algorithm>
#include <cmath>

namespace canasta {

Race::Race(int runners) : runners_(std::clamp(runners, 1, kMaxRunners)) {
  for (int c = 0; c < runners_; ++c) running_[c] = true;
}

void Race::add(const std::array<double, kMaxRunners>& value) {
  ++deals_;
  for (int a = 0; a < runners_; ++a) {
    if (!running_[a]) continue;
    total_[a] += value[a];
    ++ran_[a];
    for (int b = a + 1; b < runners_; ++b) {
      if (!running_[b]) continue;
      const double d = value[a] - value[b];
      difference_[a][b] += d;
      squares_[a][b] += d * d;
    }
  }
  if (deals_ >= kFirstCheck && (deals_ - kFirstCheck) % kCheckEvery == 0) drop_the_beaten();
}

bool Race::open() const {
  int n = 0;
  for (int c = 0; c < runners_; ++c) n += running_[c];
  return n > 1;
}

int Race::leader() const {
  int best = -1;
  for (int c = 0; c < runners_; ++c)
    if (running_[c] && (best < 0 || total_[c] > total_[best])) best = c;
  return best;
}

int Race::choice(double errors) const {
  const int lead = leader();
  if (lead == 0 || !running_[0] || errors <= 0.0) return lead;
  return mean_difference(lead, 0) > errors * difference_error(lead, 0) ? lead : 0;
}

double Race::mean_difference(int a, int b) const {
  const int n = deals_of(a, b);
  if (n == 0 || a == b) return 0.0;
  const double sum = a < b ? difference_[a][b] : -difference_[b][a];
  return sum / n;
}

double standard_error(double sum, double squares, int n) {
  if (n < 2) return 0.0;
  const double mean = sum / n;
  const double variance = std::max(0.0, (squares - n * mean * mean) / (n - 1));
  return std::sqrt(variance / n);
}

double Race::difference_error(int a, int b) const {
  if (a == b) return 0.0;
  const int lo = std::min(a, b), hi = std::max(a, b);
  return standard_error(difference_[lo][hi], squares_[lo][hi], deals_of(a, b));
}

void Race::drop_the_beaten() {
  const int lead = leader();
  for (int c = 0; c < runners_; ++c) {
    if (!running_[c] || c == lead) continue;
    const double behind = mean_difference(lead, c);
    const double error = difference_error(lead, c);
    // Equal on every deal so far: the same move in effect. Equal totals
    // made the earlier listed one the leader, so the later one goes.
    const bool same_move = squares_[std::min(lead, c)][std::max(lead, c)] == 0.0;
    if (same_move || behind > kDropErrors * error) running_[c] = false;
  }
}

}  // namespace canasta
