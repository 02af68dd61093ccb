// Refusals of the position notation (notation.h) for the state only the
// american and uruguayan presets have, and, in any preset, for known cards
// and the way a deal ended: each names the rule (variants.md, or the
// Classic law) that makes the position impossible. Positions may still leave cards out of
// the pack (an empty stock written as "stock="), as in Classic, so that
// scenarios stay short; what is refused is what no deal can reach whatever
// cards are left out.
#include "engine/notation_checks.h"

#include <array>

#include "engine/special_hands.h"
#include "engine/state_access.h"

namespace canasta {

namespace {

std::string seat_text(int seat) { return std::to_string(seat); }

// "K,7": the ranks of the slots whose bit is set, aces first.
std::string ranks_text(uint16_t bits) {
  std::string out;
  for (int slot = kMeldSlots - 1; slot >= 0; --slot)
    if (bits >> slot & 1) {
      if (!out.empty()) out += ',';
      out += rank_char(slot_rank(slot));
    }
  return out.empty() ? "empty" : out;
}

int bit_count(uint32_t bits) {
  int n = 0;
  for (; bits; bits &= bits - 1) ++n;
  return n;
}

bool holds_three(const CardCounts& cards) { return cards.naturals(Rank::Three) > 0; }

// The fields only some presets use, and what they hold (a catalog id).
struct PresetField {
  std::string_view key;
  bool numbered;  // followed by a seat or side: "bonus0"
  std::string_view holds;
  bool (*used)(const Rules&);
};

constexpr std::array<PresetField, 9> kPresetFields = {{
    {"bonus", true, "notationHoldsBonus", [](const Rules& r) { return r.uses_bonus_cards(); }},
    {"black3", true, "notationHoldsBlackThrees", [](const Rules& r) { return r.uses_black_threes(); }},
    {"oneturn", true, "notationHoldsOneTurn", [](const Rules& r) { return r.uses_one_turn_canastas(); }},
    {"potslots", false, "notationHoldsPotslots",
     [](const Rules& r) { return r.uses_one_turn_canastas(); }},
    {"down", false, "notationHoldsDown", [](const Rules& r) { return r.uses_pot(); }},
    {"pot", false, "notationHoldsPot", [](const Rules& r) { return r.uses_pot(); }},
    {"pure", false, "notationHoldsPure",
     [](const Rules& r) { return r.uses_pure_at_start(); }},
    {"opened", false, "notationHoldsOpened", [](const Rules& r) { return r.uses_opened(); }},
    {"special", false, "notationHoldsSpecial", [](const Rules& r) { return r.special_hands; }},
}};

}  // namespace

namespace notation {

Problem unknown_field_problem(std::string_view key) {
  for (const PresetField& f : kPresetFields) {
    const bool match = f.numbered ? key.size() == f.key.size() + 1 && key.substr(0, f.key.size()) == f.key &&
                                        key.back() >= '0' && key.back() <= '9'
                                  : key == f.key;
    if (!match) continue;
    std::string presets;
    for (std::string_view name : kPresetNames)
      if (f.used(*rules_preset(name))) presets += (presets.empty() ? "" : " and ") + std::string(name);
    // What the field holds is its cause, worded in its reader's language too.
    Problem holds = Problem::of(std::string(f.holds));
    if (key == "special")
      return Problem::because("notationFieldNoSpecials", std::move(holds), {{"field", std::string(key)}, {"presets", presets}});
    return Problem::because("notationFieldUnused", std::move(holds), {{"field", std::string(key)}, {"presets", presets}});
  }
  return Problem::of("notationUnknownField", {{"field", std::string(key)}});
}

}  // namespace notation

// The checks of unreachable_reason, each a rule a parsed position may break
// (below, with the rule it comes from), in the order they are tried.
struct StateAccess::Reachability {
  static std::optional<Problem> bonus_cards(const GameState& g);
  static std::optional<Problem> no_threes_in_pile(const GameState& g);
  static std::optional<Problem> three_drawn_last(const GameState& g);
  static std::optional<Problem> special_hand(const GameState& g);
  static std::optional<Problem> canasta_a_lo_gusto(const GameState& g);
  static std::optional<Problem> known_cards(const GameState& g);
  static std::optional<Problem> stock_ended(const GameState& g);
  static std::optional<Problem> answer_before_draw(const GameState& g);
  static std::optional<Problem> going_out(const GameState& g);
  static std::optional<Problem> pot_and_pile(const GameState& g);
  static std::optional<Problem> opened_this_turn(const GameState& g);
  static std::optional<Problem> pure_at_start(const GameState& g);
};

// MA-41: bonus cards go to the player who makes his side's initial meld
// from his hand, after his discard (so never to the player in turn), 4
// to the first side to meld and 3 to the other; they join his hand when
// his next turn begins. He laid out his threes when he melded (MA-11).
std::optional<Problem> StateAccess::Reachability::bonus_cards(const GameState& g) {
  const Rules& rules = g.rules_;
  const int players = g.seating_.players;
  const int turn = g.turn_;
  if (rules.uses_bonus_cards()) {
    const int first = rules.bonus_cards_first_side, second = rules.bonus_cards_second_side;
    std::array<int, kMaxSides> holder;
    holder.fill(-1);
    int other_holder = -1;
    for (int p = 0; p < players; ++p) {
      const int n = g.bonus_[p].size();
      if (n == 0) continue;
      const std::string key = "bonus" + seat_text(p);
      const int side = g.seating_.side_of[p];
      if (n != first && n != second)
        return Problem::of("notationBonusCount", {{"key", key}, {"count", std::to_string(n)},
                                                  {"first", std::to_string(first)}, {"second", std::to_string(second)}});
      if (p == turn) return Problem::of("notationBonusInTurn", {{"key", key}});
      if (!g.has_melded(p) || !g.has_played(p))
        return Problem::of("notationBonusMelded", {{"key", key}, {"seat", seat_text(p)}});
      if (holds_three(g.hands_[p])) return Problem::of("notationBonusThree", {{"seat", seat_text(p)}});
      bool others_melded = false;
      for (int s = 0; s < g.seating_.sides; ++s) others_melded = others_melded || (s != side && g.side_has_melded(s));
      if (first != second && n == second && !others_melded)
        return Problem::of("notationBonusSecond", {{"key", key}, {"count", std::to_string(second)}});
      if (holder[side] >= 0) return Problem::of("notationBonusTwoHolders", {{"seat", seat_text(holder[side])}, {"key", key}});
      holder[side] = p;
      if (other_holder >= 0 && first != second && g.bonus_[other_holder].size() == n)
        return Problem::of("notationBonusSameCount", {{"seat", seat_text(other_holder)}, {"key", key},
                                                      {"count", std::to_string(n)}, {"first", std::to_string(first)},
                                                      {"second", std::to_string(second)}});
      other_holder = p;
    }
  }
  return std::nullopt;
}

// MA-04, MA-10: no upcard is turned and no three is ever discarded.
std::optional<Problem> StateAccess::Reachability::no_threes_in_pile(const GameState& g) {
  const Rules& rules = g.rules_;
  if (rules.pile_start == PileStart::kEmpty && rules.threes_never_discarded)
    for (int i = 0; i < g.pile_size_; ++i)
      if (g.pile_at(i).rank() == Rank::Three)
        return Problem::of("notationPileThree");
  return std::nullopt;
}

// MA-14: a three drawn as the stock's last card ends the play at once,
// staying in the drawer's hand.
std::optional<Problem> StateAccess::Reachability::three_drawn_last(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn = g.turn_;
  if (rules.black_threes_are_bonus) {
    if (g.last_red_three_) return Problem::of("notationLastThree");
    if (g.deal_end_ == DealEnd::RedThreeLast && (g.stock_size_ > 0 || !holds_three(g.hands_[turn])))
      return Problem::of("notationThreeEnd", {{"seat", seat_text(turn)}});
  }
  return std::nullopt;
}

// MA-60, MA-61: the player in turn lays down fourteen cards that make the
// hand, his side not having melded; that is not going out concealed.
std::optional<Problem> StateAccess::Reachability::special_hand(const GameState& g) {
  const int turn = g.turn_;
  const int turn_side = g.seating_.side_of[g.turn_];
  if (g.deal_end_ == DealEnd::SpecialHand) {
    const std::string name(special_hand_name(g.special_));
    if (g.went_out_ != turn) return Problem::of("notationSpecialOut");
    if (g.side_has_melded(turn_side)) return Problem::of("notationSpecialMelded");
    if (!is_special_hand(g.special_, g.hands_[turn]))
      return Problem::of("notationSpecialNotHand", {{"seat", seat_text(turn)}, {"name", name}});
    if (g.concealed_out_) return Problem::of("notationSpecialConcealed");
  }
  return std::nullopt;
}

// UY-33: the canasta a lo gusto ends the match as it is laid, so it lies
// on the table exactly when it ended the deal, laid by the player in turn.
std::optional<Problem> StateAccess::Reachability::canasta_a_lo_gusto(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn = g.turn_;
  if (g.deal_end_ == DealEnd::BlackThreeCanasta) {
    if (!rules.uses_black_three_canasta()) return Problem::of("notationGustoRules");
    if (g.went_out_ != turn) return Problem::of("notationGustoOut");
  }
  for (int side = 0; side < g.seating_.sides; ++side) {
    const bool laid = g.melds_[side][meld_slot(Rank::Three)].is_canasta(rules);
    const bool ended = g.deal_end_ == DealEnd::BlackThreeCanasta && g.went_out_ >= 0 &&
                       g.seating_.side_of[g.went_out_] == side;
    if (laid && !ended) return Problem::of("notationGustoHolds", {{"side", std::to_string(side)}});
    if (!laid && ended) return Problem::of("notationGustoLacks", {{"side", std::to_string(side)}});
  }
  return std::nullopt;
}

// Cards known in a hand were taken with the pile, whose top card the
// taker melded (law 36, MA-30, UY-20): he has melded, and in Uruguayan the
// pot has been taken.
std::optional<Problem> StateAccess::Reachability::known_cards(const GameState& g) {
  const Rules& rules = g.rules_;
  const int players = g.seating_.players;
  for (int p = 0; p < players; ++p) {
    if (g.known_[p].empty()) continue;
    if (!g.has_melded(p)) return Problem::of("notationKnownMelded", {{"seat", seat_text(p)}});
    if (rules.uses_pot() && !g.pot_taken_) return Problem::of("notationKnownPot", {{"seat", seat_text(p)}});
  }
  return std::nullopt;
}

// Law 45 (MA-55, UY-28): a player passes only with the stock exhausted;
// law 55: a red three that ends the play was the stock's last card.
std::optional<Problem> StateAccess::Reachability::stock_ended(const GameState& g) {
  const Rules& rules = g.rules_;
  if (g.deal_end_ == DealEnd::StockExhausted && g.stock_size_ > 0)
    return Problem::of("notationStockEnd");
  if (g.deal_end_ == DealEnd::RedThreeLast && g.stock_size_ > 0 && !rules.black_threes_are_bonus)
    return Problem::of("notationRedThreeEnd");
  if (g.last_red_three_ && g.stock_size_ > 0) return Problem::of("notationLastRedThree");
  return std::nullopt;
}

// Law 50: a partner answers a question only when it may be asked, and
// before the draw nothing happens between the answer and the draw (a
// three laid out then would change the hand the question was asked on:
// found by ./tools/fuzz positions), so the question must still be one the
// player may ask.
std::optional<Problem> StateAccess::Reachability::answer_before_draw(const GameState& g) {
  const int turn = g.turn_;
  if (g.answer_ == Answer::Yes && g.phase_ == Phase::Draw) {
    GameState asked = g;
    asked.answer_ = Answer::None;
    if (!asked.validate_ask().ok())
      return Problem::of("notationYesBeforeDraw", {{"seat", seat_text(turn)}});
  }
  return std::nullopt;
}

// Going out (law 46, MA-50..52, UY-40): the player in turn melded his
// whole hand, or all of it but the discard, with the canastas his side
// needs standing.
std::optional<Problem> StateAccess::Reachability::going_out(const GameState& g) {
  const Rules& rules = g.rules_;
  const int players = g.seating_.players;
  const int turn = g.turn_;
  if (g.deal_end_ == DealEnd::WentOut) {
    const int side = g.seating_.side_of[g.went_out_];
    if (g.went_out_ != turn) return Problem::of("notationOutTurn");
    if (!g.hands_[turn].empty()) return Problem::of("notationOutHand", {{"seat", seat_text(turn)}});
    const int needed = rules.canastas_needed(players);
    if (g.canastas(side) < needed)
      return Problem::of("notationOutCanastas", {{"side", std::to_string(side)}, {"count", std::to_string(g.canastas(side))},
                                                 {"needed", std::to_string(needed)}});
    int pure = 0, mixed = 0;
    for (int slot = 0; slot < kMeldSlots; ++slot) {
      const Meld& m = g.melds_[side][slot];
      if (m.is_canasta(rules)) ++(is_pure(m, slot) ? pure : mixed);
    }
    if (pure < rules.pure_canastas_to_go_out || mixed < rules.mixed_canastas_to_go_out)
      return Problem::of("notationOutPureMixed");
    if (rules.incomplete_special_melds_block_going_out) {
      const Meld& aces = g.melds_[side][meld_slot(Rank::Ace)];
      const Meld& sevens = g.melds_[side][meld_slot(Rank::Seven)];
      const Meld& wild = g.melds_[side][kWildSlot];
      const bool pure_aces = !aces.empty() && aces.wild_count() == 0 && !aces.is_canasta(rules);
      if (pure_aces || (!sevens.empty() && !sevens.is_canasta(rules)) || (!wild.empty() && !wild.is_canasta(rules)))
        return Problem::of("notationOutIncomplete");
    }
    if (rules.go_out_needs_discard && g.pile_size_ == 0)
      return Problem::of("notationOutDiscard");
  }
  return std::nullopt;
}

// UY-06: six cards face down, one face up on them, and one more of each
// for every prize turned up; all of them lie under any discard.
std::optional<Problem> StateAccess::Reachability::pot_and_pile(const GameState& g) {
  const Rules& rules = g.rules_;
  int pot_top = -1;  // the pot's face-up top, over its face-down cards
  if (rules.uses_pot() && g.pile_down_ != 0) {
    // Each says where the face-down cards lie: down= lists them.
    const std::string count = std::to_string(rules.pot_face_down);
    for (int i = 0; i < rules.pot_face_down; ++i)
      if (!g.pile_face_down(i)) return Problem::of("notationPotDown", {{"count", count}});
    int up = rules.pot_face_down;
    for (; up < g.pile_size_ && !g.pile_face_down(up) && g.pile_face_down(up + 1); up += 2)
      if (!((rules.pot_prize_ranks >> static_cast<int>(g.pile_at(up).rank())) & 1))
        return Problem::of("notationPotPrize", {{"card", to_string(g.pile_at(up))}, {"count", count}});
    if (up >= g.pile_size_ || g.pile_face_down(up)) return Problem::of("notationPotUnder", {{"count", count}});
    for (int i = up + 1; i < g.pile_size_ && i < 64; ++i)
      if (g.pile_face_down(i)) return Problem::of("notationPotDiscard", {{"count", count}});
    pot_top = up;
  }
  // UY-05, UY-26: red threes are laid out, never discarded, so one lies face
  // up in the pile only as the pot's top turned up at the deal.
  if (rules.uses_pot() && (g.pot_taken_ || pot_top >= 0))
    for (int i = 0; i < g.pile_size_; ++i)
      if (g.pile_at(i).is_red_three() && !g.pile_face_down(i) && i != pot_top)
        return Problem::of("notationPotRedThree");
  return std::nullopt;
}

// The way the side of the player in turn made its initial meld this
// turn: every one of its melds is then new this turn, and a side whose
// melds are all new this turn made its initial meld in it.
std::optional<Problem> StateAccess::Reachability::opened_this_turn(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn_side = g.seating_.side_of[g.turn_];
  const bool before_draw = g.phase_ == Phase::Draw || (g.phase_ == Phase::Answer && g.asked_before_draw_);
  if (rules.uses_opened()) {
    uint16_t melds = 0;
    for (int slot = 0; slot < kMeldSlots; ++slot)
      if (!g.melds_[turn_side][slot].empty()) melds = static_cast<uint16_t>(melds | (1u << slot));
    const bool all_new = melds != 0 && (melds & ~g.turn_created_) == 0;
    if (g.opened_ != Opened::None && !all_new)
      return Problem::of("notationOpenedStarted");
    if (g.opened_ != Opened::None && g.turn_start_melded_) return Problem::of("notationOpenedPremelded");
    if (g.opened_ == Opened::None && all_new) return Problem::of("notationOpenedHow", {{"ranks", ranks_text(melds)}});
    // A pickup is a move of the draw phase, taking the whole pile: the pile
    // stays empty until the turn's discard.
    const bool took = g.opened_ == Opened::WithPile || g.pickup_slots_ != 0;
    if (took && (g.phase_ == Phase::Play || g.phase_ == Phase::Answer) && g.pile_size_ > 0)
      return Problem::of("notationTookPile");
  }
  if (rules.uses_one_turn_canastas()) {
    if (bit_count(g.pickup_slots_) > 1) return Problem::of("notationPotslotsOne");
    if (g.pickup_slots_ != 0 && before_draw) return Problem::of("notationPotslotsDraw");
    if (rules.uses_pot() && g.pickup_slots_ != 0 && !g.pot_taken_) return Problem::of("notationPotslotsPot");
    if (g.opened_ == Opened::WithPile && g.pickup_slots_ == 0) return Problem::of("notationOpenedPile");
    if (g.opened_ == Opened::FromHand && g.pickup_slots_ != 0) return Problem::of("notationOpenedHand");
    // UY-15: in the turn of its initial meld, every canasta the side lays
    // from its hand is concealed; before it, the side had none.
    if (g.opened_ != Opened::None) {
      uint16_t expected = 0;
      for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot)
        if ((g.turn_created_ >> slot & 1) && !(g.pickup_slots_ >> slot & 1) &&
            g.melds_[turn_side][slot].is_canasta(rules))
          expected = static_cast<uint16_t>(expected | (1u << slot));
      if (g.one_turn_canastas_[turn_side] != expected)
        return Problem::of("notationOneTurn", {{"side", std::to_string(turn_side)}, {"ranks", ranks_text(expected)}});
    }
  }
  return std::nullopt;
}

