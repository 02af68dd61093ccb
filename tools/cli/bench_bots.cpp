// Bot decision times, natively: plays 4-player classic deals in which seats
// 0 and 2 are Expert (its fixed, deterministic budget) and seats 1 and 3
// Standard, and times every decision that is a real choice (more than one
// legal move). Standard's time is measured on its own seats plus, for a
// large sample, by asking it the same questions Expert is asked; Master
// (fixed budget too) is asked Expert's questions as well.
//   bench_bots [deals=6] [seed=1]
// Last line: standard_median_ms=F expert_median_ms=F expert_p95_ms=F
//            master_median_ms=F master_p95_ms=F decisions=N
//   bench_bots --observations [deals=6] [seed=1]
// prints instead the observation text (engine/observation_text.h) of every
// Expert decision, one a line, for timing the same questions in the WASM
// worker (tools/lib/bench_bots.sh).
//   bench_bots --playouts [seconds=3] [seed=1]
// times the search's own work instead: the decisions of a few Standard
// deals, each dealt again at random (sample_deal) and played out by Standard
// to the end (SearchBot::playout), over and over for `seconds` of CPU time.
// Prints search_playouts_per_s=N, deals played out per CPU second: the
// samples a search can take in its time budget, on a shared machine too
// (CPU time, not the wall clock, which counts the waits for a core).
//   bench_bots --equal-time MASTER_SAMPLES [deals=1] [seed=1]
// times Master at MASTER_SAMPLES sampled deals a decision on the choices of
// `deals` Standard deals, and finds the sampled deals Expert thinks as long
// with on the same choices (CPU time), for a tournament at equal time:
// expert_samples_at_equal_time=N (tournament master@M expert@N).
#include <algorithm>
#include <memory>
#include <optional>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "engine/text_util.h"
#include "engine/bots/bot.h"
#include "engine/bots/search_bot.h"
#include "engine/observation_text.h"
#include "engine/state.h"

namespace {

using namespace canasta;
using Clock = std::chrono::steady_clock;

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const size_t i = static_cast<size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  return v[i];
}

// The real choices (more than one legal move) of `deals` Classic deals of
// four played by Standard at every seat, one after another.
std::optional<std::vector<Observation>> standard_questions(int deals, uint64_t seed) {
  std::vector<Observation> questions;
  MoveList legal;
  for (int d = 0; d < deals; ++d) {
    GameState g = GameState::new_game(*rules_preset("classic"), 4, seed * 1000 + static_cast<uint64_t>(d));
    std::unique_ptr<Bot> standard = make_bot(BotLevel::Standard, 21 + d);
    for (int n = 0; n < 5000 && !g.is_deal_over(); ++n) {
      const Observation obs = observation(g, g.to_move());
      g.legal_moves(legal);
      if (legal.size() > 1) questions.push_back(obs);
      const std::optional<Move> move = standard->choose(obs);
      if (!move || !g.apply(*move).ok()) {
        std::fprintf(stderr, "bench_bots: Standard played an illegal move or none\n");
        return std::nullopt;
      }
    }
  }
  return questions;
}

// The --playouts mode (see the top of the file).
int bench_playouts(double seconds, uint64_t seed) {
  const std::optional<std::vector<Observation>> asked = standard_questions(3, seed);
  if (!asked) return 1;
  const std::vector<Observation>& questions = *asked;
  const SearchConfig config = search_config(BotLevel::Master, BotOptions{});
  SearchBot search(seed, config, nullptr);
  Rng rng(seed);
  long playouts = 0;
  double margins = 0;
  const std::clock_t start = std::clock();
  double used = 0;
  while (used < seconds || playouts < 100) {
    for (const Observation& obs : questions) {
      GameState sampled = sample_deal(obs, config, rng);
      margins += search.playout(sampled, obs.side_of(obs.seat()));
      ++playouts;
    }
    used = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  }
  std::printf("questions=%zu playouts=%ld cpu_seconds=%.2f mean_margin=%.1f search_playouts_per_s=%.0f\n",
              questions.size(), playouts, used, margins / static_cast<double>(playouts),
              static_cast<double>(playouts) / used);
  return 0;
}

// CPU seconds `level` at `samples` sampled deals takes to answer every question.
double thinking_seconds(BotLevel level, int samples, const std::vector<Observation>& questions, uint64_t seed) {
  BotOptions options;
  options.samples = samples;
  const std::unique_ptr<Bot> bot = make_bot(level, seed, options);
  const std::clock_t start = std::clock();
  for (const Observation& obs : questions) (void)bot->choose(obs);
  return static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
}

