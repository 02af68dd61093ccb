#include <doctest/doctest.h>

#include "engine/move.h"

namespace move_test {

using namespace canasta;

namespace {
std::string round_trip(std::string_view text) {
  Parsed<Move> m = parse_move(text);
  if (!m.ok()) return "error: " + m.error;
  return to_string(*m.value);
}
}  // namespace

TEST_CASE("Move text - protocol syntax round-trips") {
  for (const char* text :
       {"draw", "pickup", "pickup 7h 7s", "pickup 7h 7s + Ac Ad 2c", "meld 7c 7d 7h + Ac Ad Ah 2d",
        "discard 5c", "ask", "yes", "no", "pass", "meld 7: 2d Jk", "pickup 7h 7s + 7: 2c",
        "meld 3c 3s 3s", "discard Jk"}) {
    CHECK(round_trip(text) == text);
  }
}

TEST_CASE("Move text - cards print in display order within a group") {
  CHECK(round_trip("meld 2d Ah Ac  Ad") == "meld Ac Ad Ah 2d");
  CHECK(round_trip("meld Jk 7h 7c") == "meld 7c 7h Jk");
  CHECK(round_trip("meld 7: 7c 7d") == "meld 7c 7d");
}

TEST_CASE("Move text - errors are sentences") {
  CHECK(round_trip("") == "error: The move is empty.");
  CHECK(round_trip("dance") ==
        "error: Unknown move \"dance\": the moves are draw, pickup, meld, discard, ask, yes, no, pass, declare, lay and cut.");
  CHECK(round_trip("discard") == "error: Name the card to discard, as in \"discard 5c\".");
  CHECK(round_trip("discard 5x") ==
        "error: Bad card \"5x\": cards are written like Td, 3s or Jk (rank A K Q J T 9 8 7 6 5 4 3 2, suit c d h s).");
  CHECK(round_trip("discard 5c 6c") == "error: Discard exactly one card.");
  CHECK(round_trip("draw 5c") == "error: The move \"draw\" takes no cards.");
  CHECK(round_trip("meld 7c 8c 7d") == "error: All natural cards of a group must have the same rank.");
  CHECK(round_trip("meld 2c Jk") ==
        "error: A group of wild cards only must name the meld it joins, as in \"7: 2c\".");
  CHECK(round_trip("meld") == "error: Name the cards to meld, as in \"meld 7c 7d 7h\".");
  CHECK(round_trip("meld 7c 7d 7h +") == "error: A \"+\" must be followed by a group of cards.");
  CHECK(round_trip("pickup 7h") ==
        "error: A pickup names exactly two cards from the hand to go with the top card.");
  CHECK(round_trip("pickup 7h 7s 7c") ==
        "error: A pickup names exactly two cards from the hand; put further groups after \"+\".");
  CHECK(round_trip("meld 7: 8c 8d") == "error: All natural cards of a group must have the same rank.");
  // "2:" names the wild meld (MA-26, UY-12); whether the rules have one is
  // the engine's question, not the syntax's.
  CHECK(round_trip("meld 2: Jk 2c") == "meld 2: 2c Jk");
  CHECK(round_trip("meld 2: 2c Kd") == "error: The wild meld (\"2:\") holds wild cards only.");
  CHECK(round_trip("meld 1: 2c") == "error: Bad meld rank \"1:\": use a rank from 3 to A, or 2 for the wild meld.");
  CHECK(round_trip("declare straight") == "declare straight");
  CHECK(round_trip("declare flush") == "error: Declare one special hand: straight, pairs, wildpairs or garbage.");
  CHECK(round_trip("lay 3c") == "lay 3c");
  CHECK(round_trip("lay") == "error: Name the card, as in \"lay 3h\".");
}

TEST_CASE("Move text - a move is a small value") {
  CHECK(sizeof(Move) <= 160);
  const Move a = *parse_move("pickup 7h 7s + Ac Ad 2c").value;
  Move b = a;
  CHECK(a == b);
  b.groups[0].cards.jokers = 1;
  CHECK_FALSE(a == b);
}

}  // namespace move_test
