#include "engine/rules.h"

#include "engine/check.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

constexpr uint16_t rank_bit(Rank rank) { return static_cast<uint16_t>(1u << static_cast<int>(rank)); }

Rules classic_rules() { return Rules{}; }

Rules threepack_rules() {
  Rules r;
  r.variant = "threepack";
  r.decks = 3;
  r.jokers = 6;
  r.hand_size = {0, 0, 13, 13, 13, 13, 13};
  r.six_player_sides = 3;
  r.minimum_steps = {{{INT32_MIN, 0}, {0, 50}, {1500, 90}, {3000, 120}, {7000, 150}}};
  r.num_minimum_steps = 5;
  r.canastas_to_go_out = 2;
  r.two_hand_canastas_to_go_out = 2;
  r.red_three_bonus = {0, 100, 200, 300, 400, 1000, 1200};
  r.game_target = 10000;
  return r;
}

// Modern American Canasta: variants.md part A, rule by rule.
Rules american_rules() {
  Rules r;
  r.variant = "american";
  r.allowed_players = 1u << 4;                          // MA-01
  r.hand_size = {0, 0, 13, 13, 13, 13, 13};             // MA-03
  r.pile_start = PileStart::kEmpty;                     // MA-04
  r.black_threes_are_bonus = true;                      // MA-10
  r.threes_at_deal = true;                          // MA-10: at the deal
  r.red_three_bonus = {0, 100, 300, 500, 1000};         // MA-12, by colour
  r.threes_sign = ThreesSign::kTwoCanastas;             // MA-13
  r.black_threes_meldable = false;                      // MA-10
  r.max_wilds = 2;                                      // MA-20
  r.wilds_unlimited_on_canasta = false;
  r.max_meld_cards = 7;                                 // MA-20
  r.wild_needs_naturals = 5;                            // MA-21
  r.natural_only_ranks = rank_bit(Rank::Seven);         // MA-24
  r.aces_pure_unless_opening = true;                    // MA-25
  r.dead_ranks = true;                                  // MA-23
  r.wild_melds = true;                                  // MA-26
  r.wild_meld_blocks_wilds = true;
  r.natural_rank_canasta_bonus[static_cast<int>(Rank::Ace)] = 2500;  // MA-27
  r.natural_rank_canasta_bonus[static_cast<int>(Rank::Seven)] = 2500;
  r.wild_canasta_twos_bonus = 3000;
  r.wild_canasta_four_jokers_bonus = 2500;
  r.wild_canasta_mixed_bonus = 2000;
  r.wild_canasta_jokers_bonus = 2000;  // all jokers: cannot reach seven with four jokers
  r.incomplete_pure_aces_penalty = 2500;                // MA-70
  r.incomplete_sevens_penalty = 2500;
  r.incomplete_wild_penalty = 2000;
  r.held_aces_sevens_penalty = 1500;                    // MA-71
  r.meld_values_negative_without_canasta = true;        // MA-72
  r.minimum_steps = {{{INT32_MIN, 125}, {3000, 155}, {5000, 180}}};  // MA-40
  r.num_minimum_steps = 3;
  r.pickup_counts_for_minimum = false;                  // MA-42, MA-46
  r.opening_needs_pure_meld = true;                     // MA-43
  r.opening_forbids_mixed_canasta = true;               // MA-44
  r.splash = true;                                      // MA-45
  r.minimum_waiver = MinimumWaiver::kNone;
  r.bonus_cards_first_side = 4;                         // MA-41
  r.bonus_cards_second_side = 3;
  r.turn_card_reserve = 8;                              // MA-05
  r.pile_always_frozen = true;                          // MA-30
  r.forced_take_when_stock_out = false;                 // MA-55
  r.threes_never_discarded = true;                      // MA-33
  r.wild_discard_restricted = true;
  r.empty_pile_discard_rule = true;                     // MA-34
  r.bonus_cards_allow_empty_hand = true;                // MA-35
  r.canastas_to_go_out = 2;                             // MA-50
  r.two_hand_canastas_to_go_out = 2;
  r.go_out_needs_discard = true;                        // MA-51
  r.incomplete_special_melds_block_going_out = true;    // MA-52
  r.concealed_bonus = 0;                                // MA-54
  r.special_hands = true;                               // MA-60..63
  r.game_target = 8500;                                 // MA-73
  return r;
}

