// What the bot worker understands: one command line in, one reply line out.
#pragma once

#include <string>
#include <string_view>

namespace canasta::web {

// Commands:
//   hands <variant> <players> <seed>   -> "ok <size>,<size>,..." the number of
//                                         cards dealt to each seat
//   bot <level> <seed> <observation>   -> "ok <move>": the move the bot of that
//                                         level (beginner, standard, expert,
//                                         master), seeded with <seed>, plays
//                                         for the observing seat; <observation>
//                                         is engine/observation_text.h's line.
//                                         Expert and Master think for their
//                                         time budget (the steady clock);
//                                         "expert@96" samples 96 deals a
//                                         decision instead, which replays
//                                         exactly (tests).
//   coach <seed> <played move> [best <hinted move>] <observation>
//                                      -> "ok same" when the played move is
//                                         Master's (the hinted move, when a
//                                         hint gave one at this position:
//                                         engine/bots/coach.h coach_move's
//                                         choice), else "ok advice worth=0|1
//                                         loss=<points a deal> <reason>
//                                         move=<Master's move>"
//                                         (engine/bots/coach_text.h): the
//                                         coach's view of the move just made
//                                         from this observation (the position
//                                         before it); the move's words run up
//                                         to the observation's "seat=".
//   hint <seed> <observation>          -> "ok hint <reason> move=<move>":
//                                         Master's move and why.
//   "coach@64", "hint@64": 64 sampled deals instead of the coach's time
//   budget, which replays exactly (tests).
// Anything else answers "error <reason>". Commands longer than
// kMaxCommandBytes are refused.
inline constexpr size_t kMaxCommandBytes = 32 * 1024;

std::string answer_bot_command(std::string_view command);

}  // namespace canasta::web
