// Computer seats through the one asker (page_asker.h): the page's bot worker
// gets "botRequest" and answers "botAnswer" {id, move} or {id, error}.
#include "engine/observation_text.h"
#include "frontend/session/bot_choice.h"
#include "frontend/session/seat_driver.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

struct ComputerMoves {
  using Request = MoveRequest;
  using Answer = MoveAnswer;
  static constexpr std::string_view kRequest = to_page::kBotRequest;
  static constexpr std::string_view kAnswer = to_table::kBotAnswer;

  static JsonValue message(const MoveRequest& r, int id) {
    JsonValue m = page_message(kRequest);
    m.set("id", JsonValue::number(id));
    m.set("level", JsonValue::string(to_string(r.level)));
    m.set("seed", JsonValue::string(std::to_string(r.seed)));
    m.set("observation", JsonValue::string(to_observation_text(r.observation)));
    return m;
  }

  static MoveAnswer here(const MoveRequest& r) { return computer_answer(r, false); }
  static MoveAnswer instead(const MoveRequest& r) { return computer_answer(r, true); }

  // Whatever the worker said, the table gets a legal move.
  static Reading<MoveAnswer> read(const MoveRequest& r, const JsonValue& answer) {
    if (const std::optional<std::string> text = string_field(answer, "move")) {
      const Parsed<Move> move = parse_move(*text);
      if (move.ok() && r.observation.check(*move.value).ok()) return {MoveAnswer{r.id, *move.value, {}}, {}};
    }
    return {MoveAnswer{r.id, choose_bot_move(BotLevel::Standard, r.seed, r.observation), tr(S::kWorkerFallback)}, {}};
  }

  // A worker busy thinking cannot be interrupted: the page stops it.
  static void cancelled(PagePort& page) { page.post(page_message(to_page::kBotCancel)); }
};

}  // namespace

MoveAnswer computer_answer(const MoveRequest& r, bool on_page) {
  return {r.id, on_page ? choose_bot_move_on_page(r.level, r.seed, r.observation)
                        : choose_bot_move(r.level, r.seed, r.observation), {}};
}

std::unique_ptr<SeatDriver> make_computer_seats(PagePort* page) {
  return std::make_unique<PageAsker<ComputerMoves>>(page);
}

}  // namespace canasta::frontend
