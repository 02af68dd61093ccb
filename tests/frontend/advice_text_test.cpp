// The coach's advice and the hint's reason in words: every reason kind in
// every language, with the numbers in the right plural and cards and ranks
// as the table prints them.
#include <doctest/doctest.h>

#include <string>

#include "engine/bots/coach.h"
#include "frontend/words/advice_text.h"
#include "frontend/words/move_text.h"
#include "frontend/words/strings.h"
#include "tests/engine/test_util.h"

namespace advice_text_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

struct LanguageGuard {
  ~LanguageGuard() { set_language(Language::kEnglish); }
};

Advice advice(ReasonKind kind) {
  Advice a;
  a.same = false;
  a.worth_saying = true;
  a.loss = 120;
  a.better = test::move("pickup 9c 9h");
  a.reason.kind = kind;
  a.reason.cards = 9;
  a.reason.wilds = 2;
  a.reason.points = 100;
  a.reason.count = 2;
  a.reason.percent = 45;
  a.reason.safer_percent = 5;
  a.reason.rank = Rank::King;
  a.reason.card = Card(Rank::Seven, Suit::Spades);
  a.reason.safer = Card(Rank::Four, Suit::Diamonds);
  return a;
}

constexpr Language kLanguages[] = {Language::kEnglish, Language::kSpanish, Language::kPortuguese, Language::kGerman,
                                   Language::kItalian};

}  // namespace

TEST_CASE("Coach words - the example of the issue, in every language") {
  LanguageGuard guard;
  const Advice a = advice(ReasonKind::TakePile);
  CHECK(advice_sentence(a) == "Coach: Taking the pile here would have given you 9 cards and a meld of kings.");
  set_language(Language::kGerman);
  CHECK(advice_sentence(a) == "Coach: Den Stapel zu nehmen hätte dir hier 9 Karten und eine Auslage der Könige gebracht.");
  set_language(Language::kSpanish);
  CHECK(advice_sentence(a) == "Entrenador: Tomar el pozo aquí te habría dado 9 cartas y un juego de reyes.");
  set_language(Language::kItalian);
  CHECK(advice_sentence(a) == "Allenatore: Prendere il pozzo qui ti avrebbe dato 9 carte e una combinazione di re.");
  set_language(Language::kPortuguese);
  CHECK(advice_sentence(a) == "Treinador: Pegar a pilha aqui teria dado a você 9 cartas e um jogo de reis.");
}

TEST_CASE("Coach words - cards, percentages and counts as each language writes them") {
  LanguageGuard guard;
  Advice a = advice(ReasonKind::SaferDiscard);
  CHECK(advice_sentence(a) ==
        "Coach: 7\xE2\x99\xA0 gave the next player a 45% chance to take the pile; 4\xE2\x99\xA6 was safer (5%).");
  set_language(Language::kGerman);
  CHECK(advice_sentence(a) == "Coach: 7\xE2\x99\xA0 gab dem n\xC3\xA4" "chsten Spieler eine Chance von 45 %, den Stapel "
                              "zu nehmen; 4\xE2\x99\xA6 war sicherer (5 %).");
  set_language(Language::kEnglish);
  a = advice(ReasonKind::LeavePile);
  CHECK(advice_sentence(a) == "Coach: Taking the pile spent 2 wild cards for only 9 cards; drawing was better.");
  a.reason.wilds = 1;
  a.reason.cards = 1;
  CHECK(advice_sentence(a) == "Coach: Taking the pile spent a wild card for only 1 card; drawing was better.");
  a.reason.wilds = 0;
  CHECK(advice_sentence(a) == "Coach: Drawing was better: the pile (1 card) was not worth your pair.");
  a = advice(ReasonKind::KeepBuilding);
  a.reason.count = 1;
  CHECK(advice_sentence(a) == "Coach: Going out gave up one meld close to a canasta.");
  a.reason.count = 0;
  CHECK(advice_sentence(a) == "Coach: Going out so soon gave up points you could still have melded.");
  a = advice(ReasonKind::PartnerHand);
  a.reason.cards = 7;
  a.reason.points = 80;
  CHECK(advice_sentence(a) ==
        "Coach: Going out left your partner's 7 cards in hand, likely about 80 points against your side.");
  CHECK(hint_reason_sentence(a.reason) ==
        "Don't go out yet: your partner's 7 cards would count against your side, likely about 80 points.");
  set_language(Language::kSpanish);
  CHECK(hint_reason_sentence(a.reason) ==
        "No cierres a\xC3\xBAn: las 7 cartas de tu compa\xC3\xB1" "ero contar\xC3\xAD" "an en contra de tu equipo, "
        "probablemente unos 80 puntos.");
  set_language(Language::kEnglish);
  a = advice(ReasonKind::MeldNow);
  a.better = test::move("meld 8c 8d 8h");
  a.reason.points = 30;
  CHECK(advice_sentence(a) == "Coach: Melding 8\xE2\x99\xA3 8\xE2\x99\xA6 8\xE2\x99\xA5 now was better (30 points).");
  a = advice(ReasonKind::Generic);
  a.better = test::move("discard 4d");
  a.loss = 1250;
  CHECK(advice_sentence(a) == "Coach: Better: discard 4\xE2\x99\xA6. It was worth about 1,250 points more a deal.");
  set_language(Language::kItalian);
  CHECK(advice_sentence(a) == "Allenatore: Meglio: scarta 4\xE2\x99\xA6. Valeva circa 1.250 punti in pi\xC3\xB9 a mano.");
}

