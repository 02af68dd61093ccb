#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "engine/notation.h"
#include "engine/record.h"
#include "frontend/session/game_controller.h"
#include "frontend/app/web_api.h"
#include "tests/frontend/page_fixtures.h"

namespace game_record_test {

using namespace canasta;
using namespace canasta::frontend;

extern "C" {
const char* canasta_record_json();
const char* canasta_state_json();
const char* canasta_limits_json();
const char* canasta_load_record(const char* data, int size);
const char* canasta_check_record(const char* data, int size);
int canasta_loaded_record_bytes(const char* data, int size);
const char* canasta_new_game(const char* data, int size);
const char* canasta_load_position(const char* data, int size);
const char* canasta_load_replay(const char* data, int size);
int canasta_replay_step(int delta);
void canasta_set_demo(int on);
}

namespace {

// Calls an exported function with text as the page passes it: bytes and a size.
// What a request the table takes answers (a refusal is a code and its values).
constexpr std::string_view kOk = R"({"ok":true})";

std::string call(const char* (*function)(const char*, int), std::string_view text) {
  return function(text.data(), static_cast<int>(text.size()));
}

GameSetup setup_with_seed(uint64_t seed, bool undo = false) {
  GameSetup s;
  s.seed = seed;
  s.allow_undo = undo;
  return s;
}

// Plays `moves` moves: the human takes the Standard bot's hint, the others
// answer in-process.
void play_moves(GameController& game, int moves) {
  static double now = 0;
  for (int i = 0; i < moves && !game.state().is_deal_over(); ++i) {
    const size_t before = game.record().moves.size();
    for (int tries = 0; tries < 4 && game.record().moves.size() == before; ++tries) {
      if (game.viewer_to_move()) REQUIRE(game.play(*game.hint()));
      else game.update(now += 10, 0);
    }
    INFO(to_notation(game.state()), " | ", game.message());
    REQUIRE(game.record().moves.size() == before + 1);
  }
}

using frontend::test::PageTable;

GameState replayed(const GameRecord& record) {
  std::string error;
  const auto state = replay(record, &error);
  INFO(error);
  REQUIRE(state);
  return *state;
}

}  // namespace

TEST_CASE("Game record - every move played is in the record and replays to the table's state") {
  GameController game;
  REQUIRE_FALSE(game.new_game(setup_with_seed(42)));
  CHECK(game.record().start.empty());
  play_moves(game, 30);
  CHECK(game.record().moves.size() == 30);
  CHECK(replayed(game.record()) == game.state());

  SUBCASE("a finished deal and \"next\" start the next deal in the record") {
    play_moves(game, 2000);
    REQUIRE(game.state().is_deal_over());
    game.next_deal();
    CHECK(game.record().moves.back() == "next");
    play_moves(game, 5);
    CHECK(replayed(game.record()) == game.state());
  }
  SUBCASE("loading the record in another table gives the same position, mid-turn included") {
    while (!game.viewer_to_move() || game.state().phase() != Phase::Play) play_moves(game, 1);
    GameController other;
    REQUIRE_FALSE(other.load_record(game.record(), setup_with_seed(1)));
    CHECK(other.state() == game.state());
    CHECK(other.record() == game.record());
    CHECK(other.viewer_to_move());
  }
}

TEST_CASE("Game record - undo cuts the record back with the state") {
  GameController game;
  REQUIRE_FALSE(game.new_game(setup_with_seed(7, true)));
  while (!(game.viewer_to_move() && game.state().phase() == Phase::Draw)) play_moves(game, 1);
  const GameRecord at_turn = game.record();
  play_moves(game, 1);  // the human draws
  REQUIRE(game.can_undo());
  REQUIRE(game.undo());
  CHECK(game.record() == at_turn);
  CHECK(replayed(game.record()) == game.state());
}

TEST_CASE("Game record - a game begun from a position records that position") {
  const auto position = parse_notation(
      "players=2 hand0=Kc,Kd,Ks,5h,6h,7h,8c hand1=Qc,Qd,Qs,9h,9c,4d,4c pile=Jh,Jc,Kh seed=3");
  REQUIRE(position.ok());
  GameController game;
  game.start_from(*position.value, setup_with_seed(3));
  CHECK(game.record().start == to_notation(*position.value));
  play_moves(game, 3);
  CHECK(replayed(game.record()) == game.state());
}

TEST_CASE("Game record - a bad record is refused and the current game goes on") {
  GameController game;
  REQUIRE_FALSE(game.new_game(setup_with_seed(5)));
  play_moves(game, 6);
  const GameState before = game.state();
  GameRecord bad = game.record();
  bad.moves.push_back("meld Ac Ad Ah");
  const auto error = game.load_record(bad, game.setup());
  REQUIRE(error);
  CHECK(error->id == "recordMove");  // its number, the move and the verdict's code: worded by each reader
  CHECK(error->text().find("Move 7") != std::string::npos);
  CHECK(game.state() == before);
}

TEST_CASE("Page interface - records, setups, positions and replays through the exported functions") {
  CHECK(call(canasta_new_game, "{}") == R"({"why":"answerNoTable"})");
  GameController game;
  std::optional<PageTable> page_table(std::in_place, game);
  CHECK(call(canasta_new_game, R"({"variant":"classic","players":2,"seed":"99","levels":"expert"})") == kOk);
  CHECK(game.state().players() == 2);
  CHECK(game.setup().seats[1].level == BotLevel::Expert);
  // Refused as codes and values for the page to word, never a sentence.
  CHECK(call(canasta_new_game, R"({"players":9})") == R"({"why":"answerSetupValue","rule":"whyPlayers"})");
  CHECK(call(canasta_new_game, R"({"variant":"american","players":2})") ==
        R"({"why":"answerSetupValue","rule":"whyPlayers_american"})");
  CHECK(call(canasta_new_game, R"({"variant":"bridge"})") == R"({"why":"answerVariant","variant":"bridge"})");
  CHECK(call(canasta_new_game, R"({"options":"nonsense"})") ==
        R"({"why":"answerOptions","game":"classic","options":"nonsense"})");
  CHECK(call(canasta_new_game, R"({"options":["min15",7]})") == R"({"why":"answerSetupValue","rule":"whyOptions"})");
  CHECK(call(canasta_new_game, R"({"seed":-1})") == R"({"why":"answerSetupValue","rule":"whySeed"})");
  CHECK(call(canasta_new_game, R"({"levels":"genius"})") == R"({"why":"answerSetupValue","rule":"whyLevels"})");
  CHECK(call(canasta_new_game, R"({"seats":[7]})") == R"({"why":"answerSetupValue","rule":"whySeats"})");
  CHECK(call(canasta_new_game, R"({"colour":"red"})") == R"({"why":"answerSetupField","field":"colour"})");
  CHECK(call(canasta_new_game, "[1]") == R"({"why":"answerSetupJson"})");
  CHECK(game.state().players() == 2);
  play_moves(game, 8);
  const std::string record = canasta_record_json();
  CHECK(call(canasta_check_record, record.c_str()) == kOk);
  CHECK(call(canasta_check_record, "{\"format\":99}").starts_with(R"({"why":"answerRecord","detail":"The record has format 99)"));
  CHECK(call(canasta_load_record, "not json") ==
        R"({"why":"answerRecord","detail":"The record is not valid JSON: JSON error at byte 0: unknown word.",)"
        R"("problem":{"id":"recordJson","reason":{"id":"jsonAt","byte":"0","reason":{"id":"jsonUnknownWord"}}}})");
  // The record's problem also crosses as its code and values, for the page to word.
  CHECK(call(canasta_check_record, R"({"format":3,"colour":1})") ==
        R"({"why":"answerRecord","detail":"The record has an unknown field \"colour\".",)"
        R"("problem":{"id":"recordUnknownField","field":"colour"}})");
  CHECK(call(canasta_load_record, R"({"format":3,"variant":"classic","players":2,"seed":1,"moves":["Dx"]})") ==
        R"({"why":"answerRecord","detail":"Move 1 (\"Dx\"): Unknown move \"Dx\": the moves are draw, pickup, meld, )"
        R"(discard, ask, yes, no, pass, declare, lay and cut.","problem":{"id":"recordMove","n":"1","move":"Dx",)"
        R"("reason":{"id":"moveUnknown","move":"\"Dx\""}}})");
  CHECK(call(canasta_load_record, record.c_str()) == kOk);
  CHECK(std::string(canasta_record_json()) == record);
  // Measured as the table keeps it: a record without seats (an older one's
  // shape) gains the table's, so the page can refuse an import it could not save.
  const auto bytes = [](std::string_view text) { return canasta_loaded_record_bytes(text.data(), static_cast<int>(text.size())); };
  CHECK(bytes(record) == static_cast<int>(record.size()));
  const size_t seats_at = record.find(",\"seats\":");
  const size_t moves_at = record.find(",\"moves\":");
  REQUIRE(seats_at < moves_at);
  const std::string seatless = record.substr(0, seats_at) + record.substr(moves_at);
  CHECK(bytes(seatless) == static_cast<int>(record.size()));
  CHECK(bytes("not json") == -1);

  CHECK(call(canasta_load_replay, record.c_str()) == kOk);
  CHECK(page_table->shown().mode() == TableMode::kReplay);
  CHECK_FALSE(page_table->shown().viewer_to_move());
  CHECK_FALSE(page_table->shown().other_to_move());
  CHECK(canasta_replay_step(1) == 1);
  CHECK(canasta_replay_step(5) == 6);
  CHECK(canasta_replay_step(-2) == 4);
  CHECK(canasta_replay_step(100) == 8);
  CHECK(std::string(canasta_record_json()) == record);
  CHECK(std::string(canasta_state_json()).find("\"replay\":{\"index\":8,\"length\":8}") != std::string::npos);

  CHECK(call(canasta_load_position, "players=9").starts_with(R"({"why":"answerPosition","detail":")"));
  // The position's problem, which the page words in its reader's language.
  CHECK(call(canasta_load_position, "players=2 melds0=Kc,Kd,Qs") ==
        R"({"why":"answerPosition","detail":"A meld in melds0 mixes ranks.",)"
        R"("problem":{"id":"notationMeldMixes","key":"melds0"}})");
  CHECK(call(canasta_load_position, "players=2 hand0=Kc,Kd hand1=Qc,Qd pile=5h stock=4c,4d") == kOk);
  CHECK(&page_table->shown() == &game);
  CHECK(game.mode() == TableMode::kPlay);
  canasta_set_demo(1);
  CHECK(game.other_to_move() != game.state().is_deal_over());
  CHECK_FALSE(game.viewer_to_move());
  canasta_set_demo(0);
  page_table.reset();
  CHECK(canasta_replay_step(0) == -1);
}

