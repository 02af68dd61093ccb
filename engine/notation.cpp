#include "engine/notation.h"

#include <algorithm>
#include <span>
#include <vector>

#include "engine/rng.h"
#include "engine/state_access.h"
#include "engine/notation_checks.h"
#include "engine/notation_fields.h"
#include "engine/notation_names.h"
#include "engine/text_util.h"

namespace canasta {


namespace {

using namespace notation;
using notation_reading::Field;
using notation_reading::Reader;

// A seat list ("0,2") into bits; false on a bad seat or one named twice.
// A field's value of digits only: a count of cards, not a list of them.
bool is_count(std::string_view value) {
  return !value.empty() && std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool seat_bits(std::string_view value, int players, int idle, uint8_t& bits) {
  bits = 0;
  for (std::string_view part : split(value, ',')) {
    const std::optional<int64_t> seat = parse_int(part, 0, players - 1);
    if (!seat || *seat == idle || (bits >> *seat & 1)) return false;
    bits = static_cast<uint8_t>(bits | (1u << *seat));
  }
  return true;
}

// A rank list ("K,7,2") into meld-slot bits; false on a bad rank or one
// named twice.
bool slot_bits(std::string_view value, bool wild_slot, uint16_t& bits) {
  bits = 0;
  for (std::string_view part : split(value, ',')) {
    const std::optional<Rank> rank = part.size() == 1 ? parse_rank(part[0]) : std::nullopt;
    if (!rank || (*rank == Rank::Two && !wild_slot) || (bits >> meld_slot(*rank) & 1)) return false;
    bits = static_cast<uint16_t>(bits | (1u << meld_slot(*rank)));
  }
  return true;
}

// One meld of the notation: its cards, its slot (the wild meld's for wild
// cards only), or why not.
std::optional<Problem> read_meld(const Rules& rules, const std::string& key, std::string_view group,
                                     const std::vector<Card>& cards, Meld& meld, int& slot) {
  std::optional<Rank> rank;
  for (Card c : cards) {
    if (rules.is_bonus_three(c) && rules.black_threes_are_bonus) return Problem::of("notationThreesMelded", {{"key", key}});
    if (rules.is_bonus_three(c)) return Problem::of("notationRedThreesMelded", {{"key", key}});
    if (c.is_natural()) {
      if (rank && *rank != c.rank()) return Problem::of("notationMeldMixes", {{"key", key}});
      rank = c.rank();
    }
    meld.add(c);
  }
  if (!rank) {
    if (!rules.wild_melds) return Problem::of("notationMeldNoNatural", {{"key", key}});
    slot = kWildSlot;
    if (meld.size() < rules.min_meld_cards || !rules.wild_meld_shape_ok(meld.size()))
      return Problem::of("notationWildMeld", {{"meld", quoted(group)}, {"key", key}});
    return std::nullopt;
  }
  slot = meld_slot(*rank);
  if (meld.natural_count() < rules.min_naturals || meld.size() < rules.min_meld_cards ||
      !rules.meld_shape_ok(meld.natural_count(), meld.wild_count()))
    return Problem::of("notationMeldInvalid", {{"meld", quoted(group)}, {"key", key}});
  // UY-33: black threes lie on the table only as the canasta a lo gusto.
  const bool gusto = rules.uses_black_three_canasta() && meld.size() >= rules.canasta_cards;
  if (*rank == Rank::Three && !rules.black_threes_meldable && !gusto) return Problem::of("notationThreesMelded", {{"key", key}});
  if (*rank == Rank::Three && meld.wild_count() > 0)
    return Problem::of("notationBlackThreesWild", {{"key", key}});
  if (rules.natural_only(*rank) && meld.wild_count() > 0)
    return Problem::of("notationMeldNoWild", {{"meld", quoted(group)}, {"key", key}});
  return std::nullopt;
}

}  // namespace

// Reads a notation line into a GameState in named steps, each checking what
// it reads; the first fault found is the line's error. Steps run in order:
// later ones read what earlier ones set (the rules, the seats, the melds).
struct StateAccess::NotationParser {
  Reader r;
  GameState g;
  Rules rules;
  int players = 4;
  int turn = 0;
  int end = 0;
  bool over = false;
  bool pot = false;
  bool added = false, lastred3 = false, concealed = false, askdraw = false;
  Problem problem;  // the first fault found
  std::array<int, kNumCardKinds> used{};  // copies of each card placed
  // A hand written as a count (hand1=11): that many cards, dealt once the
  // rest is placed, from the cards placed nowhere (deal_counted_hands).
  std::array<int, kMaxPlayers> dealt{};
  const Field* stock = nullptr;

