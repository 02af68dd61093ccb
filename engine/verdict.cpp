#include "engine/verdict.h"

#include <initializer_list>
#include <iterator>


namespace canasta {

namespace {

// The code of each reason, in the order of enum Why.
constexpr std::string_view kCodes[] = {
    "",
    "whyGameOver",
    "whyDealOver",
    "whyDealNotOver",
    "whyNotYourTurn",
    "whyAwaitingAnswer",
    "whyNotAsked",
    "whyAlreadyDrew",
    "whyMustDrawFirst",
    "whyStockEmpty",
    "whyPileEmpty",
    "whyPileTopWild",
    "whyPileTopBlackThree",
    "whyPileTopRedThree",
    "whyPileFrozen",
    "whyPileFrozenUnmelded",
    "whyNoMeldForTop",
    "whyPairWrong",
    "whyPickupGroupsNotInitial",
    "whyBelowMinimum",
    "whyLaw43",
    "whyNoCanasta",
    "whyMustKeepCard",
    "whyPartnerSaidNo",
    "whyPartnerSaidYes",
    "whyYesMeldBlocks",
    "whyYesDrawBlocks",
    "whyYesPickupBlocks",
    "whyCardNotInHand",
    "whyCardsNotInHand",
    "whyRedThreeMeld",
    "whyBlackThreesNotOut",
    "whyBlackThreesWild",
    "whyDuplicateRank",
    "whyTooFewNaturals",
    "whyTooFewCards",
    "whyTooManyWilds",
    "whyTooManyWildsEver",
    "whyWildsAlone",
    "whyNoGroups",
    "whyNoDiscardLastRedThree",
    "whyCannotPass",
    "whyMustTakeForced",
    "whyNoPartner",
    "whyAskedAlready",
    "whyAskAfterMeld",
    "whyAskCannotGoOut",
    "whyAskLastRedThree",
    "whyMustAnswer",
    "whyNoWildMeld",
    "whyWildMeldTooSmall",
    "whyMeldTooBig",
    "whyWildsOutnumber",
    "whyNaturalOnly",
    "whyAcesPure",
    "whyRuleOfFive",
    "whyWildMeldIncomplete",
    "whyDeadRank",
    "whyThreesNeverMelded",
    "whyOpeningNeedsPureMeld",
    "whyOpeningNeedsCleanTriple",
    "whyOpeningMixedCanasta",
    "whyPileAlwaysFrozen",
    "whyPotFirstTake",
    "whyPotCrossed",
    "whyPotFirstRound",
    "whyPickupNeedsInitialMeld",
    "whyPickupNeedsPureMeld",
    "whyPickupNeedsCleanTriple",
    "whyMustGoOutWithDiscard",
    "whyIncompleteBlocksOut",
    "whyNeedPureAndMixed",
    "whyPureCanastaThisTurn",
    "whyDiscardThree",
    "whyDiscardWild",
    "whyDiscardEmptyPile",
    "whyNoSpecialHands",
    "whySpecialAfterDraw",
    "whySpecialSideMelded",
    "whyNotSpecialHand",
    "whyNotKeptThree",
    "whyMustCut",
    "whyNoCutNow",
    "whyCutOutsidePack",
    "whyAskLastCard",
    "whyBlackThreesWholeCanasta",
};
static_assert(std::size(kCodes) == static_cast<size_t>(Why::kCount), "one code a reason");

}  // namespace

VerdictWording verdict_wording(const Verdict& v) {
  using enum Detail;
  VerdictWording w;
  w.id = v.ok() ? "" : why_code(v.why).empty() ? "whyNotAllowed" : why_code(v.why);
  const auto with = [&w](std::initializer_list<Detail> details) {
    for (Detail d : details) w.details[w.count++] = d;
  };
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
    case Why::kPotCrossed: with({kRankPlural}); break;
    case Why::kMeldTooBig:
    case Why::kRuleOfFive:
    case Why::kTooManyWilds:
    case Why::kTooManyWildsEver: with({kRankPlural, kNeed}); break;
    case Why::kWildMeldTooSmall:
    case Why::kPickupNeedsInitialMeld:
    case Why::kCutOutsidePack:
    case Why::kBlackThreesWholeCanasta: with({kNeed}); break;
    case Why::kDiscardEmptyPile:
    case Why::kCardNotInHand: with({kCard}); break;
    case Why::kBelowMinimum: with({kHave, kNeed}); break;
    case Why::kNoCanasta:
    case Why::kMustKeepCard: with({kCanastas}); break;
    case Why::kIncompleteBlocksOut:
      w.id = v.rank == Rank::Two ? "whyIncompleteWild" : v.rank == Rank::Seven ? "whyIncompleteSevens" : "whyIncompleteAces";
      break;
    default: break;
  }
  return w;
}

