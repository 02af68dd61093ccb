// An online guest's table: the host's engine plays the game, and this table
// draws only what the host sends about this device's seats (guest_feed.h
// reads the messages, GuestInbox hands them here). It holds no GameState: the
// position is the host's latest observation of the seat shown, so no card
// that seat may not see is ever here to draw or to reach. The viewer's move
// goes to the host only when the host asked for it, checked first against
// the very observation the host sent (a plain mistake is explained here at
// once, and the host checks it again).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/session/coach_driver.h"
#include "frontend/session/guest_feed.h"
#include "frontend/session/hint_request.h"
#include "frontend/session/table_journal.h"
#include "frontend/session/table_source.h"

namespace canasta::frontend {

class GuestTable final : public TableSource {
 public:
  // `coach`: the local game's, which this table borrows for its hints
  // once it opens. One coach a device: the page's bridge gives each kind
  // of answer to one live taker, and the local game is not shown again.
  // `page`: where the guest's moves go and the table is said (nullptr: no
  // page, natively and in tests).
  explicit GuestTable(CoachDriver& coach, PagePort* page = nullptr);
  ~GuestTable();
  GuestTable(const GuestTable&) = delete;
  GuestTable& operator=(const GuestTable&) = delete;

  // Makes this the table shown in place of `local` (the game this device
  // had): its seats, seed and viewer stay until the host says otherwise,
  // and until the host's first view nothing of it is shown (guest_waiting).
  void open(const TableSource& local);
  bool active() const { return active_; }

  // The host's messages (guest_feed.h). The seats first: who is this
  // device's, and who plays the others.
  void guest_seats(const GuestSeats& seats);
  // Draws the seat's view; the reason when it is older than the one shown.
  std::optional<std::string> guest_view(const GuestView& view);
  // The host asks one of this device's seats to move.
  void guest_turn(GuestTurn turn);
  // The host's turns are void (a new game, an undo), or it refused the move
  // sent (the turn stays open, the reason is the message), or it closed.
  void guest_cancel();
  void guest_refused(const std::string& reason);
  void guest_ended();
  const std::vector<int>& guest_mine() const { return mine_; }

  // TableModel
  const Observation& view() const override { return shown_ ? *shown_ : *before_; }
  std::vector<Card> shown_hand() const override { return view().own_hand_cards(); }
  int viewer_seat() const override { return viewer_; }
  int viewer_side() const override { return view().side_of(viewer_); }
  std::optional<int> handover() const override { return std::nullopt; }
  bool guest_waiting() const override { return n_ < 0; }
  bool viewer_to_move() const override;
  bool other_to_move() const override;
  // A guest never takes back a move: the other people saw it.
  bool can_undo() const override { return false; }
  UndoReach undo_reach() const override { return UndoReach::kNothing; }
  bool undo_offered() const override { return false; }
  std::string seat_name(int seat) const override;
  std::string player_name(int seat) const override;
  std::string side_name(int side) const override;
  const std::string& message() const override { return journal_.message(); }
  bool message_is_error() const override { return journal_.message_is_error(); }
  size_t log_size() const override { return journal_.log_size(); }
  std::string log_line(size_t index) const override { return journal_.line(index, voices()); }
  const std::vector<DealScore>& sheet() const override { return journal_.sheet(); }
  std::string coach_line() const override { return {}; }
  TableMode mode() const override { return TableMode::kGuest; }
  const GameSetup& setup() const override { return setup_; }
  int version() const override { return journal_.version(); }
  int position_version() const override { return journal_.position_version(); }

  // TableSource
  bool play(const Move& move) override;
  void update(double now_ms, double delay_ms) override;
  void next_deal() override;
  bool undo() override;
  void take_over() override {}
  void set_message(std::string text, bool error) override;
  void relocalize() override { prompt(); }
  std::vector<PlayedMove> take_played() override { return journal_.take_played(); }
  std::optional<Move> hint() const override;
  void request_hint() override;
  std::optional<Hint> take_hint() override { return hint_ask_.take(); }
  // The cards its seat cannot see dealt at random (sampled_position).
  std::string position_notation() const override;

 private:
  bool mine(int seat) const;
  bool you(int seat) const { return seat == viewer_ && mine(seat); }
  LogVoices voices() const;
  // Shows the host's observation of one of this device's seats.
  void show(const Observation& obs);
  void log_view(const GuestView& view, const std::optional<Observation>& before);
  void follow_viewer();
  void prompt();

  bool active_ = false;
  GameSetup setup_;  // the seats as the host names them; the seed of the hints
  std::vector<int> mine_;  // this device's seats
  // What the host says the seat shown may see: the table's whole position;
  // none before the first view, when the local game's view stands in
  // (before_, never drawn: guest_waiting) and its notation.
  std::optional<Observation> shown_;
  std::optional<Observation> before_;  // set by open(), which comes first
  std::string before_notation_;
  long long n_ = -1;               // the host's number of the view shown
  std::optional<GuestTurn> turn_;  // the host's open question
  bool sent_ = false;              // its answer is on the way
  int viewer_ = 0;
  int ply_ = 0;  // moves shown, for the hints' seeds and their freshness
  TableJournal journal_;
  CoachDriver& coach_;
  PagePort* page_;
  int next_coach_id_ = 1;
  HintRequest hint_ask_;
};

}  // namespace canasta::frontend
