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

// The sentence of a reason; `advice` picks the look back (kAdvice...) or
// the hint's (kHint...); empty for a kind with nothing to say in that voice.
std::string reason_sentence(const Reason& r, bool advice) {
  switch (r.kind) {
    case ReasonKind::TakePile:
      return format(advice ? S::kAdviceTakePile : S::kHintTakePile, cards(r.cards), rank_plural(r.rank));
    case ReasonKind::LeavePile:
      if (r.wilds > 0) return format(advice ? S::kAdviceLeavePile : S::kHintLeavePile, wilds(r.wilds), cards(r.cards));
      return format(advice ? S::kAdviceLeavePileNoWild : S::kHintLeavePileNoWild, cards(r.cards));
    case ReasonKind::SaferDiscard:
      if (advice)
        return format(S::kAdviceSaferDiscard, card_label(r.card), percent(r.percent), card_label(r.safer),
                      percent(r.safer_percent));
      return format(S::kHintSaferDiscard, percent(r.safer_percent));
    case ReasonKind::FreezePile:
      if (advice) return format(S::kAdviceFreezePile, card_label(r.safer), cards(r.cards));
      return format(S::kHintFreezePile, cards(r.cards));
    case ReasonKind::MeldNow:
      return advice ? "" : format(S::kHintMeldNow, points(r.points));  // advice: worded with the meld's cards
    case ReasonKind::HoldMeld:
      return advice ? format(S::kAdviceHoldMeld, cards(r.cards)) : "";
    case ReasonKind::GoOut:
      return format(advice ? S::kAdviceGoOut : S::kHintGoOut, points(r.points));
    case ReasonKind::KeepBuilding:
      if (r.count > 0) return format(advice ? S::kAdviceKeepBuilding : S::kHintKeepBuilding, melds(r.count));
      return tr(advice ? S::kAdviceKeepBuildingNone : S::kHintKeepBuildingNone);
    case ReasonKind::Ask:
      return format(advice ? S::kAdviceAsk : S::kHintAsk, cards(r.cards));
    case ReasonKind::DontAsk:
      return advice ? format(S::kAdviceDontAsk, cards(r.cards)) : "";
    case ReasonKind::ExactCut:  // a hint only: the coach leaves a cut alone
      return advice ? "" : format(S::kHintExactCut, cards(r.cards), number_text(r.count), points(r.points));
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

std::string hint_reason_sentence(const Reason& reason) { return reason_sentence(reason, false); }

}  // namespace canasta::frontend
