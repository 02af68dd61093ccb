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
namespace {

// The cards in `after` that were not in `before` (as multisets).
std::vector<Card> cards_added(std::vector<Card> before, const std::vector<Card>& after) {
  std::vector<Card> added;
  for (Card c : after) {
    const auto it = std::find(before.begin(), before.end(), c);
    if (it == before.end()) added.push_back(c);
    else before.erase(it);
  }
  return added;
}

}  // namespace

const char* event_name(GameEvent event) {
  switch (event) {
    case GameEvent::kMove: return "move";
    case GameEvent::kDealOver: return "dealover";
    case GameEvent::kGameOver: return "gameover";
    case GameEvent::kNewDeal: return "newdeal";
    case GameEvent::kUndo: return "undo";
    case GameEvent::kNewGame: return "newgame";
    case GameEvent::kLesson: return "lesson";
    case GameEvent::kResume: return "resume";
    case GameEvent::kLoad: break;
  }
  return "load";
}

GameController::GameController(bool through_page)
    : computers_(make_computer_seats(through_page)),
      remotes_(make_remote_seats(through_page)),
      coach_(make_coach(through_page)),
      state_(GameState::new_game(*rules_preset("classic"), 4, 1)) {
  record_ = new_record(state_.rules(), state_.players(), state_.seed());
}

GameController::GameController(std::unique_ptr<CoachDriver> coach) : GameController(false) {
  if (coach) coach_ = std::move(coach);
}

GameController::~GameController() = default;

std::optional<std::string> GameController::new_game(const GameSetup& setup) {
  std::string error;
  const auto rules = make_rules(setup.variant, setup.options, &error);
  if (!rules) return error;
  if (auto wrong = players_problem(*rules, setup.players)) return wrong;
  if (mode_ == TableMode::kReplay || mode_ == TableMode::kLesson) mode_ = TableMode::kPlay;
  start_from(GameState::new_game(*rules, setup.players, setup.seed), setup);
  record_.start.clear();  // a fresh deal is rebuilt from the seed
  notify(GameEvent::kNewGame);
  return std::nullopt;
}

void GameController::start_from(const GameState& state, const GameSetup& setup) {
  setup_ = setup;
  setup_.players = state.players();
  state_ = state;
  drop_requests();
  forget_coach();
  undo_point_.reset();
  ply_ = 0;
  record_ = new_record(state.rules(), state.players(), state.seed());
  record_.start = to_notation(state);
  record_.seats.assign(setup_.seats.begin(), setup_.seats.begin() + state.players());
  journal_.clear_game();
  handover_.reset();
  follow_viewer(true);
  after_change();
  prompt();
}

void GameController::load_position(const GameState& state) {
  if (mode_ == TableMode::kReplay || mode_ == TableMode::kLesson) set_mode(TableMode::kPlay);
  start_from(state, setup_);
  notify(GameEvent::kLoad);
}

const Observation& GameController::view() const {
  const int seat = viewer_ < state_.players() ? viewer_ : 0;
  if (!seen_ || seen_version_ != version() || seen_seat_ != seat) {
    seen_ = observation(state_, seat);
    seen_version_ = version();
    seen_seat_ = seat;
  }
  return *seen_;
}

std::string GameController::position_notation() const {
  return to_notation(state_);
}

std::string GameController::seat_name(int seat) const {
  if (you(seat)) return tr(S::kYou);
  return player_name(seat);
}

std::string GameController::player_name(int seat) const {
  return player_label(setup_.seats, seat, view().players(), mode_ == TableMode::kDemo || mode_ == TableMode::kReplay);
}

std::string GameController::side_name(int side) const { return side_label(*this, side); }

