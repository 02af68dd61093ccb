// Move generation lists no fewer moves than the rules allow. The self-play
// test checks that every listed move is legal; this one checks the other way
// round, for the play phase of a side that has melded (where only one-group
// melds are listed, move_list.h): every group the hand could lay, its suits
// taken clubs first, and every card it could discard is asked of check(),
// and the legal ones must be the listed ones, each once. Move generation
// skips most candidates by masks and ranges instead of asking (ranks held
// too few to start a meld, counts of naturals that take no wild card,
// discards by the ranks held): a mask that left out a legal move fails here.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>

#include "engine/notation.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "tests/engine/test_util.h"
#include "tools/cli/random_policy.h"

namespace canasta::move_list_complete_test {
namespace {

// The group of `rank` with the hand's first k naturals, t deuces and j
// jokers, suits in the order clubs, diamonds, hearts, spades (red threes
// never meld); false when the hand lacks them.
bool canonical_group(const CardCounts& hand, Rank rank, int k, int t, int j, MeldGroup& group) {
  group = MeldGroup{};
  group.rank = rank;
  for (int s = 0; s < kNumSuits; ++s) {
    const Card natural(rank, static_cast<Suit>(s));
    const int n = rank == Rank::Two || natural.is_red_three() ? 0 : std::min(k, hand.count(natural));
    group.cards.naturals[s] = static_cast<uint8_t>(n);
    k -= n;
    const int d = std::min(t, hand.count(Card(Rank::Two, static_cast<Suit>(s))));
    group.cards.twos[s] = static_cast<uint8_t>(d);
    t -= d;
  }
  group.cards.jokers = static_cast<uint8_t>(j);
  return k == 0 && t == 0 && j <= hand.jokers();
}

// Compares the list with every legal one-group meld and discard; returns how
// many moves it checked.
int check_play_phase(const GameState& g, const MoveList& list) {
  const CardCounts& hand = g.hand(g.turn());
  int legal_melds = 0, legal_discards = 0, listed_melds = 0, listed_discards = 0;
  for (const Move& m : list) {
    listed_melds += m.kind == MoveKind::Meld && m.num_groups == 1;
    listed_discards += m.kind == MoveKind::Discard;
  }
  for (int r = static_cast<int>(Rank::Two); r <= static_cast<int>(Rank::Ace); ++r) {
    const Rank rank = static_cast<Rank>(r);
    const int naturals = rank == Rank::Two ? 0 : hand.naturals(rank);
    for (int k = 0; k <= naturals; ++k)
      for (int j = 0; j <= hand.jokers(); ++j)
        for (int t = 0; t <= hand.twos(); ++t) {
          MeldGroup group;
          if (k + t + j == 0 || !canonical_group(hand, rank, k, t, j, group)) continue;
          Move m = Move::meld();
          m.add_group(group);
          if (!g.check(m).ok()) continue;
          ++legal_melds;
          if (!list.contains(m)) FAIL_CHECK("legal meld not listed: ", to_string(m), "\n", to_notation(g));
        }
  }
  hand.for_each_kind([&](Card c) {
    const Move m = Move::discard(c);
    if (!g.check(m).ok()) return;
    ++legal_discards;
    if (!list.contains(m)) FAIL_CHECK("legal discard not listed: ", to_string(m), "\n", to_notation(g));
  });
  CHECK(listed_melds == legal_melds);
  CHECK(listed_discards == legal_discards);
  return legal_melds + legal_discards;
}

void check_presets(const std::string& variant, const std::string& options, int players) {
  CAPTURE(variant);
  CAPTURE(options);
  std::string error;
  const Rules rules = *make_rules(variant, options, &error);
  auto list = std::make_unique<MoveList>();
  Rng policy(99);
  int phases = 0, checked = 0;
  test::play_deals(rules, players, 3, 12, [&](GameState& g) {
    for (int step = 0; !g.is_deal_over(); ++step) {
      REQUIRE(step < 5000);
      g.legal_moves(*list);
      REQUIRE_FALSE(list->empty());
      if (g.phase() == Phase::Play && g.side_has_melded(g.side_of(g.turn())) && !list->capped()) {
        ++phases;
        checked += check_play_phase(g, *list);
      }
      // The benchmark's policy melds three times in four, so the deals
      // reach melded sides and small hands, where going out refuses groups.
      const Move m = random_policy_move(g, *list, policy);
      REQUIRE(g.apply(m).ok());
    }
  });
  MESSAGE(variant, " ", options, ": ", phases, " play phases, ", checked, " legal moves found listed");
  CHECK(phases > 50);
}

}  // namespace

TEST_CASE("Move list - once the side has melded, every legal one-group meld and discard is listed, once") {
  SUBCASE("Classic") { check_presets("classic", "", 4); }
  SUBCASE("Three-pack") { check_presets("threepack", "", 6); }
  SUBCASE("Modern American") { check_presets("american", "", 4); }
  SUBCASE("Uruguayan") { check_presets("uruguayan", "", 4); }
  SUBCASE("Uruguayan trios, 216 cards") { check_presets("uruguayan", "pack216", 6); }
}

// Listing a group's wild-card choices writes every pick and keeps those in
// range: the list must hold exactly the picks in range, in the picks' order,
// with room to spare and when it runs full part way.
TEST_CASE("Move list - the melds of a group's wild-card picks are the picks in range, in order") {
  // Jokers 0..1, then deuces 0..2 (clubs, then a second club), as listed.
  const std::array<WildPick, 6> picks = {{{0x0u, 0, 0}, {0x1u, 0, 1}, {0x2u, 0, 2},
                                          {0x0u, 1, 1}, {0x1u, 1, 2}, {0x2u, 1, 3}}};
  const uint32_t sevens = 0x0101u;  // a seven of clubs and one of diamonds
  auto listed = [](const MoveList& list) {
    std::string text;
    for (const Move& m : list) text += to_string(m) + "; ";
    return text;
  };
  auto list = std::make_unique<MoveList>();
  list->clear();
  CHECK(list->push_melds_with_wilds(Rank::Seven, sevens, picks.data(), 6, 1, 2));
  CHECK(listed(*list) == "meld 7c 7d 2c; meld 7c 7d 2c 2c; meld 7c 7d Jk; meld 7c 7d 2c Jk; ");
  CHECK_FALSE(list->capped());
  list->clear(3);  // room for three: the fourth in range caps the list
  CHECK_FALSE(list->push_melds_with_wilds(Rank::Seven, sevens, picks.data(), 6, 1, 2));
  CHECK(listed(*list) == "meld 7c 7d 2c; meld 7c 7d 2c 2c; meld 7c 7d Jk; ");
  CHECK(list->capped());
  list->clear();
  CHECK(list->push_melds_with_wilds(Rank::Seven, sevens, picks.data(), 6, 3, 2));  // an empty range
  CHECK(list->empty());
}

// The list counts each kind as it is filled and finds the i-th move of a
// kind, its moves together or not, and after repeats are removed.
TEST_CASE("Move list - the moves of a kind are counted and found in list order") {
  auto list = std::make_unique<MoveList>();
  list->clear();
  list->push_simple(MoveKind::Ask);
  list->push_meld(Rank::Seven, 0x0101u, 0, 0);
  list->push_meld(Rank::Nine, 0x010001u, 0, 1);
  list->push_simple(MoveKind::Discard, Card(Rank::Five, Suit::Hearts));
  list->push_meld(Rank::King, 0x01000101u, 0, 0);  // melds apart now: found by a search
  list->push_simple(MoveKind::Discard, Card(Rank::Six, Suit::Clubs));
  CHECK(list->count_of(MoveKind::Ask) == 1);
  CHECK(list->count_of(MoveKind::Meld) == 3);
  CHECK(list->count_of(MoveKind::Discard) == 2);  // apart too
  CHECK(list->count_of(MoveKind::Draw) == 0);
  CHECK(to_string(list->nth_of(MoveKind::Meld, 0)) == "meld 7c 7d");
  CHECK(to_string(list->nth_of(MoveKind::Meld, 2)) == "meld Kc Kd Ks");
  CHECK(to_string(list->nth_of(MoveKind::Discard, 1)) == "discard 6c");
  CHECK(to_string(list->nth_of(MoveKind::Ask, 0)) == "ask");
  list->clear();
  list->push_simple(MoveKind::Draw);
  list->push(Move::discard(Card(Rank::Ace, Suit::Spades)));
  list->push(Move::discard(Card(Rank::Ace, Suit::Spades)));
  list->push(Move::discard(Card(Rank::Ten, Suit::Clubs)));
  list->remove_repeats_of(1);
  CHECK(list->count_of(MoveKind::Discard) == 2);
  CHECK(to_string(list->nth_of(MoveKind::Discard, 1)) == "discard Tc");
  CHECK(list->count_of(MoveKind::Draw) == 1);
}

}  // namespace canasta
