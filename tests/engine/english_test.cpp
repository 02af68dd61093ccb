// The engine's English comes from the word catalog (engine/english.h): every
// refused move has a sentence there, its details filled in.
#include <doctest/doctest.h>

#include <string>

#include "engine/english.h"
#include "engine/verdict.h"

namespace english_test {

using namespace canasta;

TEST_CASE("English - a text's placeholders are filled by name and position") {
  CHECK(fill_text("{0} of {1}", {{"0", "3"}, {"1", "5"}}) == "3 of 5");
  CHECK(fill_text("line {line}: {what}", {{"line", "4"}, {"what", "a card"}}) == "line 4: a card");
  CHECK(fill_text("{0} and {0}", {{"0", "x"}}) == "x and x");
  CHECK(fill_text("{9} stays, { and } too", {{"0", "x"}}) == "{9} stays, { and } too");
  CHECK(fill_text("open {0", {{"0", "x"}}) == "open {0");
  CHECK(english_text("whyGameOver") == "The game is over.");
  CHECK(english_text("noSuchText").empty());
}

TEST_CASE("English - every refused move is said in the catalog's words, with its details") {
  CHECK(explain(Verdict::of_rank(Why::kPileFrozen, Rank::King)) ==
        "The pile is frozen: you need two natural kings from your hand.");
  CHECK(explain(Verdict::of_count(Why::kBelowMinimum, 40, 90)) == "Your initial meld counts 40 but your side needs 90.");
  CHECK(explain(Verdict::of_count(Why::kNoCanasta, 0, 1)) == "You cannot go out: your side needs a canasta first.");
  CHECK(explain(Verdict::of_count(Why::kNoCanasta, 0, 2)) == "You cannot go out: your side needs 2 canastas first.");
  Verdict card = Verdict::of(Why::kCardNotInHand);
  card.card = Card(Rank::Queen, Suit::Hearts);
  CHECK(explain(card) == "You do not hold the Qh.");
  Verdict big = Verdict::of_count(Why::kMeldTooBig, 0, 7);
  big.rank = Rank::Nine;
  CHECK(explain(big) == "A meld may hold at most 7 cards: there is no room in the nines.");
  CHECK(explain(Verdict::of_rank(Why::kIncompleteBlocksOut, Rank::Seven)) ==
        "You cannot go out while your side has an incomplete meld of sevens.");
  CHECK(explain(Verdict::of(Why::kCount)) == "That move is not allowed.");
  CHECK(explain(Verdict{}).empty());

  for (int w = static_cast<int>(Why::kGameOver); w < static_cast<int>(Why::kCount); ++w) {
    const Verdict v = Verdict::of_count(static_cast<Why>(w), 40, 2);
    CAPTURE(why_code(v.why));
    const VerdictWording wording = verdict_wording(v);
    CHECK(wording.id != "whyNotAllowed");
    const std::string_view text = english_text(wording.id);
    REQUIRE_FALSE(text.empty());
    CHECK((text.find("{0}") != std::string_view::npos) == (wording.count >= 1));
    CHECK((text.find("{1}") != std::string_view::npos) == (wording.count >= 2));
    CHECK(explain(v).find('{') == std::string::npos);
  }
}

}  // namespace english_test
