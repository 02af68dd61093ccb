// The observation text of the bot worker: one line, round trip exact.
#include <doctest/doctest.h>

#include "engine/bots/bot.h"
#include "engine/notation.h"
#include "engine/observation_text.h"
#include "test_util.h"

namespace bots_observation_text_test {

using namespace canasta;

TEST_CASE("Observation text - round trip through every phase and table size") {
  auto bot = make_bot(BotLevel::Standard, 1);
  for (const char* variant : {"classic", "threepack"}) {
    for (int players = 2; players <= 6; ++players) {
      GameState g = GameState::new_game(*rules_preset(variant), players, 40 + static_cast<uint64_t>(players));
      for (int n = 0; n < 400 && !g.is_deal_over(); ++n) {
        if (n % 7 == 0) {
          for (int seat = 0; seat < players; ++seat) {
            const Observation obs = observation(g, seat);
            const std::string text = to_observation_text(obs);
            CAPTURE(text);
            CHECK(text.find("stock=") == std::string::npos);
            CHECK(text.find("seed=") == std::string::npos);
            const Parsed<Observation> back = parse_observation_text(text);
            REQUIRE(back.ok());
            CHECK(to_observation_text(*back.value) == text);
            CHECK(back.value->hand_size(seat) == obs.hand_size(seat));
            CHECK(back.value->own_hand() == obs.own_hand());
          }
        }
        REQUIRE(g.apply(bot->choose(observation(g, g.to_move())).value()).ok());
      }
      // The shown hands of a finished deal travel too.
      const Parsed<Observation> over = parse_observation_text(to_observation_text(observation(g, 0)));
      REQUIRE(over.ok());
      CHECK(over.value->is_deal_over() == g.is_deal_over());
    }
  }
}

TEST_CASE("Observation text - hidden cards never travel") {
  const GameState g = GameState::new_game(*rules_preset("classic"), 4, 9);
  const std::string text = to_observation_text(observation(g, 1));
  CHECK(text.rfind("seat=1 sizes=11,11,11,11 stocksize=", 0) == 0);
  CHECK(text.find(" hand0= ") != std::string::npos);  // nothing of seat 0's hand is known yet
}

TEST_CASE("Observation text - bad input is an error") {
  CHECK(!parse_observation_text("").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,1 stocksize=5 players=2 stock=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,1 players=2 hand0=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=2,1 stocksize=5 players=2 hand0=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,200 stocksize=5 players=2 hand0=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,1 stocksize=999 players=2 hand0=Ac").ok());
  CHECK(parse_observation_text("seat=0 sizes=1,1 stocksize=5 players=2 hand0=Ac").ok());
}

namespace {

// The observation of `seat` in the position `notation`, printed and read
// back: the bot worker's way in. Returns what was read.
Observation reads_back(const std::string& notation, int seat) {
  const Parsed<GameState> g = parse_notation(notation);
  REQUIRE_MESSAGE(g.ok(), g.error);
  const std::string text = to_observation_text(observation(*g.value, seat));
  const Parsed<Observation> back = parse_observation_text(text);
  REQUIRE_MESSAGE(back.ok(), back.error);
  CHECK(to_observation_text(*back.value) == text);
  CHECK(back.value->own_hand() == observation(*g.value, seat).own_hand());
  return *back.value;
}

}  // namespace

// Found by ./tools/fuzz positions: the stock is empty, so the black three
// seat 3 still holds (Modern American keeps threes in the hand until its
// player melds, MA-11) must go back into a hidden hand; the reader put bonus
// threes only into the stock and refused the observation.
TEST_CASE("Observation text - a bonus three the stock cannot take goes back into a hidden hand") {
  const Observation back = reads_back(
      "variant=american options= players=4 deal=0 dealer=3 turn=2 phase=play answer=none askdraw=0 "
      "scores=0,0 hand0=As,8h,8s,4s,2d,2h hand1=Ac,Ac,Ad,Kc,Qs,Jd,Jh,Jh,8d,7c,6d,4d,2s "
      "hand2=Ad,Jc,Tc,9c,9d,8h,8s,6c,6c,6d,5h,5s,5s hand3=Kc,Kd,Qc,Jd,Tc,Th,8c,8c,8d,4c,3s,2s,Jk "
      "known0= known1= known2=Ad,Tc,9c,9d,8h,8s,6c,6c,6d,5h,5s,5s known3= bonus0= bonus1= bonus2= "
      "bonus3= "
      "melds0=Ah,Ah,As/Kd,Kh,Kh,Ks,Ks/Qc,Qd,Qh,Qh,Qs/Jc,Js,Js/Td,Td,Th,Ts,Ts,2c,2c/9d,9h,9h,9s,9s,Jk,Jk/7c,7d,7d,7h,7s,7s/6h,6h,6s,2h/5c,5c,5d,5d,5h,Jk/4c,4d,4h,4h,4s "
      "melds1= red30=3d,3d,3h red31=3h black30=3c black31=3c,3s pile=Qd,6s,2d,9c,7h stock= melded=0,2 "
      "played=0,1,2,3 started= added=0 premelded=1 opened=- lastred3=0 out=- concealed=0 end=none "
      "special=- seed=6940647117638384106",
      2);
  CHECK(back.hand_size(3) == 13);
}

// Found by ./tools/fuzz positions: Uruguayan's pot lies face down and may
// hold a red three, and with the stock empty only there may one go back.
TEST_CASE("Observation text - a red three the stock cannot take goes back into the pot's face-down cards") {
  reads_back(
      "variant=uruguayan options=drawtwo players=2 deal=0 dealer=1 turn=1 phase=play answer=none "
      "askdraw=0 scores=0,0 hand0=Ac,Kd,Qh,Th,5s hand1=Kc,Ks,Qc,Jh,Tc,Tc,Td,9c,5s,4c,4h,3c,Jk known0= "
      "known1= melds0=Ac,Ad,As/Qd,Qd,Qh/9c,9d,9d,9h,9s,9s/8c,8d,8d,8h,8s,8s,2d/6c,6d,6h,6s,Jk/5d,5d,2h "
      "melds1=Ad,Ah,2d/Jc,Jc,Jd,Jh,2s/7c,7c,7d,7d,7h,7s,2c,2h,2s/5c,5h,2c red30= red31=3d,3h,3h "
      "oneturn0= oneturn1= "
      "pile=Jk,Ts,Jk,Kh,3d,Jd,4s,3s,4d,4d,Ts,Ah,Qs,7s,8c,6d,4c,7h,Js,Kd,8h,3s,6h,Qs,Th,Js,4h,6s,9h,4s,Kc,Ks"
      ",Kh,Qc,6c,As,3c,5h,Td,5c "
      "down=0,1,2,3,4,5 pot=0 stock= melded=0,1 played=0,1 started= added=0 premelded=1 opened=- pure= "
      "potslots= lastred3=0 out=- concealed=0 end=none seed=4552501693114809838",
      1);
}

}  // namespace bots_observation_text_test
