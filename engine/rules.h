// The rules table: every number and switch of a Canasta variant in one value.
//
// The engine reads nothing from anywhere else: a variant is a preset of this
// table, and a rule of a variant is a field whose default keeps Classic's
// behaviour. No code path asks for a variant by name.
//
// Presets (`rules_preset`):
//   classic    1950 Official Rules: 108 cards (two decks, four jokers), 2 to 6
//              players, game 5,000, one canasta to go out.
//   threepack  Three-pack Canasta: 162 cards (three decks, six jokers), 13 cards
//              a hand, game 10,000, minimum 150 from 7,000, five red threes
//              1,000 and six 1,200, two canastas to go out; six players play
//              in three partnerships of two.
//   american   Modern American Canasta (../shared/rules/variants.md, part A:
//              rule IDs MA-nn): 4 players, 13 cards, no upcard, every three a
//              bonus card, melds of at most seven cards, wild-card melds,
//              the rule of five, dead ranks, a pile always frozen, bonus
//              cards after the initial meld, two canastas and a discard to
//              go out, special hands, game 8,500.
//   uruguayan  Uruguayan Canasta (variants.md part B: UY-nn): 2 to 4 players,
//              15 cards, a face-down pot with prizes, natural cards
//              outnumbering wild ones, wild-card melds, concealed canastas,
//              a pure and a mixed canasta to close, game 7,000.
// Options (`apply_rule_option`, names as in `rule_option_name`), each for
// the presets that name it:
//   min15      (classic, threepack) minimum count 15 for a negative score
//   wild3      (classic, threepack) at most three wild cards in any meld
//   jokers6    (classic) a 110-card pack: two decks with six jokers
//   drawtwo    (classic, uruguayan) draw two cards from the stock; in classic
//              only with two players, who then need two canastas to go out
//   red3deal   (classic, threepack) dealt red threes are faced at the deal
//              instead of at each player's first turn (law 14)
//   three_in_hand_100  (american) a three left in hand costs 100 (MA-15)
//   clean_triple       (american) the initial meld's pure meld must be a
//                      natural meld, not a wild one (MA-43)
//   nosplash           (american) no splash: a canasta in the initial meld
//                      does not waive the minimum (MA-45)
//   wild2500           (american) an incomplete wild meld of four jokers
//                      costs 2,500 (MA-70)
//   nospecials         (american) no special hands (MA-60..63)
//   cap7               (uruguayan) no meld grows past seven cards (UY-11)
//   always_frozen      (uruguayan) the pot always needs a natural pair
//   quick              (uruguayan) game 5,000 (UY-49)
//   pack216            (uruguayan) the Spanish pack: four decks with two
//                      jokers each, 216 cards, for 2, 3 and 4 players, and
//                      for six in two teams of three (trios, UY-01), who
//                      play with it only; beyond four red threes each one
//                      more adds 100; its eight black threes make the
//                      canasta "a lo gusto" possible, which wins the match
//                      (UY-33)
//   cut_bonus          (uruguayan) the dealer cuts the pack before each
//                      deal; lifting exactly the cards the deal needs earns
//                      his side 100, minus 100 if it makes no canasta (UY-50)
//
// Seating (see seating.h): 2 and 3 players play alone; 4 in partnerships
// (seat mod 2); 5 as two (seats 0, 2) against three (seats 1, 3, 4), one of the
// three sitting out each deal in turn; 6 as two partnerships of three sitting
// alternately (seat mod 2) with the ordinary two-deck 108-card pack, so the
// red-three scale of four threes holds (`six_player_sides` = 2), in
// Uruguayan trios the same with the 216-card pack, or in three-pack as three
// partnerships of two (seat mod 3).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "engine/problem.h"

