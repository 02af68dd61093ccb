// Why a move is illegal, without allocating: a code plus the details a
// sentence needs. GameState::check and apply return it; each reader says it
// in its own words: explain() in English for the protocol, records and
// tools, the table in the player's language (frontend/words/reason_text.cpp).
// The comment after a code names the details it carries.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "engine/json.h"
#include "engine/problem.h"

namespace canasta {

enum class Why : uint8_t {
  kOk,
  kGameOver,
  kDealOver,
  kDealNotOver,  // start_next_deal before the deal ended
  kNotYourTurn,  // an observation's seat is not to move
  kAwaitingAnswer,
  kNotAsked,
  kAlreadyDrew,
  kMustDrawFirst,
  kStockEmpty,
  kPileEmpty,
  kPileTopWild,
  kPileTopBlackThree,
  kPileTopRedThree,
  kPileFrozen,           // rank
  kPileFrozenUnmelded,   // rank
  kNoMeldForTop,         // rank
  kPairWrong,            // rank
  kPickupGroupsNotInitial,
  kBelowMinimum,  // have, need
  kLaw43,
  kNoCanasta,        // need = canastas needed
  kMustKeepCard,     // need = canastas needed
  kPartnerSaidNo,
  kPartnerSaidYes,
  kYesMeldBlocks,
  kYesDrawBlocks,    // "yes" before drawing: only a pickup keeps going out certain
  kYesPickupBlocks,
  kCardNotInHand,    // card
  kCardsNotInHand,
  kRedThreeMeld,
  kBlackThreesNotOut,
  kBlackThreesWild,
  kDuplicateRank,    // rank
  kTooFewNaturals,   // rank
  kTooFewCards,      // rank
  kTooManyWilds,     // rank, need = the limit of wild cards until a canasta
  kTooManyWildsEver, // rank, need = the limit of wild cards in any meld
  kWildsAlone,       // rank
  kNoGroups,
  kNoDiscardLastRedThree,
  kCannotPass,
  kMustTakeForced,
  kNoPartner,
  kAskedAlready,
  kAskAfterMeld,
  kAskCannotGoOut,
  kAskLastRedThree,
  kMustAnswer,
  // Rules of the other presets (variants.md).
  kNoWildMeld,              // the rules have no meld of wild cards only
  kWildMeldTooSmall,        // need = cards
  kMeldTooBig,              // rank, need = cards (MA-20, cap7)
  kWildsOutnumber,          // rank (UY-10)
  kNaturalOnly,             // rank (MA-24)
  kAcesPure,                // MA-25
  kRuleOfFive,              // rank, need = naturals (MA-21)
  kWildMeldIncomplete,      // MA-26
  kDeadRank,                // rank (MA-23)
  kThreesNeverMelded,
  kOpeningNeedsPureMeld,    // MA-43
  kOpeningNeedsCleanTriple, // MA-43, option clean_triple
  kOpeningMixedCanasta,     // MA-44
  kPileAlwaysFrozen,        // rank (MA-30)
  kPotFirstTake,            // rank (UY-22)
  kPotCrossed,              // rank (UY-25)
  kPotFirstRound,           // UY-27
  kPickupNeedsInitialMeld,  // need = minimum (MA-46)
  kPickupNeedsPureMeld,     // MA-46 with MA-43: the pure meld from the hand
  kPickupNeedsCleanTriple,  // the same, option clean_triple
  kMustGoOutWithDiscard,    // MA-51
  kIncompleteBlocksOut,     // rank: Ace, Seven or Two (the wild meld) (MA-52)
  kNeedPureAndMixed,        // UY-40
  kPureCanastaThisTurn,     // UY-41
  kDiscardThree,            // MA-33
  kDiscardWild,             // MA-33
  kDiscardEmptyPile,        // card (MA-34)
  kNoSpecialHands,
  kSpecialAfterDraw,        // MA-60
  kSpecialSideMelded,       // MA-60
  kNotSpecialHand,          // MA-61
  kNotKeptThree,            // MA-11
  kMustCut,                 // UY-50: the dealer cuts before anything else
  kNoCutNow,                // a cut outside the Cut phase
  kCutOutsidePack,          // need = the most cards a cut may lift
  kAskLastCard,             // law 50: one card after the draw, a "no" would leave no move
  kBlackThreesWholeCanasta, // need = cards of a canasta (UY-33)
  kCount                    // not a reason: how many there are (new reasons go above)
};

struct Verdict {
  Why why = Why::kOk;
  Rank rank = Rank::Four;
  Card card;
  int16_t have = 0;
  int16_t need = 0;

  bool ok() const { return why == Why::kOk; }
  friend bool operator==(const Verdict&, const Verdict&) = default;
  static Verdict of(Why why) {
    Verdict v;
    v.why = why;
    return v;
  }
  static Verdict of_rank(Why why, Rank rank) {
    Verdict v = of(why);
    v.rank = rank;
    return v;
  }
  static Verdict of_count(Why why, int have, int need) {
    Verdict v = of(why);
    v.have = static_cast<int16_t>(have);
    v.need = static_cast<int16_t>(need);
    return v;
  }
};

// What fills a {n} of a reason's sentence: the verdict's rank in the plural,
// its have or need, its card, or need as a count of canastas.
enum class Detail : uint8_t { kRankPlural, kHave, kNeed, kCard, kCanastas };

// How a verdict is worded, in any language: the catalog id of its sentence
// (assets/text/<lang>.txt, "whyPileFrozen"; "whyIncompleteWild" for an
// incomplete meld of wild cards) and what fills its {0} and {1}. Empty id
// for kOk, "whyNotAllowed" for a code with no sentence.
struct VerdictWording {
  std::string_view id;
  Detail details[2] = {Detail::kNeed, Detail::kNeed};
  int count = 0;
};
VerdictWording verdict_wording(const Verdict& verdict);

// A verdict's rank, card and canastas in some language's words.
struct DetailWords {
  std::string rank_plural, card, canastas;
};
// What fills {0} and {1} of the verdict's sentence, from `words` and its
// numbers.
std::array<std::string, 2> verdict_values(const Verdict& verdict, const VerdictWording& wording,
                                          const DetailWords& words);

// The catalog id of a rank in the plural, as reasons name it ("pluralAces").
std::string_view rank_plural_id(Rank rank);

// A refused verdict as a problem each reader words (a record's refused move
// on the page): its sentence's id, a rank in the plural and a count of
// canastas as parts (pluralKings, canastas), numbers and a card (in the
// protocol's notation) as values "0" and "1".
Problem verdict_problem(const Verdict& verdict);

// The English sentence for a verdict (empty for kOk): verdict_problem's
// English (engine/english.h).
std::string explain(const Verdict& verdict);

// A reason's code as it crosses a boundary (the page, the online wire):
// "whyPileFrozen", as its text is named in the word catalogs ("" for kOk;
// whyIncompleteBlocksOut has one text a rank there).
std::string_view why_code(Why why);
std::optional<Why> why_from_code(std::string_view code);

// A refused move's verdict as JSON, for each reader to word in its own
// language: {"why":code,"rank":"K","card":"Kh","have":40,"need":90}, every
// detail written, so it reads back equal (verdict_from_json). Nothing for
// a verdict that is no refusal or JSON that is not one, field by field.
JsonValue verdict_to_json(const Verdict& verdict);
std::optional<Verdict> verdict_from_json(const JsonValue& json);

}  // namespace canasta
