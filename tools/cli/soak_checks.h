// The soak run's outside checks of the engine (see soak.cpp): card
// accounting, random probe moves, and a recount of every deal's score written
// from the rule book, apart from the engine's own scoring code (score.cpp).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "tests/card_census.h"
#include "tests/spec_recount.h"

namespace canasta {

// hands + bonus cards + melds + threes + pile + stock == the pack, per card
// kind.
inline bool cards_accounted_for(const GameState& state, std::string* problem) {
  const CardCensus n = card_census(state);
  const Rules& rules = state.rules();
  for (int k = 0; k < kNumCardKinds; ++k) {
    const Card c = Card::from_code(k);
    const int want = pack_copies(rules, c);
    if (n[k] != want) {
      *problem = "card " + to_string(c) + " counted " + std::to_string(n[k]) +
                 " times, the pack has " + std::to_string(want);
      return false;
    }
  }
  return true;
}

// Moves whose presence in the legal list does not depend on which copies of
// cards are named.
inline bool is_simple(const Move& move) {
  switch (move.kind) {
    case MoveKind::Pickup: return !move.has_pair && move.num_groups == 0;
    case MoveKind::Meld: return false;
    default: return true;
  }
}

// A random move, usually illegal, built mostly from the cards of the player
// to move.
inline Move random_probe_move(const GameState& state, Rng& rng) {
  const std::vector<Card> hand = state.hand_cards(state.to_move());
  const auto any_card = [&]() {
    if (!hand.empty() && rng.below(4) != 0)
      return hand[rng.below(static_cast<uint32_t>(hand.size()))];
    return Card::from_code(static_cast<int>(rng.below(kNumCardKinds)));
  };
  switch (rng.below(10)) {
    case 0: return Move::draw();
    case 1: return Move::pass();
    case 2: return Move::ask();
    case 3: return Move::yes();
    case 4: return Move::no();
    case 5: return Move::pickup();
    case 6: return Move::pickup(any_card(), any_card());
    case 7:
    case 8: {
      Move move = rng.below(3) == 0 ? Move::pickup(any_card(), any_card()) : Move::meld();
      const int groups = 1 + static_cast<int>(rng.below(3));
      for (int g = 0; g < groups; ++g) {
        MeldGroup group;
        const Card seed = any_card();
        group.rank = seed.is_wild() ? static_cast<Rank>(3 + rng.below(12)) : seed.rank();
        const int naturals = static_cast<int>(rng.below(5));
        for (int i = 0; i < naturals; ++i) {
          Card c = any_card();
          if (c.is_wild() || c.rank() != group.rank)
            c = Card(group.rank, static_cast<Suit>(rng.below(kNumSuits)));
          group.cards.add(c);
        }
        const int wilds = static_cast<int>(rng.below(3));
        for (int i = 0; i < wilds; ++i)
          group.cards.add(rng.below(2) ? Card::joker()
                                       : Card(Rank::Two, static_cast<Suit>(rng.below(4))));
        if (!group.cards.empty()) move.add_group(group);
      }
      return move;
    }
    default: return Move::discard(any_card());
  }
}

// Recounts each deal's score from the rules (laws 42, 43 and the three-pack
// page) with the engine's public view of the final state, and follows the
// cumulative totals. Concealed going out is tracked from the moves: the
// player had laid nothing before his last turn, added nothing that turn to a
// meld that was on the table when it began, and laid a canasta of his own.
class ScoreRecount {
 public:
  explicit ScoreRecount(const GameState& state) : sides_(state.num_sides()) {}

  void start_deal(const GameState&) { laid_.fill(false); }

  void before_move(const GameState& state, const Move& move) {
    const int seat = state.turn();
    if (state.phase() == Phase::Draw) {
      turn_seat_ = seat;
      laid_before_turn_ = laid_[seat];
      touched_old_ = false;
      for (int slot = 0; slot < kMeldSlots; ++slot)
        old_meld_[slot] = !state.meld(state.side_of(seat), slot_rank(slot)).empty();
    }
    if (move.kind != MoveKind::Meld && move.kind != MoveKind::Pickup) return;
    laid_[seat] = true;
    const auto touch = [&](Rank rank) {
      touched_old_ = touched_old_ || old_meld_[meld_slot(rank)];
    };
    if (move.kind == MoveKind::Pickup && state.pile_top()) touch(state.pile_top()->rank());
    for (int g = 0; g < move.num_groups; ++g) touch(move.groups[g].rank);
  }
  void after_move(const GameState&) {}

