#include "frontend/session/guest_table.h"

#include <algorithm>

#include "engine/notation.h"
#include "engine/observation_text.h"
#include "frontend/platform/bridge.h"
#include "frontend/session/table_words.h"
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

GuestTable::GuestTable(CoachDriver& coach, PagePort* page) : coach_(coach), page_(page) {}

GuestTable::~GuestTable() = default;

void GuestTable::open(const TableSource& local) {
  if (active_) return;
  active_ = true;
  // The local game's questions to the coach are its own: answers to them
  // would reach this table's hint.
  coach_.cancel_all();
  setup_ = local.setup();
  viewer_ = local.viewer_seat();
  before_ = local.view();
  before_notation_ = local.position_notation();
  // Drawing caches keyed on the local table's versions must not match ours.
  journal_.continue_after(local);
  prompt();
}

bool GuestTable::mine(int seat) const { return contains(mine_, seat); }

void GuestTable::guest_seats(const GuestSeats& seats) {
  mine_ = seats.mine;
  for (size_t seat = 0; seat < seats.seats.size() && seat < setup_.seats.size(); ++seat) {
    Seat& who = setup_.seats[seat];
    who.kind = contains(seats.mine, static_cast<int>(seat)) ? SeatKind::kLocal : guest_seat_kind(seats.seats[seat].kind);
    who.name = clean_name(seats.seats[seat].name);
  }
  if (turn_ && !mine(turn_->seat)) turn_.reset();
  follow_viewer();
  journal_.touch();
  prompt();
}

std::optional<std::string> GuestTable::guest_view(const GuestView& view) {
  if (view.n <= n_) return "The host's view " + std::to_string(view.n) + " is not newer than the one shown.";
  const bool first = n_ < 0;
  n_ = view.n;
  // A device with several seats is told about each; it draws its viewer's.
  if (view.seat != viewer_ && !(turn_ && turn_->seat == view.seat)) {
    if (!mine(viewer_)) viewer_ = view.seat;
    else return std::nullopt;
  }
  const std::optional<Observation> before = shown_;
  if (view.event == "newgame" || view.event == "load") {
    journal_.clear_game();
    turn_.reset();
  }
  shown_ = view.obs;
  if (!first) log_view(view, before);
  show(*shown_);
  follow_viewer();
  prompt();
  return std::nullopt;
}

// The log and the flights of a view's move: only for a move that follows
// the position drawn before it (a guest who joins late or missed views sees
// the position, and its log starts there).
void GuestTable::log_view(const GuestView& view, const std::optional<Observation>& before) {
  if (!view.last) return;
  const Observation& now = *shown_;
  const bool follows = before && before->deal_number() == now.deal_number() && before->players() == now.players();
  if (view.last->text == "next") {
    journal_.log({LogEntry::Kind::kDealStart, -1, Move{}, 0, now.deal_number() + 1, {}});
    return;
  }
  if (!view.last->move || !follows) return;
  ++ply_;
  journal_.log({LogEntry::Kind::kMove, view.last->seat, *view.last->move, before->pile_size(), 0, {},
                now.view().cut_needed()});
  announce(page_, journal_.last_line(voices()));
  journal_.add_played({view.last->seat, *view.last->move, *before});
  if (now.is_deal_over() && now.went_out() >= 0) {
    journal_.log({LogEntry::Kind::kWentOut, now.went_out(), Move{}, 0, 0, {}, 0,
                  now.deal_end() == DealEnd::BlackThreeCanasta});
    announce(page_, journal_.last_line(voices()));
  }
}

void GuestTable::guest_turn(GuestTurn turn) {
  if (!mine(turn.seat)) return;
  // The turn's observation is the host's word on where the game stands: a
  // view that has not come (or was refused) is drawn from it.
  if (!shown_ || to_observation_text(turn.obs) != to_observation_text(*shown_)) {
    shown_ = turn.obs;
    show(*shown_);
  }
  turn_ = std::move(turn);
  sent_ = false;
  viewer_ = turn_->seat;
  journal_.touch();
  prompt();
}

void GuestTable::show(const Observation& shown) {
  journal_.moved();
  journal_.score_if_over(shown);
}

