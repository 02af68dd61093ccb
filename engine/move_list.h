// A fixed-capacity list of moves, filled by GameState::legal_moves without
// allocating. It is about 35 KB: keep one and reuse it rather than putting
// many on a small (WASM) stack.
//
// What legal_moves lists, in this order:
//   Draw phase:   draw; pickups (bare, then with two naturals, then natural
//                 and wild; for an initial meld the pair alone if it meets
//                 the minimum, otherwise each way of adding "+" groups that
//                 does); ask; pass.
//   Play phase:   ask; melds; discards (one per card kind, display order).
//   Answer phase: yes, no.
// Melds: once the side has melded, every multi-group meld equals a sequence
// of one-group melds, so only one-group melds are listed (apply accepts both).
// Before the side's initial meld, each combination of groups that meets the
// minimum count (or goes out concealed) is listed. Moves that differ only in
// the suits of natural cards of one rank, or of deuces, are listed once, with
// the suits taken in the order clubs, diamonds, hearts, spades. When more
// moves exist than the cap, the list stops at the cap and capped() is true.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "engine/card_counts.h"
#include "engine/check.h"
#include "engine/going_out.h"
#include "engine/move.h"

namespace canasta {

inline constexpr int kMoveListCapacity = 256;

// One way for a group to bring wild cards from the hand: its deuces as a
// word (byte s counts suit s, as Meld stores them), its jokers and the
// number of both.
struct WildPick {
  uint32_t twos;
  uint8_t jokers;
  uint8_t count;
};

class MoveList {
 public:
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool capped() const { return capped_; }
  const Move& operator[](int i) const { return moves_[i]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  void clear(int cap = kMoveListCapacity) {
    size_ = 0;
    capped_ = false;
    cap_ = cap < kMoveListCapacity ? cap : kMoveListCapacity;
    going_out_known_ = false;
    kind_count_ = {};
    scattered_ = 0;
    last_kind_ = kNoKind;
  }
  // The moves of a kind listed, and the i-th of them (0 <= i < count_of),
  // in list order. Kept as the list is filled, so a player choosing a move
  // of some kind (the random policy of self-play) need not pass over the
  // whole list: a kind's moves are listed together, and then the i-th is
  // found at once (otherwise by a search).
  int count_of(MoveKind kind) const { return kind_count_[static_cast<int>(kind)]; }
  const Move& nth_of(MoveKind kind, int i) const {
    const int k = static_cast<int>(kind);
    CANASTA_CHECK(i >= 0 && i < kind_count_[k]);
    if (!((scattered_ >> k) & 1)) return moves_[kind_first_[k] + i];
    for (int at = 0;; ++at)
      if (moves_[at].kind == kind && i-- == 0) return moves_[at];
  }
  // Appends; returns false (and marks the list capped) when full.
  bool push(const Move& move) {
    if (size_ >= cap_) {
      capped_ = true;
      return false;
    }
    note_run(move.kind, size_, size_ + 1);
    moves_[size_++] = move;
    return true;
  }
  // Appends a move without groups (draw, discard, ask, ...) in place, without
  // rewriting the slot's unused group storage.
  bool push_simple(MoveKind kind, Card card = Card()) {
    if (size_ >= cap_) {
      capped_ = true;
      return false;
    }
    note_run(kind, size_, size_ + 1);
    Move& m = moves_[size_++];
    m.kind = kind;
    m.card = card;
    m.has_pair = false;
    m.num_groups = 0;
    return true;
  }
  // Appends a discard of every card kind the hand holds, in display order,
  // whose rank is in `allowed` (bit r - 2 for rank r, bit 13 the joker). A
  // rank not held is skipped; within a rank, which suits are held decides
  // no branch: each suit's move is written and counted only when held
  // (those tests were a twelfth of the engine's branch mispredictions).
  void push_discards(const CardCounts& hand, uint16_t allowed) {
    if (cap_ - size_ < kNumCardKinds) {
      for (Card c : kDisplayOrder)
        if (hand.count(c) > 0 && ((allowed >> (c.code() / 4)) & 1)) push_simple(MoveKind::Discard, c);
      return;
    }
    // The ranks held and allowed, as a mask walked from the ace down (a
    // test a rank was a branch the predictor often lost), the place to
    // write kept in a local (stores to the moves could alias the member).
    // A rank's suits come from one word of counts, and its discards from
    // one word moved on a card code at a time.
    Move* at = moves_.data() + size_;
    auto rank = [&](int index) {  // rank - 2: its cards' codes are 4 * index + suit
      const uint32_t suits = hand.suit_counts(static_cast<Rank>(index + 2));
      uint64_t word = discard_word(Card::from_code(index * 4));
      for (int s = 0; s < kNumSuits; ++s, word += 1u << 8) {  // the next card code
        write_discard_word(*at, word);
        at += ((suits >> (8 * s)) & 0xFF) != 0;
      }
    };
    const uint32_t held = hand.ranks_held() & allowed;
    uint32_t ranks = held & ~1u;  // threes to aces; deuces last
    while (ranks != 0) {
      const int index = 31 - std::countl_zero(ranks);
      ranks &= ~(1u << index);
      rank(index);
    }
    if (held & 1u) rank(0);
    const int n = static_cast<int>(at - moves_.data());
    note_run(MoveKind::Discard, size_, n);
    size_ = n;
    if (hand.jokers() > 0 && ((allowed >> 13) & 1)) push_simple(MoveKind::Discard, Card::joker());
  }
  // Appends a meld of one group in place, likewise, the group given as
  // words: byte s of `naturals` and `twos` counts the cards of suit s (as
  // Meld stores them, little-endian).
  bool push_meld(Rank rank, uint32_t naturals, uint32_t twos, uint8_t jokers) {
    if (size_ >= cap_) {
      capped_ = true;
      return false;
    }
    note_run(MoveKind::Meld, size_, size_ + 1);
    write_meld(moves_[size_++], rank, naturals, twos, jokers);
    return true;
  }
  // Appends, likewise, the melds of `naturals` with each of the picks whose
  // count lies in [least, most], in the picks' order. Each pick's move is
  // written and counted only when in range: one loop of the same length for
  // every group of a listing, where loops over jokers and deuces bounded by
  // the range ended at a different count each time (their exits were the
  // predictor's worst branches in listing a play phase). Returns false when
  // the list ran full.
  bool push_melds_with_wilds(Rank rank, uint32_t naturals, const WildPick* picks, int num_picks, int least,
                             int most) {
    if (cap_ - size_ < num_picks) {
      for (int i = 0; i < num_picks; ++i)
        if (picks[i].count >= least && picks[i].count <= most &&
            !push_meld(rank, naturals, picks[i].twos, picks[i].jokers))
          return false;
      return true;
    }
    int n = size_;
    for (int i = 0; i < num_picks; ++i) {
      write_meld(moves_[n], rank, naturals, picks[i].twos, picks[i].jokers);
      n += (picks[i].count >= least) & (picks[i].count <= most);
    }
    note_run(MoveKind::Meld, size_, n);
    size_ = n;
    return true;
  }
  bool full() const { return size_ >= cap_; }
  // A discard written over a used slot: the fields up to the pickup's
  // first card (kind, card, special, cut_cards, has_pair) as one word, the
  // other fields at their defaults but pair[1], which a discard never reads,
  // and num_groups. Four stores a card were a tenth of listing a play phase.
  static constexpr uint64_t discard_word(Card c) {
    static_assert(offsetof(Move, kind) == 0 && offsetof(Move, card) == 1 && offsetof(Move, special) == 2 &&
                      offsetof(Move, cut_cards) == 4 && offsetof(Move, has_pair) == 6 && offsetof(Move, pair) == 7 &&
                      sizeof(Card) == 1 && sizeof(MoveKind) == 1 && sizeof(SpecialHand) == 1,
                  "discard_word covers kind .. pair[0]");
    static_assert(std::endian::native == std::endian::little);
    return static_cast<uint64_t>(MoveKind::Discard) | static_cast<uint64_t>(c.code()) << 8 |
           static_cast<uint64_t>(Card().code()) << 56;
  }
  static void write_discard_word(Move& m, uint64_t word) {
    std::memcpy(reinterpret_cast<unsigned char*>(&m), &word, sizeof word);
    m.num_groups = 0;
  }
  // A meld of one group, given as push_meld takes it, written over a slot.
  static void write_meld(Move& m, Rank rank, uint32_t naturals, uint32_t twos, uint8_t jokers) {
    m.kind = MoveKind::Meld;
    m.card = Card();
    m.has_pair = false;
    m.pair = {};
    m.num_groups = 1;
    MeldGroup& g = m.groups[0];
    g.rank = rank;
    std::memcpy(g.cards.naturals.data(), &naturals, sizeof naturals);
    std::memcpy(g.cards.twos.data(), &twos, sizeof twos);
    g.cards.jokers = jokers;
  }
  void mark_capped() { capped_ = true; }
  // Removes the moves after index i that equal the move at i.
  void remove_repeats_of(int i) {
    int kept = i + 1;
    for (int k = i + 1; k < size_; ++k)
      if (!(moves_[k] == moves_[i])) moves_[kept++] = moves_[k];
    // Rare (a way out listed twice): the kinds are counted again.
    kind_count_ = {};
    scattered_ = 0;
    last_kind_ = kNoKind;
    for (int at = 0; at < kept; ++at) note_run(moves_[at].kind, at, at + 1);
    size_ = kept;
  }
  // The first listed move of a kind, or nullptr.
  const Move* first_of(MoveKind kind) const {
    for (int i = 0; i < size_; ++i)
      if (moves_[i].kind == kind) return &moves_[i];
    return nullptr;
  }
  bool contains(const Move& move) const {
    for (int i = 0; i < size_; ++i)
      if (moves_[i] == move) return true;
    return false;
  }

  // Listing a play phase's moves searches for a way out (going_out.h); the
  // list keeps what it found, so a player choosing among the moves need not
  // search again (in a playout that search is a fifth of the time).
  // going_out_known() is false after clear() until a play phase is listed.
  void note_going_out(const GoOutPlan* plan) {
    going_out_known_ = true;
    has_going_out_ = plan != nullptr;
    if (plan) going_out_ = *plan;
  }
  bool going_out_known() const { return going_out_known_; }
  // The way out found (nullptr: none, or not known).
  const GoOutPlan* going_out() const { return going_out_known_ && has_going_out_ ? &going_out_ : nullptr; }

 private:
  // Notes moves [from, to), all of `kind`, appended at the list's end.
  void note_run(MoveKind kind, int from, int to) {
    if (to == from) return;
    const int k = static_cast<int>(kind);
    // Apart from the kind's earlier moves: nth_of must search.
    if (kind_count_[k] > 0 && last_kind_ != k) scattered_ |= 1u << k;
    if (kind_count_[k] == 0) kind_first_[k] = static_cast<uint16_t>(from);
    kind_count_[k] = static_cast<uint16_t>(kind_count_[k] + (to - from));
    last_kind_ = k;
  }
  static constexpr int kNoKind = -1;

  std::array<Move, kMoveListCapacity> moves_;
  int size_ = 0;
  int cap_ = kMoveListCapacity;
  bool capped_ = false;
  bool going_out_known_ = false;
  bool has_going_out_ = false;
  GoOutPlan going_out_;
  std::array<uint16_t, 16> kind_count_{};  // by MoveKind
  std::array<uint16_t, 16> kind_first_{};  // index of a kind's first move
  uint32_t scattered_ = 0;  // bit per kind: its moves are not all together
  int last_kind_ = kNoKind;  // of the last move appended
};

}  // namespace canasta
