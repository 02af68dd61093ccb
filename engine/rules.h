// The rules table: every number and switch of a Canasta variant in one value.
//
// The engine reads nothing from anywhere else, so a new variant (Modern
// American, Uruguayan) is a new preset plus, where it has a rule the table
// cannot yet express, a new field whose default keeps the old behaviour.
//
// Presets (`rules_preset`):
//   classic    1950 Official Rules: 108 cards (two decks, four jokers), 2 to 6
//              players, game 5,000, one canasta to go out.
//   threepack  Three-pack Canasta: 162 cards (three decks, six jokers), 13 cards
//              a hand, game 10,000, minimum 150 from 7,000, five red threes
//              1,000 and six 1,200, two canastas to go out; six players play
//              in three partnerships of two.
// Options (`apply_rule_option`, names as in `rule_option_name`):
//   min15      minimum count 15 (instead of 0) for a side with a negative score
//   wild3      at most three wild cards in any meld, even a completed canasta
//   jokers6    a 110-card pack: two decks with six jokers
//   drawtwo    the two-hand rule: with two players, draw two cards from the
//              stock (keep both, discard one) and need two canastas to go out
//   red3deal   every player faces his dealt red threes at the deal, in order
//              of play (the encyclopedia's and pagat's rule, and how records
//              of format 1 were played), instead of at his first turn (law 14)
//
// Seating (see seating.h): 2 and 3 players play alone; 4 in partnerships
// (seat mod 2); 5 as two (seats 0, 2) against three (seats 1, 3, 4), one of the
// three sitting out each deal in turn; 6 as two partnerships of three sitting
// alternately (seat mod 2) with the ordinary two-deck 108-card pack, so the
// red-three scale of four threes holds (`six_player_sides` = 2), or in
// three-pack as three partnerships of two (seat mod 3).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"

namespace canasta {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxSides = 3;
// Largest pack any preset or option can make: three decks and six jokers.
inline constexpr int kMaxPackCards = 3 * 52 + 6;

// One row of the minimum-count table: a side whose cumulative score is at
// least `from_score` (and below the next row's) needs `minimum` for its
// initial meld.
struct MinimumStep {
  int32_t from_score = 0;
  int32_t minimum = 0;
  friend bool operator==(const MinimumStep&, const MinimumStep&) = default;
};

enum RuleOption : uint32_t {
  kOptionMinimum15 = 1u << 0,       // "min15"
  kOptionWildCap3 = 1u << 1,        // "wild3"
  kOptionSixJokers = 1u << 2,       // "jokers6"
  kOptionTwoHandDrawTwo = 1u << 3,  // "drawtwo"
  kOptionRedThreesAtDeal = 1u << 4, // "red3deal"
};
inline constexpr int kNumRuleOptions = 5;

struct Rules {
  // Preset name, as accepted by rules_preset (points at static storage).
  std::string_view variant = "classic";
  uint32_t options = 0;  // RuleOption bits applied on top of the preset

  // Pack.
  int decks = 2;
  int jokers = 4;

  // Cards dealt to each active player, by number of players (index 2..6).
  std::array<int8_t, kMaxPlayers + 1> hand_size = {0, 0, 15, 13, 11, 11, 11};
  // With six players: 2 = two partnerships of three (seat mod 2),
  // 3 = three partnerships of two (seat mod 3).
  int six_player_sides = 2;

  // Card values (law 32), indexed by static_cast<int>(Rank); red threes are
  // never melded or held, so the Three entry is the black three's value.
  std::array<int16_t, 16> rank_points = {0, 0, 20, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 20, 50};

  // Melds (laws 21-29).
  int min_meld_cards = 3;
  int min_naturals = 2;
  int max_wilds = 3;                        // in a meld that is not a canasta
  bool wilds_unlimited_on_canasta = true;  // law 25; false under option wild3
  int canasta_cards = 7;
  int natural_canasta_bonus = 500;
  int mixed_canasta_bonus = 300;

  // Initial meld minimum count (law 33), rows in increasing from_score; the
  // first row should start at INT32_MIN.
  std::array<MinimumStep, 8> minimum_steps = {
      {{INT32_MIN, 0}, {0, 50}, {1500, 90}, {3000, 120}}};
  int num_minimum_steps = 4;

  // Going out.
  int canastas_to_go_out = 1;
  int going_out_bonus = 100;
  int concealed_bonus = 100;  // on top of going_out_bonus

  // Red threes: the whole bonus of a side holding n of them (law 16 and the
  // three-pack page), plus if the side melded, minus if it did not.
  std::array<int16_t, 13> red_three_bonus = {0, 100, 200, 300, 800};
  // Dealt red threes are faced at the deal (option red3deal) rather than at
  // each player's first turn (law 14).
  bool red_threes_at_deal = false;

  // Turn.
  int draw_count = 1;
  // Two-hand rule (option drawtwo), used only when exactly two play.
  int two_hand_draw_count = 1;
  int two_hand_canastas_to_go_out = 1;

  // Game.
  int game_target = 5000;

  // Derived numbers.
  int pack_size() const { return decks * 52 + jokers; }
  int red_threes_in_pack() const { return decks * 2; }
  int points(Card card) const { return rank_points[static_cast<int>(card.rank())]; }
  int minimum_count(int cumulative_score) const;
  int draws_per_turn(int players) const {
    return players == 2 ? two_hand_draw_count : draw_count;
  }
  int canastas_needed(int players) const {
    return players == 2 ? two_hand_canastas_to_go_out : canastas_to_go_out;
  }
  int red_three_total(int count) const;
  // True if a meld of `naturals` natural and `wilds` wild cards may lie on the
  // table: enough naturals and cards, and the wild-card limit (any number of
  // wild cards once the naturals with three wild cards make a canasta, unless
  // option wild3). The order of additions within a turn never matters.
  bool meld_shape_ok(int naturals, int wilds) const {
    if (naturals < min_naturals || naturals + wilds < min_meld_cards) return false;
    if (wilds <= max_wilds) return true;
    return wilds_unlimited_on_canasta && naturals + max_wilds >= canasta_cards;
  }
  bool is_canasta(int cards) const { return cards >= canasta_cards; }

  friend bool operator==(const Rules&, const Rules&) = default;
};

// "classic" or "threepack"; nothing for an unknown name.
std::optional<Rules> rules_preset(std::string_view name);
// Names of the presets, in a fixed order.
inline constexpr std::array<std::string_view, 2> kPresetNames = {"classic", "threepack"};

// Turns on one option by name ("min15", "wild3", "jokers6", "drawtwo",
// "red3deal").
// Returns an error sentence for an unknown or incompatible option.
std::optional<std::string> apply_rule_option(Rules& rules, std::string_view name);
std::string_view rule_option_name(RuleOption option);
// The options turned on, comma-separated in a fixed order ("" for none).
std::string rule_options_text(const Rules& rules);
// Builds a preset and applies a comma-separated option list ("" for none).
// On failure `error` gets a sentence and nothing is returned.
std::optional<Rules> make_rules(std::string_view variant, std::string_view options,
                                std::string* error);

}  // namespace canasta
