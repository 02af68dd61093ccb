// A table whose game this device's engine plays (a game played here, a
// lesson, a replay of a record): the GameState, its record, and what the
// table says of each move (the move log, the threes laid out, who went out,
// the flights and the live region). Each kind of table decides who moves
// and what follows a move; the engine and the wording of its moves are this
// one class, so every such table logs and says a move the same way.
//
// The view is the viewer's observation of the state (TableModel), never the
// state itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/observation.h"
#include "engine/record.h"
#include "engine/state.h"
#include "frontend/session/table_journal.h"
#include "frontend/session/table_source.h"

namespace canasta::frontend {

class PagePort;  // frontend/platform/bridge.h

// What happened to the game, for its listener. kMove comes with the seat
// that moved (the move is the record's last entry); kDealOver or kGameOver
// follow the move that ended the deal. kLesson: a lesson took the table (the
// game in play waits, or is dropped when nothing of it was played);
// kResume: the game a lesson interrupted is back, as it was.
enum class GameEvent { kMove, kDealOver, kGameOver, kNewDeal, kUndo, kNewGame, kLoad, kLesson, kResume };
// The event's name for the page: move, dealover, gameover, newdeal, undo,
// newgame, load, lesson, resume.
const char* event_name(GameEvent event);

class EngineTable;

// Told about every change of the game beyond the table itself (App passes
// each event on to the page). Not told while a loaded record is replayed.
class GameListener {
 public:
  virtual void on_game_event(GameEvent event, const EngineTable& game, int seat) = 0;

 protected:
  ~GameListener() = default;
};

// The seats a record is loaded with: `setup`'s, replaced by the record's
// where it names them (older records do not), with the record's variant,
// options and seed.
GameSetup record_setup(const GameRecord& record, const GameSetup& setup);

class EngineTable : public TableSource {
 public:
  // nullptr: nobody listens.
  void set_listener(GameListener* listener) { listener_ = listener; }

  // The game this table plays, and it as a record: rules, players, seed,
  // the start position when the game began from one, and every move played
  // in canonical text with "next" between deals.
  const GameState& state() const { return state_; }
  const GameRecord& record() const { return record_; }
  // Whether leaving this game loses play: it has moves and is not over.
  bool in_progress() const { return !record_.moves.empty() && !state_.is_game_over(); }

  // Shows `state` with `setup`'s seats, as a fresh start (no log, no record).
  virtual void start_from(const GameState& state, const GameSetup& setup) = 0;
  // Plays one record entry (a move in play syntax for the seat to move, or
  // "next") as if that seat played it; why not when it is not legal now
  // (its move syntax's problem or its verdict's, verdict_problem).
  std::optional<Problem> play_entry(const std::string& entry);
  // Options can turn undo on or off for the game in progress too.
  void set_allow_undo(bool allow) { setup_.allow_undo = allow; }
  // This table takes the place of `before` on the screen: its numbers count
  // on from before's, so that nothing keyed on the old table's matches.
  void continue_after(const TableModel& before) { journal_.continue_after(before); }

  // TableModel, the same for every engine table.
  const GameSetup& setup() const override { return setup_; }
  int viewer_seat() const override { return viewer_; }
  int viewer_side() const override { return view().side_of(viewer_); }
  // The viewer's observation of the position.
  const Observation& view() const override;
  // "You" for the viewer (when a person), else the player's name.
  std::string seat_name(int seat) const override;
  std::string side_name(int side) const override;
  // Not at a table with a remote seat: a turn taken back would take back
  // what the other people saw.
  bool undo_offered() const override;
  const std::string& message() const override { return journal_.message(); }
  bool message_is_error() const override { return journal_.message_is_error(); }
  // The move log, oldest first, kept as what happened and worded when read,
  // so a change of language rewords every line.
  size_t log_size() const override { return journal_.log_size(); }
  std::string log_line(size_t index) const override { return journal_.line(index, voices()); }
  // One entry per finished deal.
  const std::vector<DealScore>& sheet() const override { return journal_.sheet(); }
  // Bumped whenever the state changes (drawing caches key on it), and
  // whenever the position changes (a move, an undo, a new game or load):
  // what was said about the old one (a hint) is stale.
  int version() const override { return journal_.version(); }
  int position_version() const override { return journal_.position_version(); }

  // TableSource, the same for every engine table.
  void set_message(std::string text, bool error) override;
  std::vector<PlayedMove> take_played() override { return journal_.take_played(); }
  // The Standard bot's move for the viewer (computed in-process): --autoplay.
  std::optional<Move> hint() const override;
  // The position in notation, for the page.
  std::string position_notation() const override;

 protected:
  // A four-seat Classic deal of seed 1 until a game is started. Said
  // through `page` (nullptr: no page, natively and in tests).
  explicit EngineTable(PagePort* page);
  ~EngineTable() = default;

  // Whether the log says "you" of `seat`, and whether `seat`'s own draw
  // names the cards drawn (a person at this device: only they see them).
  virtual bool you(int seat) const = 0;
  virtual bool names_draw(int seat) const = 0;
  // Plays the move for `seat`: the one validation a move gets, then what
  // follows a move at this table.
  virtual Verdict apply(int seat, const Move& move) = 0;
  virtual void notify(GameEvent event, int seat = -1);
  // The move `seat` just played is told, and the deal's end when it ended it.
  void notify_move(int seat);
  // A greyed Undo says why when pressed: not at an online table, off for
  // this game, or nothing to take back.
  void refuse_undo();

  // start_from's part every table shares: `state`, `setup`'s seats, a fresh
  // record and no log.
  void reset_to(const GameState& state, const GameSetup& setup);
  // apply()'s part every table shares: the engine plays the move, the
  // record and the log take it (its threes laid out, its going out), the
  // live region hears it and a flight is kept for it, unless quiet.
  Verdict play_logged(int seat, const Move& move);
  // A move, an undo or a new deal changed the position: true when the deal's
  // score was added to the sheet by this.
  bool after_change();
  // The next deal, logged: false when the deal is not over or the game is.
  bool deal_next();
  // `record` replayed quietly from its start with `setup` (record_setup):
  // why not when it does not replay (the record's problem), and nothing is
  // said, told or flown.
  std::optional<Problem> load_quietly(const GameRecord& record, const GameSetup& setup);
  // The headline at a deal's end: true when said.
  bool prompt_deal_over();
  LogVoices voices() const;

  PagePort* page_;  // where moves and messages are said (announce)
  GameSetup setup_;
  GameState state_;
  GameRecord record_;
  int ply_ = 0;
  int viewer_ = 0;
  bool quiet_ = false;  // replaying a loaded record: no announcements, events or flights
  // The headline, the log, the sheet, the flights and the versions.
  TableJournal journal_;

 private:
  void log_threes(const GameState& before, int seat);

  GameListener* listener_ = nullptr;
  // view(): the viewer's observation, made again once the version or the
  // viewer moved on (every change of state_ bumps version()).
  mutable std::optional<Observation> seen_;
  mutable int seen_version_ = -1;
  mutable int seen_seat_ = -1;
};

}  // namespace canasta::frontend
