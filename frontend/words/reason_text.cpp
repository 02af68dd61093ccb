#include "frontend/words/reason_text.h"

#include "frontend/words/card_words.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

namespace {

std::string canastas(int n) { return n == 1 ? tr(S::kOneCanasta) : format(S::kCanastas, std::to_string(n)); }

// The string id of each reason, in the order of enum Why.
S string_of(Why why) {
  switch (why) {
    case Why::kOk:
    case Why::kCount: break;
    case Why::kGameOver: return S::kWhyGameOver;
    case Why::kDealOver: return S::kWhyDealOver;
    case Why::kDealNotOver: return S::kWhyDealNotOver;
    case Why::kNotYourTurn: return S::kWhyNotYourTurn;
    case Why::kAwaitingAnswer: return S::kWhyAwaitingAnswer;
    case Why::kNotAsked: return S::kWhyNotAsked;
    case Why::kAlreadyDrew: return S::kWhyAlreadyDrew;
    case Why::kMustDrawFirst: return S::kWhyMustDrawFirst;
    case Why::kStockEmpty: return S::kWhyStockEmpty;
    case Why::kPileEmpty: return S::kWhyPileEmpty;
    case Why::kPileTopWild: return S::kWhyPileTopWild;
    case Why::kPileTopBlackThree: return S::kWhyPileTopBlackThree;
    case Why::kPileTopRedThree: return S::kWhyPileTopRedThree;
    case Why::kPileFrozen: return S::kWhyPileFrozen;
    case Why::kPileFrozenUnmelded: return S::kWhyPileFrozenUnmelded;
    case Why::kNoMeldForTop: return S::kWhyNoMeldForTop;
    case Why::kPairWrong: return S::kWhyPairWrong;
    case Why::kPickupGroupsNotInitial: return S::kWhyPickupGroupsNotInitial;
    case Why::kBelowMinimum: return S::kWhyBelowMinimum;
    case Why::kLaw43: return S::kWhyLaw43;
    case Why::kNoCanasta: return S::kWhyNoCanasta;
    case Why::kMustKeepCard: return S::kWhyMustKeepCard;
    case Why::kPartnerSaidNo: return S::kWhyPartnerSaidNo;
    case Why::kPartnerSaidYes: return S::kWhyPartnerSaidYes;
    case Why::kYesMeldBlocks: return S::kWhyYesMeldBlocks;
    case Why::kYesDrawBlocks: return S::kWhyYesDrawBlocks;
    case Why::kYesPickupBlocks: return S::kWhyYesPickupBlocks;
    case Why::kCardNotInHand: return S::kWhyCardNotInHand;
    case Why::kCardsNotInHand: return S::kWhyCardsNotInHand;
    case Why::kRedThreeMeld: return S::kWhyRedThreeMeld;
    case Why::kBlackThreesNotOut: return S::kWhyBlackThreesNotOut;
    case Why::kBlackThreesWild: return S::kWhyBlackThreesWild;
    case Why::kDuplicateRank: return S::kWhyDuplicateRank;
    case Why::kTooFewNaturals: return S::kWhyTooFewNaturals;
    case Why::kTooFewCards: return S::kWhyTooFewCards;
    case Why::kTooManyWilds: return S::kWhyTooManyWilds;
    case Why::kTooManyWildsEver: return S::kWhyTooManyWildsEver;
    case Why::kWildsAlone: return S::kWhyWildsAlone;
    case Why::kNoGroups: return S::kWhyNoGroups;
    case Why::kNoDiscardLastRedThree: return S::kWhyNoDiscardLastRedThree;
    case Why::kCannotPass: return S::kWhyCannotPass;
    case Why::kMustTakeForced: return S::kWhyMustTakeForced;
    case Why::kNoPartner: return S::kWhyNoPartner;
    case Why::kAskedAlready: return S::kWhyAskedAlready;
    case Why::kAskAfterMeld: return S::kWhyAskAfterMeld;
    case Why::kAskCannotGoOut: return S::kWhyAskCannotGoOut;
    case Why::kAskLastCard: return S::kWhyAskLastCard;
    case Why::kAskLastRedThree: return S::kWhyAskLastRedThree;
    case Why::kMustAnswer: return S::kWhyMustAnswer;
    case Why::kNoWildMeld: return S::kWhyNoWildMeld;
    case Why::kWildMeldTooSmall: return S::kWhyWildMeldTooSmall;
    case Why::kMeldTooBig: return S::kWhyMeldTooBig;
    case Why::kWildsOutnumber: return S::kWhyWildsOutnumber;
    case Why::kNaturalOnly: return S::kWhyNaturalOnly;
    case Why::kAcesPure: return S::kWhyAcesPure;
    case Why::kRuleOfFive: return S::kWhyRuleOfFive;
    case Why::kWildMeldIncomplete: return S::kWhyWildMeldIncomplete;
    case Why::kDeadRank: return S::kWhyDeadRank;
    case Why::kThreesNeverMelded: return S::kWhyThreesNeverMelded;
    case Why::kOpeningNeedsPureMeld: return S::kWhyOpeningNeedsPureMeld;
    case Why::kOpeningNeedsCleanTriple: return S::kWhyOpeningNeedsCleanTriple;
    case Why::kOpeningMixedCanasta: return S::kWhyOpeningMixedCanasta;
    case Why::kPileAlwaysFrozen: return S::kWhyPileAlwaysFrozen;
    case Why::kPotFirstTake: return S::kWhyPotFirstTake;
    case Why::kPotCrossed: return S::kWhyPotCrossed;
    case Why::kPotFirstRound: return S::kWhyPotFirstRound;
    case Why::kPickupNeedsInitialMeld: return S::kWhyPickupNeedsInitialMeld;
    case Why::kPickupNeedsPureMeld: return S::kWhyPickupNeedsPureMeld;
    case Why::kPickupNeedsCleanTriple: return S::kWhyPickupNeedsCleanTriple;
    case Why::kMustGoOutWithDiscard: return S::kWhyMustGoOutWithDiscard;
    case Why::kIncompleteBlocksOut: return S::kWhyIncompleteAces;  // by rank in reason_text
    case Why::kNeedPureAndMixed: return S::kWhyNeedPureAndMixed;
    case Why::kPureCanastaThisTurn: return S::kWhyPureCanastaThisTurn;
    case Why::kDiscardThree: return S::kWhyDiscardThree;
    case Why::kDiscardWild: return S::kWhyDiscardWild;
    case Why::kDiscardEmptyPile: return S::kWhyDiscardEmptyPile;
    case Why::kNoSpecialHands: return S::kWhyNoSpecialHands;
    case Why::kSpecialAfterDraw: return S::kWhySpecialAfterDraw;
    case Why::kSpecialSideMelded: return S::kWhySpecialSideMelded;
    case Why::kNotSpecialHand: return S::kWhyNotSpecialHand;
    case Why::kNotKeptThree: return S::kWhyNotKeptThree;
    case Why::kMustCut: return S::kWhyMustCut;
    case Why::kNoCutNow: return S::kWhyNoCutNow;
    case Why::kCutOutsidePack: return S::kWhyCutOutsidePack;
    case Why::kBlackThreesWholeCanasta: return S::kWhyBlackThreesWholeCanasta;
  }
  return S::kWhyNotAllowed;
}

}  // namespace

