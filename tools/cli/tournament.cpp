// Bot tournaments, natively, on every core.
//
//   tournament A B [--games N] [--seed S] [--players P] [--variant V]
//              [--options O] [--threads T] [--samples K]
//     A level is beginner, standard, expert or master, optionally with its
//     own sampled deals per decision: expert@384 (searching levels only;
//     --samples K sets every searching seat's number that has none).
//     Full games to the variant's target (with its comma-separated rule
//     options O: --variant uruguayan --options pack216 --players 6 plays
//     trios) between levels A and B with
//     duplicate deals: each game seed is played once per side with A's bots
//     on that side (so with two sides every deal is played twice, the sides
//     swapped) and B's bots on the others. Prints the win rate of A with a 95%
//     confidence interval (over the duplicate groups, whose games share their
//     cards), A's mean deal-score margin per deal, games per second, and last
//     a line of key=value figures:
//       a=<level> b=<level> games=N win_rate=F ci_low=F ci_high=F
//       score_diff_per_deal=F games_per_s=F illegal=N
//     --record FILE writes the match and then each game as it ends
//     (tournament_record.h); run again with the same FILE, the same match
//     plays only the games not yet recorded, so a long run can stop and go
//     on later and still reports over every game. The report then covers
//     every recorded game; games_per_s only this run's.
//
//   tournament --summary FILE
//     The report of a record so far, over its whole duplicate groups only
//     (a group's games share their cards): the same lines as above, without
//     games_per_s.
//
//   tournament --compare FIRST SECOND
//     Two records of the same match but for A (A's bots changed, B, the
//     seed and the table the same) compared game by game over the duplicate
//     groups both hold whole: each's win rate, the difference with its 95%
//     interval, and the same for A's margin a game (tournament_compare.h).
//
//   tournament --deals-soak N [--seed S] [--threads T] [--samples K]
//     N single deals with bots of mixed levels at every seat, cycling through
//     2 to 6 players and both presets; counts illegal moves (bot moves apply
//     rejects) and engine errors (deals cut off by the safety limit). Expert
//     and Master seats (one deal in eight) use K samples (default 2) to keep
//     it quick.
//     Last line: deals=N illegal=N errors=N deals_per_s=F
// Exits non-zero on a bad argument, an illegal move or an engine error.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "engine/text_util.h"
#include "engine/bots/match.h"
#include "engine/rules.h"
#include "engine/seating.h"
#include "tools/cli/tournament_compare.h"
#include "tools/cli/tournament_record.h"