  bool fail(Problem why) {
    problem = std::move(why);
    return false;
  }
  bool fail(std::string id, std::initializer_list<TextValue> values = {}) {
    return fail(Problem::of(std::move(id), values));
  }
  bool reader_failed() { return fail(r.problem); }
  void count_card(Card c) { ++used[c.code()]; }
  int copies_of(Card c) const { return c.is_joker() ? rules.jokers : rules.decks; }

  bool seat_field(std::string_view key, int fallback, int& out) {
    out = fallback;
    const Field* f = r.find(key);
    if (!f) return true;
    const std::optional<int64_t> v = parse_int(f->value, 0, players - 1);
    if (!v) return fail("notationSeatRange", {{"key", std::string(key)}, {"max", std::to_string(players - 1)}});
    out = static_cast<int>(*v);
    if (out == g.seating_.idle)
      return fail("notationSeatSitsOut", {{"seat", std::to_string(out)}, {"key", std::string(key)}});
    return true;
  }

  bool enum_field(std::string_view key, std::span<const std::string_view> names, int& out) {
    out = 0;
    const Field* f = r.find(key);
    if (!f) return true;
    for (size_t i = 0; i < names.size(); ++i)
      if (f->value == names[i]) {
        out = static_cast<int>(i);
        return true;
      }
    return fail("notationUnknownValue", {{"key", std::string(key)}, {"value", quoted(f->value)}});
  }

  bool bool_field(std::string_view key, bool fallback, bool& out) {
    out = fallback;
    const Field* f = r.find(key);
    if (!f) return true;
    if (f->value != "0" && f->value != "1") return fail("notationZeroOne", {{"key", std::string(key)}});
    out = f->value == "1";
    return true;
  }

  // Ranks the side in turn has melded (started=, potslots=, pure=).
  bool turn_slots(std::string_view key, uint16_t& bits) {
    const Field* f = r.find(key);
    if (!f) return true;
    if (!slot_bits(f->value, rules.wild_melds, bits)) return fail("notationBadRank", {{"key", std::string(key)}});
    const int turn_side = g.seating_.side_of[turn];
    for (int slot = 0; slot < kMeldSlots; ++slot)
      if ((bits >> slot & 1) && g.melds_[turn_side][slot].empty())
        return fail("notationSlotUnmelded", {{"key", std::string(key)}});
    return true;
  }

