#include "engine/score.h"

namespace canasta {

// MA-70: pure aces, sevens and wild melds left incomplete.
int incomplete_penalties(const Rules& rules, const std::array<Meld, kMeldSlots>& melds) {
  int penalty = 0;
  const Meld& aces = melds[meld_slot(Rank::Ace)];
  if (!aces.empty() && !aces.is_canasta(rules) && aces.wild_count() == 0) penalty += rules.incomplete_pure_aces_penalty;
  const Meld& sevens = melds[meld_slot(Rank::Seven)];
  if (!sevens.empty() && !sevens.is_canasta(rules)) penalty += rules.incomplete_sevens_penalty;
  const Meld& wild = melds[kWildSlot];
  if (!wild.empty() && !wild.is_canasta(rules))
    penalty += wild.jokers == 4 && rules.incomplete_four_jokers_penalty > 0 ? rules.incomplete_four_jokers_penalty
                                                                            : rules.incomplete_wild_penalty;
  return penalty;
}

}  // namespace canasta