// A turn the host asked is open and no move is on its way.
bool GuestTable::viewer_to_move() const {
  return turn_ && !sent_ && !view().is_deal_over() && view().to_move() == turn_->seat && turn_->seat == viewer_;
}

bool GuestTable::other_to_move() const {
  return !view().is_deal_over() && setup_.seats[static_cast<size_t>(view().to_move())].kind != SeatKind::kLocal;
}

std::optional<Move> GuestTable::hint() const {
  return viewer_to_move() ? standard_hint(setup_.seed, viewer_, ply_, view()) : std::nullopt;
}

bool GuestTable::play(const Move& move) {
  if (!viewer_to_move()) return false;
  if (const Verdict v = turn_->obs.check(move); !v.ok()) {
    set_message(reason_text(v), true);
    return false;
  }
  JsonValue message = page_message(to_page::kGuestMove);
  message.set("req", JsonValue::number(static_cast<int64_t>(turn_->req)));
  message.set("seat", JsonValue::number(turn_->seat));
  message.set("move", JsonValue::string(to_string(move)));
  if (!page_ || !page_->post(message)) return false;
  sent_ = true;
  journal_.touch();
  set_message(tr(S::kGuestWaiting), false);
  return true;
}

void GuestTable::guest_cancel() {
  turn_.reset();
  sent_ = false;
  journal_.touch();
  prompt();
}

void GuestTable::guest_refused(const std::string& reason) {
  sent_ = false;  // the host's question stays open: the viewer tries again
  journal_.touch();
  set_message(format(S::kGuestRefusedMove, reason), true);
}

void GuestTable::guest_ended() {
  turn_.reset();
  sent_ = false;
  journal_.touch();
  journal_.clear_message();
}

// The device shows its seat in turn, else the one shown, else its first.
void GuestTable::follow_viewer() {
  if (!view().is_deal_over() && mine(view().to_move())) viewer_ = view().to_move();
  else if (!mine(viewer_) && !mine_.empty()) viewer_ = mine_.front();
}

std::string GuestTable::seat_name(int seat) const { return you(seat) ? tr(S::kYou) : player_name(seat); }

std::string GuestTable::player_name(int seat) const {
  return player_label(setup_.seats, seat, view().players(), false);
}

std::string GuestTable::side_name(int side) const { return side_label(*this, side); }

LogVoices GuestTable::voices() const {
  return {[this](int seat) { return you(seat); }, [this](int seat) { return seat_name(seat); }};
}

void GuestTable::set_message(std::string text, bool error) {
  journal_.set_message(std::move(text), error);
  if (!message().empty()) announce(page_, message());
}

// What the viewer is to do now: wait for the host, or their turn's step.
void GuestTable::prompt() {
  const Observation& s = view();
  if (guest_waiting()) return set_message(tr(S::kGuestWaitingHost), false);
  if (s.is_deal_over()) return set_message(format(S::kDealOver, std::to_string(s.deal_number() + 1)), false);
  if (sent_) return set_message(tr(S::kGuestWaiting), false);
  const bool viewer_moves = s.to_move() == viewer_ && mine(viewer_);
  if (auto said = turn_prompt(s, viewer_moves, [this](int seat) { return seat_name(seat); }))
    set_message(std::move(*said), false);
}

// Only the coach's hints come in: the host asks every seat to move.
void GuestTable::update(double, double) {
  if (!active_) return;
  while (auto answer = coach_.poll()) {
    hint_ask_.take_answer(*answer, ply_, viewer_to_move());
  }
}

void GuestTable::next_deal() {
  if (view().is_deal_over() && !view().is_game_over()) set_message(tr(S::kGuestHostDeals), false);
}

bool GuestTable::undo() {
  set_message(tr(S::kUndoOnline), true);
  return false;
}

void GuestTable::request_hint() {
  if (!active_ || !viewer_to_move()) return;
  set_message(tr(S::kHintThinking), false);
  hint_ask_.ask(coach_, next_coach_id_++, viewer_, setup_.seed, ply_, view());
  update(0, 0);  // an in-process coach answers at once
}

std::string GuestTable::position_notation() const {
  return shown_ ? to_notation(sampled_position(*shown_)) : before_notation_;
}

}  // namespace canasta::frontend
