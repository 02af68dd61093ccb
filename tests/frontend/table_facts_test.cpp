// What the table shows at a glance for each game (frontend/table/table_facts.h):
// the pile's state, dead ranks, the turn card, bonus cards owed, threes by
// colour. Positions come from the notation, numbers from the spec
// (../shared/rules/variants.md).
#include <doctest/doctest.h>

#include <string>

#include "engine/notation.h"
#include "tests/engine/test_util.h"
#include "frontend/words/strings.h"
#include "frontend/table/table_facts.h"

namespace table_facts_test {

using namespace canasta;
using namespace canasta::frontend;
using canasta::test::position;
using canasta::test::mover_view;

namespace {

GameState fresh(const char* variant, int players, uint64_t seed) {
  return GameState::new_game(*rules_preset(variant), players, seed);
}

}  // namespace

TEST_CASE("Table facts - Classic has none beyond the frozen pile") {
  set_language(Language::kEnglish);
  const GameState g = fresh("classic", 4, 3);
  CHECK(dead_ranks(mover_view(g)).empty());
  CHECK(cards_before_turn_card(mover_view(g)) == -1);
  CHECK(table_facts_line(mover_view(g)).empty());
  CHECK(pile_state(mover_view(g)) == (g.pile_frozen() ? PileState::kFrozen : PileState::kOpen));
}

TEST_CASE("Table facts - Modern American: the pile is always frozen (MA-30), the turn card is 9th from the bottom (MA-05)") {
  set_language(Language::kEnglish);
  const GameState g = fresh("american", 4, 5);
  CHECK(pile_state(mover_view(g)) == PileState::kAlwaysFrozen);
  CHECK(pile_state_word(pile_state(mover_view(g))) == "FROZEN");
  // 56 cards in the stock less the threes replaced at the deal; the turn
  // card is drawn when 8 are left.
  CHECK(cards_before_turn_card(mover_view(g)) == g.stock_size() - 8);
  // Each fact says what it means where it appears: the cards left to the
  // turn card, and what it changes.
  CHECK(table_facts_line(mover_view(g)) ==
        std::to_string(g.stock_size() - 8) + " cards to the turn card, then no more bonus cards");
}

TEST_CASE("Table facts - Modern American: a canasta of kings kills the rank for both sides (MA-23); the turn card gone") {
  set_language(Language::kEnglish);
  const GameState g = position(
      "variant=american players=4 turn=0 phase=play hand0=5c,5d,6h,9s hand1=4c,4d hand2=8c,8d hand3=Tc,Td "
      "melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks/7c,7c,7d,7d,7h,7h,7s melds1=Qc,Qd,Qh stock=Jc,Jd,Jh,Js,Tc,Th,9c,9d");
  CHECK(dead_ranks(mover_view(g)) == std::vector<Rank>{Rank::King, Rank::Seven});
  CHECK(cards_before_turn_card(mover_view(g)) == 0);
  CHECK(table_facts_line(mover_view(g)) == "Dead ranks, closed to everyone: K 7  \xC2\xB7  turn card drawn: no more bonus cards");
  set_language(Language::kGerman);
  CHECK(table_facts_line(mover_view(g)) == "Tote R\xC3\xA4nge, f\xC3\xBCr alle geschlossen: K 7  \xC2\xB7  Wendekarte gezogen: keine Bonuskarten mehr");
  set_language(Language::kEnglish);
}

TEST_CASE("Table facts - Modern American: the three kept for a Straight is said where it sits (MA-11)") {
  set_language(Language::kEnglish);
  const GameState g = position(
      "variant=american players=4 turn=0 phase=draw hand0=3c,5c,5d,6h,9s,Kd hand1=4c,4d hand2=8c,8d hand3=Tc,Td");
  CHECK(kept_three_text(mover_view(g)) == "3\xE2\x99\xA3 kept for a Straight until your side melds");
  CHECK(table_facts_line(mover_view(g)).find("3\xE2\x99\xA3 kept for a Straight") != std::string::npos);
  CHECK(kept_three_text(observation(g, 1)).empty());
}

TEST_CASE("Table facts - Modern American: bonus cards owed (MA-41) and threes by colour (MA-12)") {
  set_language(Language::kEnglish);
  const GameState g = position(
      "variant=american players=4 turn=1 phase=draw hand0=5c,5d hand1=4c,4d,9h hand2=8c,8d hand3=Tc,Td "
      "bonus0=6c,6d,6h,6s melds0=Qc,Qd,Qh/Jc,Jd,Js red30=3h,3d black30=3s");
  CHECK(bonus_owed_text(mover_view(g), 0) == "4 bonus cards coming");
  CHECK(bonus_owed_text(mover_view(g), 1).empty());
  const ThreesLaid threes = threes_laid(mover_view(g), 0);
  CHECK(threes.red == 2);
  CHECK(threes.black == 1);
  CHECK(threes_laid(mover_view(g), 1).red + threes_laid(mover_view(g), 1).black == 0);
}

TEST_CASE("Table facts - Uruguayan pot: first take (UY-22), then open, crossed by a wild card (UY-25)") {
  set_language(Language::kEnglish);
  const GameState first = fresh("uruguayan", 2, 9);
  CHECK(pile_state(mover_view(first)) == PileState::kFirstTake);
  CHECK(pile_state_word(PileState::kFirstTake) == "FIRST TAKE");
  CHECK(table_facts_line(mover_view(first)).empty());
  const GameState taken = position(
      "variant=uruguayan players=2 turn=0 phase=draw hand0=5c,5d,6h hand1=4c,4d pile=9c,8h pot=1 melds0=Qc,Qd,Qh");
  CHECK(pile_state(mover_view(taken)) == PileState::kOpen);
  const GameState crossed = position(
      "variant=uruguayan players=2 turn=0 phase=draw hand0=5c,5d,6h hand1=4c,4d pile=9c,2h,8h pot=1 melds0=Qc,Qd,Qh");
  CHECK(pile_state(mover_view(crossed)) == PileState::kCrossed);
  set_language(Language::kSpanish);
  CHECK(pile_state_word(PileState::kCrossed) == "CRUZADO");
  set_language(Language::kEnglish);
}

TEST_CASE("Table facts - the selection counted against the minimum before the initial meld (law 41)") {
  set_language(Language::kEnglish);
  // Us at 1,600 need 90 (law 41); aces count 20, a king 10, a joker 50.
  const GameState g = position(
      "variant=classic players=4 turn=0 phase=play scores=1600,0 hand0=Ac,Ad,Ah,Kc,Jk,5s hand1=4c,4d hand2=8c,8d "
      "hand3=Tc,Td melds1=Qc,Qd,Qh");
  const std::vector<Card> aces{*parse_card("Ac"), *parse_card("Ad"), *parse_card("Ah")};
  CHECK(selection_count_text(mover_view(g), 0, aces) == "selected 60 of 90");
  std::vector<Card> more = aces;
  more.push_back(*parse_card("Jk"));
  CHECK(selection_count_text(mover_view(g), 0, more) == "selected 110 of 90");
  set_language(Language::kGerman);
  CHECK(selection_count_text(mover_view(g), 0, aces) == "Auswahl 60 von 90");
  set_language(Language::kEnglish);
  // Nothing selected, one card (a discard, not a meld), or a side that has
  // melded: the header's "needs" or nothing.
  CHECK(selection_count_text(mover_view(g), 0, {}).empty());
  CHECK(selection_count_text(mover_view(g), 0, {*parse_card("Ac")}).empty());
  CHECK(selection_count_text(mover_view(g), 1, aces).empty());
  // Before the draw the cards may take the pile, whose top card then counts (a king: 10).
  const GameState draw = position(
      "variant=classic players=4 turn=0 phase=draw scores=1600,0 hand0=Ac,Ad,Kh,Ks,Jk,5s hand1=4c,4d hand2=8c,8d "
      "hand3=Tc,Td melds1=Qc,Qd,Qh pile=5h,Kc");
  const std::vector<Card> kings{*parse_card("Kh"), *parse_card("Ks"), *parse_card("Ac"), *parse_card("Ad")};
  CHECK(selection_count_text(mover_view(draw), 0, kings) == "selected 70 of 90 with the top card");
  set_language(Language::kItalian);
  CHECK(selection_count_text(mover_view(draw), 0, kings) == "selezione 70 su 90 con la carta in cima");
  set_language(Language::kEnglish);
  // After the draw, or a pile topped by a black three: the selection alone.
  const GameState drawn = position(
      "variant=classic players=4 turn=0 phase=play scores=1600,0 hand0=Ac,Ad,Kh,Ks,Jk,5s hand1=4c,4d hand2=8c,8d "
      "hand3=Tc,Td melds1=Qc,Qd,Qh pile=5h,Kc");
  CHECK(selection_count_text(mover_view(drawn), 0, kings) == "selected 60 of 90");
  const GameState stopped = position(
      "variant=classic players=4 turn=0 phase=draw scores=1600,0 hand0=Ac,Ad,Kh,Ks,Jk,5s hand1=4c,4d hand2=8c,8d "
      "hand3=Tc,Td melds1=Qc,Qd,Qh pile=5h,3s");
  CHECK(selection_count_text(mover_view(stopped), 0, kings) == "selected 60 of 90");
  // A king and a joker with a king on top: the pile, frozen for us before
  // our meld (law 37), wants a natural pair, and the counter says so.
  const std::vector<Card> king_and_joker{*parse_card("Kh"), *parse_card("Jk")};
  CHECK(selection_count_text(mover_view(draw), 0, king_and_joker) == "frozen for you: a natural pair");
  // Modern American: the pile's cards never count toward the initial meld (MA-46).
  const GameState american = position(
      "variant=american players=4 turn=0 phase=draw scores=1600,0 hand0=Ac,Ad,Kh,Ks,Jk,5s hand1=4c,4d hand2=8c,8d "
      "hand3=Tc,Td melds1=Qc,Qd,Qh pile=5h,Kc");
  CHECK(selection_count_text(mover_view(american), 0, kings) ==
        "selected 60 of " + std::to_string(american.minimum_count(0)));
}

// The meld area's header during a deal: what each side has on the table,
// as the engine's count would score it now (laws 42, 43). Us: kings 3 x 10,
// nines 3 x 10, sevens 2 x 5 and a joker 50: 120. Them: aces 3 x 20, fives
// 4 x 5, a mixed canasta of eights (6 x 10 and a deuce 20, 300 bonus) and a
// red three 100: 560. The desktop felt's browser test shows this position.
TEST_CASE("Table facts - the running total of the deal: melds, canastas and threes on the table") {
  set_language(Language::kEnglish);
  const GameState g = position(
      "variant=classic players=4 dealer=3 turn=0 phase=play scores=1250,800 hand0=Ac,Qd,Qh,Jc,Th,Ts,7d,6h,Jk "
      "hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h "
      "hand3=Ac,As,Kc,Jh,9c,7h,6d,5s,4s,3h,Jk melds0=7c,7s,Jk/Kh,Kh,Kd/9s,9h,9d "
      "melds1=Ad,Ad,Ah/5c,5h,5d,5s/8d,8c,8d,8h,8h,8s,2c red31=3d pile=3d played= seed=1");
  const Observation seen = mover_view(g);
  CHECK(deal_so_far(seen, 0) == 120);
  CHECK(deal_so_far(seen, 1) == 560);
  CHECK(deal_so_far(seen, 0) == count_deal(g).side[0].melds + count_deal(g).side[0].canastas);
  CHECK(deal_so_far_text(seen, 0) == "this deal 120");
  CHECK(deal_so_far_text(seen, 1) == "this deal 560");
  set_language(Language::kGerman);
  CHECK(deal_so_far_text(seen, 1) == "diese Runde 560");
  set_language(Language::kPortuguese);
  CHECK(deal_so_far_text(seen, 1) == "esta mão 560");
  set_language(Language::kEnglish);
  // Nothing on the table yet: no total; an unmelded side's red three counts
  // against it (law 43), with a minus sign.
  const GameState start = position(
      "variant=classic players=4 turn=0 phase=play hand0=Ac,Ad,Kh,Ks,Jk,5s hand1=4c,4d hand2=8c,8d hand3=Tc,Td "
      "red31=3h");
  CHECK(deal_so_far_text(mover_view(start), 0).empty());
  CHECK(deal_so_far(mover_view(start), 1) == -100);
  CHECK(deal_so_far_text(mover_view(start), 1) == "this deal \xE2\x88\x92" "100");
}

}  // namespace table_facts_test
