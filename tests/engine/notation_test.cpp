// Position notation (engine/notation.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "engine/notation.h"
#include "test_util.h"

namespace notation_test {

using namespace canasta;
using canasta::test::position;

namespace {
std::string error_of(std::string_view text) {
  Parsed<GameState> p = parse_notation(text);
  return p.ok() ? "" : p.error;
}
}  // namespace

TEST_CASE("Notation - show after position prints a canonical line back") {
  const char* canonical =
      "variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 "
      "scores=0,1600 hand0=Kc,Kd,7s,2s hand1=4d hand2= hand3=Qs known0=7s known1= known2= known3= "
      "melds0=Kh,Ks,Ks/7h,7s,2d melds1= red30=3h red31= pile=5h,2c,8d stock=Qs,4d melded=0 "
      "played=0,1,2,3 started= added=0 premelded=1 lastred3=0 out=- concealed=0 end=none seed=7";
  const GameState g = position(canonical);
  CHECK(to_notation(g) == canonical);
  CHECK(g.pile_frozen());
  CHECK(g.stock_card(0) == Card(Rank::Queen, Suit::Spades));
  CHECK(g.score(1) == 1600);
}

TEST_CASE("Notation - omitted fields take their defaults; show prints them all") {
  const GameState g = position("players=4 hand0=Kc stock=");
  CHECK(to_notation(g) ==
        "variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=draw answer=none askdraw=0 "
        "scores=0,0 hand0=Kc hand1= hand2= hand3= known0= known1= known2= known3= melds0= melds1= "
        "red30= red31= pile= stock= melded= played=0,1,2,3 started= added=0 premelded=0 lastred3=0 out=- "
        "concealed=0 end=none seed=0");
}

TEST_CASE("Notation - a missing stock is the rest of the pack, shuffled by the seed") {
  const GameState a = position("players=4 hand0=Kc,Kd pile=5h seed=3");
  CHECK(a.stock_size() == 105);
  const GameState b = position("players=4 hand0=Kc,Kd pile=5h seed=3");
  CHECK(a == b);
  const GameState c = position("players=4 hand0=Kc,Kd pile=5h seed=4");
  CHECK_FALSE(a == c);
}

// An author who cares about one hand leaves the others to the pack: a
// count deals that many from the cards placed nowhere, shuffled by the seed,
// from the top down, seat by seat, and the stock is the rest.
TEST_CASE("Notation - a hand written as a count is dealt from the cards placed nowhere, by the seed") {
  const std::string_view base = "players=2 hand0=Kc,Kd,Qh pile=5h seed=3";
  const GameState without = position(base);
  const GameState a = position(std::string(base) + " hand1=11");
  CHECK(a.hand_cards(1).size() == 11);
  CHECK(a.stock_size() == without.stock_size() - 11);
  // The eleven are the top of the stock the seed gives without them, but
  // for red threes (a seat that has played holds none), which stay in it.
  std::vector<Card> top, stock;
  for (Card c : without.stock_cards()) (top.size() < 11 && !c.is_red_three() ? top : stock).push_back(c);
  std::vector<Card> hand = a.hand_cards(1);
  std::sort(top.begin(), top.end());
  std::sort(hand.begin(), hand.end());
  CHECK(hand == top);
  CHECK(a.stock_cards() == stock);
  CHECK(to_notation(a).find(" hand1=Kc,Ks,Jc,Td,Ts,8s,7c,7d,4d,4h,4s ") != std::string::npos);
  CHECK(a == position(std::string(base) + " hand1=11"));
  CHECK_FALSE(a == position("players=2 hand0=Kc,Kd,Qh pile=5h seed=4 hand1=11"));

  // Several counts: seat 0 first. Every hand of four players left to the pack.
  const GameState four = position("players=4 hand0=13 hand1=13 hand2=13 hand3=13 pile=5h seed=8");
  for (int seat = 0; seat < 4; ++seat) CHECK(four.hand_cards(seat).size() == 13);
  CHECK(four.stock_size() == 108 - 1 - 52);
  for (int seat = 0; seat < 4; ++seat) CHECK(four.hand(seat).red_threes() == 0);
  CHECK(to_notation(four).find(" hand0=Ad,Kc,Kh,Qd,Qs,Tc,9h,9s,8d,7c,7s,4c,4s hand1=Ad,As,Qh,Td,Ts,9c,9d,8s,7c,6d,4d,4s,Jk "
                                   "hand2=Ah,As,Kd,Qd,Qh,Jc,Jh,Js,8h,6d,6h,3s,2d hand3=Ks,Jc,Td,9d,9h,9s,8c,8h,8s,7s,6c,2c,Jk ") != std::string::npos);

  // With the stock written out, the count is dealt from what no place holds.
  const GameState stocked = position("players=2 hand0=Kc hand1=2 pile=5h stock=4c,4d seed=9");
  CHECK(stocked.hand_cards(1).size() == 2);
  CHECK(stocked.stock_size() == 2);
  CHECK(to_notation(stocked).find(" hand1=5d,2c ") != std::string::npos);

  CHECK(error_of("players=2 hand0=Kc hand1=107 pile=5h seed=1") == "hand1=107 asks for more cards than the 102 left to deal.");
  CHECK(error_of("players=2 hand0=Kc hand1=999") == "hand1 deals at most 216 cards.");
  CHECK(error_of("players=2 hand0=Kc hand1=0 pile=5h") == "");
}

TEST_CASE("Notation - every new deal round-trips") {
  for (const char* variant : {"classic", "threepack"})
    for (int players = 2; players <= 6; ++players) {
      const GameState g = GameState::new_game(*rules_preset(variant), players, 11);
      const std::string text = to_notation(g);
      const GameState back = position(text);
      CHECK(back == g);
      CHECK(to_notation(back) == text);
    }
}

TEST_CASE("Notation - impossible positions are refused with a reason") {
  CHECK(error_of("hand0=Kc,Kc,Kc") == "Too many copies of Kc: the pack holds 2.");
  CHECK(error_of("hand0=Kc hand1=Kc pile=Kc stock=") == "Too many copies of Kc: the pack holds 2.");
  CHECK(error_of("hand0=Jk,Jk,Jk,Jk,Jk stock=") == "Too many copies of Jk: the pack holds 4.");
  CHECK(error_of("options=jokers6 hand0=Jk,Jk,Jk,Jk,Jk stock=") == "");
  CHECK(error_of("hand0=3h,Kc") ==
        "hand0 cannot hold a red three: a player faces the ones dealt to him when his first turn begins (law 14).");
  CHECK(error_of("hand0=Kc hand1=3h played=1") ==
        "hand1 cannot hold a red three: a player faces the ones dealt to him when his first turn begins (law 14).");
  CHECK(error_of("hand0=Kc hand1=3h played=0") == "");
  CHECK(error_of("hand0=Kc hand1=3h played=0 options=red3deal") ==
        "hand1 cannot hold a red three: a player faces the ones dealt to him when his first turn begins (law 14).");
  CHECK(error_of("hand0=Kc askdraw=1") == "askdraw=1 describes a question still to be answered (phase=ask).");
  CHECK(error_of("hand0=Kc foo=1") == "Unknown field \"foo\".");
  CHECK(error_of("hand0=Kc,Zz") == "Bad card \"Zz\" in hand0.");
  CHECK(error_of("hand0=Kc scores=1,2,3") == "scores needs 2 numbers, one per side.");
  CHECK(error_of("players=7") == "players must be 2 to 6.");
  CHECK(error_of("hand0=Kc hand0=Kd") == "Field \"hand0\" is given twice.");
  CHECK(error_of("hand4=Kc") == "Unknown field \"hand4\".");
  CHECK(error_of("variant=bridge") == "Unknown variant \"bridge\": the variants are classic, threepack, american and uruguayan.");
  CHECK(error_of("hand0=Kc melds0=Kd,Ks,2c,2d,2h,Jk") == "The meld \"Kd,Ks,2c,2d,2h,Jk\" in melds0 is not a valid meld.");
  CHECK(error_of("hand0=Kc melds0=Kd,Ks,Kh/Kc,Kd,Ks") == "Side 0 has two melds of one rank.");
  CHECK(error_of("hand0=Kc red30=5h") == "red30 may hold only red threes.");
  CHECK(error_of("hand0=Kc known0=Kd") == "The known cards of seat 0 are not all in its hand.");
  CHECK(error_of("hand0=Kc melds0=3c,3s,3s") == "Black threes are melded only by a player going out.");
  CHECK(error_of("players=5 hand4=Kc") == "Seat 4 sits out this deal and holds no cards.");
  CHECK(error_of("players=5 turn=4 hand0=Kc") == "Seat 4 sits out this deal, so it cannot be the turn.");
  CHECK(error_of("stock=") == "The player in turn holds no cards.");
  CHECK(error_of("hand0=Kc phase=over") == "end= must say how the deal ended exactly when phase is over or end.");
  CHECK(error_of("hand0=Kc phase=over end=stock scores=6000,0") == "These scores end the game: use phase=end.");
  CHECK(error_of("players=2 phase=ask hand0=Kc") == "phase=ask needs a partner to answer.");
  CHECK(error_of("hand0=Kc melded=1") == "Seat 1 is listed as melded but its side has no melds.");
  CHECK(error_of("hand0=Kc seed=x") == "seed must be a whole number from 0 to 18446744073709551615.");
  CHECK(error_of("hand0=Kc seed=18446744073709551616") == "seed must be a whole number from 0 to 18446744073709551615.");
  CHECK(error_of("hand0=Kc turn=0 hand0=Kd") == "Field \"hand0\" is given twice.");
  CHECK(error_of("hand0") == "Field \"hand0\" has no \"=\".");
}

TEST_CASE("Notation - a seat, rank, position or option named twice in a list is refused, not read as once") {
  CHECK(error_of("hand0=Kc played=0,0") == "played lists seats that play this deal, each once.");
  CHECK(error_of("hand0=Kc played=0,1") == "");
  CHECK(error_of("hand0=Kc hand2=Qd melds0=Kd,Ks,Kh melded=0,0") == "Seat 0 is named twice in melded.");
  CHECK(error_of("phase=play hand0=Kc,Qd melds0=Kd,Ks,Kh started=K,K") == "Bad rank in started.");
  CHECK(error_of("phase=play hand0=Kc,Qd melds0=Kd,Ks,Kh started=K") == "");
  CHECK(error_of("options=min15,min15 hand0=Kc") == "The option \"min15\" is named twice.");
  CHECK(error_of("variant=uruguayan players=2 hand0=Kc hand1=Qd pile=4c,5d,6h,9s,Qh,6c,Ah down=0,0,1,2,3,4,5") ==
        "down names position 0 twice.");
}

TEST_CASE("Notation - the stock and the pile together fit the largest pack (they share its room)") {
  // 120 + 100 cards: each alone fits the 216-card room, together they do not.
  std::string pile, stock;
  for (int i = 0; i < 120; ++i) pile += std::string(pile.empty() ? "" : ",") + "4c";
  for (int i = 0; i < 100; ++i) stock += std::string(stock.empty() ? "" : ",") + "5d";
  const Parsed<GameState> p =
      parse_notation("variant=uruguayan options=pack216 players=4 pile=" + pile + " stock=" + stock);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error == "The stock and the pile hold more cards than the pack.");
}