  // The rules, the seats, who deals and who is in turn, the phase, the scores.
  bool read_table(std::string_view text) {
    if (!r.read(text)) return reader_failed();
    std::string_view variant = "classic", options = "";
    if (const Field* f = r.find("variant")) variant = f->value;
    if (const Field* f = r.find("options")) options = f->value;
    Problem rules_error;
    std::optional<Rules> made = make_rules(variant, options, &rules_error);
    if (!made) return fail(std::move(rules_error));
    rules = *made;
    std::optional<int64_t> v;
    if (const Field* f = r.find("players")) {
      if (!(v = parse_int(f->value, kMinPlayers, kMaxPlayers))) return fail("notationPlayers");
      players = static_cast<int>(*v);
    }
    if (auto wrong = players_problem(rules, players)) return fail(std::move(*wrong));
    int deal_number = 0;
    if (const Field* f = r.find("deal")) {
      if (!(v = parse_int(f->value, 0, 100000))) return fail("notationDeal");
      deal_number = static_cast<int>(*v);
    }
    g.rules_ = rules;
    g.seating_ = make_seating(rules, players, deal_number);
    g.deal_number_ = deal_number;
    const Seating& seating = g.seating_;
    int dealer = 0;
    if (!seat_field("dealer", seating.order[seating.active - 1], dealer)) return false;
    if (!seat_field("turn", seating.next(dealer), turn)) return false;
    g.dealer_ = static_cast<int8_t>(dealer);
    g.turn_ = static_cast<int8_t>(turn);
    int phase = 0, answer = 0, opened = 0;
    if (!enum_field("phase", kPhaseNames, phase)) return false;
    if (!enum_field("answer", kAnswerNames, answer)) return false;
    if (!enum_field("end", kEndNames, end)) return false;
    if (rules.uses_opened() && !enum_field("opened", kOpenedNames, opened)) return false;
    g.opened_ = static_cast<Opened>(opened);
    g.phase_ = static_cast<Phase>(phase);
    g.answer_ = static_cast<Answer>(answer);
    over = g.phase_ == Phase::DealOver || g.phase_ == Phase::GameOver;
    if (const Field* f = r.find("scores")) {
      const auto parts = split(f->value, ',');
      if (static_cast<int>(parts.size()) != seating.sides)
        return fail("notationScores", {{"count", std::to_string(seating.sides)}});
      for (int s = 0; s < seating.sides; ++s) {
        if (!(v = parse_int(parts[s], -10000000, 10000000))) return fail("notationBadScore", {{"score", quoted(parts[s])}});
        g.scores_[s] = static_cast<int32_t>(*v);
      }
    }
    return true;
  }

  // Each seat's hand (cards, or a count dealt later), known cards, bonus cards.
  bool read_hands() {
    for (int p = 0; p < players; ++p) {
      std::vector<Card> cards;
      const std::string key = "hand" + std::to_string(p);
      if (const Field* f = r.find(key)) {
        if (is_count(f->value)) {
          const std::optional<int64_t> v = parse_int(f->value, 0, kMaxPackCards);
          if (!v) return fail("notationHandDeals", {{"key", key}, {"max", std::to_string(kMaxPackCards)}});
          dealt[p] = static_cast<int>(*v);
        } else if (!r.cards(key, f->value, cards)) {
          return reader_failed();
        }
      }
      for (Card c : cards) {
        g.hands_[p].add(c);
        count_card(c);
      }
      if (p == g.seating_.idle && (!cards.empty() || dealt[p] > 0))
        return fail("notationSitsOutHolds", {{"seat", std::to_string(p)}});
      const std::string kkey = "known" + std::to_string(p);
      cards.clear();
      if (const Field* f = r.find(kkey))
        if (!r.cards(kkey, f->value, cards)) return reader_failed();
      for (Card c : cards) g.known_[p].add(c);
      if (!g.known_[p].within(g.hands_[p]))
        return fail("notationKnownNotInHand", {{"seat", std::to_string(p)}});
      const std::string bkey = "bonus" + std::to_string(p);
      cards.clear();
      if (const Field* f = rules.uses_bonus_cards() ? r.find(bkey) : nullptr)
        if (!r.cards(bkey, f->value, cards)) return reader_failed();
      for (Card c : cards) {
        g.bonus_[p].add(c);
        count_card(c);
      }
    }
    return true;
  }

