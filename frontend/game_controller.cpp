#include "frontend/game_controller.h"

#include "engine/observation.h"
#include "frontend/bot_choice.h"
#include "frontend/move_text.h"
#include "frontend/platform.h"
#include "frontend/strings.h"

namespace canasta::frontend {
namespace {
constexpr const char* kBotNames[] = {"Alice", "Bruno", "Chiara", "Dieter", "Elena"};
}

GameController::GameController(std::unique_ptr<BotDriver> driver)
    : driver_(std::move(driver)), state_(GameState::new_game(*rules_preset("classic"), 4, 1)) {}

std::optional<std::string> GameController::new_game(const GameSetup& setup) {
  std::string error;
  const auto rules = make_rules(setup.variant, setup.options, &error);
  if (!rules) return error;
  if (setup.players < kMinPlayers || setup.players > kMaxPlayers) return std::string("players must be 2 to 6");
  start_from(GameState::new_game(*rules, setup.players, setup.seed), setup);
  return std::nullopt;
}

void GameController::start_from(const GameState& state, const GameSetup& setup) {
  setup_ = setup;
  setup_.players = state.players();
  state_ = state;
  driver_->cancel_all();
  pending_request_ = 0;
  ready_.reset();
  undo_point_.reset();
  ply_ = 0;
  log_.clear();
  sheet_.clear();
  played_.clear();
  after_change();
  prompt();
}

std::string GameController::seat_name(int seat) const {
  if (seat == kHuman) return tr(S::kYou);
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
  if (!message_.empty()) announce(message_);
}

bool GameController::play(const Move& move) {
  if (!human_to_move()) return false;
  if (auto reason = state_.check(move)) {
    set_message(*reason, true);
    return false;
  }
  // The undo point is the start of the human's turn.
  if (state_.turn() == kHuman && state_.phase() == Phase::Draw) {
    undo_point_ = state_;
    undo_ply_ = ply_;
  }
  apply(kHuman, move);
  return true;
}

void GameController::apply(int seat, const Move& move) {
  const GameState before = state_;
  const auto error = state_.apply(move);
  if (error) {  // a bot or driver bug: say it rather than hang
    set_message(seat_name(seat) + ": " + *error, true);
    return;
  }
  ++ply_;
  const std::string line = describe_move(seat_name(seat), move, before.pile_size());
  log_.push_back(line);
  announce(line);
  played_.push_back({seat, move, before});
  last_move_ms_ = now_ms_;
  if (state_.is_deal_over() && state_.went_out() >= 0) {
    const std::string out = format(S::kWentOut, seat_name(state_.went_out()));
    log_.push_back(out);
    announce(out);
  }
  after_change();
  if (seat != kHuman || !message_error_) prompt();
}

void GameController::after_change() {
  ++version_;
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
  if (state_.to_move() != kHuman) {
    if (state_.phase() == Phase::Answer && state_.to_move() != kHuman)
      set_message(format(S::kPartnerAsks, seat_name(state_.turn())), false);
    else
      message_.clear(), message_error_ = false;
    return;
  }
  switch (state_.phase()) {
    case Phase::Draw:
      set_message(tr(state_.stock_size() == 0 ? S::kStockOutChoice : S::kYourTurnDraw), false);
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
    apply(state_.to_move(), answer.move);
  }
}

void GameController::next_deal() {
  if (!state_.is_deal_over() || state_.is_game_over()) return;
  if (state_.start_next_deal()) return;
  undo_point_.reset();
  after_change();
  prompt();
}

bool GameController::can_undo() const { return setup_.allow_undo && undo_point_.has_value() && !state_.is_deal_over(); }

bool GameController::undo() {
  if (!can_undo()) {
    set_message(tr(S::kNothingToUndo), true);
    return false;
  }
  state_ = *undo_point_;
  ply_ = undo_ply_;
  undo_point_.reset();
  driver_->cancel_all();
  pending_request_ = 0;
  ready_.reset();
  log_.push_back(tr(S::kUndone));
  after_change();
  set_message(tr(S::kUndone), false);
  return true;
}

std::optional<Move> GameController::hint() const {
  if (!human_to_move()) return std::nullopt;
  return choose_bot_move(BotLevel::Standard, bot_move_seed(setup_.seed, kHuman, ply_), observation(state_, kHuman));
}

std::vector<PlayedMove> GameController::take_played() {
  std::vector<PlayedMove> out;
  out.swap(played_);
  return out;
}

}  // namespace canasta::frontend
