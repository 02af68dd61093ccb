#include "engine/notation.h"

#include <algorithm>
#include <span>
#include <vector>

#include "engine/rng.h"
#include "engine/state_access.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

constexpr const char* kPhaseNames[] = {"draw", "play", "ask", "over", "end"};
constexpr const char* kAnswerNames[] = {"none", "yes", "no"};
constexpr const char* kEndNames[] = {"none", "out", "stock", "red3"};

std::string flag(bool b) { return b ? "1" : "0"; }

// "0,2": the seats whose bit is set.
std::string seat_list(uint8_t bits, int players) {
  std::string out;
  for (int p = 0; p < players; ++p)
    if (bits >> p & 1) out += (out.empty() ? "" : ",") + std::to_string(p);
  return out;
}

struct Field {
  std::string_view key;
  std::string_view value;
  bool used = false;
};

// The fields of a notation line, sorted by key so that a repeated key and
// every lookup cost a logarithm, never a scan: a hostile line with
// thousands of fields is read in n log n.
class Reader {
 public:
  std::vector<Field> fields;
  std::string error;

  // Splits the line; false (with `error`) for a word without "=" or a key
  // given twice.
  bool read(std::string_view text) {
    for (std::string_view word : split_words(text)) {
      const std::optional<KeyValue> kv = split_key_value(word);
      if (!kv) {
        error = "Field " + quoted(word) + " has no \"=\".";
        return false;
      }
      fields.push_back({kv->key, kv->value});
    }
    std::stable_sort(fields.begin(), fields.end(),
                     [](const Field& a, const Field& b) { return a.key < b.key; });
    for (size_t i = 1; i < fields.size(); ++i)
      if (fields[i].key == fields[i - 1].key) {
        error = "Field " + quoted(fields[i].key) + " is given twice.";
        return false;
      }
    return true;
  }
  const Field* find(std::string_view key) {
    const auto at = std::lower_bound(fields.begin(), fields.end(), key,
                                     [](const Field& f, std::string_view k) { return f.key < k; });
    if (at == fields.end() || at->key != key) return nullptr;
    at->used = true;
    return &*at;
  }
  bool cards(std::string_view key, std::string_view value, std::vector<Card>& out) {
    for (std::string_view word : split(value, ',')) {
      const std::optional<Card> c = parse_card(word);
      if (!c) {
        error = "Bad card " + quoted(word) + " in " + std::string(key) + ".";
        return false;
      }
      out.push_back(*c);
    }
    return true;
  }
};

}  // namespace

std::string to_notation(const GameState& state) { return StateAccess::print(state); }

Parsed<GameState> parse_notation(std::string_view text) { return StateAccess::parse(text); }

