// The dealer's cut (UY-50, option cut_bonus). S004: "The dealer will also be
// responsible for "cutting" the deck. When cutting, if they do it exactly (15
// cards per player), they will receive a bonus of 100 points, although these
// will be positive only if they make a canasta. If not, the points will be
// negative." The dealer lifts a packet before anyone sees a card (`cut N`);
// lifting exactly the cards dealt counts for his side.
#include <doctest/doctest.h>

#include <string>

#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "engine/record.h"
#include "test_util.h"
#include "uruguayan_util.h"

namespace uruguayan_cut_test {

using namespace canasta;
using canasta::test::play;
using canasta::test::position;
using canasta::test::score_keys;

namespace {

Rules cut_rules(std::string_view more = "") {
  return *make_rules("uruguayan", std::string("cut_bonus") + std::string(more), nullptr);
}

// Seat 0 passes with the stock gone: the deal ends with nobody closing. The
// dealer, seat 2, sits on side 0; `more` places the cut and the melds.
DealScore stock_out(const std::string& more) {
  GameState g = position("variant=uruguayan options=cut_bonus players=4 dealer=2 turn=0 stock= pile=6s pot=1 "
                         "hand0=5c hand1=4c " + more);
  REQUIRE(play(g, "pass") == "");
  REQUIRE(g.deal_end() == DealEnd::StockExhausted);
  return g.deal_score();
}

}  // namespace

TEST_CASE("UY-50: the dealer cuts before the deal, and the cut deals the same hands") {
  const Rules rules = cut_rules();
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    CAPTURE(seed);
    GameState g = GameState::new_game(rules, 4, seed);
    CHECK(g.phase() == Phase::Cut);
    CHECK(g.to_move() == g.dealer());
    CHECK(g.stock_size() == 108);
    for (int seat = 0; seat < 4; ++seat) CHECK(g.hand_size(seat) == 0);
    MoveList legal;
    g.legal_moves(legal);
    REQUIRE(legal.size() == 107);
    CHECK(to_string(legal[0]) == "cut 1");
    CHECK(to_string(legal[106]) == "cut 107");
    CHECK(play(g, "draw") == "The dealer cuts the pack first.");
    CHECK(play(g, "cut 108") == "Cut from 1 to 107 cards: the cut lifts part of the pack.");
    CHECK(play(g, "cut 60") == "");
    CHECK(g.cut() == 60);
    CHECK(g.cut_needed() == 60);
    CHECK(g.cut_exact());
    CHECK(g.phase() == Phase::Draw);
    CHECK(g.turn() == g.seating().next(g.dealer()));
    // He deals from his packet and goes on from the pack, or lays back what
    // is left: the hands are the pack's first cards however much he lifts.
    const GameState plain = GameState::new_game(*rules_preset("uruguayan"), 4, seed);
    for (int seat = 0; seat < 4; ++seat) CHECK(g.hand(seat) == plain.hand(seat));
    CHECK(g.stock_cards() == plain.stock_cards());
    CHECK(play(g, "cut 60") == "The pack is cut only before the deal, in a game with the dealer's cut.");
  }
  // The exact cut is fifteen for each player: 30 and 45 alone, 90 in trios.
  CHECK(GameState::new_game(cut_rules(), 2, 1).cut_needed() == 30);
  CHECK(GameState::new_game(cut_rules(), 3, 1).cut_needed() == 45);
  CHECK(GameState::new_game(cut_rules(",pack216"), 6, 1).cut_needed() == 90);
  MoveList trios;
  GameState::new_game(cut_rules(",pack216"), 6, 1).legal_moves(trios);
  CHECK(trios.size() == 215);
  // No cut without the option.
  GameState plain = GameState::new_game(*rules_preset("uruguayan"), 4, 1);
  CHECK(plain.phase() == Phase::Draw);
  CHECK(play(plain, "cut 60") == "The pack is cut only before the deal, in a game with the dealer's cut.");
}

