// Runs a real game with the engine: owns the GameState and the seat list,
// asks each seat's driver for its move when it is to move (seat_driver.h:
// the person at this device answers by playing on the table, and an illegal
// attempt leaves the engine's reason as the message, never silence), keeps
// the move log, the score sheet and the undo point, mirrors every move and
// message to the live region (the bridge's announce()) and tells its
// listener (App, which passes it on to the page) what happened.
//
// Whose view is drawn (viewer_seat) is apart from who controls the seats:
// the local player who acts next. With two or more local players
// (pass-and-play) the device is passed between their turns: handover()
// names the player to pass it to, and nothing of any hand is shown and no
// local move is taken until that player takes over.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/observation.h"
#include "engine/record.h"
#include "engine/state.h"
#include "frontend/session/coach_driver.h"
#include "frontend/session/engine_table.h"
#include "frontend/session/hint_request.h"
#include "frontend/session/seat_driver.h"
#include "frontend/session/seats.h"
#include "frontend/session/table_journal.h"
#include "frontend/session/table_source.h"

namespace canasta::frontend {


class GameController final : public EngineTable {
 public:
  // `page`: computer seats, remote seats and the coach ask the page through
  // it (the page's table), and the game is said there; nullptr: everything
  // is worked out in-process and there is no page (natively, tests).
  explicit GameController(PagePort* page = nullptr);
  // In-process, with a coach of one's own (tests: a coach that differs).
  explicit GameController(std::unique_ptr<CoachDriver> coach);
  ~GameController();
  GameController(const GameController&) = delete;
  GameController& operator=(const GameController&) = delete;
  // Why a game of `setup` cannot start (unknown rules, a number of players
  // they are not played by: a rules* problem the table words), or nothing.
  static std::optional<Problem> setup_problem(const GameSetup& setup);
  // Starts a game; on bad rules returns why and keeps the old game.
  std::optional<Problem> new_game(const GameSetup& setup);
  // Continues from a given position (--position, tests) with these seats.
  void start_from(const GameState& state, const GameSetup& setup) override;
  // The same for a position the page loads: plays on from it and
  // tells the listener (kLoad).
  void load_position(const GameState& state);
  // Back from a lesson to the game it interrupted (its record and seats):
  // load_record, told as kResume.
  std::optional<Problem> resume_game(const GameRecord& record, const GameSetup& setup);
  // Another table is shown in this game's place (a lesson, a replay): the
  // moves and advice asked for are not wanted. The game is loaded or
  // started again before it is shown again.
  void set_aside();

  // Who plays `seat` from now on (the page's setSeat: an online guest takes
  // a seat, a computer player replaces one). A request in flight for the
  // seat is dropped and the seat is asked again through its new driver.
  // The reason when the change is not possible.
  std::optional<std::string> set_seat(int seat, const Seat& who);
  const Seat& seat(int seat) const { return setup_.seats[static_cast<size_t>(seat)]; }

  // Whose view the table draws at the bottom (seat 0 unless seat 0 is no
  // person's). "You" is this seat.
  std::vector<Card> shown_hand() const override {
    return handover_ ? std::vector<Card>{} : view().own_hand_cards();
  }
  // The local player the device must be passed to before anything of a hand
  // is shown again (pass-and-play), or nullopt.
  std::optional<int> handover() const override { return handover_; }
  // That player has the device: the view is theirs.
  void take_over() override;

  // Never: an online guest's table is GuestTable.
  bool guest_waiting() const override { return false; }
  // The viewer is to move, on the table (not behind the pass screen).
  bool viewer_to_move() const override {
    return mode_ == TableMode::kPlay && !state_.is_deal_over() &&
           state_.to_move() == viewer_ && !handover_ && driver_kind(viewer_) == SeatKind::kLocal;
  }
  // A seat the table waits for (a computer or remote player) is to move.
  bool other_to_move() const override;
  // The name alone: a person's own, "Player 3" for an unnamed one among
  // several, a computer player's.
  std::string player_name(int seat) const override;

  // The viewer's move, answering their seat's request: true if played;
  // otherwise the engine's reason is the message.
  bool play(const Move& move) override;

  // Asks the seat to move for its move and plays the answer: a computer's
  // at least `delay_ms` after the previous move, a person's at once.
  void update(double now_ms, double delay_ms) override;
  // After a deal: the next one (or nothing when the game is over).
  void next_deal() override;

