#include "frontend/table/hand_order.h"

#include <algorithm>

#include "engine/card_counts.h"
#include "engine/text_util.h"

namespace canasta::frontend {

bool sorts_before(Card a, Card b) { return display_key(a) < display_key(b); }

namespace {
int suit_key(Card card) {
  if (card.is_wild() || card.rank() == Rank::Three) return 1000 + display_key(card);
  return static_cast<int>(card.suit()) * 100 + (static_cast<int>(Rank::Ace) - static_cast<int>(card.rank()));
}
}  // namespace

bool sorts_before_by_suit(Card a, Card b) { return suit_key(a) < suit_key(b); }

void HandOrder::sync(const std::vector<Card>& engine_hand) {
  CardCounts wanted;
  for (Card c : engine_hand) wanted.add(c);
  std::vector<Card> kept;
  std::vector<bool> kept_selected;
  for (size_t i = 0; i < cards_.size(); ++i) {
    if (wanted.count(cards_[i]) == 0) continue;
    wanted.remove(cards_[i]);
    kept.push_back(cards_[i]);
    kept_selected.push_back(selected_[i]);
  }
  std::vector<Card> added = wanted.cards();
  std::stable_sort(added.begin(), added.end(), sorts_before);
  for (Card c : added) {
    const auto at = std::find_if(kept.begin(), kept.end(), [c](Card k) { return sorts_before(c, k); });
    const auto index = at - kept.begin();
    kept.insert(at, c);
    kept_selected.insert(kept_selected.begin() + index, false);
  }
  cards_ = std::move(kept);
  selected_ = std::move(kept_selected);
}

void HandOrder::toggle_sort() {
  if (std::is_sorted(cards_.begin(), cards_.end(), sorts_before) && !std::is_sorted(cards_.begin(), cards_.end(), sorts_before_by_suit))
    sort_with(sorts_before_by_suit);
  else
    sort_with(sorts_before);
}

void HandOrder::sort_with(bool (*before)(Card, Card)) {
  std::vector<size_t> index(cards_.size());
  for (size_t i = 0; i < index.size(); ++i) index[i] = i;
  std::stable_sort(index.begin(), index.end(), [&](size_t a, size_t b) { return before(cards_[a], cards_[b]); });
  std::vector<Card> cards;
  std::vector<bool> selected;
  for (size_t i : index) cards.push_back(cards_[i]), selected.push_back(selected_[i]);
  cards_ = std::move(cards);
  selected_ = std::move(selected);
}

void HandOrder::move(int from, int to) {
  if (from < 0 || from >= size() || to < 0 || to >= size() || from == to) return;
  const Card c = cards_[static_cast<size_t>(from)];
  const bool s = selected_[static_cast<size_t>(from)];
  cards_.erase(cards_.begin() + from);
  selected_.erase(selected_.begin() + from);
  cards_.insert(cards_.begin() + to, c);
  selected_.insert(selected_.begin() + to, s);
}

void HandOrder::set_order(std::vector<Card> cards) {
  cards_ = std::move(cards);
  selected_.assign(cards_.size(), false);
}

std::string kept_orders_to_text(const KeptOrders& orders) {
  std::string out = "deal=" + orders.key + "\n";
  for (size_t seat = 0; seat < orders.hands.size(); ++seat)
    if (!orders.hands[seat].empty()) out += std::to_string(seat) + "=" + cards_to_string(orders.hands[seat]) + "\n";
  return out;
}

std::optional<KeptOrders> kept_orders_from_text(std::string_view text) {
  if (text.size() > 4096) return std::nullopt;
  KeptOrders orders;
  bool named = false;
  for (std::string_view line : split(text, '\n')) {
    if (line.empty()) continue;
    const std::optional<KeyValue> kv = split_key_value(line);
    if (!kv) return std::nullopt;
    if (kv->key == "deal") {
      orders.key = std::string(kv->value);
      named = true;
      continue;
    }
    if (kv->key.size() != 1 || kv->key[0] < '0' || kv->key[0] >= '0' + kMaxPlayers) return std::nullopt;
    std::vector<Card>& hand = orders.hands[static_cast<size_t>(kv->key[0] - '0')];
    for (std::string_view code : split(kv->value, ',')) {
      const std::optional<Card> card = parse_card(code);
      if (!card || hand.size() >= 200) return std::nullopt;
      hand.push_back(*card);
    }
  }
  if (!named) return std::nullopt;
  return orders;
}

void HandOrder::clear_selection() { std::fill(selected_.begin(), selected_.end(), false); }

int HandOrder::selected_count() const { return static_cast<int>(std::count(selected_.begin(), selected_.end(), true)); }

std::vector<Card> HandOrder::selected_cards() const {
  std::vector<Card> out;
  for (size_t i = 0; i < cards_.size(); ++i)
    if (selected_[i]) out.push_back(cards_[i]);
  return out;
}

bool HandOrder::selection_is(std::vector<Card> cards) const {
  std::vector<Card> selected = selected_cards();
  if (cards.empty() || cards.size() != selected.size()) return false;
  auto by_code = [](Card a, Card b) { return a.code() < b.code(); };
  std::sort(cards.begin(), cards.end(), by_code);
  std::sort(selected.begin(), selected.end(), by_code);
  return cards == selected;
}

void HandOrder::select_cards(const std::vector<Card>& cards) {
  clear_selection();
  for (Card c : cards)
    for (size_t i = 0; i < cards_.size(); ++i)
      if (cards_[i] == c && !selected_[i]) {
        selected_[i] = true;
        break;
      }
}

}  // namespace canasta::frontend
