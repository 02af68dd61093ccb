#include "engine/bots/hand_analysis.h"

#include "engine/score.h"

namespace canasta {

namespace {

int rank_index(Card c) {
  if (c.is_joker()) return static_cast<int>(Rank::Joker);
  return static_cast<int>(c.rank());
}

}  // namespace

void read_table(const Observation& obs, Reading& r) {
  const GameState& v = obs.view();
  const Seating& seating = v.seating();
  const Rules& rules = obs.rules();
  r = Reading{};
  r.seat = obs.seat();
  r.side = obs.side_of(r.seat);
  r.active = seating.active;
  r.next = seating.place(r.seat) >= 0 ? seating.next(r.seat) : r.seat;
  r.partner = seating.place(r.seat) >= 0 ? seating.partner_after(r.seat) : -1;
  r.stock = obs.stock_size();
  r.pile = obs.pile_size();
  r.pile_frozen = obs.pile_frozen();
  r.hand = obs.own_hand();
  for (int slot = 0; slot < kMeldSlots; ++slot) r.melds[slot] = obs.meld(r.side, slot_rank(slot));
  r.side_melded = obs.side_has_melded(r.side);
  r.canastas = obs.canastas(r.side);
  r.canastas_needed = rules.canastas_needed(obs.players());
  r.minimum = obs.minimum_count(r.side);

  std::array<int, 16> seen{};
  // By rank, not card by card: this runs at every move of every playout.
  auto see_counts = [&](const CardCounts& cards) {
    if (cards.empty()) return;
    for (int k = static_cast<int>(Rank::Four); k <= static_cast<int>(Rank::Ace); ++k)
      seen[k] += cards.naturals(static_cast<Rank>(k));
    seen[static_cast<int>(Rank::Two)] += cards.twos();
    seen[static_cast<int>(Rank::Three)] += cards.black_threes();
    seen[static_cast<int>(Rank::Joker)] += cards.jokers();
  };
  see_counts(r.hand);
  int unknown_in_hands = 0;
  for (int p = 0; p < obs.players(); ++p) {
    if (p == r.seat) continue;
    see_counts(obs.known(p));
    unknown_in_hands += obs.hand_size(p) - obs.known(p).size();
  }
  for (int s = 0; s < obs.num_sides(); ++s)
    for (int slot = 0; slot < kMeldSlots; ++slot) {
      const Meld& m = obs.meld(s, slot_rank(slot));
      seen[static_cast<int>(slot_rank(slot))] += m.natural_count();
      seen[static_cast<int>(Rank::Two)] += m.two_count();
      seen[static_cast<int>(Rank::Joker)] += m.jokers;
    }
  for (int i = 0; i < r.pile; ++i) {
    const Card c = v.pile_card(i);
    if (!c.is_red_three()) ++seen[rank_index(c)];
  }
  for (int k = static_cast<int>(Rank::Two); k <= static_cast<int>(Rank::Joker); ++k) {
    int copies = rules.decks * 4;
    if (k == static_cast<int>(Rank::Three)) copies = rules.decks * 2;
    if (k == static_cast<int>(Rank::Joker)) copies = rules.jokers;
    const int left = copies - seen[k];
    r.unseen[k] = static_cast<int8_t>(left > 0 ? left : 0);
  }
  r.hidden = unknown_in_hands + r.stock;

  r.opponents_melded = true;
  for (int s = 0; s < obs.num_sides(); ++s) {
    if (s == r.side) continue;
    if (!obs.side_has_melded(s)) r.opponents_melded = false;
    const int c = obs.canastas(s);
    if (c > r.opponent_canastas) r.opponent_canastas = c;
    if (c < r.canastas_needed) continue;
    for (int p = 0; p < obs.players(); ++p)
      if (obs.side_of(p) == s && p != obs.idle_seat() && obs.hand_size(p) < r.opponent_out_hand)
        r.opponent_out_hand = obs.hand_size(p);
  }
  r.endgame = r.stock <= 8 || r.opponent_out_hand <= 5;

  // The pile holds one discard per turn since it was last taken: the top card
  // is the previous player's, the card `active - 1` below it the next
  // player's, and so on.
  if (r.active > 1) {
    for (int i = r.pile - (r.active - 1), k = 0; i >= 0 && k < 3; i -= r.active, ++k) {
      const Card c = v.pile_card(i);
      if (c.is_natural()) r.next_discarded |= 1u << static_cast<int>(c.rank());
    }
  }
}

double likely_hand_points(const Observation& obs, const Reading& r, int seat) {
  const CardCounts& known = obs.known(seat);
  const int unknown = obs.hand_size(seat) - known.size();
  const Rules& rules = obs.rules();
  double held = caught(rules, known);
  if (unknown <= 0) return held;
  // The unseen cards as one hand (a suit of each rank; threes are black ones).
  CardCounts unseen;
  for (int k = static_cast<int>(Rank::Two); k <= static_cast<int>(Rank::Ace); ++k)
    if (r.unseen[k] > 0) unseen.add(Card(static_cast<Rank>(k), Suit::Clubs), r.unseen[k]);
  if (r.unseen[static_cast<int>(Rank::Joker)] > 0) unseen.add(Card::joker(), r.unseen[static_cast<int>(Rank::Joker)]);
  if (unseen.empty()) return held;
  return held + static_cast<double>(unknown) * caught(rules, unseen) / unseen.size();
}

double chance_at_least(int need, int places, int copies, int hidden) {
  if (need <= 0) return 1.0;
  if (places <= 0 || copies <= 0 || hidden <= 0 || need > places || need > copies) return 0.0;
  const double p = static_cast<double>(copies) / hidden;
  // 1 - P(X < need), X ~ Binomial(places, p).
  double term = 1.0;  // P(X = 0), by multiplication: the same on every platform
  for (int i = 0; i < places; ++i) term *= 1.0 - p;
  double below = 0.0;
  for (int k = 0; k < need; ++k) {
    below += term;
    term = term * (places - k) / (k + 1) * p / (1.0 - p + 1e-12);
  }
  const double at_least = 1.0 - below;
  return at_least < 0.0 ? 0.0 : (at_least > 1.0 ? 1.0 : at_least);
}

int added_penalty(const Rules& rules, const std::array<Meld, kMeldSlots>& melds, const Move& m,
                  std::optional<Card> top) {
  if (rules.incomplete_sevens_penalty == 0 && rules.incomplete_pure_aces_penalty == 0 &&
      rules.incomplete_wild_penalty == 0)
    return 0;
  std::array<Meld, kMeldSlots> after = melds;
  for (int i = 0; i < m.num_groups; ++i) after[meld_slot(m.groups[i].rank)].add(m.groups[i].cards);
  // A pickup lays the top card, with the pair shown beside it, on its rank.
  if (m.kind == MoveKind::Pickup && top && top->is_natural()) {
    Meld& taken = after[meld_slot(top->rank())];
    taken.add(*top);
    if (m.has_pair)
      for (Card c : m.pair) taken.add(c);
  }
  return incomplete_penalties(rules, after) - incomplete_penalties(rules, melds);
}

}  // namespace canasta
