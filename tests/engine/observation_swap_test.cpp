// What a seat sees depends on what it has seen, and nothing else: swapping two
// cards the seat cannot see and playing the same public moves must give the
// seat byte-identical observations (the text a guest's page receives).
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "test_util.h"

namespace observation_swap_test {

using namespace canasta;
using canasta::test::play;
using canasta::test::position;

std::string seen_by(const GameState& g, int seat) { return to_observation_text(observation(g, seat)); }

// The value of field `key` in a notation line ("" when absent).
std::string field(const std::string& line, const std::string& key) {
  const size_t at = line.find(" " + key + "=");
  if (at == std::string::npos) return "";
  const size_t from = at + key.size() + 2;
  return line.substr(from, line.find(' ', from) - from);
}

std::vector<std::string> split_cards(const std::string& list) {
  std::vector<std::string> out;
  size_t from = 0;
  while (from < list.size()) {
    const size_t comma = list.find(',', from);
    out.push_back(list.substr(from, comma == std::string::npos ? std::string::npos : comma - from));
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  return out;
}

std::string join_cards(const std::vector<std::string>& cards) {
  std::string out;
  for (const std::string& c : cards) out += (out.empty() ? "" : ",") + c;
  return out;
}

std::string with_field(std::string line, const std::string& key, const std::string& value) {
  const size_t at = line.find(" " + key + "=");
  REQUIRE(at != std::string::npos);
  const size_t from = at + key.size() + 2;
  return line.replace(from, line.find(' ', from) - from, value);
}

// A card the seat cannot see: an unknown copy in another hand, or a stock
// card (by its place, counted from the top). Bonus threes are left out: one
// that comes into a hand is faced when its holder's turn begins (law 14), in
// sight, so where it lies is no secret to keep.
struct Hidden {
  std::string place;  // "hand<p>" or "stock"
  std::string card;
  int stock_index = -1;
};

std::vector<Hidden> hidden_cards(const GameState& g, int seat) {
  std::vector<Hidden> out;
  const std::string line = to_notation(g);
  for (int p = 0; p < g.players(); ++p) {
    if (p == seat) continue;
    CardCounts unknown = g.hand(p);
    for (Card c : g.known(p).cards()) unknown.remove(c);
    for (Card c : unknown.cards())
      if (!g.rules().is_bonus_three(c)) out.push_back({"hand" + std::to_string(p), to_string(c)});
  }
  const std::vector<std::string> stock = split_cards(field(line, "stock"));
  for (int i = 0; i < static_cast<int>(stock.size()); ++i)
    if (!g.rules().is_bonus_three(*parse_card(stock[static_cast<size_t>(i)]))) out.push_back({"stock", stock[i], i});
  return out;
}

// Puts `card` in place of one `was` at `where` in the notation line.
std::string replace_card(std::string line, const Hidden& where, const std::string& card) {
  std::vector<std::string> cards = split_cards(field(line, where.place));
  if (where.place == "stock") {
    cards[static_cast<size_t>(where.stock_index)] = card;
  } else {
    auto it = std::find(cards.begin(), cards.end(), where.card);
    REQUIRE(it != cards.end());
    *it = card;
  }
  return with_field(std::move(line), where.place, join_cards(cards));
}

// Random play with a taste for the pile (pickups make known cards).
std::vector<Move> random_deal(GameState g, Rng& rng, int max_moves) {
  std::vector<Move> moves;
  MoveList list;
  while (!g.is_deal_over() && static_cast<int>(moves.size()) < max_moves) {
    g.legal_moves(list);
    REQUIRE(!list.empty());
    std::vector<Move> pickups;
    for (const Move& m : list)
      if (m.kind == MoveKind::Pickup) pickups.push_back(m);
    const Move m = !pickups.empty() && rng.below(2) == 0 ? pickups[rng.below(static_cast<uint32_t>(pickups.size()))]
                                                         : list[static_cast<int>(rng.below(static_cast<uint32_t>(list.size())))];
    REQUIRE(g.apply(m).ok());
    moves.push_back(m);
  }
  return moves;
}

// Swaps two hidden cards of `seat` at move `from` and plays the same moves
// in both worlds while they stay legal in both, the seat draws nothing and no
// swapped stock card has been drawn (drawn, it could be a red three laid in
// sight). Returns how many observations were compared.
int compare_after_swap(const GameState& start, const std::vector<Move>& moves, int from, int seat, Rng& rng) {
  GameState a = start;
  for (int i = 0; i < from; ++i) REQUIRE(a.apply(moves[static_cast<size_t>(i)]).ok());
  if (a.is_deal_over()) return 0;
  const std::vector<Hidden> hidden = hidden_cards(a, seat);
  if (hidden.size() < 2) return 0;
  const Hidden& x = hidden[rng.below(static_cast<uint32_t>(hidden.size()))];
  const Hidden& y = hidden[rng.below(static_cast<uint32_t>(hidden.size()))];
  if (x.card == y.card || (x.place == y.place && x.place != "stock")) return 0;
  const std::string line = to_notation(a);
  const std::string swapped = replace_card(replace_card(line, x, y.card), y, x.card);
  GameState b = position(swapped);
  INFO("seat ", seat, " swapped ", x.card, " (", x.place, ") with ", y.card, " (", y.place, ")\nbefore: ", line);
  CHECK(seen_by(a, seat) == seen_by(b, seat));
  // Stock places count from the top: the one nearest it is drawn first.
  const int stock_before = a.stock_size();
  int nearest_top = stock_before;
  for (const Hidden* h : {&x, &y})
    if (h->stock_index >= 0) nearest_top = std::min(nearest_top, h->stock_index);
  int compared = 1;
  for (size_t i = static_cast<size_t>(from); i < moves.size(); ++i) {
    const Move& m = moves[i];
    if (a.to_move() == seat && m.kind == MoveKind::Draw) break;
    if (!b.apply(m).ok()) break;  // the move needed a swapped card
    REQUIRE(a.apply(m).ok());
    if (a.is_deal_over() || b.is_deal_over() || stock_before - a.stock_size() > nearest_top) break;
    INFO("after move ", i, ": ", to_string(m));
    CHECK(seen_by(a, seat) == seen_by(b, seat));
    ++compared;
  }
  return compared;
}

TEST_CASE("Observation - a known copy played takes the table's knowledge with it, whatever else the hand holds") {
  // Seat 0 took a 9c with the pile (known) and holds a second 9c of its own;
  // it discards one 9c. The table saw a 9c leave, not which one: 9c is no
  // longer known, exactly as when the second copy is a stock card instead.
  const std::string rest =
      " phase=play turn=0 dealer=3 hand1=Ac,Kh,8h,6s,5s,Jd,Qc hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9h,6d,7s,7d"
      " melds0=Kc,Kd,Ks melded=0 pile=5h";
  GameState held = position("hand0=Td,Ts,9c,9c,9d,4c,4d known0=Td,Ts,9c,9d,4c,4d stock=Qs,6c,Ah" + rest);
  GameState swapped = position("hand0=Td,Ts,9c,6c,9d,4c,4d known0=Td,Ts,9c,9d,4c,4d stock=Qs,9c,Ah" + rest);
  REQUIRE(seen_by(held, 1) == seen_by(swapped, 1));
  CHECK(play(held, "discard 9c") == "");
  CHECK(play(swapped, "discard 9c") == "");
  CHECK(cards_to_string(held.known(0).cards()) == "Td,Ts,9d,4c,4d");
  CHECK(held.known(0) == swapped.known(0));
  CHECK(held.hand(0).count(*parse_card("9c")) == 1);  // the private copy is still there, unseen
  CHECK(seen_by(held, 1) == seen_by(swapped, 1));
  CHECK(field(seen_by(held, 1), "known0") == "Td,Ts,9d,4c,4d");
}

TEST_CASE("Observation - swapping two cards a seat cannot see leaves its view byte for byte the same, in every preset") {
  int compared = 0;
  for (std::string_view name : kPresetNames) {
    const Rules rules = *rules_preset(name);
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
      if (!rules.allows(players)) continue;
      for (uint64_t seed = 1; seed <= 4; ++seed) {
        CAPTURE(name);
        CAPTURE(players);
        CAPTURE(seed);
        Rng rng(seed * 1000 + static_cast<uint64_t>(players));
        const GameState start = GameState::new_game(rules, players, seed);
        const std::vector<Move> moves = random_deal(start, rng, 160);
        for (int sample = 0; sample < 12; ++sample) {
          const int from = static_cast<int>(rng.below(static_cast<uint32_t>(moves.size())));
          const int seat = static_cast<int>(rng.below(static_cast<uint32_t>(players)));
          compared += compare_after_swap(start, moves, from, seat, rng);
        }
      }
    }
  }
  // Enough comparisons that a leak would be met (each preset, each size).
  CHECK(compared > 1000);
  MESSAGE("observations compared: ", compared);
}

}  // namespace observation_swap_test
