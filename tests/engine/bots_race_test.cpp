// Racing the candidates of a search (engine/bots/race.h): who drops out,
// when, and that close candidates keep running.
#include <doctest/doctest.h>

#include <array>

#include "engine/bots/race.h"

namespace bots_race_test {

using namespace canasta;

namespace {

using Values = std::array<double, Race::kMaxRunners>;

// Feeds `deals` deals in which candidate c scores base + offset[c] plus a
// swing shared by all (the deal's luck) and, for candidate 1, a small noise
// of its own that alternates in sign.
void feed(Race& race, int deals, const Values& offset, double own_noise) {
  for (int d = 0; d < deals; ++d) {
    const double luck = (d % 3 - 1) * 900.0;
    Values v{};
    for (int c = 0; c < Race::kMaxRunners; ++c) v[c] = luck + offset[c];
    v[1] += (d % 2 ? own_noise : -own_noise);
    race.add(v);
  }
}

}  // namespace

TEST_CASE("Race - nobody drops out before the first check") {
  Race race(3);
  feed(race, Race::kFirstCheck - 1, {0, -500, -800}, 10);
  CHECK(race.running(0));
  CHECK(race.running(1));
  CHECK(race.running(2));
  CHECK(race.open());
  CHECK(race.leader() == 0);
}

TEST_CASE("Race - a clearly worse candidate drops at the first check, though every deal swings by 900") {
  Race race(3);
  // Candidate 1 is 40 points behind with a spread of 101.6 (error
  // 101.6/sqrt(32) = 18.0, so 2.2 errors: it stays); candidate 2 is 60
  // behind, with no spread of its own beyond the luck all share: it drops.
  feed(race, Race::kFirstCheck, {0, -40, -60}, 100);
  CHECK(race.deals() == 32);
  CHECK(race.mean_difference(0, 2) == doctest::Approx(60));
  CHECK(race.difference_error(0, 2) == doctest::Approx(0));
  CHECK(race.mean_difference(0, 1) == doctest::Approx(40));
  CHECK(race.difference_error(0, 1) == doctest::Approx(101.6 / 5.657).epsilon(0.01));
  CHECK(race.running(0));
  CHECK(race.running(1));
  CHECK_FALSE(race.running(2));
  CHECK(race.open());
  // At 56 deals 40 is 2.97 errors of 13.5; at 64, 3.2 errors of 12.6: out.
  feed(race, 24, {0, -40, -60}, 100);
  CHECK(race.running(1));
  feed(race, 8, {0, -40, -60}, 100);
  CHECK_FALSE(race.running(1));
  CHECK_FALSE(race.open());
  CHECK(race.leader() == 0);
}

TEST_CASE("Race - candidates equal on every deal are one move: the earlier listed stays") {
  Race race(3);
  feed(race, Race::kFirstCheck, {-5, 0, 0}, 0);
  // 1 and 2 tie exactly and lead by 5 over 0 with no spread at all.
  CHECK_FALSE(race.running(0));
  CHECK(race.running(1));
  CHECK_FALSE(race.running(2));
  CHECK(race.leader() == 1);
}

TEST_CASE("Race - close candidates keep running, and the better total leads") {
  Race race(2);
  feed(race, 400, {0, 3}, 100);  // 3 ahead with a spread of 100: 0.6 errors
  CHECK(race.running(0));
  CHECK(race.running(1));
  CHECK(race.leader() == 1);
  CHECK(race.mean_difference(1, 0) == doctest::Approx(3));
}

TEST_CASE("Race - the choice leaves candidate 0 only for a lead of more than the errors asked") {
  Race race(3);
  // 1 leads 0 by 10 and 2 trails by 1, each difference with a spread of
  // about 100 (1's own noise; 2 shares 0's deals exactly but for its 1
  // point): an error of 100.1/sqrt(400) = 5.0, so 1 leads by 2.0 errors.
  feed(race, 400, {0, 10, -1}, 100);
  REQUIRE(race.running(0));
  REQUIRE(race.running(1));
  CHECK(race.leader() == 1);
  CHECK(race.difference_error(1, 0) == doctest::Approx(5.0).epsilon(0.01));
  CHECK(race.choice(0) == 1);
  CHECK(race.choice(1.0) == 1);
  CHECK(race.choice(1.9) == 1);
  CHECK(race.choice(2.1) == 0);
  CHECK(race.choice(3.0) == 0);
}

TEST_CASE("Race - the choice is the leader once candidate 0 dropped out") {
  Race race(2);
  feed(race, Race::kFirstCheck, {0, 100}, 0);
  REQUIRE_FALSE(race.running(0));
  CHECK(race.choice(3.0) == 1);
}

TEST_CASE("Race - values of dropped candidates are ignored") {
  Race race(2);
  feed(race, Race::kFirstCheck, {0, -100}, 0);
  REQUIRE_FALSE(race.running(1));
  Values v{};
  v[1] = 1e9;  // would lead if it were counted
  race.add(v);
  CHECK(race.leader() == 0);
  CHECK(race.deals() == 33);
  // The difference is over the 32 deals both ran: 100 behind, with no spread.
  CHECK(race.mean_difference(0, 1) == doctest::Approx(100));
  CHECK(race.difference_error(0, 1) == doctest::Approx(0));
}

}  // namespace bots_race_test
