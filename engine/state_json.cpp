#include "engine/state_json.h"
#include "engine/notation_names.h"
#include "engine/text_util.h"

#include <vector>

namespace canasta {

namespace {

JsonValue cards_json(const std::vector<Card>& cards) {
  JsonValue out = JsonValue::array();
  for (Card c : cards) out.push(JsonValue::string(to_string(c)));
  return out;
}

JsonValue seat_or_null(int seat) { return seat < 0 ? JsonValue() : JsonValue::number(seat); }

JsonValue answer_json(Answer answer) {
  switch (answer) {
    case Answer::Yes: return JsonValue::string("yes");
    case Answer::No: return JsonValue::string("no");
    case Answer::None: break;
  }
  return JsonValue();
}

JsonValue deal_end_json(DealEnd end) {
  switch (end) {
    case DealEnd::WentOut: return JsonValue::string("went_out");
    case DealEnd::StockExhausted: return JsonValue::string("stock_exhausted");
    case DealEnd::RedThreeLast: return JsonValue::string("red_three_last");
    case DealEnd::SpecialHand: return JsonValue::string("special_hand");
    case DealEnd::BlackThreeCanasta: return JsonValue::string("black_three_canasta");
    case DealEnd::None: break;
  }
  return JsonValue();
}

JsonValue side_json(const GameState& state, int side) {
  const Rules& rules = state.rules();
  JsonValue melds = JsonValue::array();
  for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two); --r) {
    const Rank rank = static_cast<Rank>(r);
    const Meld& meld = state.meld(side, rank);
    if (meld.empty()) continue;
    JsonValue m = JsonValue::object();
    m.set("rank", JsonValue::string(std::string(1, rank_char(rank))));
    m.set("cards", cards_json(meld.cards(rank)));
    m.set("canasta", !meld.is_canasta(rules)      ? JsonValue()
                     : rank == Rank::Two          ? JsonValue::string("wild")
                     : meld.wild_count() == 0     ? JsonValue::string("natural")
                                                  : JsonValue::string("mixed"));
    if (rules.uses_one_turn_canastas() && state.one_turn_canasta(side, rank))
      m.set("one_turn", JsonValue::boolean(true));
    melds.push(std::move(m));
  }
  JsonValue out = JsonValue::object();
  out.set("score", JsonValue::number(state.score(side)));
  out.set("minimum", JsonValue::number(state.minimum_count(side)));
  out.set("melded", JsonValue::boolean(state.side_has_melded(side)));
  out.set("canastas", JsonValue::number(state.canastas(side)));
  out.set("melds", std::move(melds));
  out.set("red_threes", cards_json(state.red_three_cards(side)));
  if (rules.uses_black_threes()) out.set("black_threes", cards_json(state.black_three_cards(side)));
  return out;
}

std::string hex64(uint64_t value) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) out[static_cast<size_t>(i)] = kHex[value & 0xF];
  return out;
}

}  // namespace

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::Draw: return "draw";
    case Phase::Play: return "play";
    case Phase::Answer: return "answer";
    case Phase::DealOver: return "deal_over";
    case Phase::GameOver: return "game_over";
    case Phase::Cut: return "cut";
  }
  return "";
}

JsonValue rule_options_json(const Rules& rules) {
  JsonValue options = JsonValue::array();
  const std::string names = rule_options_text(rules);
  for (std::string_view name : split(names, ',')) options.push(JsonValue::string(name));
  return options;
}

