#include "engine/observation_text.h"

#include <algorithm>
#include <array>
#include <vector>

#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/state_access.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

struct TextField {
  std::string key;
  std::string value;
};

std::vector<TextField> split_fields(std::string_view text) {
  std::vector<TextField> fields;
  for (std::string_view word : split_words(text)) {
    const std::optional<KeyValue> kv = split_key_value(word);
    if (kv) fields.push_back({std::string(kv->key), std::string(kv->value)});
    else fields.push_back({std::string(word), std::string()});
  }
  return fields;
}

std::string join_fields(const std::vector<TextField>& fields) {
  std::string out;
  for (const TextField& f : fields) {
    if (!out.empty()) out += ' ';
    out += f.key + "=" + f.value;
  }
  return out;
}

bool parse_count(std::string_view s, int max, int& out) {
  const std::optional<int64_t> v = parse_int(s, 0, max);
  if (!v || s.front() == '-') return false;
  out = static_cast<int>(*v);
  return true;
}

// A card nobody may see in the text: a face-down card of the pot, a bonus
// card set aside.
constexpr std::string_view kHiddenCard = "xx";

bool is_card_field(const std::string& key) {
  return key.rfind("hand", 0) == 0 || key.rfind("melds", 0) == 0 || key.rfind("red3", 0) == 0 ||
         key.rfind("black3", 0) == 0 || key.rfind("bonus", 0) == 0 || key == "pile";
}

// Copies of each card kind left once the cards named in the notation fields
// (hands, melds, threes, bonus cards, pile) are taken from the pack, listed
// with bonus threes last: they go to the stock when it can take them, since
// a hand may hold one only at some moments (dealt and not yet laid out, or
// kept until its player melds, MA-11). Malformed cards and hidden ones are
// skipped: the notation parser reports the first.
std::vector<Card> unplaced_cards(const Rules& rules, const std::vector<TextField>& fields) {
  std::array<int, kNumCardKinds> left{};
  for (int k = 0; k < kNumCardKinds; ++k)
    left[k] = Card::from_code(k).is_joker() ? rules.jokers : rules.decks;
  for (const TextField& f : fields) {
    if (!is_card_field(f.key)) continue;
    for (std::string_view meld : split(f.value, '/'))
      for (std::string_view word : split(meld, ','))
        if (const std::optional<Card> c = parse_card(word)) --left[c->code()];
  }
  std::vector<Card> out;
  for (int pass = 0; pass < 2; ++pass)
    for (Card c : kDisplayOrder)
      if (rules.is_bonus_three(c) == (pass == 1))
        for (int i = 0; i < left[c.code()]; ++i) out.push_back(c);
  return out;
}

// The spare cards split in two: ordinary ones [0, ordinary) and bonus threes
// [ordinary, size).
struct Spare {
  std::vector<Card> cards;
  size_t ordinary = 0;
};

// Replaces each hidden card of a field's value with a spare card: a bonus
// three (from `bonus`) while `threes` asks for more, else an ordinary one
// (from `next`).
bool fill_hidden(std::string& value, const Spare& spare, size_t& next, size_t& bonus, int& threes) {
  std::string out;
  for (std::string_view word : split(value, ',')) {
    if (!out.empty()) out += ',';
    if (word != kHiddenCard) {
      out += word;
      continue;
    }
    const bool three = threes > 0;
    size_t& from = three ? bonus : next;
    if (from >= (three ? spare.cards.size() : spare.ordinary)) return false;
    out += to_string(spare.cards[from++]);
    threes -= three;
  }
  value = std::move(out);
  return true;
}

// The fields that may hold face-down cards ("xx"): the pile (the pot's
// cards) and the bonus cards set aside. Counting and filling the hidden
// places must agree on them.
bool holds_face_down(const TextField& f) { return f.key == "pile" || f.key.rfind("bonus", 0) == 0; }

int count_hidden(const std::string& value) {
  int n = 0;
  for (std::string_view word : split(value, ',')) n += word == kHiddenCard;
  return n;
}

