// The whole state of a game of Canasta: a value type (copy = clone) with
// fixed-size storage, so copying, move generation and apply never allocate.
//
// Life of a game:
//   GameState g = GameState::new_game(rules, players, seed);   // deals deal 0
//   while (!g.is_game_over()) {
//     while (!g.is_deal_over()) { ... g.apply(move) ... }
//     DealScore s = g.deal_score();                              // breakdown
//     if (!g.is_game_over()) g.start_next_deal();
//   }
//
// The deal (law 10-14): the pack is shuffled with the deal's seed (see
// deal_seed), each active player gets the rules' hand size one card at a time
// starting left of the dealer, and the upcard is turned (a wild card or red
// three is covered by the next card, repeatedly, and freezes the pile). Law
// 14: "At his first turn to play, each player must withdraw from his hand
// each red trey dealt to him, put it face up on the table, then draw a card
// from the top of the stock" -- so a dealt red three stays in its holder's
// hand until his first turn begins, when it is faced and replaced before he
// draws (option red3deal: everyone faces them at the deal, in order of play,
// as records of format 1 were played). A red three still unfaced when the
// deal ends (its holder never had a turn) is faced for the count.
//
// Phases of a turn (Phase):
//   Draw    start of the turn: draw, pickup, ask, or (stock exhausted) pass.
//   Play    after drawing or taking the pile: meld, discard, ask.
//           answer() tells whether the partner said yes (must go out this
//           turn) or no (may not go out this turn); last_red_three() tells the
//           turn in which a red three was the last stock card (meld, then
//           pass; no discard).
//   Answer  the partner of turn() must say yes or no; to_move() is that
//           partner.
//   DealOver, GameOver: no moves; see deal_score(), start_next_deal().
//   Cut     (rules with a cut, UY-50) before the hands are dealt: the dealer,
//           turn(), lifts a packet off the shuffled pack (`cut N`, N cards,
//           1 to the pack less one) and deals from it, going on from the
//           pack when it runs short and laying back what is left over, so
//           the hands are the pack's first cards whatever he lifts; a packet
//           of exactly the cards dealt (cut_needed()) counts for his side.
//
// Asking "May I go out?" (law 50: "If able to go out before drawing or after
// drawing from the stock, a player may ask his partner"): only in a
// partnership game, before drawing or after drawing from the stock, never
// once anything is melded in the turn, and only when the player can in fact
// go out this turn, so that a "yes" can always be obeyed. Before drawing,
// going out is possible when his hand melds whole (any card drawn is then
// the discard) or some legal pickup lets him go out. The answer binds for
// the rest of the turn: after "yes" every draw, pickup and meld must keep
// going out possible and a discard is allowed only of the last card; after
// "no" the player must end the turn holding a card.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/card_counts.h"
#include "engine/going_out.h"
#include "engine/meld.h"
#include "engine/move.h"
#include "engine/move_list.h"
#include "engine/rules.h"
#include "engine/score.h"
#include "engine/seating.h"
#include "engine/verdict.h"

namespace canasta {

enum class Phase : uint8_t { Draw, Play, Answer, DealOver, GameOver, Cut };
enum class Answer : uint8_t { None, Yes, No };
// How the deal ended.
// BlackThreeCanasta: the canasta "a lo gusto" (UY-33) ended the deal and the match.
enum class DealEnd : uint8_t { None, WentOut, StockExhausted, RedThreeLast, SpecialHand, BlackThreeCanasta };
// What the side of the player in turn did about its initial meld this turn.
enum class Opened : uint8_t { None, FromHand, WithPile };

// The seed of a deal: a fixed mix of the game seed and the deal number, the
// same on every platform.
uint64_t deal_seed(uint64_t game_seed, int deal_number);

class GameState {
 public:
  // A new game with deal 0 dealt. `players` in 2..6 (CANASTA_CHECK). The first
  // dealer is the last place in the order of play, so the player in seat 0
  // plays first.
  static GameState new_game(const Rules& rules, int players, uint64_t seed);