  // Each side's melds, threes and one-turn canastas.
  bool read_sides() {
    for (int s = 0; s < g.seating_.sides; ++s) {
      const std::string key = "melds" + std::to_string(s);
      if (const Field* f = r.find(key)) {
        for (std::string_view group : split(f->value, '/')) {
          std::vector<Card> cards;
          if (!r.cards(key, group, cards)) return reader_failed();
          Meld m;
          int slot = 0;
          if (auto wrong = read_meld(rules, key, group, cards, m, slot)) return fail(std::move(*wrong));
          for (Card c : cards) count_card(c);
          if (!g.melds_[s][slot].empty()) return fail("notationTwoMelds", {{"side", std::to_string(s)}});
          g.melds_[s][slot] = m;
        }
      }
      for (const bool red : {true, false}) {
        if (!red && !rules.uses_black_threes()) continue;
        const std::string tkey = (red ? "red3" : "black3") + std::to_string(s);
        const Field* f = r.find(tkey);
        if (!f) continue;
        std::vector<Card> cards;
        if (!r.cards(tkey, f->value, cards)) return reader_failed();
        for (Card c : cards) {
          if (red && !c.is_red_three()) return fail("notationOnlyRedThrees", {{"key", tkey}});
          if (!red && !c.is_black_three()) return fail("notationOnlyBlackThrees", {{"key", tkey}});
          g.add_three(s, c);
          count_card(c);
        }
      }
      const std::string okey = "oneturn" + std::to_string(s);
      if (const Field* f = rules.uses_one_turn_canastas() ? r.find(okey) : nullptr) {
        if (!slot_bits(f->value, false, g.one_turn_canastas_[s])) return fail("notationBadRank", {{"key", okey}});
        for (int slot = 0; slot < kMeldSlots; ++slot)
          if ((g.one_turn_canastas_[s] >> slot & 1) && !g.melds_[s][slot].is_canasta(rules))
            return fail("notationNotCanasta", {{"key", okey}});
      }
    }
    if (rules.dead_ranks)
      for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot)
        if (g.melds_[0][slot].is_canasta(rules) && g.melds_[1][slot].is_canasta(rules))
          return fail("notationDeadRank");
    g.refresh_meld_facts();
    return true;
  }

  // The pile, its face-down cards and the pot, the dealer's cut.
  bool read_pile() {
    if (const Field* f = r.find("pile")) {
      std::vector<Card> cards;
      if (!r.cards("pile", f->value, cards)) return reader_failed();
      if (cards.size() > static_cast<size_t>(kMaxPackCards)) return fail("notationPileTooBig");
      for (Card c : cards) {
        g.pile_at(g.pile_size_++) = c;
        count_card(c);
      }
    }
    if (const Field* f = rules.uses_pot() ? r.find("down") : nullptr) {
      for (std::string_view part : split(f->value, ',')) {
        const std::optional<int64_t> v = parse_int(part, 0, std::min(63, g.pile_size_ - 1));
        if (!v) return fail("notationDownPosition", {{"position", quoted(part)}});
        if (g.pile_down_ >> *v & 1) return fail("notationDownTwice", {{"position", std::string(part)}});
        g.pile_down_ |= uint64_t{1} << *v;
      }
    }
    for (int i = 0; i < g.pile_size_; ++i) {
      const Card c = g.pile_at(i);
      if (!g.pile_face_down(i) && (c.is_wild() || (c.is_red_three() && rules.red_three_freezes))) ++g.pile_freezers_;
    }
    if (const Field* f = rules.uses_pot() ? r.find("pot") : nullptr) {
      if (f->value != "0" && f->value != "1") return fail("notationZeroOne", {{"key", "pot"}});
      pot = f->value == "1";
    }
    g.pot_taken_ = pot;
    if (const Field* f = rules.uses_cut() ? r.find("cut") : nullptr) {
      const std::optional<int64_t> v = parse_int(f->value, 0, kMaxPackCards - 1);
      if (!v) return fail("notationCut");
      g.cut_ = static_cast<int16_t>(*v);
    }
    if (pot && g.pile_down_ != 0) return fail("notationPotTaken");
    return true;
  }

