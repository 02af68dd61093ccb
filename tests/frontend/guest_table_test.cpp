// An online guest's table (TableMode::kGuest), with the host's table in the
// same process and the test as the two pages between them: the host's seat
// views and questions go to the guest's table as the online layer passes
// them on, and the guest's moves go back as the host's seatMove. The guest's
// table never plays a move itself, asks nobody, and draws exactly what its
// seat may see; the host's engine decides every move.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/observation_text.h"
#include "engine/rules.h"
#include "engine/verdict.h"
#include "engine/record.h"
#include "frontend/platform/bridge.h"
#include "frontend/app/web_api.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/guest_inbox.h"
#include "frontend/session/guest_table.h"
#include "frontend/words/strings.h"
#include "tests/frontend/page_fixtures.h"

extern "C" {
const char* canasta_new_game(const char* data, int size);
const char* canasta_load_record(const char* data, int size);
const char* canasta_state_json();
}

namespace guest_table_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

constexpr int kGuestSeat = 1;

bool ok(const JsonValue& reply) { return reply.find("ok") && reply.find("ok")->as_bool(); }

// Both pages: the host's online layer (seat views and questions to the
// guest, numbered as host_table.js numbers them) and the guest's (its moves
// to the host). Every message the guest's table was given is kept.
struct TwoPages {
  std::vector<JsonValue> to_guest;    // guestView / guestTurn, as sent
  std::vector<JsonValue> guest_moves; // guestMove, as the guest's table posted them
  std::vector<JsonValue> host_asks;   // seatRequest
  long long views = 0;
  PagePort port{[this](const std::string& text) {
    JsonValue m = *parse_json(text, nullptr);
    const std::string type = *string_field(m, "type");
    // The host's online layer tells a guest about the guest's seats only.
    const bool guests = int_field(m, "seat") == std::optional<int64_t>(kGuestSeat);
    if (type == "seatView" && guests) {
      JsonValue view = JsonValue::object();
      view.set("type", JsonValue::string("guestView"));
      view.set("n", JsonValue::number(++views));
      view.set("seat", *m.find("seat"));
      view.set("event", *m.find("event"));
      view.set("obs", *m.find("observation"));
      if (const JsonValue* last = m.find("last")) view.set("last", *last);
      to_guest.push_back(view);
      return true;
    }
    if (type == "seatRequest" && guests) {
      host_asks.push_back(m);
      JsonValue turn = JsonValue::object();
      turn.set("type", JsonValue::string("guestTurn"));
      turn.set("req", *m.find("id"));
      turn.set("seat", *m.find("seat"));
      turn.set("obs", *m.find("observation"));
      to_guest.push_back(turn);
      return true;
    }
    if (type == "guestMove") guest_moves.push_back(m);
    return type == "seatCancel" || type == "guestMove" || type == "seatView" || type == "seatRequest";
  }};
  // A message of either page to its table: the table's reply.
  JsonValue send(const JsonValue& message) { return *parse_json(port.receive(to_json(message)), nullptr); }
  // Hands the guest's table what the host said since the last call.
  void deliver() {
    std::vector<JsonValue> now;
    now.swap(to_guest);
    for (const JsonValue& m : now) REQUIRE(ok(send(m)));
  }
};

JsonValue guest_seats_message() {
  return *parse_json(R"({"type":"guestSeats","you":[1],"seats":[{"kind":"host","name":"Hugo"},)"
                     R"({"kind":"remote","name":"Ana"},{"kind":"computer","name":""},{"kind":"computer","name":""}]})",
                     nullptr);
}

// A host's table and a guest's, the test as their pages.
struct HostAndGuest {
  TwoPages pages;
  GameController host{&pages.port};  // its remote seat asks the page
  GameController local;  // the guest's device's own game, which the guest's table replaces
  GuestTable guest{local.coach(), &pages.port};
  frontend::test::PageTable host_page{host, &pages.port};  // setSeat and the like reach the host's table
  GuestInbox inbox{pages.port, guest, local};
};

GameSetup host_setup() {
  GameSetup setup;
  setup.seed = 11;
  for (Seat& seat : setup.seats) seat = Seat{SeatKind::kComputer, BotLevel::Standard, ""};
  setup.seats[kGuestSeat] = Seat{SeatKind::kRemote, BotLevel::Standard, "Ana"};
  return setup;
}

}  // namespace

