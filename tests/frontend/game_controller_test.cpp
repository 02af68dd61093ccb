#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "frontend/session/game_controller.h"
#include "frontend/session/replay_table.h"
#include "frontend/words/strings.h"
#include "tests/engine/test_util.h"

namespace game_controller_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// Keeps every event the controller tells, as "move 1" or "dealover".
struct EventLog final : GameListener {
  std::vector<std::string> events;
  void on_game_event(GameEvent event, const EngineTable&, int seat) override {
    static const char* const kNames[] = {"move", "dealover", "gameover", "newdeal", "undo", "newgame", "load", "lesson", "resume"};
    std::string line = kNames[static_cast<int>(event)];
    if (event == GameEvent::kMove) line += " " + std::to_string(seat);
    events.push_back(line);
  }
};

GameSetup demo_setup(uint64_t seed) {
  GameSetup setup;
  setup.players = 2;
  setup.seed = seed;
  return setup;
}

// Lets the bots play (demo) until the deal is over.
void play_deal(GameController& game) {
  game.set_mode(TableMode::kDemo);
  double now = 0;
  for (int i = 0; i < 5000 && !game.state().is_deal_over(); ++i) game.update(now += 10, 0);
  REQUIRE(game.state().is_deal_over());
}

}  // namespace

TEST_CASE("Game events - the listener hears each move with its seat, then the end of the deal") {
  GameController game;
  EventLog log;
  game.set_listener(&log);
  REQUIRE_FALSE(game.new_game(demo_setup(21)));
  CHECK(log.events == std::vector<std::string>{"newgame"});
  play_deal(game);
  const size_t moves = game.record().moves.size();
  REQUIRE(log.events.size() == moves + 2);
  CHECK(log.events[1] == "move 0");  // seat 0 sits left of the dealer (seat 1 of two)
  CHECK(log.events[2] == "move 0");  // it draws, then melds or discards
  CHECK(log.events.back() == (game.state().is_game_over() ? "gameover" : "dealover"));
  game.next_deal();
  CHECK(log.events.back() == "newdeal");

  SUBCASE("a loaded record is replayed silently and told once") {
    GameController other;
    EventLog other_log;
    other.set_listener(&other_log);
    REQUIRE_FALSE(other.load_record(game.record(), demo_setup(1)));
    CHECK(other_log.events == std::vector<std::string>{"load"});
  }
  SUBCASE("a replay is stepped through with a cursor; one step forward is a move") {
    ReplayTable replay;
    replay.set_listener(&log);
    REQUIRE_FALSE(replay.open(game.record(), game, [] {}));
    log.events.clear();
    CHECK(replay.mode() == TableMode::kReplay);
    REQUIRE(replay.cursor());
    CHECK(replay.cursor()->index == 0);
    CHECK(replay.cursor()->length == moves + 1);
    CHECK(replay.step(1)->index == 1);
    CHECK(log.events == std::vector<std::string>{"move 0"});
    CHECK(replay.step(1000)->index == moves + 1);
    CHECK(replay.state().deal_number() == 1);
    CHECK(replay.step(-1000)->index == 0);
    replay.close();
    CHECK_FALSE(replay.step(1));
  }
}

TEST_CASE("Messages - a legal move clears the reason shown for a refused one (issue 12, stale errors)") {
  GameController game;
  REQUIRE_FALSE(game.new_game(demo_setup(8)));
  double now = 0;
  for (int i = 0; i < 2000 && !game.viewer_to_move(); ++i) game.update(now += 10, 0);
  REQUIRE(game.viewer_to_move());
  REQUIRE(game.state().phase() == Phase::Draw);
  const Card card = game.state().hand_cards(game.viewer_seat()).front();
  CHECK_FALSE(game.play(Move::discard(card)));  // a discard before drawing is refused
  CHECK(game.message_is_error());
  REQUIRE(game.play(Move::draw()));
  CHECK_FALSE(game.message_is_error());
  CHECK(game.message() != "");
}

TEST_CASE("Move log - worded when read, so a change of language rewords every line; deals are headed") {
  GameController game;
  REQUIRE_FALSE(game.new_game(demo_setup(21)));
  set_language(Language::kEnglish);
  play_deal(game);
  REQUIRE(game.log_size() > 2);
  // The second seat's first draw (the first seat's names its card).
  size_t other = 0;
  while (other < game.log_size() && game.log_line(other).find("drew from the stock") == std::string::npos) ++other;
  REQUIRE(other < game.log_size());
  const std::string english = game.log_line(other);
  set_language(Language::kGerman);
  const std::string german = game.log_line(other);
  CHECK(german != english);
  CHECK(german.find("Talon") != std::string::npos);
  set_language(Language::kEnglish);
  if (!game.state().is_game_over()) {
    game.next_deal();
    CHECK(game.log_line(game.log_size() - 1).find("Deal 2") != std::string::npos);
  }
}

TEST_CASE("Move log - the player's own draw names the card; threes laid out and replaced are said") {
  set_language(Language::kEnglish);
  GameController game;
  GameSetup setup;
  setup.seed = 1;
  // Seat 0 draws the 3h (laid out, replaced by the 9s); seat 1 draws the 7c.
  game.start_from(canasta::test::position("players=2 turn=0 phase=draw hand0=5c,5d,6h,Kd hand1=4c,4d,8h,Ts pile=4s,Qh "
                                 "stock=3h,9s,7c,8d,Jc,Jd"),
                  setup);
  REQUIRE(game.play(Move::draw()));
  REQUIRE(game.log_size() == 2);
  CHECK(game.log_line(0) == "You drew 9\xE2\x99\xA0.");
  CHECK(game.log_line(1) == "You laid out 3\xE2\x99\xA5 and drew a card for it.");
  REQUIRE(game.play(Move::discard(Card(Rank::Six, Suit::Hearts))));
  game.update(0, 0);  // the computer draws: its card stays unnamed
  CHECK(game.log_line(3).find("drew from the stock") != std::string::npos);
  set_language(Language::kGerman);
  CHECK(game.log_line(0) == "Du ziehst 9\xE2\x99\xA0.");
  set_language(Language::kEnglish);
}

}  // namespace game_controller_test
