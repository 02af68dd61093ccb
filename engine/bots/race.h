// Racing the candidate moves of a search: each sampled deal is played out
// after every candidate still running, and a candidate that falls clearly
// behind the leader stops being played out. Because every candidate is
// played on the same deals, the comparison uses the paired differences
// (their spread is far smaller than a deal's own, which swings by about
// ±1,000 points), so a clearly worse move is known after a few dozen deals
// while close ones get the whole budget.
//
// Deterministic: the same values in the same order drop the same
// candidates, so a fixed budget still replays exactly.
#pragma once

#include <algorithm>
#include <array>

namespace canasta {

// The standard error of the mean of `n` values whose sum and sum of squares
// are given (0 for fewer than two values).
double standard_error(double sum, double squares, int n);

class Race {
 public:
  static constexpr int kMaxRunners = 8;
  // Deals before the first comparison, and between comparisons.
  static constexpr int kFirstCheck = 32;
  static constexpr int kCheckEvery = 8;
  // A candidate drops out when its mean paired loss to the leader is more
  // than this many standard errors (one-sided, about 1 in 750 for one
  // comparison), or when it has matched the leader exactly on every deal
  // (the same move in effect; the earlier listed one stays).
  static constexpr double kDropErrors = 3.0;

  explicit Race(int runners);

  // One deal's values, indexed like the candidates; values of candidates no
  // longer running are ignored.
  void add(const std::array<double, kMaxRunners>& value);

  bool running(int c) const { return running_[c]; }
  // More than one candidate is still running.
  bool open() const;
  int deals() const { return deals_; }
  // The running candidate with the best total, the earliest on ties.
  int leader() const;
  // The move to play: the leader, unless candidate 0 (the default choice)
  // still runs and the leader's mean lead over it is at most `errors`
  // standard errors of their paired difference; then candidate 0. The best
  // of several noisy means is biased upward (the winner of the race was also
  // lucky), so leaving the default asks for evidence. errors = 0: the leader.
  int choice(double errors) const;
  // Mean of value[a] - value[b] over the deals both ran, and its standard
  // error.
  double mean_difference(int a, int b) const;
  double difference_error(int a, int b) const;

 private:
  void drop_the_beaten();

  // Deals two candidates both ran: candidates only ever drop out, so both
  // ran the first min of their counts.
  int deals_of(int a, int b) const { return std::min(ran_[a], ran_[b]); }

  int runners_;
  int deals_ = 0;
  std::array<int, kMaxRunners> ran_{};  // deals each candidate was played out on
  std::array<bool, kMaxRunners> running_{};
  std::array<double, kMaxRunners> total_{};
  // Sums of value[a] - value[b] and of its square, for a < b.
  std::array<std::array<double, kMaxRunners>, kMaxRunners> difference_{};
  std::array<std::array<double, kMaxRunners>, kMaxRunners> squares_{};
};

}  // namespace canasta