namespace {

using namespace canasta;

// A level as named on the command line, with its own sample count (0: the
// --samples number or the level's default).
struct Player {
  BotLevel level = BotLevel::Standard;
  int samples = 0;
  std::string name;
};

struct Args {
  Player a{BotLevel::Standard, 0, "standard"};
  Player b{BotLevel::Beginner, 0, "beginner"};
  int games = 100;
  uint64_t seed = 1;
  int players = 4;
  std::string variant = "classic";
  std::string options;
  int threads = 0;
  int samples = 0;
  long soak_deals = 0;
  std::string record;   // --record FILE
  std::string summary;  // --summary FILE
  std::vector<std::string> compare;  // --compare FIRST SECOND
};

[[noreturn]] void usage(const std::string& why) {
  std::fprintf(stderr,
               "tournament: %s\nusage: tournament A B [--games N] [--seed S] [--players P] "
               "[--variant V] [--options O] [--threads T] [--samples K] [--record FILE]\n"
               "       tournament --summary FILE\n"
               "       tournament --compare FIRST SECOND\n"
               "       tournament --deals-soak N [--seed S] [--threads T] [--samples K]\n"
               "levels: beginner, standard, expert, master (expert@K, master@K: K sampled deals)\n",
               why.c_str());
  std::exit(2);
}

long number(std::string_view text, const char* name) {
  const std::optional<int64_t> v = parse_int(text, 0, INT32_MAX);
  if (!v) usage(std::string(name) + " needs a whole number from 0 to 2147483647");
  return static_cast<long>(*v);
}

Player parse_player(std::string_view word) {
  const std::optional<BotSpec> spec = parse_bot_spec(word);
  if (!spec) usage("unknown level " + std::string(word) + " (expert@K and master@K take K from 1 to 4000)");
  return Player{spec->level, spec->samples, std::string(word)};
}

Args parse_args(int argc, char** argv) {
  Args args;
  std::vector<std::string_view> levels;
  for (int i = 1; i < argc; ++i) {
    const std::string_view word = argv[i];
    auto value = [&]() -> std::string_view {
      if (i + 1 >= argc) usage(std::string(word) + " needs a value");
      return argv[++i];
    };
    if (word == "--games") args.games = static_cast<int>(number(value(), "--games"));
    else if (word == "--seed") {
      const std::optional<uint64_t> seed = parse_uint64(value());
      if (!seed) usage("--seed needs a whole number from 0 to 18446744073709551615");
      args.seed = *seed;
    }
    else if (word == "--players") args.players = static_cast<int>(number(value(), "--players"));
    else if (word == "--variant") args.variant = std::string(value());
    else if (word == "--options") args.options = std::string(value());
    else if (word == "--threads") args.threads = static_cast<int>(number(value(), "--threads"));
    else if (word == "--samples") args.samples = static_cast<int>(number(value(), "--samples"));
    else if (word == "--deals-soak") args.soak_deals = number(value(), "--deals-soak");
    else if (word == "--record") args.record = std::string(value());
    else if (word == "--summary") args.summary = std::string(value());
    else if (word == "--compare") {
      args.compare.emplace_back(value());
      args.compare.emplace_back(value());
    }
    else if (!word.empty() && word[0] == '-') usage("unknown option " + std::string(word));
    else levels.push_back(word);
  }
  if (args.soak_deals == 0 && args.summary.empty() && args.compare.empty()) {
    if (levels.size() != 2) usage("name two levels");
    args.a = parse_player(levels[0]);
    args.b = parse_player(levels[1]);
  }
  if (args.players < kMinPlayers || args.players > kMaxPlayers) usage("--players must be 2 to 6");
  if (args.threads <= 0) {
    args.threads = static_cast<int>(std::thread::hardware_concurrency());
    if (args.threads <= 0) args.threads = 2;
  }
  return args;
}

// Runs job(i) for i in [0, count) on `threads` threads.
template <typename Job>
void parallel_for(int count, int threads, Job job) {
  std::atomic<int> next{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      for (int i = next++; i < count; i = next++) job(i);
    });
  for (std::thread& th : pool) th.join();
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The match's rules (--summary reads them from the record's first line).
Rules rules_of(const std::string& variant, const std::string& options) {
  std::string error;
  const std::optional<Rules> rules = make_rules(variant, options, &error);
  if (!rules) usage(error);
  return *rules;
}

// Sides at the table.
int sides_of(const Rules& rules, int players) {
  if (const std::optional<Problem> problem = players_problem(rules, players)) usage(problem->text());
  return make_seating(rules, players, 0).sides;
}

std::string match_header(const Args& args, int games) {
  return "tournament a=" + args.a.name + " b=" + args.b.name + " players=" + std::to_string(args.players) +
         " variant=" + args.variant + " options=" + args.options + " seed=" + std::to_string(args.seed) +
         " games=" + std::to_string(games);
}

// The report over the whole duplicate groups of `results` (game index ->
// result; A played side i % sides in game i). `per_s` < 0: no speed to
// report (a record's summary). Returns the exit code.
int report(const Args& args, int sides, const std::map<int, GameResult>& results, double per_s) {
  long illegal = 0, stuck = 0, deals = 0;
  double margin = 0.0;
  std::vector<double> group_rate;
  for (auto it = results.begin(); it != results.end(); ++it) {
    if (!holds_group(results, it->first, sides)) continue;
    const int group = it->first / sides;
    int group_wins = 0;
    for (int k = 0; k < sides; ++k) {
      const GameResult& g = results.at(group * sides + k);
      illegal += g.illegal;
      stuck += g.stuck;
      deals += g.deals;
      margin += g.margin;
      group_wins += g.winner == k;
    }
    group_rate.push_back(static_cast<double>(group_wins) / sides);
  }
  const int groups = static_cast<int>(group_rate.size());
  const int games = groups * sides;
  double rate = 0.0, half = 0.0;  // the mean of the groups' rates: A's wins / games
  mean_and_half(group_rate, rate, half);
  const double per_deal = deals > 0 ? margin / static_cast<double>(deals) : 0.0;
  const std::string& a = args.a.name;
  const std::string& b = args.b.name;
  std::printf("%s vs %s, %d players (%s), %d games in %d duplicate groups, seed %llu\n", a.c_str(),
              b.c_str(), args.players, (args.variant + (args.options.empty() ? "" : " " + args.options)).c_str(), games,
              groups,
              static_cast<unsigned long long>(args.seed));
  std::printf("%s wins %.1f%% (95%% CI %.1f%% to %.1f%%); margin %.1f points per deal over %ld deals\n",
              a.c_str(), 100 * rate, 100 * (rate - half), 100 * (rate + half), per_deal, deals);
  char speed[48] = "";
  if (per_s >= 0) {
    std::printf("%.2f games/s on %d threads; illegal moves %ld, engine errors %ld\n", per_s, args.threads, illegal,
                stuck);
    std::snprintf(speed, sizeof speed, "games_per_s=%.3f ", per_s);
  } else {
    std::printf("illegal moves %ld, engine errors %ld\n", illegal, stuck);
  }
  std::printf("a=%s b=%s games=%d win_rate=%.4f ci_low=%.4f ci_high=%.4f score_diff_per_deal=%.2f "
              "%sillegal=%ld\n",
              a.c_str(), b.c_str(), games, rate, rate - half, rate + half, per_deal, speed, illegal);
  return illegal + stuck > 0 ? 1 : 0;
}

