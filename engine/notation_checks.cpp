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

// The fields only some presets use, and what they hold.
struct PresetField {
  std::string_view key;
  bool numbered;  // followed by a seat or side: "bonus0"
  std::string_view holds;
  bool (*used)(const Rules&);
};

constexpr std::array<PresetField, 9> kPresetFields = {{
    {"bonus", true, "bonus cards set aside (MA-41)", [](const Rules& r) { return r.uses_bonus_cards(); }},
    {"black3", true, "black threes laid out (MA-10)", [](const Rules& r) { return r.uses_black_threes(); }},
    {"oneturn", true, "concealed canastas (UY-15)", [](const Rules& r) { return r.uses_one_turn_canastas(); }},
    {"potslots", false, "the meld that took the pot's top this turn (UY-15)",
     [](const Rules& r) { return r.uses_one_turn_canastas(); }},
    {"down", false, "the pot's face-down cards (UY-06)", [](const Rules& r) { return r.uses_pot(); }},
    {"pot", false, "whether the pot was taken this deal (UY-22)", [](const Rules& r) { return r.uses_pot(); }},
    {"pure", false, "the pure canastas at the turn's start (UY-41)",
     [](const Rules& r) { return r.uses_pure_at_start(); }},
    {"opened", false, "how the initial meld was made this turn", [](const Rules& r) { return r.uses_opened(); }},
    {"special", false, "the special hand declared (MA-60)", [](const Rules& r) { return r.special_hands; }},
}};

}  // namespace

namespace notation {

std::string unknown_field_error(std::string_view key) {
  for (const PresetField& f : kPresetFields) {
    const bool match = f.numbered ? key.size() == f.key.size() + 1 && key.substr(0, f.key.size()) == f.key &&
                                        key.back() >= '0' && key.back() <= '9'
                                  : key == f.key;
    if (!match) continue;
    std::string presets;
    for (std::string_view name : kPresetNames)
      if (f.used(*rules_preset(name))) presets += (presets.empty() ? "" : " and ") + std::string(name);
    return "Field \"" + std::string(key) + "\" is not used by these rules (it holds " + std::string(f.holds) +
           ", a rule of " + presets + " only" + (key == "special" ? ", without option nospecials)." : ").");
  }
  return "Unknown field \"" + std::string(key) + "\".";
}

}  // namespace notation

// The checks of unreachable_reason, each a rule a parsed position may break
// (below, with the rule it comes from), in the order they are tried.
struct StateAccess::Reachability {
  static std::optional<std::string> bonus_cards(const GameState& g);
  static std::optional<std::string> no_threes_in_pile(const GameState& g);
  static std::optional<std::string> three_drawn_last(const GameState& g);
  static std::optional<std::string> special_hand(const GameState& g);
  static std::optional<std::string> canasta_a_lo_gusto(const GameState& g);
  static std::optional<std::string> known_cards(const GameState& g);
  static std::optional<std::string> stock_ended(const GameState& g);
  static std::optional<std::string> answer_before_draw(const GameState& g);
  static std::optional<std::string> going_out(const GameState& g);
  static std::optional<std::string> pot_and_pile(const GameState& g);
  static std::optional<std::string> opened_this_turn(const GameState& g);
  static std::optional<std::string> pure_at_start(const GameState& g);
};

// MA-41: bonus cards go to the player who makes his side's initial meld
// from his hand, after his discard (so never to the player in turn), 4
// to the first side to meld and 3 to the other; they join his hand when
// his next turn begins. He laid out his threes when he melded (MA-11).
std::optional<std::string> StateAccess::Reachability::bonus_cards(const GameState& g) {
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
        return key + " holds " + std::to_string(n) + " cards: the player who makes his side's initial meld sets aside " +
               std::to_string(first) + " bonus cards, or " + std::to_string(second) +
               " when the other side has melded (MA-41).";
      if (p == turn)
        return key + ": the player in turn has no bonus cards set aside; they join his hand when his turn begins "
                     "(MA-41).";
      if (!g.has_melded(p) || !g.has_played(p))
        return key + ": bonus cards are set aside after the discard of the player who made his side's initial meld "
                     "(MA-41), so melded= and played= list seat " + seat_text(p) + ".";
      if (holds_three(g.hands_[p]))
        return "hand" + seat_text(p) + " holds a three while bonus cards are set aside for it: the player who melded "
               "laid out his threes (MA-11).";
      bool others_melded = false;
      for (int s = 0; s < g.seating_.sides; ++s) others_melded = others_melded || (s != side && g.side_has_melded(s));
      if (first != second && n == second && !others_melded)
        return key + " holds " + std::to_string(second) + " cards, the count for the second side to meld, but no "
               "other side has melded (MA-41).";
      if (holder[side] >= 0)
        return "bonus" + seat_text(holder[side]) + " and " + key +
               ": only the player who makes his side's initial meld gets bonus cards (MA-41).";
      holder[side] = p;
      if (other_holder >= 0 && first != second && g.bonus_[other_holder].size() == n)
        return "bonus" + seat_text(other_holder) + " and " + key + " both hold " + std::to_string(n) +
               " cards: the first side to meld gets " + std::to_string(first) + " and the other " +
               std::to_string(second) + " (MA-41).";
      other_holder = p;
    }
  }
  return std::nullopt;
}

