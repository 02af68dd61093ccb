#include "frontend/session/game_controller.h"

#include <algorithm>

#include "engine/notation.h"
#include "engine/observation.h"
#include "frontend/words/advice_text.h"
#include "frontend/session/bot_choice.h"
#include "frontend/words/move_text.h"
#include "frontend/platform/platform.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {
constexpr const char* kBotNames[] = {"Alice", "Bruno", "Chiara", "Dieter", "Elena"};
// Seat 0 when the computer plays it too (demos and replays): nobody is "you".
constexpr const char* kSouthBotName = "Sofia";
}  // namespace

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

GameController::GameController(std::unique_ptr<BotDriver> driver, std::unique_ptr<CoachDriver> coach)
    : driver_(std::move(driver)),
      coach_(coach ? std::move(coach) : make_in_process_coach()),
      state_(GameState::new_game(*rules_preset("classic"), 4, 1)) {
  record_ = new_record(state_.rules(), state_.players(), state_.seed());
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
  driver_->cancel_all();
  pending_request_ = 0;
  ready_.reset();
  forget_coach();
  undo_point_.reset();
  ply_ = 0;
  record_ = new_record(state.rules(), state.players(), state.seed());
  record_.start = to_notation(state);
  record_.levels.assign(setup_.levels.begin(), setup_.levels.begin() + state.players());
  log_.clear();
  sheet_.clear();
  played_.clear();
  after_change();
  prompt();
}

void GameController::load_position(const GameState& state) {
  if (mode_ == TableMode::kReplay || mode_ == TableMode::kLesson) set_mode(TableMode::kPlay);
  start_from(state, setup_);
  notify(GameEvent::kLoad);
}

std::string GameController::seat_name(int seat) const {
  if (seat == kHuman) return mode_ == TableMode::kPlay || mode_ == TableMode::kLesson ? tr(S::kYou) : kSouthBotName;
  return kBotNames[(seat - 1) % 5];
}

std::string GameController::side_name(int side) const {
  if (side == human_side()) return state_.players() <= 3 ? tr(S::kYou) : tr(S::kUs);
  std::string out;
  for (int seat = 0; seat < state_.players(); ++seat) {
    if (state_.side_of(seat) != side) continue;
    if (!out.empty()) out += " & ";
    out += seat_name(seat);
  }
  // Long partnerships read better as "Them" when there are only two sides.
  if (state_.num_sides() == 2 && state_.players() >= 4) return tr(S::kThem);
  return out;
}

void GameController::set_message(std::string text, bool error) {
  message_ = std::move(text);
  message_error_ = error;
  if (!message_.empty() && !quiet_) announce(message_);
}

bool GameController::play(const Move& move) {
  if (!human_to_move()) return false;
  // The undo point is the start of the human's turn.
  const bool turn_start = state_.turn() == kHuman && state_.phase() == Phase::Draw;
  const int ply = ply_;
  const size_t record_size = record_.moves.size();
  const GameState before = state_;
  const Verdict verdict = apply(kHuman, move);
  if (!verdict.ok()) {
    set_message(reason_text(verdict), true);
    return false;
  }
  if (turn_start) {
    undo_point_ = before;
    undo_ply_ = ply;
    undo_record_size_ = record_size;
  }
  // The advice shown was about an earlier move; this one is asked about,
  // but never the hinted move itself, and another one only against the
  // hint (one choice at a position: the hint's). In a lesson the lesson
  // is the only teacher.
  if (advice_) advice_.reset(), ++version_;
  std::optional<Move> hinted;
  if (given_hint_ && given_hint_ply_ == ply) hinted = given_hint_;
  given_hint_.reset();
  if (coach_on_ && mode_ != TableMode::kLesson && hinted != move)
    coach_->request({next_coach_id_++, bot_move_seed(setup_.seed, kHuman, ply), observation(before, kHuman), move, hinted});
  return true;
}

Verdict GameController::apply(int seat, const Move& move) {
  const GameState before = state_;
  const Verdict verdict = state_.apply(move);
  if (!verdict.ok()) return verdict;
  ++ply_;
  record_.moves.push_back(to_string(move));
  // The player's own draw names the cards: only he sees them.
  std::vector<Card> drawn;
  if (seat == kHuman && move.kind == MoveKind::Draw) drawn = cards_added(before.hand_cards(seat), state_.hand_cards(seat));
  log_.push_back({LogEntry::Kind::kMove, seat, move, before.pile_size(), 0, std::move(drawn)});
  const std::string line = log_line(log_.size() - 1);
  if (!quiet_) {
    announce(line);
    played_.push_back({seat, move, before});
  }
  log_threes(before, seat);
  last_move_ms_ = now_ms_;
  if (state_.is_deal_over() && state_.went_out() >= 0) {
    log_.push_back({LogEntry::Kind::kWentOut, state_.went_out(), Move{}, 0, 0, {}});
    const std::string out = log_line(log_.size() - 1);
    if (!quiet_) announce(out);
  }
  after_change();
  notify(GameEvent::kMove, seat);
  if (state_.is_deal_over()) notify(state_.is_game_over() ? GameEvent::kGameOver : GameEvent::kDealOver);
  // A legal move answers any reason shown for an earlier refused one: the
  // headline says what to do now (issue 12: a stale red error made a legal
  // move look refused).
  prompt();
  return verdict;
}

