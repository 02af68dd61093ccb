#include "frontend/move_text.h"

#include "frontend/strings.h"

namespace canasta::frontend {

std::string card_label(Card card) {
  if (card.is_joker()) return "Joker";
  static constexpr const char* kSuits[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};
  std::string out = card.rank() == Rank::Ten ? "10" : std::string(1, rank_char(card.rank()));
  return out + kSuits[static_cast<int>(card.suit())];
}

std::string move_cards_label(const Move& move) {
  std::string out;
  auto add = [&out](Card c) {
    if (!out.empty() && out.back() != ' ') out += ' ';
    out += card_label(c);
  };
  if (move.kind == MoveKind::Pickup && move.has_pair) {
    add(move.pair[0]);
    add(move.pair[1]);
  }
  for (int g = 0; g < move.num_groups; ++g) {
    if (!out.empty()) out += " + ";
    const MeldGroup& group = move.groups[g];
    for (Card c : group.cards.cards(group.rank)) add(c);
  }
  return out;
}

std::string describe_move(const std::string& who, const Move& move, int pile_size) {
  switch (move.kind) {
    case MoveKind::Draw: return format(S::kDrew, who);
    case MoveKind::Pickup: return format(S::kTookPile, who, std::to_string(pile_size));
    case MoveKind::Meld: return format(S::kMelded, who, move_cards_label(move));
    case MoveKind::Discard: return format(S::kDiscarded, who, card_label(move.card));
    case MoveKind::Ask: return format(S::kAsked, who);
    case MoveKind::Yes: return format(S::kAnsweredYes, who);
    case MoveKind::No: return format(S::kAnsweredNo, who);
    case MoveKind::Pass: return format(S::kPassed, who);
  }
  return {};
}

}  // namespace canasta::frontend
