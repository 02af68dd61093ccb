#include "engine/observation.h"

#include <algorithm>
#include <span>

#include "engine/check.h"
#include "engine/state_access.h"

namespace canasta {

Observation observation(const GameState& state, int seat) {
  return StateAccess::observe(state, seat);
}

// A player who asked "May I go out?" showed that he can go out this turn
// (validate_ask): while his partner weighs the answer, a sampled deal must
// agree. Rejection sampling, falling back to an unconstrained deal when the
// constraint is hard to meet.
GameState sample_hidden(const Observation& obs, Rng& rng) {
  constexpr int kTries = 64;
  for (int i = 0;; ++i) {
    GameState g = StateAccess::sample(obs, rng);
    if (g.phase() != Phase::Answer || obs.seat() == g.turn() || i + 1 >= kTries || g.can_go_out_now())
      return g;
  }
}

void Observation::legal_moves(MoveList& out, int cap) const {
  if (view_.to_move() != seat_) {
    out.clear(cap);
    return;
  }
  view_.legal_moves(out, cap);
}

std::vector<Card> Observation::pile_cards() const {
  std::vector<Card> out;
  for (int i = 0; i < view_.pile_size(); ++i)
    if (!view_.pile_face_down(i)) out.push_back(view_.pile_card(i));
  return out;
}

Verdict Observation::check(const Move& move) const {
  if (view_.to_move() != seat_) return Verdict::of(Why::kNotYourTurn);
  return view_.check(move);
}

Observation StateAccess::observe(const GameState& state, int seat) {
  CANASTA_CHECK(seat >= 0 && seat < state.players());
  Observation obs(state);
  obs.seat_ = seat;
  GameState& v = obs.view_;
  const bool shown = state.is_deal_over();  // hands are laid open for the count
  for (int p = 0; p < state.players(); ++p) {
    obs.hand_sizes_[p] = state.hand_size(p);
    obs.bonus_sizes_[p] = state.bonus_cards(p).size();
    if (p != seat && !shown) v.hands_[p] = v.known_[p];
    if (!shown) v.bonus_[p].clear();  // face down: not even their owner sees them
  }
  // The stock is the front of stock_and_pile_: blanked in one fill (the
  // search observes every position of its playouts).
  std::fill_n(v.stock_and_pile_.begin(), v.stock_size_, Card());
  for (int i = 0; i < v.pile_size_; ++i)
    if (v.pile_face_down(i)) v.pile_at(i) = Card();
  // The game seed rebuilds every deal (deal_seed), so it is a hidden card
  // like any other: a view never deals, so it has no use for it.
  v.seed_ = 0;
  return obs;
}

GameState StateAccess::sample(const Observation& obs, Rng& rng) {
  GameState g = obs.view_;
  const Rules& rules = g.rules_;
  if (g.is_deal_over()) return g;
  std::array<int, kNumCardKinds> seen{};
  auto see = [&](Card c, int n) { seen[c.code()] += n; };
  for (int p = 0; p < g.players(); ++p)
    for (int k = 0; k < kNumCardKinds; ++k) see(Card::from_code(k), g.hands_[p].count(Card::from_code(k)));
  for (int s = 0; s < g.num_sides(); ++s) {
    for (int slot = 0; slot < kMeldSlots; ++slot)
      for (Card c : g.melds_[s][slot].cards(slot_rank(slot))) see(c, 1);
    for (int suit = 0; suit < kNumSuits; ++suit) see(Card(Rank::Three, static_cast<Suit>(suit)), g.threes_[s][suit]);
  }
  for (int i = 0; i < g.pile_size_; ++i)
    if (!g.pile_face_down(i)) see(g.pile_at(i), 1);
  // Unseen bonus threes (red ones; black ones too where they are bonus
  // cards) can only be where nobody has looked: the stock, bonus cards set
  // aside, the pot's face-down cards and the hand of a seat that has not yet
  // had a turn. Hands that cannot hold one are filled first from the other
  // unseen cards, then the rest, those threes included, is shuffled over the
  // remaining places.
  std::array<Card, kMaxPackCards> unseen{};
  int n = 0;
  for (int k = 0; k < kNumCardKinds; ++k) {
    const Card c = Card::from_code(k);
    const int copies = c.is_joker() ? rules.jokers : rules.decks;
    for (int i = seen[k]; i < copies; ++i)
      if (!rules.is_bonus_three(c)) unseen[n++] = c;
  }
  rng.shuffle(std::span<Card>(unseen.data(), static_cast<size_t>(n)));
  int next = 0;
  auto fill = [&](CardCounts& place, int missing) {
    CANASTA_CHECK(missing >= 0 && next + missing <= n);
    for (int i = 0; i < missing; ++i) place.add(unseen[next++]);
  };
  auto flexible = [&](int p) { return g.may_hold_red_threes(p) || g.may_keep_a_three(p); };
  for (int p = 0; p < g.players(); ++p)
    if (p != obs.seat_ && !flexible(p)) fill(g.hands_[p], obs.hand_sizes_[p] - g.hands_[p].size());
  int m = 0;
  for (int i = next; i < n; ++i) unseen[m++] = unseen[i];
  for (int k = 0; k < kNumCardKinds; ++k) {
    const Card c = Card::from_code(k);
    if (!rules.is_bonus_three(c)) continue;
    for (int i = seen[k]; i < rules.decks; ++i) unseen[m++] = c;
  }
  n = m;
  next = 0;
  rng.shuffle(std::span<Card>(unseen.data(), static_cast<size_t>(n)));
  for (int p = 0; p < g.players(); ++p) {
    if (p != obs.seat_ && flexible(p)) fill(g.hands_[p], obs.hand_sizes_[p] - g.hands_[p].size());
    fill(g.bonus_[p], obs.bonus_sizes_[p]);
  }
  for (int i = 0; i < g.pile_size_; ++i)
    if (g.pile_face_down(i)) {
      CANASTA_CHECK(next < n);
      g.pile_at(i) = unseen[next++];
    }
  CANASTA_CHECK(g.stock_size_ <= n - next);
  for (int i = 0; i < g.stock_size_; ++i) g.stock_at(i) = unseen[next + i];
  // A hand keeps at most one three (MA-11): extra ones trade places with
  // other cards of the stock.
  for (int p = 0; p < g.players(); ++p) {
    if (p == obs.seat_ || !g.may_keep_a_three(p) || g.may_hold_red_threes(p)) continue;
    for (int i = 0; i < g.stock_size_ && g.hands_[p].naturals(Rank::Three) > 1; ++i) {
      const Card other = g.stock_at(i);
      if (rules.is_bonus_three(other)) continue;
      for (int s = 0; s < kNumSuits; ++s) {
        const Card three(Rank::Three, static_cast<Suit>(s));
        if (g.hands_[p].count(three) == 0 || g.known_[p].count(three) > 0) continue;
        g.hands_[p].remove(three);
        g.hands_[p].add(other);
        g.stock_at(i) = three;
        break;
      }
    }
  }
  return g;
}

}  // namespace canasta
