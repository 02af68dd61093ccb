#include "frontend/session/game_controller.h"

#include <algorithm>

#include "engine/notation.h"
#include "engine/observation.h"
#include "frontend/words/advice_text.h"
#include "frontend/session/table_words.h"
#include "frontend/platform/bridge.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
GameController::GameController(PagePort* page)
    : EngineTable(page),
      computers_(make_computer_seats(page)),
      remotes_(make_remote_seats(page)),
      coach_(make_coach(page)) {}

GameController::GameController(std::unique_ptr<CoachDriver> coach) : GameController(nullptr) {
  if (coach) coach_ = std::move(coach);
}

GameController::~GameController() = default;

std::optional<Problem> GameController::setup_problem(const GameSetup& setup) {
  Problem wrong;
  const auto rules = make_rules(setup.variant, setup.options, &wrong);
  if (!rules) return wrong;
  return players_problem(*rules, setup.players);
}

std::optional<Problem> GameController::new_game(const GameSetup& setup) {
  if (auto wrong = setup_problem(setup)) return wrong;
  const auto rules = make_rules(setup.variant, setup.options, nullptr);
  start_from(GameState::new_game(*rules, setup.players, setup.seed), setup);
  record_.start.clear();  // a fresh deal is rebuilt from the seed
  notify(GameEvent::kNewGame);
  return std::nullopt;
}

void GameController::start_from(const GameState& state, const GameSetup& setup) {
  reset_to(state, setup);
  drop_requests();
  forget_coach();
  undo_point_.reset();
  handover_.reset();
  follow_viewer(true);
  after_change();
  prompt();
}

void GameController::load_position(const GameState& state) {
  start_from(state, setup_);
  notify(GameEvent::kLoad);
}

std::string GameController::player_name(int seat) const {
  return player_label(setup_.seats, seat, view().players(), mode_ == TableMode::kDemo);
}

bool GameController::play(const Move& move) {
  if (!viewer_to_move()) return false;
  ask_seat_to_move();
  if (!locals_.answer(move)) return false;
  take_answers();
  if (!ready_) return false;
  MoveAnswer answer = std::move(*ready_);
  ready_.reset();
  return play_answer(std::move(answer));
}

Verdict GameController::apply(int seat, const Move& move) {
  const Verdict verdict = play_logged(seat, move);
  if (!verdict.ok()) return verdict;
  // The turn the undo point began is over once another seat's turn begins
  // (a partner's answer to a question is not a turn).
  if (undo_point_ && state_.turn() != undo_seat_) undo_turn_over_ = true;
  last_move_ms_ = now_ms_;
  after_change();
  follow_viewer(false);
  notify_move(seat);
  // A legal move answers any reason shown for an earlier refused one: the
  // headline says what to do now (issue 12: a stale red error made a legal
  // move look refused).
  prompt();
  return verdict;
}

void GameController::after_change() {
  if (EngineTable::after_change()) undo_point_.reset();
}

// The message that tells the viewer what to do now.
void GameController::prompt() {
  if (prompt_deal_over()) return;
  if (mode_ != TableMode::kPlay) {
    journal_.clear_message();
    return;
  }
  if (handover_) {
    set_message(format(S::kPassTo, player_name(*handover_)), false);
    return;
  }
  const Observation& s = view();
  const bool viewer_moves = s.to_move() == viewer_ && driver_kind(viewer_) == SeatKind::kLocal;
  if (auto said = turn_prompt(s, viewer_moves, [this](int seat) { return seat_name(seat); }))
    set_message(std::move(*said), false);
}

void GameController::update(double now_ms, double delay_ms) {
  now_ms_ = now_ms;
  poll_coach();
  if (mode_ == TableMode::kDemo && state_.is_deal_over() && now_ms - last_move_ms_ >= 2000 + 2 * delay_ms) {
    last_move_ms_ = now_ms;
    next_deal();
  }
  take_answers();
  if (!other_to_move()) return;
  // A seat that had no move at all waits for something to change (an undo,
  // a new game) instead of being asked again every frame.
  if (stuck_version_ == version()) return;
  ask_seat_to_move();
  // A computer's move waits a moment, so that people can follow it; a
  // person's comes when they played it.
  if (ready_ && (asked_.kind == SeatKind::kRemote || now_ms - last_move_ms_ >= delay_ms)) {
    MoveAnswer answer = std::move(*ready_);
    ready_.reset();
    play_answer(std::move(answer));
  }
}