void GameController::set_message(std::string text, bool error) {
  journal_.set_message(std::move(text), error);
  if (!message().empty() && !quiet_) announce(message());
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
  const GameState before = state_;
  const Verdict verdict = state_.apply(move);
  if (!verdict.ok()) return verdict;
  ++ply_;
  record_.moves.push_back(to_string(move));
  // A person's own draw names the cards: only they see them (log_line).
  std::vector<Card> drawn;
  if (driver_kind(seat) == SeatKind::kLocal && move.kind == MoveKind::Draw) drawn = cards_added(before.hand_cards(seat), state_.hand_cards(seat));
  journal_.log({LogEntry::Kind::kMove, seat, move, before.pile_size(), 0, std::move(drawn), state_.cut_needed()});
  const std::string line = journal_.last_line(voices());
  if (!quiet_) {
    announce(line);
    journal_.add_played({seat, move, observation(before, viewer_)});
  }
  log_threes(before, seat);
  // The turn the undo point began is over once another seat's turn begins
  // (a partner's answer to a question is not a turn).
  if (undo_point_ && state_.turn() != undo_seat_) undo_turn_over_ = true;
  last_move_ms_ = now_ms_;
  if (state_.is_deal_over() && state_.went_out() >= 0) {
    journal_.log({LogEntry::Kind::kWentOut, state_.went_out(), Move{}, 0, 0, {}, 0,
                    state_.deal_end() == DealEnd::BlackThreeCanasta});
    const std::string out = journal_.last_line(voices());
    if (!quiet_) announce(out);
  }
  after_change();
  follow_viewer(false);
  notify(GameEvent::kMove, seat);
  if (state_.is_deal_over()) notify(state_.is_game_over() ? GameEvent::kGameOver : GameEvent::kDealOver);
  // A legal move answers any reason shown for an earlier refused one: the
  // headline says what to do now (issue 12: a stale red error made a legal
  // move look refused).
  prompt();
  return verdict;
}

void GameController::after_change() {
  journal_.moved();
  const Observation& s = view();
  if (journal_.score_if_over(s)) undo_point_.reset();
}

