// A remote seat on the host's table, with the page played by the test: the
// seat is asked with its own observation (never the whole state), its move
// is checked by the engine and refused with the engine's reason, and after
// every change the page hears what each remote seat may see.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/observation_text.h"
#include "engine/state_json.h"
#include "frontend/platform/bridge.h"
#include "frontend/app/web_api.h"
#include "frontend/session/bot_choice.h"
#include "frontend/session/game_controller.h"
#include "frontend/words/strings.h"
#include "tests/frontend/page_fixtures.h"

namespace remote_seat_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// The page around a host's table: takes seat requests and views (its online
// layer), leaves computer players to the table; keeps what it got.
struct FakePage {
  const GameController* game = nullptr;
  std::vector<JsonValue> got;
  std::vector<std::string> wrong_views;  // a view that was not its seat's observation at that moment
  bool online = true;
  PagePort port{[this](const std::string& text) {
    JsonValue m = *parse_json(text, nullptr);
    const std::string type = *string_field(m, "type");
    if (type == "seatView" && game) {
      const int seat = static_cast<int>(*int_field(m, "seat"));
      if (*string_field(m, "observation") != to_observation_text(observation(game->state(), seat)))
        wrong_views.push_back(text);
    }
    got.push_back(std::move(m));
    return online && (type == "seatRequest" || type == "seatView" || type == "seatCancel");
  }};
  std::vector<JsonValue> of(std::string_view type) const {
    std::vector<JsonValue> out;
    for (const JsonValue& m : got)
      if (*string_field(m, "type") == type) out.push_back(m);
    return out;
  }
};

JsonValue send(PagePort& page, std::string_view text) { return *parse_json(page.receive(text), nullptr); }

JsonValue seat_move(PagePort& page, int64_t id, int seat, std::string_view move) {
  return send(page, R"({"type":"seatMove","id":)" + std::to_string(id) + R"(,"seat":)" + std::to_string(seat) +
              R"(,"move":")" + std::string(move) + "\"}");
}

std::string error_of(const JsonValue& reply) {
  CHECK_FALSE(reply.find("ok")->as_bool());
  const JsonValue* error = reply.find("error");
  return error ? error->text() : "";
}

// Four players: a person at seat 0, a remote player at seat 1, computers at 2 and 3.
GameSetup remote_setup(uint64_t seed) {
  GameSetup setup;
  setup.seed = seed;
  setup.seats[1] = {SeatKind::kRemote, BotLevel::Standard, "Carla"};
  return setup;
}

// Runs the table until the page has a request for a remote seat open.
JsonValue wait_for_request(GameController& game, FakePage& page, double& now) {
  for (int i = 0; i < 4000; ++i) {
    const size_t seen = page.of("seatRequest").size();
    if (game.viewer_to_move()) REQUIRE(game.play(*game.hint()));
    else game.update(now += 10, 0);
    if (page.of("seatRequest").size() > seen) return page.of("seatRequest").back();
    REQUIRE_FALSE(game.state().is_deal_over());
  }
  FAIL("the remote seat was never asked");
  return {};
}

}  // namespace

TEST_CASE("Remote seat - asked with its observation; a legal move is played, a wrong one refused with the reason") {
  set_language(Language::kEnglish);
  FakePage page;
  GameController game(&page.port);
  page.game = &game;
  REQUIRE_FALSE(game.new_game(remote_setup(4)));
  double now = 0;
  const JsonValue request = wait_for_request(game, page, now);
  const int64_t id = *int_field(request, "id");
  CHECK(*int_field(request, "seat") == 1);
  REQUIRE(game.state().to_move() == 1);
  REQUIRE(game.state().phase() == Phase::Draw);
  // The seat's observation: its own hand and what everyone sees, no other hand.
  const std::string text = *string_field(request, "observation");
  CHECK(text == to_observation_text(observation(game.state(), 1)));
  CHECK(text.find("stock=") == std::string::npos);
  CHECK(text.find("hand0=,") == std::string::npos);

  const size_t entries = game.record().moves.size();
  CHECK(error_of(seat_move(page.port, id, 2, "draw")) == "Request " + std::to_string(id) + " asks seat 1 for its move.");
  CHECK(error_of(seat_move(page.port, id, 1, "hop")).find("hop") != std::string::npos);
  const Card card = observation(game.state(), 1).own_hand_cards().front();
  const JsonValue refused = seat_move(page.port, id, 1, "discard " + to_string(card));
  CHECK(error_of(refused) == "Draw from the stock or take the pile first.");
  // The engine's verdict goes with it, for a guest's own table to word.
  REQUIRE(refused.find("verdict"));
  CHECK(to_json(*refused.find("verdict")) == R"({"why":"whyMustDrawFirst","rank":"4","card":"2c","have":0,"need":0})");
  CHECK_FALSE(seat_move(page.port, id, 2, "draw").find("verdict"));
  CHECK(error_of(seat_move(page.port, id + 100, 1, "draw")).find("is not open") != std::string::npos);
  game.update(now += 10, 0);
  CHECK(game.record().moves.size() == entries);  // nothing refused was played, and the table waits

  CHECK(seat_move(page.port, id, 1, "draw").find("ok")->as_bool());
  CHECK(error_of(seat_move(page.port, id, 1, "draw")).find("is not open") != std::string::npos);  // answered once
  game.update(now += 10, 1e18);  // a person's move does not wait for a computer's pause
  REQUIRE(game.record().moves.size() == entries + 1);
  CHECK(game.record().moves.back() == "draw");
  const JsonValue view = page.of("seatView").back();
  CHECK(*int_field(view, "seat") == 1);
  CHECK(*string_field(view, "event") == "move");
  CHECK(*int_field(*view.find("last"), "seat") == 1);
  CHECK(*string_field(*view.find("last"), "move") == "draw");
  CHECK(view.find("seats")->items()[1].find("name")->text() == "Carla");
  // The next request is for the same seat, now to meld or discard.
  const JsonValue next = wait_for_request(game, page, now);
  CHECK(*int_field(next, "id") != id);
  CHECK(page.wrong_views.empty());
}