TEST_CASE("Online guest - plays a whole deal through the host, which decides every move") {
  HostAndGuest both;
  auto& [pages, host, local, guest, host_page, inbox] = both;
  REQUIRE(ok(pages.send(guest_seats_message())));
  CHECK(guest.mode() == TableMode::kGuest);
  CHECK(guest.viewer_seat() == kGuestSeat);
  CHECK(guest.player_name(0) == "Hugo");
  REQUIRE_FALSE(host.new_game(host_setup()));
  int guest_moves = 0;
  for (int step = 0; step < 4000 && !host.state().is_deal_over(); ++step) {
    host.update(step * 1000.0, 0);
    pages.deliver();
    // The guest's table holds exactly what its seat may see, never more.
    CHECK(guest.view() == observation(host.state(), kGuestSeat));
    if (!guest.viewer_to_move()) continue;
    const Observation before = guest.view();
    const std::optional<Move> move = guest.hint();
    REQUIRE(move);
    REQUIRE(guest.play(*move));
    // Sent, not played: the table waits for the host's word.
    CHECK(guest.view() == before);
    CHECK_FALSE(guest.viewer_to_move());
    CHECK(guest.message() == tr(S::kGuestWaiting));
    REQUIRE(pages.guest_moves.size() == static_cast<size_t>(++guest_moves));
    const JsonValue& sent = pages.guest_moves.back();
    JsonValue answer = JsonValue::object();
    answer.set("type", JsonValue::string("seatMove"));
    answer.set("id", *sent.find("req"));
    answer.set("seat", *sent.find("seat"));
    answer.set("move", *sent.find("move"));
    REQUIRE(ok(pages.send(answer)));
    pages.deliver();
  }
  REQUIRE(host.state().is_deal_over());
  CHECK(guest_moves > 5);
  // The deal's end: the hands are shown, and the guest's sheet scores it as the host's.
  REQUIRE(guest.view().is_deal_over());
  REQUIRE(guest.sheet().size() == 1);
  CHECK(guest.sheet()[0] == host.sheet()[0]);
  // The log words every move the host announced, the guest's own as "you".
  CHECK(guest.log_size() >= static_cast<size_t>(host.record().moves.size()));
  // The guest's table asked nobody for a move.
  CHECK(pages.host_asks.size() == static_cast<size_t>(guest_moves));
}

TEST_CASE("Online guest - before the host's first view the table waits, with no hand or turn of its own") {
  HostAndGuest both;
  auto& [pages, host, local, guest, host_page, inbox] = both;
  REQUIRE(ok(pages.send(guest_seats_message())));
  // The table keeps the local game until the host's view: none of it is offered.
  CHECK(guest.guest_waiting());
  CHECK(guest.message() == tr(S::kGuestWaitingHost));
  CHECK_FALSE(guest.viewer_to_move());
  CHECK_FALSE(guest.hint());
  REQUIRE_FALSE(host.new_game(host_setup()));
  host.update(0, 0);
  pages.deliver();
  CHECK_FALSE(guest.guest_waiting());
  CHECK(guest.message() != tr(S::kGuestWaitingHost));
}

