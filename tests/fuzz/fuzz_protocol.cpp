// libFuzzer target for the text protocol and the parsers behind it (run by
// tools/fuzz). The first byte picks what the rest of the input feeds:
//   0  protocol lines, one per '\n', to a ProtocolSession (at most 64)
//   1  a position in the notation; if it parses, printing and re-parsing it
//      must give the same line and state
//   2  a game record (JSON); if it parses, it must round-trip and replay
//      without crashing
//   3  JSON; a parsed value must print and re-parse to itself
//   4  a move; a parsed move must print and re-parse to itself
//   5  a random game: seed and player count from the first bytes, then each
//      byte picks a listed legal move, which apply must accept; the rest
//      goes to the session as protocol lines
// Any broken promise traps, which libFuzzer reports as a crash.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/json.h"
#include "engine/move.h"
#include "engine/notation.h"
#include "engine/protocol.h"
#include "engine/record.h"

namespace {

using namespace canasta;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

void feed_lines(ProtocolSession& session, std::string_view text) {
  int lines = 0;
  while (!text.empty() && lines++ < 64) {
    const size_t end = text.find('\n');
    const std::string answer = session.execute(text.substr(0, end));
    require(!answer.empty() && answer.find('\n') == std::string::npos);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
  }
}

void fuzz_notation(std::string_view text) {
  const Parsed<GameState> parsed = parse_notation(text);
  if (!parsed.ok()) return;
  const std::string shown = to_notation(*parsed.value);
  const Parsed<GameState> again = parse_notation(shown);
  require(again.ok());
  require(to_notation(*again.value) == shown);
  require(*again.value == *parsed.value);
}

void fuzz_record(std::string_view text) {
  const std::optional<GameRecord> record = parse_record(text, static_cast<Problem*>(nullptr));
  if (!record) return;
  const std::optional<GameRecord> again = parse_record(record_to_json(*record), static_cast<Problem*>(nullptr));
  require(again && *again == *record);
  std::string error;
  (void)replay(*record, &error);
}

void fuzz_json(std::string_view text) {
  const std::optional<JsonValue> value = parse_json(text, nullptr);
  if (!value) return;
  const std::optional<JsonValue> again = parse_json(to_json(*value), nullptr);
  require(again && *again == *value);
}

void fuzz_move(std::string_view text) {
  const Parsed<Move> move = parse_move(text);
  if (!move.ok()) return;
  const Parsed<Move> again = parse_move(to_string(*move.value));
  require(again.ok() && *again.value == *move.value);
}

void fuzz_game(std::string_view bytes) {
  if (bytes.size() < 3) return;
  const auto byte = [&](size_t i) { return static_cast<uint8_t>(bytes[i]); };
  const int players = 2 + byte(0) % 5;
  const char* variant = byte(1) & 1 ? "threepack" : "classic";
  ProtocolSession session;
  const std::string start = std::string("new ") + variant + " players=" + std::to_string(players) +
                            " seed=" + std::to_string(byte(2));
  require(session.execute(start) == "ok");
  GameState state = *session.state();
  auto moves = std::make_unique<MoveList>();
  size_t i = 3;
  for (; i < bytes.size() && bytes[i] != '\n'; ++i) {
    if (state.is_game_over()) break;
    if (state.is_deal_over()) {
      require(state.start_next_deal().ok());
      continue;
    }
    state.legal_moves(*moves);
    require(!moves->empty());
    const Move& move = (*moves)[byte(i) % moves->size()];
    require(state.check(move).ok());
    require(state.apply(move).ok());
  }
  const Parsed<GameState> reparsed = parse_notation(to_notation(state));
  require(reparsed.ok() && *reparsed.value == state);
  std::string line = "position " + to_notation(state);
  require(session.execute(line) == "ok");
  if (i < bytes.size()) feed_lines(session, bytes.substr(i + 1));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 6) {
    case 0: {
      ProtocolSession session;
      feed_lines(session, text);
      break;
    }
    case 1: fuzz_notation(text); break;
    case 2: fuzz_record(text); break;
    case 3: fuzz_json(text); break;
    case 4: fuzz_move(text); break;
    default: fuzz_game(text); break;
  }
  return 0;
}