TEST_CASE("Remote seat - a whole deal: every view is the seat's own observation, the last one counts the hands") {
  FakePage page;
  GameController game(&page.port);
  page.game = &game;
  REQUIRE_FALSE(game.new_game(remote_setup(11)));
  double now = 0;
  int answered = 0;
  for (int i = 0; i < 20000 && !game.state().is_deal_over(); ++i) {
    const auto requests = page.of("seatRequest");
    if (static_cast<int>(requests.size()) > answered) {
      // The remote player plays from what the request told, as a guest's page would.
      const JsonValue& r = requests.back();
      const auto obs = parse_observation_text(*string_field(r, "observation"));
      REQUIRE(obs.ok());
      const Move move = *choose_bot_move(BotLevel::Standard, 7 + static_cast<uint64_t>(answered), *obs.value);
      REQUIRE(seat_move(page.port, *int_field(r, "id"), 1, to_string(move)).find("ok")->as_bool());
      answered = static_cast<int>(requests.size());
    }
    if (game.viewer_to_move()) REQUIRE(game.play(*game.hint()));
    else game.update(now += 10, 0);
  }
  REQUIRE(game.state().is_deal_over());
  CHECK(answered > 5);
  CHECK(page.wrong_views.empty());
  const JsonValue last = page.of("seatView").back();
  CHECK(*string_field(last, "event") == (game.state().is_game_over() ? "gameover" : "dealover"));
  REQUIRE(last.find("score"));
  CHECK(to_json(*last.find("score")) ==
        to_json(score_to_json(game.state().deal_score(), game.state().is_game_over(), game.state().winner())));
  // At the deal's end the hands are shown: the observation names every card left.
  const auto shown = parse_observation_text(*string_field(last, "observation"));
  REQUIRE(shown.ok());
  for (int seat = 0; seat < 4; ++seat)
    CHECK(shown.value->view().hand_size(seat) == game.state().hand_size(seat));
}

TEST_CASE("Remote seat - the page seats a remote player, or a computer in its place") {
  FakePage page;
  GameController game(&page.port);
  frontend::test::PageTable table(game, &page.port);
  GameSetup setup;
  setup.seed = 4;
  REQUIRE_FALSE(game.new_game(setup));
  double now = 0;
  CHECK(page.of("seatView").empty());  // nobody is remote yet
  CHECK(send(page.port, R"({"type":"setSeat","seat":1,"kind":"remote","name":"Carla"})").find("ok")->as_bool());
  CHECK(game.seat(1) == Seat{SeatKind::kRemote, BotLevel::Standard, "Carla"});
  CHECK(game.record().seats[1] == game.seat(1));
  REQUIRE(page.of("seatView").size() == 1);
  CHECK(*string_field(page.of("seatView")[0], "event") == "seats");
  CHECK(error_of(send(page.port, R"({"type":"setSeat","seat":5,"kind":"remote"})")) == "This game has seats 0 to 3.");
  CHECK(error_of(send(page.port, R"({"type":"setSeat","seat":1,"kind":"robot"})")) ==
        "The seat is wrong: a seat's \"kind\" is local, computer or remote.");
  wait_for_request(game, page, now);
  // The player left: a computer takes the seat, and the open question is void.
  const size_t cancels = page.of("seatCancel").size();
  const size_t entries = game.record().moves.size();
  CHECK(send(page.port, R"({"type":"setSeat","seat":1,"kind":"computer","level":"expert"})").find("ok")->as_bool());
  CHECK(page.of("seatCancel").size() == cancels + 1);
  for (int i = 0; i < 10 && game.record().moves.size() == entries; ++i) game.update(now += 10, 0);
  CHECK(game.record().moves.size() == entries + 1);  // the computer played seat 1's move
}

TEST_CASE("Remote seat - with nobody online to ask, the computer plays it") {
  FakePage page;
  page.online = false;
  GameController game(&page.port);
  REQUIRE_FALSE(game.new_game(remote_setup(4)));
  double now = 0;
  for (int i = 0; i < 4000 && game.state().to_move() != 1; ++i) {
    if (game.viewer_to_move()) REQUIRE(game.play(*game.hint()));
    else game.update(now += 10, 0);
  }
  const size_t entries = game.record().moves.size();
  game.update(now += 10, 0);
  CHECK(game.record().moves.size() == entries + 1);
  CHECK(page.of("seatRequest").size() == 1);  // asked, not taken
}

}  // namespace remote_seat_test
