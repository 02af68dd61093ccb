// GameController at an online guest's table (TableMode::kGuest). The host's
// engine is the only authority: this table never applies a move. It keeps
// and draws the host's latest observation of this device's seat and nothing
// more (view(): no card the seat cannot see is ever here), words the move
// that led there in the log, and sends the viewer's move to the
// host only when the host asked for it, checked first against the very
// observation the host sent (so a plain mistake is explained here at once,
// and the host checks it again).
#include <algorithm>

#include "engine/observation_text.h"
#include "frontend/platform/bridge.h"
#include "frontend/session/game_controller.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

bool contains(const std::vector<int>& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

// How the host's lobby names a seat's player, as this table's seat kinds: a
// person anywhere but here is remote; a seat nobody took is a computer's.
SeatKind guest_seat_kind(const std::string& kind) {
  return kind == "computer" || kind == "free" ? SeatKind::kComputer : SeatKind::kRemote;
}

}  // namespace

void GameController::guest_seats(const GuestSeats& seats) {
  if (mode_ != TableMode::kGuest) {
    guest_ = {};
    set_mode(TableMode::kGuest);
  }
  guest_.mine = seats.mine;
  for (size_t seat = 0; seat < seats.seats.size() && seat < setup_.seats.size(); ++seat) {
    Seat& who = setup_.seats[seat];
    who.kind = contains(seats.mine, static_cast<int>(seat)) ? SeatKind::kLocal : guest_seat_kind(seats.seats[seat].kind);
    who.name = clean_name(seats.seats[seat].name);
  }
  if (guest_.turn && !contains(guest_.mine, guest_.turn->seat)) guest_.turn.reset();
  follow_viewer(false);
  journal_.touch();
  prompt();
}

std::optional<std::string> GameController::guest_view(const GuestView& view) {
  if (mode_ != TableMode::kGuest) return std::string("This table is not a guest's at an online table.");
  if (view.n <= guest_.n) return "The host's view " + std::to_string(view.n) + " is not newer than the one shown.";
  const bool first = guest_.n < 0;
  guest_.n = view.n;
  // A device with several seats is told about each; it draws its viewer's.
  if (view.seat != viewer_ && !(guest_.turn && guest_.turn->seat == view.seat)) {
    if (!contains(guest_.mine, viewer_)) viewer_ = view.seat;
    else return std::nullopt;
  }
  const std::optional<Observation> before = guest_.shown;
  guest_.shown = view.obs;
  if (view.event == "newgame" || view.event == "load") {
    journal_.clear_game();
    guest_.turn.reset();
  }
  if (!first) log_guest_view(view, before);
  after_change();
  follow_viewer(false);
  prompt();
  return std::nullopt;
}

// The log and the flights of a view's move: only for a move that follows
// the position drawn before it (a guest who joins late or missed views sees
// the position, and its log starts there).
void GameController::log_guest_view(const GuestView& view, const std::optional<Observation>& before) {
  if (!view.last) return;
  const Observation& now = *guest_.shown;
  const bool follows = before && before->deal_number() == now.deal_number() && before->players() == now.players();
  if (view.last->text == "next") {
    journal_.log({LogEntry::Kind::kDealStart, -1, Move{}, 0, now.deal_number() + 1, {}});
    return;
  }
  if (!view.last->move || !follows) return;
  ++ply_;
  journal_.log({LogEntry::Kind::kMove, view.last->seat, *view.last->move, before->pile_size(), 0, {}, now.view().cut_needed()});
  announce(journal_.last_line(voices()));
  journal_.add_played({view.last->seat, *view.last->move, *before});
  if (now.is_deal_over() && now.went_out() >= 0) {
    journal_.log({LogEntry::Kind::kWentOut, now.went_out(), Move{}, 0, 0, {}, 0,
                    now.deal_end() == DealEnd::BlackThreeCanasta});
    announce(journal_.last_line(voices()));
  }
}

void GameController::guest_turn(GuestTurn turn) {
  if (mode_ != TableMode::kGuest || !contains(guest_.mine, turn.seat)) return;
  // The turn's observation is the host's word on where the game stands: a
  // view that has not come (or was refused) is drawn from it.
  if (!guest_.shown || to_observation_text(turn.obs) != to_observation_text(*guest_.shown)) show_guest(turn.obs);
  guest_.turn = std::move(turn);
  guest_.sent = false;
  viewer_ = guest_.turn->seat;
  journal_.touch();
  prompt();
}

void GameController::show_guest(const Observation& obs) {
  guest_.shown = obs;
  after_change();
}

bool GameController::send_guest_move(const Move& move) {
  if (!guest_turn_open()) return false;
  if (const Verdict v = guest_.turn->obs.check(move); !v.ok()) {
    set_message(reason_text(v), true);
    return false;
  }
  JsonValue message = page_message(to_page::kGuestMove);
  message.set("req", JsonValue::number(static_cast<int64_t>(guest_.turn->req)));
  message.set("seat", JsonValue::number(guest_.turn->seat));
  message.set("move", JsonValue::string(to_string(move)));
  if (!post_to_page(message)) return false;
  guest_.sent = true;
  journal_.touch();
  set_message(tr(S::kGuestWaiting), false);
  return true;
}

void GameController::guest_cancel() {
  guest_.turn.reset();
  guest_.sent = false;
  journal_.touch();
  prompt();
}

void GameController::guest_refused(const std::string& reason) {
  guest_.sent = false;  // the host's question stays open: the viewer tries again
  journal_.touch();
  set_message(format(S::kGuestRefusedMove, reason), true);
}

void GameController::guest_ended() {
  guest_.turn.reset();
  guest_.sent = false;
  journal_.touch();
  journal_.clear_message();
}

}  // namespace canasta::frontend
