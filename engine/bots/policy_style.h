// The habits that tell the rule-based levels apart. Standard plays with every
// good habit on; Beginner turns most of them off, which is what makes it
// beatable in a plausible way (it melds early, discards carelessly, spends
// its wild cards and goes out at the first chance).
#pragma once

namespace canasta {

struct PolicyStyle {
  bool weighs_danger = true;         // discards: avoid feeding the next player the pile
  bool keeps_wild_cards = true;      // meld wild cards only to finish canastas
  bool times_initial_meld = true;    // meld initially in few cards or when it pays
  bool freezes_pile = true;          // discard a deuce to freeze a rich pile
  bool saves_black_threes = true;    // keep a black three as a stopper
  bool weighs_going_out = true;      // go out when it pays, not at the first chance
  bool holds_new_melds = true;       // keep pairs and triples in hand to take the pile (two sides)
  bool weighs_penalties = true;      // MA-70: a pickup that starts sevens or aces must pay for the risk
  int careless_percent = 0;          // chance of a random (non-wild) discard
  // A natural pair from the hand is spent on a pile of at least this many
  // cards (fewer: the pickup must be worth 80 more), so that it is still
  // there for a richer pile. With three sides the pile comes round less
  // rich, and a careful player takes even a small one. Measured with
  // ./tools/tournament standard beginner --games 8000 --seed 7.
  int pair_pile_minimum = 5;
  int pair_pile_minimum_three_sides = 0;
};

inline constexpr PolicyStyle kStandardStyle{};

inline constexpr PolicyStyle kBeginnerStyle{
    .weighs_danger = false,
    .keeps_wild_cards = false,
    .times_initial_meld = false,
    .freezes_pile = false,
    .saves_black_threes = false,
    .weighs_going_out = false,
    .holds_new_melds = false,
    .weighs_penalties = false,
    .careless_percent = 60,
    .pair_pile_minimum = 4,
    .pair_pile_minimum_three_sides = 4,
};

}  // namespace canasta
