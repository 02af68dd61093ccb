// Fits the weights of engine/bots/position_value.h: plays deals with
// Standard at every seat and, at the start of every turn, records side 0's
// position facts (position_facts) beside the margin side 0 ends that deal
// with (deal_margin); then fits the margin as a weighted sum of the facts by
// least squares on the even deals and measures the fit on the odd ones.
//   fit_position_value [deals=20000] [seed=2] [variant=classic] [players=4]
// Prints the figures, then the weights in the facts' order, as
// position_value.cpp lists them:
//   turns=N tested=N rmse=F rmse_now=F rms=F r2=F
//   weights=w0,w1,...
// (rmse_now: the error of the margin if the deal ended now, fact 0, alone;
// rms: of the margin itself.) The same arguments give the same weights.
#include <array>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/position_value.h"
#include "engine/observation.h"
#include "engine/rules.h"
#include "engine/text_util.h"

namespace {

using namespace canasta;

constexpr int K = kPositionFacts;

struct Sample {
  PositionFacts facts;
  double margin;
  bool fitted;  // an even deal's
};

// Solves a x = b (Gauss-Jordan with partial pivoting); a column without a
// pivot (a fact that never varied) gets weight 0.
PositionFacts solve(std::array<std::array<double, K>, K> a, PositionFacts b) {
  for (int col = 0; col < K; ++col) {
    int pivot = col;
    for (int r = col + 1; r < K; ++r)
      if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) pivot = r;
    std::swap(a[col], a[pivot]);
    std::swap(b[col], b[pivot]);
    if (a[col][col] == 0) continue;
    for (int r = 0; r < K; ++r) {
      if (r == col) continue;
      const double f = a[r][col] / a[col][col];
      for (int c = col; c < K; ++c) a[r][c] -= f * a[col][c];
      b[r] -= f * b[col];
    }
  }
  PositionFacts w{};
  for (int i = 0; i < K; ++i) w[i] = a[i][i] != 0 ? b[i] / a[i][i] : 0.0;
  return w;
}

}  // namespace

int main(int argc, char** argv) {
  const std::optional<int64_t> deals = argc > 1 ? parse_int(argv[1], 2, 1000000) : 20000;
  const std::optional<uint64_t> seed = argc > 2 ? parse_uint64(argv[2]) : 2;
  const std::optional<Rules> rules = rules_preset(argc > 3 ? argv[3] : "classic");
  const std::optional<int64_t> players = argc > 4 ? parse_int(argv[4], 2, kMaxPlayers) : 4;
  if (!deals || !seed || !rules || !players || argc > 5) {
    std::fprintf(stderr, "usage: fit_position_value [deals 2..1000000] [seed] [variant] [players 2..%d]\n",
                 kMaxPlayers);
    return 2;
  }
  std::vector<Sample> samples;
  for (int d = 0; d < *deals; ++d) {
    GameState g = GameState::new_game(*rules, static_cast<int>(*players), *seed * 100000 + static_cast<uint64_t>(d));
    std::array<std::unique_ptr<Bot>, kMaxPlayers> bots;
    for (int s = 0; s < *players; ++s)
      bots[s] = make_bot(BotLevel::Standard, *seed * 1000 + static_cast<uint64_t>(d) * 4 + static_cast<uint64_t>(s));
    const size_t first = samples.size();
    int last_turn = -1;
    for (int n = 0; n < 5000 && !g.is_deal_over(); ++n) {
      if (g.turn() != last_turn && g.phase() == Phase::Draw) {
        last_turn = g.turn();
        Sample s{};
        position_facts(g, 0, s.facts);
        s.fitted = d % 2 == 0;
        samples.push_back(s);
      }
      const std::optional<Move> move = bots[g.to_move()]->choose(observation(g, g.to_move()));
      if (!move || !g.apply(*move).ok()) {
        std::fprintf(stderr, "fit_position_value: Standard played an illegal move or none\n");
        return 1;
      }
    }
    const double margin = deal_margin(g, 0);
    for (size_t i = first; i < samples.size(); ++i) samples[i].margin = margin;
  }
  std::array<std::array<double, K>, K> a{};
  PositionFacts b{};
  for (const Sample& s : samples) {
    if (!s.fitted) continue;
    for (int i = 0; i < K; ++i) {
      b[i] += s.facts[i] * s.margin;
      for (int j = 0; j < K; ++j) a[i][j] += s.facts[i] * s.facts[j];
    }
  }
  for (int i = 0; i < K; ++i) a[i][i] += 1e-6 * (a[i][i] + 1);  // a fact that never varies stays solvable
  const PositionFacts w = solve(a, b);
  double error = 0, error_now = 0, spread = 0;
  long tested = 0;
  for (const Sample& s : samples) {
    if (s.fitted) continue;
    double judged = 0;
    for (int i = 0; i < K; ++i) judged += w[i] * s.facts[i];
    error += (s.margin - judged) * (s.margin - judged);
    error_now += (s.margin - s.facts[0]) * (s.margin - s.facts[0]);
    spread += s.margin * s.margin;
    ++tested;
  }
  if (tested == 0) {
    std::fprintf(stderr, "fit_position_value: no turn to test the fit on\n");
    return 1;
  }
  std::printf("turns=%zu tested=%ld rmse=%.1f rmse_now=%.1f rms=%.1f r2=%.3f\n", samples.size(), tested,
              std::sqrt(error / tested), std::sqrt(error_now / tested), std::sqrt(spread / tested),
              1 - error / spread);
  std::printf("weights=");
  for (int i = 0; i < K; ++i) std::printf("%s%.4f", i ? "," : "", w[i]);
  std::printf("\n");
  return 0;
}
