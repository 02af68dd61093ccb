// The coach's advice and hints as one line of text, and back: what the bot
// worker answers the table (web/native/bot_commands.h).
//
//   same                                   the played move was Master's
//   advice worth=1 loss=120 <reason> move=pickup 9c 9h
//   hint <reason> move=discard 4d
//
// <reason> is every field of a Reason as key=value, in this order:
//   kind=take_pile cards=9 wilds=0 points=0 count=0 percent=0
//   safer_percent=0 rank=K card=2c safer=2c
// Kinds: take_pile leave_pile safer_discard freeze_pile meld_now hold_meld
// go_out keep_building ask dont_ask generic exact_cut answer_yes answer_no
// no_pickup keep_others partner_hand. The move comes last (it holds
// spaces) and is the rest of the line.
#pragma once

#include <string>
#include <string_view>

#include "engine/bots/coach.h"
#include "engine/move.h"

namespace canasta {

std::string_view to_string(ReasonKind kind);

std::string advice_to_text(const Advice& advice);
Parsed<Advice> parse_advice_text(std::string_view text);

std::string hint_to_text(const Hint& hint);
Parsed<Hint> parse_hint_text(std::string_view text);

}  // namespace canasta