// Uruguayan Canasta: variants.md part B, rule by rule.
Rules uruguayan_rules() {
  Rules r;
  r.variant = "uruguayan";
  r.allowed_players = (1u << 2) | (1u << 3) | (1u << 4);  // UY-01
  r.hand_size = {0, 0, 15, 15, 15, 15, 15};              // UY-03
  r.pile_start = PileStart::kPot;                        // UY-06
  r.pot_face_down = 6;
  r.pot_prize_ranks = rank_bit(Rank::Ace) | rank_bit(Rank::Two) | rank_bit(Rank::Seven) | rank_bit(Rank::Joker);
  r.threes_at_deal = true;                           // UY-05
  r.threes_sign = ThreesSign::kHasCanasta;               // UY-45
  r.three_in_hand_penalty = 100;                         // UY-46
  r.black_threes_meldable = false;                       // UY-13
  r.black_three_canasta_wins = true;                     // UY-33 (with pack216)
  r.wilds_unlimited_on_canasta = false;                  // UY-10
  r.wilds_fewer_than_naturals = true;
  r.wild_melds = true;                                   // UY-12
  r.wild_canasta_twos_bonus = 3000;                      // UY-14
  r.wild_canasta_jokers_bonus = 3000;
  r.wild_canasta_mixed_bonus = 2000;
  r.concealed_canasta_bonus = 1000;                      // UY-15
  r.canasta_count_bonus = {{{5, 500}, {7, 2000}}};       // UY-47
  r.meld_values_negative_without_canasta = true;         // UY-44
  r.minimum_steps = {{{INT32_MIN, 15}, {0, 50}, {1500, 90}, {3000, 120}}};  // UY-30
  r.minimum_waiver = MinimumWaiver::kEarthquake;         // UY-32
  r.frozen_until_side_melds = false;                     // UY-21, UY-23
  r.first_take_needs_pair = true;                        // UY-22
  r.first_round_only_starter_takes = true;               // UY-27
  r.canastas_to_go_out = 0;                              // UY-40
  r.two_hand_canastas_to_go_out = 0;
  r.pure_canastas_to_go_out = 1;
  r.mixed_canastas_to_go_out = 1;
  r.pure_canasta_before_turn = true;                     // UY-41
  r.going_out_bonus = 200;                               // UY-43
  r.concealed_bonus = 0;
  r.game_target = 7000;                                  // UY-49
  return r;
}

constexpr std::array<RuleOption, kNumRuleOptions> kAllOptions = {
    kOptionMinimum15,     kOptionWildCap3,  kOptionSixJokers,  kOptionTwoHandDrawTwo, kOptionRedThreesAtDeal,
    kOptionThreeInHand100, kOptionCleanTriple, kOptionNoSplash, kOptionWild2500,       kOptionNoSpecials,
    kOptionCap7,          kOptionAlwaysFrozen, kOptionQuick,    kOptionPack216,
    kOptionCutBonus};

// The options each preset offers.
uint32_t preset_options(std::string_view variant) {
  if (variant == "classic")
    return kOptionMinimum15 | kOptionWildCap3 | kOptionSixJokers | kOptionTwoHandDrawTwo | kOptionRedThreesAtDeal;
  if (variant == "threepack") return kOptionMinimum15 | kOptionWildCap3 | kOptionRedThreesAtDeal;
  if (variant == "american")
    return kOptionThreeInHand100 | kOptionCleanTriple | kOptionNoSplash | kOptionWild2500 | kOptionNoSpecials;
  if (variant == "uruguayan")
    return kOptionTwoHandDrawTwo | kOptionCap7 | kOptionAlwaysFrozen | kOptionQuick | kOptionPack216 | kOptionCutBonus;
  return 0;
}