// MA-04, MA-10: no upcard is turned and no three is ever discarded.
std::optional<std::string> StateAccess::Reachability::no_threes_in_pile(const GameState& g) {
  const Rules& rules = g.rules_;
  if (rules.pile_start == PileStart::kEmpty && rules.threes_never_discarded)
    for (int i = 0; i < g.pile_size_; ++i)
      if (g.pile_at(i).rank() == Rank::Three)
        return std::string("The pile holds a three: no upcard is turned and threes are never discarded (MA-04, "
                           "MA-10).");
  return std::nullopt;
}

// MA-14: a three drawn as the stock's last card ends the play at once,
// staying in the drawer's hand.
std::optional<std::string> StateAccess::Reachability::three_drawn_last(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn = g.turn_;
  if (rules.black_threes_are_bonus) {
    if (g.last_red_three_)
      return std::string("lastred3=1 does not happen here: a three drawn as the stock's last card ends the play at "
                         "once (MA-14), end=red3.");
    if (g.deal_end_ == DealEnd::RedThreeLast && (g.stock_size_ > 0 || !holds_three(g.hands_[turn])))
      return "end=red3: the play ended on a three drawn as the stock's last card (MA-14), so the stock is empty "
             "and the three is in hand" + seat_text(turn) + ".";
  }
  return std::nullopt;
}

// MA-60, MA-61: the player in turn lays down fourteen cards that make the
// hand, his side not having melded; that is not going out concealed.
std::optional<std::string> StateAccess::Reachability::special_hand(const GameState& g) {
  const int turn = g.turn_;
  const int turn_side = g.seating_.side_of[g.turn_];
  if (g.deal_end_ == DealEnd::SpecialHand) {
    const std::string name(special_hand_name(g.special_));
    if (g.went_out_ != turn) return std::string("end=special: out= names the player in turn, who declared it.");
    if (g.side_has_melded(turn_side))
      return "end=special: a special hand is declared only by a player whose side has not melded (MA-60).";
    if (!is_special_hand(g.special_, g.hands_[turn]))
      return "end=special: hand" + seat_text(turn) + " is not the special hand " + name + " (MA-61).";
    if (g.concealed_out_) return std::string("end=special: declaring a special hand is not going out concealed.");
  }
  return std::nullopt;
}

// UY-33: the canasta a lo gusto ends the match as it is laid, so it lies
// on the table exactly when it ended the deal, laid by the player in turn.
std::optional<std::string> StateAccess::Reachability::canasta_a_lo_gusto(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn = g.turn_;
  if (g.deal_end_ == DealEnd::BlackThreeCanasta) {
    if (!rules.uses_black_three_canasta())
      return std::string("end=gusto: the canasta a lo gusto is played in Uruguayan with the 216-card pack (UY-33).");
    if (g.went_out_ != turn) return std::string("end=gusto: out= names the player in turn, who laid it.");
  }
  for (int side = 0; side < g.seating_.sides; ++side) {
    const bool laid = g.melds_[side][meld_slot(Rank::Three)].is_canasta(rules);
    const bool ended = g.deal_end_ == DealEnd::BlackThreeCanasta && g.went_out_ >= 0 &&
                       g.seating_.side_of[g.went_out_] == side;
    if (laid != ended)
      return "melds" + std::to_string(side) + (laid ? " holds" : " lacks") +
             " the canasta of black threes, which lies on the table exactly when it ended the deal (end=gusto) "
             "(UY-33).";
  }
  return std::nullopt;
}