TEST_CASE("Coach words - nothing is said about a move as good as Master's or a small loss") {
  Advice a = advice(ReasonKind::TakePile);
  a.worth_saying = false;
  CHECK(advice_sentence(a).empty());
  CHECK(advice_sentence(Advice{}).empty());
}

TEST_CASE("Coach words - every kind has a sentence in every language, filled in") {
  LanguageGuard guard;
  for (Language l : kLanguages) {
    set_language(l);
    for (int k = 0; k < kReasonKinds; ++k) {
      const auto kind = static_cast<ReasonKind>(k);
      const std::string said = advice_sentence(advice(kind));
      CAPTURE(said);
      CHECK(said.size() > 20);
      CHECK(said.find('{') == std::string::npos);
      // The hint speaks of every kind a hint can have (DontAsk needs a
      // played move; Generic needs nothing beyond the move), the pile or
      // the pot alike.
      for (const bool pot : {false, true}) {
        const std::string why = hint_reason_sentence(advice(kind).reason, pot);
        CAPTURE(why);
        CHECK(why.find('{') == std::string::npos);
        const bool hint_has_reason = kind != ReasonKind::DontAsk && kind != ReasonKind::Generic;
        CHECK(why.empty() != hint_has_reason);
      }
    }
  }
}

TEST_CASE("Hint words - why the hinted move is good") {
  LanguageGuard guard;
  Reason r = advice(ReasonKind::TakePile).reason;
  CHECK(hint_reason_sentence(r) == "It gives you 9 cards and a meld of kings.");
  set_language(Language::kPortuguese);
  r = advice(ReasonKind::Ask).reason;
  r.cards = 1;
  CHECK(hint_reason_sentence(r) == "Seu parceiro tem 1 carta.");
}

TEST_CASE("Hint words - the dealer's cut: how many, and why (UY-50)") {
  LanguageGuard guard;
  Reason r;
  r.kind = ReasonKind::ExactCut;
  r.cards = 60;
  r.count = 15;
  r.points = 100;
  const Move cut = test::move("cut 60");
  CHECK(describe_move("", cut, 0, Voice::kAdvice) == "cut 60 cards.");
  CHECK(hint_reason_sentence(r) ==
        "60 cards are exactly the cards dealt, 15 for each player: your side scores 100 points for it with a canasta, "
        "and loses 100 points without one.");
  set_language(Language::kSpanish);
  CHECK(describe_move("", cut, 0, Voice::kAdvice) == "corta 60 cartas.");
  CHECK(hint_reason_sentence(r) ==
        "60 cartas son justo las cartas que se reparten, 15 por jugador: tu equipo suma 100 puntos por ello si hace "
        "canasta, y pierde 100 puntos si no.");
}

