// How Master decides the end of a deal with and without the exact search of
// it (engine/bots/endgame.h), judged on the true deal:
//   endgame_accuracy [deals=400] [seed=1] [samples=768] [nodes=20000] [stock=0]
// Standard plays Classic 4-player deals; at every real decision (more than
// one legal move) once the stock holds `stock` cards or fewer, Master at
// `samples` sampled deals chooses twice, on the same sampled deals: as it
// plays today (plain: its playouts play the end with Standard's habits) and
// with exact_endgame_nodes = `nodes`, exact_endgame_stock = `stock`
// (exact). Each choice is then judged on the true deal two ways:
//   perfect_<m>  the deciding side's margin (evaluation.h game_margin) when
//                every seat then plays best knowing every card (the solver
//                on the true deal; a position whose tree is larger than
//                2,000,000 nodes is left out)
//   expert_<m>   the margin when Expert plays every seat to the deal's end
//                (four bot seeds, the mean)
// The first line counts the deals whose stock ran that short, the positions
// judged, the choices that differ and the positions too large to judge; the
// last holds every figure as key=value, each judge's mean for both
// choices and the mean difference (exact minus plain) with its standard
// error. A tool, not a test: the figures are measured, never asserted.
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>

#include "engine/bots/bot.h"
#include "engine/bots/endgame.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/search_bot.h"
#include "engine/observation.h"
#include "engine/rules.h"
#include "engine/text_util.h"

namespace {

using namespace canasta;

constexpr int kJudgeNodes = 2000000;
constexpr int kJudgeSeeds = 4;

// A mean and the standard error of a sum of values.
struct Mean {
  double sum = 0, squares = 0;
  long n = 0;
  void add(double v) {
    sum += v;
    squares += v * v;
    ++n;
  }
  double mean() const { return n > 0 ? sum / static_cast<double>(n) : 0.0; }
  double error() const {
    if (n < 2) return 0.0;
    const double m = mean();
    return std::sqrt((squares / static_cast<double>(n) - m * m) / static_cast<double>(n - 1));
  }
};

// The deciding side's margin when Expert plays every seat from `g` to the
// deal's end, over kJudgeSeeds seeds.
double expert_play(const GameState& g, int side, uint64_t seed) {
  double total = 0;
  for (int s = 0; s < kJudgeSeeds; ++s) {
    GameState rest = g;
    std::unique_ptr<Bot> bots[kMaxPlayers];
    for (int p = 0; p < rest.players(); ++p)
      bots[p] = make_bot(BotLevel::Expert, seed * 31 + static_cast<uint64_t>(s * 7 + p));
    for (int n = 0; n < 5000 && !rest.is_deal_over(); ++n) {
      const std::optional<Move> m = bots[rest.to_move()]->choose(observation(rest, rest.to_move()));
      if (!m || !rest.apply(*m).ok()) break;
    }
    total += game_margin(rest, side);
  }
  return total / kJudgeSeeds;
}

}  // namespace

int main(int argc, char** argv) {
  const std::optional<int64_t> deals = argc > 1 ? parse_int(argv[1], 1, 1000000) : 400;
  const std::optional<uint64_t> seed = argc > 2 ? parse_uint64(argv[2]) : 1;
  const std::optional<int64_t> samples = argc > 3 ? parse_int(argv[3], 1, 100000) : 768;
  const std::optional<int64_t> nodes = argc > 4 ? parse_int(argv[4], 1, 100000000) : 20000;
  const std::optional<int64_t> stock = argc > 5 ? parse_int(argv[5], 0, 200) : 0;
  if (!deals || !seed || !samples || !nodes || !stock) {
    std::fprintf(stderr,
                 "usage: endgame_accuracy [deals 1..1000000] [seed] [samples 1..100000] [nodes 1..100000000] "
                 "[stock 0..200]\n");
    return 2;
  }
  BotOptions options;
  options.samples = static_cast<int>(*samples);
  const SearchConfig plain = search_config(BotLevel::Master, options);
  SearchConfig exact = plain;
  exact.exact_endgame_nodes = static_cast<int>(*nodes);
  exact.exact_endgame_stock = static_cast<int>(*stock);

  EndgameSolver judge;
  Mean perfect_plain, perfect_exact, perfect_diff, expert_plain, expert_exact, expert_diff;
  long short_stock = 0, positions = 0, changed = 0, too_large = 0;
  MoveList legal;
  for (int d = 0; d < *deals; ++d) {
    const uint64_t deal_seed = *seed * 1000003 + static_cast<uint64_t>(d);
    GameState g = GameState::new_game(*rules_preset("classic"), 4, deal_seed);
    std::unique_ptr<Bot> bots[4];
    for (int s = 0; s < 4; ++s) bots[s] = make_bot(BotLevel::Standard, deal_seed * 4 + static_cast<uint64_t>(s));
    bool reached = false;
    for (int n = 0; n < 5000 && !g.is_deal_over(); ++n) {
      reached = reached || g.stock_size() <= *stock;
      const Observation obs = observation(g, g.to_move());
      g.legal_moves(legal);
      if (legal.size() > 1 && g.stock_size() <= *stock && obs.phase() != Phase::Cut) {
        const uint64_t bot_seed = deal_seed * 7919 + static_cast<uint64_t>(n);
        SearchBot plain_bot(bot_seed, plain, nullptr), exact_bot(bot_seed, exact, nullptr);
        const std::optional<Move> a = plain_bot.choose(obs), b = exact_bot.choose(obs);
        GameState after_a = g, after_b = g;
        if (!a || !b || !after_a.apply(*a).ok() || !after_b.apply(*b).ok()) {
          std::fprintf(stderr, "endgame_accuracy: Master played an illegal move or none\n");
          return 1;
        }
        const int side = g.side_of(g.to_move());
        const std::optional<double> pa = judge.value(after_a, side, true, kJudgeNodes);
        const std::optional<double> pb = judge.value(after_b, side, true, kJudgeNodes);
        if (!pa || !pb) {
          ++too_large;
        } else {
          ++positions;
          changed += !(*a == *b);
          perfect_plain.add(*pa);
          perfect_exact.add(*pb);
          perfect_diff.add(*pb - *pa);
          const double ea = expert_play(after_a, side, bot_seed);
          const double eb = *a == *b ? ea : expert_play(after_b, side, bot_seed);
          expert_plain.add(ea);
          expert_exact.add(eb);
          expert_diff.add(eb - ea);
        }
      }
      const std::optional<Move> move = bots[g.to_move()]->choose(obs);
      if (!move || !g.apply(*move).ok()) {
        std::fprintf(stderr, "endgame_accuracy: Standard played an illegal move or none\n");
        return 1;
      }
    }
    short_stock += reached;
  }
  std::printf("deals=%ld short_stock=%ld positions=%ld changed=%ld too_large=%ld\n", static_cast<long>(*deals),
              short_stock, positions, changed, too_large);
  std::printf(
      "perfect_plain=%.1f perfect_exact=%.1f perfect_diff=%.1f perfect_diff_error=%.1f expert_plain=%.1f "
      "expert_exact=%.1f expert_diff=%.1f expert_diff_error=%.1f\n",
      perfect_plain.mean(), perfect_exact.mean(), perfect_diff.mean(), perfect_diff.error(), expert_plain.mean(),
      expert_exact.mean(), expert_diff.mean(), expert_diff.error());
  return 0;
}
