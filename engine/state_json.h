// The JSON views of a game the text protocol prints: the whole state
// (`state`) and a finished deal's score breakdown (`score`).
//
// state: {"variant":"classic","options":[],"players":4,"seed":7,"deal":0,
//   "dealer":3,"turn":0,"to_move":0,"phase":"draw"|"play"|"answer"|
//   "deal_over"|"game_over"|"cut","answer":null|"yes"|"no","asked_before_draw":false,
//   "last_red_three":false,"idle":null|seat,
//   "seats":[{"side":0,"active":true,"melded":false,"played":true,"hand":["Ac",...],
//             "known":[...]},...],
//   "sides":[{"score":0,"minimum":50,"melded":false,"canastas":0,
//             "melds":[{"rank":"K","cards":["Kc","Kd","Ks"],
//                       "canasta":null|"natural"|"mixed"},...],
//             "red_threes":["3d"]},...],
//   "pile":[bottom first],"pile_frozen":false,"stock":[top first],
//   with the dealer's cut (UY-50) "cut":N (cards lifted, 0 before the cut),
//   "cut_needed":N (the exact cut),
//   "deal_end":null|"went_out"|"stock_exhausted"|"red_three_last",
//   "went_out":null|seat,"concealed":false,"game_over":false,
//   "winner":null|side,"fingerprint":"0123456789abcdef"}
// Cards print as in the protocol ("Td", "Jk"), hands and melds in display
// order; melds by rank from the ace down. `known` lists the cards everyone
// knows to be in a hand (taken with the pile and not yet played).
//
// score: {"sides":[{"melds":N,"going_out":N,"concealed":N,"red_threes":N,
//   "canastas":N,"black_threes":N,"penalties":N,"canasta_count":N,
//   "special_hand":N,"hands":N,"deal":N,"total":N},...],"game_over":bool,
//   "winner":side|null}. Every part is signed and the parts add up to
//   `deal`; `total` is cumulative. melds: card values of the melds (minus
//   without a canasta in American and Uruguayan); going_out, concealed: the
//   bonuses; red_threes, black_threes: the threes' bonus by colour (black
//   ones only where they are bonus cards); canastas: canasta bonuses;
//   penalties: incomplete melds and held aces or sevens (American);
//   canasta_count: five or seven canastas (Uruguayan); special_hand: the
//   declared hand's value, the declaring side's only score (American);
//   hands: minus the cards left in hand; cut (only with the dealer's cut,
//   UY-50): the dealer's side's exact cut, 100 with a canasta, -100 without.
#pragma once

#include <string_view>

#include "engine/json.h"
#include "engine/state.h"

namespace canasta {

// The phase as the state JSON spells it: draw, play, answer, deal_over,
// game_over. The page (its events, canasta_state_json, the table's published
// phase) uses the same words; only the position notation has its own.
std::string_view phase_name(Phase phase);

// The rules' options as an array of names, in rule_options_text's order.
JsonValue rule_options_json(const Rules& rules);
JsonValue state_to_json(const GameState& state);
// `with_cut`: the rules have the dealer's cut, and each side a "cut" part.
JsonValue score_to_json(const DealScore& score, bool game_over, std::optional<int> winner, bool with_cut = false);

}  // namespace canasta