  // --- The table -----------------------------------------------------------
  const Rules& rules() const { return rules_; }
  int players() const { return seating_.players; }
  int num_sides() const { return seating_.sides; }
  int side_of(int seat) const { return seating_.side_of[seat]; }
  const Seating& seating() const { return seating_; }
  bool is_active(int seat) const { return seat != seating_.idle; }
  int idle_seat() const { return seating_.idle; }  // -1 unless five play
  uint64_t seed() const { return seed_; }
  int deal_number() const { return deal_number_; }
  int dealer() const { return dealer_; }
  int turn() const { return turn_; }  // whose turn it is
  int to_move() const;                // who must play now (partner while asked)
  Phase phase() const { return phase_; }
  Answer answer() const { return answer_; }
  // Phase Answer: whether the question came before the draw (the answer
  // returns the turn to phase Draw).
  bool asked_before_draw() const { return asked_before_draw_; }
  bool last_red_three() const { return last_red_three_; }
  Opened opened() const { return opened_; }
  // UY-50: the cards the dealer lifted this deal (0 before the cut or in
  // rules without one), and how many an exact cut lifts: every card dealt.
  int cut() const { return cut_; }
  int cut_needed() const { return rules_.hand_size[seating_.players] * seating_.active; }
  bool cut_exact() const { return cut_ > 0 && cut_ == cut_needed(); }

  // --- Cards ---------------------------------------------------------------
  const CardCounts& hand(int seat) const { return hands_[seat]; }
  int hand_size(int seat) const { return hands_[seat].size(); }
  std::vector<Card> hand_cards(int seat) const { return hands_[seat].cards(); }
  // Whether the seat has finished a turn in this deal. A seat that has not,
  // and is not in turn, may still hold the red threes it was dealt (law 14).
  bool has_played(int seat) const { return (played_seats_ >> seat) & 1; }
  bool may_hold_red_threes(int seat) const {
    return !rules_.threes_at_deal && is_active(seat) && !has_played(seat) &&
           (seat != turn_ || is_deal_over());
  }
  // MA-11: a seat may hold one three, kept for a straight while its side
  // has not melded (and until its next turn once the partner has).
  bool may_keep_a_three(int seat) const {
    return rules_.special_hands && rules_.black_threes_are_bonus && is_active(seat) &&
           (seat != turn_ || !side_has_melded(side_of(seat)));
  }
  // Cards known to everyone to be in a hand: those it took with a pile, less
  // one copy for each copy of that card it has played since (nobody can tell
  // a known copy from a private one, so this depends on public moves only).
  const CardCounts& known(int seat) const { return known_[seat]; }
  const Meld& meld(int side, Rank rank) const { return melds_[side][meld_slot(rank)]; }
  // A side has melded when one of its seats has (notation keeps the two in
  // step).
  bool side_has_melded(int side) const { return (melded_seats_ & seating_.seats_of[side]) != 0; }
  int canastas(int side) const { return std::popcount(canasta_slots_[side]); }
  // The side's meld slots (meld_slot) that hold a meld, and those that hold
  // a canasta: kept with the melds, since move generation and the going-out
  // checks ask them for nearly every move.
  uint16_t melded_slots(int side) const { return melded_slots_[side]; }
  uint16_t canasta_slots(int side) const { return canasta_slots_[side]; }
  bool has_melded(int seat) const { return (melded_seats_ >> seat) & 1; }
  // The side's laid-out threes (red ones; black ones too where they are
  // bonus cards).
  int red_threes(int side) const { return threes_[side][1] + threes_[side][2]; }
  int black_threes(int side) const { return threes_[side][0] + threes_[side][3]; }
  std::vector<Card> red_three_cards(int side) const;
  std::vector<Card> black_three_cards(int side) const;
  // Bonus cards (MA-41) set aside for a seat, face down, added to its hand
  // when its next turn begins.
  const CardCounts& bonus_cards(int seat) const { return bonus_[seat]; }
  // Uruguayan pot: whether it has been taken this deal (UY-22), and which
  // of its cards lie face down (never seen; position 0 = bottom).
  bool pot_taken() const { return pot_taken_; }
  bool pile_face_down(int index) const { return index < 64 && ((pile_down_ >> index) & 1); }
  // UY-15: the side's canasta of this rank was laid whole in one turn from
  // the hand before the side had any meld.
  bool one_turn_canasta(int side, Rank rank) const { return (one_turn_canastas_[side] >> meld_slot(rank)) & 1; }
  // The special hand that ended the deal (DealEnd::SpecialHand).
  SpecialHand special_hand() const { return special_; }
  int pile_size() const { return pile_size_; }
  std::optional<Card> pile_top() const;
  Card pile_card(int index) const { return pile_at(index); }  // 0 = bottom
  std::vector<Card> pile_cards() const;                     // bottom first
  // The pile holds a wild card or a red three: frozen for everyone.
  bool pile_frozen() const { return pile_freezers_ > 0; }
  // Frozen for this side: frozen for everyone, or the side has not melded.
  bool pile_frozen_for(int side) const { return pile_frozen() || !side_has_melded(side); }
  // MA-23: a natural rank closed by either side's canasta of it.
  bool rank_dead(Rank rank) const;
  int stock_size() const { return stock_size_; }
  Card stock_card(int index) const { return stock_at(stock_size_ - 1 - index); }  // 0 = top
  std::vector<Card> stock_cards() const;                                     // top first

