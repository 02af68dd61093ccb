#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "engine/verdict.h"
#include "frontend/words/move_text.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"
#include "tests/engine/test_util.h"

namespace strings_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

constexpr Language kTranslated[] = {Language::kSpanish, Language::kPortuguese, Language::kGerman, Language::kItalian};

struct LanguageGuard {
  ~LanguageGuard() { set_language(Language::kEnglish); }
};

}  // namespace

TEST_CASE("Strings - browser language tags choose the language") {
  CHECK(language_from_tag("de-AT") == Language::kGerman);
  CHECK(language_from_tag("pt-BR") == Language::kPortuguese);
  CHECK(language_from_tag("es") == Language::kSpanish);
  CHECK(language_from_tag("it-IT") == Language::kItalian);
  CHECK(language_from_tag("fr-FR") == Language::kEnglish);
  CHECK(language_from_tag("") == Language::kEnglish);
}

TEST_CASE("Illegal moves - every reason of the engine is said in every language, with its details") {
  LanguageGuard guard;
  const StringTable* all[] = {&kStringsEn, &kStringsEs, &kStringsPt, &kStringsDe, &kStringsIt};
  for (const StringTable* table : all) REQUIRE((*table)[static_cast<size_t>(S::kWhyNotAllowed)] != nullptr);
  for (int w = static_cast<int>(Why::kGameOver); w < static_cast<int>(Why::kCount); ++w) {
    Verdict v = Verdict::of_rank(static_cast<Why>(w), Rank::King);
    v.card = Card(Rank::Queen, Suit::Spades);
    v.have = 40;
    v.need = w == static_cast<int>(Why::kBelowMinimum) ? 50 : 2;
    const std::string english = reason_text(v);
    CAPTURE(english);
    CAPTURE(w);
    // Each code has its own sentence: never the catch-all.
    CHECK(english != kStringsEn[static_cast<size_t>(S::kWhyNotAllowed)]);
    CHECK(english.find('{') == std::string::npos);
    for (Language l : kTranslated) {
      set_language(l);
      const std::string said = reason_text(v);
      CAPTURE(said);
      CHECK(said != english);
      CHECK(said.find('{') == std::string::npos);
      // The details are carried over, translated.
      if (english.find("kings") != std::string::npos) CHECK(said.find(tr(S::kPluralKings)) != std::string::npos);
      if (english.find("counts 40") != std::string::npos) CHECK(said.find("40") != std::string::npos);
      if (english.find("2 canastas") != std::string::npos) CHECK(said.find(format(S::kCanastas, "2")) != std::string::npos);
      if (english.find("at most 2 wild") != std::string::npos) CHECK(said.find('2') != std::string::npos);
      set_language(Language::kEnglish);
    }
  }
}

TEST_CASE("Move sentences - other players, the player and hints each read naturally") {
  LanguageGuard guard;
  const Move discard = Move::discard(Card(Rank::Queen, Suit::Hearts));
  CHECK(describe_move("Bruno", discard, 0) == "Bruno discarded Q\xE2\x99\xA5.");
  CHECK(describe_move("You", discard, 0, Voice::kYou) == "You discarded Q\xE2\x99\xA5.");
  CHECK(describe_move("You", discard, 0, Voice::kAdvice) == "discard Q\xE2\x99\xA5.");
  CHECK(describe_move("Bruno", Move::pickup(), 7) == "Bruno took the pile (7 cards).");
  CHECK(describe_move("Bruno", Move::pickup(), 1) == "Bruno took the pile (1 card).");
  CHECK(describe_move("You", Move::pickup(), 1, Voice::kYou) == "You took the pile (1 card).");
  set_language(Language::kItalian);
  CHECK(describe_move("Bruno", Move::pickup(), 1) == "Bruno prende il pozzo (1 carta).");
  CHECK(describe_move("Bruno", Move::pickup(), 2) == "Bruno prende il pozzo (2 carte).");
  set_language(Language::kGerman);
  CHECK(describe_move("Bruno", discard, 0) == "Bruno wirft Q\xE2\x99\xA5 ab.");
  CHECK(describe_move("", Move::draw(), 0, Voice::kYou) == "Du ziehst vom Talon.");
  CHECK(describe_move("", Move::draw(), 0, Voice::kAdvice) == "ziehe vom Talon.");
}

TEST_CASE("Numbers are grouped as the language writes them") {
  LanguageGuard guard;
  CHECK(number_text(8500) == "8,500");
  CHECK(number_text(-1465) == "-1,465");
  CHECK(number_text(50) == "50");
  set_language(Language::kGerman);
  CHECK(number_text(8500) == "8.500");
  CHECK(number_text(1234567) == "1.234.567");
  set_language(Language::kItalian);
  CHECK(number_text(-12000) == "-12.000");
}

TEST_CASE("Move sentences - a meld of several groups says where each goes, in words, not card-list notation") {
  LanguageGuard guard;
  // Side 0 has melded aces, jacks and tens; seat 0 goes out with black threes.
  const GameState g = canasta::test::position(
      "players=4 turn=0 phase=play hand0=As,Jh,Tc,3c,3c,3s melds0=Ac,Ad,Ah/Jc,Jd,Js/Tc,Td,Th/Kc,Kc,Kd,Kd,Kh,Ks,Ks pile=4c");
  const Move out = canasta::test::move("meld 3c 3c 3s + As + Jh + Tc");
  CHECK(meld_advice(canasta::test::mover_view(g), out) == "meld 3\xE2\x99\xA3 3\xE2\x99\xA3 3\xE2\x99\xA0, and add A\xE2\x99\xA0 to the aces, "
                               "J\xE2\x99\xA5 to the jacks and 10\xE2\x99\xA3 to the tens.");
  CHECK(meld_advice(canasta::test::mover_view(g), canasta::test::move("meld Jh")) == "add J\xE2\x99\xA5 to the jacks.");
  CHECK(describe_move("Bruno", canasta::test::move("meld Kc Kd Ks + 8c 8d 8h"), 0) ==
        "Bruno melded K\xE2\x99\xA3 K\xE2\x99\xA6 K\xE2\x99\xA0 and 8\xE2\x99\xA3 8\xE2\x99\xA6 8\xE2\x99\xA5.");
  set_language(Language::kGerman);
  CHECK(meld_advice(canasta::test::mover_view(g), canasta::test::move("meld Jh + Tc")) == "lege J\xE2\x99\xA5 an die Buben und 10\xE2\x99\xA3 an die Zehnen an.");
}

TEST_CASE("Rules - Modern American explains the turn card, dead ranks, the kept three and special hands, and MA-13 right") {
  LanguageGuard guard;
  const std::string rules = tr(S::kRulesAmerican);
  for (const char* heading : {"Threes|", "Dead ranks|", "The turn card|", "Special hands|"})
    CHECK(rules.find(heading) != std::string::npos);
  CHECK(rules.find("kept for a Straight") != std::string::npos);
  CHECK(rules.find("Declare button") != std::string::npos);
  // MA-13: threes count for a side with two canastas, nothing with exactly one.
  CHECK(rules.find("nothing with exactly one") != std::string::npos);
  const auto sections = [](const std::string& text) { return std::count(text.begin(), text.end(), '|'); };
  for (Language l : kTranslated) {
    set_language(l);
    CHECK(sections(tr(S::kRulesAmerican)) == sections(rules));
  }
}

}  // namespace strings_test
