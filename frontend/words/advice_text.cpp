#include "frontend/words/advice_text.h"

#include "frontend/words/move_text.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

namespace {

std::string counted(S other, S one, int n) { return format(plural_of(other, one, n), number_text(n)); }
std::string cards(int n) { return counted(S::kCardsInHand, S::kCardsInHandOne, n); }
std::string wilds(int n) { return counted(S::kWildsN, S::kWildsOne, n); }
std::string points(int n) { return counted(S::kPointsN, S::kPointsOne, n); }
std::string melds(int n) { return counted(S::kMeldsN, S::kMeldsOne, n); }
std::string percent(int n) { return format(S::kPercent, std::to_string(n)); }
// A hint's discard the next player takes at most this often "can hardly" be taken.
constexpr int kHardlyPercent = 5;

// The sentence of a reason; `advice` picks the look back (kAdvice...) or
// the hint's (kHint...); empty for a kind with nothing to say in that voice.
// `pot`: the pile is a pot (Uruguayan) and the hint calls it so.
std::string reason_sentence(const Reason& r, bool advice, bool pot = false) {
  const auto pile = [pot](S of_pile, S of_pot) { return pot ? of_pot : of_pile; };
  switch (r.kind) {
    case ReasonKind::TakePile:
      return format(advice ? S::kAdviceTakePile : S::kHintTakePile, cards(r.cards), rank_plural(r.rank));
    case ReasonKind::LeavePile:
      if (r.wilds > 0)
        return format(advice ? S::kAdviceLeavePile : pile(S::kHintLeavePile, S::kHintLeavePot), wilds(r.wilds), cards(r.cards));
      return format(advice ? S::kAdviceLeavePileNoWild : pile(S::kHintLeavePileNoWild, S::kHintLeavePotNoWild), cards(r.cards));
    case ReasonKind::SaferDiscard:
      if (advice)
        return format(S::kAdviceSaferDiscard, card_label(r.card), percent(r.percent), card_label(r.safer),
                      percent(r.safer_percent));
      // In words, not a percentage ("only 0% of the time" read as a slip).
      return tr(r.safer_percent <= kHardlyPercent ? S::kHintSaferDiscardSure : S::kHintSaferDiscard);
    case ReasonKind::FreezePile:
      if (advice) return format(S::kAdviceFreezePile, card_label(r.safer), cards(r.cards));
      return format(pile(S::kHintFreezePile, S::kHintFreezePot), cards(r.cards));
    case ReasonKind::MeldNow:
      return advice ? "" : format(S::kHintMeldNow, points(r.points));  // advice: worded with the meld's cards
    case ReasonKind::HoldMeld:
      return advice ? format(S::kAdviceHoldMeld, cards(r.cards)) : tr(pile(S::kHintHoldMeld, S::kHintHoldMeldPot));
    case ReasonKind::GoOut:
      return format(advice ? S::kAdviceGoOut : S::kHintGoOut, points(r.points));
    case ReasonKind::KeepBuilding:
      if (r.count > 0) return format(advice ? S::kAdviceKeepBuilding : S::kHintKeepBuilding, melds(r.count));
      return tr(advice ? S::kAdviceKeepBuildingNone : S::kHintKeepBuildingNone);
    case ReasonKind::PartnerHand:
      return format(advice ? S::kAdvicePartnerHand : S::kHintPartnerHand, cards(r.cards), points(r.points));
    case ReasonKind::Ask:
      return format(advice ? S::kAdviceAsk : S::kHintAsk, cards(r.cards));
    case ReasonKind::DontAsk:
      return advice ? format(S::kAdviceDontAsk, cards(r.cards)) : "";
    case ReasonKind::ExactCut:  // a hint only: the coach leaves a cut alone
      return advice ? "" : format(S::kHintExactCut, cards(r.cards), number_text(r.count), points(r.points));
    case ReasonKind::AnswerYes:
      return advice ? "" : format(S::kHintAnswerYes, points(r.points));
    case ReasonKind::AnswerNo:
      if (advice) return "";
      return r.count > 0 ? format(S::kHintAnswerNo, melds(r.count)) : format(S::kHintAnswerNoNone, cards(r.cards));
    case ReasonKind::NoPickup:
      return advice ? "" : tr(pile(S::kHintNoPickup, S::kHintNoPickupPot));
    case ReasonKind::KeepOthers:
      if (advice) return "";
      return format(r.count == 1 && r.wilds == 0 ? S::kHintKeepSingle : S::kHintKeepOthers, card_label(r.card));
    case ReasonKind::Generic:
      break;
  }
  return "";
}

}  // namespace

std::string advice_sentence(const Advice& a) {
  if (a.same || !a.worth_saying) return "";
  std::string said;
  if (a.reason.kind == ReasonKind::MeldNow)
    said = format(S::kAdviceMeldNow, move_cards_label(a.better), points(a.reason.points));
  else
    said = reason_sentence(a.reason, true);
  // No reason of its own: the better move and what it was worth.
  if (said.empty()) said = format(S::kAdviceGeneric, describe_move(tr(S::kYou), a.better, 0, Voice::kAdvice), points(a.loss));
  return format(S::kCoachSays, said);
}

std::string hint_reason_sentence(const Reason& reason, bool pot) { return reason_sentence(reason, false, pot); }

}  // namespace canasta::frontend