int run_tournament(const Args& args) {
  const Rules rules = rules_of(args.variant, args.options);
  const int sides = sides_of(rules, args.players);
  const int groups = (args.games + sides - 1) / sides;
  const int games = groups * sides;
  std::map<int, GameResult> results;
  RecordWriter writer;
  if (!args.record.empty()) {
    RecordRead recorded = read_record(args.record, match_header(args, games));
    if (!recorded.problem.empty()) usage(recorded.problem);
    if (!writer.open(args.record, match_header(args, games), recorded.header.empty(), recorded.whole_bytes))
      usage("cannot write " + args.record);
    results = std::move(recorded.games);
    if (!results.empty()) std::fprintf(stderr, "  %zu games already recorded in %s\n", results.size(), args.record.c_str());
  }
  std::vector<int> to_play;
  for (int i = 0; i < games; ++i)
    if (!results.count(i)) to_play.push_back(i);
  std::vector<GameResult> played(to_play.size());
  auto options_of = [&](const Player& p) {
    BotOptions o;
    o.samples = p.samples > 0 ? p.samples : args.samples;
    return o;
  };
  const BotOptions a_options = options_of(args.a), b_options = options_of(args.b);
  const auto start = std::chrono::steady_clock::now();
  std::atomic<int> done{0};
  const int count = static_cast<int>(to_play.size());
  parallel_for(count, args.threads, [&](int j) {
    const int i = to_play[static_cast<size_t>(j)];
    const int group = i / sides;
    const int a_side = i % sides;
    MatchSetup setup;
    setup.rules = rules;
    setup.players = args.players;
    setup.game_seed = args.seed * 1000003ull + static_cast<uint64_t>(group);
    setup.bot_seed = setup.game_seed ^ 0xB07B07ull;
    const Seating seating = make_seating(rules, args.players, 0);
    for (int seat = 0; seat < args.players; ++seat) {
      const bool is_a = seating.side_of[seat] == a_side;
      setup.levels[seat] = is_a ? args.a.level : args.b.level;
      setup.options[seat] = is_a ? a_options : b_options;
    }
    const MatchStats m = play_game(setup);
    GameResult g{m.winner, m.deals, 0.0, m.illegal, m.stuck};
    double others = 0.0;
    for (int s = 0; s < sides; ++s)
      if (s != a_side) others += static_cast<double>(m.deal_points[s]);
    g.margin = static_cast<double>(m.deal_points[a_side]) - others / (sides - 1);
    played[static_cast<size_t>(j)] = g;
    writer.add(i, g);
    const int n = ++done;
    if (n % 20 == 0) std::fprintf(stderr, "  %d/%d games\n", n, count);
  });
  const double elapsed = seconds_since(start);
  for (int j = 0; j < count; ++j) results[to_play[static_cast<size_t>(j)]] = played[static_cast<size_t>(j)];
  return report(args, sides, results, elapsed > 0 ? count / elapsed : 0.0);
}

// A record's games and the match its first line names.
Args record_match(const std::string& path, RecordRead& recorded) {
  recorded = read_record(path, "");
  if (!recorded.problem.empty()) usage(recorded.problem);
  if (recorded.header.rfind("tournament ", 0) != 0) usage(path + " is not a tournament record");
  Args args;
  std::map<std::string_view, std::string_view> field = record_fields(recorded.header);
  for (const char* key : {"a", "b", "players", "variant", "options", "seed"})
    if (!field.count(key)) usage(path + "'s first line has no " + key + "=");
  args.a = parse_player(field["a"]);
  args.b = parse_player(field["b"]);
  args.players = static_cast<int>(number(field["players"], "players="));
  args.variant = std::string(field["variant"]);
  args.options = std::string(field["options"]);
  const std::optional<uint64_t> seed = parse_uint64(field["seed"]);
  if (!seed) usage(path + "'s seed= is not a number");
  args.seed = *seed;
  return args;
}

