#include "frontend/words/move_text.h"

#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string rank_text(Rank rank) { return rank == Rank::Ten ? "10" : std::string(1, rank_char(rank)); }

std::string card_label(Card card) {
  if (card.is_joker()) return tr(S::kJoker);
  static constexpr const char* kSuits[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};
  return rank_text(card.rank()) + kSuits[static_cast<int>(card.suit())];
}

std::string special_hand_label(SpecialHand hand) {
  switch (hand) {
    case SpecialHand::Straight: return tr(S::kSpecialStraight);
    case SpecialHand::Pairs: return tr(S::kSpecialPairs);
    case SpecialHand::WildPairs: return tr(S::kSpecialWildPairs);
    case SpecialHand::Garbage: return tr(S::kSpecialGarbage);
    case SpecialHand::None: break;
  }
  return "";
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

std::string describe_move(const std::string& who, const Move& move, int pile_size, Voice voice) {
  // The strings of each voice lie in the same order (strings.h).
  static constexpr S kThird[] = {S::kDrew, S::kTookPile, S::kMelded, S::kDiscarded,
                                 S::kAsked, S::kAnsweredYes, S::kAnsweredNo, S::kPassed};
  static constexpr S kYou[] = {S::kYouDrew, S::kYouTookPile, S::kYouMelded, S::kYouDiscarded,
                               S::kYouAsked, S::kYouSaidYes, S::kYouSaidNo, S::kYouPassed};
  static constexpr S kAdvice[] = {S::kDoDraw, S::kDoTakePile, S::kDoMeld, S::kDoDiscard,
                                  S::kDoAsk, S::kDoYes, S::kDoNo, S::kDoPass};
  const S* ids = voice == Voice::kThird ? kThird : voice == Voice::kYou ? kYou : kAdvice;
  auto say = [&](int k, std::string_view detail = {}) {
    // Third-person sentences name the player first ({0}); the others start at the detail.
    return voice == Voice::kThird ? format(ids[k], who, detail) : format(ids[k], detail);
  };
  switch (move.kind) {
    case MoveKind::Draw: return say(0);
    case MoveKind::Pickup: {
      if (voice == Voice::kAdvice) return say(1);
      const std::string n = std::to_string(pile_size);
      if (voice == Voice::kThird) return format(plural_of(S::kTookPile, S::kTookPileOne, pile_size), who, n);
      return format(plural_of(S::kYouTookPile, S::kYouTookPileOne, pile_size), n);
    }
    case MoveKind::Meld: return say(2, move_cards_label(move));
    case MoveKind::Discard: return say(3, card_label(move.card));
    case MoveKind::Ask: return say(4);
    case MoveKind::Yes: return say(5);
    case MoveKind::No: return say(6);
    case MoveKind::Pass: return say(7);
    case MoveKind::Declare: {
      const std::string hand = special_hand_label(move.special);
      if (voice == Voice::kThird) return format(S::kDeclared, who, hand);
      return format(voice == Voice::kYou ? S::kYouDeclared : S::kDoDeclare, hand);
    }
    case MoveKind::LayThree:
      if (voice == Voice::kThird) return format(S::kLaidThree, who, card_label(move.card));
      return format(voice == Voice::kYou ? S::kYouLaidThree : S::kDoLayThree, card_label(move.card));
  }
  return {};
}

}  // namespace canasta::frontend