JsonValue state_to_json(const GameState& state) {
  JsonValue seats = JsonValue::array();
  for (int seat = 0; seat < state.players(); ++seat) {
    JsonValue s = JsonValue::object();
    s.set("side", JsonValue::number(state.side_of(seat)));
    s.set("active", JsonValue::boolean(state.is_active(seat)));
    s.set("melded", JsonValue::boolean(state.has_melded(seat)));
    s.set("played", JsonValue::boolean(state.has_played(seat)));
    s.set("hand", cards_json(state.hand_cards(seat)));
    s.set("known", cards_json(state.known(seat).cards()));
    if (state.rules().uses_bonus_cards()) s.set("bonus", cards_json(state.bonus_cards(seat).cards()));
    seats.push(std::move(s));
  }
  JsonValue sides = JsonValue::array();
  for (int side = 0; side < state.num_sides(); ++side) sides.push(side_json(state, side));

  JsonValue out = JsonValue::object();
  out.set("variant", JsonValue::string(state.rules().variant));
  out.set("options", rule_options_json(state.rules()));
  out.set("players", JsonValue::number(state.players()));
  out.set("seed", JsonValue::number_unsigned(state.seed()));
  out.set("deal", JsonValue::number(state.deal_number()));
  out.set("dealer", JsonValue::number(state.dealer()));
  out.set("turn", JsonValue::number(state.turn()));
  out.set("to_move", JsonValue::number(state.to_move()));
  out.set("phase", JsonValue::string(phase_name(state.phase())));
  out.set("answer", answer_json(state.answer()));
  out.set("asked_before_draw", JsonValue::boolean(state.asked_before_draw()));
  out.set("last_red_three", JsonValue::boolean(state.last_red_three()));
  out.set("idle", seat_or_null(state.idle_seat()));
  out.set("seats", std::move(seats));
  out.set("sides", std::move(sides));
  out.set("pile", cards_json(state.pile_cards()));
  out.set("pile_frozen", JsonValue::boolean(state.pile_frozen()));
  if (state.rules().uses_pot()) {
    JsonValue down = JsonValue::array();
    for (int i = 0; i < state.pile_size(); ++i)
      if (state.pile_face_down(i)) down.push(JsonValue::number(i));
    out.set("pile_face_down", std::move(down));
    out.set("pot_taken", JsonValue::boolean(state.pot_taken()));
  }
  out.set("stock", cards_json(state.stock_cards()));
  if (state.rules().uses_cut()) {
    out.set("cut", JsonValue::number(state.cut()));
    out.set("cut_needed", JsonValue::number(state.cut_needed()));
  }
  out.set("deal_end", deal_end_json(state.deal_end()));
  out.set("went_out", seat_or_null(state.went_out()));
  out.set("concealed", JsonValue::boolean(state.went_out_concealed()));
  if (state.rules().special_hands)
    out.set("special_hand", state.special_hand() == SpecialHand::None
                                ? JsonValue()
                                : JsonValue::string(special_hand_name(state.special_hand())));
  out.set("game_over", JsonValue::boolean(state.is_game_over()));
  const std::optional<int> winner = state.winner();
  out.set("winner", winner ? JsonValue::number(*winner) : JsonValue());
  out.set("fingerprint", JsonValue::string(hex64(state.fingerprint())));
  return out;
}

JsonValue score_to_json(const DealScore& score, bool game_over, std::optional<int> winner, bool with_cut) {
  JsonValue sides = JsonValue::array();
  for (int i = 0; i < score.sides; ++i) {
    const SideScore& s = score.side[i];
    JsonValue side = JsonValue::object();
    side.set("melds", JsonValue::number(s.melds));
    side.set("going_out", JsonValue::number(s.going_out));
    side.set("concealed", JsonValue::number(s.concealed));
    side.set("red_threes", JsonValue::number(s.red_threes));
    side.set("canastas", JsonValue::number(s.canastas));
    side.set("black_threes", JsonValue::number(s.black_threes));
    side.set("penalties", JsonValue::number(s.penalties));
    side.set("canasta_count", JsonValue::number(s.canasta_count));
    side.set("special_hand", JsonValue::number(s.special_hand));
    if (with_cut) side.set("cut", JsonValue::number(s.cut));
    side.set("hands", JsonValue::number(s.hands));
    side.set("deal", JsonValue::number(s.deal));
    side.set("total", JsonValue::number(s.total));
    sides.push(std::move(side));
  }
  JsonValue out = JsonValue::object();
  out.set("sides", std::move(sides));
  out.set("game_over", JsonValue::boolean(game_over));
  out.set("winner", winner ? JsonValue::number(*winner) : JsonValue());
  return out;
}

}  // namespace canasta
