// What the table is given to draw (frontend/session/table_model.h): the
// viewer's observation and nothing more, whatever the table's source. A game
// of this device's gives its viewer's observation of the engine's state; a
// guest's table the host's observation as it came; a pass-and-play table
// waiting for the next player no hand at all.
#include <doctest/doctest.h>

#include <vector>

#include "engine/observation.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/guest_table.h"
#include "frontend/words/strings.h"

namespace table_model_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

const Seat kAna{SeatKind::kLocal, BotLevel::Standard, "Ana"};
const Seat kBen{SeatKind::kLocal, BotLevel::Standard, "Ben"};
const Seat kBot{SeatKind::kComputer, BotLevel::Standard, ""};

GameSetup four(const Seat& s0, const Seat& s1, const Seat& s2, const Seat& s3, uint64_t seed) {
  GameSetup setup;
  setup.seed = seed;
  setup.seats[0] = s0, setup.seats[1] = s1, setup.seats[2] = s2, setup.seats[3] = s3;
  return setup;
}

// The table's model, read as the view reads it.
const TableModel& model(const TableModel& game) { return game; }

}  // namespace

TEST_CASE("Table model - a game of this device's: the view is the engine's observation of the viewer's seat") {
  set_language(Language::kEnglish);
  GameController game;
  REQUIRE_FALSE(game.new_game(four(kAna, kBot, kBot, kBot, 21)));
  int checked = 0;
  for (int step = 0; step < 2000 && !game.state().is_deal_over(); ++step) {
    if (game.viewer_to_move()) REQUIRE(game.play(*game.hint()));
    else game.update(step * 1000.0, 0);
    REQUIRE(model(game).view() == observation(game.state(), game.viewer_seat()));
    ++checked;
    // No card of another hand is there to draw but those it took with a pile.
    if (!game.state().is_deal_over())
      for (int seat = 1; seat < 4; ++seat) CHECK(model(game).view().view().hand(seat) == game.state().known(seat));
  }
  REQUIRE(game.state().is_deal_over());
  CHECK(checked > 40);
  // The deal's end lays every hand open: the observation itself shows them.
  for (int seat = 0; seat < 4; ++seat) CHECK(model(game).view().view().hand(seat) == game.state().hand(seat));
  CHECK(model(game).shown_hand() == game.state().hand_cards(0));
}

TEST_CASE("Table model - a guest's table holds the host's observation, exactly, and no card its seat cannot see") {
  set_language(Language::kEnglish);
  const GameState host = GameState::new_game(*rules_preset("classic"), 4, 33);
  const Observation seen = observation(host, 1);
  GameController local;
  GuestTable guest{local.coach()};
  guest.open(local);
  guest.guest_seats({{1}, {{"host", "Hugo", false}, {"remote", "Ana", false}, {"computer", "", false}, {"computer", "", false}}});
  REQUIRE_FALSE(guest.guest_view({1, 1, "newgame", seen, std::nullopt}));
  CHECK(model(guest).view() == seen);
  CHECK(model(guest).viewer_seat() == 1);
  CHECK(model(guest).shown_hand() == host.hand_cards(1));
  // The other hands are sizes only: not one of their cards is held here.
  for (int seat : {0, 2, 3}) {
    CHECK(model(guest).view().hand_size(seat) == host.hand_size(seat));
    CHECK(model(guest).view().view().hand(seat).size() == 0);
  }
  CHECK(model(guest).view().stock_size() == host.stock_size());
  // Another deal that differs only in what seat 1 cannot see is, to this
  // table, the same deal.
  Rng rng(5);
  const GameState other = sample_hidden(seen, rng);
  REQUIRE(other.hand_cards(0) != host.hand_cards(0));
  REQUIRE_FALSE(guest.guest_view({2, 1, "move", observation(other, 1), std::nullopt}));
  CHECK(model(guest).view() == seen);
}

TEST_CASE("Table model - pass-and-play: behind the cover the table is shown no hand") {
  set_language(Language::kEnglish);
  GameController game;
  // Ana and Ben partners, against two computer players.
  REQUIRE_FALSE(game.new_game(four(kAna, kBot, kBen, kBot, 5)));
  REQUIRE(game.handover());
  CHECK(model(game).shown_hand().empty());
  const int first = *game.handover();
  game.take_over();
  CHECK(model(game).viewer_seat() == first);
  CHECK(model(game).shown_hand() == game.state().hand_cards(first));
  // Her turn, played: the device waits for the partner, and no hand shows.
  for (int step = 0; step < 200 && !game.handover(); ++step) {
    if (game.viewer_to_move()) REQUIRE(game.play(*game.hint()));
    else game.update(step * 1000.0, 0);
  }
  REQUIRE(game.handover());
  CHECK(model(game).shown_hand().empty());
}

}  // namespace table_model_test
