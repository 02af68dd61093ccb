// One wording of every refused move: the table's English (the catalog) and
// the engine's explain() (the protocol, records, tools, compiled from the
// same catalog) say the same for every reason the engine has, every reason
// has its own sentence in every language, and a verdict crosses the page and
// the online wire as its code and details, to be worded where it is read.
#include <doctest/doctest.h>

#include <optional>
#include <set>
#include <string>

#include "engine/verdict.h"
#include "frontend/words/move_text.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/string_names.h"
#include "frontend/words/strings.h"

namespace reason_words_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// Every reason with details of every kind it may carry: ranks (the three a
// wild meld or an incomplete meld names among them), counts of one and more.
std::vector<Verdict> every_verdict() {
  std::vector<Verdict> all;
  for (int w = static_cast<int>(Why::kGameOver); w < static_cast<int>(Why::kCount); ++w)
    for (Rank rank : {Rank::King, Rank::Ace, Rank::Seven, Rank::Two})
      for (int need : {1, 2, 7}) {
        Verdict v = Verdict::of_count(static_cast<Why>(w), 40, need);
        v.rank = rank;
        v.card = Card(Rank::Queen, Suit::Hearts);
        all.push_back(v);
      }
  return all;
}

// The protocol names a card in its notation (Qh), the table by its face (Q♥).
std::string with_card_faces(std::string text, Card card) {
  const std::string code = to_string(card);
  if (const size_t at = text.find(code); at != std::string::npos) text.replace(at, code.size(), card_label(card));
  return text;
}

}  // namespace

TEST_CASE("Illegal moves - the engine's English is the catalog's, for every reason and its details") {
  set_language(Language::kEnglish);
  const std::vector<Verdict> all = every_verdict();
  REQUIRE(all.size() == 12 * (static_cast<size_t>(Why::kCount) - 1));
  for (const Verdict& v : all) {
    CAPTURE(static_cast<int>(v.why));
    CAPTURE(rank_char(v.rank));
    CAPTURE(v.need);
    CHECK(reason_text(v) == with_card_faces(explain(v), v.card));
  }
  CHECK(reason_text(Verdict{}).empty());
  CHECK(explain(Verdict{}).empty());
}

TEST_CASE("Illegal moves - a reason's sentence is the catalog entry its wording names, in each language's words") {
  // strings_test holds every reason to a sentence of its own in every language.
  for (const Verdict& v : every_verdict()) {
    CAPTURE(why_code(v.why));
    const std::optional<S> id = string_by_id(verdict_wording(v).id);
    REQUIRE(id);
    CHECK(*id != S::kWhyNotAllowed);
  }
  Verdict queen = Verdict::of(Why::kCardNotInHand);
  queen.card = Card(Rank::Queen, Suit::Hearts);
  Verdict big = Verdict::of_count(Why::kMeldTooBig, 0, 7);
  big.rank = Rank::Nine;
  set_language(Language::kGerman);
  CHECK(reason_text(Verdict::of_rank(Why::kPileFrozen, Rank::King)) ==
        "Der Stapel ist eingefroren: Du brauchst zwei natürliche Könige aus deiner Hand.");
  CHECK(reason_text(Verdict::of_count(Why::kBelowMinimum, 40, 90)) ==
        "Deine erste Auslage zählt 40, deine Seite braucht aber 90.");
  CHECK(reason_text(Verdict::of_count(Why::kNoCanasta, 0, 2)) ==
        "Du kannst nicht ausgehen: Deine Seite braucht zuerst 2 Canastas.");
  CHECK(reason_text(queen) == "Du hast Q\u2665 nicht auf der Hand.");
  CHECK(reason_text(Verdict::of_rank(Why::kIncompleteBlocksOut, Rank::Seven)) ==
        "Du kannst nicht ausgehen, solange deine Seite eine unvollständige Auslage von Siebenen hat.");
  set_language(Language::kSpanish);
  CHECK(reason_text(big) == "Un juego tiene como mucho 7 cartas: no caben más nueves.");
  set_language(Language::kEnglish);
  CHECK(reason_text(queen) == "You do not hold the Q\u2665.");
  CHECK(reason_text(big) == "A meld may hold at most 7 cards: there is no room in the nines.");
}

TEST_CASE("Illegal moves - a verdict crosses as its code and details and reads back the same") {
  std::set<std::string_view> codes;
  for (const Verdict& v : every_verdict()) {
    CAPTURE(static_cast<int>(v.why));
    const std::string_view code = why_code(v.why);
    CHECK(code.substr(0, 3) == "why");
    CHECK(why_from_code(code) == v.why);
    codes.insert(code);
    const JsonValue json = verdict_to_json(v);
    CHECK(verdict_from_json(json) == v);
    std::string error;
    CHECK(verdict_from_json(*parse_json(to_json(json), &error)) == v);
  }
  CHECK(codes.size() == static_cast<size_t>(Why::kCount) - 1);
  CHECK(to_json(verdict_to_json(Verdict::of_count(Why::kBelowMinimum, 40, 90))) ==
        R"({"why":"whyBelowMinimum","rank":"4","card":"2c","have":40,"need":90})");
  Verdict joker = Verdict::of_rank(Why::kTooFewCards, Rank::Joker);
  CHECK(verdict_from_json(verdict_to_json(joker)) == joker);
}

TEST_CASE("Illegal moves - a verdict that is not one is refused field by field") {
  const auto read = [](std::string_view text) {
    std::string error;
    return verdict_from_json(*parse_json(text, &error));
  };
  CHECK(read(R"({"why":"whyPileFrozen","rank":"K","card":"Kh","have":0,"need":0})"));
  CHECK_FALSE(read(R"({"why":"whyNothing","rank":"K","card":"Kh","have":0,"need":0})"));
  CHECK_FALSE(read(R"({"why":"","rank":"K","card":"Kh","have":0,"need":0})"));
  CHECK_FALSE(read(R"({"why":"whyPileFrozen","rank":"X","card":"Kh","have":0,"need":0})"));
  CHECK_FALSE(read(R"({"why":"whyPileFrozen","rank":"K","card":"Zz","have":0,"need":0})"));
  CHECK_FALSE(read(R"({"why":"whyPileFrozen","rank":"K","card":"Kh","have":99999,"need":0})"));
  CHECK_FALSE(read(R"({"why":"whyPileFrozen","rank":"K","card":"Kh","have":0})"));
  CHECK_FALSE(read(R"({"why":"whyPileFrozen","rank":"K","card":"Kh","have":0,"need":0,"x":1})"));
  CHECK_FALSE(read(R"(["whyPileFrozen"])"));
}

}  // namespace reason_words_test
