// The bot worker's C entry point. The worker passes one command line as
// bytes in the heap with their size (never a ccall string, which Emscripten
// 3.1.6 copies onto the stack) and gets one reply line, as malloc'd text
// that it must give back to bots_free. Nothing here throws: bad input is
// answered with "error <reason>" (a command over kMaxCommandBytes too).
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "web/native/bot_commands.h"

extern "C" {

char* bots_request(const char* command, int size) {
  const std::string reply = size < 0 || (size > 0 && !command)
                                ? std::string("error the command did not arrive")
                                : canasta::web::answer_bot_command(std::string_view(command ? command : "",
                                                                                    static_cast<size_t>(size)));
  char* out = static_cast<char*>(std::malloc(reply.size() + 1));
  if (out) std::memcpy(out, reply.c_str(), reply.size() + 1);
  return out;
}

void bots_free(char* reply) { std::free(reply); }

}  // extern "C"
