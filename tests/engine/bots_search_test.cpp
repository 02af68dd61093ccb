// Expert and Master: the search's budget (fixed or timed), Master's settings,
// the level names tools use, and Master's reading of the discards.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/bots/deal_sampler.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/policy_style.h"
#include "engine/bots/position_value.h"
#include "engine/bots/rule_policy.h"
#include "engine/bots/table_reading.h"
#include "engine/bots/search_bot.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "test_util.h"

namespace bots_search_test {

using namespace canasta;
using canasta::test::four_players;
using canasta::test::position;

namespace {

// A clock that moves one millisecond each time it is read.
double ticks = 0;
double ticking_clock() { return ticks += 1; }
// A clock already past any budget after its first reading.
double late_clock() { return ticks += 1e9; }

// A decision Expert searches: seat 0 may take a seven-card pile or draw.
GameState pile_decision() {
  return four_players(
      "players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh",
      " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks pile=5h,Qh,Jc,Ts,6s,4c,9d seed=5");
}

// Seat 0 may take a three-card pile with its pair of nines or draw.
GameState small_pile_decision() {
  return four_players(
      "players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh",
      " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks pile=5h,Qh,9d seed=5");
}

Move searched(BotLevel level, const BotOptions& options, const GameState& g) {
  return make_bot(level, 42, options)->choose(observation(g, g.to_move())).value();
}

}  // namespace

TEST_CASE("Search - level names: plain, and with a fixed number of sampled deals") {
  CHECK(parse_bot_spec("master")->level == BotLevel::Master);
  CHECK(parse_bot_spec("master")->samples == 0);
  CHECK(parse_bot_spec("expert@384")->samples == 384);
  CHECK(!parse_bot_spec("standard@10"));  // only the searching levels sample
  CHECK(!parse_bot_spec("expert@0"));
  CHECK(!parse_bot_spec("expert@4001"));
  CHECK(!parse_bot_spec("grandmaster"));
  for (BotLevel level : kAllBotLevels) CHECK(parse_bot_level(to_string(level)) == level);
}

TEST_CASE("Search - Master's settings: more deals, more candidates, natural melds weighed, short playouts judged; both play for the game") {
  const SearchConfig expert = search_config(BotLevel::Expert, {});
  const SearchConfig master = search_config(BotLevel::Master, {});
  CHECK(expert.samples == 192);
  CHECK(master.samples == 4 * expert.samples);
  CHECK(expert.candidates == 4);
  CHECK(expert.budget_ms == 250);
  CHECK(!expert.weighs_natural_melds);
  CHECK(!expert.reads_discards);
  CHECK(master.samples > expert.samples);
  CHECK(master.candidates == 6);
  CHECK(master.budget_ms == 1150);
  CHECK(master.weighs_natural_melds);
  CHECK(expert.leaves_standard_above == 0);  // Expert plays its race's leader
  CHECK(master.leaves_standard_above == 1.0);
  CHECK(!master.reads_discards);  // measured worse (tools/measurements/master-experiments.md)
  CHECK(expert.playout_turns == 0);  // Expert plays every deal out
  CHECK(!expert.judges_cut_playouts);
  CHECK(master.playout_turns == 16);  // Master judges it after sixteen turns (position_value.h)
  CHECK(master.judges_cut_playouts);
  CHECK(master.plays_for_game);
  CHECK(expert.plays_for_game);  // measured better for both (search_bot.h)
  BotOptions o;
  o.samples = 7;
  o.candidates = 99;
  CHECK(search_config(BotLevel::Master, o).samples == 7);
  CHECK(search_config(BotLevel::Master, o).candidates == SearchBot::kMaxCandidates);
}

TEST_CASE("Search - a short playout stops when its turns are played and counts the deal as it stands") {
  const GameState start = pile_decision();  // seat 0 to draw
  for (int turns : {1, 3}) {
    SearchConfig config;
    config.playout_turns = turns;
    SearchBot bot(7, config, nullptr);
    GameState g = start;
    const double value = bot.playout(g, 0);
    CAPTURE(turns);
    CHECK(!g.is_deal_over());
    CHECK(g.turn() == turns);  // seat 0 played its turn, and each seat after it until then
    CHECK(g.phase() == Phase::Draw);
    CHECK(value == deal_margin(g, 0));  // hands counted against their sides
    CHECK(count_deal(g).side[0].hands < 0);
  }
  SearchBot whole(7, SearchConfig{}, nullptr);  // playout_turns 0: to the deal's end
  GameState g = start;
  whole.playout(g, 0);
  CHECK(g.is_deal_over());
}

TEST_CASE("Search - with a clock, the bot samples until its budget is spent") {
  const GameState g = pile_decision();
  // The clock is read once before the search and once after each sampled
  // deal from the kMinTimedSamples-th on; one millisecond a reading and a
  // 40 ms budget: Expert stops after kMinTimedSamples + 39 deals, and plays
  // exactly what a fixed budget of that many deals plays. Master's short
  // playouts settle this choice sooner: its race is left with one
  // candidate at the first comparison (Race::kFirstCheck deals), and it
  // stops there, as a fixed budget does.
  BotOptions timed;
  timed.clock = ticking_clock;
  timed.budget_ms = 40;
  for (BotLevel level : {BotLevel::Expert, BotLevel::Master}) {
    CAPTURE(to_string(level));
    ticks = 0;
    const Move by_time = searched(level, timed, g);
    const int deals = kMinTimedSamples - 1 + static_cast<int>(ticks - 1);
    CHECK(deals == (level == BotLevel::Expert ? kMinTimedSamples + 39 : Race::kFirstCheck));
    BotOptions fixed;
    fixed.samples = deals;
    CHECK(by_time == searched(level, fixed, g));
  }
}

TEST_CASE("Search - a late clock still gets the minimum number of deals") {
  const GameState g = pile_decision();
  BotOptions timed;
  timed.clock = late_clock;
  BotOptions fixed;
  fixed.samples = kMinTimedSamples;
  ticks = 0;
  CHECK(searched(BotLevel::Expert, timed, g) == searched(BotLevel::Expert, fixed, g));
}

TEST_CASE("Master - the discards each player made into the current pile") {
  // Seat 0 is to draw; the pile (bottom first) is 5h, then seat 1's Qh, seat
  // 2's Jc, seat 3's Ts, seat 0's 6s, seat 1's 4c, seat 2's 8d and seat 3's
  // 9d on top. The bottom card counts as seat 0's: whether it was the upcard
  // cannot be told from the pile, and a seat's own discards are not read.
  const GameState g = four_players(
      "players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh",
      " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks pile=5h,Qh,Jc,Ts,6s,4c,8d,9d seed=5");
  const auto discarded = recent_discards(observation(g, 0));
  auto bit = [](Rank r) { return 1u << static_cast<int>(r); };
  CHECK(discarded[3] == (bit(Rank::Nine) | bit(Rank::Ten)));
  CHECK(discarded[2] == (bit(Rank::Eight) | bit(Rank::Jack)));
  CHECK(discarded[1] == (bit(Rank::Four) | bit(Rank::Queen)));
  CHECK(discarded[0] == (bit(Rank::Six) | bit(Rank::Five)));
}

TEST_CASE("Master - sampled deals seldom give a player a hidden pair of a rank he just threw away") {
  const GameState g = four_players(
      "players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh",
      " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks pile=5h,Qh,Jc,Ts,6s,4c,8d,9d seed=5");
  const Observation obs = observation(g, 0);
  int plain = 0, read = 0;
  Rng a(1), b(1);
  for (int i = 0; i < 1000; ++i) {
    plain += sample_hidden(obs, a).hand(2).naturals(Rank::Jack) >= 2;
    const GameState s = sample_reading_discards(obs, b);
    read += s.hand(2).naturals(Rank::Jack) >= 2;
    CHECK(observation(s, 0) == obs);  // still a deal the seat could be in
  }
  CHECK(plain > 50);
  CHECK(read * 5 < plain);
}

TEST_CASE("Search - a deal that decides the game is worth the game") {
  // Side 0 has 4,900 and goes out by discarding its last card: the deal ends
  // the game in its favour.
  GameState g = position(
      "players=2 turn=0 phase=play scores=4900,4000 hand0=4c hand1=Qc,Qd,Td,Th,7c,7s,8s,8d,Js,Jd,4h"
      " melds0=Kc,Kd,Ks,Kc,Kd,Ks,2h/Ac,Ad,Ah,Ac,Ad,As,2c melds1=9c,9d,9h pile=5c,6d seed=3");
  REQUIRE(canasta::test::play(g, "discard 4c") == "");
  REQUIRE(g.is_game_over());
  REQUIRE(g.winner() == 0);
  CHECK(game_margin(g, 0) == deal_margin(g, 0) + kGameWonBonus);
  CHECK(game_margin(g, 1) == deal_margin(g, 1) - kGameWonBonus);
  // Before the deal ends, nothing is added.
  CHECK(game_margin(pile_decision(), 0) == deal_margin(pile_decision(), 0));
}

TEST_CASE("Search - a meld Standard holds back is weighed against the discard") {
  auto listed = [](BotLevel level, const GameState& g) {
    SearchBot bot(1, search_config(level, {}), nullptr);
    std::array<Move, SearchBot::kMaxCandidates> out;
    const int n = bot.candidates(observation(g, 0), out);
    std::vector<std::string> moves;
    for (int i = 0; i < n; ++i) moves.push_back(to_string(out[i]));
    return moves;
  };
  auto has = [](const std::vector<std::string>& moves, const std::string& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
  };
  SUBCASE("the initial meld that would leave four cards: Standard waits, both levels weigh laying it") {
    const GameState g = four_players("players=4 turn=0 phase=play hand0=Kc,Kd,Kh,Qc,Qd,Qh,9s,7c,6d,4h",
                                     " pile=Js,5c seed=5");
    for (BotLevel level : {BotLevel::Expert, BotLevel::Master}) {
      const auto moves = listed(level, g);
      REQUIRE(moves.size() >= 2);
      CHECK(moves[0].rfind("discard ", 0) == 0);  // Standard's choice comes first
      CHECK(has(moves, "meld Kc Kd Kh + Qc Qd Qh"));
    }
  }
  SUBCASE("three eights kept to take the pile: only Master weighs laying them") {
    const GameState g = four_players("players=4 turn=0 phase=play hand0=8c,8d,8h,Kc,Qd,Jh,9s,6c,5d",
                                     " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks seed=5 pile=Qs,7c");
    const auto expert = listed(BotLevel::Expert, g);
    const auto master = listed(BotLevel::Master, g);
    CHECK(expert[0] == master[0]);
    CHECK(master[0].rfind("discard ", 0) == 0);
    CHECK_FALSE(has(expert, "meld 8c 8d 8h"));
    CHECK(has(master, "meld 8c 8d 8h"));
  }
  SUBCASE("a forced move is the only candidate") {
    const GameState g = four_players("players=4 turn=0 phase=draw hand0=9c,9h,Kd",
                                     " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks seed=5");
    const auto moves = listed(BotLevel::Master, g);
    CHECK(moves == std::vector<std::string>{"draw"});
  }
}

// The turn `state`'s mover plays on from `first` as Standard plays it,
// judged where the next seat is to play.
double turn_judged(const GameState& state, const Move& first, int side) {
  GameState g = state;
  const int mover = g.turn();
  REQUIRE(g.apply(first).ok());
  MoveList legal;
  Rng unused(0);
  while (!g.is_deal_over() && g.turn() == mover) {
    g.legal_moves(legal);
    REQUIRE(!legal.empty());
    const Observation obs = observation(g, g.to_move());
    Reading r;
    read_table(obs, r);
    REQUIRE(g.apply(legal.size() == 1 ? legal[0] : rule_policy_choice(obs, r, kStandardStyle, unused, legal)).ok());
  }
  REQUIRE(!g.is_deal_over());
  return judged_margin(g, side, *position_weights(g));
}

TEST_CASE("Search - looking ahead, the own side plays the candidate whose turn is judged best, Standard's unless beaten by the margin") {
  CHECK(search_config(BotLevel::Master, {}).own_side_looks_ahead);  // measured (master-experiments.md)
  CHECK(!search_config(BotLevel::Expert, {}).own_side_looks_ahead);
  const GameState g = small_pile_decision();
  const PositionWeights& weights = *position_weights(g);
  SearchConfig config = search_config(BotLevel::Master, {});
  config.own_side_looks_ahead = true;
  SearchBot bot(7, config, nullptr);
  std::array<Move, SearchBot::kMaxCandidates> options;
  const int n = bot.candidates(observation(g, 0), options, config.own_side_candidates);
  REQUIRE(n >= 2);
  CHECK(n <= config.own_side_candidates);
  std::vector<double> value;
  for (int c = 0; c < n; ++c) value.push_back(turn_judged(g, options[c], 0));
  const int best = static_cast<int>(std::max_element(value.begin(), value.end()) - value.begin());
  // Standard draws (a pair is kept for a pile of five or more), but taking
  // the pile is judged the better turn, if narrowly.
  REQUIRE(to_string(options[0]) == "draw");
  REQUIRE(best != 0);
  CHECK(bot.own_side_move(g, 0, weights) == options[best]);
  // Judged from the other side, the same turns rank the other way round.
  const int worst = static_cast<int>(std::min_element(value.begin(), value.end()) - value.begin());
  CHECK(bot.own_side_move(g, 1, weights) == options[worst]);
  // A margin the lead does not reach keeps Standard's move.
  config.own_side_margin = value[best] - value[0] + 1.0;
  SearchBot cautious(7, config, nullptr);
  CHECK(cautious.own_side_move(g, 0, weights) == options[0]);
  config.own_side_margin = value[best] - value[0] - 1.0;
  SearchBot bold(7, config, nullptr);
  CHECK(bold.own_side_move(g, 0, weights) == options[best]);
}

TEST_CASE("Search - looking ahead in the playouts changes them, and a fixed budget still replays exactly") {
  const GameState g = small_pile_decision();
  SearchConfig plain = search_config(BotLevel::Master, {});
  plain.own_side_looks_ahead = false;  // whatever Master's setting
  SearchConfig ahead = plain;
  ahead.own_side_looks_ahead = true;
  GameState a = g, b = g, c = g;
  SearchBot(7, plain, nullptr).playout(a, 0);
  const double first = SearchBot(7, ahead, nullptr).playout(b, 0);
  const double again = SearchBot(7, ahead, nullptr).playout(c, 0);
  CHECK(first == again);
  CHECK(to_notation(b) == to_notation(c));
  CHECK(to_notation(a) != to_notation(b));  // seat 0 took the pile (above), Standard would have drawn
}

}  // namespace bots_search_test