// The game's title as the catalog names it ("Modern American Canasta").
Problem preset_title(std::string_view variant) {
  if (variant == "american") return Problem::of("titleAmerican");
  if (variant == "uruguayan") return Problem::of("titleUruguayan");
  if (variant == "threepack") return Problem::of("titleThreepack");
  return Problem::of("titleClassic");
}

// "a, b and c", in the reader's words.
Problem option_list(uint32_t options) {
  std::vector<std::string> names;
  for (RuleOption option : kAllOptions)
    if (options & option) names.emplace_back(rule_option_name(option));
  return list_problem("listAnd", names);
}

void apply(Rules& rules, RuleOption option) {
  switch (option) {
    case kOptionMinimum15: rules.minimum_steps[0].minimum = 15; break;
    case kOptionWildCap3: rules.wilds_unlimited_on_canasta = false; break;
    case kOptionSixJokers: rules.jokers = 6; break;
    case kOptionTwoHandDrawTwo:
      rules.two_hand_draw_count = 2;
      if (rules.pile_start == PileStart::kPot) {
        rules.draw_count = 2;  // UY-07's other reading: everyone draws two
      } else {
        rules.two_hand_canastas_to_go_out = 2;
      }
      break;
    case kOptionRedThreesAtDeal: rules.threes_at_deal = true; break;
    case kOptionThreeInHand100: rules.three_in_hand_penalty = 100; break;
    case kOptionCleanTriple: rules.opening_pure_meld_natural_only = true; break;
    case kOptionNoSplash: rules.splash = false; break;
    case kOptionWild2500: rules.incomplete_four_jokers_penalty = 2500; break;
    case kOptionNoSpecials: rules.special_hands = false; break;
    case kOptionCap7: rules.max_meld_cards = 7; break;
    case kOptionAlwaysFrozen: rules.pile_always_frozen = true; break;
    case kOptionQuick: rules.game_target = 5000; break;
    case kOptionPack216:
      // S004: "four decks and two jokers per deck, adding up to a total of
      // 216 cards"; trios play with it (UY-01). A red three is worth 100 and
      // four 800: each one past four adds 100 (eight: 1,200).
      rules.decks = 4;
      rules.jokers = 8;
      rules.allowed_players |= 1u << 6;
      rules.red_three_bonus = {0, 100, 200, 300, 800, 900, 1000, 1100, 1200};
      break;
    case kOptionCutBonus: rules.cut_bonus = 100; break;  // S004: "a bonus of 100 points"
  }
}

}  // namespace

int Rules::minimum_count(int cumulative_score) const {
  int minimum = 0;
  for (int i = 0; i < num_minimum_steps; ++i)
    if (cumulative_score >= minimum_steps[i].from_score) minimum = minimum_steps[i].minimum;
  return minimum;
}

int Rules::red_three_total(int count) const {
  CANASTA_CHECK(count >= 0 && count < static_cast<int>(red_three_bonus.size()));
  return red_three_bonus[count];
}

std::optional<Rules> rules_preset(std::string_view name) {
  if (name == "classic") return classic_rules();
  if (name == "threepack") return threepack_rules();
  if (name == "american") return american_rules();
  if (name == "uruguayan") return uruguayan_rules();
  return std::nullopt;
}