namespace canasta {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxSides = 3;
// Largest pack any preset or option can make: the Spanish pack of four
// decks and eight jokers (Uruguayan option pack216).
inline constexpr int kMaxPackCards = 4 * 52 + 8;

// One row of the minimum-count table: a side whose cumulative score is at
// least `from_score` (and below the next row's) needs `minimum` for its
// initial meld.
struct MinimumStep {
  int32_t from_score = 0;
  int32_t minimum = 0;
  friend bool operator==(const MinimumStep&, const MinimumStep&) = default;
};

enum RuleOption : uint32_t {
  kOptionMinimum15 = 1u << 0,         // "min15"
  kOptionWildCap3 = 1u << 1,          // "wild3"
  kOptionSixJokers = 1u << 2,         // "jokers6"
  kOptionTwoHandDrawTwo = 1u << 3,    // "drawtwo"
  kOptionRedThreesAtDeal = 1u << 4,   // "red3deal"
  kOptionThreeInHand100 = 1u << 5,    // "three_in_hand_100"
  kOptionCleanTriple = 1u << 6,       // "clean_triple"
  kOptionNoSplash = 1u << 7,          // "nosplash"
  kOptionWild2500 = 1u << 8,          // "wild2500"
  kOptionNoSpecials = 1u << 9,        // "nospecials"
  kOptionCap7 = 1u << 10,             // "cap7"
  kOptionAlwaysFrozen = 1u << 11,     // "always_frozen"
  kOptionQuick = 1u << 12,            // "quick"
  kOptionPack216 = 1u << 13,          // "pack216"
  kOptionCutBonus = 1u << 14,         // "cut_bonus"
};
inline constexpr int kNumRuleOptions = 15;

// How the side's laid-out threes count (MA-13, UY-45, law 16).
enum class ThreesSign : uint8_t {
  kMelded,       // plus if the side melded, minus if not (Classic)
  kHasCanasta,   // plus with a canasta, minus without (Uruguayan)
  kTwoCanastas,  // minus without a canasta, nothing with one, plus with two (American)
};

// Who may go out whole in the turn of the side's initial meld without the
// minimum count.
enum class MinimumWaiver : uint8_t {
  kNone,        // nobody (American: only the splash, MA-45)
  kConcealed,   // a concealed hand with a canasta of the player's own (Classic)
  kEarthquake,  // a player who drew from the stock (UY-32)
};

// How the discard pile starts.
enum class PileStart : uint8_t {
  kUpcard,  // one card turned; a wild card or red three is covered (law 13)
  kEmpty,   // no upcard: the first player must draw (MA-04)
  kPot,     // face-down cards and one face-up card, extended by prizes (UY-06)
};

struct Rules {
  // Preset name, as accepted by rules_preset (points at static storage).
  std::string_view variant = "classic";
  uint32_t options = 0;  // RuleOption bits applied on top of the preset

  // --- Table --------------------------------------------------------------
  // Bit n set: n players may play this preset.
  uint8_t allowed_players = 0b1111100;
  int decks = 2;
  int jokers = 4;
  // Cards dealt to each active player, by number of players (index 2..6).
  std::array<int8_t, kMaxPlayers + 1> hand_size = {0, 0, 15, 13, 11, 11, 11};
  // With six players: 2 = two partnerships of three (seat mod 2),
  // 3 = three partnerships of two (seat mod 3).
  int six_player_sides = 2;
  PileStart pile_start = PileStart::kUpcard;
  // kPot: face-down cards under the face-up one, and the ranks whose face-up
  // card earns one more face-down and one more face-up card (bit per Rank).
  int pot_face_down = 0;
  uint16_t pot_prize_ranks = 0;

  // Card values (law 32), indexed by static_cast<int>(Rank); red threes are
  // never melded or held, so the Three entry is the black three's value.
  std::array<int16_t, 16> rank_points = {0, 0, 20, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 20, 50};

  // --- Threes ---------------------------------------------------------------
  // Every three, black too, is a bonus card laid out like a red three (MA-10).
  bool black_threes_are_bonus = false;
  // Dealt threes are faced at the deal rather than at the holder's first turn.
  bool threes_at_deal = false;
  // Whole bonus of a side holding n red threes (law 16; the three-pack page);
  // when black threes are bonus cards too, each colour counts on its own
  // with this scale (MA-12).
  std::array<int16_t, 13> red_three_bonus = {0, 100, 200, 300, 800};
  ThreesSign threes_sign = ThreesSign::kMelded;
  // A black three left in a hand costs this instead of its card value when
  // not 0 (UY-46: 100; MA option three_in_hand_100).
  int three_in_hand_penalty = 0;
  // Black threes may be melded by a player going out (law 23).
  bool black_threes_meldable = true;
  // UY-33, "canasta a lo gusto": where black threes are otherwise never
  // melded, a canasta of black threes alone, laid whole in one move, ends
  // the deal and wins the match (see uses_black_three_canasta).
  bool black_three_canasta_wins = false;

