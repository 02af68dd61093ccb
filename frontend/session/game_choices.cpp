#include "frontend/session/game_choices.h"

#include <algorithm>
#include <cstdlib>

#include "engine/seating.h"

namespace canasta::frontend {

namespace {

constexpr OfferedOption kClassicOptions[] = {{kOptionMinimum15, S::kOptMin15},
                                             {kOptionWildCap3, S::kOptWild3},
                                             {kOptionSixJokers, S::kOptJokers6},
                                             {kOptionTwoHandDrawTwo, S::kOptDrawTwo, 2}};
// Three packs hold the six jokers already; the rest as in Classic.
constexpr OfferedOption kThreePackOptions[] = {{kOptionMinimum15, S::kOptMin15}, {kOptionWildCap3, S::kOptWild3}};
// MA-43, MA-45, MA-60..63 and MA-70's readings ([choice] in variants.md).
constexpr OfferedOption kAmericanOptions[] = {{kOptionCleanTriple, S::kOptCleanTriple},
                                              {kOptionNoSplash, S::kOptNoSplash},
                                              {kOptionNoSpecials, S::kOptNoSpecials},
                                              {kOptionWild2500, S::kOptWild2500}};
// The Spanish pack last: six players turn it on themselves (trios).
constexpr OfferedOption kUruguayanOptions[] = {{kOptionCap7, S::kOptCap7},
                                               {kOptionAlwaysFrozen, S::kOptAlwaysFrozen},
                                               {kOptionQuick, S::kOptQuick},
                                               {kOptionTwoHandDrawTwo, S::kOptDrawTwo, 2},
                                               {kOptionCutBonus, S::kOptCutBonus},
                                               {kOptionPack216, S::kOptPack216}};

constexpr GameChoice kChoices[] = {
    {"classic", S::kClassic, S::kAboutClassic, kClassicOptions, S::kLevelsNote},
    {"threepack", S::kThreePack, S::kAboutThreePack, kThreePackOptions, S::kLevelsNote},
    {"american", S::kAmerican, S::kAboutAmerican, kAmericanOptions, S::kLevelsNoteOther},
    {"uruguayan", S::kUruguayan, S::kAboutUruguayan, kUruguayanOptions, S::kLevelsNoteOther},
};

static_assert(std::size(kClassicOptions) <= kOfferedOptions && std::size(kAmericanOptions) <= kOfferedOptions &&
              std::size(kUruguayanOptions) <= kOfferedOptions);

}  // namespace

std::span<const GameChoice> game_choices() { return kChoices; }

const GameChoice& game_choice(std::string_view variant) {
  for (const GameChoice& c : kChoices)
    if (c.variant == variant) return c;
  return kChoices[0];
}

namespace {

// The count `allows` accepts nearest to `players` (the lower on a tie).
template <typename Allows>
int nearest(int players, Allows allows) {
  if (allows(players)) return players;
  int best = players;
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
    if (allows(n) && (best == players || std::abs(n - players) < std::abs(best - players))) best = n;
  return best;
}

}  // namespace

bool partner_of_first(std::string_view variant, std::string_view options, int players, int seat) {
  const std::optional<Rules> rules = make_rules(variant, options, nullptr);
  if (!rules || seat <= 0 || seat >= players || !rules->allows(players)) return false;
  const Seating seating = make_seating(*rules, players, 0);
  return seating.side_of[static_cast<size_t>(seat)] == seating.side_of[0];
}

int allowed_players(std::string_view variant, int players) {
  const std::optional<Rules> rules = rules_preset(variant);
  if (!rules) return players;
  return nearest(players, [&](int n) { return rules->allows(n) || option_seating(*rules, n).has_value(); });
}

int seated_players(std::string_view variant, std::string_view options, int players) {
  const std::optional<Rules> rules = make_rules(variant, options, nullptr);
  if (!rules) return players;
  return nearest(players, [&](int n) { return rules->allows(n); });
}

std::string options_for_players(std::string_view variant, std::string_view options, int players) {
  const std::optional<Rules> rules = make_rules(variant, options, nullptr);
  std::optional<RuleOption> option;
  if (rules) option = option_seating(*rules, players);
  if (!option) return std::string(options);
  return std::string(options) + (options.empty() ? "" : ",") + std::string(rule_option_name(*option));
}

std::string offered_options(std::string_view variant, int players, const std::string& options) {
  const GameChoice& game = game_choice(variant);
  std::string kept;
  size_t pos = 0;
  while (pos < options.size()) {
    const size_t end = std::min(options.find(',', pos), options.size());
    const std::string_view part = std::string_view(options).substr(pos, end - pos);
    bool dropped = false;
    for (const OfferedOption& o : game.options)
      dropped = dropped || (rule_option_name(o.option) == part && !offered_at(o, players));
    if (!part.empty() && !dropped) kept += (kept.empty() ? "" : ",") + std::string(part);
    pos = end + 1;
  }
  return kept;
}

}  // namespace canasta::frontend