// --summary FILE: the match named on the record's first line, reported over
// its recorded games.
int run_summary(const std::string& path) {
  RecordRead recorded;
  const Args args = record_match(path, recorded);
  return report(args, sides_of(rules_of(args.variant, args.options), args.players), recorded.games, -1.0);
}

// --compare FIRST SECOND (tournament_compare.h).
int run_compare(const std::string& first_path, const std::string& second_path) {
  RecordRead first, second;
  const Args f = record_match(first_path, first);
  const Args s = record_match(second_path, second);
  if (f.b.name != s.b.name || f.players != s.players || f.variant != s.variant || f.options != s.options ||
      f.seed != s.seed)
    usage(first_path + " and " + second_path + " are not the same match but for A (B, seed, table)");
  const int sides = sides_of(rules_of(f.variant, f.options), f.players);
  const RecordComparison c = compare_records(first.games, second.games, sides);
  if (c.games == 0) usage(first_path + " and " + second_path + " have no whole duplicate group in common");
  std::printf("%s (%s) and %s (%s) against %s, seed %llu: the same %d games in %d duplicate groups\n",
              first_path.c_str(), f.a.name.c_str(), second_path.c_str(), s.a.name.c_str(), f.b.name.c_str(),
              static_cast<unsigned long long>(f.seed), c.games, c.groups);
  std::printf("first wins %.1f%%, second %.1f%%: %+.1f points (95%% CI %+.1f to %+.1f)\n", 100 * c.first_rate,
              100 * c.second_rate, 100 * c.diff, 100 * (c.diff - c.diff_half), 100 * (c.diff + c.diff_half));
  std::printf("first's margin a game less second's: %+.1f points (95%% CI %+.1f to %+.1f)\n", c.margin,
              c.margin - c.margin_half, c.margin + c.margin_half);
  std::printf("games both ended alike (winner, deals and margin): %d of %d\n", c.alike, c.games);
  std::printf("compare games=%d first_win_rate=%.4f second_win_rate=%.4f diff=%.4f diff_low=%.4f diff_high=%.4f "
              "margin_diff_per_game=%.2f margin_low=%.2f margin_high=%.2f alike=%d\n",
              c.games, c.first_rate, c.second_rate, c.diff, c.diff - c.diff_half, c.diff + c.diff_half, c.margin,
              c.margin - c.margin_half, c.margin + c.margin_half, c.alike);
  return 0;
}

int run_soak(const Args& args) {
  struct Config {
    const char* variant;
    int players;
  };
  constexpr Config kConfigs[] = {{"classic", 2}, {"classic", 3}, {"classic", 4}, {"classic", 5},
                                 {"classic", 6}, {"threepack", 6}, {"threepack", 3}, {"threepack", 4}};
  constexpr int kNumConfigs = static_cast<int>(sizeof(kConfigs) / sizeof(kConfigs[0]));
  BotOptions options;
  options.samples = args.samples > 0 ? args.samples : 2;
  const int count = static_cast<int>(args.soak_deals);
  std::atomic<long> illegal{0}, stuck{0};
  const auto start = std::chrono::steady_clock::now();
  parallel_for(count, args.threads, [&](int i) {
    const Config& c = kConfigs[i % kNumConfigs];
    MatchSetup setup;
    setup.rules = *rules_preset(c.variant);
    setup.players = c.players;
    setup.game_seed = args.seed * 7777777ull + static_cast<uint64_t>(i);
    setup.bot_seed = setup.game_seed;
    setup.options.fill(options);
    Rng rng(setup.game_seed);
    const bool with_expert = i % 8 == 7;
    for (int seat = 0; seat < c.players; ++seat) {
      setup.levels[seat] = kAllBotLevels[rng.below(with_expert ? 4 : 2)];
    }
    const MatchStats m = play_deal(setup);
    if (m.illegal || m.stuck)
      std::fprintf(stderr, "deal %d (%s, %d players, game seed %llu): illegal %d, errors %d\n", i,
                   c.variant, c.players, static_cast<unsigned long long>(setup.game_seed), m.illegal,
                   m.stuck);
    illegal += m.illegal;
    stuck += m.stuck;
  });
  const double elapsed = seconds_since(start);
  std::printf("deals=%d illegal=%ld errors=%ld deals_per_s=%.1f\n", count, illegal.load(), stuck.load(),
              elapsed > 0 ? count / elapsed : 0.0);
  return illegal + stuck > 0 ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  const Args args = parse_args(argc, argv);
  if (!args.summary.empty()) return run_summary(args.summary);
  if (!args.compare.empty()) return run_compare(args.compare[0], args.compare[1]);
  return args.soak_deals > 0 ? run_soak(args) : run_tournament(args);
}