  // The stock when written out, every card's copies within the pack, the seed.
  bool read_stock() {
    stock = r.find("stock");
    if (stock) {
      std::vector<Card> cards;
      if (!r.cards("stock", stock->value, cards)) return reader_failed();
      // The stock and the pile share the pack's room (state.h).
      if (static_cast<int>(cards.size()) + g.pile_size_ > kMaxPackCards)
        return fail("notationStockPile");
      for (Card c : cards) count_card(c);
      g.stock_size_ = static_cast<int16_t>(cards.size());
      for (size_t i = 0; i < cards.size(); ++i) g.stock_at(cards.size() - 1 - i) = cards[i];
    }
    for (int k = 0; k < kNumCardKinds; ++k) {
      const Card c = Card::from_code(k);
      if (used[k] > copies_of(c))
        return fail("notationTooManyCopies", {{"card", to_string(c)}, {"copies", std::to_string(copies_of(c))}});
    }
    if (const Field* f = r.find("seed")) {
      const std::optional<uint64_t> seed = parse_uint64(f->value);
      if (!seed) return fail("notationSeed");
      g.seed_ = *seed;
    }
    return true;
  }

  // The cards placed nowhere, shuffled by the seed: hands written as a count
  // are dealt from its top (its end, as the stock's top is), seat by seat
  // from seat 0, and a stock left out is what remains. An author who cares
  // about one hand need not invent the others. Bonus threes are not dealt
  // (a seat that has played holds none: law 14): they stay for the stock.
  bool deal_counted_hands() {
    std::array<Card, kMaxPackCards> rest{};
    int n = 0;
    for (int k = 0; k < kNumCardKinds; ++k) {
      const Card c = Card::from_code(k);
      for (int i = used[k]; i < copies_of(c); ++i) rest[n++] = c;
    }
    Rng rng(g.seed_);
    rng.shuffle(std::span<Card>(rest.data(), static_cast<size_t>(n)));
    int dealable = static_cast<int>(std::count_if(rest.begin(), rest.begin() + n, [&](Card c) { return !rules.is_bonus_three(c); }));
    for (int p = 0; p < players; ++p) {
      if (dealt[p] > dealable)
        return fail("notationDealTooMany",
                    {{"seat", std::to_string(p)}, {"count", std::to_string(dealt[p])}, {"left", std::to_string(dealable)}});
      dealable -= dealt[p];
      for (int got = 0; got < dealt[p]; ++got) {
        int top = n - 1;
        while (rules.is_bonus_three(rest[top])) --top;
        g.hands_[p].add(rest[top]);
        std::copy(rest.begin() + top + 1, rest.begin() + n, rest.begin() + top);
        --n;
      }
    }
    if (!stock) {
      std::copy(rest.begin(), rest.begin() + n, g.stock_and_pile_.begin());
      g.stock_size_ = static_cast<int16_t>(n);
    }
    return true;
  }

  // Which seats have melded and played this deal.
  bool read_seats_that_acted() {
    const Seating& seating = g.seating_;
    std::array<bool, kMaxSides> side_melded{};
    for (int s = 0; s < seating.sides; ++s)
      for (const Meld& m : g.melds_[s]) side_melded[s] = side_melded[s] || !m.empty();
    if (const Field* f = r.find("melded")) {
      for (std::string_view part : split(f->value, ',')) {
        const std::optional<int64_t> v = parse_int(part, 0, players - 1);
        if (!v) return fail("notationMeldedBadSeat", {{"seat", quoted(part)}});
        if (g.melded_seats_ >> *v & 1) return fail("notationMeldedTwice", {{"seat", std::to_string(*v)}});
        if (!side_melded[seating.side_of[*v]])
          return fail("notationMeldedNoMelds", {{"seat", std::to_string(*v)}});
        g.melded_seats_ = static_cast<uint8_t>(g.melded_seats_ | (1u << *v));
      }
    } else {
      for (int p = 0; p < players; ++p)
        if (side_melded[seating.side_of[p]] && p != seating.idle)
          g.melded_seats_ = static_cast<uint8_t>(g.melded_seats_ | (1u << p));
    }
    for (int s = 0; s < seating.sides; ++s) {
      bool any = false;
      for (int p = 0; p < players; ++p)
        if (seating.side_of[p] == s && g.has_melded(p)) any = true;
      if (side_melded[s] && !any)
        return fail("notationSideMeldedNone", {{"side", std::to_string(s)}});
    }
    if (const Field* f = r.find("played")) {
      if (!seat_bits(f->value, players, seating.idle, g.played_seats_))
        return fail("notationPlayed");
    } else {
      for (int p = 0; p < players; ++p)
        if (p != seating.idle) g.played_seats_ = static_cast<uint8_t>(g.played_seats_ | (1u << p));
    }
    return true;
  }

