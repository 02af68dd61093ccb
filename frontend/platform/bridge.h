// The one channel between the table and the page around it: typed messages,
// each one JSON object with a "type", parsed once on each side. The page
// checks every message of the table against its schema (web/site/table/
// table_messages.js, which lists the same types and fields as this comment);
// the table checks the page's messages field by field where they arrive.
// Text crosses through the heap with its size (never a ccall string argument,
// which Emscripten 3.1.6 copies onto the stack).
//
// Table -> page (post_to_page; Module.onTableMessage(text) answers whether it
// took the message). A field marked ? may be left out.
//   firstFrame    {}                                the first frame is on screen
//   announce      {text}                            a line for the live region
//   view          {phase, targets, marked, dialog, message, messageError, coach, hand, texts?}
//                                                   where things are on the canvas
//                                                   (CSS pixels): the page's test
//                                                   hooks; marked: where each
//                                                   marked card was drawn; a
//                                                   dialog entry's id names what
//                                                   the button does ("players:4",
//                                                   "name:0": dialog_action.h);
//                                                   one marked field is a text
//                                                   field (value, placeholder,
//                                                   font); the one the keyboard
//                                                   is on is marked focused
//   mirror        {hand, sides, sheet, pile, stock, facts, coach, labels,
//                  marked?, lesson?, pass?, selection?}  the table in words for screen
//                                                   readers (table_mirror.cpp);
//                                                   `pass` while the device is
//                                                   passed (the hand then empty)
//   language      {lang}                            the table's language ("de"), at
//                                                   the start and on every change
//   game          {event, seat?, move?, deal, phase, scores, mode, variant,
//                  players, entries}                what happened to the game
//                                                   (web_api.h)
//   botRequest    {id, level, seed, observation}    a computer seat's move (the page's
//                                                   bot worker); not taken: the
//                                                   table thinks itself
//   botCancel     {}                                the moves asked for are not wanted
//   coachRequest  {id, seed, observation, played?, best?}  the coach's advice on
//                                                   `played` (judged against `best`,
//                                                   a hint's move), or (without it) a hint
//   editText      {id}                              the keyboard reached a text
//                                                   field (id: its dialog entry's):
//                                                   the page focuses its input
//                                                   over it (text_fields.js)
//   seatRequest   {id, seat, observation}           a remote seat is to move: the page
//                                                   answers seatMove with this id; not
//                                                   taken: the computer plays the seat
//                                                   at its level this time
//   seatCancel    {}                                every open seatRequest is void (a
//                                                   new game, an undo, a load)
//   seatView      {seat, event, observation, seats, last?, score?}
//                                                   after every change, for each remote
//                                                   seat: what it may see (`event`: a
//                                                   game event's name, or "seats")
//   sound         {name}                            a move's sound (move_sounds.h: draw,
//                                                   meld, discard, pile, canasta, out), sent
//                                                   while Options' Sounds is on and the page
//                                                   has not muted the table (--mute)
//   guestMove     {req, seat, move}                 at an online guest's table: the
//                                                   viewer's move, answering the
//                                                   host's turn `req` (the page sends
//                                                   it to the host, which decides)
//
// Page -> table (canasta_message(bytes, size); the reply is {"ok":true} or
// {"ok":false,"error":sentence}, with "verdict" (engine/verdict.h's JSON)
// when the engine refused a seatMove's move):
//   botAnswer     {id, move} | {id, error}          the worker's move, or why none
//   coachAnswer   {id, answer} | {id, error}        the worker's coach line
//                                                   (engine/bots/coach_text.h)
//   seatMove      {id, seat, move}                  a remote seat's move, answering
//                                                   seatRequest `id`: refused with a
//                                                   reason (the engine's for an illegal
//                                                   move) and the request stays open,
//                                                   or taken and played at once
//   text          {id, value, done?}                a text field's value as typed in
//                                                   the page's input (sent too when
//                                                   the input takes the focus); `done`
//                                                   when the player left it
//   setSeat       {seat, kind, level?, name?}       who plays a seat from now on (kind
//                                                   local, computer or remote); a
//                                                   request in flight for it is asked
//                                                   again of its new player
//   guestSeats    {you, seats}                      at an online guest's table, what
//   guestView     {n, seat, event, obs, last?}      the host says of its seats, each
//   guestTurn     {req, seat, obs}                  checked field by field
//   guestCancel   {}                                (frontend/session/guest_feed.h
//   guestRefused  {verdict?}                        says what each means)
//   guestEnded    {}
//
// Fields: id a whole number, the asker's own (page_asker.h), except editText's
// and text's, a dialog entry's name; seed a decimal
// string (exact above 2^53); observation engine/observation_text.h's line
// for the seat (never the whole state); move, played in the protocol's move
// syntax; level beginner|standard|expert|master; last {seat, move}, the
// move just played; score the engine's score JSON (engine/state_json.h)
// once the deal is over, when the hands are counted openly; seats
// [{kind, level, name?}] from seat 0 (engine/seats.h).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/json.h"

namespace canasta::frontend {

// The longest message the page may send the table: its messages are a few
// short fields.
inline constexpr size_t kMaxPageMessageBytes = 16 * 1024;

// Posts a message to the page; true when the page took it (a request the
// page does not take is answered by the table itself). Natively it goes to
// the test page (set_test_page), else nowhere.
bool post_to_page(const JsonValue& message);
// A message of `type` with no other field.
JsonValue page_message(std::string_view type);

// A line for the live region (screen readers): the announce message;
// natively, with no page, standard error (unless CANASTA_QUIET is set).
void announce(const std::string& text);

// What the table answers a page message with.
JsonValue reply_ok();
JsonValue reply_error(std::string sentence);

// Handles the page's messages of one type: the handler returns the reply.
// One handler a type; a later one replaces it until it is dropped.
using PageHandler = std::function<JsonValue(const JsonValue& message)>;
class PageSubscription {
 public:
  PageSubscription() = default;
  PageSubscription(std::string type, PageHandler handler);
  ~PageSubscription();
  PageSubscription(const PageSubscription&) = delete;
  PageSubscription& operator=(const PageSubscription&) = delete;
  PageSubscription(PageSubscription&& other) noexcept;
  PageSubscription& operator=(PageSubscription&& other) noexcept;

 private:
  std::string type_;
  int token_ = 0;
};

// Reads one message of the page (the export canasta_message calls it) and
// returns the reply's JSON text: the handler's, or why it was refused (too
// long, not JSON, no type, a type nobody handles).
std::string receive_page_message(std::string_view text);

// The fields of a page message, checked: nullopt when missing or of another
// kind.
std::optional<int64_t> int_field(const JsonValue& message, std::string_view name);
std::optional<std::string> string_field(const JsonValue& message, std::string_view name);

// Natively: where the table's messages go (tests play the page); returns
// whether the page took each. nullptr: nowhere.
using TestPage = std::function<bool(const std::string& message)>;
void set_test_page(TestPage page);

}  // namespace canasta::frontend
