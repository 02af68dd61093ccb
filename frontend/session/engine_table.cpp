#include "frontend/session/engine_table.h"

#include <algorithm>

#include "engine/notation.h"
#include "frontend/platform/bridge.h"
#include "frontend/session/hint_request.h"
#include "frontend/session/table_words.h"
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

GameSetup record_setup(const GameRecord& record, const GameSetup& setup) {
  GameSetup seats = setup;
  for (size_t seat = 0; seat < record.seats.size() && seat < seats.seats.size(); ++seat)
    seats.seats[seat] = record.seats[seat];
  seats.variant = record.rules.variant;
  seats.options = rule_options_text(record.rules);
  seats.seed = record.seed;
  return seats;
}

EngineTable::EngineTable(PagePort* page) : page_(page), state_(GameState::new_game(*rules_preset("classic"), 4, 1)) {
  record_ = new_record(state_.rules(), state_.players(), state_.seed());
}

const Observation& EngineTable::view() const {
  const int seat = viewer_ < state_.players() ? viewer_ : 0;
  if (!seen_ || seen_version_ != version() || seen_seat_ != seat) {
    seen_ = observation(state_, seat);
    seen_version_ = version();
    seen_seat_ = seat;
  }
  return *seen_;
}

std::string EngineTable::position_notation() const { return to_notation(state_); }

std::string EngineTable::seat_name(int seat) const {
  if (you(seat)) return tr(S::kYou);
  return player_name(seat);
}

std::string EngineTable::side_name(int side) const { return side_label(*this, side); }

bool EngineTable::undo_offered() const {
  return count_seats(setup_.seats, state_.players(), SeatKind::kRemote) == 0;
}

void EngineTable::set_message(std::string text, bool error) {
  journal_.set_message(std::move(text), error);
  if (!message().empty() && !quiet_) announce(page_, message());
}

std::optional<Move> EngineTable::hint() const {
  return viewer_to_move() ? standard_hint(setup_.seed, viewer_, ply_, view()) : std::nullopt;
}

void EngineTable::reset_to(const GameState& state, const GameSetup& setup) {
  setup_ = setup;
  setup_.players = state.players();
  state_ = state;
  ply_ = 0;
  record_ = new_record(state.rules(), state.players(), state.seed());
  record_.start = to_notation(state);
  record_.seats.assign(setup_.seats.begin(), setup_.seats.begin() + state.players());
  journal_.clear_game();
}

Verdict EngineTable::play_logged(int seat, const Move& move) {
  const GameState before = state_;
  const Verdict verdict = state_.apply(move);
  if (!verdict.ok()) return verdict;
  ++ply_;
  record_.moves.push_back(to_string(move));
  std::vector<Card> drawn;
  if (names_draw(seat) && move.kind == MoveKind::Draw) drawn = cards_added(before.hand_cards(seat), state_.hand_cards(seat));
  journal_.log({LogEntry::Kind::kMove, seat, move, before.pile_size(), 0, std::move(drawn), state_.cut_needed()});
  const std::string line = journal_.last_line(voices());
  if (!quiet_) {
    announce(page_, line);
    journal_.add_played({seat, move, observation(before, viewer_)});
  }
  log_threes(before, seat);
  if (state_.is_deal_over() && state_.went_out() >= 0) {
    journal_.log({LogEntry::Kind::kWentOut, state_.went_out(), Move{}, 0, 0, {}, 0,
                  state_.deal_end() == DealEnd::BlackThreeCanasta});
    const std::string out = journal_.last_line(voices());
    if (!quiet_) announce(page_, out);
  }
  return verdict;
}

bool EngineTable::after_change() {
  journal_.moved();
  return journal_.score_if_over(view());
}

// Threes laid out since `before`, with a draw of `seat`, or by the seat
// whose turn began (law 14's dealt red threes, MA-11's kept three), each
// replaced from the stock: one line for the log and the live region.
void EngineTable::log_threes(const GameState& before, int seat) {
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
  if (!quiet_) announce(page_, journal_.last_line(voices()));
}

LogVoices EngineTable::voices() const {
  return {[this](int seat) { return you(seat); }, [this](int seat) { return seat_name(seat); }};
}

bool EngineTable::deal_next() {
  if (!view().is_deal_over() || view().is_game_over()) return false;
  if (!state_.start_next_deal().ok()) return false;
  record_.moves.emplace_back(kNextDeal);
  journal_.log({LogEntry::Kind::kDealStart, -1, Move{}, 0, state_.deal_number() + 1, {}});
  return true;
}

bool EngineTable::prompt_deal_over() {
  const Observation& s = view();
  if (!s.is_deal_over()) return false;
  set_message(format(S::kDealOver, std::to_string(s.deal_number() + 1)), false);
  return true;
}

std::optional<Problem> EngineTable::load_quietly(const GameRecord& record, const GameSetup& setup) {
  Problem problem;
  if (!replay(record, &problem)) return problem;
  const std::optional<GameState> start = record_start_state(record, &problem);
  if (!start) return problem;
  quiet_ = true;
  start_from(*start, record_setup(record, setup));
  record_.start = record.start;
  for (const std::string& entry : record.moves) {
    if (auto wrong = play_entry(entry)) {  // cannot happen: replay() passed
      quiet_ = false;
      return wrong;
    }
  }
  quiet_ = false;
  journal_.drop_played();
  return std::nullopt;
}

std::optional<Problem> EngineTable::play_entry(const std::string& entry) {
  if (entry == kNextDeal) {
    if (state_.is_game_over()) return verdict_problem(Verdict::of(Why::kGameOver));
    if (!state_.is_deal_over()) return verdict_problem(Verdict::of(Why::kDealNotOver));
    next_deal();
    return std::nullopt;
  }
  const Parsed<Move> move = parse_move(entry);
  if (!move.ok()) return move.problem;
  if (state_.is_deal_over()) return verdict_problem(Verdict::of(Why::kDealOver));
  if (const Verdict v = apply(state_.to_move(), *move.value); !v.ok()) return verdict_problem(v);
  return std::nullopt;
}

void EngineTable::notify(GameEvent event, int seat) {
  if (quiet_) return;
  if (listener_) listener_->on_game_event(event, *this, seat);
}

void EngineTable::notify_move(int seat) {
  notify(GameEvent::kMove, seat);
  if (state_.is_deal_over()) notify(state_.is_game_over() ? GameEvent::kGameOver : GameEvent::kDealOver);
}

void EngineTable::refuse_undo() {
  set_message(tr(!undo_offered() ? S::kUndoOnline : setup_.allow_undo ? S::kNothingToUndo : S::kUndoOff), true);
}

}  // namespace canasta::frontend