  // --- Scores --------------------------------------------------------------
  int score(int side) const { return scores_[side]; }  // cumulative
  int minimum_count(int side) const { return rules_.minimum_count(scores_[side]); }
  bool is_deal_over() const { return phase_ == Phase::DealOver || phase_ == Phase::GameOver; }
  bool is_game_over() const { return phase_ == Phase::GameOver; }
  DealEnd deal_end() const { return deal_end_; }
  // The seat that went out, declared a special hand or laid the canasta a
  // lo gusto, or -1.
  int went_out() const { return went_out_; }
  bool went_out_concealed() const { return concealed_out_; }
  // Breakdown of the finished deal (all zero while it is being played); the
  // totals are cumulative and already include the deal.
  const DealScore& deal_score() const { return last_score_; }
  // The winning side once the game is over: the highest total, or the side
  // of the canasta a lo gusto (UY-33) whatever the totals.
  std::optional<int> winner() const;

  // --- Play ----------------------------------------------------------------
  // The legal moves in a fixed order (see move_list.h for what is listed).
  void legal_moves(MoveList& out, int cap = kMoveListCapacity) const;
  // Whether the move is legal now: ok(), or why not (explain() words it).
  Verdict check(const Move& move) const;
  // Plays a legal move; otherwise returns why not and changes nothing.
  Verdict apply(const Move& move);
  // Deals the next deal (dealer moves one place left; with five players the
  // next of the three sits out). Refused while the deal goes on or once the
  // game is over.
  Verdict start_next_deal();
  // True if the player in turn could go out this turn with the cards he
  // holds, as "ask" requires (phases Draw and Play; in phase Answer, as
  // judged when he asked).
  bool can_go_out_now() const;
  // Phase Play: one way for the player in turn to go out now (a meld, then
  // maybe a discard), or false when there is none.
  bool going_out_plan(GoOutPlan* plan) const;

  // A hash of every field; equal states have equal fingerprints on every
  // platform.
  uint64_t fingerprint() const;
  friend bool operator==(const GameState&, const GameState&);

 private:
  friend class StateAccess;  // notation, observation: build states field by field
  GameState() = default;

  struct Laying;  // play.cpp: the side's melds and the hand while a move is laid

  void deal(uint64_t seed);
  void deal_hands();  // after the shuffle (and the cut, where there is one)
  void draw_from_stock(int seat, int cards);
  // Faces the seat's bonus threes with replacements, keeping one for a
  // straight where MA-11 allows.
  void lay_threes(int seat);
  void add_three(int side, Card three);
  bool keeps_three(int seat) const;
  void begin_turn();
  void deal_pile();
  void set_aside_bonus_cards();
  void after_laying(bool side_melded_before, int pickup_slot);
  bool can_go_out_before_draw() const;
  // `planned`, when given, receives the pickup with the initial meld that goes out.
  bool can_go_out_after_pickup(const Move& pickup, Move* planned = nullptr) const;
  // The same with what every pickup of the pile shares worked out once: the
  // cards under the top (pile_under_top) and going_out_needs(true, true).
  bool can_go_out_after_pickup(const Move& pickup, Move* planned, const CardCounts& under,
                               const GoOutNeeds& needs) const;
  // The cards under the pile's top that a pickup puts in the hand (bonus
  // threes are laid out instead, law 15).
  CardCounts pile_under_top() const;
  void end_deal(DealEnd how);
  void next_turn();
  void reset_turn();
  void go_out();
  // UY-33: ends the deal and the match once the side's canasta of black
  // threes lies on the table; false otherwise.
  bool black_three_canasta_ends();
  void take_from_hand(int seat, Card card, int count);
  int canastas_needed() const { return rules_.canastas_needed(seating_.players); }

