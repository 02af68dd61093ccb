#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "engine/json.h"
#include "engine/rules.h"

namespace rules_test {

using namespace canasta;

TEST_CASE("Rules table - classic preset holds the 1950 numbers") {
  const Rules r = *rules_preset("classic");
  CHECK(r.pack_size() == 108);
  CHECK(r.hand_size[2] == 15);
  CHECK(r.hand_size[3] == 13);
  CHECK(r.hand_size[4] == 11);
  CHECK(r.hand_size[5] == 11);
  CHECK(r.hand_size[6] == 11);
  CHECK(r.game_target == 5000);
  CHECK(r.canastas_needed(4) == 1);
  CHECK(r.draws_per_turn(2) == 1);
  CHECK(r.points(Card::joker()) == 50);
  CHECK(r.points(Card(Rank::Two, Suit::Clubs)) == 20);
  CHECK(r.points(Card(Rank::Ace, Suit::Clubs)) == 20);
  CHECK(r.points(Card(Rank::King, Suit::Clubs)) == 10);
  CHECK(r.points(Card(Rank::Eight, Suit::Clubs)) == 10);
  CHECK(r.points(Card(Rank::Seven, Suit::Clubs)) == 5);
  CHECK(r.points(Card(Rank::Three, Suit::Spades)) == 5);
}

TEST_CASE("Rules table - minimum count follows the side's cumulative score") {
  const Rules r = *rules_preset("classic");
  CHECK(r.minimum_count(-5) == 0);
  CHECK(r.minimum_count(0) == 50);
  CHECK(r.minimum_count(1495) == 50);
  CHECK(r.minimum_count(1500) == 90);
  CHECK(r.minimum_count(2995) == 90);
  CHECK(r.minimum_count(3000) == 120);
  CHECK(r.minimum_count(9000) == 120);
  SUBCASE("option min15 for a negative score") {
    Rules o = r;
    REQUIRE_FALSE(apply_rule_option(o, "min15"));
    CHECK(apply_rule_option(o, "min15")->text() == "The option \"min15\" is named twice.");
    CHECK(apply_rule_option(o, "min15")->id == "rulesOptionTwice");
    CHECK(o.minimum_count(-5) == 15);
    CHECK(o.minimum_count(0) == 50);
  }
  SUBCASE("three-pack needs 150 from 7,000") {
    const Rules t = *rules_preset("threepack");
    CHECK(t.minimum_count(6995) == 120);
    CHECK(t.minimum_count(7000) == 150);
  }
}

TEST_CASE("Rules table - red three scale") {
  const Rules c = *rules_preset("classic");
  CHECK(c.red_three_total(1) == 100);
  CHECK(c.red_three_total(3) == 300);
  CHECK(c.red_three_total(4) == 800);
  const Rules t = *rules_preset("threepack");
  CHECK(t.red_three_total(4) == 400);
  CHECK(t.red_three_total(5) == 1000);
  CHECK(t.red_three_total(6) == 1200);
}

TEST_CASE("Rules table - three-pack preset") {
  const Rules t = *rules_preset("threepack");
  CHECK(t.pack_size() == 162);
  CHECK(t.hand_size[6] == 13);
  CHECK(t.game_target == 10000);
  CHECK(t.canastas_needed(6) == 2);
  CHECK(t.six_player_sides == 3);
}

TEST_CASE("Rules table - options") {
  std::string error;
  SUBCASE("jokers6 makes a 110-card pack") {
    const Rules r = *make_rules("classic", "jokers6", &error);
    CHECK(r.pack_size() == 110);
    CHECK(rule_options_text(r) == "jokers6");
  }
  SUBCASE("drawtwo affects only the two-hand game") {
    const Rules r = *make_rules("classic", "drawtwo", &error);
    CHECK(r.draws_per_turn(2) == 2);
    CHECK(r.canastas_needed(2) == 2);
    CHECK(r.draws_per_turn(4) == 1);
    CHECK(r.canastas_needed(4) == 1);
  }
  SUBCASE("wild3 caps wild cards even on a canasta") {
    const Rules r = *make_rules("classic", "wild3", &error);
    CHECK_FALSE(r.meld_shape_ok(5, 4));
    CHECK(rules_preset("classic")->meld_shape_ok(5, 4));
  }
  SUBCASE("options print in a fixed order") {
    const Rules r = *make_rules("classic", "wild3,min15", &error);
    CHECK(rule_options_text(r) == "min15,wild3");
  }
  SUBCASE("errors") {
    CHECK_FALSE(make_rules("classic", "bogus", &error));
    CHECK(error == "Unknown rule option \"bogus\": the options of Classic Canasta are min15, wild3, jokers6, drawtwo and red3deal.");
    CHECK_FALSE(make_rules("uno", "", &error));
    CHECK(error == "Unknown variant \"uno\": the variants are classic, threepack, american and uruguayan.");
    CHECK_FALSE(make_rules("threepack", "jokers6", &error));
  }
  SUBCASE("errors as codes each reader words: the title and the lists are parts") {
    Problem problem;
    CHECK_FALSE(make_rules("uno", "", &problem));
    CHECK(to_json(problem_to_json(problem)) ==
          R"({"id":"rulesUnknownVariant","variant":"\"uno\"","variants":{"id":"listAnd","1":"uruguayan",)"
          R"("0":{"id":"listComma","1":"american","0":{"id":"listComma","0":"classic","1":"threepack"}}}})");
    CHECK_FALSE(make_rules("classic", "bogus", &problem));
    CHECK(problem.id == "rulesUnknownOption");
    REQUIRE(problem.part("game"));
    CHECK(*problem.part("game") == Problem::of("titleClassic"));
    Rules american = *rules_preset("american");
    CHECK(to_json(problem_to_json(*players_problem(american, 2))) ==
          R"({"id":"rulesPlayers","game":{"id":"titleAmerican"},"counts":{"id":"listOne","0":"4"}})");
  }
}

TEST_CASE("Melds - shape: two naturals, at most three wild cards until a canasta") {
  const Rules r = *rules_preset("classic");
  CHECK(r.meld_shape_ok(3, 0));
  CHECK(r.meld_shape_ok(2, 1));
  CHECK_FALSE(r.meld_shape_ok(1, 2));
  CHECK_FALSE(r.meld_shape_ok(2, 0));
  CHECK(r.meld_shape_ok(2, 3));
  CHECK_FALSE(r.meld_shape_ok(3, 4));  // six cards: no canasta yet
  CHECK(r.meld_shape_ok(4, 4));        // 4 naturals + 3 wilds made a canasta first
  CHECK(r.meld_shape_ok(4, 9));
}

// Move generation loops over wild counts between bounds instead of asking
// meld_shape_ok of each; the bounds must say what meld_shape_ok says.
TEST_CASE("Melds - shape: the most wild cards a count of naturals may take agrees with the shape test") {
  std::vector<Rules> tables;
  for (std::string_view preset : kPresetNames) {
    tables.push_back(*rules_preset(preset));
    for (int bit = 0; bit < kNumRuleOptions; ++bit) {
      Rules r = *rules_preset(preset);
      if (!apply_rule_option(r, rule_option_name(static_cast<RuleOption>(1u << bit)))) tables.push_back(r);
    }
  }
  CHECK(tables.size() > 12);
  int mismatches = 0;
  for (const Rules& r : tables)
    for (int naturals = 0; naturals <= 24; ++naturals)
      for (int wilds = 0; wilds <= 24; ++wilds) {
        const bool bounds = naturals + wilds >= r.min_meld_cards && wilds <= r.max_wilds_with(naturals);
        if (bounds != r.meld_shape_ok(naturals, wilds)) ++mismatches;
      }
  CHECK(mismatches == 0);
  // The numbers for the presets' common cases.
  CHECK(rules_preset("classic")->max_wilds_with(2) == 3);
  CHECK(rules_preset("classic")->max_wilds_with(4) > 100);  // with three wild cards a canasta: no limit
  CHECK(rules_preset("classic")->max_wilds_with(1) < 0);
  CHECK(rules_preset("uruguayan")->max_wilds_with(3) == 2);  // wild cards fewer than naturals
  CHECK(rules_preset("uruguayan")->max_wilds_with(6) == 3);  // and at most three
  CHECK(rules_preset("american")->max_wilds_with(5) == 2);   // MA-20: at most two, seven cards
  CHECK(rules_preset("american")->max_wilds_with(7) == 0);
}

// Listing groups and the initial meld's search both loop over the wild
// counts group_wilds gives: exactly those a group may bring, a card at
// least, to any meld (new, or on the table).
TEST_CASE("Melds - shape: the wild cards a group may bring are the counts between its bounds") {
  int mismatches = 0;
  for (std::string_view preset : kPresetNames) {
    const Rules r = *rules_preset(preset);
    for (int before = 0; before <= 8; ++before)
      for (int wilds_before = 0; wilds_before <= 4; ++wilds_before)
        for (int naturals = 0; naturals <= 8; ++naturals) {
          const Rules::WildCounts counts = r.group_wilds(before, wilds_before, naturals);
          for (int wilds = 0; wilds <= 12; ++wilds) {
            const bool bounds = wilds >= counts.least && wilds <= counts.most;
            const bool shape = naturals + wilds >= 1 && r.meld_shape_ok(before + naturals, wilds_before + wilds);
            if (bounds != shape) ++mismatches;
          }
        }
  }
  CHECK(mismatches == 0);
  const Rules classic = *rules_preset("classic");
  const Rules uruguayan = *rules_preset("uruguayan");
  // A new meld of two naturals: one to three wild cards.
  CHECK(classic.group_wilds(0, 0, 2).least == 1);
  CHECK(classic.group_wilds(0, 0, 2).most == 3);
  // Wild cards alone onto three naturals: one at least; in Uruguayan fewer
  // than the naturals, so with one there already, one more.
  CHECK(classic.group_wilds(3, 0, 0).least == 1);
  CHECK(classic.group_wilds(3, 0, 0).most == 3);
  CHECK(uruguayan.group_wilds(3, 1, 0).least == 1);
  CHECK(uruguayan.group_wilds(3, 1, 0).most == 1);
  // Three naturals make a meld alone: none needed, two at most.
  CHECK(uruguayan.group_wilds(0, 0, 3).least == 0);
  CHECK(uruguayan.group_wilds(0, 0, 3).most == 2);
  // One natural alone starts nothing.
  CHECK(classic.group_wilds(0, 0, 1).most < classic.group_wilds(0, 0, 1).least);
}
}  // namespace rules_test