  // --- Melds (laws 21-29) ---------------------------------------------------
  int min_meld_cards = 3;
  int min_naturals = 2;
  int max_wilds = 3;                        // in a meld that is not a canasta
  bool wilds_unlimited_on_canasta = true;   // law 25; false under option wild3
  bool wilds_fewer_than_naturals = false;   // UY-10: naturals outnumber wild cards
  int max_meld_cards = 0;                   // 0: no limit (MA-20: 7; UY option cap7)
  // Rule of five (MA-21): after the turn of the side's initial meld, wild
  // cards join a meld only when it holds at least this many naturals (0: off).
  int wild_needs_naturals = 0;
  uint16_t natural_only_ranks = 0;          // bit per Rank: never a wild card (MA-24: sevens)
  bool aces_pure_unless_opening = false;    // MA-25
  bool dead_ranks = false;                  // MA-23: a completed canasta closes its rank
  // Melds of wild cards only (MA-26, UY-12), kept in the deuces' meld slot.
  bool wild_melds = false;
  // While the side's wild meld is incomplete, no wild card joins another meld
  // (MA-26).
  bool wild_meld_blocks_wilds = false;
  int canasta_cards = 7;
  int natural_canasta_bonus = 500;
  int mixed_canasta_bonus = 300;
  // A natural canasta of these ranks earns this instead (MA-27: aces and
  // sevens 2,500); 0 = natural_canasta_bonus. Indexed by Rank.
  std::array<int16_t, 16> natural_rank_canasta_bonus = {};
  // Wild canastas: seven or more deuces, jokers only, four jokers and three
  // deuces (MA), any other mix.
  int wild_canasta_twos_bonus = 0;
  int wild_canasta_jokers_bonus = 0;
  int wild_canasta_four_jokers_bonus = 0;
  int wild_canasta_mixed_bonus = 0;
  // A canasta laid whole in one turn from the hand before the side had any
  // meld (UY-15) earns this instead of its natural or mixed bonus (0: off).
  int concealed_canasta_bonus = 0;
  // Penalties for melds left incomplete at the end (MA-70).
  int incomplete_pure_aces_penalty = 0;
  int incomplete_sevens_penalty = 0;
  int incomplete_wild_penalty = 0;
  int incomplete_four_jokers_penalty = 0;  // wild meld holding four jokers, when set
  // Each player holding three or more aces, or three or more sevens, at the
  // end costs his side this, for each rank (MA-71).
  int held_aces_sevens_penalty = 0;
  // Bonus by number of canastas, the highest reached (UY-47).
  std::array<std::array<int16_t, 2>, 2> canasta_count_bonus = {};  // {canastas, bonus}
  // Melded cards count minus when the side has no canasta (MA-72, UY-44).
  bool meld_values_negative_without_canasta = false;

  // --- Initial meld (laws 33-35) -------------------------------------------
  // Minimum count, rows in increasing from_score; the first row should start
  // at INT32_MIN.
  std::array<MinimumStep, 8> minimum_steps = {
      {{INT32_MIN, 0}, {0, 50}, {1500, 90}, {3000, 120}}};
  int num_minimum_steps = 4;
  // The pile's top card (and the pair shown with it) count toward it.
  bool pickup_counts_for_minimum = true;     // MA-42, MA-46: false
  // MA-43: the initial meld holds a pure meld of three or more: a natural
  // meld without wild cards or (unless clean_triple) a wild meld.
  bool opening_needs_pure_meld = false;
  bool opening_pure_meld_natural_only = false;
  bool opening_forbids_mixed_canasta = false;  // MA-44
  bool splash = false;  // MA-45: a whole natural or wild canasta waives the minimum
  // Bonus cards (MA-41) for the player who makes his side's initial meld
  // without the pile: this many from the stock's top after his discard,
  // added at his next turn; none once the stock holds `turn_card_reserve`
  // cards or fewer.
  int bonus_cards_first_side = 0;
  int bonus_cards_second_side = 0;
  int turn_card_reserve = 0;
  MinimumWaiver minimum_waiver = MinimumWaiver::kConcealed;

  // --- The discard pile -------------------------------------------------------
  bool pile_always_frozen = false;          // MA-30: always a natural pair
  // Law 45: with the stock exhausted, a discard that fits a meld must be
  // taken (MA-55: no forced take).
  bool forced_take_when_stock_out = true;
  bool frozen_until_side_melds = true;      // law 37
  bool first_take_needs_pair = false;       // UY-22: the first take of a deal
  bool red_three_freezes = true;            // law 38
  // Only the deal's first player may take the pot in the first round (UY-27).
  bool first_round_only_starter_takes = false;
  // Discards (MA-33, MA-34): no three; a wild card only going out or from a
  // hand of wild cards; on an empty pile no seven, ace, wild card or dead
  // rank while another card may go.
  bool threes_never_discarded = false;
  bool wild_discard_restricted = false;
  bool empty_pile_discard_rule = false;
  // MA-35: a player receiving bonus cards may discard his last card without
  // going out.
  bool bonus_cards_allow_empty_hand = false;

