// Two records of the same match on the same games (tournament --compare):
// two versions of bot A, say Master before and after a change, each played
// against the same B on the same seed. Every game is dealt from the seed and
// its index alone, so game i of both records had the same cards; comparing
// them game by game removes the luck of the deal that two separate win rates
// carry, and a change's effect shows with fewer games. Only the duplicate
// groups whole in both records count.
//
//   tournament --compare FIRST SECOND
// Last line: compare games=N first_win_rate=F second_win_rate=F diff=F
//            diff_low=F diff_high=F margin_diff_per_game=F margin_low=F margin_high=F alike=N
// (diff = first's win rate less second's, with its 95% interval over the
// groups; the margin is A's deal-score margin summed over a game's deals;
// alike: the games both records ended the same, winner, deals and margin.
// A change that alters few of A's choices leaves most games alike, its
// interval narrow, and `alike` says how few games it touched at all.)
#pragma once

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "tools/cli/tournament_record.h"

namespace canasta {

struct RecordComparison {
  int games = 0, groups = 0;
  int alike = 0;  // games with the same winner, deals and margin in both
  double first_rate = 0, second_rate = 0;
  double diff = 0, diff_half = 0;      // win rates, first less second, and the 95% half-width
  double margin = 0, margin_half = 0;  // mean margin a game, first less second
};

// The mean of `values` and the half-width of its 95% interval.
inline void mean_and_half(const std::vector<double>& values, double& mean, double& half) {
  const double n = static_cast<double>(values.size());
  mean = 0.0;
  half = 0.0;
  if (values.empty()) return;
  for (double v : values) mean += v;
  mean /= n;
  if (values.size() < 2) return;
  double var = 0.0;
  for (double v : values) var += (v - mean) * (v - mean);
  half = 1.96 * std::sqrt(var / (n - 1) / n);
}

// `sides`: the match's number of sides (A played side i % sides in game i).
inline RecordComparison compare_records(const std::map<int, GameResult>& first,
                                        const std::map<int, GameResult>& second, int sides) {
  RecordComparison c;
  std::vector<double> rate_diff, margin_diff;
  long first_wins = 0, second_wins = 0;
  for (const auto& [index, unused] : first) {
    if (!holds_group(first, index, sides) || !holds_group(second, index, sides)) continue;
    int wins[2] = {0, 0};
    double margin[2] = {0, 0};
    for (int k = 0; k < sides; ++k) {
      const GameResult& a = first.at(index + k);
      const GameResult& b = second.at(index + k);
      wins[0] += a.winner == k;
      wins[1] += b.winner == k;
      margin[0] += a.margin;
      margin[1] += b.margin;
      c.alike += a.winner == b.winner && a.deals == b.deals && a.margin == b.margin;
    }
    first_wins += wins[0];
    second_wins += wins[1];
    rate_diff.push_back(static_cast<double>(wins[0] - wins[1]) / sides);
    margin_diff.push_back((margin[0] - margin[1]) / sides);
  }
  c.groups = static_cast<int>(rate_diff.size());
  c.games = c.groups * sides;
  if (c.games == 0) return c;
  c.first_rate = static_cast<double>(first_wins) / c.games;
  c.second_rate = static_cast<double>(second_wins) / c.games;
  mean_and_half(rate_diff, c.diff, c.diff_half);
  mean_and_half(margin_diff, c.margin, c.margin_half);
  return c;
}

}  // namespace canasta
