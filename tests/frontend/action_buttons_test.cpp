// The highlighted action button is the one that carries out the selection,
// and after a hint the one that carries out the hint (issue 12, item 1).
#include <doctest/doctest.h>

#include "engine/notation.h"
#include "engine/move.h"
#include "frontend/session/game_controller.h"
#include "frontend/table/hand_order.h"
#include "frontend/table/table_view.h"

namespace action_buttons_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// Classic, seat 0 (the player) to play: its side has melded 7c 7s Jk and it
// holds the 7d, which may join them or be discarded.
constexpr const char* kSevenInHand =
    "variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 scores=0,0 hand0=Ac,Qd,Qh,Jc,Th,Ts,7d,6h,Jk hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,9c,7h,6d,5s,4s,3h,Jk known0= known1= known2= known3= melds0=7c,7s,Jk melds1= red30= red31= pile=3d,9d stock=Jk,8d,Jh,2s,4d,9s,5c,4c,Ad,7d,As,Qc,Td,9h,Js,5h,Tc,Jd,5d,4c,Ah,9h,4s,4h,2c,8d,8c,Tc,3s,6s,Kh,Kh,2s,6c,8h,Ts,9d,6c,6h,9s,3s,3d,2d,Qs,2c,4d,Qh,Ah,8s,Jc,Js,Kd,3c,5s,Td,2h,5c,8h,7s,Ad,7c melded=0 played= started=7 added=0 premelded=0 lastred3=0 out=- concealed=0 end=none seed=1";

const Card kSevenOfDiamonds(Rank::Seven, Suit::Diamonds);

struct Table {
  GameController game;
  HandOrder hand;
  Table() {
    Parsed<GameState> p = parse_notation(kSevenInHand);
    REQUIRE(p.ok());
    game.load_position(*p.value);
    REQUIRE(game.viewer_to_move());
    hand.sync(game.state().hand_cards(game.viewer_seat()));
    hand.select_cards({kSevenOfDiamonds});
  }
  ActionButton button(Action action, std::optional<Move> hint = std::nullopt) const {
    for (const ActionButton& b : action_buttons(game, hand, hint))
      if (b.action == action) return b;
    FAIL("no such button");
    return {};
  }
};

}  // namespace

TEST_CASE("Action buttons - a card that may join a meld highlights Meld") {
  const Table t;
  CHECK(t.button(Action::kMeld).enabled);
  CHECK(t.button(Action::kMeld).primary);
  CHECK(t.button(Action::kDiscard).enabled);
  CHECK_FALSE(t.button(Action::kDiscard).primary);
}

TEST_CASE("Action buttons - after a hint to discard that card, Discard is highlighted, not Meld") {
  const Table t;
  const Move discard = Move::discard(kSevenOfDiamonds);
  CHECK(t.button(Action::kDiscard, discard).enabled);
  CHECK(t.button(Action::kDiscard, discard).primary);
  CHECK(t.button(Action::kMeld, discard).enabled);
  CHECK_FALSE(t.button(Action::kMeld, discard).primary);
  // A hint about another card leaves the selection's own button highlighted.
  CHECK(t.button(Action::kMeld, Move::discard(Card::joker())).primary);
  CHECK_FALSE(t.button(Action::kDiscard, Move::discard(Card::joker())).primary);
}

TEST_CASE("Action buttons - every hint lights the button that carries it out") {
  Table t;
  SUBCASE("a wild card the hint adds to a meld: Meld, though the card alone would be discarded") {
    t.hand.select_cards({Card::joker()});
    const Move add = *parse_move("meld 7: Jk").value;
    CHECK(t.button(Action::kMeld, add).enabled);
    CHECK(t.button(Action::kMeld, add).primary);
    CHECK_FALSE(t.button(Action::kDiscard, add).primary);
  }
  SUBCASE("asking partner: the Ask button") {
    // Side 0 has a canasta and seat 0 could meld its last three cards.
    Parsed<GameState> p = parse_notation(
        "players=4 dealer=3 turn=0 phase=draw hand0=5c,5d,5h melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks/9c,9d,9s pile=4c,Td seed=108");
    REQUIRE(p.ok());
    t.game.load_position(*p.value);
    t.hand.sync(t.game.state().hand_cards(t.game.viewer_seat()));
    CHECK(t.button(Action::kAsk).enabled);
    CHECK_FALSE(t.button(Action::kAsk).primary);
    CHECK(t.button(Action::kAsk, Move::ask()).primary);
  }
  SUBCASE("a draw or a pickup: the stock or the pile, no button") {
    CHECK(hinted_place(Move::draw()) == TargetKind::kStock);
    CHECK(hinted_place(Move::pickup()) == TargetKind::kPile);
    CHECK(hinted_place(Move::discard(kSevenOfDiamonds)) == TargetKind::kNone);
    CHECK(hinted_place(std::nullopt) == TargetKind::kNone);
  }
}

TEST_CASE("Action buttons - Meld is offered only for a selection that makes a meld now") {
  Table t;
  // The seven joins the side's sevens: Meld.
  CHECK(t.button(Action::kMeld).enabled);
  // A lone ace, a pair of queens: no meld of theirs to join, too few cards.
  t.hand.select_cards({Card(Rank::Ace, Suit::Clubs)});
  CHECK_FALSE(t.button(Action::kMeld).enabled);
  CHECK(t.button(Action::kDiscard).enabled);
  t.hand.select_cards({Card(Rank::Queen, Suit::Diamonds), Card(Rank::Queen, Suit::Hearts)});
  CHECK_FALSE(t.button(Action::kMeld).enabled);
  // The queens and the joker make one.
  t.hand.select_cards({Card(Rank::Queen, Suit::Diamonds), Card(Rank::Queen, Suit::Hearts), Card::joker()});
  CHECK(t.button(Action::kMeld).enabled);
  CHECK(t.button(Action::kMeld).primary);
}

}  // namespace action_buttons_test
