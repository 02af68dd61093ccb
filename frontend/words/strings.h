// Every interface string, one table per language (i18n/strings_<lang>.cpp), looked
// up by id. Parameters are written {0} to {3} and filled by format().
#pragma once

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>

namespace canasta::frontend {

enum class Language { kEnglish, kSpanish, kPortuguese, kGerman, kItalian };
inline constexpr int kLanguageCount = 5;

enum class S : int {
  // Buttons
  kMeld, kDiscard, kGoOut, kYes, kNo, kHint, kSort, kUndo, kPass, kNew, kLog, kRules, kSettings,
  kNextDeal, kStart, kClose, kTake,
  // Table
  kYou, kUs, kThem, kStockCount, kPileCount, kFrozen, kNeeds, kSittingOut, kCardsInHand,
  kYourTurnDraw, kYourTurnPlay, kThinking, kPartnerAsks, kSaidYes, kSaidNo, kYourAnswer,
  kStockOutChoice, kRedThreeLast, kSelectHint,
  // Move descriptions
  kDrew, kTookPile, kMelded, kDiscarded, kAsked, kAnsweredYes, kAnsweredNo, kPassed, kWentOut,
  kHintIs, kWorkerFallback, kUndone, kNothingToUndo,
  // Score sheet
  kDealOver, kMeldsLine, kCanastasLine, kRedThreesLine, kGoingOutLine, kConcealedLine, kHandsLine,
  kDealLine, kTotalLine, kWins, kGameOver, kDeal,
  // New game and settings
  kNewGameTitle, kPlayers, kLevel, kBeginner, kStandard, kExpert, kMaster, kVariant, kClassic, kThreePack,
  kOptMin15, kOptWild3, kOptJokers6, kOptDrawTwo, kOptUndo, kSettingsTitle, kLanguage, kSpeed,
  kSpeedOff, kSpeedFast, kSpeedNormal, kSpeedSlow, kFourColour, kColourBlind, kLogTitle, kRulesTitle,
  kRulesText, kNewDeal,
  // The player's own moves (second person) and hints (advice)
  kYouDrew, kYouTookPile, kYouMelded, kYouDiscarded, kYouAsked, kYouSaidYes, kYouSaidNo, kYouPassed,
  kYouWentOut, kDoDraw, kDoTakePile, kDoMeld, kDoDiscard, kDoAsk, kDoYes, kDoNo, kDoPass, kYouWin, kJoker,
  // Taking the pile: the picker of the legal ways
  kChoosePickup, kPickupWith, kPickupMeldingToo,
  // The engine's reasons for illegal moves (engine/verdict.h's Why codes,
  // said by reason_text.cpp; {0} = a rank in the plural, a number, a card or
  // a count of canastas, {1} = a number).
  kWhyGameOver, kWhyDealOver, kWhyDealNotOver, kWhyNotYourTurn, kWhyAwaitingAnswer, kWhyNotAsked, kWhyAlreadyDrew, kWhyMustDrawFirst,
  kWhyStockEmpty, kWhyPileEmpty, kWhyPileTopWild, kWhyPileTopBlackThree, kWhyPileTopRedThree,
  kWhyPileFrozen, kWhyPileFrozenUnmelded, kWhyNoMeldForTop, kWhyPairWrong, kWhyPickupGroupsNotInitial,
  kWhyBelowMinimum, kWhyLaw43, kWhyNoCanasta, kWhyMustKeepCard, kWhyPartnerSaidNo, kWhyPartnerSaidYes,
  kWhyYesMeldBlocks, kWhyYesDrawBlocks, kWhyYesPickupBlocks, kWhyCardNotInHand, kWhyCardsNotInHand, kWhyRedThreeMeld, kWhyBlackThreesNotOut,
  kWhyBlackThreesWild, kWhyDuplicateRank, kWhyTooFewNaturals, kWhyTooFewCards, kWhyTooManyWilds,
  kWhyTooManyWildsEver, kWhyWildsAlone, kWhyNoGroups, kWhyNoDiscardLastRedThree, kWhyCannotPass,
  kWhyMustTakeForced, kWhyNoPartner, kWhyAskedAlready, kWhyAskAfterMeld, kWhyAskCannotGoOut,
  kWhyAskLastRedThree, kWhyMustAnswer, kWhyNotAllowed,
  // Reasons of the Modern American and Uruguayan rules
  kWhyNoWildMeld, kWhyWildMeldTooSmall, kWhyMeldTooBig, kWhyWildsOutnumber, kWhyNaturalOnly, kWhyAcesPure, kWhyRuleOfFive, kWhyWildMeldIncomplete, kWhyDeadRank, kWhyThreesNeverMelded, kWhyOpeningNeedsPureMeld, kWhyOpeningNeedsCleanTriple, kWhyOpeningMixedCanasta, kWhyPileAlwaysFrozen, kWhyPotFirstTake, kWhyPotCrossed, kWhyPotFirstRound, kWhyPickupNeedsInitialMeld, kWhyMustGoOutWithDiscard, kWhyIncompleteAces, kWhyIncompleteSevens, kWhyIncompleteWild, kWhyNeedPureAndMixed, kWhyPureCanastaThisTurn, kWhyDiscardThree, kWhyDiscardWild, kWhyDiscardEmptyPile, kWhyNoSpecialHands, kWhySpecialAfterDraw, kWhySpecialSideMelded, kWhyNotSpecialHand, kWhyNotKeptThree,
  // Ranks in the plural as the reasons name them (aces first), and canastas
  kPluralAces, kPluralKings, kPluralQueens, kPluralJacks, kPluralTens, kPluralNines, kPluralEights,
  kPluralSevens, kPluralSixes, kPluralFives, kPluralFours, kPluralThrees, kPluralDeuces, kPluralJokers,
  kOneCanasta, kCanastas,
  // Special hands and kept threes (Modern American)
  kDeclared, kYouDeclared, kDoDeclare, kLaidThree, kYouLaidThree, kDoLayThree, kSpecialStraight, kSpecialPairs, kSpecialWildPairs, kSpecialGarbage,
  // The games of the new-game dialog and their house-rule options (game_choices.cpp)
  kAmerican, kUruguayan, kAboutClassic, kAboutThreePack, kAboutAmerican, kAboutUruguayan, kOptCleanTriple,
  kOptNoSplash, kOptNoSpecials, kOptWild2500, kOptCap7, kOptAlwaysFrozen, kOptQuick,
  // Score-sheet lines of the variants
  kBlackThreesLine, kPenaltiesLine, kCanastaCountLine, kSpecialHandLine,
  // Singular forms of counted strings (plural_of picks them)
  kCardsInHandOne, kTookPileOne, kYouTookPileOne,
  // Wild cards melded alone, and hints that say where cards go
  kDoAddTo, kWildsNoMeld, kChooseMeldFor,
  // Rules pages in sections ("Heading|text" paragraphs), the controls, the first-visit card
  // The table in words for screen readers (table_mirror.cpp)
  kMirrorTable, kMirrorHand, kMirrorSelected, kMirrorMelds, kMirrorMeld, kMirrorWilds, kMirrorCanasta, kMirrorNoMelds, kMirrorPile, kMirrorPileEmpty, kMirrorStock,
  kUndoOff, kAbandonNote, kStartAnyway,
  kRulesControls, kRulesAmerican, kRulesUruguayan, kIntroTitle, kIntroText, kPartnerLabel, kIntroButton, kStartPlaying,
  // The score sheet in the screen-reader mirror (issue 12 items 4, 9)
  kMirrorSheet,
  // What the variants make worth seeing at a glance (table_facts.cpp)
  kPotFirstTake, kPotCrossed, kDeadRanks, kTurnCardIn, kTurnCardInOne, kTurnCardDrawn, kBonusOwed, kBonusOwedOne,
  kMirrorThrees, kWildMeldName, kDeclareButton, kMirrorMeldOne, kMirrorPileOne, kMirrorStockOne, kWildMeldShort,
  // The coach (advice after a move, engine/bots/coach.h) and why a hint is good; counted phrases
  kCoachOption, kCoachSays, kWildsN, kWildsOne, kPointsN, kPointsOne, kMeldsN, kMeldsOne, kPercent,
  kAdviceTakePile, kAdviceLeavePile, kAdviceLeavePileNoWild, kAdviceSaferDiscard, kAdviceFreezePile,
  kAdviceMeldNow, kAdviceHoldMeld, kAdviceGoOut, kAdviceKeepBuilding, kAdviceKeepBuildingNone, kAdviceAsk,
  kAdviceDontAsk, kAdviceGeneric,
  kHintTakePile, kHintLeavePile, kHintLeavePileNoWild, kHintSaferDiscard, kHintFreezePile, kHintMeldNow,
  kHintGoOut, kHintKeepBuilding, kHintKeepBuildingNone, kHintAsk,
  // Teaching examples: the cards the text marks and the card that froze the pile
  kMirrorMarked, kMarkedOnPile, kMirrorFrozenBy,
  // Lessons and the built-in tutorial (lesson_mode.cpp, lesson_panel.cpp, the lessons dialog)
  kTutorial, kLessonsTitle, kShowMe, kLessonAgain, kLessonNext, kLessonsButton, kLessonStep, kLessonDone,
  kLessonProblem, kMirrorLesson, kLessonOver,
  // Seats and pass-and-play (seats.h, game_seats.cpp, the pass screen)
  kPlayerN, kPassTo, kPerson, kNameOfPlayer, kPassTitle, kPassNote, kPassReady,
  kCount
};
inline constexpr int kStringCount = static_cast<int>(S::kCount);
using StringTable = std::array<const char*, kStringCount>;

// One translation: the language files list these, keyed by id, so a table
// never depends on the order of enum S and a missing id falls back to
// English (tests require every id in every language).
struct StringEntry {
  S id;
  const char* text;
};

// Never defined: reaching it while building a table at compile time (an id
// listed twice) stops the build.
void string_id_listed_twice();

constexpr StringTable make_string_table(std::initializer_list<StringEntry> entries) {
  StringTable table{};
  for (const StringEntry& e : entries) {
    if (table[static_cast<size_t>(e.id)] != nullptr) string_id_listed_twice();
    table[static_cast<size_t>(e.id)] = e.text;
  }
  return table;
}

extern const StringTable kStringsEn, kStringsEs, kStringsPt, kStringsDe, kStringsIt;

void set_language(Language language);
Language language();
// "es-MX" -> Spanish; unknown tags -> English.
Language language_from_tag(std::string_view tag);
std::string_view language_tag(Language language);  // "en", "es", ...
std::string_view language_name(Language language);  // in that language: "Español"

const char* tr(S id);
std::string format(S id, std::string_view a0 = {}, std::string_view a1 = {}, std::string_view a2 = {},
                   std::string_view a3 = {});
// The form of a counted string for `count` in the current language: `one`'s
// singular (English, Spanish, German, Italian: 1; Portuguese: 0 and 1) or
// `other`.
S plural_of(S other, S one, int count);
// A whole number grouped by thousands as the language writes it: 8,500
// (English), 8.500 (Spanish, Portuguese, German, Italian).
std::string number_text(int n);

}  // namespace canasta::frontend