void GameController::after_change() {
  ++version_;
  ++position_version_;
  if (state_.is_deal_over() && (sheet_.empty() || static_cast<int>(sheet_.size()) <= state_.deal_number())) {
    sheet_.push_back(state_.deal_score());
    undo_point_.reset();
  }
}

// The message that tells the human what to do now.
void GameController::prompt() {
  if (state_.is_deal_over()) {
    set_message(format(S::kDealOver, std::to_string(state_.deal_number() + 1)), false);
    return;
  }
  if (mode_ != TableMode::kPlay) {
    message_.clear(), message_error_ = false;
    return;
  }
  if (state_.to_move() != kHuman) {
    if (state_.phase() == Phase::Answer && state_.to_move() != kHuman)
      set_message(format(S::kPartnerAsks, seat_name(state_.turn())), false);
    else
      message_.clear(), message_error_ = false;
    return;
  }
  switch (state_.phase()) {
    case Phase::Draw:
      if (state_.answer() == Answer::Yes) set_message(tr(S::kSaidYes), false);
      else if (state_.answer() == Answer::No) set_message(tr(S::kSaidNo), false);
      else set_message(tr(state_.stock_size() == 0 ? S::kStockOutChoice : S::kYourTurnDraw), false);
      break;
    case Phase::Play:
      if (state_.last_red_three()) set_message(tr(S::kRedThreeLast), false);
      else if (state_.answer() == Answer::Yes) set_message(tr(S::kSaidYes), false);
      else if (state_.answer() == Answer::No) set_message(tr(S::kSaidNo), false);
      else set_message(tr(S::kYourTurnPlay), false);
      break;
    case Phase::Answer: set_message(format(S::kPartnerAsks, seat_name(state_.turn())), false); break;
    default: break;
  }
}

