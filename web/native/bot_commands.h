// What the bot worker understands: one command line in, one reply line out.
#pragma once

#include <string>
#include <string_view>

namespace canasta::web {

// Commands:
//   hands <variant> <players> <seed>   -> "ok <size>,<size>,..." the number of
//                                         cards dealt to each seat
// Anything else answers "error <reason>".
std::string answer_bot_command(std::string_view command);

}  // namespace canasta::web
