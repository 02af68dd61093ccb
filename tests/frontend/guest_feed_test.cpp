// A guest's table reads what the host sends about its seats (guest_feed.h):
// a view of its own seat draws exactly what that seat may see; a message
// about another seat, an observation of another seat, an unreadable move or
// a turn for a seat not to move is refused with a sentence.
#include <doctest/doctest.h>

#include <string>

#include "engine/observation_text.h"
#include "engine/notation.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "frontend/session/bot_choice.h"
#include "frontend/session/guest_feed.h"

namespace guest_feed_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

GameState dealt() { return GameState::new_game(*rules_preset("classic"), 4, 7); }

JsonValue view_message(int seat, const std::string& obs, const std::string& event = "move") {
  JsonValue m = JsonValue::object();
  m.set("type", JsonValue::string("guestView"));
  m.set("n", JsonValue::number(3));
  m.set("seat", JsonValue::number(seat));
  m.set("event", JsonValue::string(event));
  m.set("obs", JsonValue::string(obs));
  return m;
}

JsonValue last_move(int seat, const std::string& move) {
  JsonValue last = JsonValue::object();
  last.set("seat", JsonValue::number(seat));
  last.set("move", JsonValue::string(move));
  return last;
}

}  // namespace

TEST_CASE("Guest table - a view of its own seat draws what that seat may see, and nothing else") {
  GameState s = dealt();
  REQUIRE(s.apply(*parse_move("draw").value).ok());
  const Observation seen = observation(s, 1);
  JsonValue m = view_message(1, to_observation_text(seen));
  m.set("last", last_move(s.turn(), "draw"));
  const Reading<GuestView> read = read_guest_view(m, {1});
  REQUIRE(read.answer);
  CHECK(read.answer->seat == 1);
  CHECK(read.answer->last->seat == s.turn());
  CHECK(read.answer->last->move->kind == MoveKind::Draw);
  const GameState drawn = sampled_position(read.answer->obs);
  // The drawn table is the seat's view exactly: its hand, every hand's size,
  // the stock's size, the pile, the melds and the turn.
  CHECK(observation(drawn, 1) == seen);
  for (int seat = 0; seat < 4; ++seat) CHECK(drawn.hand_size(seat) == s.hand_size(seat));
  CHECK(drawn.stock_size() == s.stock_size());
  CHECK(drawn.hand(1) == s.hand(1));
  // The same view draws the same way every time.
  CHECK(to_notation(sampled_position(read.answer->obs)) == to_notation(drawn));
}

TEST_CASE("Guest table - messages about another seat, or that do not read, are refused") {
  const GameState s = dealt();
  const std::string obs1 = to_observation_text(observation(s, 1));
  SUBCASE("a seat that is not this device's") {
    CHECK(read_guest_view(view_message(1, obs1), {3}).refusal ==
          "The host's message is about seat 1, which is not this device's.");
  }
  SUBCASE("another seat's observation under this seat's number") {
    const std::string obs2 = to_observation_text(observation(s, 2));
    CHECK(read_guest_view(view_message(1, obs2), {1}).refusal == "The host's observation is seat 2's, not seat 1's.");
  }
  SUBCASE("an observation that does not read") {
    CHECK(read_guest_view(view_message(1, "seat=1 sizes=banana"), {1}).refusal.rfind("The host's observation does not read: ", 0) == 0);
  }
  SUBCASE("an event that is not a game's") {
    CHECK(read_guest_view(view_message(1, obs1, "explode"), {1}).refusal == "The host's view names no event of a game.");
  }
  SUBCASE("a last move that does not read") {
    JsonValue m = view_message(1, obs1);
    m.set("last", last_move(0, "meld 7c 8d 9h"));
    CHECK(read_guest_view(m, {1}).refusal.rfind("The host's last move does not read: ", 0) == 0);
    m.set("last", last_move(4, "draw"));
    CHECK(read_guest_view(m, {1}).refusal == "The host's last move names no seat or move.");
  }
}

TEST_CASE("Guest table - a turn is for a seat of this device that is to move") {
  const GameState s = dealt();
  const int mover = s.to_move();
  const int other = (mover + 1) % 4;
  JsonValue turn = JsonValue::object();
  turn.set("req", JsonValue::number(12));
  turn.set("seat", JsonValue::number(mover));
  turn.set("obs", JsonValue::string(to_observation_text(observation(s, mover))));
  const Reading<GuestTurn> read = read_guest_turn(turn, {mover});
  REQUIRE(read.answer);
  CHECK(read.answer->req == 12);
  CHECK(read.answer->obs.check(*parse_move("draw").value).ok());
  turn.set("seat", JsonValue::number(other));
  turn.set("obs", JsonValue::string(to_observation_text(observation(s, other))));
  CHECK(read_guest_turn(turn, {other}).refusal ==
        "The host asks seat " + std::to_string(other) + " to move when it is not to move.");
}

TEST_CASE("Guest table - the host's list of seats names this device's") {
  const auto seats = parse_json(
      R"({"type":"guestSeats","you":[3,1],"seats":[{"kind":"host","name":"Ana"},{"kind":"remote","name":"Bo"},)"
      R"({"kind":"computer","name":"","level":"standard"},{"kind":"remote","name":"Cy","away":true}]})",
      nullptr);
  const Reading<GuestSeats> read = read_guest_seats(*seats);
  REQUIRE(read.answer);
  CHECK(read.answer->mine == std::vector<int>{1, 3});
  CHECK(read.answer->seats[3].name == "Cy");
  CHECK(read.answer->seats[3].away);
  const auto outside = parse_json(R"({"you":[4],"seats":[{"kind":"host","name":""},{"kind":"free","name":""}]})", nullptr);
  CHECK(read_guest_seats(*outside).refusal == "The host gave this device a seat that is not at the table.");
}

TEST_CASE("Guest table - at the end of a deal the drawn table scores the deal as the host's does") {
  GameState s = dealt();
  for (int ply = 0; !s.is_deal_over() && ply < 2000; ++ply)
    REQUIRE(s.apply(*choose_bot_move(BotLevel::Standard, 11 + ply, observation(s, s.to_move()))).ok());
  REQUIRE(s.is_deal_over());
  for (int seat = 0; seat < 4; ++seat) {
    const GameState drawn = sampled_position(observation(s, seat));
    CHECK(drawn.is_deal_over());
    CHECK(drawn.deal_score() == s.deal_score());
    CHECK(drawn.score(0) == s.score(0));
    CHECK(drawn.score(1) == s.score(1));
    // Hands are shown once the deal is over: every seat's view holds them all.
    for (int other = 0; other < 4; ++other) CHECK(drawn.hand(other) == s.hand(other));
  }
}

}  // namespace guest_feed_test
