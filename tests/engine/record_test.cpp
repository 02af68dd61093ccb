// Game records (engine/record.h): format, parsing, versioning and replay.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/notation.h"
#include "engine/record.h"
#include "tools/cli/random_policy.h"

namespace record_test {

using namespace canasta;

namespace {

std::string record_error(std::string_view text) {
  std::string error;
  if (parse_record(text, &error)) return "";
  return error;
}

// Plays `deals` deals of random self-play, recording every move.
GameState self_play(GameRecord& record, int deals) {
  GameState state = record_start_state(record, static_cast<Problem*>(nullptr)).value();
  auto moves = std::make_unique<MoveList>();
  Rng rng(record.seed + 99);
  for (int d = 0; d < deals && !state.is_game_over(); ++d) {
    if (d > 0) {
      REQUIRE(state.start_next_deal().ok());
      record.moves.emplace_back(kNextDeal);
    }
    while (!state.is_deal_over()) {
      state.legal_moves(*moves);
      REQUIRE(!moves->empty());
      const Move move = random_policy_move(state, *moves, rng);
      REQUIRE(state.apply(move).ok());
      record.moves.push_back(to_string(move));
    }
  }
  return state;
}

}  // namespace

TEST_CASE("Game records - a new game's record as JSON") {
  std::string error;
  const Rules rules = make_rules("classic", "wild3,min15", &error).value();
  GameRecord record = new_record(rules, 4, 7);
  record.moves = {"draw", "discard 5c"};
  CHECK(record_to_json(record) ==
        "{\"format\":3,\"variant\":\"classic\",\"options\":[\"min15\",\"wild3\"],\"players\":4,"
        "\"seed\":7,\"moves\":[\"draw\",\"discard 5c\"]}");
  const auto parsed = parse_record(record_to_json(record), &error);
  REQUIRE_MESSAGE(parsed, error);
  CHECK(*parsed == record);
}

TEST_CASE("Game records - who played each seat travels with the game") {
  GameRecord record = new_record(*rules_preset("classic"), 3, 9);
  record.seats = {{SeatKind::kLocal, BotLevel::Standard, "Ana"},
                  {SeatKind::kComputer, BotLevel::Master, ""},
                  {SeatKind::kRemote, BotLevel::Beginner, "Zoë"}};
  const std::string json = record_to_json(record);
  CHECK(json ==
        "{\"format\":3,\"variant\":\"classic\",\"options\":[],\"players\":3,\"seed\":9,"
        "\"seats\":[{\"kind\":\"local\",\"level\":\"standard\",\"name\":\"Ana\"},"
        "{\"kind\":\"computer\",\"level\":\"master\"},"
        "{\"kind\":\"remote\",\"level\":\"beginner\",\"name\":\"Zo\xC3\xAB\"}],\"moves\":[]}");
  std::string error;
  const auto parsed = parse_record(json, &error);
  REQUIRE_MESSAGE(parsed, error);
  CHECK(parsed->seats == record.seats);
  CHECK(parse_record("{\"format\":3,\"variant\":\"classic\",\"players\":2,\"seed\":1,\"moves\":[]}", static_cast<Problem*>(nullptr))
            ->seats.empty());
  const auto seats_error = [](std::string_view seats) {
    return record_error("{\"format\":3,\"variant\":\"classic\",\"players\":2,\"seed\":1,\"seats\":" +
                        std::string(seats) + ",\"moves\":[]}");
  };
  CHECK(seats_error("[{\"kind\":\"local\"},{\"kind\":\"robot\"}]") ==
        "The record's seat 2 is wrong: a seat's \"kind\" is local, computer or remote.");
  CHECK(seats_error("[{\"kind\":\"computer\",\"level\":\"grandmaster\"}]") ==
        "The record's seat 1 is wrong: a seat's \"level\" is beginner, standard, expert or master.");
  CHECK(seats_error("[{\"kind\":\"local\",\"name\":\"Anastasia Konstantinopoulou\"}]") ==
        "The record's seat 1 is wrong: a seat's \"name\" is at most 16 characters, with no control characters "
        "or spaces at either end.");
  CHECK(seats_error("[{\"kind\":\"local\",\"name\":\"A\\nB\"}]").find("no control characters") != std::string::npos);
  CHECK(seats_error("[{\"level\":\"expert\"}]") == "The record's seat 1 is wrong: a seat is an object with a \"kind\".");
  CHECK(seats_error("[{\"kind\":\"local\"},{\"kind\":\"local\"},{\"kind\":\"local\"}]") ==
        "The record's \"seats\" must be a list of at most one seat per player.");
}

// Format 2 kept the computer players' levels by seat, seat 0 the person's:
// the same game loads with seat 0 a person and the others computer players
// of those levels, and replays move for move.
TEST_CASE("Game records - a format-2 record's levels become seats, unchanged in meaning") {
  const std::string old_record =
      "{\"format\":2,\"variant\":\"classic\",\"options\":[],\"players\":3,\"seed\":9,"
      "\"levels\":[\"standard\",\"master\",\"beginner\"],\"moves\":[\"draw\"]}";
  std::string error;
  const auto parsed = parse_record(old_record, &error);
  REQUIRE_MESSAGE(parsed, error);
  CHECK(parsed->seats == std::vector<Seat>{{SeatKind::kLocal, BotLevel::Standard, ""},
                                           {SeatKind::kComputer, BotLevel::Master, ""},
                                           {SeatKind::kComputer, BotLevel::Beginner, ""}});
  CHECK(parsed->moves == std::vector<std::string>{"draw"});
  CHECK(record_to_json(*parsed) ==
        "{\"format\":3,\"variant\":\"classic\",\"options\":[],\"players\":3,\"seed\":9,"
        "\"seats\":[{\"kind\":\"local\",\"level\":\"standard\"},{\"kind\":\"computer\",\"level\":\"master\"},"
        "{\"kind\":\"computer\",\"level\":\"beginner\"}],\"moves\":[\"draw\"]}");
  CHECK(replay(*parsed, &error));
  // An old record without levels names no seats; bad levels are still said as levels.
  CHECK(parse_record("{\"format\":2,\"variant\":\"classic\",\"players\":2,\"seed\":1,\"moves\":[]}", static_cast<Problem*>(nullptr))
            ->seats.empty());
  CHECK(record_error("{\"format\":2,\"variant\":\"classic\",\"players\":2,\"seed\":1,"
                     "\"levels\":[\"expert\",\"grandmaster\"],\"moves\":[]}") ==
        "The record's \"levels\" entry 2 is not a level (beginner, standard, expert, master).");
  CHECK(record_error("{\"format\":2,\"variant\":\"classic\",\"players\":2,\"seed\":1,"
                     "\"levels\":[\"expert\",\"expert\",\"expert\"],\"moves\":[]}") ==
        "The record's \"seats\" must be a list of at most one seat per player.");
  // Format 2 had no seats, and format 3 has no levels.
  CHECK(record_error("{\"format\":2,\"variant\":\"classic\",\"players\":2,\"seed\":1,\"seats\":[],\"moves\":[]}") ==
        "The record has an unknown field \"seats\".");
  CHECK(record_error("{\"format\":3,\"variant\":\"classic\",\"players\":2,\"seed\":1,\"levels\":[],\"moves\":[]}") ==
        "The record has an unknown field \"levels\".");
}

TEST_CASE("Game records - the largest seed survives the round trip") {
  GameRecord record = new_record(*rules_preset("threepack"), 6, UINT64_MAX);
  CHECK(record_to_json(record) ==
        "{\"format\":3,\"variant\":\"threepack\",\"options\":[],\"players\":6,"
        "\"seed\":18446744073709551615,\"moves\":[]}");
  CHECK(parse_record(record_to_json(record), static_cast<Problem*>(nullptr))->seed == UINT64_MAX);
}

TEST_CASE("Game records - versioning: a newer format is refused with a message") {
  CHECK(record_error(
            "{\"format\":4,\"variant\":\"classic\",\"players\":4,\"seed\":1,\"moves\":[]}") ==
        "The record has format 4, newer than this program reads (format 3); update the program.");
  CHECK(record_error(
            "{\"format\":0,\"variant\":\"classic\",\"players\":4,\"seed\":1,\"moves\":[]}") ==
        "The record format must be a whole number from 1 to 3.");
  CHECK(record_error("{\"variant\":\"classic\"}") == "The record has no \"format\" number.");
}

TEST_CASE("Game records - an option named twice is refused") {
  CHECK(record_error("{\"format\":2,\"variant\":\"classic\",\"options\":[\"min15\",\"min15\"],\"players\":4,"
                     "\"seed\":1,\"moves\":[]}") == "The option \"min15\" is named twice.");
}

// Format 1 records were played with red threes faced at the deal; migrated,
// they keep that rule (option red3deal) and replay move for move.
TEST_CASE("Game records - a format-1 record migrates to red3deal and replays as it was played") {
  Rules old_rules = *rules_preset("classic");
  REQUIRE_FALSE(apply_rule_option(old_rules, "red3deal"));
  // Play a deal and a bit the old way, as a format-1 record would hold it.
  GameState g = GameState::new_game(old_rules, 4, 42);
  GameRecord played = new_record(old_rules, 4, 42);
  MoveList list;
  for (int step = 0; step < 400 && !g.is_game_over(); ++step) {
    if (g.is_deal_over()) {
      REQUIRE(g.start_next_deal().ok());
      played.moves.emplace_back(kNextDeal);
      continue;
    }
    g.legal_moves(list);
    const Move& m = list[step % list.size()];
    played.moves.push_back(to_string(m));
    REQUIRE(g.apply(m).ok());
  }
  std::string json = record_to_json(played);
  // What a format-1 writer wrote: no red3deal, format 1.
  const std::string marker = "\"format\":3,\"variant\":\"classic\",\"options\":[\"red3deal\"]";
  REQUIRE(json.find(marker) == 1);
  json.replace(1, marker.size(), "\"format\":1,\"variant\":\"classic\",\"options\":[]");
  std::string error;
  const std::optional<GameRecord> migrated = parse_record(json, &error);
  REQUIRE_MESSAGE(migrated, error);
  CHECK(migrated->rules.threes_at_deal);
  CHECK(rule_options_text(migrated->rules) == "red3deal");
  const std::optional<GameState> replayed = replay(*migrated, &error);
  REQUIRE_MESSAGE(replayed, error);
  CHECK(*replayed == g);
  // With a start position, its options gain red3deal too.
  const std::string with_start =
      "{\"format\":1,\"variant\":\"classic\",\"options\":[\"min15\"],\"players\":2,\"seed\":3,"
      "\"start\":\"players=2 options=min15 hand0=Kc,Kd,Ks hand1=5c pile=7c seed=3\",\"moves\":[\"draw\"]}";
  const std::optional<GameRecord> started = parse_record(with_start, &error);
  REQUIRE_MESSAGE(started, error);
  CHECK(started->start == "players=2 options=min15,red3deal hand0=Kc,Kd,Ks hand1=5c pile=7c seed=3");
  CHECK(replay(*started, &error));
}

TEST_CASE("Game records - malformed records are refused with a reason") {
  CHECK(record_error("[]") == "A record is a JSON object.");
  CHECK(record_error("{\"format\":1,") ==
        "The record is not valid JSON: JSON error at byte 12: expected a quoted key in an object.");
  CHECK(
      record_error("{\"format\":1,\"variant\":\"rummy\",\"players\":4,\"seed\":1,\"moves\":[]}") ==
      "Unknown variant \"rummy\": the variants are classic, threepack, american and uruguayan.");
  CHECK(record_error("{\"format\":1,\"variant\":\"classic\",\"options\":[\"x\"],\"players\":4,"
                     "\"seed\":1,\"moves\":[]}") ==
        "Unknown rule option \"x\": the options of Classic Canasta are min15, wild3, jokers6, drawtwo and red3deal.");
  CHECK(record_error(
            "{\"format\":1,\"variant\":\"classic\",\"players\":7,\"seed\":1,\"moves\":[]}") ==
        "The record's \"players\" must be a number from 2 to 6.");
  CHECK(record_error(
            "{\"format\":1,\"variant\":\"classic\",\"players\":4,\"seed\":-1,\"moves\":[]}") ==
        "The record's \"seed\" must be a whole number from 0 to 18446744073709551615.");
  CHECK(record_error("{\"format\":1,\"variant\":\"classic\",\"players\":4,\"seed\":1}") ==
        "The record has no \"moves\" array.");
  CHECK(record_error("{\"format\":1,\"variant\":\"classic\",\"players\":4,\"seed\":1,\"moves\":["
                     "\"draw\",3]}") == "Move 2 of the record is not a string.");
  CHECK(
      record_error(
          "{\"format\":1,\"variant\":\"classic\",\"players\":4,\"seed\":1,\"moves\":[],\"x\":1}") ==
      "The record has an unknown field \"x\".");
}

TEST_CASE("Game records - replay names the move that fails and the engine's reason") {
  GameRecord record = new_record(*rules_preset("classic"), 4, 7);
  record.moves = {"draw", "discard Jk"};
  std::string error;
  CHECK(!replay(record, &error));
  CHECK(error == "Move 2 (\"discard Jk\"): You do not hold the Jk.");
  record.moves = {"draw", "fly away"};
  CHECK(!replay(record, &error));
  CHECK(error.rfind("Move 2 (\"fly away\"): ", 0) == 0);
  record.moves = {"next"};
  CHECK(!replay(record, &error));
  CHECK(error.rfind("Move 1 (\"next\"): ", 0) == 0);
}

TEST_CASE("Game records - replay reproduces a multi-deal game exactly") {
  for (int players = 2; players <= 6; ++players) {
    CAPTURE(players);
    GameRecord record = new_record(*rules_preset(players == 6 ? "threepack" : "classic"), players,
                                   static_cast<uint64_t>(1000 + players));
    const GameState final_state = self_play(record, 3);
    std::string error;
    const auto parsed = parse_record(record_to_json(record), &error);
    REQUIRE_MESSAGE(parsed, error);
    const auto replayed = replay(*parsed, &error);
    REQUIRE_MESSAGE(replayed, error);
    CHECK(*replayed == final_state);
    CHECK(replayed->fingerprint() == final_state.fingerprint());
  }
}

TEST_CASE("Game records - a record may start from a position") {
  GameRecord record = new_record(*rules_preset("classic"), 2, 0);
  record.start =
      "variant=classic players=2 hand0=Kc,Kd,Ks hand1=5c,5d,5h melds0=Qc,Qd,Qh,Qs,Qc,Qd,Qh "
      "pile=7c stock=8c,8d,9c";
  record.moves = {"draw", "meld Kc Kd Ks", "discard 8c"};
  std::string error;
  const auto state = replay(record, &error);
  REQUIRE_MESSAGE(state, error);
  CHECK(state->deal_end() == DealEnd::WentOut);
  CHECK(state->score(0) == 700);

  record.players = 3;
  CHECK(!replay(record, &error));
  CHECK(error ==
        "The record's start position disagrees with its variant, options, players or seed.");
}

// One size limit for every reader of records (save, load, export, import
// all go through parse_record), and a start position no longer than a
// position can be: a 770 KB record whose start held thousands of fields
// froze the page for 40 s.
TEST_CASE("Game records - size limits: the record and its start position") {
  std::string text = "{\"format\":1,\"variant\":\"classic\",\"players\":4,\"seed\":1,\"moves\":[";
  while (text.size() < kMaxRecordBytes - 16) text += "\"draw\",";
  text += "\"draw\"]}";
  text.append(kMaxRecordBytes - text.size(), ' ');
  REQUIRE(text.size() == kMaxRecordBytes);
  CHECK(record_error(text) == "");
  text += ' ';
  CHECK(record_error(text) == "The record is 1048577 bytes long; a record has at most 1048576.");

  std::string start = "players=2";
  for (int i = 0; start.size() < 770000; ++i) start += " x" + std::to_string(i) + "=1";
  const std::string hostile = "{\"format\":1,\"variant\":\"classic\",\"players\":2,\"seed\":0,\"start\":\"" +
                              start + "\",\"moves\":[]}";
  CHECK(record_error(hostile) == "The record's \"start\" is longer than a position can be (4096 bytes).");

  // The longest position the engine prints fits with room to spare.
  GameRecord record = new_record(*rules_preset("threepack"), 6, 3);
  record.start = to_notation(*record_start_state(record, static_cast<Problem*>(nullptr)));
  CHECK(record.start.size() < kMaxPositionBytes / 2);
  CHECK(parse_record(record_to_json(record), static_cast<Problem*>(nullptr)));
}

TEST_CASE("Game record - a refused record says why as a code and values, and in the catalog's English") {
  Problem problem;
  CHECK_FALSE(parse_record(R"({"format":9,"variant":"classic"})", &problem));
  CHECK(problem == Problem::of("recordNewer", {{"format", "9"}, {"reads", "3"}}));
  CHECK(problem.text() == "The record has format 9, newer than this program reads (format 3); update the program.");
  CHECK(to_json(problem_to_json(problem)) == R"({"id":"recordNewer","format":"9","reads":"3"})");
  CHECK_FALSE(parse_record(R"({"format":3,"variant":"classic","players":2,"seed":1,"seats":[],"moves":[7]})", &problem));
  CHECK(problem == Problem::of("recordMoveText", {{"n", "1"}}));
  CHECK(problem.text() == "Move 1 of the record is not a string.");
  CHECK_FALSE(parse_record(R"({"format":2,"levels":["genius"]})", &problem));
  CHECK(problem.text() == "The record's \"levels\" entry 1 is not a level (beginner, standard, expert, master).");
  CHECK_FALSE(parse_record(R"({"format":3,"variant":"classic","players":2,"seed":1,"seats":[{"kind":"robot"}]})", &problem));
  CHECK(problem == Problem::because("recordSeat", Problem::of("seatJsonKind"), {{"n", "1"}}));
  CHECK(problem.text() == "The record's seat 1 is wrong: a seat's \"kind\" is local, computer or remote.");
  const GameRecord bad_move = *parse_record(R"({"format":3,"variant":"classic","players":2,"seed":1,"moves":["discard Zz"]})",
                                            static_cast<Problem*>(nullptr));
  CHECK_FALSE(replay(bad_move, &problem));
  CHECK(problem == Problem::because("recordMove", Problem::of("moveBadCard", {{"card", "\"Zz\""}}),
                                    {{"n", "1"}, {"move", "discard Zz"}}));
  CHECK(problem.text() == "Move 1 (\"discard Zz\"): Bad card \"Zz\": cards are written like Td, 3s or Jk "
                          "(rank A K Q J T 9 8 7 6 5 4 3 2, suit c d h s).");
  // The rules' refusals and a move's verdict are codes too: the game's
  // title, the lists and a rank in the plural are parts each reader words.
  CHECK_FALSE(parse_record(R"({"format":3,"variant":"uruguayan","players":6,"seed":1,"moves":[]})", &problem));
  CHECK(to_json(problem_to_json(problem)) ==
        R"({"id":"rulesPlayersOption","players":"6","option":"pack216","game":{"id":"titleUruguayan"},)"
        R"("counts":{"id":"listOr","1":"4","0":{"id":"listComma","0":"2","1":"3"}}})");
  CHECK(problem.text() == "Uruguayan Canasta is played by 2, 3 or 4 players; 6 play with option pack216.");
  CHECK_FALSE(parse_record(R"({"format":3,"variant":"classic","options":["min15","min15"],"players":2,"seed":1,"moves":[]})", &problem));
  CHECK(problem == Problem::of("rulesOptionTwice", {{"name", "\"min15\""}}));
  GameRecord kings = new_record(*rules_preset("classic"), 2, 0);
  kings.start = "variant=classic players=2 hand0=Kc,Kd,Ks,5s hand1=5c,5d,5h pile=7c stock=8c,8d,9c";
  kings.moves = {"draw", "meld Kc Kd"};
  CHECK_FALSE(replay(kings, &problem));
  CHECK(to_json(problem_to_json(problem)) ==
        R"({"id":"recordMove","n":"2","move":"meld Kc Kd","reason":{"id":"whyTooFewCards","0":{"id":"pluralKings"}}})");
  CHECK(problem.text() == "Move 2 (\"meld Kc Kd\"): A meld of kings needs at least three cards.");
  std::string english;
  CHECK_FALSE(parse_record(R"({"format":3,"colour":1})", &english));
  CHECK(english == "The record has an unknown field \"colour\".");
  // Every code a record's problem may carry has its English sentence.
  for (const char* id : {"recordNotObject", "recordNoFormat", "recordFormat", "recordNoVariant", "recordOptions",
                         "recordLevels", "recordPlayers", "recordSeed", "recordStart", "recordStartLong", "recordSeats",
                         "recordSeat", "recordNoMoves", "recordTooLong", "recordJson", "recordPlayerCount",
                         "recordStartWrong", "recordStartDisagrees", "recordMove", "recordAfterMove"})
    CHECK_FALSE(english_text(id).empty());
}

}  // namespace record_test
