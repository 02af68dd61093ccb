// Who controls each seat and whose view is drawn: one person at any seat
// sees the table from that seat; with several people at one device
// (pass-and-play) the view follows the person who acts next, and between
// two of them the device is passed before anything of a hand shows.
#include <doctest/doctest.h>

#include <string>

#include "frontend/session/game_controller.h"
#include "frontend/table/table_view.h"
#include "frontend/words/strings.h"
#include "tests/engine/test_util.h"

namespace seats_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

GameSetup seats(std::initializer_list<Seat> list, uint64_t seed = 5) {
  GameSetup setup;
  setup.seed = seed;
  size_t i = 0;
  for (const Seat& seat : list) setup.seats[i++] = seat;
  setup.players = static_cast<int>(list.size());
  return setup;
}

const Seat kAna{SeatKind::kLocal, BotLevel::Standard, "Ana"};
const Seat kBen{SeatKind::kLocal, BotLevel::Standard, "Ben"};
const Seat kBot{SeatKind::kComputer, BotLevel::Standard, ""};

// Plays until a person is to move (computers answering), passing the
// device whenever asked.
void until_person(GameController& game, double& now) {
  for (int i = 0; i < 4000 && !game.viewer_to_move() && !game.state().is_deal_over(); ++i) {
    if (game.handover()) game.take_over();
    else game.update(now += 10, 0);
  }
  REQUIRE(game.viewer_to_move());
}

}  // namespace

TEST_CASE("Seats - the local player who acts next") {
  SeatList list = default_seats();
  list[2] = kBen;
  // Seat 0 to move: itself. Seat 1 (a computer) to move: seat 2 comes next.
  CHECK(next_local_seat(canasta::test::position("players=4 turn=0 hand0=Kc hand1=Qc hand2=Jc hand3=Tc pile=5h"), list) == 0);
  CHECK(next_local_seat(canasta::test::position("players=4 turn=1 hand0=Kc hand1=Qc hand2=Jc hand3=Tc pile=5h"), list) == 2);
  CHECK(next_local_seat(canasta::test::position("players=4 turn=3 hand0=Kc hand1=Qc hand2=Jc hand3=Tc pile=5h"), list) == 0);
  list[2] = kBot;
  // Seat 0 asked its computer partner: it plays on after the answer.
  CHECK(next_local_seat(canasta::test::position("players=4 turn=0 phase=ask hand0=Kc,Kd,Ks hand1=Qc hand2=Jc hand3=Tc "
                                       "melds0=7c,7d,7h,7s,7c,7d,7h pile=5h stock=4c,4d"),
                        list) == 0);
}

TEST_CASE("Seats - one person at any seat sees the table from there") {
  set_language(Language::kEnglish);
  GameController game;
  REQUIRE_FALSE(game.new_game(seats({kBot, kBot, {SeatKind::kLocal, BotLevel::Standard, ""}, kBot})));
  CHECK(game.viewer_seat() == 2);
  CHECK_FALSE(game.handover());  // one person: nothing to pass
  CHECK(game.seat_name(2) == "You");
  CHECK(game.side_name(0) == "Us");
  CHECK(game.seat_name(0) == "Sofia");
  // Plates from the viewer's left: seats 3, 0 (the partner, opposite) and 1.
  CHECK(plate_seats(game.view(), 2) == std::vector<int>{3, 0, 1});
  CHECK(other_sides(game.view(), game.viewer_side()) == std::vector<int>{1});
  double now = 0;
  until_person(game, now);
  CHECK(game.state().to_move() == 2);
  REQUIRE(game.play(Move::draw()));
  CHECK(game.log_line(game.log_size() - 1).rfind("You drew", 0) == 0);
}

TEST_CASE("Pass-and-play - the device is passed between two people, who see only their own hand") {
  set_language(Language::kEnglish);
  GameController game;
  // Ana and Ben partners, against two computer players.
  REQUIRE_FALSE(game.new_game(seats({kAna, kBot, kBen, kBot})));
  // Whoever set the game up holds the device: it goes to the first to play.
  REQUIRE(game.handover());
  const int first = *game.handover();
  CHECK(game.message() == "Pass to " + game.player_name(first) + ": tap when ready.");
  CHECK_FALSE(game.viewer_to_move());
  CHECK_FALSE(game.play(Move::draw()));  // nothing is taken from behind the screen
  double now = 0;
  until_person(game, now);
  const int ana_or_ben = game.viewer_seat();
  CHECK(game.seat_name(ana_or_ben) == "You");
  const int other = ana_or_ben == 0 ? 2 : 0;
  CHECK(game.seat_name(other) == (other == 0 ? "Ana" : "Ben"));
  REQUIRE(game.play(Move::draw()));
  const size_t drew = game.log_size() - 1;
  CHECK(game.log_line(drew).rfind("You drew", 0) == 0);
  const Card card = game.state().hand_cards(ana_or_ben).front();
  REQUIRE(game.play(Move::discard(card)));
  // The turn is over: the device goes to the other person at once.
  REQUIRE(game.handover());
  CHECK(*game.handover() == other);
  CHECK(game.coach_line().empty());
  until_person(game, now);
  CHECK(game.viewer_seat() == other);
  // The log speaks to whoever looks: the earlier draw is now the other's.
  CHECK(game.log_line(drew).rfind(game.player_name(ana_or_ben) + " drew", 0) == 0);
}

TEST_CASE("Pass-and-play - the partner answers \"May I go out?\" behind the screen, then it passes back") {
  set_language(Language::kEnglish);
  GameController game;
  // Ana (seat 0) may ask: her side has a canasta and her hand melds whole.
  game.start_from(canasta::test::position("players=4 turn=0 phase=draw hand0=Kc,Kd,Ks hand1=Qc,Jd,9s hand2=Jc,Td,8s "
                                 "hand3=Tc,9d,7s melds0=7c,7d,7h,7s,7c,7d,7h melds1=5c,5d,5h pile=4h stock=4c,4d,6h,6s"),
                  seats({kAna, kBot, kBen, kBot}));
  REQUIRE(game.handover() == std::optional<int>(0));
  game.take_over();
  REQUIRE(game.viewer_to_move());
  REQUIRE(game.play(Move::ask()));
  REQUIRE(game.handover() == std::optional<int>(2));  // Ben answers on his own screen
  CHECK(game.message() == "Pass to Ben: tap when ready.");
  game.take_over();
  CHECK(game.viewer_seat() == 2);
  CHECK(game.message() == "Ana asks: may I go out?");
  REQUIRE(game.play(Move::yes()));
  REQUIRE(game.handover() == std::optional<int>(0));  // and it passes back
  game.take_over();
  CHECK(game.message() == "Your partner says yes: go out this turn.");
}

TEST_CASE("Pass-and-play - undo takes back the viewer's own turn only") {
  GameController game;
  GameSetup setup = seats({kAna, kBen});
  setup.allow_undo = true;
  REQUIRE_FALSE(game.new_game(setup));
  double now = 0;
  until_person(game, now);
  const int first = game.viewer_seat();
  REQUIRE(game.play(Move::draw()));
  CHECK(game.can_undo());
  REQUIRE(game.play(Move::discard(game.state().hand_cards(first).front())));
  REQUIRE(game.handover());
  CHECK_FALSE(game.can_undo());  // behind the screen
  game.take_over();
  CHECK_FALSE(game.can_undo());  // not the new viewer's turn to take back
}

}  // namespace seats_test