TEST_CASE("UY-50: an exact cut earns the dealer's side 100 with a canasta, costs it 100 without") {
  const std::string canasta = "melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh ";
  SUBCASE("exact, with a canasta: +100") {
    const DealScore d = stock_out("cut=60 " + canasta);
    CHECK(score_keys(d.side[0]) == "melds=70 canastas=500 cut=100 hands=-5 deal=665");
    CHECK(score_keys(d.side[1]) == "hands=-5 deal=-5");
  }
  SUBCASE("exact, without a canasta: -100") {
    const DealScore d = stock_out("cut=60 melds0=Kc,Kd,Kh ");
    CHECK(score_keys(d.side[0]) == "melds=-30 cut=-100 hands=-5 deal=-135");
  }
  SUBCASE("one card off either way: nothing") {
    CHECK(score_keys(stock_out("cut=59 " + canasta).side[0]) == "melds=70 canastas=500 hands=-5 deal=565");
    CHECK(score_keys(stock_out("cut=61 " + canasta).side[0]) == "melds=70 canastas=500 hands=-5 deal=565");
  }
  SUBCASE("the other side's canasta does not count for the dealer's") {
    const DealScore d = stock_out("cut=60 melds1=Kc,Kd,Kh,Ks,Kc,Kd,Kh ");
    CHECK(score_keys(d.side[0]) == "cut=-100 hands=-5 deal=-105");
    CHECK(score_keys(d.side[1]) == "melds=70 canastas=500 hands=-5 deal=565");
  }
}

TEST_CASE("UY-50: the cut is in the notation, the protocol's score and the record, and replays exactly") {
  const Rules rules = cut_rules();
  GameState g = GameState::new_game(rules, 4, 7);
  // Before the cut: phase=cut, the whole pack in the stock.
  const std::string before = to_notation(g);
  CHECK(before.find(" phase=cut ") != std::string::npos);
  CHECK(before.find(" cut=0 ") != std::string::npos);
  const Parsed<GameState> back = parse_notation(before);
  REQUIRE_MESSAGE(back.ok(), back.error);
  CHECK(*back.value == g);
  REQUIRE(play(g, "cut 44") == "");
  CHECK(to_notation(g).find(" cut=44 ") != std::string::npos);
  CHECK(*parse_notation(to_notation(g)).value == g);
  // A record's moves hold the cut like any move.
  GameRecord record = new_record(rules, 4, 7);
  record.moves = {"cut 44"};
  std::string error;
  const std::optional<GameState> replayed = replay(*parse_record(record_to_json(record), &error), &error);
  REQUIRE_MESSAGE(replayed.has_value(), error);
  CHECK(replayed->fingerprint() == g.fingerprint());
  CHECK(replayed->fingerprint() != GameState::new_game(rules, 4, 7).fingerprint());
  CHECK_FALSE(parse_notation("variant=uruguayan players=4 phase=cut hand0=5c").ok());
}

TEST_CASE("UY-50: a position before the cut is playable, and the worker's observation of it reads back") {
  std::string stock;
  for (int deck = 0; deck < 2; ++deck)
    for (int code = 0; code < 52; ++code) stock += (stock.empty() ? "" : ",") + to_string(Card::from_code(code));
  stock += ",Jk,Jk,Jk,Jk";
  const Parsed<GameState> before =
      parse_playable("variant=uruguayan options=cut_bonus players=4 dealer=0 turn=0 phase=cut stock=" + stock);
  REQUIRE_MESSAGE(before.ok(), before.error);
  CHECK(before.value->to_move() == 0);
  const Observation obs = observation(*before.value, 0);
  const std::string text = to_observation_text(obs);
  const Parsed<Observation> back = parse_observation_text(text);
  REQUIRE_MESSAGE(back.ok(), back.error);
  CHECK(to_observation_text(*back.value) == text);
  MoveList legal;
  back.value->legal_moves(legal);
  CHECK(legal.size() == 107);
  // Found by ./tools/fuzz positions: nothing of the deal happens before the cut.
  const std::string before_cut = "variant=uruguayan options=cut_bonus players=4 dealer=0 turn=0 phase=cut stock=" + stock;
  CHECK(parse_notation(before_cut + " pot=1").error == "phase=cut: before the deal no pot is taken (pot=0).");
}

}  // namespace uruguayan_cut_test
