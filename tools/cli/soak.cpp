// Soak run: random self-play (random_policy.h) of many deals across every
// player count, both presets and the rule options, on two threads, checking
// the engine from outside through its public API after every move:
//   - every card is accounted for: hands + melds + red threes + pile + stock
//     equal the pack, card kind by card kind;
//   - every listed legal move passes check(); the move the policy chooses is
//     accepted by apply(); its text parses back to the same move;
//   - random probe moves: check() and apply() agree, a refused move leaves the
//     state unchanged, and a simple move (draw, pickup, discard, ask, yes, no,
//     pass) that check() accepts is in the legal list;
//   - at the end of every deal the score breakdown equals a recount written
//     from the rules (soak_recount.h), and the cumulative totals, game end and
//     winner follow;
//   - every 16th game, the record of the moves replays to the same state.
// Games continue deal after deal until they end (or 40 deals); then the next
// configuration starts.
//   soak [deals=100000] [threads=2]
// Prints problems to stderr (at most 20) and ends with one line
//   deals=N moves=N errors=N
// Exits non-zero on any error.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine/text_util.h"
#include "engine/notation.h"
#include "engine/record.h"
#include "engine/state.h"
#include "tools/cli/random_policy.h"
#include "tools/cli/soak_checks.h"

namespace {

using namespace canasta;

struct Config {
  const char* variant;
  const char* options;
  int players;
};

constexpr Config kConfigs[] = {
    {"classic", "", 2},        {"classic", "", 3},        {"classic", "", 4},
    {"classic", "", 5},        {"classic", "", 6},        {"threepack", "", 6},
    {"threepack", "", 2},      {"threepack", "", 3},      {"threepack", "", 4},
    {"threepack", "", 5},      {"classic", "drawtwo", 2}, {"classic", "min15,wild3", 4},
    {"classic", "jokers6", 4}, {"classic", "wild3", 6},       {"classic", "red3deal", 4},
    {"american", "", 4},       {"american", "clean_triple,nosplash,three_in_hand_100,wild2500", 4},
    {"american", "nospecials", 4},
    {"uruguayan", "", 2},      {"uruguayan", "", 3},          {"uruguayan", "", 4},
    {"uruguayan", "cap7,always_frozen", 4}, {"uruguayan", "drawtwo,quick", 3},
    {"uruguayan", "pack216", 6}, {"uruguayan", "pack216", 2},
    {"uruguayan", "cut_bonus", 4}, {"uruguayan", "cut_bonus,pack216", 6},
};
constexpr int kNumConfigs = static_cast<int>(sizeof(kConfigs) / sizeof(kConfigs[0]));
constexpr int kMaxDealsPerGame = 40;
constexpr int kMaxReportedErrors = 20;

std::mutex g_report_mutex;
std::atomic<long> g_reported{0};

struct Counters {
  long deals = 0;
  long moves = 0;
  long errors = 0;
};

class Worker {
 public:
  Worker(long deals_wanted, int thread, int threads)
      : wanted_(deals_wanted),
        thread_(thread),
        threads_(threads),
        moves_(std::make_unique<MoveList>()) {}

  Counters run() {
    for (uint64_t game = static_cast<uint64_t>(thread_); counters_.deals < wanted_;
         game += static_cast<uint64_t>(threads_))
      play_game(game);
    return counters_;
  }

 private:
  void report(const GameState& state, const std::string& what) {
    ++counters_.errors;
    if (g_reported.fetch_add(1) >= kMaxReportedErrors) return;
    std::lock_guard<std::mutex> lock(g_report_mutex);
    std::fprintf(stderr, "soak: %s %s players=%d seed=%llu deal=%d: %s\n  position: %s\n",
                 config_->variant, config_->options, config_->players,
                 static_cast<unsigned long long>(state.seed()), state.deal_number(), what.c_str(),
                 to_notation(state).c_str());
  }

  void play_game(uint64_t game) {
    config_ = &kConfigs[game % kNumConfigs];
    std::string problem;
    const std::optional<Rules> rules = make_rules(config_->variant, config_->options, &problem);
    if (!rules) {
      std::fprintf(stderr, "soak: bad configuration: %s\n", problem.c_str());
      std::exit(2);
    }
    GameState state = GameState::new_game(*rules, config_->players, game);
    GameRecord record = new_record(*rules, config_->players, game);
    Rng rng(game * 0x9E3779B97F4A7C15ull + 1);
    ScoreRecount recount(state);
    for (int deal = 0; deal < kMaxDealsPerGame && counters_.deals < wanted_; ++deal) {
      if (deal > 0) {
        if (const Verdict v = state.start_next_deal(); !v.ok())
          return report(state, "next deal refused: " + explain(v));
        record.moves.emplace_back(kNextDeal);
      }
      if (!play_deal(state, rng, record, recount)) return;
      ++counters_.deals;
      if (state.is_game_over()) break;
    }
    if (game % 16 == 0) check_replay(state, record);
  }

