// GuestTable, an online guest's table, as the view sees it: it holds the
// host's observation of its seat and nothing else, so whatever the other
// hands are, everything the table gives the view is the same.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/observation.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/guest_table.h"
#include "frontend/words/strings.h"

namespace guest_table_model_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

constexpr int kSeat = 1;

GuestSeats seats_of_one() {
  GuestSeats seats;
  seats.mine = {kSeat};
  seats.seats = {{"host", "Hugo", false}, {"remote", "Ana", false}, {"computer", "", false}, {"computer", "", false}};
  return seats;
}

// Everything the guest's table gives the view and the page, as text.
std::vector<std::string> all_it_shows(const GuestTable& table) {
  std::vector<std::string> out = {table.position_notation(), table.message()};
  for (Card c : table.shown_hand()) out.push_back(to_string(c));
  for (size_t i = 0; i < table.log_size(); ++i) out.push_back(table.log_line(i));
  for (int seat = 0; seat < table.view().players(); ++seat) out.push_back(table.seat_name(seat));
  return out;
}

}  // namespace

TEST_CASE("Online guest - the guest's table holds its seat's observation and nothing of another hand") {
  GameController host;
  GameSetup setup;
  setup.seed = 11;
  for (Seat& seat : setup.seats) seat = Seat{SeatKind::kComputer, BotLevel::Standard, ""};
  REQUIRE_FALSE(host.new_game(setup));
  for (int step = 0; step < 12; ++step) host.update(step * 1000.0, 0);
  REQUIRE(host.record().moves.size() >= 6);
  const GameState& real = host.state();
  const Observation seen = observation(real, kSeat);
  // Another deal the seat cannot tell apart: the cards it does not see dealt
  // otherwise.
  Rng rng(77);
  const GameState other = sample_hidden(seen, rng);
  REQUIRE(observation(other, kSeat) == seen);
  REQUIRE(other.hand_cards(0) != real.hand_cards(0));

  GameController local;
  auto guest_of = [&](const GameState& host_state) {
    auto table = std::make_unique<GuestTable>(local.coach());
    table->open(local);
    table->guest_seats(seats_of_one());
    const GuestView view{1, kSeat, "move", observation(host_state, kSeat), std::nullopt};
    REQUIRE_FALSE(table->guest_view(view));
    return table;
  };
  const auto guest = guest_of(real);
  const auto twin = guest_of(other);
  CHECK(guest->mode() == TableMode::kGuest);
  CHECK_FALSE(guest->guest_waiting());
  CHECK(guest->viewer_seat() == kSeat);
  CHECK(guest->view() == seen);
  std::vector<Card> own = real.hand_cards(kSeat);
  std::vector<Card> shown = guest->shown_hand();
  std::sort(own.begin(), own.end());
  std::sort(shown.begin(), shown.end());
  CHECK(shown == own);
  // The hands it cannot see are in none of it: another deal of them shows
  // the very same table.
  CHECK(twin->view() == guest->view());
  CHECK(all_it_shows(*twin) == all_it_shows(*guest));
  CHECK(guest->player_name(0) == "Hugo");
  CHECK(guest->seat_name(kSeat) == tr(S::kYou));
  // It takes back nothing, starts no deal, and moves nobody.
  CHECK_FALSE(guest->undo_offered());
  CHECK_FALSE(guest->undo());
  CHECK(guest->message() == tr(S::kUndoOnline));
}

}  // namespace guest_table_model_test
