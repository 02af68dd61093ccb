#include "engine/bots/coach_text.h"

#include <array>

#include "engine/text_util.h"

namespace canasta {

namespace {

constexpr std::array<std::string_view, kReasonKinds> kKindNames = {
    "take_pile", "leave_pile", "safer_discard", "freeze_pile", "meld_now",  "hold_meld",
    "go_out",    "keep_building", "ask",         "dont_ask",    "generic",   "exact_cut",
    "answer_yes", "answer_no", "no_pickup", "keep_others", "partner_hand"};

// Counts in a reason are small: a pile, a hand, a percentage, a bonus.
constexpr int64_t kMaxNumber = 100000;

std::string reason_to_text(const Reason& r) {
  std::string out = "kind=" + std::string(to_string(r.kind));
  out += " cards=" + std::to_string(r.cards);
  out += " wilds=" + std::to_string(r.wilds);
  out += " points=" + std::to_string(r.points);
  out += " count=" + std::to_string(r.count);
  out += " percent=" + std::to_string(r.percent);
  out += " safer_percent=" + std::to_string(r.safer_percent);
  out += " rank=" + std::string(1, rank_char(r.rank));
  out += " card=" + to_string(r.card);
  out += " safer=" + to_string(r.safer);
  return out;
}

// Reads `words` (exactly the reason's ten fields, in order) into `out`; the
// error, or empty.
std::string parse_reason(const std::vector<std::string_view>& words, Reason& out) {
  static constexpr std::array<std::string_view, 10> kKeys = {
      "kind", "cards", "wilds", "points", "count", "percent", "safer_percent", "rank", "card", "safer"};
  if (words.size() != kKeys.size()) return "a reason has " + std::to_string(kKeys.size()) + " fields";
  std::array<int*, 6> numbers = {&out.cards, &out.wilds, &out.points, &out.count, &out.percent, &out.safer_percent};
  for (size_t i = 0; i < kKeys.size(); ++i) {
    const auto kv = split_key_value(words[i]);
    if (!kv || kv->key != kKeys[i]) return "expected " + std::string(kKeys[i]) + "= at " + quoted(words[i]);
    const std::string_view v = kv->value;
    if (i == 0) {
      size_t k = 0;
      while (k < kKindNames.size() && kKindNames[k] != v) ++k;
      if (k == kKindNames.size()) return "unknown reason " + quoted(v);
      out.kind = static_cast<ReasonKind>(k);
    } else if (i <= numbers.size()) {
      const auto n = parse_int(v, -kMaxNumber, kMaxNumber);
      if (!n) return std::string(kKeys[i]) + " must be a number";
      *numbers[i - 1] = static_cast<int>(*n);
    } else if (i == 7) {
      const auto rank = v.size() == 1 ? parse_rank(v[0]) : std::nullopt;
      if (!rank) return "rank must be a rank letter";
      out.rank = *rank;
    } else {
      const auto card = parse_card(v);
      if (!card) return std::string(kKeys[i]) + " must be a card";
      (i == 8 ? out.card : out.safer) = *card;
    }
  }
  return {};
}

// Splits "<fields> move=<move>" into the fields' words and the move.
std::string split_move(std::string_view text, std::vector<std::string_view>& fields, Move& move) {
  const size_t at = text.find(" move=");
  if (at == std::string_view::npos) return "the move is missing (move=...)";
  fields = split_words(text.substr(0, at));
  const Parsed<Move> m = parse_move(text.substr(at + 6));
  if (!m.ok()) return m.error;
  move = *m.value;
  return {};
}

}  // namespace

std::string_view to_string(ReasonKind kind) { return kKindNames[static_cast<size_t>(kind)]; }

std::string advice_to_text(const Advice& a) {
  if (a.same) return "same";
  return "advice worth=" + std::string(a.worth_saying ? "1" : "0") + " loss=" + std::to_string(a.loss) + " " +
         reason_to_text(a.reason) + " move=" + to_string(a.better);
}

Parsed<Advice> parse_advice_text(std::string_view text) {
  Parsed<Advice> out;
  text = trim(text);
  if (text == "same") {
    out.value = Advice{};
    return out;
  }
  Advice a;
  a.same = false;
  std::vector<std::string_view> words;
  if (auto error = split_move(text, words, a.better); !error.empty()) return out.error = error, out;
  if (words.size() < 3 || words[0] != "advice") return out.error = "expected same or advice", out;
  const auto worth = split_key_value(words[1]);
  if (!worth || worth->key != "worth" || (worth->value != "0" && worth->value != "1"))
    return out.error = "worth must be 0 or 1", out;
  a.worth_saying = worth->value == "1";
  const auto loss = split_key_value(words[2]);
  const auto n = loss && loss->key == "loss" ? parse_int(loss->value, -kMaxNumber, kMaxNumber) : std::nullopt;
  if (!n) return out.error = "loss must be a number", out;
  a.loss = static_cast<int>(*n);
  if (auto error = parse_reason({words.begin() + 3, words.end()}, a.reason); !error.empty())
    return out.error = error, out;
  out.value = a;
  return out;
}

std::string hint_to_text(const Hint& h) { return "hint " + reason_to_text(h.reason) + " move=" + to_string(h.move); }

Parsed<Hint> parse_hint_text(std::string_view text) {
  Parsed<Hint> out;
  Hint h;
  std::vector<std::string_view> words;
  if (auto error = split_move(trim(text), words, h.move); !error.empty()) return out.error = error, out;
  if (words.empty() || words[0] != "hint") return out.error = "expected hint", out;
  if (auto error = parse_reason({words.begin() + 1, words.end()}, h.reason); !error.empty())
    return out.error = error, out;
  out.value = h;
  return out;
}

}  // namespace canasta