  // record(): Undo cuts it back with the state.
  // Replays `record` and goes on from its end with `setup`'s seats (variant,
  // options and seed come from the record). A record that does not replay
  // returns why (the record's problem: a recordMove names the move and its
  // verdict) and the current game goes on untouched.
  std::optional<Problem> load_record(const GameRecord& record, const GameSetup& setup);
  // The record load_record(record, setup) would leave as record(): the
  // seats it plays with, each move in canonical text. It may be longer than
  // `record` (seats an older record leaves out), so whoever must save it
  // measures this one (a record that replays is assumed).
  static GameRecord record_as_loaded(const GameRecord& record, const GameSetup& setup);
  // kPlay, or kDemo: computer players at every seat, each deal following
  // the last (read-only demos).
  void set_mode(TableMode mode);
  TableMode mode() const override { return mode_; }

  // Undo (game_undo.cpp) takes the viewer back to the start of their
  // latest turn: undo_reach() says how far that is now, and undo() says it
  // in the headline once done.
  bool can_undo() const override;
  UndoReach undo_reach() const override;
  bool undo() override;
  // The hint the player asks for: Master's move and why, from the coach
  // (asynchronously); take_hint() hands it over once it has come, while the
  // position it was asked for still stands.
  void request_hint() override;
  std::optional<Hint> take_hint() override;

  // The coach (an option, off by default): after each move of a local
  // player it is asked about the position before the move, and when the
  // move gave up clearly more than Master's choice, coach_line() says so to
  // that player (and the live region hears it once) until their next move.
  // A hint taken at that position is Master's choice there: its move is not
  // asked about, another is judged against it.
  void set_coach(bool on);
  std::string coach_line() const override;
  // The coach itself, for an online guest's table that takes this game's place.
  CoachDriver& coach() { return *coach_; }

  // After a change of language: the prompt is said again in it (a reason
  // shown for a refused move gives way to the prompt).
  void relocalize() override { prompt(); }

 private:
  Verdict apply(int seat, const Move& move) override;
  void notify(GameEvent event, int seat = -1) override;
  bool names_draw(int seat) const override { return driver_kind(seat) == SeatKind::kLocal; }
  std::optional<Problem> load_record(const GameRecord& record, const GameSetup& setup, GameEvent told);
  void after_change();
  void prompt();
  bool local(int seat) const { return setup_.seats[static_cast<size_t>(seat)].kind == SeatKind::kLocal; }
  // Whether the log says "you" of `seat`: the viewer, a person.
  bool you(int seat) const override {
    return seat == viewer_ && driver_kind(seat) == SeatKind::kLocal && mode_ == TableMode::kPlay;
  }
  // game_seats.cpp: asking the seat to move, and whose view is drawn.
  SeatKind driver_kind(int seat) const;
  SeatDriver& driver(SeatKind kind);
  void ask_seat_to_move();
  void take_answers();
  bool play_answer(MoveAnswer answer);
  void drop_requests();
  // After a change of deal or of the seats (fresh: a new deal or game, when
  // anyone may hold the device).
  void follow_viewer(bool fresh);

  std::unique_ptr<SeatDriver> computers_, remotes_;
  LocalSeats locals_;
  std::unique_ptr<CoachDriver> coach_;
  std::optional<int> handover_;
  bool coach_on_ = false;
  int next_coach_id_ = 1;
  HintRequest hint_ask_;
  std::optional<Move> given_hint_;  // the hint handed to the table at ply given_hint_ply_
  int given_hint_ply_ = 0;
  std::optional<Advice> advice_;  // the advice shown, to advice_seat_
  int advice_seat_ = -1;
  void poll_coach();
  void forget_coach();
  int next_request_ = 1;
  struct Asked {
    int id = 0;  // 0: nobody is asked
    int seat = -1;
    SeatKind kind = SeatKind::kComputer;
  } asked_;
  std::optional<MoveAnswer> ready_;  // answered, waiting for its time
  int stuck_version_ = -1;            // version() at which the seat to move had no legal move
  double last_move_ms_ = 0;
  double now_ms_ = 0;
  std::optional<GameState> undo_point_;  // the start of undo_seat_'s turn
  int undo_seat_ = -1;
  int undo_ply_ = 0;
  size_t undo_record_size_ = 0;
  MoveKind undo_first_ = MoveKind::Draw;  // the turn's first move
  bool undo_turn_over_ = false;           // that turn ended (another seat's began)
  TableMode mode_ = TableMode::kPlay;
};

}  // namespace canasta::frontend
