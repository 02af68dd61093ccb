#include "engine/move.h"

#include "engine/problem.h"
#include "engine/rules.h"
#include "engine/text_util.h"

namespace canasta {

namespace {


void append_group(std::string& out, const MeldGroup& group) {
  if (group.cards.natural_count() == 0) {
    out += ' ';
    out += rank_char(group.rank);
    out += ':';
  }
  for (Card c : group.cards.cards(group.rank)) {
    out += ' ';
    out += to_string(c);
  }
}

// Splits off the next space-separated word.
std::string_view next_word(std::string_view& text) { return first_word(text, text); }

Parsed<Move> fail(Problem problem) {
  Parsed<Move> p;
  p.error = problem.text();
  p.problem = std::move(problem);
  return p;
}
Parsed<Move> fail(const char* id, std::initializer_list<TextValue> values = {}) { return fail(Problem::of(id, values)); }

Problem bad_card(std::string_view word) { return Problem::of("moveBadCard", {{"card", quoted(word)}}); }

// Reads groups separated by "+" into `move` (pair first for a pickup).
std::optional<Problem> parse_groups(std::string_view rest, Move& move, bool pickup) {
  bool want_pair = pickup;
  std::array<Card, 2> pair{};
  int pair_n = 0;
  MeldGroup group;
  bool group_open = false;
  bool tagged = false;
  bool any_natural = false;
  int group_cards = 0;
  bool saw_plus = false;
  auto close_group = [&]() -> std::optional<Problem> {
    if (want_pair) {
      if (pair_n != 2)
        return Problem::of("movePickupPair");
      move.has_pair = true;
      move.pair = pair;
      want_pair = false;
      return std::nullopt;
    }
    if (group_cards == 0) return Problem::of("moveEmptyGroup");
    if (!any_natural && !tagged)
      return Problem::of("moveWildGroup");
    if (!move.add_group(group)) return Problem::of("moveTooManyGroups");
    return std::nullopt;
  };
  auto reset = [&]() {
    group = MeldGroup();
    group_open = false;
    tagged = false;
    any_natural = false;
    group_cards = 0;
  };
  while (true) {
    std::string_view word = next_word(rest);
    if (word.empty()) break;
    if (word == "+") {
      if (!group_open && !(want_pair && pair_n > 0))
        return Problem::of("movePlusBetween");
      if (auto e = close_group()) return e;
      reset();
      saw_plus = true;
      continue;
    }
    if (word.size() == 2 && word[1] == ':' && !want_pair) {
      std::optional<Rank> r = parse_rank(word[0]);
      if (!r) return Problem::of("moveBadRank", {{"rank", quoted(word)}});
      if (group_open) return Problem::of("moveRankFirst", {{"rank", quoted(word)}});
      group.rank = *r;
      tagged = true;
      group_open = true;
      continue;
    }
    std::optional<Card> card = parse_card(word);
    if (!card) return bad_card(word);
    if (want_pair) {
      if (pair_n >= 2)
        return Problem::of("movePickupTwo");
      pair[pair_n++] = *card;
      continue;
    }
    if (card->is_natural()) {
      if ((tagged || any_natural) && card->rank() != group.rank)
        return Problem::of(tagged && group.rank == Rank::Two ? "moveWildMeldOnly" : "moveSameRank");
      group.rank = card->rank();
      any_natural = true;
    }
    group.cards.add(*card);
    ++group_cards;
    group_open = true;
  }
  if (want_pair) {
    if (pair_n == 0) return std::nullopt;  // bare pickup
    return close_group();
  }
  if (!group_open) {
    if (saw_plus) return Problem::of("movePlusGroup");
    return Problem::of("moveNameMeld");
  }
  return close_group();
}

Parsed<Move> one_card(std::string_view rest, Move move, const char* what) {
  const std::string_view word = next_word(rest);
  if (word.empty()) return fail("moveNameCard", {{"example", what}});
  const std::optional<Card> card = parse_card(word);
  if (!card) return fail(bad_card(word));
  if (!next_word(rest).empty()) return fail("moveOneCard");
  move.card = *card;
  return {move, {}};
}

}  // namespace

std::string_view special_hand_name(SpecialHand hand) {
  switch (hand) {
    case SpecialHand::Straight: return "straight";
    case SpecialHand::Pairs: return "pairs";
    case SpecialHand::WildPairs: return "wildpairs";
    case SpecialHand::Garbage: return "garbage";
    case SpecialHand::None: break;
  }
  return "";
}

std::optional<SpecialHand> parse_special_hand(std::string_view name) {
  for (SpecialHand hand : kSpecialHands)
    if (special_hand_name(hand) == name) return hand;
  return std::nullopt;
}

std::string to_string(const Move& move) {
  switch (move.kind) {
    case MoveKind::Draw: return "draw";
    case MoveKind::Ask: return "ask";
    case MoveKind::Yes: return "yes";
    case MoveKind::No: return "no";
    case MoveKind::Pass: return "pass";
    case MoveKind::Discard: return "discard " + to_string(move.card);
    case MoveKind::LayThree: return "lay " + to_string(move.card);
    case MoveKind::Declare: return "declare " + std::string(special_hand_name(move.special));
    case MoveKind::Cut: return "cut " + std::to_string(move.cut_cards);
    case MoveKind::Pickup:
    case MoveKind::Meld: {
      std::string out = move.kind == MoveKind::Pickup ? "pickup" : "meld";
      bool first = true;
      if (move.has_pair) {
        out += ' ' + to_string(move.pair[0]) + ' ' + to_string(move.pair[1]);
        first = false;
      }
      for (int i = 0; i < move.num_groups; ++i) {
        if (!first) out += " +";
        append_group(out, move.groups[i]);
        first = false;
      }
      return out;
    }
  }
  return "";
}

Parsed<Move> parse_move(std::string_view text) {
  std::string_view rest = trim(text);
  const std::string_view verb = next_word(rest);
  auto bare = [&](Move m) -> Parsed<Move> {
    std::string_view tmp = rest;
    if (!next_word(tmp).empty()) return fail("moveNoCards", {{"move", quoted(verb)}});
    return {m, {}};
  };
  if (verb == "draw") return bare(Move::draw());
  if (verb == "ask") return bare(Move::ask());
  if (verb == "yes") return bare(Move::yes());
  if (verb == "no") return bare(Move::no());
  if (verb == "pass") return bare(Move::pass());
  if (verb == "discard") {
    const std::string_view word = next_word(rest);
    if (word.empty()) return fail("moveNameDiscard");
    std::optional<Card> card = parse_card(word);
    if (!card) return fail(bad_card(word));
    if (!next_word(rest).empty()) return fail("moveOneDiscard");
    return {Move::discard(*card), {}};
  }
  if (verb == "lay") return one_card(rest, Move::lay_three(Card()), "lay 3h");
  if (verb == "declare") {
    const std::string_view word = next_word(rest);
    const std::optional<SpecialHand> hand = parse_special_hand(word);
    if (!hand || !next_word(rest).empty())
      return fail("moveDeclare");
    return {Move::declare(*hand), {}};
  }
  if (verb == "cut") {
    const std::string_view word = next_word(rest);
    const std::optional<int64_t> cards = parse_int(word, 1, kMaxPackCards - 1);
    if (!cards || !next_word(rest).empty())
      return fail("moveCut", {{"max", std::to_string(kMaxPackCards - 1)}});
    return {Move::cut(static_cast<int>(*cards)), {}};
  }
  if (verb == "pickup" || verb == "meld") {
    Move m = verb == "pickup" ? Move::pickup() : Move::meld();
    if (auto e = parse_groups(rest, m, verb == "pickup")) return fail(std::move(*e));
    return {m, {}};
  }
  if (verb.empty()) return fail("moveEmpty");
  return fail("moveUnknown", {{"move", quoted(verb)}});
}

}  // namespace canasta