  // What the turn has done so far, a special hand, who went out and how the
  // deal ended; then no field may be left unread.
  bool read_turn() {
    if (!turn_slots("started", g.turn_created_)) return false;
    if (rules.uses_one_turn_canastas() && !turn_slots("potslots", g.pickup_slots_)) return false;
    const int turn_side = g.seating_.side_of[turn];
    for (int slot = 0; slot < kMeldSlots && rules.uses_pure_at_start(); ++slot) {
      const Meld& m = g.melds_[turn_side][slot];
      // Default: the pure canastas the side had when the turn began (a meld
      // started this turn was none).
      if (m.is_canasta(rules) && is_pure(m, slot) && !(g.turn_created_ >> slot & 1))
        g.pure_at_start_ = static_cast<uint16_t>(g.pure_at_start_ | (1u << slot));
    }
    if (rules.uses_pure_at_start()) {
      if (!turn_slots("pure", g.pure_at_start_)) return false;
      for (int slot = 0; slot < kMeldSlots; ++slot)
        if ((g.pure_at_start_ >> slot & 1) && !g.melds_[turn_side][slot].is_canasta(rules))
          return fail("notationNotCanasta", {{"key", "pure"}});
    }
    if (const Field* f = rules.special_hands ? r.find("special") : nullptr) {
      if (f->value != "-") {
        const std::optional<SpecialHand> special = parse_special_hand(f->value);
        if (!special) return fail("notationUnknownValue", {{"key", "special"}, {"value", quoted(f->value)}});
        g.special_ = *special;
      }
    }
    bool premelded = false;
    if (!bool_field("askdraw", false, askdraw)) return false;
    g.asked_before_draw_ = askdraw;
    if (!bool_field("added", false, added)) return false;
    if (!bool_field("premelded", g.has_melded(turn) && g.turn_created_ == 0, premelded)) return false;
    if (!bool_field("lastred3", false, lastred3)) return false;
    if (!bool_field("concealed", false, concealed)) return false;
    g.turn_touched_ = added;
    g.turn_start_melded_ = premelded;
    g.last_red_three_ = lastred3;
    g.concealed_out_ = concealed;
    g.went_out_ = -1;
    if (const Field* f = r.find("out")) {
      if (f->value != "-") {
        const std::optional<int64_t> v = parse_int(f->value, 0, players - 1);
        if (!v) return fail("notationOut");
        g.went_out_ = static_cast<int8_t>(*v);
        if (!r.find("end")) end = static_cast<int>(DealEnd::WentOut);
      }
    }
    g.deal_end_ = static_cast<DealEnd>(end);
    for (const Field& f : r.fields)
      if (!f.used) return fail(unknown_field_problem(f.key));
    return true;
  }