void GameController::next_deal() {
  if (!deal_next()) return;
  undo_point_.reset();
  follow_viewer(true);
  after_change();
  notify(GameEvent::kNewDeal);
  if (!quiet_) prompt();
}

std::optional<Problem> GameController::resume_game(const GameRecord& record, const GameSetup& setup) {
  return load_record(record, setup, GameEvent::kResume);
}

void GameController::set_aside() {
  drop_requests();
  forget_coach();
}

std::optional<Problem> GameController::load_record(const GameRecord& record, const GameSetup& setup) {
  return load_record(record, setup, GameEvent::kLoad);
}

GameRecord GameController::record_as_loaded(const GameRecord& record, const GameSetup& setup) {
  GameRecord kept = record;
  const GameSetup seats = record_setup(record, setup);
  const size_t players = std::min(static_cast<size_t>(std::max(record.players, 0)), seats.seats.size());
  kept.seats.assign(seats.seats.begin(), seats.seats.begin() + static_cast<std::ptrdiff_t>(players));
  for (std::string& entry : kept.moves) {
    if (entry == kNextDeal) continue;
    if (const Parsed<Move> move = parse_move(entry); move.ok()) entry = to_string(*move.value);
  }
  return kept;
}

std::optional<Problem> GameController::load_record(const GameRecord& record, const GameSetup& setup,
                                                   GameEvent told) {
  if (auto problem = load_quietly(record, setup)) return problem;
  handover_.reset();
  follow_viewer(true);
  prompt();
  notify(told);
  return std::nullopt;
}

void GameController::set_mode(TableMode mode) {
  if (mode == mode_) return;
  mode_ = mode;
  drop_requests();
  follow_viewer(mode == TableMode::kPlay);
  journal_.touch();
  if (!quiet_) prompt();
}

void GameController::notify(GameEvent event, int seat) {
  if (quiet_) return;
  EngineTable::notify(event, seat);
  if (mode_ == TableMode::kPlay && page_) {
    const std::string move = seat >= 0 ? record_.moves.back() : std::string();
    publish_seat_views(*page_, state_, setup_.seats, event_name(event), seat, move);
  }
}

void GameController::request_hint() {
  if (!viewer_to_move()) return;
  // A worker may take a moment (or stop answering): the player hears at once
  // that the hint is coming. An in-process answer replaces this at once.
  set_message(tr(S::kHintThinking), false);
  hint_ask_.ask(*coach_, next_coach_id_++, viewer_, setup_.seed, ply_, view());
  poll_coach();  // an in-process coach answers at once
}

std::optional<Hint> GameController::take_hint() {
  std::optional<Hint> out = hint_ask_.take();
  if (out) given_hint_ = out->move, given_hint_ply_ = ply_;
  return out;
}

void GameController::set_coach(bool on) {
  coach_on_ = on;
  if (!on && advice_) advice_.reset(), journal_.touch();
}

// Advice is for the player whose move it was: it is shown to them alone.
std::string GameController::coach_line() const {
  return advice_ && advice_seat_ == viewer_ && !handover_ ? advice_sentence(*advice_) : std::string();
}

void GameController::poll_coach() {
  while (auto answer = coach_->poll()) {
    if (hint_ask_.take_answer(*answer, ply_, viewer_to_move())) continue;
    if (coach_on_ && answer->advice.worth_saying) {
      advice_ = answer->advice;
      advice_seat_ = answer->seat;
      journal_.touch();
      if (!quiet_ && !coach_line().empty()) announce(page_, coach_line());
    }
  }
}

// A new game, a load or an undo: advice and hints on the old position are
// not wanted.
void GameController::forget_coach() {
  coach_->cancel_all();
  hint_ask_.forget();
  given_hint_.reset();
  advice_.reset();
}

}  // namespace canasta::frontend