// The --equal-time mode (see the top of the file). Expert's time grows with
// its samples but not in proportion (its race stops playing beaten
// candidates out sooner on more deals), so its count is found by bisection
// to within 2%.
int bench_equal_time(int master_samples, int deals, uint64_t seed) {
  const std::optional<std::vector<Observation>> asked = standard_questions(deals, seed);
  if (!asked) return 1;
  const double master = thinking_seconds(BotLevel::Master, master_samples, *asked, seed);
  auto expert = [&](int samples) { return thinking_seconds(BotLevel::Expert, samples, *asked, seed); };
  // `low` samples were seen to take Expert less than Master's time, `high`
  // at least as long, `high_seconds` what they took (measured once, not
  // again to print).
  int low = 1, high = master_samples;
  double high_seconds = expert(high);
  while (high_seconds < master && high < kMaxTimedSamples * 16) {
    low = high;  // seen to take less than Master's time
    high_seconds = expert(high *= 2);
  }
  while (high - low > std::max(1, low / 50)) {
    const int middle = low + (high - low) / 2;
    const double seconds = expert(middle);
    if (seconds < master) {
      low = middle;
    } else {
      high = middle;
      high_seconds = seconds;
    }
  }
  std::printf("questions=%zu master_samples=%d master_cpu_s=%.2f expert_samples_at_equal_time=%d expert_cpu_s=%.2f\n",
              asked->size(), master_samples, master, high, high_seconds);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "--equal-time") {
    const std::optional<int64_t> samples = argc > 2 ? parse_int(argv[2], 1, 100000) : std::nullopt;
    const std::optional<int64_t> deals = argc > 3 ? parse_int(argv[3], 1, 100) : 1;
    const std::optional<uint64_t> seed = argc > 4 ? parse_uint64(argv[4]) : 1;
    if (!samples || !deals || !seed) {
      std::fprintf(stderr, "usage: bench_bots --equal-time MASTER_SAMPLES [deals 1..100] [seed]\n");
      return 2;
    }
    return bench_equal_time(static_cast<int>(*samples), static_cast<int>(*deals), *seed);
  }
  if (argc > 1 && std::string_view(argv[1]) == "--playouts") {
    const double seconds = argc > 2 ? std::atof(argv[2]) : 3.0;
    const std::optional<uint64_t> seed = argc > 3 ? parse_uint64(argv[3]) : 1;
    if (!seed || seconds < 0) {
      std::fprintf(stderr, "usage: bench_bots --playouts [seconds] [seed]\n");
      return 2;
    }
    return bench_playouts(seconds, *seed);
  }
  const bool dump = argc > 1 && std::string_view(argv[1]) == "--observations";
  const int first = dump ? 2 : 1;
  const std::optional<int64_t> deals_arg = argc > first ? parse_int(argv[first], 1, 100000) : 6;
  const std::optional<uint64_t> seed_arg = argc > first + 1 ? parse_uint64(argv[first + 1]) : 1;
  if (!deals_arg || !seed_arg) {
    std::fprintf(stderr, "usage: bench_bots [--observations] [deals 1..100000] [seed]\n");
    return 2;
  }
  const int deals = static_cast<int>(*deals_arg);
  const uint64_t seed = *seed_arg;
  std::vector<double> standard_ms, expert_ms, master_ms;
  MoveList legal;
  for (int d = 0; d < deals; ++d) {
    GameState g = GameState::new_game(*rules_preset("classic"), 4, seed * 1000 + static_cast<uint64_t>(d));
    std::unique_ptr<Bot> bots[4] = {make_bot(BotLevel::Expert, 11 + d), make_bot(BotLevel::Standard, 12 + d),
                                    make_bot(BotLevel::Expert, 13 + d), make_bot(BotLevel::Standard, 14 + d)};
    std::unique_ptr<Bot> probe = make_bot(BotLevel::Standard, 15 + d);
    std::unique_ptr<Bot> master = make_bot(BotLevel::Master, 16 + d);
    for (int n = 0; n < 5000 && !g.is_deal_over(); ++n) {
      const int seat = g.to_move();
      const Observation obs = observation(g, seat);
      g.legal_moves(legal);
      const bool choice = legal.size() > 1;
      if (dump && choice && seat % 2 == 0) std::printf("%s\n", to_observation_text(obs).c_str());
      auto t0 = Clock::now();
      const std::optional<Move> move = bots[seat]->choose(obs);
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      if (choice) {
        (seat % 2 == 0 ? expert_ms : standard_ms).push_back(ms);
        if (seat % 2 == 0) {
          t0 = Clock::now();
          (void)probe->choose(obs);
          standard_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
          t0 = Clock::now();
          (void)master->choose(obs);
          master_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        }
      }
      if (!move || !g.apply(*move).ok()) {
        std::fprintf(stderr, "bench_bots: a bot played an illegal move or none\n");
        return 1;
      }
    }
  }
  if (dump) return 0;
  const double s50 = percentile(standard_ms, 0.5), e50 = percentile(expert_ms, 0.5);
  const double e95 = percentile(expert_ms, 0.95);
  std::printf("standard: %zu decisions, median %.4f ms, p95 %.4f ms\n", standard_ms.size(), s50,
              percentile(standard_ms, 0.95));
  std::printf("expert:   %zu decisions, median %.2f ms, p95 %.2f ms, max %.2f ms\n", expert_ms.size(), e50,
              e95, percentile(expert_ms, 1.0));
  const double m50 = percentile(master_ms, 0.5), m95 = percentile(master_ms, 0.95);
  std::printf("master:   %zu decisions, median %.2f ms, p95 %.2f ms, max %.2f ms\n", master_ms.size(), m50, m95,
              percentile(master_ms, 1.0));
  std::printf("standard_median_ms=%.4f expert_median_ms=%.3f expert_p95_ms=%.3f master_median_ms=%.3f "
              "master_p95_ms=%.3f decisions=%zu\n",
              s50, e50, e95, m50, m95, expert_ms.size());
  return 0;
}