  // play.cpp
  Verdict validate(const Move& move) const;
  Verdict validate_meld(const Move& move) const;
  Verdict validate_discard(Card card) const;
  // The discard rules of the player in turn's hand (MA-33, MA-34), worked
  // out once for every card.
  struct DiscardRules {
    bool going_out = false;
    bool no_three = false;
    bool no_wild = false;
    uint16_t dead = 0;
    int best_tier = 3;  // empty pile: the lowest tier a held card has
    // Empty pile (MA-34): 0 a live natural but an ace or seven, 1 a live
    // ace or seven, 2 a dead rank, 3 a wild card.
    int tier(Card c) const {
      if (c.is_wild()) return 3;
      if ((dead >> meld_slot(c.rank())) & 1) return 2;
      return c.rank() == Rank::Ace || c.rank() == Rank::Seven ? 1 : 0;
    }
    // The ranks verdict() allows, as a mask: bit r - 2 for rank r (a
    // rank's suits share a verdict), bit 13 for the joker.
    uint16_t allowed_ranks() const {
      constexpr uint16_t kWild = 1u | (1u << 13), kAceSeven = (1u << 12) | (1u << 5);
      uint32_t allowed = 0x3FFF;
      if (no_three) allowed &= ~(1u << 1);
      if (going_out) return static_cast<uint16_t>(allowed);
      if (no_wild || best_tier < 3) allowed &= ~kWild;
      if (best_tier < 2) allowed &= ~static_cast<uint32_t>(dead);
      if (best_tier < 1) allowed &= ~kAceSeven;
      return static_cast<uint16_t>(allowed);
    }
    Verdict verdict(Card card) const {
      if (no_three && card.rank() == Rank::Three) return Verdict::of(Why::kDiscardThree);
      if (going_out) return {};
      if (no_wild && card.is_wild()) return Verdict::of(Why::kDiscardWild);
      if (tier(card) > best_tier) {
        Verdict v = Verdict::of(Why::kDiscardEmptyPile);
        v.card = card;
        return v;
      }
      return {};
    }
  };
  DiscardRules discard_rules(bool going_out) const;
  // Whether the player in turn may discard a card of his hand of more than
  // one card without a "yes" to keep (the play phase's usual case).
  bool plain_discard() const {
    return !last_red_three_ && answer_ != Answer::Yes && hands_[turn_].size() > 1;
  }
  Verdict validate_ask() const;
  Verdict validate_declare(SpecialHand special) const;
  void perform(const Move& move);
  void perform_discard(Card card);
  void perform_meld(const Move& move);
  void lay(int side, const MeldGroup& group);
  // laying.cpp
  bool opening_turn() const;  // the side's initial meld is (or may be) this turn
  uint16_t dead_slots() const { return dead_; }
  // The facts kept with the melds (melded_slots_, canasta_slots_, dead_)
  // worked out again from the melds of every side: for a state built field
  // by field (notation).
  void refresh_meld_facts();
  // After the side's meld in `slot` grew (lay, the pile's top card): a meld
  // never shrinks within a deal, so its bits are only ever set, and a new
  // canasta of a natural rank makes the rank dead where the rules say so.
  void note_meld_grew(int side, int slot);
  Verdict shape_verdict(Rank rank, const Meld& meld) const;
  // `created_now`: the meld is started by the move being checked.
  Verdict wild_addition_verdict(Rank rank, const Meld& before, int naturals_after, bool created_now) const;
  Verdict lay_group(const MeldGroup& group, Laying& laying) const;
  int count_canastas(const std::array<Meld, kMeldSlots>& melds) const;
  // Whether the side, with these melds, has what going out needs. `pickup`:
  // the move checked takes the pile (so it is no earthquake, UY-32).
  Verdict going_out_verdict(const std::array<Meld, kMeldSlots>& melds, bool pickup = false) const;
  GoOutNeeds going_out_needs(bool may_discard, bool pickup = false) const;
  // find_going_out on the side's melds on the table, whose mask is kept.
  bool find_going_out_on_table(const GoOutNeeds& needs, const CardCounts& hand, int side, GoOutPlan* plan) const {
    return find_going_out(needs, hand, melds_[side], melded_slots_[side] & ~1u, plan);
  }
  bool minimum_waived_going_out() const;
  bool bonus_cards_coming(const Laying& laying, bool pickup) const;
  // hand_after: the cards the hand keeps (only 0, 1 or more matters); the
  // hand itself is laying.hand plus, for a pickup, the pile under its top.
  Verdict finish(const Laying& laying, int hand_after, bool pickup) const;
  Verdict initial_meld_verdict(const Laying& laying, bool going_out, bool own_canasta, bool pickup) const;
  // pickup.cpp
  Verdict validate_pickup(const Move& move) const;
  Verdict pair_requirement(int side, Rank rank) const;
  CardCounts hand_after_pickup(const Laying& laying) const;
  bool forced_to_take() const;
  // movegen.cpp
  void moves_draw_phase(MoveList& out) const;
  void moves_play_phase(MoveList& out) const;
  void add_group_options(MoveList& out) const;
  void add_three_moves(MoveList& out) const;
  void add_black_three_canasta(MoveList& out) const;  // UY-33
  bool group_allowed(const MeldGroup& group) const;
  // Whether wild cards may join the side's meld in `slot` with
  // `naturals_added` more natural cards (MA-21, MA-24..26). Once true, true
  // for more naturals too (only the rule of five counts them).
  bool wilds_may_join(int slot, int naturals_added) const;
  void add_initial_combinations(MoveList& out, const Move& base) const;
  bool minimum_may_be_waived(const Laying& start) const;