// Who takes the bonus threes the stock cannot: a seat's hand, or the
// face-down cards (the pot's, bonus cards set aside).
constexpr int kFaceDownHolds = -1;
constexpr int kNoHolder = -2;

// Fills the hidden places: each hand with its missing cards, the hidden
// pile and bonus cards, then the stock. Ordinary cards go first; bonus
// threes go to the stock, except `surplus` of them that only a hidden place
// can take, given to `holder`. Returns the failure, if any.
std::optional<std::string> fill_places(std::vector<TextField>& fields, const Spare& spare,
                                       const std::array<int, kMaxPlayers>& missing, int players, int stock,
                                       int holder, int surplus) {
  size_t next = 0, bonus = spare.ordinary;
  for (int p = 0; p < players; ++p) {
    const std::string key = "hand" + std::to_string(p);
    auto hand = std::find_if(fields.begin(), fields.end(), [&](const TextField& f) { return f.key == key; });
    std::string& value = hand->value;
    for (int k = 0; k < missing[p]; ++k) value += (value.empty() ? "" : ",") + std::string(kHiddenCard);
    int threes = p == holder ? surplus : 0;
    if (!fill_hidden(value, spare, next, bonus, threes)) return "More hidden cards than the pack has left.";
  }
  int threes = holder == kFaceDownHolds ? surplus : 0;
  for (TextField& f : fields)
    if (holds_face_down(f) && !fill_hidden(f.value, spare, next, bonus, threes))
      return "More hidden cards than the pack has left.";
  if (threes > 0) return "More hidden cards than the pack has left.";
  if ((spare.ordinary - next) + (spare.cards.size() - bonus) < static_cast<size_t>(stock))
    return "More stock cards than the pack has left.";
  std::vector<Card> stock_cards;
  while (static_cast<int>(stock_cards.size()) < stock)
    stock_cards.push_back(spare.cards[next < spare.ordinary ? next++ : bonus++]);
  fields.push_back({"stock", cards_to_string(stock_cards)});
  return std::nullopt;
}

int count_cards(const std::string& value) {
  if (value.empty()) return 0;
  int n = 1;
  for (char c : value) n += c == ',';
  return n;
}

}  // namespace

std::string to_observation_text(const Observation& obs) {
  std::string head = "seat=" + std::to_string(obs.seat()) + " sizes=";
  for (int p = 0; p < obs.players(); ++p) head += (p ? "," : "") + std::to_string(obs.hand_size(p));
  head += " stocksize=" + std::to_string(obs.stock_size());
  std::vector<TextField> fields = split_fields(to_notation(obs.view()));
  std::vector<TextField> kept;
  for (TextField& f : fields) {
    if (f.key == "stock" || f.key == "seed") continue;
    if (f.key == "pile") {
      std::string pile;
      int i = 0;
      for (std::string_view word : split(f.value, ',')) {
        pile += (pile.empty() ? "" : ",") + std::string(obs.pile_face_down(i++) ? kHiddenCard : word);
      }
      f.value = pile;
    } else if (f.key.rfind("bonus", 0) == 0) {
      const std::optional<int64_t> p = parse_int(std::string_view(f.key).substr(5), 0, kMaxPlayers - 1);
      f.value.clear();
      for (int k = 0; p && k < obs.bonus_card_count(static_cast<int>(*p)); ++k)
        f.value += std::string(k ? "," : "") + std::string(kHiddenCard);
    }
    kept.push_back(std::move(f));
  }
  return head + " " + join_fields(kept);
}

