// libFuzzer target over positions: `show` outputs of every preset, mutated
// by position_mutator.h (LLVMFuzzerCustomMutator), fed to the protocol's
// `position` as a careless or hostile user would. Run by tools/fuzz
// (positions). For every input:
//   - `position <text>` answers one line, ok exactly when parse_playable
//     accepts the text;
//   - an accepted position prints (`show`) and re-parses to itself;
//   - its player to move has a legal move (dead_end.h), each accepted by
//     check, and his observation text reads back to itself;
//   - beginner and standard answer through the protocol, and the bot
//     worker's bot, hint and coach commands answer his observation, each
//     with a legal move; every fourth position expert does too (few
//     sampled deals);
//   - a walk of random legal moves to the end of the deal keeps every card
//     (card_census.h), never meets a position without a move, and each of
//     its positions re-parses to itself;
//   - no answer takes longer than FUZZ_ANSWER_MS (default 1000 ms; 0: no limit, as in
//     the test suite, whose machine may be loaded: libFuzzer's -timeout still stops a hang).
// A broken promise prints what broke and traps, which libFuzzer reports as
// a crash with the input saved.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "engine/bots/bot.h"
#include "engine/dead_end.h"
#include "engine/move_list.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "engine/protocol.h"
#include "engine/text_util.h"
#include "tests/card_census.h"
#include "tests/fuzz/position_mutator.h"
#include "web/native/bot_commands.h"

