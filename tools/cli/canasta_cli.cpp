// The text protocol on stdin and stdout: one command a line in, one answer a
// line out, flushed at once; ends on quit or at the end of input.
// A line longer than kMaxLineBytes is not kept whole: what was read of it is
// passed on as over-long, so the session answers with an error.
#include <cstdio>
#include <string>

#include "engine/protocol.h"

namespace {

// Reads one line without its newline, keeping at most kMaxLineBytes + 1
// bytes. Returns false at the end of input with nothing read.
bool read_line(std::FILE* in, std::string& line) {
  line.clear();
  bool any = false;
  for (int c = std::getc(in); c != EOF; c = std::getc(in)) {
    any = true;
    if (c == '\n') return true;
    if (line.size() <= canasta::kMaxLineBytes) line += static_cast<char>(c);
  }
  return any;
}

}  // namespace

int main() {
  canasta::ProtocolSession session;
  std::string line;
  while (!session.finished() && read_line(stdin, line)) {
    const std::string answer = session.execute(line);
    std::fwrite(answer.data(), 1, answer.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
  }
  return 0;
}
