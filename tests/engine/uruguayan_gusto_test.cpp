// The canasta "a lo gusto" (UY-33). S004: "Canasta "a lo gusto": A canasta
// made with black threes. Wins the match." Only the Spanish pack (option
// pack216) holds the seven black threes it needs (eight: two a deck). The
// engine's reading (README): black threes come to the table only as this
// canasta, seven or more laid at once from the hand after the draw, no wild
// card among them; the move needs no minimum count, the deal ends with it
// (no closing bonus: nobody closed), it scores as a canasta with no bonus
// of its own, and its side wins the match whatever the totals.
#include <doctest/doctest.h>

#include <string>

#include "engine/bots/bot.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "engine/record.h"
#include "test_util.h"
#include "uruguayan_util.h"

namespace uruguayan_gusto_test {

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::score_keys;
using canasta::test::why;

namespace {

// Seat 0 has drawn, holding `hand0`; side 1 leads 6,500 to 0, 500 short of
// the target. `more` adds fields.
GameState after_draw(const std::string& hand0, const std::string& more = "", const std::string& options = "pack216") {
  return position("variant=uruguayan options=" + options +
                  " players=4 dealer=3 turn=0 phase=play pile=6s pot=1 stock=5d,9h "
                  "hand0=" + hand0 + " hand1=4c hand2=9d hand3=Qh scores=0,6500 " + more);
}

constexpr std::string_view kEightThrees = "3c,3c,3c,3c,3s,3s,3s,3s";
const std::string kSeven = "meld 3c 3c 3c 3c 3s 3s 3s";
const std::string kEight = "meld 3c 3c 3c 3c 3s 3s 3s 3s";

}  // namespace

TEST_CASE("UY-33: the canasta a lo gusto ends the deal and wins the match, whatever the totals") {
  GameState g = after_draw(std::string(kEightThrees) + ",Kd,5h");
  CHECK(listed(g, kSeven));
  CHECK(listed(g, kEight));
  REQUIRE(play(g, kEight) == "");
  CHECK(g.deal_end() == DealEnd::BlackThreeCanasta);
  CHECK(g.went_out() == 0);
  CHECK(g.is_game_over());
  // Its cards count 5 each and it counts as the side's canasta, with no
  // bonus and no closing bonus: 40 - (Kd 5h 9d) = 15 against 6,485.
  CHECK(score_keys(g.deal_score().side[0]) == "melds=40 hands=-25 deal=15");
  CHECK(score_keys(g.deal_score().side[1]) == "hands=-15 deal=-15");
  CHECK(g.score(0) == 15);
  CHECK(g.score(1) == 6485);
  CHECK(g.winner() == 0);
  CHECK(g.start_next_deal().why == Why::kGameOver);
}

TEST_CASE("UY-33: seven of eight black threes - the one kept costs 100 (UY-46)") {
  GameState g = after_draw(std::string(kEightThrees) + ",Kd,5h");
  REQUIRE(play(g, kSeven) == "");
  CHECK(score_keys(g.deal_score().side[0]) == "melds=35 hands=-125 deal=-90");
  CHECK(g.winner() == 0);
}

TEST_CASE("UY-33: it counts as a canasta: the side's melds and red threes score plus") {
  const std::string side0 = "melds0=Kc,Kd,Kh red30=3h melded=0,2 ";
  SUBCASE("with the canasta a lo gusto: 30 + 35 melded, red three +100") {
    GameState g = after_draw("3c,3c,3c,3c,3s,3s,3s,5h", side0);
    REQUIRE(play(g, kSeven) == "");
    CHECK(score_keys(g.deal_score().side[0]) == "melds=65 red_threes=100 hands=-15 deal=150");
  }
  SUBCASE("without it, the same deal ending with the stock gone: all minus (UY-44, UY-45)") {
    GameState g = position("variant=uruguayan options=pack216 players=4 dealer=3 turn=0 stock= pile=6s pot=1 "
                           "hand0=5h hand1=4c hand2=9d hand3=Qh " + side0);
    REQUIRE(play(g, "pass") == "");
    CHECK(score_keys(g.deal_score().side[0]) == "melds=-30 red_threes=-100 hands=-15 deal=-145");
  }
}

TEST_CASE("UY-33: no minimum count and no going out to satisfy: the match ends with it") {
  // Side 0 has nothing on the table and needs 120 (UY-30, from 3,000): the
  // seven threes count 35, and they are the whole hand, yet no closing.
  GameState g = position("variant=uruguayan options=pack216 players=4 dealer=3 turn=0 phase=play pile=6s pot=1 "
                         "stock=5d,9h hand0=3c,3c,3c,3c,3s,3s,3s hand1=4c hand2=9d hand3=Qh scores=3000,0");
  REQUIRE(play(g, kSeven) == "");
  CHECK(g.deal_end() == DealEnd::BlackThreeCanasta);
  CHECK(score_keys(g.deal_score().side[0]) == "melds=35 hands=-10 deal=25");
  CHECK(g.winner() == 0);
}

TEST_CASE("UY-33: black threes are melded only so - whole, at once, natural, after the draw") {
  SUBCASE("six are no canasta") {
    GameState g = after_draw("3c,3c,3c,3c,3s,3s,Kd,5h");
    CHECK(play(g, "meld 3c 3c 3c 3c 3s 3s") ==
          "Black threes are melded only as a whole canasta, 7 or more at once without wild cards: the "
          "canasta a lo gusto, which wins the match.");
    CHECK(play(g, "meld 3c 3c 3s") == why(g, "meld 3c 3c 3c 3c 3s 3s"));
  }
  SUBCASE("no wild card makes up the seventh") {
    GameState g = after_draw("3c,3c,3c,3c,3s,3s,Jk,2c,Kd,5h");
    CHECK(play(g, "meld 3c 3c 3c 3c 3s 3s Jk") == "Black threes may not be melded with wild cards.");
    CHECK(play(g, "meld 3c 3c 3c 3c 3s 3s 2c") == "Black threes may not be melded with wild cards.");
  }
  SUBCASE("cap7: seven, not eight") {
    GameState g = after_draw(std::string(kEightThrees) + ",Kd,5h", "", "pack216,cap7");
    CHECK_FALSE(listed(g, kEight));
    CHECK(play(g, kEight) == "A meld may hold at most 7 cards: there is no room in the threes.");
    CHECK(play(g, kSeven) == "");
  }
  SUBCASE("first the draw") {
    GameState g = position("variant=uruguayan options=pack216 players=4 dealer=3 turn=0 pile=6s pot=1 "
                           "stock=5d,9h hand0=3c,3c,3c,3c,3s,3s,3s,Kd hand1=4c hand2=9d hand3=Qh");
    CHECK(play(g, kSeven) == "Draw from the stock or take the pile first.");
  }
  SUBCASE("the 108-card pack holds four black threes: never a canasta, never melded") {
    GameState g = position("variant=uruguayan players=4 dealer=3 turn=0 phase=play pile=6s pot=1 stock=5d,9h "
                           "hand0=3c,3c,3s,3s,Kd,5h hand1=4c hand2=9d hand3=Qh");
    CHECK_FALSE(rules_preset("uruguayan")->uses_black_three_canasta());
    CHECK(play(g, "meld 3c 3c 3s 3s") == "Threes are never melded in this game.");
  }
}

TEST_CASE("UY-33: the end of the match reads back from the notation, the observation and the record") {
  GameState g = after_draw(std::string(kEightThrees) + ",Kd,5h");
  REQUIRE(play(g, kEight) == "");
  const std::string text = to_notation(g);
  CHECK(text.find(" end=gusto ") != std::string::npos);
  CHECK(text.find(" phase=end ") != std::string::npos);
  const Parsed<GameState> back = parse_notation(text);
  REQUIRE_MESSAGE(back.ok(), back.error);
  CHECK(*back.value == g);
  CHECK(back.value->winner() == 0);
  const std::string seen = to_observation_text(observation(g, 1));
  const Parsed<Observation> obs = parse_observation_text(seen);
  REQUIRE_MESSAGE(obs.ok(), obs.error);
  CHECK(to_observation_text(*obs.value) == seen);
  CHECK(obs.value->deal_end() == DealEnd::BlackThreeCanasta);

  // A black-three canasta lies on the table only when it ended the match.
  auto refused = [&](std::initializer_list<std::pair<std::string, std::string>> changes) {
    std::string changed = text;
    for (const auto& [from, to] : changes) changed.replace(changed.find(from), from.size(), to);
    return parse_notation(changed).error;
  };
  CHECK(refused({{" end=gusto ", " end=stock "}, {" out=0 ", " out=- "}, {" phase=end ", " phase=over "}}).find(
            "melds0 holds the canasta of black threes") == 0);
  CHECK(refused({{" phase=end ", " phase=over "}}) ==
        "end=gusto: the canasta a lo gusto wins the match, so phase=end (UY-33).");
  CHECK(refused({{" options=pack216 ", " "}}) != "");

  // Played through a record from a position, it replays to the same end.
  GameRecord record = new_record(*make_rules("uruguayan", "pack216", nullptr), 4, 0);
  record.start = to_notation(after_draw(std::string(kEightThrees) + ",Kd,5h"));
  record.moves = {kEight};
  std::string error;
  const std::optional<GameState> replayed = replay(*parse_record(record_to_json(record), &error), &error);
  REQUIRE_MESSAGE(replayed.has_value(), error);
  CHECK(replayed->fingerprint() == g.fingerprint());
}

TEST_CASE("UY-33: every level lays the canasta a lo gusto when it holds one") {
  for (BotLevel level : {BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert, BotLevel::Master}) {
    CAPTURE(static_cast<int>(level));
    const GameState g = after_draw(std::string(kEightThrees) + ",Kd,Kh,Ks,5h");
    const std::optional<Move> chosen = make_bot(level, 1)->choose(observation(g, 0));
    REQUIRE(chosen.has_value());
    CHECK(to_string(*chosen) == kEight);
  }
}

}  // namespace uruguayan_gusto_test