TEST_CASE("Hint words - a safe discard in words a beginner reads, never a percentage") {
  LanguageGuard guard;
  Reason r = advice(ReasonKind::SaferDiscard).reason;
  r.safer_percent = 0;
  CHECK(hint_reason_sentence(r) == "It is your safest discard: the next player can hardly take it.");
  r.safer_percent = 37;
  CHECK(hint_reason_sentence(r) ==
        "It is your safest discard: of your cards, it is the one the next player is least likely to be able to take.");
  for (Language l : kLanguages) {
    set_language(l);
    for (const int chance : {0, 5, 6, 37}) {
      r.safer_percent = chance;
      CAPTURE(hint_reason_sentence(r));
      CHECK(hint_reason_sentence(r).find('%') == std::string::npos);
      CHECK(hint_reason_sentence(r).find(std::to_string(chance)) == std::string::npos);
    }
  }
}

TEST_CASE("Hint words - an answer, a draw and a plain discard each say why") {
  LanguageGuard guard;
  Reason r;
  r.kind = ReasonKind::AnswerNo;
  r.count = 2;
  r.cards = 9;
  CHECK(describe_move("", test::move("no"), 0, Voice::kAdvice) + " " + hint_reason_sentence(r) ==
        "answer no. Not yet: your side still has 2 melds close to a canasta.");
  r.count = 0;
  CHECK(hint_reason_sentence(r) == "Not yet: the 9 cards in your hand would count against your side.");
  r.kind = ReasonKind::AnswerYes;
  r.points = 100;
  CHECK(hint_reason_sentence(r) == "Your partner going out earns your side 100 points.");
  r = Reason{};
  r.kind = ReasonKind::NoPickup;
  CHECK(hint_reason_sentence(r) == "Your hand cannot take the pile now.");
  r.kind = ReasonKind::KeepOthers;
  r.card = Card(Rank::Four, Suit::Hearts);
  r.count = 1;
  CHECK(hint_reason_sentence(r) ==
        "4\xE2\x99\xA5 is a single card that fits none of your melds: your other cards are worth more to you.");
  r.count = 2;
  CHECK(hint_reason_sentence(r) == "Your other cards are worth more to you than 4\xE2\x99\xA5.");
  r.kind = ReasonKind::HoldMeld;
  CHECK(hint_reason_sentence(r) ==
        "Keep your melds in hand for now: cards held back can take the pile later, and the others see less of your hand.");
  set_language(Language::kGerman);
  r.kind = ReasonKind::AnswerNo;
  r.count = 1;
  CHECK(hint_reason_sentence(r) == "Noch nicht: Deine Seite hat noch eine Auslage kurz vor einer Canasta.");
}

TEST_CASE("Hint words - Uruguayan's pile is the pot in the hint's reason") {
  LanguageGuard guard;
  Reason r = advice(ReasonKind::LeavePile).reason;
  CHECK(hint_reason_sentence(r, true) == "Taking the pot would spend 2 wild cards for only 9 cards.");
  r.wilds = 0;
  CHECK(hint_reason_sentence(r, true) == "The pot (9 cards) is not worth your pair.");
  r.kind = ReasonKind::FreezePile;
  CHECK(hint_reason_sentence(r, true) == "It freezes the pot (9 cards).");
  r.kind = ReasonKind::NoPickup;
  CHECK(hint_reason_sentence(r, true) == "Your hand cannot take the pot now.");
  set_language(Language::kPortuguese);
  CHECK(hint_reason_sentence(r, true) == "Sua m\xC3\xA3o n\xC3\xA3o pode pegar o morto agora.");
  CHECK(hint_reason_sentence(r, false) == "Sua m\xC3\xA3o n\xC3\xA3o pode pegar a pilha agora.");
}

}  // namespace advice_text_test