  // --- Going out (laws 46-49) -------------------------------------------------
  int canastas_to_go_out = 1;
  int pure_canastas_to_go_out = 0;    // UY-40: natural or all-deuce/all-joker
  int mixed_canastas_to_go_out = 0;   // UY-40
  bool pure_canasta_before_turn = false;  // UY-41
  bool go_out_needs_discard = false;      // MA-51
  // MA-52: no going out with an incomplete pure-aces, sevens or wild meld.
  bool incomplete_special_melds_block_going_out = false;
  int going_out_bonus = 100;
  int concealed_bonus = 100;  // on top of going_out_bonus
  // Special hands (MA-60..63): pagat's four, declared after a draw, and
  // what the declaring side scores for each (indexed by SpecialHand).
  bool special_hands = false;
  std::array<int16_t, 5> special_hand_bonus = {0, 3000, 2500, 2000, 2000};

  // --- Turn ---------------------------------------------------------------------
  int draw_count = 1;
  // Two-hand rule (option drawtwo), used only when exactly two play.
  int two_hand_draw_count = 1;
  int two_hand_canastas_to_go_out = 1;

  // --- Game ---------------------------------------------------------------------
  int game_target = 5000;
  // UY-50: the dealer lifts a packet off the pack before the deal (a move of
  // the Cut phase); a packet of exactly the cards dealt earns his side this,
  // or costs it this without a canasta (0: no cut).
  int cut_bonus = 0;

  // Derived numbers.
  int pack_size() const { return decks * 52 + jokers; }
  int red_threes_in_pack() const { return decks * 2; }
  int black_threes_in_pack() const { return decks * 2; }
  bool allows(int players) const {
    return players >= kMinPlayers && players <= kMaxPlayers && ((allowed_players >> players) & 1);
  }
  int points(Card card) const { return rank_points[static_cast<int>(card.rank())]; }
  int minimum_count(int cumulative_score) const;
  int draws_per_turn(int players) const {
    return players == 2 ? two_hand_draw_count : draw_count;
  }
  int canastas_needed(int players) const {
    return players == 2 ? two_hand_canastas_to_go_out : canastas_to_go_out;
  }
  int red_three_total(int count) const;
  bool is_bonus_three(Card card) const {
    return card.is_red_three() || (black_threes_are_bonus && card.is_black_three());
  }
  bool natural_only(Rank rank) const { return (natural_only_ranks >> static_cast<int>(rank)) & 1; }
  // True if a meld of `naturals` natural and `wilds` wild cards may lie on the
  // table: enough naturals and cards, the wild-card limit (any number of
  // wild cards once the naturals with three wild cards make a canasta, unless
  // option wild3), naturals outnumbering wild cards where the preset says so,
  // and the size limit. The order of additions within a turn never matters.
  bool meld_shape_ok(int naturals, int wilds) const {
    if (naturals < min_naturals || naturals + wilds < min_meld_cards) return false;
    if (max_meld_cards > 0 && naturals + wilds > max_meld_cards) return false;
    if (wilds_fewer_than_naturals && wilds >= naturals) return false;
    if (wilds <= max_wilds) return true;
    return wilds_unlimited_on_canasta && naturals + max_wilds >= canasta_cards;
  }
  // The most wild cards a meld of `naturals` natural cards may hold under
  // the same limits (negative: none, and no such meld): meld_shape_ok(n, w)
  // holds exactly when n + w >= min_meld_cards and w <= max_wilds_with(n).
  // With that least it bounds a loop over wild counts, cheaper than asking
  // meld_shape_ok of each count (which stays the quicker single question).
  int max_wilds_with(int naturals) const {
    if (naturals < min_naturals) return -1;
    int most = wilds_unlimited_on_canasta && naturals + max_wilds >= canasta_cards ? kMaxPackCards : max_wilds;
    if (wilds_fewer_than_naturals && most > naturals - 1) most = naturals - 1;
    if (max_meld_cards > 0 && most > max_meld_cards - naturals) most = max_meld_cards - naturals;
    return most;
  }
  // The wild cards a group laying `naturals` natural cards may bring to a
  // meld that holds `naturals_before` natural and `wilds_before` wild cards
  // (none: a new meld): from `least` (a group lays a card; a new meld its
  // minimum size, which a meld on the table has already) to `most` (the
  // shape's limit); none when most < least. The counts of every group the
  // move lists and the initial meld's search lay, as loop bounds.
  struct WildCounts {
    int least;
    int most;
  };
  WildCounts group_wilds(int naturals_before, int wilds_before, int naturals) const {
    const int to_minimum = min_meld_cards - naturals_before - wilds_before - naturals;
    const int one_card = naturals == 0 ? 1 : 0;  // without naturals, a wild card at least
    const int least = to_minimum > one_card ? to_minimum : one_card;
    return {least, max_wilds_with(naturals_before + naturals) - wilds_before};
  }
  // The same for a meld of wild cards only (wild_melds).
  bool wild_meld_shape_ok(int wilds) const {
    return wilds >= min_meld_cards && (max_meld_cards == 0 || wilds <= max_meld_cards);
  }
  bool is_canasta(int cards) const { return cards >= canasta_cards; }