namespace {

using namespace canasta;

double g_answer_limit_ms = 1000;
// What the run did, printed at its end: how many positions were read, how
// many the notation accepted, how many of those were played on, and the
// slowest answer.
struct Tally {
  long positions = 0, accepted = 0, playing = 0, walk_moves = 0;
  double slowest_ms = 0;
  std::string slowest;  // which answer it was
} g_tally;
constexpr size_t kMaxInput = 8192;
constexpr int kWalkMoves = 400;

[[noreturn]] void broken(const std::string& what, std::string_view position) {
  std::fprintf(stderr, "fuzz_positions: %s\n  position: %.*s\n", what.c_str(), static_cast<int>(position.size()),
               position.data());
  __builtin_trap();
}

void require(bool condition, const std::string& what, std::string_view position) {
  if (!condition) broken(what, position);
}

// Runs one answer and holds it to the time limit.
template <typename Answer>
auto timed(const char* what, std::string_view position, Answer&& answer) {
  const auto started = std::chrono::steady_clock::now();
  auto result = answer();
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  if (ms > g_tally.slowest_ms) g_tally.slowest_ms = ms, g_tally.slowest = what;
  if (g_answer_limit_ms > 0 && ms > g_answer_limit_ms) broken(std::string(what) + " took " + std::to_string(ms) + " ms", position);
  return result;
}

uint64_t fnv1a(std::string_view text) {
  uint64_t h = 1469598103934665603ull;
  for (char c : text) h = (h ^ static_cast<uint8_t>(c)) * 1099511628211ull;
  return h;
}

std::string ask(ProtocolSession& session, const std::string& line, std::string_view position) {
  const std::string answer = timed(line.substr(0, line.find(' ')).c_str(), position, [&] { return session.execute(line); });
  require(!answer.empty() && answer.find('\n') == std::string::npos, "`" + line.substr(0, 20) + "` answered no single line",
          position);
  return answer;
}

void require_round_trip(const GameState& state, std::string_view position) {
  const std::string shown = to_notation(state);
  const Parsed<GameState> again = parse_notation(shown);
  require(again.ok(), "show printed a position the notation refuses: " + again.error + "\n  shown: " + shown, position);
  require(*again.value == state && to_notation(*again.value) == shown, "show did not re-parse to itself: " + shown,
          position);
}

// The bot worker's three commands for the seat to move, each answering a legal move.
void check_worker(const GameState& state, const Move& played, std::string_view position, bool search) {
  const std::string obs = to_observation_text(observation(state, state.to_move()));
  auto answer = [&](const std::string& command) {
    const std::string reply = timed(command.substr(0, command.find(' ')).c_str(), position,
                                    [&] { return web::answer_bot_command(command); });
    require(reply.rfind("ok ", 0) == 0, "the worker's `" + command.substr(0, command.find(' ')) + "` answered " + reply,
            position);
    return reply.substr(3);
  };
  const Parsed<Move> move = parse_move(answer("bot standard 7 " + obs));
  require(move.ok() && state.check(*move.value).ok(), "the worker's standard bot played an illegal move", position);
  if (!search) return;
  const std::string hint = answer("hint@2 7 " + obs);
  const size_t at = hint.find("move=");
  require(at != std::string::npos, "the worker's hint names no move", position);
  const Parsed<Move> hinted = parse_move(hint.substr(at + 5));
  require(hinted.ok() && state.check(*hinted.value).ok(), "the worker's hint is not a legal move", position);
  answer("coach@2 7 " + to_string(played) + " " + obs);
}

void check_accepted(ProtocolSession& session, std::string_view text) {
  const GameState state = *session.state();
  require(ask(session, "show", text) == to_notation(state), "show printed another state", text);
  require_round_trip(state, text);
  const CardCensus census = card_census(state);
  for (int k = 0; k < kNumCardKinds; ++k)
    require(census[k] <= pack_copies(state.rules(), Card::from_code(k)), "more copies of a card than the pack", text);
  ask(session, "legal", text);
  ask(session, "state", text);
  if (state.is_deal_over()) {
    ask(session, "score", text);
    return;
  }

  const auto legal = std::make_unique<MoveList>();
  timed("legal moves", text, [&] { state.legal_moves(*legal); return 0; });
  require(!legal->empty(), "the notation accepted a position whose player to move has no legal move", text);
  for (const Move& m : *legal) require(state.check(m).ok(), "a listed move is refused: " + to_string(m), text);
  const Observation obs = observation(state, state.to_move());
  const Parsed<Observation> read = parse_observation_text(to_observation_text(obs));
  require(read.ok() && to_observation_text(*read.value) == to_observation_text(obs),
          "the observation of the seat to move does not read back: " + read.error, text);

  Rng rng(fnv1a(text));
  for (const char* level : {"beginner", "standard"}) {
    const std::string move = ask(session, std::string("bot ") + level, text);
    require(ask(session, "check " + move, text) == "ok", std::string(level) + " played an illegal move: " + move, text);
  }
  const bool search = rng.below(4) == 0;
  check_worker(state, (*legal)[static_cast<int>(rng.below(static_cast<uint32_t>(legal->size())))], text, search);
  if (search) {
    BotOptions few;
    few.samples = 2;
    const std::optional<Move> expert = timed("expert", text, [&] { return make_bot(BotLevel::Expert, 3, few)->choose(obs); });
    require(expert && state.check(*expert).ok(), "expert played an illegal move or none", text);
  }

  // A walk of random legal moves to the end of the deal.
  ++g_tally.playing;
  GameState g = state;
  for (int step = 0; step < kWalkMoves && !g.is_deal_over(); ++step, ++g_tally.walk_moves) {
    g.legal_moves(*legal);
    if (legal->empty())
      broken("a position reached by legal moves has no legal move: " + to_notation(g), text);
    const Move& m = (*legal)[static_cast<int>(rng.below(static_cast<uint32_t>(legal->size())))];
    require(g.apply(m).ok(), "a listed move was refused by apply: " + to_string(m), text);
    require(card_census(g) == census, "a move made or lost a card: " + to_string(m), text);
    if (step % 16 == 15) require_round_trip(g, text);
  }
  if (g.is_deal_over()) require_round_trip(g, text);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (const char* limit = std::getenv("FUZZ_ANSWER_MS")) g_answer_limit_ms = std::atof(limit);
  std::atexit([] {
    std::fprintf(stderr, "positions=%ld accepted=%ld played_on=%ld walk_moves=%ld slowest_answer_ms=%.1f (%s)\n",
                 g_tally.positions, g_tally.accepted, g_tally.playing, g_tally.walk_moves, g_tally.slowest_ms,
                 g_tally.slowest.c_str());
  });
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned int seed) {
  Rng rng(seed);
  std::string text(reinterpret_cast<const char*>(data), size);
  if (text.empty() || rng.below(4) == 0) text = fuzz::fresh_position(rng);
  if (rng.below(16) != 0) text = fuzz::mutate_position(text, rng);
  const size_t n = std::min(text.size(), max_size);
  std::memcpy(data, text.data(), n);
  return n;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > kMaxInput) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // One protocol line, with a position in it (an empty one is the protocol's usage error).
  if (text.find('\n') != std::string_view::npos || trim(text).empty()) return 0;
  ++g_tally.positions;
  ProtocolSession session;
  const std::string answer = ask(session, "position " + std::string(text), text);
  const Parsed<GameState> parsed = parse_playable(text);
  require((answer == "ok") == parsed.ok(), "position and parse_playable disagree: " + answer, text);
  if (answer != "ok") {
    require(answer.rfind("error ", 0) == 0 && answer.size() > 6, "a refusal without a reason: " + answer, text);
    return 0;
  }
  ++g_tally.accepted;
  check_accepted(session, text);
  return 0;
}