// Cards known in a hand were taken with the pile, whose top card the
// taker melded (law 36, MA-30, UY-20): he has melded, and in Uruguayan the
// pot has been taken.
std::optional<std::string> StateAccess::Reachability::known_cards(const GameState& g) {
  const Rules& rules = g.rules_;
  const int players = g.seating_.players;
  for (int p = 0; p < players; ++p) {
    if (g.known_[p].empty()) continue;
    if (!g.has_melded(p))
      return "known" + seat_text(p) + " lists cards taken with the pile, whose taker melded its top card, so "
             "melded= lists seat " + seat_text(p) + ".";
    if (rules.uses_pot() && !g.pot_taken_)
      return "known" + seat_text(p) + " lists cards taken with the pot, so pot=1 (UY-20).";
  }
  return std::nullopt;
}

// Law 45 (MA-55, UY-28): a player passes only with the stock exhausted;
// law 55: a red three that ends the play was the stock's last card.
std::optional<std::string> StateAccess::Reachability::stock_ended(const GameState& g) {
  const Rules& rules = g.rules_;
  if (g.deal_end_ == DealEnd::StockExhausted && g.stock_size_ > 0)
    return std::string("end=stock: the play ended with the stock exhausted, so stock= is empty.");
  if (g.deal_end_ == DealEnd::RedThreeLast && g.stock_size_ > 0 && !rules.black_threes_are_bonus)
    return std::string("end=red3: the play ended on a red three drawn as the stock's last card, so stock= is "
                       "empty.");
  if (g.last_red_three_ && g.stock_size_ > 0)
    return std::string("lastred3=1: the player drew a red three as the stock's last card, so stock= is empty.");
  return std::nullopt;
}

// Law 50: a partner answers a question only when it may be asked, and
// before the draw nothing happens between the answer and the draw (a
// three laid out then would change the hand the question was asked on:
// found by ./tools/fuzz positions), so the question must still be one the
// player may ask.
std::optional<std::string> StateAccess::Reachability::answer_before_draw(const GameState& g) {
  const int turn = g.turn_;
  if (g.answer_ == Answer::Yes && g.phase_ == Phase::Draw) {
    GameState asked = g;
    asked.answer_ = Answer::None;
    if (!asked.validate_ask().ok())
      return "answer=yes before the draw: seat " + seat_text(turn) +
             " could not have asked, since no draw or pickup of his goes out (law 50).";
  }
  return std::nullopt;
}

// Going out (law 46, MA-50..52, UY-40): the player in turn melded his
// whole hand, or all of it but the discard, with the canastas his side
// needs standing.
std::optional<std::string> StateAccess::Reachability::going_out(const GameState& g) {
  const Rules& rules = g.rules_;
  const int players = g.seating_.players;
  const int turn = g.turn_;
  if (g.deal_end_ == DealEnd::WentOut) {
    const int side = g.seating_.side_of[g.went_out_];
    const std::string end = "end=out: ";
    if (g.went_out_ != turn) return end + "out= names the player in turn, who went out.";
    if (!g.hands_[turn].empty()) return end + "hand" + seat_text(turn) + " is empty, since its player went out.";
    const int needed = rules.canastas_needed(players);
    if (g.canastas(side) < needed)
      return end + "side " + std::to_string(side) + " has " + std::to_string(g.canastas(side)) +
             " canastas, and going out needs " + std::to_string(needed) + ".";
    int pure = 0, mixed = 0;
    for (int slot = 0; slot < kMeldSlots; ++slot) {
      const Meld& m = g.melds_[side][slot];
      if (m.is_canasta(rules)) ++(is_pure(m, slot) ? pure : mixed);
    }
    if (pure < rules.pure_canastas_to_go_out || mixed < rules.mixed_canastas_to_go_out)
      return end + "going out needs a pure and a mixed canasta on the side (UY-40).";
    if (rules.incomplete_special_melds_block_going_out) {
      const Meld& aces = g.melds_[side][meld_slot(Rank::Ace)];
      const Meld& sevens = g.melds_[side][meld_slot(Rank::Seven)];
      const Meld& wild = g.melds_[side][kWildSlot];
      const bool pure_aces = !aces.empty() && aces.wild_count() == 0 && !aces.is_canasta(rules);
      if (pure_aces || (!sevens.empty() && !sevens.is_canasta(rules)) || (!wild.empty() && !wild.is_canasta(rules)))
        return end + "no side goes out with an incomplete meld of pure aces, sevens or wild cards (MA-52).";
    }
    if (rules.go_out_needs_discard && g.pile_size_ == 0)
      return end + "the player went out with a discard (MA-51), so the pile is not empty.";
  }
  return std::nullopt;
}

