// Master's reading of the melds: a player lays off the naturals of ranks his
// side has melded, so sampled deals keep such cards out of his hand.
#include <doctest/doctest.h>

#include "engine/bots/deal_sampler.h"
#include "engine/bots/search_bot.h"
#include "engine/observation.h"
#include "test_util.h"

namespace bots_deal_reading_test {

using namespace canasta;
using canasta::test::four_players;
using canasta::test::rank_bit;

namespace {

// Side 0 (seats 0 and 2) has melded aces, side 1 (seats 1 and 3) kings;
// seat 0 is to draw.
constexpr std::string_view kSeat0 = "players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh";
constexpr std::string_view kTable = " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks pile=5h,Qh,Jc,Ts,6s,4c,9d seed=5";

}  // namespace

TEST_CASE("Master - each seat that has played is read as holding none of its side's melded ranks") {
  const BarredRanks read = laid_off_ranks(observation(four_players(kSeat0, kTable), 0));
  CHECK(read[0] == 0);  // the observer's own hand is known
  CHECK(read[1] == rank_bit(Rank::King));
  CHECK(read[2] == rank_bit(Rank::Ace));
  CHECK(read[3] == rank_bit(Rank::King));
  // A seat that has not finished a turn this deal could not lay anything
  // off yet.
  const BarredRanks early =
      laid_off_ranks(observation(four_players(kSeat0, std::string(kTable) + " played=1,2"), 0));
  CHECK(early[1] == rank_bit(Rank::King));
  CHECK(early[2] == rank_bit(Rank::Ace));
  CHECK(early[3] == 0);
}

TEST_CASE("Master - sampled deals put the melded ranks' unseen naturals where players have not laid them off") {
  const GameState g = four_players(kSeat0, kTable);
  const Observation obs = observation(g, 0);
  // Unseen by seat 0: kings 8 - 3 melded - 1 in its hand = 4, aces 8 - 3 = 5.
  int plain_kings = 0, plain_aces = 0;
  Rng a(1), b(1);
  for (int i = 0; i < 500; ++i) {
    const GameState p = sample_hidden(obs, a);
    plain_kings += p.hand(1).naturals(Rank::King) + p.hand(3).naturals(Rank::King);
    plain_aces += p.hand(2).naturals(Rank::Ace);
    const GameState s = sample_reading_melds(obs, b);
    CHECK(observation(s, 0) == obs);  // still a deal seat 0 could be in
    CHECK(s.hand(1).naturals(Rank::King) + s.hand(3).naturals(Rank::King) == 0);
    CHECK(s.hand(2).naturals(Rank::Ace) == 0);
    int stock_kings = 0, stock_aces = 0;
    for (Card c : s.stock_cards()) {
      stock_kings += c.is_natural() && c.rank() == Rank::King;
      stock_aces += c.is_natural() && c.rank() == Rank::Ace;
    }
    CHECK(s.hand(2).naturals(Rank::King) + stock_kings == 4);
    CHECK(s.hand(1).naturals(Rank::Ace) + s.hand(3).naturals(Rank::Ace) + stock_aces == 5);
  }
  // Without the reading, seats 1 and 3 hold 16 of the 86 unknown places
  // (about 0.74 of the 4 kings a deal), seat 2 7 (about 0.41 of the aces).
  CHECK(plain_kings > 250);
  CHECK(plain_aces > 120);
}

TEST_CASE("Master - the search deals with the melds read only when its settings say so") {
  const Observation obs = observation(four_players(kSeat0, kTable), 0);
  SearchConfig reading;
  reading.reads_melds = true;
  Rng a(9), b(9), c(9);
  CHECK(sample_deal(obs, reading, a) == sample_reading_melds(obs, b));
  CHECK(sample_deal(obs, SearchConfig{}, c) == sample_hidden(obs, b = Rng(9)));
  // Measured no stronger (tools/measurements/master-experiments.md): off for both levels.
  CHECK_FALSE(search_config(BotLevel::Master, {}).reads_melds);
  CHECK_FALSE(search_config(BotLevel::Expert, {}).reads_melds);
}

}  // namespace bots_deal_reading_test
