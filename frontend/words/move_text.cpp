#include "frontend/words/move_text.h"

#include "frontend/words/card_words.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

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

std::string list_text(const std::vector<std::string>& items) {
  if (items.empty()) return {};
  std::string out = items.front();
  for (size_t i = 1; i < items.size(); ++i)
    out = format(i + 1 == items.size() ? S::kListAnd : S::kListComma, out, items[i]);
  return out;
}

namespace {

std::string cards_text(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_label(c);
  return out;
}

std::string group_text(const MeldGroup& group) { return cards_text(group.cards.cards(group.rank)); }

}  // namespace

std::string move_cards_label(const Move& move) {
  std::vector<std::string> parts;
  if (move.kind == MoveKind::Pickup && move.has_pair) parts.push_back(cards_text({move.pair[0], move.pair[1]}));
  for (int g = 0; g < move.num_groups; ++g) parts.push_back(group_text(move.groups[g]));
  return list_text(parts);
}

std::string meld_name(const Rules& rules, Rank rank) {
  return rank == Rank::Two && rules.wild_melds ? tr(S::kWildMeldName) : rank_plural(rank);
}

std::string meld_advice(const Observation& state, const Move& meld) {
  const int side = state.side_of(state.turn());
  std::vector<std::string> started, added;
  for (int g = 0; g < meld.num_groups; ++g) {
    const MeldGroup& group = meld.groups[g];
    if (state.meld(side, group.rank).empty()) started.push_back(group_text(group));
    else added.push_back(format(S::kAddPart, group_text(group), meld_name(state.rules(), group.rank)));
  }
  if (added.empty()) return format(S::kDoMeld, list_text(started));
  if (started.empty()) return format(S::kDoAddParts, list_text(added));
  return format(S::kDoMeldAndAdd, list_text(started), list_text(added));
}

std::string describe_move(const std::string& who, const Move& move, int pile_size, Voice voice, int cut_needed) {
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
    case MoveKind::Cut: {
      if (voice == Voice::kAdvice) return format(S::kDoCut, std::to_string(move.cut_cards));
      const std::string cut = std::to_string(move.cut_cards), needed = std::to_string(cut_needed);
      const bool exact = move.cut_cards == cut_needed;
      if (voice == Voice::kThird) return exact ? format(S::kCutExact, who, cut) : format(S::kCutShort, who, cut, needed);
      return exact ? format(S::kYouCutExact, cut) : format(S::kYouCutShort, cut, needed);
    }
  }
  return {};
}

}  // namespace canasta::frontend