// UY-06: six cards face down, one face up on them, and one more of each
// for every prize turned up; all of them lie under any discard.
std::optional<std::string> StateAccess::Reachability::pot_and_pile(const GameState& g) {
  const Rules& rules = g.rules_;
  int pot_top = -1;  // the pot's face-up top, over its face-down cards
  if (rules.uses_pot() && g.pile_down_ != 0) {
    const std::string why = " (UY-06): down= lists the bottom " + std::to_string(rules.pot_face_down) +
                            " positions and the one above each prize turned up.";
    for (int i = 0; i < rules.pot_face_down; ++i)
      if (!g.pile_face_down(i)) return "The pot lies " + std::to_string(rules.pot_face_down) + " cards face down" + why;
    int up = rules.pot_face_down;
    for (; up < g.pile_size_ && !g.pile_face_down(up) && g.pile_face_down(up + 1); up += 2)
      if (!((rules.pot_prize_ranks >> static_cast<int>(g.pile_at(up).rank())) & 1))
        return "A face-down card lies on " + to_string(g.pile_at(up)) + ", which is not a prize" + why;
    if (up >= g.pile_size_ || g.pile_face_down(up))
      return "The pot's face-down cards lie under a face-up one" + why;
    for (int i = up + 1; i < g.pile_size_ && i < 64; ++i)
      if (g.pile_face_down(i)) return "A discard lies face down in the pile" + why;
    pot_top = up;
  }
  // UY-05, UY-26: red threes are laid out, never discarded, so one lies face
  // up in the pile only as the pot's top turned up at the deal.
  if (rules.uses_pot() && (g.pot_taken_ || pot_top >= 0))
    for (int i = 0; i < g.pile_size_; ++i)
      if (g.pile_at(i).is_red_three() && !g.pile_face_down(i) && i != pot_top)
        return std::string("A red three lies face up in the pile where no discard puts it: red threes are laid out, "
                           "never discarded (UY-05); one shows only as the pot's top turned up at the deal.");
  return std::nullopt;
}

// The way the side of the player in turn made its initial meld this
// turn: every one of its melds is then new this turn, and a side whose
// melds are all new this turn made its initial meld in it.
std::optional<std::string> StateAccess::Reachability::opened_this_turn(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn_side = g.seating_.side_of[g.turn_];
  const bool before_draw = g.phase_ == Phase::Draw || (g.phase_ == Phase::Answer && g.asked_before_draw_);
  if (rules.uses_opened()) {
    uint16_t melds = 0;
    for (int slot = 0; slot < kMeldSlots; ++slot)
      if (!g.melds_[turn_side][slot].empty()) melds = static_cast<uint16_t>(melds | (1u << slot));
    const bool all_new = melds != 0 && (melds & ~g.turn_created_) == 0;
    if (g.opened_ != Opened::None && !all_new)
      return std::string("opened= says the side in turn made its first meld this turn, so started= names every one "
                         "of its melds.");
    if (g.opened_ != Opened::None && g.turn_start_melded_)
      return std::string("opened= says the side in turn had not melded before this turn, so premelded=0.");
    if (g.opened_ == Opened::None && all_new)
      return "started= names every meld of the side in turn (" + ranks_text(melds) +
             "), so it made its first meld this turn: opened= says how (hand or pile).";
    // A pickup is a move of the draw phase, taking the whole pile: the pile
    // stays empty until the turn's discard.
    const bool took = g.opened_ == Opened::WithPile || g.pickup_slots_ != 0;
    if (took && (g.phase_ == Phase::Play || g.phase_ == Phase::Answer) && g.pile_size_ > 0)
      return std::string("The player in turn took the pile this turn (opened=pile or potslots=), so it is empty "
                         "until his discard.");
  }
  if (rules.uses_one_turn_canastas()) {
    if (bit_count(g.pickup_slots_) > 1) return std::string("potslots= names one rank at most: a turn takes the pot once.");
    if (g.pickup_slots_ != 0 && before_draw)
      return std::string("potslots= names a meld that took the pot's top this turn, which is not taken before the "
                         "draw.");
    if (rules.uses_pot() && g.pickup_slots_ != 0 && !g.pot_taken_)
      return std::string("potslots= says the pot was taken this turn, so pot=1.");
    if (g.opened_ == Opened::WithPile && g.pickup_slots_ == 0)
      return std::string("opened=pile: potslots= names the meld that took the pot's top.");
    if (g.opened_ == Opened::FromHand && g.pickup_slots_ != 0)
      return std::string("opened=hand: the side opened without the pot, and the pot is taken only before any meld "
                         "of the turn, so potslots= is empty.");
    // UY-15: in the turn of its initial meld, every canasta the side lays
    // from its hand is concealed; before it, the side had none.
    if (g.opened_ != Opened::None) {
      uint16_t expected = 0;
      for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot)
        if ((g.turn_created_ >> slot & 1) && !(g.pickup_slots_ >> slot & 1) &&
            g.melds_[turn_side][slot].is_canasta(rules))
          expected = static_cast<uint16_t>(expected | (1u << slot));
      if (g.one_turn_canastas_[turn_side] != expected)
        return "oneturn" + std::to_string(turn_side) + " must be " + ranks_text(expected) +
               ": the side opened this turn, and the canastas it laid from the hand in it are concealed (UY-15).";
    }
  }
  return std::nullopt;
}