  bool check_deal_end(const GameState& state, std::string* problem) {
    const std::string_view variant = state.rules().variant;
    if (variant == "american" || variant == "uruguayan") return check_variant_deal_end(state, problem);
    const bool threepack = variant == "threepack";
    const DealScore& engine = state.deal_score();
    if (engine.sides != sides_) return fail(problem, "deal score has the wrong number of sides");
    const bool went_out = state.deal_end() == DealEnd::WentOut;
    if (went_out && state.hand_size(state.went_out()) != 0)
      return fail(problem, "the player who went out holds cards");
    for (int side = 0; side < sides_; ++side) {
      SideScore want;
      int canastas = 0;
      bool melded = false;
      bool own_canasta = false;
      for (int r = static_cast<int>(Rank::Two); r <= static_cast<int>(Rank::Ace); ++r) {
        const Rank rank = static_cast<Rank>(r);
        const Meld& m = state.meld(side, rank);
        if (m.empty()) continue;
        melded = true;
        for (Card c : m.cards(rank)) want.melds += card_value(c);
        if (m.size() >= 7) {
          ++canastas;
          want.canastas += m.wild_count() == 0 ? 500 : 300;
          own_canasta = own_canasta || !old_meld_[meld_slot(rank)];
        }
      }
      const int threes = static_cast<int>(state.red_three_cards(side).size());
      int bonus = 100 * threes;
      if (!threepack && threes == 4) bonus = 800;
      if (threepack && threes == 5) bonus = 1000;
      if (threepack && threes == 6) bonus = 1200;
      want.red_threes = melded ? bonus : -bonus;
      if (went_out && state.side_of(state.went_out()) == side) {
        want.going_out = 100;
        const bool concealed =
            !laid_before_turn_ && !touched_old_ && own_canasta && turn_seat_ == state.went_out();
        want.concealed = concealed ? 100 : 0;
        const int needed =
            threepack || (state.players() == 2 && (state.rules().options & kOptionTwoHandDrawTwo))
                ? 2
                : 1;
        if (canastas < needed) return fail(problem, "a side went out without enough canastas");
      }
      for (int seat = 0; seat < state.players(); ++seat)
        if (state.side_of(seat) == side)
          for (Card c : state.hand_cards(seat)) want.hands -= card_value(c);
      want.deal = want.melds + want.going_out + want.concealed + want.red_threes + want.canastas +
                  want.hands;
      totals_[side] += want.deal;
      want.total = totals_[side];
      if (!(want == engine.side[side]))
        return fail(problem, "side " + std::to_string(side) + " scored " +
                                 describe(engine.side[side]) + ", the recount says " +
                                 describe(want));
      if (state.score(side) != totals_[side]) return fail(problem, "cumulative score differs");
    }
    return check_game_over(state, threepack ? 10000 : 5000, problem);
  }

 private:
  static int card_value(Card c) {
    if (c.is_joker()) return 50;
    switch (c.rank()) {
      case Rank::Two:
      case Rank::Ace: return 20;
      case Rank::King:
      case Rank::Queen:
      case Rank::Jack:
      case Rank::Ten:
      case Rank::Nine:
      case Rank::Eight: return 10;
      default: return 5;
    }
  }
  static std::string describe(const SideScore& s) {
    return "melds " + std::to_string(s.melds) + " out " + std::to_string(s.going_out) +
           " concealed " + std::to_string(s.concealed) + " red3 " + std::to_string(s.red_threes) +
           " canastas " + std::to_string(s.canastas) + " black3 " + std::to_string(s.black_threes) +
           " penalties " + std::to_string(s.penalties) + " count " + std::to_string(s.canasta_count) +
           " special " + std::to_string(s.special_hand) + " hands " + std::to_string(s.hands) +
           " cut " + std::to_string(s.cut) +
           " deal " + std::to_string(s.deal) + " total " + std::to_string(s.total);
  }
  // The other presets, against their specification's recount (tests/spec_recount.h).
  bool check_variant_deal_end(const GameState& state, std::string* problem) {
    const DealScore& engine = state.deal_score();
    if (engine.sides != sides_) return fail(problem, "deal score has the wrong number of sides");
    for (int side = 0; side < sides_; ++side) {
      const SideScore want = state.rules().variant == "american"
                                 ? spec::recount_american(state, side, totals_[side])
                                 : spec::recount_uruguayan(state, side, totals_[side]);
      totals_[side] = want.total;
      if (!(want == engine.side[side]))
        return fail(problem, "side " + std::to_string(side) + " scored " + describe(engine.side[side]) +
                                 ", the recount says " + describe(want));
      if (state.score(side) != totals_[side]) return fail(problem, "cumulative score differs");
    }
    return check_game_over(state, spec::game_target(state.rules()), problem);
  }

  // The game ends when one side alone has the highest total and reaches the
  // target, or at once with the canasta a lo gusto, won by its side (UY-33).
  bool check_game_over(const GameState& state, int target, std::string* problem) const {
    if (state.deal_end() == DealEnd::BlackThreeCanasta) {
      if (!state.is_game_over()) return fail(problem, "the canasta a lo gusto should end the game");
      if (state.winner() != state.side_of(state.went_out())) return fail(problem, "wrong winner after a lo gusto");
      return true;
    }
    int best = 0;
    bool tie = false;
    for (int side = 1; side < sides_; ++side) {
      if (totals_[side] > totals_[best]) {
        best = side;
        tie = false;
      } else if (totals_[side] == totals_[best]) {
        tie = true;
      }
    }
    const bool over = totals_[best] >= target && !tie;
    if (over != state.is_game_over())
      return fail(problem, "game over should be " + std::string(over ? "true" : "false"));
    if (over && state.winner() != best) return fail(problem, "wrong winner");
    return true;
  }

  static bool fail(std::string* problem, std::string text) {
    *problem = std::move(text);
    return false;
  }

  int sides_;
  std::array<int, kMaxSides> totals_{};
  std::array<bool, kMaxPlayers> laid_{};
  std::array<bool, kMeldSlots> old_meld_{};
  int turn_seat_ = -1;
  bool laid_before_turn_ = false;
  bool touched_old_ = false;
};

}  // namespace canasta
