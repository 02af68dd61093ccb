#include "engine/rules.h"

#include "engine/check.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

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

constexpr std::array<RuleOption, kNumRuleOptions> kAllOptions = {
    kOptionMinimum15, kOptionWildCap3, kOptionSixJokers, kOptionTwoHandDrawTwo, kOptionRedThreesAtDeal};

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
  return std::nullopt;
}

std::string_view rule_option_name(RuleOption option) {
  switch (option) {
    case kOptionMinimum15: return "min15";
    case kOptionWildCap3: return "wild3";
    case kOptionSixJokers: return "jokers6";
    case kOptionTwoHandDrawTwo: return "drawtwo";
    case kOptionRedThreesAtDeal: return "red3deal";
  }
  return "";
}

std::optional<std::string> apply_rule_option(Rules& rules, std::string_view name) {
  for (RuleOption option : kAllOptions) {
    if (rule_option_name(option) != name) continue;
    switch (option) {
      case kOptionMinimum15:
        rules.minimum_steps[0].minimum = 15;
        break;
      case kOptionWildCap3:
        rules.wilds_unlimited_on_canasta = false;
        break;
      case kOptionSixJokers:
        if (rules.decks != 2)
          return std::string("The six-joker pack is an option of two-deck Canasta only.");
        rules.jokers = 6;
        break;
      case kOptionTwoHandDrawTwo:
        rules.two_hand_draw_count = 2;
        rules.two_hand_canastas_to_go_out = 2;
        break;
      case kOptionRedThreesAtDeal:
        rules.red_threes_at_deal = true;
        break;
    }
    rules.options |= option;
    return std::nullopt;
  }
  return "Unknown rule option " + quoted(name) +
         ": the options are min15, wild3, jokers6, drawtwo and red3deal.";
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

std::optional<Rules> make_rules(std::string_view variant, std::string_view options,
                                std::string* error) {
  std::optional<Rules> rules = rules_preset(variant);
  if (!rules) {
    if (error)
      *error = "Unknown variant \"" + std::string(variant) +
               "\": the variants are classic and threepack.";
    return std::nullopt;
  }
  while (!options.empty()) {
    const size_t comma = options.find(',');
    const std::string_view name = options.substr(0, comma);
    options = comma == std::string_view::npos ? std::string_view() : options.substr(comma + 1);
    if (auto problem = apply_rule_option(*rules, name)) {
      if (error) *error = *problem;
      return std::nullopt;
    }
  }
  return rules;
}

}  // namespace canasta