std::string StateAccess::print(const GameState& g) {
  std::string out = "variant=" + std::string(g.rules_.variant);
  out += " options=" + rule_options_text(g.rules_);
  out += " players=" + std::to_string(g.seating_.players);
  out += " deal=" + std::to_string(g.deal_number_);
  out += " dealer=" + std::to_string(g.dealer_);
  out += " turn=" + std::to_string(g.turn_);
  out += " phase=" + std::string(kPhaseNames[static_cast<int>(g.phase_)]);
  out += " answer=" + std::string(kAnswerNames[static_cast<int>(g.answer_)]);
  out += " askdraw=" + flag(g.asked_before_draw_);
  out += " scores=";
  for (int s = 0; s < g.seating_.sides; ++s) out += (s ? "," : "") + std::to_string(g.scores_[s]);
  for (int p = 0; p < g.seating_.players; ++p)
    out += " hand" + std::to_string(p) + "=" + cards_to_string(g.hands_[p].cards());
  for (int p = 0; p < g.seating_.players; ++p)
    out += " known" + std::to_string(p) + "=" + cards_to_string(g.known_[p].cards());
  for (int s = 0; s < g.seating_.sides; ++s) {
    out += " melds" + std::to_string(s) + "=";
    bool first = true;
    for (int slot = kMeldSlots - 1; slot >= 0; --slot) {
      const Meld& m = g.melds_[s][slot];
      if (m.empty()) continue;
      if (!first) out += '/';
      first = false;
      out += cards_to_string(m.cards(slot_rank(slot)));
    }
  }
  for (int s = 0; s < g.seating_.sides; ++s)
    out += " red3" + std::to_string(s) + "=" + cards_to_string(g.red_three_cards(s));
  out += " pile=" + cards_to_string(g.pile_cards());
  out += " stock=" + cards_to_string(g.stock_cards());
  out += " melded=" + seat_list(g.melded_seats_, g.seating_.players);
  out += " played=" + seat_list(g.played_seats_, g.seating_.players);
  bool first = true;
  out += " started=";
  first = true;
  for (int slot = kMeldSlots - 1; slot >= 0; --slot)
    if (g.turn_created_ >> slot & 1) {
      if (!first) out += ',';
      out += rank_char(slot_rank(slot));
      first = false;
    }
  out += " added=" + flag(g.turn_touched_);
  out += " premelded=" + flag(g.turn_start_melded_);
  out += " lastred3=" + flag(g.last_red_three_);
  out += " out=" + (g.went_out_ < 0 ? std::string("-") : std::to_string(g.went_out_));
  out += " concealed=" + flag(g.concealed_out_);
  out += " end=" + std::string(kEndNames[static_cast<int>(g.deal_end_)]);
  out += " seed=" + std::to_string(g.seed_);
  return out;
}

