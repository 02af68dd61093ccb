// Remote seats through the one asker (page_asker.h): "seatRequest" out,
// "seatMove" {id, seat, move} in, checked against the seat's observation.
#include "engine/observation_text.h"
#include "engine/state_json.h"
#include "frontend/session/seat_driver.h"
#include "frontend/words/reason_text.h"

namespace canasta::frontend {
namespace {

struct RemoteMoves {
  using Request = MoveRequest;
  using Answer = MoveAnswer;
  static constexpr std::string_view kRequest = to_page::kSeatRequest;
  static constexpr std::string_view kAnswer = to_table::kSeatMove;

  static JsonValue message(const MoveRequest& r, int id) {
    JsonValue m = page_message(kRequest);
    m.set("id", JsonValue::number(id));
    m.set("seat", JsonValue::number(r.seat));
    m.set("observation", JsonValue::string(to_observation_text(r.observation)));
    return m;
  }

  // Nobody to ask: the computer plays the seat at its level.
  static MoveAnswer here(const MoveRequest& r) { return computer_answer(r, false); }
  static MoveAnswer instead(const MoveRequest& r) { return computer_answer(r, true); }

  static Reading<MoveAnswer> read(const MoveRequest& r, const JsonValue& answer) {
    const auto refuse = [](std::string why) { return Reading<MoveAnswer>{std::nullopt, std::move(why)}; };
    if (int_field(answer, "seat") != std::optional<int64_t>(r.seat))
      return refuse("Request " + std::to_string(*int_field(answer, "id")) + " asks seat " + std::to_string(r.seat) +
                    " for its move.");
    const std::optional<std::string> text = string_field(answer, "move");
    if (!text) return refuse("A seat's move is a \"move\" in the protocol's words.");
    const Parsed<Move> move = parse_move(*text);
    if (!move.ok()) return refuse(move.error);
    if (const Verdict v = r.observation.check(*move.value); !v.ok())
      return Reading<MoveAnswer>{std::nullopt, reason_text(v), v};
    return {MoveAnswer{r.id, *move.value, {}}, {}};
  }

  // The questions asked are void (a new game, an undo, a load): the page
  // drops them, and the seat views that follow say where the game stands.
  static void cancelled(PagePort& page) { page.post(page_message(to_page::kSeatCancel)); }
};

JsonValue seats_json(const SeatList& seats, int players) {
  JsonValue out = JsonValue::array();
  for (int seat = 0; seat < players; ++seat) out.push(seat_to_json(seats[static_cast<size_t>(seat)]));
  return out;
}

}  // namespace

std::unique_ptr<SeatDriver> make_remote_seats(PagePort* page) {
  return std::make_unique<PageAsker<RemoteMoves>>(page);
}

void publish_seat_views(PagePort& page, const GameState& state, const SeatList& seats, std::string_view event,
                        int seat, const std::string& move) {
  for (int viewer = 0; viewer < state.players(); ++viewer) {
    if (seats[static_cast<size_t>(viewer)].kind != SeatKind::kRemote) continue;
    JsonValue view = page_message(to_page::kSeatView);
    view.set("seat", JsonValue::number(viewer));
    view.set("event", JsonValue::string(event));
    view.set("observation", JsonValue::string(to_observation_text(observation(state, viewer))));
    view.set("seats", seats_json(seats, state.players()));
    if (seat >= 0) {
      JsonValue last = JsonValue::object();
      last.set("seat", JsonValue::number(seat));
      last.set("move", JsonValue::string(move));
      view.set("last", std::move(last));
    }
    if (state.is_deal_over()) view.set("score", score_to_json(state.deal_score(), state.is_game_over(), state.winner(), state.rules().uses_cut()));
    page.post(view);
  }
}

}  // namespace canasta::frontend
