// The engine's text protocol (engine/protocol.h) as a small WASM module for
// pages that need the rules without the table: the position editor
// (web/site/editor.html) asks it to deal, to check a position and to print
// it. One session per module. The command's bytes come through the heap with
// their size (never a ccall string, which Emscripten 3.1.6 copies onto the
// stack); the answer line is malloc'd text the caller gives back to
// protocol_free. Nothing throws: bad input answers "error <reason>", and
// protocol_problem says the same as a code the page words itself.
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "engine/json.h"
#include "engine/protocol.h"

namespace {

canasta::ProtocolSession& session() {
  static canasta::ProtocolSession the_session;
  return the_session;
}

// malloc'd text for the caller to give back to protocol_free.
char* copy(const std::string& text) {
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (out) std::memcpy(out, text.c_str(), text.size() + 1);
  return out;
}

}  // namespace

extern "C" {

char* protocol_request(const char* line, int size) {
  const std::string reply = size < 0 || (size > 0 && !line)
                                ? std::string("error the command did not arrive")
                                : session().execute(std::string_view(line ? line : "", static_cast<size_t>(size)));
  return copy(reply);
}

// Why the last command was refused, as the page words it in its reader's
// language (engine/problem.h's JSON: {"id":"notationBadCard",...}); "" when
// its reader gave no code. Given back to protocol_free as an answer is.
char* protocol_problem() {
  const canasta::Problem& problem = session().problem();
  return copy(problem.id.empty() ? std::string() : canasta::to_json(canasta::problem_to_json(problem)));
}

void protocol_free(char* reply) { std::free(reply); }

}  // extern "C"