Parsed<Observation> parse_observation_text(std::string_view text) {
  Parsed<Observation> result;
  auto fail = [&](std::string why) {
    result.error = std::move(why);
    return result;
  };
  int seat = -1, stock = -1;
  std::string sizes_text;
  bool have_sizes = false;
  std::vector<TextField> rest;
  for (TextField& f : split_fields(text)) {
    if (f.key == "seat") {
      if (seat >= 0 || !parse_count(f.value, kMaxPlayers - 1, seat)) return fail("seat must be a seat number, given once.");
    } else if (f.key == "stocksize") {
      if (stock >= 0 || !parse_count(f.value, kMaxPackCards, stock)) return fail("stocksize must be a card count, given once.");
    } else if (f.key == "sizes") {
      if (have_sizes) return fail("sizes is given twice.");
      have_sizes = true;
      sizes_text = f.value;
    } else if (f.key == "stock" || f.key == "seed") {
      return fail("An observation never carries the " + f.key + ".");
    } else {
      rest.push_back(std::move(f));
    }
  }
  if (seat < 0 || stock < 0 || !have_sizes) return fail("An observation needs seat=, sizes= and stocksize=.");
  std::string_view variant = "classic", options = "";
  int players = 4;
  for (const TextField& f : rest) {
    if (f.key == "variant") variant = f.value;
    if (f.key == "options") options = f.value;
    if (f.key == "players" && !parse_count(f.value, kMaxPlayers, players)) return fail("players must be 2 to 6.");
  }
  std::string rules_error;
  const std::optional<Rules> rules = make_rules(variant, options, &rules_error);
  if (!rules) return fail(rules_error);
  if (players < kMinPlayers || seat >= players) return fail("seat is not at this table.");

  std::array<int, kMaxPlayers> sizes{};
  {
    int p = 0;
    size_t i = 0;
    while (i <= sizes_text.size()) {
      const size_t comma = std::min(sizes_text.find(',', i), sizes_text.size());
      if (p >= players || !parse_count(std::string_view(sizes_text).substr(i, comma - i), kMaxPackCards, sizes[p]))
        return fail("sizes needs one card count per seat.");
      ++p;
      i = comma + 1;
    }
    if (p != players) return fail("sizes needs one card count per seat.");
  }

  // Fill the hidden places with unplaced cards, then observe that position.
  std::array<int, kMaxPlayers> missing{};
  int hidden = 0;
  for (int p = 0; p < players; ++p) {
    const std::string key = "hand" + std::to_string(p);
    auto hand = std::find_if(rest.begin(), rest.end(), [&](const TextField& f) { return f.key == key; });
    if (hand == rest.end()) hand = rest.insert(rest.end(), TextField{key, ""});
    missing[p] = sizes[p] - count_cards(hand->value);
    if (missing[p] < 0 || (p == seat && missing[p] != 0))
      return fail("sizes disagrees with the hand of seat " + std::to_string(p) + ".");
    hidden += missing[p];
  }
  for (const TextField& f : rest)
    if (holds_face_down(f)) hidden += count_hidden(f.value);
  Spare spare;
  spare.cards = unplaced_cards(*rules, rest);
  while (spare.ordinary < spare.cards.size() && !rules->is_bonus_three(spare.cards[spare.ordinary])) ++spare.ordinary;
  // Bonus threes the stock cannot take lie face down (in the pot, among
  // bonus cards set aside) or in someone's hand: any hidden place the
  // notation's own checks accept them in will do, since the observation
  // shows none of those cards.
  const int surplus = std::max(0, hidden - static_cast<int>(spare.ordinary));
  Parsed<GameState> whole;
  std::string why = "More hidden cards than the pack has left.";
  for (int holder = surplus ? kFaceDownHolds : kNoHolder; holder < (surplus ? players : kFaceDownHolds); ++holder) {
    if (holder >= 0 && (holder == seat || missing[holder] < surplus)) continue;
    std::vector<TextField> filled = rest;
    if (std::optional<std::string> failed = fill_places(filled, spare, missing, players, stock, holder, surplus)) {
      why = std::move(*failed);
      continue;
    }
    whole = StateAccess::parse(join_fields(filled));
    if (whole.ok()) break;
    why = whole.error;
  }
  // The hidden cards are a fixed filling, so whether the player to move has
  // a move is judged only from his own seat, where his hand is the real one.
  if (!whole.ok()) return fail(why);
  for (int p = 0; p < players; ++p)
    if (whole.value->hand_size(p) != sizes[p]) return fail("sizes disagrees with the hands.");
  if (whole.value->to_move() == seat)
    if (std::optional<Problem> stuck = dead_end_reason(*whole.value)) return fail(stuck->text());
  result.value = observation(*whole.value, seat);
  return result;
}

}  // namespace canasta
