// The bot worker's C entry point. The worker passes one command line and
// gets one reply line, as malloc'd text that it must give back to bots_free.
// Nothing here throws: bad input is answered with "error <reason>".
#include <cstdlib>
#include <cstring>
#include <string>

#include "web/native/bot_commands.h"

extern "C" {

char* bots_request(const char* command) {
  const std::string reply = canasta::web::answer_bot_command(command ? command : "");
  char* out = static_cast<char*>(std::malloc(reply.size() + 1));
  if (out) std::memcpy(out, reply.c_str(), reply.size() + 1);
  return out;
}

void bots_free(char* reply) { std::free(reply); }

}  // extern "C"