// What a broken save, a hostile import or embedding page may hand the
// table: text is read by its size (a NUL does not end it) and nothing
// longer than its limit is parsed; each refusal says why and the game in
// progress goes on.
TEST_CASE("Page interface - oversized and NUL-padded text is refused with a reason") {
  GameController game;
  const PageTable page_table(game);
  play_moves(game, 4);
  const GameState before = game.state();
  const std::string record = canasta_record_json();

  std::string padded = record;
  padded += std::string_view("\0garbage", 8);
  CHECK(call(canasta_check_record, padded).find("unexpected text after the value") != std::string::npos);
  CHECK(call(canasta_load_record, padded).find("unexpected text after the value") != std::string::npos);

  const std::string huge(1400000, 'x');
  const std::string too_long = R"({"why":"textTooLong","what":"whatRecord","size":1400000,"max":1048576})";
  CHECK(call(canasta_load_record, huge) == too_long);
  CHECK(call(canasta_load_replay, huge) == too_long);
  CHECK(call(canasta_check_record, huge) == too_long);
  CHECK(call(canasta_new_game, "{\"seed\":\"" + std::string(1500000, '1') + "\"}") ==
        R"({"why":"textTooLong","what":"whatSetup","size":1500011,"max":4096})");
  CHECK(call(canasta_load_position, "players=2 " + std::string(5000, ' ')) ==
        R"({"why":"textTooLong","what":"whatPosition","size":5010,"max":4096})");
  CHECK(std::string(canasta_load_record(nullptr, 5)) == R"({"why":"answerMissing","what":"whatRecord"})");
  CHECK(game.state() == before);
  CHECK(std::string(canasta_record_json()) == record);

  CHECK(std::string(canasta_limits_json()) == "{\"recordBytes\":1048576,\"positionBytes\":4096,\"setupBytes\":4096,\"lessonBytes\":65536,\"messageBytes\":16384}");
}

}  // namespace game_record_test