std::string reason_text(const Verdict& v) {
  if (v.ok()) return "";
  const S id = string_of(v.why);
  switch (v.why) {
    case Why::kPileFrozen:
    case Why::kPileFrozenUnmelded:
    case Why::kNoMeldForTop:
    case Why::kPairWrong:
    case Why::kDuplicateRank:
    case Why::kTooFewNaturals:
    case Why::kTooFewCards:
    case Why::kWildsAlone:
    case Why::kWildsOutnumber:
    case Why::kNaturalOnly:
    case Why::kDeadRank:
    case Why::kPileAlwaysFrozen:
    case Why::kPotFirstTake:
    case Why::kPotCrossed:
      return format(id, rank_plural(v.rank));
    case Why::kMeldTooBig:
    case Why::kRuleOfFive:
      return format(id, rank_plural(v.rank), std::to_string(v.need));
    case Why::kWildMeldTooSmall:
    case Why::kPickupNeedsInitialMeld:
    case Why::kCutOutsidePack:
    case Why::kBlackThreesWholeCanasta:
      return format(id, std::to_string(v.need));
    case Why::kDiscardEmptyPile:
      return format(id, card_label(v.card));
    case Why::kIncompleteBlocksOut:
      return tr(v.rank == Rank::Two     ? S::kWhyIncompleteWild
                : v.rank == Rank::Seven ? S::kWhyIncompleteSevens
                                        : S::kWhyIncompleteAces);
    case Why::kTooManyWilds:
    case Why::kTooManyWildsEver:
      return format(id, rank_plural(v.rank), std::to_string(v.need));
    case Why::kBelowMinimum:
      return format(id, std::to_string(v.have), std::to_string(v.need));
    case Why::kNoCanasta:
    case Why::kMustKeepCard:
      return format(id, canastas(v.need));
    case Why::kCardNotInHand:
      return format(id, card_label(v.card));
    default:
      return tr(id);
  }
}

}  // namespace canasta::frontend
