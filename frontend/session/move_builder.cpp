#include "frontend/session/move_builder.h"

#include <algorithm>
#include <memory>

#include "engine/move_list.h"

namespace canasta::frontend {
namespace {

struct Split {
  std::vector<Rank> ranks;  // natural ranks in order of first appearance
  std::vector<std::vector<Card>> naturals;
  std::vector<Card> wilds;
};

Split split(const std::vector<Card>& cards) {
  Split s;
  for (Card c : cards) {
    if (c.is_wild()) {
      s.wilds.push_back(c);
      continue;
    }
    size_t i = 0;
    while (i < s.ranks.size() && s.ranks[i] != c.rank()) ++i;
    if (i == s.ranks.size()) s.ranks.push_back(c.rank()), s.naturals.emplace_back();
    s.naturals[i].push_back(c);
  }
  return s;
}

// Groups from the split with wild card w going to group assign[w].
void add_groups(Move& move, const Split& s, const std::vector<int>& assign) {
  for (size_t g = 0; g < s.ranks.size(); ++g) {
    MeldGroup group;
    group.rank = s.ranks[g];
    for (Card c : s.naturals[g]) group.cards.add(c);
    for (size_t w = 0; w < s.wilds.size(); ++w)
      if (assign[w] == static_cast<int>(g)) group.cards.add(s.wilds[w]);
    move.add_group(group);
  }
}

// Tries the ways of giving the wild cards to the groups, in order, until the
// engine accepts one; returns the first when none is accepted.
Move first_accepted(const Observation& state, const Move& base, const Split& s) {
  const size_t k = s.ranks.size(), n = s.wilds.size();
  std::vector<int> assign(n, 0);
  Move first = base;
  add_groups(first, s, assign);
  if (k <= 1 || n == 0) return first;
  for (int tries = 0; tries < 4096; ++tries) {
    Move m = base;
    add_groups(m, s, assign);
    if (state.check(m).ok()) return m;
    size_t i = 0;  // next assignment: count in base k
    while (i < n && ++assign[i] == static_cast<int>(k)) assign[i++] = 0;
    if (i == n) break;
  }
  return first;
}

}  // namespace

Move build_meld(const Observation& state, const std::vector<Card>& cards, std::optional<Rank> target) {
  // A three kept in hand (Modern American, MA-11) is laid out, not melded.
  if (cards.size() == 1 && cards[0].rank() == Rank::Three && state.check(Move::lay_three(cards[0])).ok())
    return Move::lay_three(cards[0]);
  Split s = split(cards);
  Move move = Move::meld();
  if (target) {
    size_t i = 0;
    while (i < s.ranks.size() && s.ranks[i] != *target) ++i;
    if (i == s.ranks.size()) s.ranks.push_back(*target), s.naturals.emplace_back();
    add_groups(move, s, std::vector<int>(s.wilds.size(), static_cast<int>(i)));
    return move;
  }
  if (s.ranks.empty()) {  // wild cards alone: the first meld they may join
    const std::vector<Move> choices = wild_card_choices(state, s.wilds);
    if (!choices.empty()) return choices.front();
    MeldGroup group;  // none: the engine's reason says why
    group.rank = Rank::Four;
    for (Card c : s.wilds) group.cards.add(c);
    move.add_group(group);
    return move;
  }
  return first_accepted(state, move, s);
}

std::vector<Move> wild_card_choices(const Observation& state, const std::vector<Card>& wilds) {
  std::vector<Move> out;
  if (wilds.empty()) return out;
  auto offer = [&](Rank rank) {
    MeldGroup group;
    group.rank = rank;
    for (Card c : wilds) group.cards.add(c);
    Move m = Move::meld();
    m.add_group(group);
    if (state.check(m).ok()) out.push_back(m);
  };
  offer(Rank::Two);  // the wild-card meld (MA-26, UY-12), where the rules have one
  for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Three); --r) offer(static_cast<Rank>(r));
  return out;
}

Move build_pickup(const Observation& state, const std::vector<Card>& cards) {
  const auto top = state.pile_top();
  if (cards.empty() || !top) {
    const auto choices = pickup_choices(state, 1);
    return choices.empty() ? Move::pickup() : choices.front();
  }
  std::vector<Card> rest = cards;
  std::vector<Card> pair;
  auto take = [&](auto&& pred) {
    for (size_t i = 0; i < rest.size() && pair.size() < 2;) {
      if (pred(rest[i])) pair.push_back(rest[i]), rest.erase(rest.begin() + static_cast<long>(i));
      else ++i;
    }
  };
  take([&](Card c) { return !c.is_wild() && c.rank() == top->rank(); });
  if (!pair.empty()) take([](Card c) { return c.is_wild(); });
  Move move = pair.size() == 2 ? Move::pickup(pair[0], pair[1]) : Move::pickup();
  if (pair.size() == 1) rest.push_back(pair[0]);
  if (!rest.empty()) {
    const Split s = split(rest);
    Move groups = first_accepted(state, move, s);
    return groups;
  }
  return move;
}

std::vector<Move> pickup_choices(const Observation& state, size_t max) {
  static auto moves = std::make_unique<MoveList>();  // 35 KB: not on the WASM stack
  state.legal_moves(*moves);
  std::vector<Move> out;
  for (const Move& m : *moves)
    if (m.kind == MoveKind::Pickup) out.push_back(m);
  std::stable_sort(out.begin(), out.end(),
                   [](const Move& a, const Move& b) { return a.cards_from_hand() < b.cards_from_hand(); });
  if (out.size() > max) out.resize(max);
  return out;
}

std::vector<Card> pickup_hand_cards(const Move& pickup) {
  std::vector<Card> out;
  if (pickup.has_pair) out = {pickup.pair[0], pickup.pair[1]};
  for (int g = 0; g < pickup.num_groups; ++g)
    for (Card c : pickup.groups[g].cards.cards(pickup.groups[g].rank)) out.push_back(c);
  return out;
}

bool could_meld(const Observation& state, const std::vector<Card>& cards) {
  if (cards.empty()) return false;
  if (std::all_of(cards.begin(), cards.end(), [](Card c) { return c.is_wild(); }) &&
      !wild_card_choices(state, cards).empty())
    return true;
  // The reasons that are about the cards themselves, not the turn.
  switch (state.check(build_meld(state, cards, std::nullopt)).why) {
    case Why::kCardsNotInHand: case Why::kRedThreeMeld: case Why::kBlackThreesWild: case Why::kDuplicateRank:
    case Why::kTooFewNaturals: case Why::kTooFewCards: case Why::kTooManyWilds: case Why::kTooManyWildsEver:
    case Why::kWildsAlone: case Why::kNoGroups: case Why::kNoWildMeld: case Why::kWildMeldTooSmall:
    case Why::kMeldTooBig: case Why::kWildsOutnumber: case Why::kNaturalOnly: case Why::kAcesPure:
    case Why::kRuleOfFive: case Why::kWildMeldIncomplete: case Why::kDeadRank: case Why::kThreesNeverMelded:
      return false;
    default:
      return true;
  }
}

std::vector<Card> hand_cards_of(const Move& move) {
  if (move.kind == MoveKind::Discard || move.kind == MoveKind::LayThree) return {move.card};
  return pickup_hand_cards(move);
}

}  // namespace canasta::frontend