TEST_CASE("Notation - a refused position says why by a code and its values, its English the same as before") {
  // The code the page words in its reader's language; the English the
  // protocol prints is the catalog's, filled with the same values.
  const Parsed<GameState> card = parse_notation("players=2 hand0=Kc,Zz");
  CHECK(card.problem == Problem::of("notationBadCard", {{"card", "\"Zz\""}, {"key", "hand0"}}));
  CHECK(card.error == "Bad card \"Zz\" in hand0.");
  CHECK(card.problem.text() == card.error);
  const Parsed<GameState> mixed = parse_notation("players=2 melds0=Kc,Kd,Qs hand0=5c hand1=6d");
  CHECK(mixed.problem == Problem::of("notationMeldMixes", {{"key", "melds0"}}));
  CHECK(mixed.error == "A meld in melds0 mixes ranks.");
  const Parsed<GameState> many = parse_notation("players=2 hand0=9h,9h,9h,Kc pile=5c");
  CHECK(many.problem == Problem::of("notationTooManyCopies", {{"card", "9h"}, {"copies", "2"}}));
  CHECK(many.error == "Too many copies of 9h: the pack holds 2.");
  // A dead end is one of the notation's refusals too.
  const Parsed<GameState> stuck = parse_notation("players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1");
  CHECK(stuck.problem == Problem::of("deadEndOneCard", {{"seat", "1"}}));
  CHECK(stuck.error.rfind("hand1 holds one card after the draw and his side may not go out now", 0) == 0);
  const Parsed<GameState> empty = parse_playable("players=2 hand0=5c");
  CHECK(empty.problem == Problem::of("deadEndEmptyHand", {{"seat", "1"}}));
  // The rules' own code, its English the same as before.
  const Parsed<GameState> rules = parse_notation("variant=nosuch");
  CHECK(rules.problem.id == "rulesUnknownVariant");
  CHECK(rules.error == "Unknown variant \"nosuch\": the variants are classic, threepack, american and uruguayan.");
  CHECK(rules.problem.text() == rules.error);
  const Parsed<GameState> seats = parse_notation("variant=american players=2");
  CHECK(seats.problem.id == "rulesPlayers");
  CHECK(seats.error == "Modern American Canasta is played by 4 players.");
  for (const char* text : {"players=2 hand0=Kc,Zz", "turn=9", "phase=later", "scores=1", "hand0=3h melds0=3h,3d,3c"}) {
    const Parsed<GameState> parsed = parse_notation(text);
    CAPTURE(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.problem.id.rfind("notation", 0) == 0);
    CHECK(parsed.problem.text() == parsed.error);
  }
}

}  // namespace notation_test
