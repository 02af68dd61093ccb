#include "engine/observation.h"

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
    if (p != seat && !shown) v.hands_[p] = v.known_[p];
  }
  for (int i = 0; i < v.stock_size_; ++i) v.stock_[i] = Card();
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
    see(Card(Rank::Three, Suit::Diamonds), g.red_threes_[s][0]);
    see(Card(Rank::Three, Suit::Hearts), g.red_threes_[s][1]);
  }
  for (int i = 0; i < g.pile_size_; ++i) see(g.pile_[i], 1);
  // Unseen red threes can only be in the stock or in the hand of a seat that
  // has not yet faced its dealt ones: the hands of seats that have faced them
  // are filled first from the other unseen cards, then the rest (red threes
  // included) is shuffled over the remaining places. Each way of placing the
  // cards that the observation allows is equally likely.
  std::array<Card, kMaxPackCards> unseen{};
  int n = 0;
  for (int k = 0; k < kNumCardKinds; ++k) {
    const Card c = Card::from_code(k);
    const int copies = c.is_joker() ? rules.jokers : rules.decks;
    for (int i = seen[k]; i < copies; ++i)
      if (!c.is_red_three()) unseen[n++] = c;
  }
  rng.shuffle(std::span<Card>(unseen.data(), static_cast<size_t>(n)));
  int next = 0;
  auto fill = [&](int p) {
    const int missing = obs.hand_sizes_[p] - g.hands_[p].size();
    CANASTA_CHECK(missing >= 0 && next + missing <= n);
    for (int i = 0; i < missing; ++i) g.hands_[p].add(unseen[next++]);
  };
  for (int p = 0; p < g.players(); ++p)
    if (p != obs.seat_ && !g.may_hold_red_threes(p)) fill(p);
  // The rest, red threes included: the other hands, then the stock;
  // out-of-play cards (positions set up with fewer cards) are what is left.
  int m = 0;
  for (int i = next; i < n; ++i) unseen[m++] = unseen[i];
  for (int k : {Card(Rank::Three, Suit::Diamonds).code(), Card(Rank::Three, Suit::Hearts).code()})
    for (int i = seen[k]; i < rules.decks; ++i) unseen[m++] = Card::from_code(k);
  n = m;
  next = 0;
  rng.shuffle(std::span<Card>(unseen.data(), static_cast<size_t>(n)));
  for (int p = 0; p < g.players(); ++p)
    if (p != obs.seat_ && g.may_hold_red_threes(p)) fill(p);
  CANASTA_CHECK(g.stock_size_ <= n - next);
  for (int i = 0; i < g.stock_size_; ++i) g.stock_[i] = unseen[next + i];
  return g;
}

}  // namespace canasta