// UY-41: the pure canastas the side had when the turn began. A meld
// started this turn was not one; before the draw nothing has been laid,
// so they are exactly the side's pure canastas.
std::optional<std::string> StateAccess::Reachability::pure_at_start(const GameState& g) {
  const Rules& rules = g.rules_;
  const int turn_side = g.seating_.side_of[g.turn_];
  const bool before_draw = g.phase_ == Phase::Draw || (g.phase_ == Phase::Answer && g.asked_before_draw_);
  if (rules.uses_pure_at_start()) {
    if (g.pure_at_start_ & g.turn_created_)
      return std::string("pure= names a meld started this turn (started=), which was no canasta when it began.");
    if (before_draw) {
      uint16_t expected = 0;
      for (int slot = 0; slot < kMeldSlots; ++slot) {
        const Meld& m = g.melds_[turn_side][slot];
        if (m.is_canasta(rules) && is_pure(m, slot)) expected = static_cast<uint16_t>(expected | (1u << slot));
      }
      if (g.pure_at_start_ != expected)
        return "pure= must be " + ranks_text(expected) +
               ": before the draw the pure canastas of the side in turn are those it had when the turn began "
               "(UY-41).";
    }
  }
  return std::nullopt;
}

std::optional<std::string> StateAccess::unreachable_reason(const GameState& g) {
  for (const auto check : {&Reachability::bonus_cards, &Reachability::no_threes_in_pile, &Reachability::three_drawn_last, &Reachability::special_hand, &Reachability::canasta_a_lo_gusto, &Reachability::known_cards, &Reachability::stock_ended, &Reachability::answer_before_draw, &Reachability::going_out, &Reachability::pot_and_pile, &Reachability::opened_this_turn, &Reachability::pure_at_start})
    if (std::optional<std::string> why = check(g)) return why;
  return std::nullopt;
}

std::optional<std::string> StateAccess::unaskable_reason(const GameState& g) {
  if (g.phase_ != Phase::Answer) return std::nullopt;
  // Nothing happens between a question and its answer, so the question must
  // still be one the player may ask: else a yes binds him to go out where no
  // move of his does (found by ./tools/fuzz positions).
  GameState asked = g;  // the moment of asking, before the question
  asked.answer_ = Answer::None;
  asked.phase_ = g.asked_before_draw_ ? Phase::Draw : Phase::Play;
  const Verdict v = asked.validate_ask();
  if (v.ok()) return std::nullopt;
  const std::string when = g.asked_before_draw_ ? "before the draw" : "after the draw";
  return "phase=ask: seat " + seat_text(g.turn_) + " could not have asked " + when + " (law 50). " +
         explain(v);
}

}  // namespace canasta