  Rules rules_;
  Seating seating_;
  uint64_t seed_ = 0;
  int deal_number_ = 0;
  int8_t dealer_ = 0;
  int8_t turn_ = 0;
  Phase phase_ = Phase::Draw;
  Answer answer_ = Answer::None;
  bool asked_before_draw_ = false;
  bool last_red_three_ = false;
  uint8_t played_seats_ = 0;  // bit per seat: finished a turn this deal
  int16_t cut_ = 0;           // UY-50: cards the dealer lifted, 0 before the cut

  // What the player whose turn it is has done this turn.
  uint16_t turn_created_ = 0;   // meld slots he started this turn
  bool turn_touched_ = false;   // added to a meld not started this turn
  bool turn_start_melded_ = false;  // had melded before this turn

  DealEnd deal_end_ = DealEnd::None;
  int8_t went_out_ = -1;
  bool concealed_out_ = false;
  uint8_t melded_seats_ = 0;  // bit per seat: has melded this deal

  std::array<CardCounts, kMaxPlayers> hands_{};
  std::array<CardCounts, kMaxPlayers> known_{};
  std::array<std::array<Meld, kMeldSlots>, kMaxSides> melds_{};
  std::array<std::array<uint8_t, kNumSuits>, kMaxSides> threes_{};  // laid-out threes by suit
  std::array<CardCounts, kMaxPlayers> bonus_{};  // MA-41 bonus cards set aside
  bool pot_taken_ = false;                       // UY-22
  uint16_t dead_ = 0;  // MA-23: slots closed by a canasta, kept with melds_ (asked often)
  // Kept with melds_ by note_meld_grew (a meld changes only in lay() and as
  // the pile's top joins it in perform(), and both call it) and
  // refresh_meld_facts (notation);
  // cleared with the melds at the deal. Derived, so neither == nor the
  // fingerprint reads them.
  std::array<uint16_t, kMaxSides> melded_slots_{};
  std::array<uint16_t, kMaxSides> canasta_slots_{};
  uint64_t pile_down_ = 0;                       // UY-06: face-down pile positions
  Opened opened_ = Opened::None;                 // the turn side's initial meld, this turn
  uint16_t pure_at_start_ = 0;                   // UY-41: slots pure canastas at turn start
  std::array<uint16_t, kMaxSides> one_turn_canastas_{};  // UY-15, by side: slots
  SpecialHand special_ = SpecialHand::None;      // the hand declared (DealEnd::SpecialHand)
  uint16_t pickup_slots_ = 0;                    // slots holding a pile top taken this turn
  // The stock and the pile share one array of the largest pack, since
  // together they never hold more: the state (copied for every sampled deal
  // of a search) keeps 216 bytes for both, not 432. The stock fills it from
  // the front (its top at stock_size_ - 1), the pile from the back.
  std::array<Card, kMaxPackCards> stock_and_pile_{};
  Card& stock_at(int i) { return stock_and_pile_[static_cast<size_t>(i)]; }
  Card stock_at(int i) const { return stock_and_pile_[static_cast<size_t>(i)]; }
  Card& pile_at(int i) { return stock_and_pile_[static_cast<size_t>(kMaxPackCards - 1 - i)]; }
  Card pile_at(int i) const { return stock_and_pile_[static_cast<size_t>(kMaxPackCards - 1 - i)]; }
  int16_t pile_size_ = 0;
  int16_t pile_freezers_ = 0;  // wild cards and red threes in the pile
  int16_t stock_size_ = 0;
  std::array<int32_t, kMaxSides> scores_{};
  DealScore last_score_{};
};

// Counts the deal as it stands, as if it ended now the way the state records
// (going-out bonuses only when someone went out); `total` adds the deal to the
// state's cumulative scores, which end_deal does once (deal_count.cpp). Here
// and not in score.h, whose breakdown the state keeps: so score.h stays below
// the state and the two never include each other.
DealScore count_deal(const GameState& state);

// The hands dealt for a game seed, seat by seat, in display order (idle seat
// empty): for comparing native and WASM builds.
std::vector<std::vector<Card>> dealt_hands(const Rules& rules, int players, uint64_t seed);

}  // namespace canasta
