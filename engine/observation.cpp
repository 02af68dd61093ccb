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
namespace {

GameState sample_consistent(const Observation& obs, Rng& rng, const BarredRanks* barred) {
  constexpr int kTries = 64;
  for (int i = 0;; ++i) {
    GameState g = StateAccess::sample(obs, rng, barred);
    if (g.phase() != Phase::Answer || obs.seat() == g.turn() || i + 1 >= kTries || g.can_go_out_now())
      return g;
  }
}

}  // namespace

GameState sample_hidden(const Observation& obs, Rng& rng) { return sample_consistent(obs, rng, nullptr); }

GameState sample_hidden(const Observation& obs, Rng& rng, const BarredRanks& barred) {
  return sample_consistent(obs, rng, &barred);
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

// Built from an allow-list: a fresh state receives what the seat may see,
// field by field, so a field added to GameState stays hidden until someone
// decides here that a seat may see it (copying the state and blanking the
// secret fields would show a forgotten one). Hidden: the other hands' unknown
// cards, the stock's order, face-down pile cards, bonus cards set aside and
// the game seed (deal_seed rebuilds every deal from it).
Observation StateAccess::observe(const GameState& state, int seat) {
  CANASTA_CHECK(seat >= 0 && seat < state.players());
  Observation obs{GameState()};
  obs.seat_ = seat;
  GameState& v = obs.view_;
  const GameState& s = state;
  // The game and the turn, as everyone at the table follows them.
  v.rules_ = s.rules_;
  v.seating_ = s.seating_;
  v.deal_number_ = s.deal_number_;
  v.dealer_ = s.dealer_;
  v.turn_ = s.turn_;
  v.phase_ = s.phase_;
  v.answer_ = s.answer_;
  v.asked_before_draw_ = s.asked_before_draw_;
  v.last_red_three_ = s.last_red_three_;
  v.played_seats_ = s.played_seats_;
  v.cut_ = s.cut_;
  v.turn_created_ = s.turn_created_;
  v.turn_touched_ = s.turn_touched_;
  v.turn_start_melded_ = s.turn_start_melded_;
  v.deal_end_ = s.deal_end_;
  v.went_out_ = s.went_out_;
  v.concealed_out_ = s.concealed_out_;
  v.melded_seats_ = s.melded_seats_;
  v.scores_ = s.scores_;
  v.last_score_ = s.last_score_;
  // What lies face up on the table.
  v.melds_ = s.melds_;
  v.threes_ = s.threes_;
  v.pot_taken_ = s.pot_taken_;
  v.dead_ = s.dead_;
  v.melded_slots_ = s.melded_slots_;
  v.canasta_slots_ = s.canasta_slots_;
  v.opened_ = s.opened_;
  v.pure_at_start_ = s.pure_at_start_;
  v.one_turn_canastas_ = s.one_turn_canastas_;
  v.special_ = s.special_;
  v.pickup_slots_ = s.pickup_slots_;
  // The pile: every card was seen face up as it was discarded, except the
  // pot's face-down ones, whose places are kept (blank); pile_freezers_
  // counts face-up cards only.
  v.pile_size_ = s.pile_size_;
  v.pile_down_ = s.pile_down_;
  v.pile_freezers_ = s.pile_freezers_;
  for (int i = 0; i < s.pile_size_; ++i)
    if (!s.pile_face_down(i)) v.pile_at(i) = s.pile_at(i);
  // The stock: its size, not its cards.
  v.stock_size_ = s.stock_size_;
  // The hands: the seat's own, and of the others what they took with a pile
  // and have not played (known), until hands are laid open for the count.
  const bool shown = s.is_deal_over();
  v.known_ = s.known_;
  for (int p = 0; p < s.players(); ++p) {
    obs.hand_sizes_[p] = s.hand_size(p);
    obs.bonus_sizes_[p] = s.bonus_cards(p).size();
    v.hands_[p] = p == seat || shown ? s.hands_[p] : s.known_[p];
    if (shown) v.bonus_[p] = s.bonus_[p];  // face down until then, to their owner too
  }
  return obs;
}

GameState StateAccess::sample(const Observation& obs, Rng& rng, const std::array<uint32_t, kMaxPlayers>* barred) {
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
  // A hand barred from some ranks (`barred` ranks, sample_hidden's reading)
  // takes the first card not barred from it: the order is random, so it is
  // a uniform choice among them; the barred ones passed over stay among the
  // rest, which are shuffled again below before anything else is dealt
  // from them. With no rank barred, the cards are taken in order.
  auto fill = [&](CardCounts& place, int missing, uint32_t ranks = 0) {
    CANASTA_CHECK(missing >= 0 && next + missing <= n);
    for (int i = 0; i < missing; ++i) {
      for (int j = next; j < n; ++j) {
        const Card c = unseen[j];
        if (!c.is_natural() || !(ranks >> static_cast<int>(c.rank()) & 1)) {
          std::swap(unseen[next], unseen[j]);
          break;
        }
      }
      place.add(unseen[next++]);
    }
  };
  auto flexible = [&](int p) { return g.may_hold_red_threes(p) || g.may_keep_a_three(p); };
  auto reads = [&](int p) { return barred && (*barred)[p] != 0; };
  // Hands read last, so that every hand before them draws from cards in a
  // uniformly random order.
  for (int p = 0; p < g.players(); ++p)
    if (p != obs.seat_ && !flexible(p) && !reads(p)) fill(g.hands_[p], obs.hand_sizes_[p] - g.hands_[p].size());
  for (int p = 0; p < g.players(); ++p)
    if (p != obs.seat_ && !flexible(p) && reads(p))
      fill(g.hands_[p], obs.hand_sizes_[p] - g.hands_[p].size(), (*barred)[p]);
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