  // The position as a whole agrees with its phase: black threes melded only
  // by a player going out, a turn's start with nothing done, threes a hand
  // may hold, how the deal ended, the scores of a game over.
  bool check_phase() {
    const Seating& seating = g.seating_;
    for (int s = 0; s < seating.sides; ++s) {
      const bool going_out_now = g.phase_ == Phase::Play && s == seating.side_of[turn] &&
                                 (g.turn_created_ >> meld_slot(Rank::Three) & 1) &&
                                 g.hands_[turn].size() <= 1;
      if (!g.melds_[s][meld_slot(Rank::Three)].empty() && !over && !going_out_now)
        return fail("notationBlackThreesGoingOut");
    }
    if (g.phase_ == Phase::Draw && (g.turn_created_ || added || lastred3 || g.opened_ != Opened::None))
      return fail("notationDrawNothing");
    if (askdraw && g.phase_ != Phase::Answer)
      return fail("notationAskdraw");
    if (g.phase_ == Phase::Answer && g.answer_ != Answer::None)
      return fail("notationAskUnanswered");
    for (int p = 0; p < players; ++p) {
      if (g.hands_[p].red_threes() > 0 && !g.may_hold_red_threes(p) && !(rules.black_threes_are_bonus))
        return fail("notationRedThreeInHand", {{"seat", std::to_string(p)}});
      // MA-11, MA-14: one three kept for a straight, or the stock's last card.
      const int threes = g.hands_[p].naturals(Rank::Three);
      // The partner of a player who just made the side's first meld keeps his
      // three until his own turn begins.
      const bool may_keep = rules.special_hands && (g.keeps_three(p) || p != turn);
      // With the stock gone a three drawn as its last card cannot be replaced
      // (add_three_moves), so it stays in the hand.
      const bool stock_gone = g.stock_size_ == 0;
      if (rules.black_threes_are_bonus && threes > 0 && !stock_gone && (threes > 1 || !(may_keep || over)))
        return fail("notationThreeInHand", {{"seat", std::to_string(p)}});
    }
    if ((g.deal_end_ == DealEnd::SpecialHand) != (g.special_ != SpecialHand::None))
      return fail("notationSpecialEnd");
    if (g.phase_ == Phase::Answer && seating.partner_after(turn) < 0)
      return fail("notationAskPartner");
    if (over != (g.deal_end_ != DealEnd::None))
      return fail("notationEndPhase");
    const bool out_end = g.deal_end_ == DealEnd::WentOut || g.deal_end_ == DealEnd::SpecialHand ||
                         g.deal_end_ == DealEnd::BlackThreeCanasta;
    if (out_end != (g.went_out_ >= 0))
      return fail("notationOutEnd");
    if (concealed && g.went_out_ < 0) return fail("notationConcealedOut");
    if (g.phase_ == Phase::Cut) {
      // Before the deal (UY-50): the dealer to cut a whole pack.
      if (!rules.uses_cut()) return fail("notationCutOption");
      if (turn != g.dealer_ || g.cut_ != 0) return fail("notationCutDealer");
      if (g.stock_size_ != rules.pack_size()) return fail("notationCutPack");
      // Nothing of the deal has happened yet (found by ./tools/fuzz positions:
      // pot=1 before the deal printed a position the notation refused).
      if (g.pot_taken_) return fail("notationCutPot");
    } else if (!over) {
      if (g.hands_[turn].empty()) return fail("notationEmptyTurn");
    } else if (!check_game_over()) {
      return false;
    }
    if (!over) g.last_score_.sides = seating.sides;
    return true;
  }

  // A deal that is over: whether its scores end the game says its phase.
  bool check_game_over() {
    int best = 0;
    bool tie = false;
    for (int s = 1; s < g.seating_.sides; ++s) {
      if (g.scores_[s] > g.scores_[best]) {
        best = s;
        tie = false;
      } else if (g.scores_[s] == g.scores_[best]) {
        tie = true;
      }
    }
    const bool gusto = g.deal_end_ == DealEnd::BlackThreeCanasta;  // wins the match (UY-33)
    const bool game_over = gusto || (g.scores_[best] >= rules.game_target && !tie);
    if (game_over != (g.phase_ == Phase::GameOver)) {
      if (gusto) return fail("notationGusto");
      if (game_over) return fail("notationScoresEnd");
      return fail("notationEndTarget");
    }
    g.last_score_ = count_deal(g);
    return true;
  }

  bool parse(std::string_view text) {
    return read_table(text) && read_hands() && read_sides() && read_pile() && read_stock() && deal_counted_hands() &&
           read_seats_that_acted() && read_turn() && check_phase();
  }
};

Parsed<GameState> StateAccess::parse(std::string_view text) {
  Parsed<GameState> result;
  NotationParser parser;
  if (!parser.parse(text)) return Parsed<GameState>::refused(std::move(parser.problem));
  if (auto problem = unreachable_reason(parser.g)) return Parsed<GameState>::refused(std::move(*problem));
  result.value = parser.g;
  return result;
}

}  // namespace canasta