  // Plays one deal to its end; false after an error that stops the game.
  bool play_deal(GameState& state, Rng& rng, GameRecord& record, ScoreRecount& recount) {
    std::string problem;
    if (!cards_accounted_for(state, &problem)) {
      report(state, "after the deal: " + problem);
      return false;
    }
    recount.start_deal(state);
    for (int step = 0; !state.is_deal_over(); ++step) {
      if (step > 5000) {
        report(state, "the deal does not end");
        return false;
      }
      state.legal_moves(*moves_);
      if (moves_->empty()) {
        report(state, "no legal move while the deal goes on");
        return false;
      }
      if (!check_listed(state)) return false;
      probe(state, rng);
      const Move move = random_policy_move(state, *moves_, rng);
      const std::string text = to_string(move);
      const Parsed<Move> reparsed = parse_move(text);
      if (!reparsed.ok() || !(*reparsed.value == move))
        report(state, "move text does not parse back: " + text);
      recount.before_move(state, move);
      if (const Verdict v = state.apply(move); !v.ok()) {
        report(state, "listed move " + text + " refused: " + explain(v));
        return false;
      }
      record.moves.push_back(text);
      ++counters_.moves;
      recount.after_move(state);
      if (!cards_accounted_for(state, &problem)) {
        report(state, "after " + text + ": " + problem);
        return false;
      }
    }
    if (!recount.check_deal_end(state, &problem)) report(state, problem);
    return true;
  }

  bool check_listed(const GameState& state) {
    for (const Move& m : *moves_) {
      if (const Verdict v = state.check(m); !v.ok()) {
        report(state, "listed move " + to_string(m) + " fails check: " + explain(v));
        return false;
      }
    }
    return true;
  }

  // Random moves, mostly illegal: check and apply must agree.
  void probe(const GameState& state, Rng& rng) {
    for (int k = 0; k < 2; ++k) {
      const Move move = random_probe_move(state, rng);
      const Verdict verdict = state.check(move);
      GameState copy = state;
      const Verdict applied = copy.apply(move);
      if (verdict.why != applied.why) {
        report(state, "check and apply disagree on " + to_string(move));
      } else if (!applied.ok() && !(copy == state)) {
        report(state, "refused move " + to_string(move) + " changed the state");
      } else if (verdict.ok() && is_simple(move) && !moves_->capped() && !moves_->contains(move)) {
        report(state, "legal move " + to_string(move) + " is not listed");
      } else if (applied.ok()) {
        std::string problem;
        if (!cards_accounted_for(copy, &problem))
          report(state, "after probe " + to_string(move) + ": " + problem);
      }
    }
  }

  void check_replay(const GameState& state, const GameRecord& record) {
    std::string problem;
    const std::optional<GameRecord> parsed = parse_record(record_to_json(record), &problem);
    if (!parsed || !(*parsed == record)) {
      report(state, "record does not round-trip: " + problem);
      return;
    }
    const std::optional<GameState> replayed = replay(*parsed, &problem);
    if (!replayed)
      report(state, "replay failed: " + problem);
    else if (!(*replayed == state) || replayed->fingerprint() != state.fingerprint())
      report(state, "replay reached a different state");
  }

  long wanted_;
  int thread_;
  int threads_;
  std::unique_ptr<MoveList> moves_;
  const Config* config_ = nullptr;
  Counters counters_;
};

}  // namespace

int main(int argc, char** argv) {
  const std::optional<int64_t> deals_arg = argc > 1 ? parse_int(argv[1], 1, INT32_MAX) : 100000;
  const std::optional<int64_t> threads_arg = argc > 2 ? parse_int(argv[2], 1, 64) : 2;
  if (!deals_arg || !threads_arg) {
    std::fprintf(stderr, "usage: soak [deals] [threads]\n");
    return 2;
  }
  const long deals = static_cast<long>(*deals_arg);
  const int threads = static_cast<int>(*threads_arg);
  const auto start = std::chrono::steady_clock::now();
  std::vector<Counters> results(static_cast<size_t>(threads));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    const long share = deals / threads + (t < deals % threads ? 1 : 0);
    pool.emplace_back([&results, share, t, threads] {
      results[static_cast<size_t>(t)] = Worker(share, t, threads).run();
    });
  }
  for (auto& th : pool) th.join();
  Counters total;
  for (const Counters& c : results) {
    total.deals += c.deals;
    total.moves += c.moves;
    total.errors += c.errors;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("soak: %.1f s on %d threads\n", seconds, threads);
  std::printf("deals=%ld moves=%ld errors=%ld\n", total.deals, total.moves, total.errors);
  return total.errors == 0 ? 0 : 1;
}