Parsed<GameState> StateAccess::parse(std::string_view text) {
  Parsed<GameState> result;
  auto fail = [&](std::string why) {
    result.error = std::move(why);
    return result;
  };
  Reader r;
  if (!r.read(text)) return fail(r.error);

  // Rules and table.
  std::string_view variant = "classic", options = "";
  if (const Field* f = r.find("variant")) variant = f->value;
  if (const Field* f = r.find("options")) options = f->value;
  std::string rules_error;
  std::optional<Rules> rules = make_rules(variant, options, &rules_error);
  if (!rules) return fail(rules_error);
  std::optional<int64_t> v;
  int players = 4;
  if (const Field* f = r.find("players")) {
    if (!(v = parse_int(f->value, kMinPlayers, kMaxPlayers))) return fail("players must be 2 to 6.");
    players = static_cast<int>(*v);
  }
  int deal_number = 0;
  if (const Field* f = r.find("deal")) {
    if (!(v = parse_int(f->value, 0, 100000))) return fail("deal must be a number from 0.");
    deal_number = static_cast<int>(*v);
  }
  GameState g;
  g.rules_ = *rules;
  g.seating_ = make_seating(*rules, players, deal_number);
  g.deal_number_ = deal_number;
  const Seating& seating = g.seating_;
  auto seat_field = [&](std::string_view key, int fallback, int& out) -> bool {
    out = fallback;
    const Field* f = r.find(key);
    if (!f) return true;
    if (!(v = parse_int(f->value, 0, players - 1))) {
      r.error = std::string(key) + " must be a seat from 0 to " + std::to_string(players - 1) + ".";
      return false;
    }
    out = static_cast<int>(*v);
    if (out == seating.idle) {
      r.error = "Seat " + std::to_string(out) + " sits out this deal, so it cannot be the " +
                std::string(key) + ".";
      return false;
    }
    return true;
  };
  int dealer = 0, turn = 0;
  if (!seat_field("dealer", seating.order[seating.active - 1], dealer)) return fail(r.error);
  if (!seat_field("turn", seating.next(dealer), turn)) return fail(r.error);
  g.dealer_ = static_cast<int8_t>(dealer);
  g.turn_ = static_cast<int8_t>(turn);

  auto enum_field = [&](std::string_view key, std::span<const char* const> names, int& out) -> bool {
    out = 0;
    const Field* f = r.find(key);
    if (!f) return true;
    for (size_t i = 0; i < names.size(); ++i)
      if (f->value == names[i]) {
        out = static_cast<int>(i);
        return true;
      }
    r.error = "Unknown " + std::string(key) + " " + quoted(f->value) + ".";
    return false;
  };
  int phase = 0, answer = 0, end = 0;
  if (!enum_field("phase", kPhaseNames, phase)) return fail(r.error);
  if (!enum_field("answer", kAnswerNames, answer)) return fail(r.error);
  if (!enum_field("end", kEndNames, end)) return fail(r.error);
  g.phase_ = static_cast<Phase>(phase);
  g.answer_ = static_cast<Answer>(answer);
  const bool over = g.phase_ == Phase::DealOver || g.phase_ == Phase::GameOver;

  if (const Field* f = r.find("scores")) {
    const auto parts = split(f->value, ',');
    if (static_cast<int>(parts.size()) != seating.sides)
      return fail("scores needs " + std::to_string(seating.sides) + " numbers, one per side.");
    for (int s = 0; s < seating.sides; ++s) {
      if (!(v = parse_int(parts[s], -10000000, 10000000))) return fail("Bad score " + quoted(parts[s]) + ".");
      g.scores_[s] = static_cast<int32_t>(*v);
    }
  }

  // Cards.
  std::array<int, kNumCardKinds> used{};
  auto count_card = [&](Card c) { ++used[c.code()]; };
  for (int p = 0; p < players; ++p) {
    std::vector<Card> cards;
    const std::string key = "hand" + std::to_string(p);
    if (const Field* f = r.find(key))
      if (!r.cards(key, f->value, cards)) return fail(r.error);
    for (Card c : cards) {
      g.hands_[p].add(c);
      count_card(c);
    }
    if (p == seating.idle && !cards.empty())
      return fail("Seat " + std::to_string(p) + " sits out this deal and holds no cards.");
    const std::string kkey = "known" + std::to_string(p);
    cards.clear();
    if (const Field* f = r.find(kkey))
      if (!r.cards(kkey, f->value, cards)) return fail(r.error);
    for (Card c : cards) g.known_[p].add(c);
    if (!g.known_[p].within(g.hands_[p]))
      return fail("The known cards of seat " + std::to_string(p) + " are not all in its hand.");
  }
  for (int s = 0; s < seating.sides; ++s) {
    const std::string key = "melds" + std::to_string(s);
    if (const Field* f = r.find(key)) {
      for (std::string_view group : split(f->value, '/')) {
        std::vector<Card> cards;
        if (!r.cards(key, group, cards)) return fail(r.error);
        Meld m;
        std::optional<Rank> rank;
        for (Card c : cards) {
          if (c.is_red_three()) return fail("Red threes are never melded (" + key + ").");
          if (c.is_natural()) {
            if (rank && *rank != c.rank()) return fail("A meld in " + key + " mixes ranks.");
            rank = c.rank();
          }
          m.add(c);
          count_card(c);
        }
        if (!rank) return fail("A meld in " + key + " has no natural card.");
        if (!g.melds_[s][meld_slot(*rank)].empty())
          return fail("Side " + std::to_string(s) + " has two melds of one rank.");
        if (m.natural_count() < rules->min_naturals || m.size() < rules->min_meld_cards ||
            !rules->meld_shape_ok(m.natural_count(), m.wild_count()))
          return fail("The meld " + quoted(group) + " in " + key + " is not a valid meld.");
        if (*rank == Rank::Three && m.wild_count() > 0)
          return fail("Black threes are never melded with wild cards (" + key + ").");
        g.melds_[s][meld_slot(*rank)] = m;
      }
    }
    const std::string rkey = "red3" + std::to_string(s);
    if (const Field* f = r.find(rkey)) {
      std::vector<Card> cards;
      if (!r.cards(rkey, f->value, cards)) return fail(r.error);
      for (Card c : cards) {
        if (!c.is_red_three()) return fail(rkey + " may hold only red threes.");
        ++g.red_threes_[s][c.suit() == Suit::Hearts ? 1 : 0];
        count_card(c);
      }
    }
  }
  if (const Field* f = r.find("pile")) {
    std::vector<Card> cards;
    if (!r.cards("pile", f->value, cards)) return fail(r.error);
    for (Card c : cards) {
      g.pile_[g.pile_size_++] = c;
      if (c.is_wild() || c.is_red_three()) ++g.pile_freezers_;
      count_card(c);
      if (g.pile_size_ > kMaxPackCards) return fail("The pile has more cards than the pack.");
    }
  }
  const Field* stock = r.find("stock");
  if (stock) {
    std::vector<Card> cards;
    if (!r.cards("stock", stock->value, cards)) return fail(r.error);
    if (static_cast<int>(cards.size()) > kMaxPackCards) return fail("The stock has more cards than the pack.");
    for (Card c : cards) count_card(c);
    g.stock_size_ = static_cast<int16_t>(cards.size());
    for (size_t i = 0; i < cards.size(); ++i) g.stock_[cards.size() - 1 - i] = cards[i];
  }
  for (int k = 0; k < kNumCardKinds; ++k) {
    const Card c = Card::from_code(k);
    const int copies = c.is_joker() ? rules->jokers : rules->decks;
    if (used[k] > copies)
      return fail("Too many copies of " + to_string(c) + ": the pack holds " +
                  std::to_string(copies) + ".");
  }
  if (const Field* f = r.find("seed")) {
    const std::optional<uint64_t> seed = parse_uint64(f->value);
    if (!seed) return fail("seed must be a whole number from 0 to 18446744073709551615.");
    g.seed_ = *seed;
  }
  if (!stock) {
    std::array<Card, kMaxPackCards> rest{};
    int n = 0;
    for (int k = 0; k < kNumCardKinds; ++k) {
      const Card c = Card::from_code(k);
      const int copies = c.is_joker() ? rules->jokers : rules->decks;
      for (int i = used[k]; i < copies; ++i) rest[n++] = c;
    }
    Rng rng(g.seed_);
    rng.shuffle(std::span<Card>(rest.data(), static_cast<size_t>(n)));
    g.stock_ = rest;
    g.stock_size_ = static_cast<int16_t>(n);
  }

  // Turn and deal bookkeeping.
  std::array<bool, kMaxSides> side_melded{};
  for (int s = 0; s < seating.sides; ++s)
    for (const Meld& m : g.melds_[s]) side_melded[s] = side_melded[s] || !m.empty();
  if (const Field* f = r.find("melded")) {
    for (std::string_view part : split(f->value, ',')) {
      if (!(v = parse_int(part, 0, players - 1))) return fail("Bad seat " + quoted(part) + " in melded.");
      if (!side_melded[seating.side_of[*v]])
        return fail("Seat " + std::to_string(*v) + " is listed as melded but its side has no melds.");
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
      return fail("Side " + std::to_string(s) + " has melds but melded names none of its seats.");
  }
  if (const Field* f = r.find("played")) {
    for (std::string_view part : split(f->value, ',')) {
      if (!(v = parse_int(part, 0, players - 1)) || *v == seating.idle)
        return fail("Bad seat " + quoted(part) + " in played.");
      g.played_seats_ = static_cast<uint8_t>(g.played_seats_ | (1u << *v));
    }
  } else {
    for (int p = 0; p < players; ++p)
      if (p != seating.idle) g.played_seats_ = static_cast<uint8_t>(g.played_seats_ | (1u << p));
  }
  if (const Field* f = r.find("started")) {
    for (std::string_view part : split(f->value, ',')) {
      const std::optional<Rank> rank = part.size() == 1 ? parse_rank(part[0]) : std::nullopt;
      if (!rank || *rank == Rank::Two) return fail("Bad rank " + quoted(part) + " in started.");
      if (g.melds_[seating.side_of[turn]][meld_slot(*rank)].empty())
        return fail("started names a rank the side of the player in turn has not melded.");
      g.turn_created_ = static_cast<uint16_t>(g.turn_created_ | (1u << meld_slot(*rank)));
    }
  }
  auto bool_field = [&](std::string_view key, bool fallback, bool& out) -> bool {
    out = fallback;
    const Field* f = r.find(key);
    if (!f) return true;
    if (f->value != "0" && f->value != "1") {
      r.error = std::string(key) + " must be 0 or 1.";
      return false;
    }
    out = f->value == "1";
    return true;
  };
  bool added = false, premelded = false, lastred3 = false, concealed = false, askdraw = false;
  if (!bool_field("askdraw", false, askdraw)) return fail(r.error);
  g.asked_before_draw_ = askdraw;
  if (!bool_field("added", false, added)) return fail(r.error);
  if (!bool_field("premelded", g.has_melded(turn) && g.turn_created_ == 0, premelded))
    return fail(r.error);
  if (!bool_field("lastred3", false, lastred3)) return fail(r.error);
  if (!bool_field("concealed", false, concealed)) return fail(r.error);
  g.turn_touched_ = added;
  g.turn_start_melded_ = premelded;
  g.last_red_three_ = lastred3;
  g.concealed_out_ = concealed;
  g.went_out_ = -1;
  if (const Field* f = r.find("out")) {
    if (f->value != "-") {
      if (!(v = parse_int(f->value, 0, players - 1))) return fail("out must be a seat or -.");
      g.went_out_ = static_cast<int8_t>(*v);
      if (!r.find("end")) end = static_cast<int>(DealEnd::WentOut);
    }
  }
  g.deal_end_ = static_cast<DealEnd>(end);

  for (const Field& f : r.fields)
    if (!f.used) return fail("Unknown field " + quoted(f.key) + ".");
  for (int s = 0; s < seating.sides; ++s) {
    const bool going_out_now = g.phase_ == Phase::Play && s == seating.side_of[turn] &&
                               (g.turn_created_ >> meld_slot(Rank::Three) & 1) &&
                               g.hands_[turn].size() <= 1;
    if (!g.melds_[s][meld_slot(Rank::Three)].empty() && !over && !going_out_now)
      return fail("Black threes are melded only by a player going out.");
  }

  // Consistency of the phase.
  if (g.phase_ == Phase::Draw && (g.turn_created_ || added || lastred3))
    return fail("At the start of a turn (phase=draw) nothing has been melded or drawn yet.");
  if (askdraw && g.phase_ != Phase::Answer)
    return fail("askdraw=1 describes a question still to be answered (phase=ask).");
  if (g.phase_ == Phase::Answer && g.answer_ != Answer::None)
    return fail("phase=ask: the question is not answered yet (answer=none).");
  for (int p = 0; p < players; ++p)
    if (g.hands_[p].red_threes() > 0 && !g.may_hold_red_threes(p))
      return fail("hand" + std::to_string(p) +
                  " cannot hold a red three: a player faces the ones dealt to him when his first turn "
                  "begins (law 14).");
  if (g.phase_ == Phase::Answer && seating.partner_after(turn) < 0)
    return fail("phase=ask needs a partner to answer.");
  if (over != (g.deal_end_ != DealEnd::None))
    return fail("end= must say how the deal ended exactly when phase is over or end.");
  if ((g.deal_end_ == DealEnd::WentOut) != (g.went_out_ >= 0))
    return fail("out= names the seat that went out exactly when end=out.");
  if (concealed && g.went_out_ < 0) return fail("concealed=1 needs out=.");
  if (!over) {
    if (g.hands_[turn].empty()) return fail("The player in turn holds no cards.");
  } else {
    int best = 0;
    bool tie = false;
    for (int s = 1; s < seating.sides; ++s) {
      if (g.scores_[s] > g.scores_[best]) {
        best = s;
        tie = false;
      } else if (g.scores_[s] == g.scores_[best]) {
        tie = true;
      }
    }
    const bool game_over = g.scores_[best] >= rules->game_target && !tie;
    if (game_over != (g.phase_ == Phase::GameOver))
      return fail(game_over ? "These scores end the game: use phase=end."
                            : "phase=end needs one side at the game target with the highest total.");
    g.last_score_ = count_deal(g);
  }
  if (!over) g.last_score_.sides = seating.sides;
  result.value = g;
  return result;
}

}  // namespace canasta