TEST_CASE("Online guest - a move is sent only when the host asks, and an illegal one is explained, not sent") {
  HostAndGuest both;
  auto& [pages, host, local, guest, host_page, inbox] = both;
  REQUIRE(ok(pages.send(guest_seats_message())));
  GameSetup setup = host_setup();
  setup.seats[0] = Seat{SeatKind::kRemote, BotLevel::Standard, "Hugo"};  // the host's page never answers
  REQUIRE_FALSE(host.new_game(setup));
  host.update(0, 0);
  pages.deliver();
  // Seat 0 is to move: the guest's seat may not, whatever it tries.
  CHECK_FALSE(guest.viewer_to_move());
  CHECK_FALSE(guest.play(*parse_move("draw").value));
  CHECK(pages.guest_moves.empty());

  SUBCASE("a turn of the host's") {
    // Seat 0's draw and discard, told as the host would.
    REQUIRE_FALSE(host.set_seat(0, Seat{SeatKind::kComputer, BotLevel::Standard, ""}));
    for (int step = 1; step < 50 && host.state().to_move() != kGuestSeat; ++step) host.update(step * 1000.0, 0);
    host.update(60000, 0);  // asks the guest's seat
    pages.deliver();
    REQUIRE(guest.viewer_to_move());
    // Discarding before drawing: the engine's reason, here, and nothing sent.
    const Card card = guest.view().own_hand_cards().front();
    Move discard;
    discard.kind = MoveKind::Discard;
    discard.card = card;
    CHECK_FALSE(guest.play(discard));
    CHECK(guest.message_is_error());
    CHECK(pages.guest_moves.empty());
    // The host refuses a move (a race, a hostile page): the turn stays open,
    // and the host's verdict is worded here, in this table's language.
    REQUIRE(guest.play(*parse_move("draw").value));
    CHECK_FALSE(guest.viewer_to_move());
    const Verdict verdict = host.state().check(discard);
    REQUIRE(verdict.why == Why::kMustDrawFirst);
    JsonValue refused = page_message("guestRefused");
    refused.set("verdict", verdict_to_json(verdict));
    set_language(Language::kGerman);
    REQUIRE(ok(pages.send(refused)));
    CHECK(guest.viewer_to_move());
    CHECK(guest.message_is_error());
    CHECK(guest.message() == "Der Gastgeber hat den Zug abgelehnt: Ziehe zuerst vom Talon oder nimm den Stapel.");
    // One the host could not read has no verdict: the catch-all, still in German.
    REQUIRE(guest.play(*parse_move("draw").value));
    REQUIRE(ok(pages.send(page_message("guestRefused"))));
    CHECK(guest.message() == "Der Gastgeber hat den Zug abgelehnt: Dieser Zug ist nicht erlaubt.");
    // A verdict that is none of the engine's is refused and changes nothing.
    REQUIRE(guest.play(*parse_move("draw").value));
    refused.set("verdict", JsonValue::string("Not now."));
    CHECK_FALSE(ok(pages.send(refused)));
    CHECK_FALSE(guest.viewer_to_move());
    set_language(Language::kEnglish);
    REQUIRE(ok(pages.send(page_message("guestRefused"))));
    CHECK(guest.message() == "The host refused the move: That move is not allowed.");
    // The host's new game voids the question.
    REQUIRE(ok(pages.send(*parse_json(R"({"type":"guestCancel"})", nullptr))));
    CHECK_FALSE(guest.viewer_to_move());
  }
}

TEST_CASE("Online guest - the host's views are checked: older, another seat's, or before the seats, refused") {
  HostAndGuest both;
  auto& [pages, host, local, guest, host_page, inbox] = both;
  REQUIRE_FALSE(host.new_game(host_setup()));
  const std::string obs = to_observation_text(observation(host.state(), kGuestSeat));
  JsonValue view = *parse_json(R"({"type":"guestView","n":5,"seat":1,"event":"newgame"})", nullptr);
  view.set("obs", JsonValue::string(obs));
  // Before the host's seats, this table is nobody's guest.
  CHECK_FALSE(ok(pages.send(view)));
  CHECK_FALSE(guest.active());
  REQUIRE(ok(pages.send(guest_seats_message())));
  REQUIRE(ok(pages.send(view)));
  CHECK(guest.view() == observation(host.state(), kGuestSeat));
  // The same number again, or an older one: refused, nothing changes.
  const Observation shown = guest.view();
  CHECK_FALSE(ok(pages.send(view)));
  // Seat 2's view at seat 1's device.
  view.set("n", JsonValue::number(6));
  view.set("seat", JsonValue::number(2));
  CHECK_FALSE(ok(pages.send(view)));
  CHECK(guest.view() == shown);
  // The page's new game and loads are the host's to decide while the
  // guest's table is shown (the device's own game is the page's table).
  {
    frontend::test::PageTable page{local};
    set_page_guest(&guest);
    const std::string setup = "{}";
    CHECK(std::string(canasta_new_game(setup.data(), static_cast<int>(setup.size()))) ==
          R"({"why":"answerHostDecides"})");
    const std::string record = record_to_json(host.record());
    CHECK(std::string(canasta_load_record(record.data(), static_cast<int>(record.size()))) ==
          R"({"why":"answerHostDecides"})");
    // The page reads the guest's table: its mode and its viewer.
    const std::string state = canasta_state_json();
    CHECK(state.find(R"("mode":"guest")") != std::string::npos);
    CHECK(state.find(R"("viewer":1)") != std::string::npos);
    set_page_guest(nullptr);
  }
  // It does not deal the next deal, or ask anybody for a move.
  for (int step = 0; step < 20; ++step) guest.update(step * 1000.0, 0);
  CHECK(guest.view() == shown);
}

}  // namespace guest_table_test
