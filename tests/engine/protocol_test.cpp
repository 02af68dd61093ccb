// The text protocol (engine/protocol.h): scripted sessions with the exact
// answer to every line.
#include <doctest/doctest.h>

#include <cstdio>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/json.h"
#include "engine/protocol.h"

namespace protocol_test {

using canasta::Problem;
using canasta::ProtocolSession;

namespace {

std::string hex(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
  return text;
}

using Script = std::vector<std::pair<std::string, std::string>>;

void run(ProtocolSession& session, const Script& script) {
  for (const auto& step : script) {
    const std::string& line = step.first;
    CAPTURE(line);
    CHECK(session.execute(line) == step.second);
  }
}

// A two-player position in which seat 0 goes out after drawing the 8c: his
// side holds a natural canasta of queens.
constexpr const char* kGoingOut =
    "variant=classic players=2 hand0=Kc,Kd,Ks hand1=5c,5d,5h melds0=Qc,Qd,Qh,Qs,Qc,Qd,Qh "
    "pile=7c stock=8c,8d,9c";
constexpr const char* kGoingOutCanonical =
    "variant=classic options= players=2 deal=0 dealer=1 turn=0 phase=draw answer=none askdraw=0 "
    "scores=0,0 hand0=Kc,Kd,Ks hand1=5c,5d,5h known0= known1= melds0=Qc,Qc,Qd,Qd,Qh,Qh,Qs "
    "melds1= red30= red31= pile=7c stock=8c,8d,9c melded=0 played=0,1 started= added=0 premelded=1 "
    "lastred3=0 out=- concealed=0 end=none seed=0";

}  // namespace

TEST_CASE("Protocol - bot answers the move a bot would play, and plays nothing") {
  ProtocolSession s;
  // Seat 0 holds three kings beside a canasta of queens: Standard goes out.
  const std::string position = std::string("position ") + kGoingOut + " phase=play";
  REQUIRE(s.execute(position) == "ok");
  const std::string before = s.execute("show");
  run(s, {
             {"bot standard", "meld Kc Kd Ks"},
             {"bot expert", "meld Kc Kd Ks"},
             {"bot grandmaster", "error bot needs a level: beginner, standard, expert or master."},
         });
  CHECK(s.execute("show") == before);
  REQUIRE(s.execute("play meld Kc Kd Ks") == "ok");
  CHECK(s.execute("bot beginner") == "error The deal is over: nobody is to move (next starts the next deal).");
}

TEST_CASE("Protocol - commands before a game and the fixed answers") {
  ProtocolSession s;
  run(s, {
             {"legal", "error There is no game yet: start one with new, position or replay."},
             {"show", "error There is no game yet: start one with new, position or replay."},
             {"bot standard", "error There is no game yet: start one with new, position or replay."},
             {"dance", "error Unknown command \"dance\": type help for the commands."},
             {"", "error Empty line: type help for the commands."},
             {"   ", "error Empty line: type help for the commands."},
         });
  CHECK(s.execute("help").rfind("commands: new <variant>", 0) == 0);
  CHECK(!s.finished());
  CHECK(s.execute("quit") == "bye");
  CHECK(s.finished());
}

TEST_CASE("Protocol - new, legal, play, check and errors that leave the state unchanged") {
  ProtocolSession s;
  run(s, {
             {"new classic players=4 seed=7", "ok"},
             {"legal", "[\"draw\"]"},
             {"check discard 5s", "error Draw from the stock or take the pile first."},
             {"play draw", "ok"},
             {"legal",
              "[\"discard Ad\",\"discard Kd\",\"discard Qh\",\"discard Qs\",\"discard Jd\","
              "\"discard Jh\",\"discard Tc\",\"discard 7c\",\"discard 6c\",\"discard 6h\","
              "\"discard 5s\",\"discard 3c\"]"},
             {"check discard 5s", "ok"},
         });
  const std::string before = s.execute("state");
  run(s,
      {
          {"play discard Jk", "error You do not hold the Jk."},
          {"play discard Xx",
           "error Bad card \"Xx\": cards are written like Td, 3s or Jk (rank A K Q J T 9 8 7 6 5 "
           "4 3 2, suit c d h s)."},
          {"play", "error Name a move, for example: play draw."},
          {"play draw", "error You have already drawn this turn."},
          {"legal now", "error The command legal takes no arguments."},
          {"next", "error The deal is not over yet."},
          {"score", "error The deal is not over: the score is shown once it ends."},
          {"new rummy", "error Unknown variant \"rummy\": the variants are classic, threepack, american and uruguayan."},
          {"new classic players=7", "error players must be a number from 2 to 6."},
          {"new classic seed=18446744073709551616",
           "error seed must be a whole number from 0 to 18446744073709551615."},
          {"new classic players=4 players=2", "error The field \"players\" is given twice."},
          {"new classic seed=1 seed=2", "error The field \"seed\" is given twice."},
          {"new classic colour=red",
           "error Unknown field \"colour\": new takes players, seed and options."},
          {"new classic options=wild4",
           "error Unknown rule option \"wild4\": the options of Classic Canasta are min15, wild3, "
           "jokers6, drawtwo and red3deal."},
          {"position hand0=3h",
           "error hand0 cannot hold a red three: a player faces the ones dealt to him when his first "
           "turn begins (law 14)."},
          {"replay {}", "error The record has no \"format\" number."},
          {std::string(canasta::kMaxLineBytes + 1, 'x'),
           "error The line is longer than 1048640 bytes."},
          {"check discard 5s", "ok"},
      });
  CHECK(s.execute("state") == before);
  run(s, {
             {"play discard 5s\r", "ok"},
             {"record",
              "{\"format\":3,\"variant\":\"classic\",\"options\":[],\"players\":4,\"seed\":7,"
              "\"moves\":[\"draw\",\"discard 5s\"]}"},
         });
}

TEST_CASE("Protocol - show after position prints canonical notation back") {
  ProtocolSession s;
  run(s, {
             {std::string("position ") + kGoingOut, "ok"},
             {"show", kGoingOutCanonical},
             {std::string("position ") + kGoingOutCanonical, "ok"},
             {"show", kGoingOutCanonical},
         });
}

TEST_CASE("Protocol - a deal played out, its score, the next deal, record and replay") {
  ProtocolSession s;
  run(s,
      {
          {std::string("position ") + kGoingOut, "ok"},
          {"legal", "[\"draw\"]"},
          {"play draw", "ok"},
          {"legal",
           "[\"meld Kc Kd Ks\",\"discard Kc\",\"discard Kd\",\"discard Ks\",\"discard 8c\"]"},
          {"play meld Kc Kd Ks", "ok"},
          {"play discard 8c", "ok"},
          {"score",
           "{\"sides\":[{\"melds\":100,\"going_out\":100,\"concealed\":0,\"red_threes\":0,"
           "\"canastas\":500,\"black_threes\":0,\"penalties\":0,\"canasta_count\":0,\"special_hand\":0,"
           "\"hands\":0,\"deal\":700,\"total\":700},{\"melds\":0,\"going_out\":0,"
           "\"concealed\":0,\"red_threes\":0,\"canastas\":0,\"black_threes\":0,\"penalties\":0,"
           "\"canasta_count\":0,\"special_hand\":0,\"hands\":-15,\"deal\":-15,"
           "\"total\":-15}],\"game_over\":false,\"winner\":null}"},
          {"legal", "[]"},
          {"play draw", "error The deal is over: start the next deal."},
          {"next", "ok"},
      });
  const std::string record = s.execute("record");
  CHECK(record == std::string("{\"format\":3,\"variant\":\"classic\",\"options\":[],\"players\":2,"
                              "\"seed\":0,\"start\":\"") +
                      kGoingOutCanonical +
                      "\",\"moves\":[\"draw\",\"meld Kc Kd Ks\",\"discard 8c\",\"next\"]}");
  const std::string state = s.execute("state");
  const std::string show = s.execute("show");

  ProtocolSession t;
  CHECK(t.execute("replay " + record) == "ok");
  CHECK(t.execute("state") == state);
  CHECK(t.execute("show") == show);
  CHECK(t.execute("record") == record);
  CHECK(t.state()->fingerprint() == s.state()->fingerprint());
}

TEST_CASE("Protocol - state is one line of JSON describing the whole table") {
  ProtocolSession s;
  REQUIRE(s.execute(std::string("position ") + kGoingOut) == "ok");
  CHECK(
      s.execute("state") ==
      "{\"variant\":\"classic\",\"options\":[],\"players\":2,\"seed\":0,\"deal\":0,\"dealer\":1,"
      "\"turn\":0,\"to_move\":0,\"phase\":\"draw\",\"answer\":null,\"asked_before_draw\":false,\"last_red_three\":false,"
      "\"idle\":null,\"seats\":[{\"side\":0,\"active\":true,\"melded\":true,\"played\":true,\"hand\":[\"Kc\","
      "\"Kd\","
      "\"Ks\"],\"known\":[]},{\"side\":1,\"active\":true,\"melded\":false,\"played\":true,\"hand\":[\"5c\",\"5d\","
      "\"5h\"],\"known\":[]}],\"sides\":[{\"score\":0,\"minimum\":50,\"melded\":true,\"canastas\":"
      "1,"
      "\"melds\":[{\"rank\":\"Q\",\"cards\":[\"Qc\",\"Qc\",\"Qd\",\"Qd\",\"Qh\",\"Qh\",\"Qs\"],"
      "\"canasta\":\"natural\"}],\"red_threes\":[]},{\"score\":0,\"minimum\":50,\"melded\":false,"
      "\"canastas\":0,\"melds\":[],\"red_threes\":[]}],\"pile\":[\"7c\"],\"pile_frozen\":false,"
      "\"stock\":[\"8c\",\"8d\",\"9c\"],\"deal_end\":null,\"went_out\":null,\"concealed\":false,"
      "\"game_over\":false,\"winner\":null,\"fingerprint\":\"" +
          hex(s.state()->fingerprint()) + "\"}");
  std::string error;
  CHECK(canasta::parse_json(s.execute("state"), &error));
}

TEST_CASE("Protocol - a failed replay leaves the game as it was") {
  ProtocolSession s;
  REQUIRE(s.execute("new classic players=3 seed=5") == "ok");
  REQUIRE(s.execute("play draw") == "ok");
  const std::string before = s.execute("state");
  run(s, {
             {"replay "
              "{\"format\":1,\"variant\":\"classic\",\"players\":3,\"seed\":5,\"moves\":[\"draw\","
              "\"draw\"]}",
              "error Move 2 (\"draw\"): You have already drawn this turn."},
             {"replay {\"format\":9,\"variant\":\"classic\",\"players\":3,\"seed\":5,\"moves\":[]}",
              "error The record has format 9, newer than this program reads (format 3); update the "
              "program."},
             {"replay [[[[",
              "error The record is not valid JSON: JSON error at byte 4: unexpected end of text, "
              "expected a value."},
         });
  CHECK(s.execute("state") == before);
}

// The position editor pastes whole records through the protocol: one of the
// record limit's size is one line the protocol takes.
TEST_CASE("Protocol - replay takes a record as long as the record limit") {
  ProtocolSession s;
  REQUIRE(s.execute("new classic players=3 seed=5") == "ok");
  REQUIRE(s.execute("play draw") == "ok");
  const std::string record = s.execute("record");
  std::string full = record;
  // JSON may carry whitespace: the same game, exactly at the limit.
  full.insert(full.find("\"moves\":") + 8, std::string(canasta::kMaxRecordBytes - record.size(), ' '));
  REQUIRE(full.size() == canasta::kMaxRecordBytes);
  REQUIRE(s.execute("new classic") == "ok");
  CHECK(s.execute("replay " + full) == "ok");
  CHECK(s.execute("record") == record);
  // One byte more (inside the JSON: trailing blanks end the line) is refused.
  full.insert(full.find("\"moves\":") + 8, " ");
  CHECK(s.execute("replay " + full) == "error The record is 1048577 bytes long; a record has at most 1048576.");
}

TEST_CASE("Protocol - hostile input never crashes and always answers one line") {
  ProtocolSession s;
  REQUIRE(s.execute("new classic players=5 seed=3") == "ok");
  const std::vector<std::string> lines = {
      "play meld",
      "play meld +",
      "play meld 7: ",
      "play pickup 7c",
      "play pickup + 7c",
      "play meld 2c 2d 2h",
      "play discard",
      "play discard Jk Jk",
      "position",
      "position =",
      "position players=",
      "position players=99999999999999999999",
      "position pile=" + std::string(5000, ','),
      "position hand0=" + std::string(3000, 'A'),
      "replay",
      "replay \"x\"",
      std::string("play \0draw", 10),
      "new classic players=4 seed=-1",
      "new classic players=",
      "play meld " + std::string(20000, '+'),
      "\xFF\xFE",
  };
  for (const std::string& line : lines) {
    CAPTURE(line.substr(0, 60));
    const std::string answer = s.execute(line);
    CHECK(answer.rfind("error ", 0) == 0);
    CHECK(answer.find('\n') == std::string::npos);
    // Never a raw control byte or broken UTF-8 echoed back.
    for (unsigned char c : answer) CHECK((c >= 0x20 && c < 0x7F));
  }
  CHECK(s.execute(std::string("dance\0\xFF", 7)) ==
        "error Unknown command \"dance\\x00\\xFF\": type help for the commands.");
}

TEST_CASE("Protocol - legal caps a long list and says so in its last element") {
  ProtocolSession s;
  REQUIRE(s.execute("position variant=classic players=2 phase=play hand0=Ac,Ad,Kc,Kd,Qc,Qd,Jc,Jd,"
                    "Tc,Td,9c,9d,8c,8d,7c,7d,2c,2d,2h,2s,Jk,Jk,Jk,Jk hand1=5c,5d,5h pile=4c "
                    "stock=8h") == "ok");
  std::string error;
  const auto legal = canasta::parse_json(s.execute("legal"), &error);
  REQUIRE_MESSAGE(legal, error);
  const auto& items = legal->items();
  REQUIRE(items.size() == canasta::kMoveListCapacity + 1);
  CHECK(items.back().text() == "capped: the first 256 legal moves are listed, more exist");
  CHECK(s.execute("check " + items.front().text()) == "ok");
  std::set<std::string> distinct;
  for (const auto& item : items) distinct.insert(item.text());
  CHECK(distinct.size() == items.size());  // every move listed once
}

TEST_CASE("Protocol - a refused position or record keeps its code for the page, and the next command clears it") {
  ProtocolSession session;
  CHECK(session.execute("position players=2 hand0=Zz") == "error Bad card \"Zz\" in hand0.");
  CHECK(session.problem() == Problem::of("notationBadCard", {{"card", "\"Zz\""}, {"key", "hand0"}}));
  CHECK(session.execute("help").rfind("commands:", 0) == 0);
  CHECK(session.problem().id.empty());
  const std::string record = R"({"format":3,"variant":"classic","players":2,"seed":1,"start":"players=2 hand0=Zz","moves":[]})";
  CHECK(session.execute("replay " + record) == "error The record's start position is wrong: Bad card \"Zz\" in hand0.");
  CHECK(session.problem().id == "recordStartWrong");
  REQUIRE(session.problem().part("reason"));
  CHECK(session.problem().part("reason")->id == "notationBadCard");
  // new's refusals are codes too, the rules' its own.
  CHECK(session.execute("new classic players=4 players=2") == "error The field \"players\" is given twice.");
  CHECK(session.problem() == Problem::of("protocolFieldTwice", {{"key", "\"players\""}}));
  CHECK(session.execute("new nosuch").rfind("error Unknown variant", 0) == 0);
  CHECK(session.problem().id == "rulesUnknownVariant");
  // A command whose reader gives no code yet leaves none.
  CHECK(session.execute("frobnicate").rfind("error ", 0) == 0);
  CHECK(session.problem().id.empty());
}

}  // namespace protocol_test