std::string_view rank_plural_id(Rank rank) {
  // Aces first, as Rank counts down from Ace to Two.
  static constexpr std::string_view kPlurals[] = {
      "pluralAces", "pluralKings", "pluralQueens", "pluralJacks", "pluralTens",  "pluralNines", "pluralEights",
      "pluralSevens", "pluralSixes", "pluralFives", "pluralFours", "pluralThrees", "pluralDeuces"};
  if (rank == Rank::Joker) return "pluralJokers";
  return kPlurals[static_cast<int>(Rank::Ace) - static_cast<int>(rank)];
}

std::array<std::string, 2> verdict_values(const Verdict& v, const VerdictWording& w, const DetailWords& words) {
  std::array<std::string, 2> values;
  for (int i = 0; i < w.count; ++i) {
    switch (w.details[i]) {
      case Detail::kRankPlural: values[i] = words.rank_plural; break;
      case Detail::kHave: values[i] = std::to_string(v.have); break;
      case Detail::kNeed: values[i] = std::to_string(v.need); break;
      case Detail::kCard: values[i] = words.card; break;
      case Detail::kCanastas: values[i] = words.canastas; break;
    }
  }
  return values;
}

Problem verdict_problem(const Verdict& v) {
  const VerdictWording w = verdict_wording(v);
  Problem problem = Problem::of(std::string(w.id));
  for (int i = 0; i < w.count; ++i) {
    const std::string key = std::to_string(i);
    switch (w.details[i]) {
      case Detail::kRankPlural: problem.with(key, Problem::of(std::string(rank_plural_id(v.rank)))); break;
      case Detail::kHave: problem.values.push_back({key, std::to_string(v.have)}); break;
      case Detail::kNeed: problem.values.push_back({key, std::to_string(v.need)}); break;
      case Detail::kCard: problem.values.push_back({key, to_string(v.card)}); break;
      case Detail::kCanastas:
        problem.with(key, v.need == 1 ? Problem::of("oneCanasta") : Problem::of("canastas", {{"0", std::to_string(v.need)}}));
        break;
    }
  }
  return problem;
}

std::string explain(const Verdict& v) { return v.ok() ? "" : verdict_problem(v).text(); }

std::string_view why_code(Why why) {
  const auto index = static_cast<size_t>(why);
  return index < std::size(kCodes) ? kCodes[index] : "";
}

std::optional<Why> why_from_code(std::string_view code) {
  for (size_t i = 1; i < std::size(kCodes); ++i)
    if (kCodes[i] == code) return static_cast<Why>(i);
  return std::nullopt;
}

JsonValue verdict_to_json(const Verdict& v) {
  JsonValue json = JsonValue::object();
  json.set("why", JsonValue::string(why_code(v.why)));
  json.set("rank", JsonValue::string(std::string(1, rank_char(v.rank))));
  json.set("card", JsonValue::string(to_string(v.card)));
  json.set("have", JsonValue::number(v.have));
  json.set("need", JsonValue::number(v.need));
  return json;
}

std::optional<Verdict> verdict_from_json(const JsonValue& json) {
  if (!json.is_object() || json.members().size() != 5) return std::nullopt;
  const JsonValue* why = json.find("why");
  const JsonValue* rank = json.find("rank");
  const JsonValue* card = json.find("card");
  const JsonValue* have = json.find("have");
  const JsonValue* need = json.find("need");
  if (!why || !rank || !card || !have || !need || !why->is_string() || !rank->is_string() || !card->is_string())
    return std::nullopt;
  Verdict v;
  const std::optional<Why> code = why_from_code(why->text());
  const std::optional<Rank> r = rank->text() == "*" ? std::optional<Rank>(Rank::Joker)
                                : rank->text().size() == 1 ? parse_rank(rank->text()[0])
                                                           : std::nullopt;
  const std::optional<Card> c = parse_card(card->text());
  const std::optional<int64_t> h = have->as_int(), n = need->as_int();
  constexpr int64_t kMost = 32767;
  if (!code || !r || !c || !h || !n || *h < -kMost || *h > kMost || *n < -kMost || *n > kMost) return std::nullopt;
  v.why = *code;
  v.rank = *r;
  v.card = *c;
  v.have = static_cast<int16_t>(*h);
  v.need = static_cast<int16_t>(*n);
  return v;
}

}  // namespace canasta
