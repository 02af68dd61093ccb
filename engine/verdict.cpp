#include "engine/verdict.h"

#include <iterator>

namespace canasta {

namespace {

std::string plural(Rank rank) {
  switch (rank) {
    case Rank::Ace: return "aces";
    case Rank::King: return "kings";
    case Rank::Queen: return "queens";
    case Rank::Jack: return "jacks";
    case Rank::Ten: return "tens";
    case Rank::Nine: return "nines";
    case Rank::Eight: return "eights";
    case Rank::Seven: return "sevens";
    case Rank::Six: return "sixes";
    case Rank::Five: return "fives";
    case Rank::Four: return "fours";
    case Rank::Three: return "threes";
    case Rank::Two: return "deuces";
    case Rank::Joker: return "jokers";
  }
  return "cards";
}

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

std::string canastas(int n) { return n == 1 ? "a canasta" : std::to_string(n) + " canastas"; }

}  // namespace

std::string explain(const Verdict& v) {
  switch (v.why) {
    case Why::kOk: return "";
    case Why::kGameOver: return "The game is over.";
    case Why::kDealOver: return "The deal is over: start the next deal.";
    case Why::kDealNotOver: return "The deal is not over yet.";
    case Why::kNotYourTurn: return "It is not your turn.";
    case Why::kAwaitingAnswer:
      return "Your partner must first answer \"May I go out?\" with yes or no.";
    case Why::kNotAsked: return "Nobody has asked \"May I go out?\".";
    case Why::kAlreadyDrew: return "You have already drawn this turn.";
    case Why::kMustDrawFirst: return "Draw from the stock or take the pile first.";
    case Why::kStockEmpty: return "The stock is exhausted: take the discard or pass.";
    case Why::kPileEmpty: return "The discard pile is empty.";
    case Why::kPileTopWild: return "The pile is topped by a wild card, so it may not be taken.";
    case Why::kPileTopBlackThree:
      return "The pile is topped by a black three, so it may not be taken.";
    case Why::kPileTopRedThree: return "The pile is topped by a red three, so it may not be taken.";
    case Why::kPileFrozen:
      return "The pile is frozen: you need two natural " + plural(v.rank) + " from your hand.";
    case Why::kPileFrozenUnmelded:
      return "The pile is frozen for your side until it melds: you need two natural " +
             plural(v.rank) + " from your hand.";
    case Why::kNoMeldForTop:
      return "Your side has no meld of " + plural(v.rank) +
             " to add the top card to: show two cards from your hand with it.";
    case Why::kPairWrong:
      return "To take the pile, show two natural " + plural(v.rank) + ", or one of them and one wild card, from your hand.";
    case Why::kPickupGroupsNotInitial:
      return "Extra groups with a pickup are only for an initial meld: meld them after taking the "
             "pile.";
    case Why::kBelowMinimum:
      return "Your initial meld counts " + std::to_string(v.have) + " but your side needs " +
             std::to_string(v.need) + ".";
    case Why::kLaw43:
      return "With one card in the pile and one in your hand you may not take the pile and go "
             "out.";
    case Why::kNoCanasta:
      return "You cannot go out: your side needs " + canastas(v.need) + " first.";
    case Why::kMustKeepCard:
      return "Your side lacks " + canastas(v.need) +
             " to go out, so you must keep a card after discarding.";
    case Why::kPartnerSaidNo: return "Your partner said no: you may not go out this turn.";
    case Why::kPartnerSaidYes:
      return "Your partner said yes: you must go out this turn, discarding only your last card.";
    case Why::kYesMeldBlocks:
      return "Your partner said yes: this meld would leave you unable to go out this turn.";
    case Why::kYesDrawBlocks:
      return "Your partner said yes: you must go out this turn, and only taking the pile makes that "
             "certain.";
    case Why::kYesPickupBlocks:
      return "Your partner said yes: taking the pile this way would leave you unable to go out this "
             "turn.";
    case Why::kCardNotInHand: return "You do not hold the " + to_string(v.card) + ".";
    case Why::kCardsNotInHand: return "You do not hold all of those cards.";
    case Why::kRedThreeMeld: return "Red threes are never melded.";
    case Why::kBlackThreesNotOut:
      return "Black threes may be melded only in the turn you go out.";
    case Why::kBlackThreesWild: return "Black threes may not be melded with wild cards.";
    case Why::kDuplicateRank:
      return "Put all the " + plural(v.rank) + " of a move in one group.";
    case Why::kTooFewNaturals:
      return "A meld of " + plural(v.rank) + " needs at least two natural cards.";
    case Why::kTooFewCards: return "A meld of " + plural(v.rank) + " needs at least three cards.";
    case Why::kTooManyWilds:
      return "A meld of " + plural(v.rank) + " may hold at most " + std::to_string(v.need) +
             " wild cards until it is a canasta.";
    case Why::kTooManyWildsEver:
      return "A meld of " + plural(v.rank) + " may hold at most " + std::to_string(v.need) +
             " wild cards.";
    case Why::kWildsAlone:
      return "Wild cards may not be melded alone: your side has no meld of " + plural(v.rank) +
             " for them to join.";
    case Why::kNoGroups: return "Name the cards to meld.";
    case Why::kNoDiscardLastRedThree:
      return "You drew a red three as the last card of the stock: you may meld, then pass, but not "
             "discard.";
    case Why::kCannotPass:
      return "You may pass only when the stock is exhausted, or after drawing a red three as its "
             "last card.";
    case Why::kMustTakeForced:
      return "The stock is exhausted and the discard fits a meld of your side: you must take it.";
    case Why::kNoPartner: return "You have no partner to ask.";
    case Why::kAskedAlready: return "You have already asked this turn.";
    case Why::kAskAfterMeld:
      return "You may ask \"May I go out?\" only before drawing or after drawing from the stock, "
             "before melding anything.";
    case Why::kAskCannotGoOut:
      return "You may ask \"May I go out?\" only when you can go out this turn.";
    case Why::kAskLastCard:
      return "With one card left after the draw your only play is to go out: there is nothing to ask your "
             "partner.";
    case Why::kAskLastRedThree:
      return "After drawing a red three as the last card of the stock there is no going out to "
             "ask about: meld if you wish, then pass.";
    case Why::kMustAnswer: return "Answer your partner's question with yes or no.";
    case Why::kNoWildMeld: return "Wild cards are never melded on their own: they join a meld of natural cards.";
    case Why::kWildMeldTooSmall:
      return "A meld of wild cards needs at least " + std::to_string(v.need) + " cards.";
    case Why::kMeldTooBig:
      return "A meld may hold at most " + std::to_string(v.need) + " cards: there is no room in the " +
             plural(v.rank) + ".";
    case Why::kWildsOutnumber:
      return "In a meld of " + plural(v.rank) + " the natural cards must outnumber the wild cards.";
    case Why::kNaturalOnly: return "A meld of " + plural(v.rank) + " never holds a wild card.";
    case Why::kAcesPure:
      return "A meld of aces takes wild cards only if it was laid with one in the initial meld.";
    case Why::kRuleOfFive:
      return "Wild cards join the " + plural(v.rank) + " only once the meld holds " + std::to_string(v.need) +
             " natural cards (the rule of five), except in the turn of the initial meld.";
    case Why::kWildMeldIncomplete:
      return "While your side's meld of wild cards is incomplete, wild cards may go only to it.";
    case Why::kDeadRank:
      return "The " + plural(v.rank) + " are dead: a canasta of them is complete, so nobody may meld " +
             plural(v.rank) + " or take the pile with one.";
    case Why::kThreesNeverMelded: return "Threes are never melded in this game.";
    case Why::kOpeningNeedsPureMeld:
      return "Your initial meld needs a meld of three or more cards without wild cards, or of wild cards only.";
    case Why::kOpeningNeedsCleanTriple:
      return "Your initial meld needs a meld of three or more natural cards without wild cards.";
    case Why::kOpeningMixedCanasta: return "A mixed canasta may not be completed in the initial meld.";
    case Why::kPileAlwaysFrozen:
      return "The pile is always frozen: you need two natural " + plural(v.rank) + " from your hand.";
    case Why::kPotFirstTake:
      return "The first time in a deal the pot is taken only with two natural " + plural(v.rank) +
             " from your hand.";
    case Why::kPotCrossed:
      return "The pot is crossed by a wild card: you need two natural " + plural(v.rank) + " from your hand.";
    case Why::kPotFirstRound:
      return "In the first round only the player who began may take the pot.";
    case Why::kPickupNeedsPureMeld:
      return "The initial meld that takes the pile needs a meld of three or more cards from your hand without wild "
             "cards, or of wild cards only: the pair and the pile's top card do not count.";
    case Why::kPickupNeedsCleanTriple:
      return "The initial meld that takes the pile needs a meld of three or more natural cards from your hand "
             "without wild cards: the pair and the pile's top card do not count.";
    case Why::kPickupNeedsInitialMeld:
      return "Your side has not melded: take the pile together with an initial meld from your hand worth at least " + std::to_string(v.need) + ".";
    case Why::kMustGoOutWithDiscard:
      return "You go out with a discard: keep one card to discard.";
    case Why::kIncompleteBlocksOut:
      return std::string("You cannot go out while your side has an incomplete meld of ") +
             (v.rank == Rank::Two ? "wild cards" : v.rank == Rank::Seven ? "sevens" : "aces without wild cards") + ".";
    case Why::kNeedPureAndMixed:
      return "You cannot go out: your side needs a pure canasta and a mixed canasta first.";
    case Why::kPureCanastaThisTurn:
      return "You cannot go out in the turn your side completes its pure canasta: wait a turn.";
    case Why::kDiscardThree: return "Threes are never discarded.";
    case Why::kDiscardWild:
      return "A wild card may be discarded only to go out, or when you hold nothing but wild cards.";
    case Why::kDiscardEmptyPile:
      return "On an empty pile discard a card that is not a seven, an ace, a wild card or of a dead rank while "
             "you hold one; the " + to_string(v.card) + " must wait.";
    case Why::kNoSpecialHands: return "There are no special hands in this game.";
    case Why::kSpecialAfterDraw:
      return "A special hand is declared after drawing from the stock, before melding anything.";
    case Why::kSpecialSideMelded: return "Special hands are only for a side that has not melded.";
    case Why::kNotSpecialHand: return "Your fourteen cards do not make that special hand.";
    case Why::kNotKeptThree:
      return "Only a three kept in your hand is laid out this way, while the stock can replace it.";
    case Why::kMustCut: return "The dealer cuts the pack first.";
    case Why::kNoCutNow: return "The pack is cut only before the deal, in a game with the dealer's cut.";
    case Why::kCutOutsidePack:
      return "Cut from 1 to " + std::to_string(v.need) + " cards: the cut lifts part of the pack.";
    case Why::kCount: break;
    case Why::kBlackThreesWholeCanasta:
      return "Black threes are melded only as a whole canasta, " + std::to_string(v.need) +
             " or more at once without wild cards: the canasta a lo gusto, which wins the match.";
  }
  return "That move is not allowed.";
}

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