void GameController::update(double now_ms, double delay_ms) {
  now_ms_ = now_ms;
  poll_coach();
  if (mode_ == TableMode::kDemo && state_.is_deal_over() && now_ms - last_move_ms_ >= 2000 + 2 * delay_ms) {
    last_move_ms_ = now_ms;
    next_deal();
  }
  while (auto answer = driver_->poll()) {
    if (answer->id == pending_request_) {
      pending_request_ = 0;
      ready_ = std::move(*answer);
    }
  }
  if (!bot_to_move()) return;
  if (!ready_ && pending_request_ == 0) {
    const int seat = state_.to_move();
    pending_request_ = next_request_++;
    driver_->request({pending_request_, setup_.levels[seat], bot_move_seed(setup_.seed, seat, ply_),
                      observation(state_, seat)});
    while (auto answer = driver_->poll())  // an in-process driver answers at once
      if (answer->id == pending_request_) pending_request_ = 0, ready_ = std::move(*answer);
  }
  if (ready_ && now_ms - last_move_ms_ >= delay_ms) {
    const BotAnswer answer = std::move(*ready_);
    ready_.reset();
    if (!answer.problem.empty()) set_message(answer.problem, true);
    const int seat = state_.to_move();
    // A refused bot move is a bot or driver bug: say it rather than hang.
    if (const Verdict v = apply(seat, answer.move); !v.ok())
      set_message(seat_name(seat) + ": " + reason_text(v), true);
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
  log_.push_back({LogEntry::Kind::kThrees, owner, Move{}, 0, 0, std::move(laid)});
  if (!quiet_) announce(log_line(log_.size() - 1));
}

std::string GameController::log_line(size_t index) const {
  if (index >= log_.size()) return {};
  const LogEntry& e = log_[index];
  std::string cards;
  for (Card c : e.cards) cards += (cards.empty() ? "" : " ") + card_label(c);
  switch (e.kind) {
    case LogEntry::Kind::kMove:
      if (!e.cards.empty()) return format(S::kYouDrewCards, cards);
      return describe_move(seat_name(e.seat), e.move, e.pile_size, e.seat == kHuman ? Voice::kYou : Voice::kThird);
    case LogEntry::Kind::kThrees: {
      const bool many = e.cards.size() > 1;
      if (e.seat == kHuman) return format(many ? S::kYouThreesReplacedMany : S::kYouThreesReplaced, cards);
      return format(many ? S::kThreesReplacedMany : S::kThreesReplaced, seat_name(e.seat), cards);
    }
    case LogEntry::Kind::kWentOut: return e.seat == kHuman ? tr(S::kYouWentOut) : format(S::kWentOut, seat_name(e.seat));
    case LogEntry::Kind::kUndone: return tr(S::kUndone);
    case LogEntry::Kind::kDealStart: return "\xE2\x80\x94 " + std::string(tr(S::kDeal)) + " " + std::to_string(e.deal) + " \xE2\x80\x94";
  }
  return {};
}

void GameController::next_deal() {
  if (!state_.is_deal_over() || state_.is_game_over()) return;
  if (!state_.start_next_deal().ok()) return;
  record_.moves.emplace_back(kNextDeal);
  log_.push_back({LogEntry::Kind::kDealStart, -1, Move{}, 0, state_.deal_number() + 1, {}});
  undo_point_.reset();
  after_change();
  notify(GameEvent::kNewDeal);
  if (!quiet_) prompt();
}

void GameController::start_lesson(const GameState& state, const GameSetup& setup) {
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

std::optional<std::string> GameController::load_record(const GameRecord& record, const GameSetup& setup,
                                                       GameEvent told) {
  std::string error;
  if (!replay(record, &error)) return error;
  const std::optional<GameState> start = record_start_state(record, &error);
  if (!start) return error;
  GameSetup seats = setup;
  // The record's opponents, where it names them (older records do not).
  for (size_t seat = 0; seat < record.levels.size() && seat < seats.levels.size(); ++seat)
    seats.levels[seat] = record.levels[seat];
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
  played_.clear();
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
  driver_->cancel_all();
  pending_request_ = 0;
  ready_.reset();
  ++version_;
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
  if (!quiet_ && listener_) listener_->on_game_event(event, *this, seat);
}

bool GameController::can_undo() const { return setup_.allow_undo && undo_point_.has_value() && !state_.is_deal_over(); }

bool GameController::undo() {
  if (!can_undo()) {
    // A greyed Undo says why when pressed: off for this game, or nothing to take back.
    set_message(tr(setup_.allow_undo ? S::kNothingToUndo : S::kUndoOff), true);
    return false;
  }
  state_ = *undo_point_;
  ply_ = undo_ply_;
  record_.moves.resize(undo_record_size_);
  undo_point_.reset();
  driver_->cancel_all();
  pending_request_ = 0;
  ready_.reset();
  forget_coach();
  log_.push_back({LogEntry::Kind::kUndone, -1, Move{}, 0, 0, {}});
  after_change();
  notify(GameEvent::kUndo);
  set_message(tr(S::kUndone), false);
  return true;
}

std::optional<Move> GameController::hint() const {
  if (!human_to_move()) return std::nullopt;
  return choose_bot_move(BotLevel::Standard, bot_move_seed(setup_.seed, kHuman, ply_), observation(state_, kHuman));
}

void GameController::request_hint() {
  if (!human_to_move()) return;
  hint_request_ = next_coach_id_++;
  hint_ply_ = ply_;
  hint_.reset();
  coach_->request({hint_request_, bot_move_seed(setup_.seed, kHuman, ply_), observation(state_, kHuman), std::nullopt,
                   std::nullopt});
  poll_coach();  // an in-process coach answers at once
}

std::optional<Hint> GameController::take_hint() {
  std::optional<Hint> out;
  out.swap(hint_);
  if (out) given_hint_ = out->move, given_hint_ply_ = ply_;
  return out;
}

void GameController::set_coach(bool on) {
  coach_on_ = on;
  if (!on && advice_) advice_.reset(), ++version_;
}

std::string GameController::coach_line() const { return advice_ ? advice_sentence(*advice_) : std::string(); }

void GameController::poll_coach() {
  while (auto answer = coach_->poll()) {
    if (answer->id == hint_request_) {
      hint_request_ = 0;
      if (ply_ == hint_ply_ && human_to_move()) hint_ = answer->hint;
    } else if (coach_on_ && answer->advice.worth_saying) {
      advice_ = answer->advice;
      ++version_;
      if (!quiet_) announce(advice_sentence(*advice_));
    }
  }
}

// A new game, a load or an undo: advice and hints on the old position are
// not wanted.
void GameController::forget_coach() {
  coach_->cancel_all();
  hint_request_ = 0;
  hint_.reset();
  given_hint_.reset();
  advice_.reset();
}

std::vector<PlayedMove> GameController::take_played() {
  std::vector<PlayedMove> out;
  out.swap(played_);
  return out;
}

}  // namespace canasta::frontend
