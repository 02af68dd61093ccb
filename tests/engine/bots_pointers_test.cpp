// The 1950 "Pointers on play" that Standard follows, each as a position and
// the move a good player makes there, and Beginner's novice answer where it
// differs (the levels must be distinct for a reason a player recognises).
#include <doctest/doctest.h>

#include "engine/bots/bot.h"
#include "engine/observation.h"
#include "test_util.h"

namespace bots_pointers_test {

using namespace canasta;
using canasta::test::four_players;
using canasta::test::position;

namespace {

std::string move_of(BotLevel level, const GameState& g) {
  return to_string(make_bot(level, 1)->choose(observation(g, g.to_move())).value());
}

// Opponents' and partner's hands, and melds on both sides, for four players.
const std::string kTable =
    std::string(canasta::test::kOtherThreeHands) + " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks seed=5";

}  // namespace

TEST_CASE("Pointers - an initial meld in the fewest cards is made at once (A-A-2 for 50)") {
  // "An initial meld that can be made in the minimum number of cards should
  // almost always be made. For example, A-A-2 when you need 50."
  const GameState g = four_players(
      "players=4 turn=0 phase=play hand0=Ac,Ad,2c,Kh,Qd,Jh,9s,8c,6d,5s,4h",
      " pile=Qs,7c seed=5");
  CHECK(move_of(BotLevel::Standard, g) == "meld Ac Ad 2c");
}

TEST_CASE("Pointers - no hurry to make an initial meld that leaves a short hand") {
  // "Don't hurry to make an initial meld if it will reduce your hand to less
  // than six cards": three kings and three queens (60) would leave four.
  // A novice lays them at once.
  const GameState g = four_players(
      "players=4 turn=0 phase=play hand0=Kc,Kd,Kh,Qc,Qd,Qh,9s,7c,6d,4h",
      " pile=Js,5c seed=5");
  const std::string standard = move_of(BotLevel::Standard, g);
  CHECK(standard.rfind("discard ", 0) == 0);
  CHECK(move_of(BotLevel::Beginner, g) == "meld Kc Kd Kh + Qc Qd Qh");
}

TEST_CASE("Pointers - a pair or triple stays in hand to take the pile (two sides)") {
  // The side has melded. Laying three eights would leave six cards; held,
  // they take the pile whenever an eight is discarded, frozen or not.
  const GameState g = position("players=4 turn=0 phase=play hand0=8c,8d,8h,Kc,Qd,Jh,9s,6c,5d" +
                               std::string(kTable) + " pile=Qs,7c");
  const std::string standard = move_of(BotLevel::Standard, g);
  CHECK(standard.rfind("discard ", 0) == 0);
  CHECK(standard.find('8') == std::string::npos);
  CHECK(move_of(BotLevel::Beginner, g) == "meld 8c 8d 8h");
}

TEST_CASE("Pointers - a long hand starts the meld at once") {
  // With twelve cards left after it the meld is started: each meld is a start
  // towards a canasta.
  const GameState g = position("players=4 turn=0 phase=play hand0=8c,8d,8h,Kc,Qd,Jh,9s,9d,6c,6h,5d,5h,4c,4h,Jc" +
                               std::string(kTable) + " pile=Qs,7c");
  CHECK(move_of(BotLevel::Standard, g) == "meld 8c 8d 8h");
}

TEST_CASE("Pointers - taking the pack: three or more cards, but a partnership keeps its pair for a richer pile") {
  // "Taking the pack is usually a great advantage. Other considerations
  // should be sacrificed to take it if it contains three or more cards."
  // Alone among three, Standard takes a three-card pile with a natural pair.
  // In a partnership it spends the pair on a pile under five cards only
  // when the pickup is worth 80 points more than that (policy_style.h's
  // pair_pile_minimum, set by tournament against Beginner): the pair stays
  // in hand for a richer pile, a deliberate departure from the pointer.
  // Four cards here are worth it, three are not.
  const std::string hand = "turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh";
  SUBCASE("alone among three, three cards: taken") {
    const GameState g = position("players=3 " + hand +
                                 " hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Jc,Jd,8c,7h,6h,5c,4d melds0=Ac,Ad,Ah"
                                 " melds1=Kc,Kd,Ks seed=5 pile=5h,Qh,9d");
    CHECK(move_of(BotLevel::Standard, g) == "pickup 9c 9h");
  }
  SUBCASE("partnership, three cards: the pair is kept") {
    const GameState g = position("players=4 " + hand + kTable + " pile=5h,Qh,9d");
    CHECK(move_of(BotLevel::Standard, g) == "draw");
  }
  SUBCASE("partnership, four cards: taken") {
    const GameState g = position("players=4 " + hand + kTable + " pile=5h,Qh,Jc,9d");
    CHECK(move_of(BotLevel::Standard, g) == "pickup 9c 9h");
  }
  SUBCASE("partnership, seven cards: taken") {
    const GameState g = position("players=4 " + hand + kTable + " pile=5h,Qh,Jc,Ts,6s,4c,9d");
    CHECK(move_of(BotLevel::Standard, g) == "pickup 9c 9h");
  }
}

TEST_CASE("Pointers - a wild card is kept in hand, not laid on a meld it does not finish") {
  // "Try to keep at least one wild card in your hand. Don't add one
  // unnecessarily to a meld." The novice spends it.
  const GameState g = position("players=4 turn=0 phase=play hand0=2c,Qd,Jh,9s,6c,5d,4h,Td,Tc,7h,8s,8d" +
                               std::string(kTable) + " pile=Qs,7c");
  const std::string standard = move_of(BotLevel::Standard, g);
  CHECK(standard.find("2c") == std::string::npos);
}

}  // namespace bots_pointers_test