// UY-41: the pure canastas the side had when the turn began. A meld
// started this turn was not one; before the draw nothing has been laid,
// so they are exactly the side's pure canastas.
std::optional<Problem> StateAccess::Reachability::pure_at_start(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn_side = g.seating_.side_of[g.turn_];
  const bool before_draw = g.phase_ == Phase::Draw || (g.phase_ == Phase::Answer && g.asked_before_draw_);
  if (rules.uses_pure_at_start()) {
    if (g.pure_at_start_ & g.turn_created_)
      return Problem::of("notationPureStarted");
    if (before_draw) {
      uint16_t expected = 0;
      for (int slot = 0; slot < kMeldSlots; ++slot) {
        const Meld& m = g.melds_[turn_side][slot];
        if (m.is_canasta(rules) && is_pure(m, slot)) expected = static_cast<uint16_t>(expected | (1u << slot));
      }
      if (g.pure_at_start_ != expected)
        return Problem::of("notationPureMust", {{"ranks", ranks_text(expected)}});
    }
  }
  return std::nullopt;
}

std::optional<Problem> StateAccess::unreachable_reason(const GameState& g) {
  for (const auto check : {&Reachability::bonus_cards, &Reachability::no_threes_in_pile, &Reachability::three_drawn_last, &Reachability::special_hand, &Reachability::canasta_a_lo_gusto, &Reachability::known_cards, &Reachability::stock_ended, &Reachability::answer_before_draw, &Reachability::going_out, &Reachability::pot_and_pile, &Reachability::opened_this_turn, &Reachability::pure_at_start})
    if (std::optional<Problem> why = check(g)) return why;
  return std::nullopt;
}

std::optional<Problem> StateAccess::unaskable_reason(const GameState& g) {
  if (g.phase_ != Phase::Answer) return std::nullopt;
  // Nothing happens between a question and its answer, so the question must
  // still be one the player may ask: else a yes binds him to go out where no
  // move of his does (found by ./tools/fuzz positions).
  GameState asked = g;  // the moment of asking, before the question
  asked.answer_ = Answer::None;
  asked.phase_ = g.asked_before_draw_ ? Phase::Draw : Phase::Play;
  const Verdict v = asked.validate_ask();
  if (v.ok()) return std::nullopt;
  const char* id = g.asked_before_draw_ ? "notationAskBeforeDraw" : "notationAskAfterDraw";
  return Problem::because(id, verdict_problem(v), {{"seat", seat_text(g.turn_)}});
}

}  // namespace canasta
