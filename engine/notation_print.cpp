// Printing the position notation (notation.h): every field in canonical
// order, defaults included; fields of rules a preset does not use are left
// out.
#include "engine/notation.h"
#include "engine/notation_names.h"
#include "engine/state_access.h"

namespace canasta {

using namespace notation;

namespace {

std::string flag(bool b) { return b ? "1" : "0"; }

// "0,2": the seats whose bit is set.
std::string seat_list(uint8_t bits, int players) {
  std::string out;
  for (int p = 0; p < players; ++p)
    if (bits >> p & 1) out += (out.empty() ? "" : ",") + std::to_string(p);
  return out;
}

// "K,7,2": the ranks of the meld slots whose bit is set, aces first.
std::string slot_list(uint16_t bits) {
  std::string out;
  for (int slot = kMeldSlots - 1; slot >= 0; --slot)
    if (bits >> slot & 1) {
      if (!out.empty()) out += ',';
      out += rank_char(slot_rank(slot));
    }
  return out;
}

}  // namespace

std::string to_notation(const GameState& state) { return StateAccess::print(state); }

std::string StateAccess::print(const GameState& g) {
  const Rules& rules = g.rules_;
  const int players = g.seating_.players;
  const int sides = g.seating_.sides;
  std::string out = "variant=" + std::string(rules.variant);
  out += " options=" + rule_options_text(rules);
  out += " players=" + std::to_string(players);
  out += " deal=" + std::to_string(g.deal_number_);
  out += " dealer=" + std::to_string(g.dealer_);
  out += " turn=" + std::to_string(g.turn_);
  out += " phase=" + std::string(kPhaseNames[static_cast<int>(g.phase_)]);
  out += " answer=" + std::string(kAnswerNames[static_cast<int>(g.answer_)]);
  out += " askdraw=" + flag(g.asked_before_draw_);
  out += " scores=";
  for (int s = 0; s < sides; ++s) out += (s ? "," : "") + std::to_string(g.scores_[s]);
  for (int p = 0; p < players; ++p) out += " hand" + std::to_string(p) + "=" + cards_to_string(g.hands_[p].cards());
  for (int p = 0; p < players; ++p) out += " known" + std::to_string(p) + "=" + cards_to_string(g.known_[p].cards());
  if (rules.uses_bonus_cards())
    for (int p = 0; p < players; ++p) out += " bonus" + std::to_string(p) + "=" + cards_to_string(g.bonus_[p].cards());
  for (int s = 0; s < sides; ++s) {
    out += " melds" + std::to_string(s) + "=";
    bool first = true;
    for (int slot = kMeldSlots - 1; slot >= 0; --slot) {
      const Meld& m = g.melds_[s][slot];
      if (m.empty()) continue;
      if (!first) out += '/';
      first = false;
      out += cards_to_string(m.cards(slot_rank(slot)));
    }
  }
  for (int s = 0; s < sides; ++s) out += " red3" + std::to_string(s) + "=" + cards_to_string(g.red_three_cards(s));
  if (rules.uses_black_threes())
    for (int s = 0; s < sides; ++s)
      out += " black3" + std::to_string(s) + "=" + cards_to_string(g.black_three_cards(s));
  if (rules.uses_one_turn_canastas())
    for (int s = 0; s < sides; ++s) out += " oneturn" + std::to_string(s) + "=" + slot_list(g.one_turn_canastas_[s]);
  out += " pile=" + cards_to_string(g.pile_cards());
  if (rules.uses_pot()) {
    std::string down;
    for (int i = 0; i < g.pile_size_; ++i)
      if (g.pile_face_down(i)) down += (down.empty() ? "" : ",") + std::to_string(i);
    out += " down=" + down + " pot=" + flag(g.pot_taken_);
  }
  if (rules.uses_cut()) out += " cut=" + std::to_string(g.cut_);
  out += " stock=" + cards_to_string(g.stock_cards());
  out += " melded=" + seat_list(g.melded_seats_, players);
  out += " played=" + seat_list(g.played_seats_, players);
  out += " started=" + slot_list(g.turn_created_);
  out += " added=" + flag(g.turn_touched_);
  out += " premelded=" + flag(g.turn_start_melded_);
  if (rules.uses_opened()) out += " opened=" + std::string(kOpenedNames[static_cast<int>(g.opened_)]);
  if (rules.uses_pure_at_start()) out += " pure=" + slot_list(g.pure_at_start_);
  if (rules.uses_one_turn_canastas()) out += " potslots=" + slot_list(g.pickup_slots_);
  out += " lastred3=" + flag(g.last_red_three_);
  out += " out=" + (g.went_out_ < 0 ? std::string("-") : std::to_string(g.went_out_));
  out += " concealed=" + flag(g.concealed_out_);
  out += " end=" + std::string(kEndNames[static_cast<int>(g.deal_end_)]);
  if (rules.special_hands)
    out += " special=" + (g.special_ == SpecialHand::None ? std::string("-")
                                                           : std::string(special_hand_name(g.special_)));
  out += " seed=" + std::to_string(g.seed_);
  return out;
}

}  // namespace canasta
