// What one seat may know: the information-set view given to bots and the UI.
//
// An Observation holds the seat's own hand, every other hand's size and the
// cards publicly known to be in it (taken with a pile and not yet played),
// all melds, red threes, the discard pile (every card of it was seen face up
// when it was discarded), the stock's size, scores, phase and turn details.
// It never holds the order of the stock or the unknown cards of other hands.
//
// sample_hidden deals the unseen cards (the pack minus everything the seat
// can see) at random into the other hands' unknown places and the stock,
// giving a full GameState consistent with the observation: the tool of
// determinizing search.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/move_list.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace canasta {

class Observation {
 public:
  int seat() const { return seat_; }

  const Rules& rules() const { return view_.rules(); }
  int players() const { return view_.players(); }
  int num_sides() const { return view_.num_sides(); }
  int side_of(int seat) const { return view_.side_of(seat); }
  int idle_seat() const { return view_.idle_seat(); }
  int deal_number() const { return view_.deal_number(); }
  int dealer() const { return view_.dealer(); }
  int turn() const { return view_.turn(); }
  int to_move() const { return view_.to_move(); }
  Phase phase() const { return view_.phase(); }
  Answer answer() const { return view_.answer(); }
  bool last_red_three() const { return view_.last_red_three(); }

  const CardCounts& own_hand() const { return view_.hand(seat_); }
  std::vector<Card> own_hand_cards() const { return view_.hand_cards(seat_); }
  int hand_size(int seat) const { return hand_sizes_[seat]; }
  // Bonus cards set aside for a seat (MA-41): face down, so only their number.
  int bonus_card_count(int seat) const { return bonus_sizes_[seat]; }
  const CardCounts& known(int seat) const { return view_.known(seat); }

  const Meld& meld(int side, Rank rank) const { return view_.meld(side, rank); }
  bool side_has_melded(int side) const { return view_.side_has_melded(side); }
  int canastas(int side) const { return view_.canastas(side); }
  bool has_melded(int seat) const { return view_.has_melded(seat); }
  int red_threes(int side) const { return view_.red_threes(side); }
  std::vector<Card> red_three_cards(int side) const { return view_.red_three_cards(side); }
  int pile_size() const { return view_.pile_size(); }
  std::optional<Card> pile_top() const { return view_.pile_top(); }
  // The pile's cards that were seen (the pot's face-down ones left out),
  // bottom first.
  std::vector<Card> pile_cards() const;
  bool pile_face_down(int index) const { return view_.pile_face_down(index); }
  bool pile_frozen() const { return view_.pile_frozen(); }
  bool pile_frozen_for(int side) const { return view_.pile_frozen_for(side); }
  int stock_size() const { return view_.stock_size(); }

  int score(int side) const { return view_.score(side); }
  int minimum_count(int side) const { return view_.minimum_count(side); }
  bool is_deal_over() const { return view_.is_deal_over(); }
  bool is_game_over() const { return view_.is_game_over(); }
  DealEnd deal_end() const { return view_.deal_end(); }
  int went_out() const { return view_.went_out(); }
  // After the deal is over the hands are shown, so the breakdown is whole.
  const DealScore& deal_score() const { return view_.deal_score(); }

  // The observing seat's legal moves when it is to move (empty otherwise),
  // exactly as GameState::legal_moves lists them.
  void legal_moves(MoveList& out, int cap = kMoveListCapacity) const;
  // Why a move of the observing seat would be illegal; nothing if legal.
  Verdict check(const Move& move) const;

  // The seat's view as a state: other hands hold only their known cards and
  // the stock is blanked. For bots that read many fields at once.
  const GameState& view() const { return view_; }

  friend bool operator==(const Observation&, const Observation&) = default;

 private:
  friend class StateAccess;
  explicit Observation(const GameState& view) : view_(view) {}
  GameState view_;  // other hands hold only their known cards; stock blanked
  int seat_ = 0;
  std::array<int, kMaxPlayers> hand_sizes_{};
  std::array<int, kMaxPlayers> bonus_sizes_{};
};

Observation observation(const GameState& state, int seat);
// A full state consistent with the observation, the hidden cards dealt at
// random with `rng` (known cards stay where they are known to be; unseen
// bonus threes only into the stock, bonus cards, the pot's face-down cards
// and the hands of seats that have not yet had a turn; while a question "May I go out?" waits for its answer, the asker's
// hand is one that can go out, as asking showed).
GameState sample_hidden(const Observation& obs, Rng& rng);
// The same, with a reading of the hands: barred[p] has bit r
// (static_cast<int>(Rank)) for each natural rank of which seat p probably
// holds no unknown card. Each such hand is dealt its unknown cards from the
// unseen ones of other ranks while there are any (a uniform choice among
// them), so the barred cards go elsewhere: to the stock, the pot or hands
// not barred from them.
using BarredRanks = std::array<uint32_t, kMaxPlayers>;
GameState sample_hidden(const Observation& obs, Rng& rng, const BarredRanks& barred);

}  // namespace canasta