  // Which parts of the state these rules use (the others stay at their
  // defaults, and the notation leaves their fields out, so Classic
  // positions read as they always did).
  bool uses_black_threes() const { return black_threes_are_bonus; }
  // Whether a discard may be refused for the card it is (MA-33, MA-34).
  bool restricts_discards() const { return threes_never_discarded || wild_discard_restricted || empty_pile_discard_rule; }
  bool uses_bonus_cards() const { return bonus_cards_first_side > 0; }
  bool uses_pot() const { return pile_start == PileStart::kPot; }
  bool uses_one_turn_canastas() const { return concealed_canasta_bonus > 0; }
  bool uses_pure_at_start() const { return pure_canasta_before_turn; }
  bool uses_cut() const { return cut_bonus > 0; }
  // UY-33 where the pack allows it: 108 cards hold four black threes, the
  // 216-card pack eight.
  bool uses_black_three_canasta() const {
    return black_three_canasta_wins && black_threes_in_pack() >= canasta_cards;
  }
  // Whether wild cards face limits beyond the meld's shape (MA-21..26).
  bool restricts_wild_cards() const {
    return natural_only_ranks != 0 || aces_pure_unless_opening || wild_needs_naturals > 0 || wild_meld_blocks_wilds;
  }
  // Whether the initial meld has rules beyond its count (MA-42..46).
  bool restricts_initial_meld() const {
    return opening_needs_pure_meld || opening_forbids_mixed_canasta || splash || !pickup_counts_for_minimum ||
           wild_meld_blocks_wilds;
  }
  bool uses_opened() const {
    return uses_bonus_cards() || uses_one_turn_canastas() || minimum_waiver == MinimumWaiver::kEarthquake ||
           wild_needs_naturals > 0 || aces_pure_unless_opening || uses_pure_at_start();
  }

  friend bool operator==(const Rules&, const Rules&) = default;
};

// A preset by name; nothing for an unknown name.
std::optional<Rules> rules_preset(std::string_view name);
// Names of the presets, in a fixed order.
inline constexpr std::array<std::string_view, 4> kPresetNames = {"classic", "threepack", "american",
                                                                 "uruguayan"};

// Turns on one option by name (see the list above). Returns why not for an
// unknown option or one the preset does not have (rulesUnknownOption,
// rulesNoOption: the game's title and its options as parts each reader
// words). An option already on is refused (rulesOptionTwice).
std::optional<Problem> apply_rule_option(Rules& rules, std::string_view name);
std::string_view rule_option_name(RuleOption option);
// The options turned on, comma-separated in a fixed order ("" for none).
std::string rule_options_text(const Rules& rules);
// The option names a preset accepts, comma-separated ("min15,wild3,...").
std::string preset_option_names(std::string_view variant);
// Builds a preset and applies a comma-separated option list ("" for none).
// On failure `error` gets why (rulesUnknownVariant or apply_rule_option's),
// or its English sentence, and nothing is returned.
std::optional<Rules> make_rules(std::string_view variant, std::string_view options, Problem* error);
std::optional<Rules> make_rules(std::string_view variant, std::string_view options, std::string* error);
inline std::optional<Rules> make_rules(std::string_view variant, std::string_view options, std::nullptr_t) {
  return make_rules(variant, options, static_cast<Problem*>(nullptr));
}
// Why `players` cannot play these rules (rulesPlayers: "Modern American
// Canasta is played by 4 players."; rulesPlayersOption when an option
// seats them), or nothing when they can.
std::optional<Problem> players_problem(const Rules& rules, int players);
// The option of the rules' preset that lets `players` play them when they
// cannot as they are (Uruguayan trios: pack216), or nothing.
std::optional<RuleOption> option_seating(const Rules& rules, int players);

}  // namespace canasta