std::string_view rule_option_name(RuleOption option) {
  switch (option) {
    case kOptionMinimum15: return "min15";
    case kOptionWildCap3: return "wild3";
    case kOptionSixJokers: return "jokers6";
    case kOptionTwoHandDrawTwo: return "drawtwo";
    case kOptionRedThreesAtDeal: return "red3deal";
    case kOptionThreeInHand100: return "three_in_hand_100";
    case kOptionCleanTriple: return "clean_triple";
    case kOptionNoSplash: return "nosplash";
    case kOptionWild2500: return "wild2500";
    case kOptionNoSpecials: return "nospecials";
    case kOptionCap7: return "cap7";
    case kOptionAlwaysFrozen: return "always_frozen";
    case kOptionQuick: return "quick";
    case kOptionPack216: return "pack216";
    case kOptionCutBonus: return "cut_bonus";
  }
  return "";
}

std::string preset_option_names(std::string_view variant) {
  std::string text;
  for (RuleOption option : kAllOptions)
    if (preset_options(variant) & option) text += (text.empty() ? "" : ",") + std::string(rule_option_name(option));
  return text;
}

std::optional<Problem> apply_rule_option(Rules& rules, std::string_view name) {
  const uint32_t offered = preset_options(rules.variant);
  for (RuleOption option : kAllOptions) {
    if (rule_option_name(option) != name) continue;
    if (!(offered & option))
      return Problem::of("rulesNoOption", {{"name", quoted(name)}})
          .with("game", preset_title(rules.variant))
          .with("options", option_list(offered));
    // Named twice is a mistake (a record or an address written by hand), not a rule.
    if (rules.options & option) return Problem::of("rulesOptionTwice", {{"name", quoted(name)}});
    apply(rules, option);
    rules.options |= option;
    return std::nullopt;
  }
  return Problem::of("rulesUnknownOption", {{"name", quoted(name)}})
      .with("game", preset_title(rules.variant))
      .with("options", option_list(offered));
}

std::string rule_options_text(const Rules& rules) {
  std::string text;
  for (RuleOption option : kAllOptions) {
    if (!(rules.options & option)) continue;
    if (!text.empty()) text += ',';
    text += rule_option_name(option);
  }
  return text;
}

std::optional<Rules> make_rules(std::string_view variant, std::string_view options, Problem* error) {
  std::optional<Rules> rules = rules_preset(variant);
  if (!rules) {
    if (error)
      *error = Problem::of("rulesUnknownVariant", {{"variant", quoted(variant)}})
                   .with("variants", list_problem("listAnd", {kPresetNames.begin(), kPresetNames.end()}));
    return std::nullopt;
  }
  for (std::string_view name : split(options, ',')) {
    if (auto problem = apply_rule_option(*rules, name)) {
      if (error) *error = std::move(*problem);
      return std::nullopt;
    }
  }
  return rules;
}

std::optional<Rules> make_rules(std::string_view variant, std::string_view options, std::string* error) {
  Problem problem;
  std::optional<Rules> rules = make_rules(variant, options, &problem);
  if (!rules && error) *error = problem.text();
  return rules;
}

std::optional<Problem> players_problem(const Rules& rules, int players) {
  if (rules.allows(players)) return std::nullopt;
  std::vector<std::string> counts;
  for (int p = kMinPlayers; p <= kMaxPlayers; ++p)
    if (rules.allows(p)) counts.push_back(std::to_string(p));
  const Problem game = preset_title(rules.variant), listed = list_problem("listOr", counts);
  if (const std::optional<RuleOption> option = option_seating(rules, players))
    return Problem::of("rulesPlayersOption", {{"players", std::to_string(players)}, {"option", std::string(rule_option_name(*option))}})
        .with("game", game)
        .with("counts", listed);
  return Problem::of("rulesPlayers").with("game", game).with("counts", listed);
}

std::optional<RuleOption> option_seating(const Rules& rules, int players) {
  if (rules.allows(players)) return std::nullopt;
  for (RuleOption option : kAllOptions) {
    if (!(preset_options(rules.variant) & option)) continue;
    Rules with = rules;
    apply(with, option);
    if (with.allows(players)) return option;
  }
  return std::nullopt;
}

}  // namespace canasta
