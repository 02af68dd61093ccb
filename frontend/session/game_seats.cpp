// GameController: asking the seat to move for its move through the driver
// of its kind, playing the answer, and whose view the table draws.
#include <algorithm>

#include "frontend/session/bot_choice.h"
#include "frontend/session/game_controller.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

bool GameController::other_to_move() const {
  if (view().is_deal_over()) return false;
  return driver_kind(view().to_move()) != SeatKind::kLocal;
}

// In a demo the computer plays every seat.
SeatKind GameController::driver_kind(int seat) const {
  if (mode_ == TableMode::kDemo) return SeatKind::kComputer;
  return setup_.seats[static_cast<size_t>(seat)].kind;
}

SeatDriver& GameController::driver(SeatKind kind) {
  switch (kind) {
    case SeatKind::kLocal: return locals_;
    case SeatKind::kRemote: return *remotes_;
    case SeatKind::kComputer: break;
  }
  return *computers_;
}

void GameController::ask_seat_to_move() {
  if (asked_.id != 0 || ready_ || state_.is_deal_over()) return;
  const int seat = state_.to_move();
  asked_ = {next_request_++, seat, driver_kind(seat)};
  driver(asked_.kind).request({asked_.id, seat, setup_.seats[static_cast<size_t>(seat)].level,
                               bot_move_seed(setup_.seed, seat, ply_), observation(state_, seat)});
  take_answers();  // an in-process driver answers at once
}

// The answer to the open request, once it came; answers to anything else
// (a request dropped since) are not wanted.
void GameController::take_answers() {
  for (SeatDriver* d : {static_cast<SeatDriver*>(&locals_), computers_.get(), remotes_.get()})
    while (auto answer = d->poll())
      if (asked_.id != 0 && answer->id == asked_.id) ready_ = std::move(*answer);
}

bool GameController::play_answer(MoveAnswer answer) {
  const Asked asked = asked_;
  const int seat = asked.seat;
  // No move at all: a position no deal reaches slipped in. Said once; the
  // table stays as it is instead of asking again every frame.
  if (!answer.move) {
    stuck_version_ = version();
    asked_ = {};
    set_message(format(S::kNoLegalMove, player_name(seat)), true);
    return false;
  }
  if (!answer.problem.empty()) set_message(answer.problem, true);
  // A person's undo point is the start of their turn.
  const bool turn_start = asked.kind == SeatKind::kLocal && state_.turn() == seat && state_.phase() == Phase::Draw;
  const int ply = ply_;
  const size_t record_size = record_.moves.size();
  const GameState before = state_;
  const Verdict verdict = apply(seat, *answer.move);
  if (!verdict.ok()) {
    // A person tries again (the request stays open); a computer's or a
    // checked remote move refused is a driver's bug: said, and asked again.
    if (asked.kind == SeatKind::kLocal) {
      set_message(reason_text(verdict), true);
    } else {
      set_message(player_name(seat) + ": " + reason_text(verdict), true);
      asked_ = {};
    }
    return false;
  }
  asked_ = {};
  if (asked.kind != SeatKind::kLocal) return true;
  if (turn_start) {
    undo_point_ = before;
    undo_seat_ = seat;
    undo_ply_ = ply;
    undo_record_size_ = record_size;
    undo_first_ = answer.move->kind;
    undo_turn_over_ = state_.turn() != seat;
  }
  // The advice shown was about this player's earlier move; this one is
  // asked about, but never the hinted move itself, and another one only
  // against the hint (one choice at a position: the hint's).
  if (advice_ && advice_seat_ == seat) advice_.reset(), journal_.touch();
  std::optional<Move> hinted;
  if (given_hint_ && given_hint_ply_ == ply) hinted = given_hint_;
  given_hint_.reset();
  if (coach_on_ && hinted != answer.move)
    coach_->request(
        {next_coach_id_++, seat, bot_move_seed(setup_.seed, seat, ply), observation(before, seat), *answer.move, hinted});
  return true;
}

// A new game, a load, an undo or a change of mode: the moves asked for are
// not wanted.
void GameController::drop_requests() {
  for (SeatDriver* d : {static_cast<SeatDriver*>(&locals_), computers_.get(), remotes_.get()}) d->cancel_all();
  asked_ = {};
  ready_.reset();
}

std::optional<std::string> GameController::set_seat(int seat, const Seat& who) {
  if (seat < 0 || seat >= state_.players())
    return "This game has seats 0 to " + std::to_string(state_.players() - 1) + ".";
  Seat cleaned = who;
  cleaned.name = clean_name(who.name);
  if (asked_.id != 0 && asked_.seat == seat) {
    driver(asked_.kind).cancel_all();
    asked_ = {};
    ready_.reset();
  }
  setup_.seats[static_cast<size_t>(seat)] = cleaned;
  record_.seats.assign(setup_.seats.begin(), setup_.seats.begin() + state_.players());
  follow_viewer(false);
  journal_.touch();
  if (!quiet_) prompt();
  if (mode_ == TableMode::kPlay && page_) publish_seat_views(*page_, state_, setup_.seats, "seats", -1, {});
  return std::nullopt;
}

void GameController::take_over() {
  if (!handover_) return;
  viewer_ = *handover_;
  handover_.reset();
  journal_.touch();
  prompt();
}

void GameController::follow_viewer(bool fresh) {
  if (mode_ != TableMode::kPlay) {
    viewer_ = 0;  // a demo shows seat 0
    handover_.reset();
    return;
  }
  const int players = state_.players();
  const int locals = count_seats(setup_.seats, players, SeatKind::kLocal);
  if (locals <= 1) {
    handover_.reset();
    for (int seat = 0; seat < players; ++seat)
      if (local(seat)) viewer_ = seat;
    if (locals == 0 && viewer_ >= players) viewer_ = 0;
    return;
  }
  const int next = next_local_seat(state_, setup_.seats);
  if (next < 0) return;  // the deal is over, or no person plays in it: the view stays
  // A pass already due stays due (to whoever acts next now) until taken.
  if (fresh || next != viewer_ || handover_) handover_ = next;
}

}  // namespace canasta::frontend
