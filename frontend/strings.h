// Every interface string, one table per language (strings_<lang>.cpp), looked
// up by id. Parameters are written {0}, {1} and filled by format().
// The engine's reasons for illegal moves come from the engine in English.
#pragma once

#include <array>
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
  kNewGameTitle, kPlayers, kLevel, kBeginner, kStandard, kExpert, kVariant, kClassic, kThreePack,
  kOptMin15, kOptWild3, kOptJokers6, kOptDrawTwo, kOptUndo, kSettingsTitle, kLanguage, kSpeed,
  kSpeedOff, kSpeedFast, kSpeedNormal, kSpeedSlow, kFourColour, kColourBlind, kLogTitle, kRulesTitle,
  kRulesText, kNewDeal,
  kCount
};
inline constexpr int kStringCount = static_cast<int>(S::kCount);
using StringTable = std::array<const char*, kStringCount>;

extern const StringTable kStringsEn, kStringsEs, kStringsPt, kStringsDe, kStringsIt;

void set_language(Language language);
Language language();
// "es-MX" -> Spanish; unknown tags -> English.
Language language_from_tag(std::string_view tag);
std::string_view language_tag(Language language);  // "en", "es", ...
std::string_view language_name(Language language);  // in that language: "Español"

const char* tr(S id);
std::string format(S id, std::string_view a0 = {}, std::string_view a1 = {}, std::string_view a2 = {});

}  // namespace canasta::frontend
