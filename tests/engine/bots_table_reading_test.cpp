// The search's reading of the table (table_reading.h): the piles each player
// passed up, how likely a sampled deal makes those passes, and the deals
// sampled in proportion.
#include <doctest/doctest.h>

#include "engine/bots/search_bot.h"
#include "engine/bots/table_reading.h"
#include "engine/observation.h"
#include "test_util.h"

namespace bots_table_reading_test {

using namespace canasta;
using canasta::test::position;
using canasta::test::rank_bit;

namespace {

// Seat 0 is to draw. The pile, bottom first: 5h, Qh, Jc, Ts, 6s, 4c, 8d and
// 9d on top. Every turn added one card, so seat 3 drew from the stock over
// the seven cards up to 8d, seat 2 over six up to 4c, seat 1 over five up to
// 6s (strong passes: both sides have melded); seat 0 over four up to Ts,
// seat 3 over Jc, seat 2 over Qh and seat 1 over the 5h (weak: four cards or
// fewer). The 9d on top waits for seat 0.
constexpr std::string_view kPile = " pile=5h,Qh,Jc,Ts,6s,4c,8d,9d seed=5";

std::string table(std::string_view phase, std::string_view hands, std::string_view melds) {
  return "players=4 turn=0 phase=" + std::string(phase) + " hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh" +
         std::string(hands) + std::string(melds) + std::string(kPile);
}

constexpr std::string_view kHands =
    " hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,6d,7s,7d";
constexpr std::string_view kMelds = " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks";

}  // namespace

TEST_CASE("Table reading - the piles each seat passed up, strong from five cards on a melded side") {
  const PassedPiles passes = passed_piles(observation(position(table("draw", kHands, kMelds)), 0));
  CHECK(passes.strong[3] == rank_bit(Rank::Eight));
  CHECK(passes.strong[2] == rank_bit(Rank::Four));
  CHECK(passes.strong[1] == rank_bit(Rank::Six));
  CHECK(passes.strong[0] == 0);
  CHECK(passes.weak[0] == rank_bit(Rank::Ten));
  CHECK(passes.weak[3] == rank_bit(Rank::Jack));
  CHECK(passes.weak[2] == rank_bit(Rank::Queen));
  CHECK(passes.weak[1] == rank_bit(Rank::Five));

  SUBCASE("after seat 0 drew, the top card was passed by seat 0 too") {
    const PassedPiles played = passed_piles(observation(position(table("play", kHands, kMelds)), 0));
    CHECK(played.strong[0] == rank_bit(Rank::Nine));
    CHECK(played.strong[3] == rank_bit(Rank::Eight));
  }
  SUBCASE("a side that could lay the top on its own meld passed a pile, not a pair") {
    const PassedPiles onto =
        passed_piles(observation(position(table("draw", kHands, " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks/8s,8h,8c")), 0));
    CHECK(onto.strong[3] == 0);
    CHECK(onto.strong[1] == rank_bit(Rank::Six));  // sixes are not side 1's meld
  }
  SUBCASE("a side that has not melded reads weak: its pair may not have reached the minimum") {
    const PassedPiles unmelded = passed_piles(observation(position(table("draw", kHands, " melds0=Ac,Ad,Ah")), 0));
    CHECK(unmelded.strong[3] == 0);
    CHECK(unmelded.weak[3] == (rank_bit(Rank::Eight) | rank_bit(Rank::Jack)));
    CHECK(unmelded.strong[2] == rank_bit(Rank::Four));
  }
}

TEST_CASE("Table reading - a deal is as likely as the strong passes it explains") {
  const Observation obs = observation(position(table("draw", kHands, kMelds)), 0);
  const PassedPiles passes = passed_piles(obs);
  // The true hands hold no pair of a rank passed up strongly.
  CHECK(pass_likelihood(obs, position(table("draw", kHands, kMelds)), passes) == 1.0);
  // Seat 3 holding two eights and seat 1 two sixes: each pass contradicted.
  const GameState pairs = position(table(
      "draw", " hand1=Ac,Kh,8h,6s,6h,Jd,Qc,3c,4s hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,8s,8h,7d", kMelds));
  CHECK(pass_likelihood(obs, pairs, passes) == doctest::Approx(kStrongPassOdds * kStrongPassOdds));
  // A pair of a weakly passed rank (seat 2's queens) is not weighed.
  const GameState queens = position(table(
      "draw", " hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Qd,Qh,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,6d,7s,7d", kMelds));
  CHECK(pass_likelihood(obs, queens, passes) == 1.0);
}

TEST_CASE("Table reading - sampled deals seldom give a player a pair of a rank he passed up") {
  const Observation obs = observation(position(table("draw", kHands, kMelds)), 0);
  int plain = 0, read = 0;
  Rng a(1), b(1);
  for (int i = 0; i < 2000; ++i) {
    plain += sample_hidden(obs, a).hand(3).naturals(Rank::Eight) >= 2;
    const GameState s = sample_reading_passes(obs, b);
    read += s.hand(3).naturals(Rank::Eight) >= 2;
    CHECK(observation(s, 0) == obs);  // still a deal the seat could be in
  }
  // Rejection sampling keeps such a deal about kStrongPassOdds as often (39
  // of 2,000 against 222: 0.18, a little more than 0.15 because the other
  // seats' passes make the deals without the eights less likely too).
  CHECK(plain == 222);
  CHECK(read == 39);
}

TEST_CASE("Table reading - no level reads the passed piles yet: it measured no stronger (tools/measurements/master-experiments.md)") {
  CHECK_FALSE(search_config(BotLevel::Master, {}).reads_passed_piles);
  CHECK_FALSE(search_config(BotLevel::Expert, {}).reads_passed_piles);
}

}  // namespace bots_table_reading_test
