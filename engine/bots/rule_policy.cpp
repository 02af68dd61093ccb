#include "engine/bots/rule_policy.h"

#include "engine/bots/discard_policy.h"
#include "engine/bots/meld_policy.h"
#include "engine/bots/pickup_policy.h"

namespace canasta {

namespace {

const Move& play_phase(const Observation& obs, const Reading& r, const PolicyStyle& style, Rng& rng,
                       const MoveList& legal) {
  if (const Move* wins = black_three_canasta(obs.rules(), legal)) return *wins;
  const Move* out = going_out_move(obs, r, legal);
  if (obs.answer() == Answer::Yes) {
    if (out) return *out;
    if (const Move* m = legal.first_of(MoveKind::Meld)) return *m;
  } else if (out && wants_to_go_out(obs, r, style)) {
    const Move* ask = legal.first_of(MoveKind::Ask);
    if (ask && should_ask(obs, r, style)) return *ask;
    return *out;
  }
  if (const Move* meld = choose_meld(obs, r, style, legal)) return *meld;
  if (const Move* discard = choose_discard(obs, r, style, legal, rng)) return *discard;
  if (const Move* pass = legal.first_of(MoveKind::Pass)) return *pass;
  return legal[0];
}

// Law 50 lets a player ask "May I go out?" before drawing. A player about to
// take the pile and go out with it asks first when he would ask after a
// draw: the partner's answer then steers the whole turn.
bool asks_before_pickup(const Observation& obs, const Reading& r, const PolicyStyle& style,
                        const Move& pickup) {
  if (obs.answer() != Answer::None || !should_ask(obs, r, style) || !wants_to_go_out(obs, r, style))
    return false;
  GameState after = obs.view();
  return after.apply(pickup).ok() && (after.is_deal_over() || after.can_go_out_now());
}

}  // namespace

const Move& rule_policy_choice(const Observation& obs, const Reading& r, const PolicyStyle& style,
                               Rng& rng, const MoveList& legal) {
  if (legal.size() == 1) return legal[0];
  switch (obs.phase()) {
    case Phase::Draw: {
      const Move& choice = choose_draw_phase(obs, r, style, legal);
      const Move* ask = legal.first_of(MoveKind::Ask);
      if (ask && choice.kind == MoveKind::Pickup && asks_before_pickup(obs, r, style, choice)) return *ask;
      return choice;
    }
    case Phase::Answer: {
      const Move answer = answer_partner(obs, r, style);
      for (const Move& m : legal)
        if (m == answer) return m;
      return legal[0];
    }
    case Phase::Play:
      return play_phase(obs, r, style, rng, legal);
    case Phase::Cut:  // UY-50: a dealer cuts by feel, not by counting
      return legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    default:
      return legal[0];
  }
}

std::optional<Move> rule_policy_move(const Observation& obs, const PolicyStyle& style, Rng& rng, MoveList& legal) {
  obs.legal_moves(legal);
  if (legal.empty()) return std::nullopt;
  if (legal.size() == 1) return legal[0];
  Reading r;
  read_table(obs, r);
  return rule_policy_choice(obs, r, style, rng, legal);
}

}  // namespace canasta
