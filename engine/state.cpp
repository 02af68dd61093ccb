#include "engine/state.h"

#include <bit>

#include <algorithm>
#include <span>

#include "engine/check.h"
#include "engine/rng.h"

namespace canasta {

uint64_t deal_seed(uint64_t game_seed, int deal_number) {
  uint64_t z = game_seed + 0x9E3779B97F4A7C15ull * (static_cast<uint64_t>(deal_number) + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

GameState GameState::new_game(const Rules& rules, int players, uint64_t seed) {
  CANASTA_CHECK(players >= kMinPlayers && players <= kMaxPlayers);
  GameState g;
  g.rules_ = rules;
  g.seed_ = seed;
  g.deal_number_ = 0;
  g.seating_ = make_seating(rules, players, 0);
  g.dealer_ = g.seating_.order[g.seating_.active - 1];
  g.deal(deal_seed(seed, 0));
  return g;
}

void GameState::deal(uint64_t seed) {
  std::array<Card, kMaxPackCards> pack{};
  int n = 0;
  for (int d = 0; d < rules_.decks; ++d)
    for (int code = 0; code < 52; ++code) pack[n++] = Card::from_code(code);
  for (int j = 0; j < rules_.jokers; ++j) pack[n++] = Card::joker();
  CANASTA_CHECK(n <= kMaxPackCards);
  Rng rng(seed);
  rng.shuffle(std::span<Card>(pack.data(), static_cast<size_t>(n)));

  std::copy(pack.begin(), pack.begin() + n, stock_and_pile_.begin());
  stock_size_ = static_cast<int16_t>(n);
  for (auto& h : hands_) h.clear();
  for (auto& k : known_) k.clear();
  for (auto& b : bonus_) b.clear();
  for (auto& side : melds_) side.fill(Meld{});
  melded_slots_ = {};
  canasta_slots_ = {};
  for (auto& t : threes_) t = {};
  one_turn_canastas_ = {};
  pile_size_ = 0;
  pile_freezers_ = 0;
  pile_down_ = 0;
  pot_taken_ = false;
  dead_ = 0;
  melded_seats_ = 0;
  played_seats_ = 0;
  deal_end_ = DealEnd::None;
  went_out_ = -1;
  concealed_out_ = false;
  special_ = SpecialHand::None;
  last_score_ = DealScore{};
  last_score_.sides = seating_.sides;
  cut_ = 0;
  if (rules_.uses_cut()) {
    // The dealer cuts before anyone sees a card (UY-50).
    turn_ = dealer_;
    phase_ = Phase::Cut;
    reset_turn();
    return;
  }
  deal_hands();
}

void GameState::deal_hands() {
  const int first = seating_.next(dealer_);
  const int first_place = seating_.place(first);
  const int cards = rules_.hand_size[seating_.players];
  for (int round = 0; round < cards; ++round)
    for (int k = 0; k < seating_.active; ++k) {
      if (stock_size_ == 0) break;
      const int seat = seating_.order[(first_place + k) % seating_.active];
      hands_[seat].add(stock_at(--stock_size_));
    }
  deal_pile();
  if (rules_.threes_at_deal)
    for (int k = 0; k < seating_.active; ++k) lay_threes(seating_.order[(first_place + k) % seating_.active]);
  turn_ = static_cast<int8_t>(first);
  phase_ = Phase::Draw;
  reset_turn();
  begin_turn();
}

void GameState::deal_pile() {
  auto turn_up = [&](bool face_down) {
    const Card c = stock_at(--stock_size_);
    if (face_down) pile_down_ |= uint64_t{1} << pile_size_;
    else if (c.is_wild() || (c.is_red_three() && rules_.red_three_freezes)) ++pile_freezers_;
    pile_at(pile_size_++) = c;
    return c;
  };
  switch (rules_.pile_start) {
    case PileStart::kEmpty:
      return;
    case PileStart::kUpcard:
      // Law 13: a wild card or red three turned up is covered by the next.
      while (stock_size_ > 0) {
        const Card c = turn_up(false);
        if (!c.is_wild() && !c.is_red_three()) return;
      }
      return;
    case PileStart::kPot: {
      // UY-06: face-down cards and a face-up one; a prize turned up earns one
      // more of each, as long as prizes come (the mask holds 64 positions).
      for (int i = 0; i < rules_.pot_face_down && stock_size_ > 0; ++i) turn_up(true);
      while (stock_size_ > 0) {
        const Card c = turn_up(false);
        const bool prize = (rules_.pot_prize_ranks >> static_cast<int>(c.rank())) & 1;
        if (!prize || stock_size_ < 2 || pile_size_ + 2 > 64) return;
        turn_up(true);
      }
      return;
    }
  }
}

void GameState::begin_turn() {
  // MA-41: the bonus cards set aside join the hand now.
  if (!bonus_[turn_].empty()) {
    for (Card c : kDisplayOrder) {
      const int n = bonus_[turn_].count(c);
      if (n > 0) hands_[turn_].add(c, n);
    }
    bonus_[turn_].clear();
  }
  // Law 14: dealt red threes are faced at the holder's first turn; a three
  // kept for a straight (MA-11) is faced once the side has melded.
  lay_threes(turn_);
}

void GameState::reset_turn() {
  answer_ = Answer::None;
  asked_before_draw_ = false;
  last_red_three_ = false;
  turn_created_ = 0;
  turn_touched_ = false;
  turn_start_melded_ = has_melded(turn_);
  opened_ = Opened::None;
  pickup_slots_ = 0;
  pure_at_start_ = 0;
  if (!rules_.uses_pure_at_start()) return;
  const int side = side_of(turn_);
  for (uint32_t c = canasta_slots_[side]; c != 0; c &= c - 1) {
    const int slot = std::countr_zero(c);
    if (is_pure(melds_[side][slot], slot)) pure_at_start_ = static_cast<uint16_t>(pure_at_start_ | (1u << slot));
  }
}

bool GameState::keeps_three(int seat) const {
  return rules_.special_hands && rules_.black_threes_are_bonus && !side_has_melded(side_of(seat));
}

void GameState::add_three(int side, Card three) {
  uint8_t& n = threes_[side][static_cast<int>(three.suit())];
  n = static_cast<uint8_t>(n + 1);
}

void GameState::lay_threes(int seat) {
  if (hands_[seat].naturals(Rank::Three) == 0) return;
  const int side = side_of(seat);
  while (true) {
    // Threes in code order: 3c 3d 3h 3s. One may stay for a straight; a
    // three kept so stays in the hand when the stock has no card to replace
    // it (MA-11, MA-14).
    int keep = keeps_three(seat) || (stock_size_ == 0 && rules_.special_hands) ? 1 : 0;
    int laid = 0;
    for (int s = 0; s < kNumSuits; ++s) {
      const Card three(Rank::Three, static_cast<Suit>(s));
      if (!rules_.is_bonus_three(three)) continue;
      int n = hands_[seat].count(three);
      const int kept = n < keep ? n : keep;
      keep -= kept;
      n -= kept;
      hands_[seat].remove(three, n);
      for (int i = 0; i < n; ++i) add_three(side, three);
      laid += n;
    }
    if (laid == 0) return;
    for (int i = 0; i < laid && stock_size_ > 0; ++i) hands_[seat].add(stock_at(--stock_size_));
  }
}

void GameState::draw_from_stock(int seat, int cards) {
  const int side = side_of(seat);
  for (int i = 0; i < cards && stock_size_ > 0; ++i) {
    Card c = stock_at(--stock_size_);
    while (rules_.is_bonus_three(c) && !(keeps_three(seat) && hands_[seat].naturals(Rank::Three) == 0)) {
      if (stock_size_ == 0) {
        // The last card of the stock: law 55 faces a red three (the player
        // may meld, then the play ends); MA-14 ends the play at once with
        // the three in the hand.
        if (rules_.black_threes_are_bonus) {
          hands_[seat].add(c);
          end_deal(DealEnd::RedThreeLast);
        } else {
          add_three(side, c);
          last_red_three_ = true;
        }
        return;
      }
      add_three(side, c);
      c = stock_at(--stock_size_);
    }
    hands_[seat].add(c);
  }
}

int GameState::to_move() const {
  if (phase_ == Phase::Answer) return seating_.partner_after(turn_);
  return turn_;
}

std::vector<Card> GameState::red_three_cards(int side) const {
  std::vector<Card> out;
  for (Suit s : {Suit::Diamonds, Suit::Hearts})
    for (int i = 0; i < threes_[side][static_cast<int>(s)]; ++i) out.push_back(Card(Rank::Three, s));
  return out;
}

std::vector<Card> GameState::black_three_cards(int side) const {
  std::vector<Card> out;
  for (Suit s : {Suit::Clubs, Suit::Spades})
    for (int i = 0; i < threes_[side][static_cast<int>(s)]; ++i) out.push_back(Card(Rank::Three, s));
  return out;
}

std::optional<Card> GameState::pile_top() const {
  if (pile_size_ == 0) return std::nullopt;
  return pile_at(pile_size_ - 1);
}

std::vector<Card> GameState::pile_cards() const {
  // Bottom first: the pile lies backwards from the array's end.
  const auto bottom = stock_and_pile_.rbegin();
  return std::vector<Card>(bottom, bottom + pile_size_);
}

std::vector<Card> GameState::stock_cards() const {
  std::vector<Card> out;
  for (int i = 0; i < stock_size_; ++i) out.push_back(stock_card(i));
  return out;
}

std::optional<int> GameState::winner() const {
  if (phase_ != Phase::GameOver) return std::nullopt;
  if (deal_end_ == DealEnd::BlackThreeCanasta) return side_of(went_out_);
  int best = 0;
  for (int s = 1; s < seating_.sides; ++s)
    if (scores_[s] > scores_[best]) best = s;
  return best;
}

void GameState::end_deal(DealEnd how) {
  deal_end_ = how;
  // Red threes of a player who never had a turn are faced for the count
  // (law 14 calls them bonus cards "counting for or against the side to
  // which they fall"; law 70's penalty is only for a player who had a turn).
  for (int seat = 0; seat < seating_.players; ++seat) {
    if (!may_hold_red_threes(seat)) continue;
    for (Suit s : {Suit::Diamonds, Suit::Hearts}) {
      const Card three(Rank::Three, s);
      const int n = hands_[seat].count(three);
      take_from_hand(seat, three, n);
      for (int i = 0; i < n; ++i) add_three(side_of(seat), three);
    }
  }
  last_score_ = count_deal(*this);
  for (int s = 0; s < seating_.sides; ++s) scores_[s] = last_score_.side[s].total;
  int best = 0;
  bool tie = false;
  for (int s = 1; s < seating_.sides; ++s) {
    if (scores_[s] > scores_[best]) {
      best = s;
      tie = false;
    } else if (scores_[s] == scores_[best]) {
      tie = true;
    }
  }
  // S004: "Canasta "a lo gusto": A canasta made with black threes. Wins the match."
  const bool wins = how == DealEnd::BlackThreeCanasta;
  phase_ = wins || (scores_[best] >= rules_.game_target && !tie) ? Phase::GameOver : Phase::DealOver;
}

Verdict GameState::start_next_deal() {
  if (phase_ == Phase::GameOver) return Verdict::of(Why::kGameOver);
  if (phase_ != Phase::DealOver) return Verdict::of(Why::kDealNotOver);
  const int place = seating_.place(dealer_);
  ++deal_number_;
  seating_ = make_seating(rules_, seating_.players, deal_number_);
  dealer_ = seating_.order[(place + 1) % seating_.active];
  deal(deal_seed(seed_, deal_number_));
  return {};
}

namespace {

class Hasher {
 public:
  void bytes(const void* data, size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < n; ++i) {
      h_ ^= p[i];
      h_ *= 0x100000001B3ull;
    }
  }
  void num(int64_t v) {
    unsigned char b[8];
    for (int i = 0; i < 8; ++i) b[i] = static_cast<unsigned char>(static_cast<uint64_t>(v) >> (8 * i));
    bytes(b, 8);
  }
  void counts(const CardCounts& c) {
    for (int k = 0; k < kNumCardKinds; ++k) num(c.count(Card::from_code(k)));
  }
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 0xCBF29CE484222325ull;
};

}  // namespace

uint64_t GameState::fingerprint() const {
  Hasher h;
  h.bytes(rules_.variant.data(), rules_.variant.size());
  h.num(rules_.options);
  h.num(seating_.players);
  h.num(static_cast<int64_t>(seed_));
  h.num(deal_number_);
  h.num(dealer_);
  h.num(turn_);
  h.num(static_cast<int>(phase_));
  h.num(static_cast<int>(answer_));
  h.num(asked_before_draw_);
  h.num(played_seats_);
  h.num(last_red_three_);
  h.num(turn_created_);
  h.num(turn_touched_);
  h.num(turn_start_melded_);
  h.num(static_cast<int>(deal_end_));
  h.num(went_out_);
  h.num(concealed_out_);
  h.num(melded_seats_);
  h.num(pot_taken_);
  h.num(static_cast<int64_t>(pile_down_));
  h.num(static_cast<int>(opened_));
  h.num(pure_at_start_);
  h.num(pickup_slots_);
  h.num(static_cast<int>(special_));
  if (rules_.uses_cut()) h.num(cut_);  // only there, so other games keep their fingerprints
  for (int s = 0; s < kMaxPlayers; ++s) {
    h.counts(hands_[s]);
    h.counts(known_[s]);
    if (rules_.uses_bonus_cards()) h.counts(bonus_[s]);
  }
  for (int side = 0; side < kMaxSides; ++side) {
    for (const Meld& m : melds_[side]) {
      h.bytes(m.naturals.data(), 4);
      h.bytes(m.twos.data(), 4);
      h.num(m.jokers);
    }
    for (int suit = 0; suit < kNumSuits; ++suit) h.num(threes_[side][suit]);
    h.num(one_turn_canastas_[side]);
    h.num(scores_[side]);
  }
  h.num(pile_size_);
  for (int i = 0; i < pile_size_; ++i) h.num(pile_at(i).code());
  h.num(stock_size_);
  for (int i = 0; i < stock_size_; ++i) h.num(stock_at(i).code());
  return h.value();
}

bool operator==(const GameState& a, const GameState& b) {
  if (!(a.rules_ == b.rules_) || a.seating_.players != b.seating_.players ||
      a.seed_ != b.seed_ || a.deal_number_ != b.deal_number_ || a.dealer_ != b.dealer_ ||
      a.turn_ != b.turn_ || a.phase_ != b.phase_ || a.answer_ != b.answer_ ||
      a.asked_before_draw_ != b.asked_before_draw_ || a.played_seats_ != b.played_seats_ ||
      a.last_red_three_ != b.last_red_three_ || a.turn_created_ != b.turn_created_ ||
      a.turn_touched_ != b.turn_touched_ || a.turn_start_melded_ != b.turn_start_melded_ ||
      a.deal_end_ != b.deal_end_ || a.went_out_ != b.went_out_ ||
      a.concealed_out_ != b.concealed_out_ || a.melded_seats_ != b.melded_seats_ ||
      a.hands_ != b.hands_ || a.known_ != b.known_ || a.melds_ != b.melds_ ||
      a.threes_ != b.threes_ || a.bonus_ != b.bonus_ || a.pot_taken_ != b.pot_taken_ ||
      a.pile_down_ != b.pile_down_ || a.opened_ != b.opened_ || a.pure_at_start_ != b.pure_at_start_ || a.pickup_slots_ != b.pickup_slots_ ||
      a.one_turn_canastas_ != b.one_turn_canastas_ || a.special_ != b.special_ || a.scores_ != b.scores_ ||
      !(a.last_score_ == b.last_score_) || a.pile_size_ != b.pile_size_ ||
      a.stock_size_ != b.stock_size_ || a.pile_freezers_ != b.pile_freezers_ || a.cut_ != b.cut_)
    return false;
  for (int i = 0; i < a.pile_size_; ++i)
    if (a.pile_at(i) != b.pile_at(i)) return false;
  for (int i = 0; i < a.stock_size_; ++i)
    if (a.stock_at(i) != b.stock_at(i)) return false;
  return true;
}

std::vector<std::vector<Card>> dealt_hands(const Rules& rules, int players, uint64_t seed) {
  const GameState g = GameState::new_game(rules, players, seed);
  std::vector<std::vector<Card>> out;
  for (int s = 0; s < players; ++s) out.push_back(g.hand_cards(s));
  return out;
}

}  // namespace canasta