// The message that tells the viewer what to do now.
void GameController::prompt() {
  const Observation& s = view();
  if (s.is_deal_over()) {
    set_message(format(S::kDealOver, std::to_string(s.deal_number() + 1)), false);
    return;
  }
  if (mode_ != TableMode::kPlay) {
    journal_.clear_message();
    return;
  }
  if (handover_) {
    set_message(format(S::kPassTo, player_name(*handover_)), false);
    return;
  }
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

// Threes laid out since `before`, with a draw of `seat`, or by the seat
// whose turn began (law 14's dealt red threes, MA-11's kept three), each
// replaced from the stock: one line for the log and the live region.
void GameController::log_threes(const GameState& before, int seat) {
  const int owner = state_.turn() != before.turn() ? state_.turn() : seat;
  const int side = state_.side_of(owner);
  auto threes = [side](const GameState& s) {
    std::vector<Card> all = s.red_three_cards(side);
    for (Card c : s.black_three_cards(side)) all.push_back(c);
    return all;
  };
  std::vector<Card> laid = cards_added(threes(before), threes(state_));
  if (laid.empty()) return;
  journal_.log({LogEntry::Kind::kThrees, owner, Move{}, 0, 0, std::move(laid)});
  if (!quiet_) announce(journal_.last_line(voices()));
}

LogVoices GameController::voices() const {
  return {[this](int seat) { return you(seat); }, [this](int seat) { return seat_name(seat); }};
}

std::string GameController::log_line(size_t index) const { return journal_.line(index, voices()); }

void GameController::next_deal() {
  if (!view().is_deal_over() || view().is_game_over()) return;
  if (!state_.start_next_deal().ok()) return;
  record_.moves.emplace_back(kNextDeal);
  journal_.log({LogEntry::Kind::kDealStart, -1, Move{}, 0, state_.deal_number() + 1, {}});
  undo_point_.reset();
  follow_viewer(true);
  after_change();
  notify(GameEvent::kNewDeal);
  if (!quiet_) prompt();
}

void GameController::start_lesson(const GameState& state, const GameSetup& setup) {
  if (mode_ != TableMode::kLesson) before_lesson_ = setup_;
  set_mode(TableMode::kLesson);
  start_from(state, setup);
  notify(GameEvent::kLesson);
}

std::optional<std::string> GameController::resume_game(const GameRecord& record, const GameSetup& setup) {
  if (mode_ == TableMode::kLesson) set_mode(TableMode::kPlay);
  return load_record(record, setup, GameEvent::kResume);
}

std::optional<std::string> GameController::load_record(const GameRecord& record, const GameSetup& setup) {
  return load_record(record, setup, GameEvent::kLoad);
}

namespace {

// `setup` with the record's players, where it names them (older records do not).
GameSetup seated_for(const GameRecord& record, const GameSetup& setup) {
  GameSetup seats = setup;
  for (size_t seat = 0; seat < record.seats.size() && seat < seats.seats.size(); ++seat)
    seats.seats[seat] = record.seats[seat];
  return seats;
}

}  // namespace

GameRecord GameController::record_as_loaded(const GameRecord& record, const GameSetup& setup) {
  GameRecord kept = record;
  const GameSetup seats = seated_for(record, setup);
  const size_t players = std::min(static_cast<size_t>(std::max(record.players, 0)), seats.seats.size());
  kept.seats.assign(seats.seats.begin(), seats.seats.begin() + static_cast<std::ptrdiff_t>(players));
  for (std::string& entry : kept.moves) {
    if (entry == kNextDeal) continue;
    if (const Parsed<Move> move = parse_move(entry); move.ok()) entry = to_string(*move.value);
  }
  return kept;
}

std::optional<std::string> GameController::load_record(const GameRecord& record, const GameSetup& setup,
                                                       GameEvent told) {
  std::string error;
  if (!replay(record, &error)) return error;
  const std::optional<GameState> start = record_start_state(record, &error);
  if (!start) return error;
  GameSetup seats = seated_for(record, setup);
  seats.variant = record.rules.variant;
  seats.options = rule_options_text(record.rules);
  seats.seed = record.seed;
  quiet_ = true;
  start_from(*start, seats);
  record_.start = record.start;
  for (const std::string& entry : record.moves) {
    if (auto problem = play_entry(entry)) {  // cannot happen: replay() passed
      quiet_ = false;
      return problem;
    }
  }
  quiet_ = false;
  journal_.drop_played();
  handover_.reset();
  follow_viewer(true);
  prompt();
  notify(told);
  return std::nullopt;
}

std::optional<std::string> GameController::play_entry(const std::string& entry) {
  if (entry == kNextDeal) {
    if (!state_.is_deal_over() || state_.is_game_over()) return std::string("the deal is not over");
    next_deal();
    return std::nullopt;
  }
  const Parsed<Move> move = parse_move(entry);
  if (!move.ok()) return move.error;
  if (state_.is_deal_over()) return std::string("the deal is over");
  if (const Verdict v = apply(state_.to_move(), *move.value); !v.ok()) return reason_text(v);
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

// `record` is a copy: it may be this game's own record, which loading resets.
std::optional<std::string> GameController::load_replay(GameRecord record) {
  std::string error;
  if (!replay(record, &error)) return error;
  GameRecord start = record;
  start.moves.clear();
  const TableMode before = mode_;
  set_mode(TableMode::kReplay);
  if (auto problem = load_record(start, setup_)) {
    set_mode(before);
    return problem;
  }
  replay_record_ = std::move(record);
  replay_index_ = 0;
  return std::nullopt;
}

std::optional<ReplayCursor> GameController::replay_step(int delta) {
  if (mode_ != TableMode::kReplay) return std::nullopt;
  const auto length = static_cast<int64_t>(replay_record_.moves.size());
  const int64_t index = static_cast<int64_t>(replay_index_);
  const int64_t target = std::clamp<int64_t>(index + delta, 0, length);
  if (target == index + 1) {
    if (play_entry(replay_record_.moves[replay_index_])) return replay_cursor();
  } else if (target != index) {
    GameRecord prefix = replay_record_;
    prefix.moves.resize(static_cast<size_t>(target));
    if (load_record(prefix, setup_)) return replay_cursor();
  }
  replay_index_ = static_cast<size_t>(target);
  return replay_cursor();
}

std::optional<ReplayCursor> GameController::replay_cursor() const {
  if (mode_ != TableMode::kReplay) return std::nullopt;
  return ReplayCursor{replay_index_, replay_record_.moves.size()};
}

void GameController::notify(GameEvent event, int seat) {
  if (quiet_) return;
  if (listener_) listener_->on_game_event(event, *this, seat);
  if (mode_ == TableMode::kPlay)
    publish_seat_views(state_, setup_.seats, event_name(event), seat, seat >= 0 ? record_.moves.back() : std::string());
}

std::optional<Move> GameController::hint() const {
  return viewer_to_move() ? standard_hint(setup_.seed, viewer_, ply_, view()) : std::nullopt;
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
      if (!quiet_ && !coach_line().empty()) announce(coach_line());
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
