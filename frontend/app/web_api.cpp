#include "frontend/app/web_api.h"


#include "engine/json.h"
#include "engine/lesson.h"
#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/record.h"
#include "engine/rules.h"
#include "engine/state_json.h"
#include "engine/text_util.h"
#include "frontend/session/guest_table.h"
#include "frontend/session/table_choice.h"
#include "frontend/platform/bridge.h"
#include "frontend/platform/platform.h"
#include "frontend/words/problem_words.h"
#include "frontend/words/strings.h"
#include "frontend/session/tutorial.h"

// Marks a function as exported from the WASM module (what EMSCRIPTEN_KEEPALIVE
// expands to); harmless natively, where tests call the same functions.
#define CANASTA_EXPORT __attribute__((used))

namespace canasta::frontend {
namespace {

TableChoice* g_page_tables = nullptr;
PagePort* g_page_port = nullptr;
const GuestTable* g_page_guest = nullptr;

bool guest_shown() { return g_page_guest && g_page_guest->active(); }

// The table the page sees: an online guest's once open (it plays no record
// of its own), else the one this device's engine plays and shows.
const TableSource& shown(const TableChoice& tables) {
  return guest_shown() ? static_cast<const TableSource&>(*g_page_guest) : tables.shown();
}
size_t shown_entries(const TableChoice& tables) { return guest_shown() ? 0 : tables.shown().record().moves.size(); }

const char* mode_name(TableMode mode) {
  switch (mode) {
    case TableMode::kDemo: return "demo";
    case TableMode::kReplay: return "replay";
    case TableMode::kLesson: return "lesson";
    case TableMode::kGuest: return "guest";
    case TableMode::kPlay: break;
  }
  return "play";
}

JsonValue scores_json(const Observation& s) {
  JsonValue scores = JsonValue::array();
  for (int side = 0; side < s.num_sides(); ++side) scores.push(JsonValue::number(s.score(side)));
  return scores;
}

JsonValue summary(const TableModel& game, size_t entries) {
  const Observation& s = game.view();
  JsonValue json = JsonValue::object();
  json.set("deal", JsonValue::number(s.deal_number()));
  json.set("phase", JsonValue::string(phase_name(s.phase())));
  json.set("scores", scores_json(s));
  json.set("mode", JsonValue::string(mode_name(game.mode())));
  json.set("variant", JsonValue::string(s.rules().variant));
  json.set("players", JsonValue::number(s.players()));
  json.set("entries", JsonValue::number(static_cast<int64_t>(entries)));
  return json;
}

JsonValue seats_json(const TableModel& game) {
  JsonValue seats = JsonValue::array();
  for (int seat = 0; seat < game.view().players(); ++seat)
    seats.push(seat_to_json(game.setup().seats[static_cast<size_t>(seat)]));
  return seats;
}

// The text handed back to the page; valid until the next call.
const char* answer(std::string text) {
  static std::string out;
  out = std::move(text);
  return out.c_str();
}

// What a request the page makes through ccall is answered with: {"ok":true},
// or why not as a code and its values, {"why":code, ...}, which the page
// checks (the answers of assets/messages/messages.txt) and words from its
// catalog in its reader's language (table_api.js). The codes are the catalog's ids.
JsonValue refusal(std::string_view code) {
  JsonValue json = JsonValue::object();
  json.set("why", JsonValue::string(code));
  return json;
}
JsonValue refusal(std::string_view code, std::string_view name, std::string_view value) {
  JsonValue json = refusal(code);
  json.set(name, JsonValue::string(value));
  return json;
}
const char* answer(const std::optional<JsonValue>& why_not) {
  return answer(to_json(why_not ? *why_not : reply_ok()));
}
// An engine reader's problem (a record's, a position's, a lesson's): its code
// and values, which the page words in its reader's language, and its English
// as the detail for the console and tools.
const char* answer_problem(std::string_view code, const std::optional<Problem>& problem) {
  if (!problem) return answer(std::nullopt);
  JsonValue json = refusal(code, "detail", problem->text().substr(0, 1000));
  json.set("problem", problem_to_json(*problem));
  return answer(json);
}

TableChoice* tables_or_null() { return g_page_tables; }

JsonValue no_table() { return refusal(answers::kAnswerNoTable); }

// Text the page passed through the heap (table_api.js): `size` bytes at
// `data`, NUL bytes included, so trailing garbage after a NUL is seen and
// refused by the parser rather than cut off. Nothing longer than `max` is
// read: why not goes into `error` (`what` names the text: "whatRecord").
std::optional<std::string_view> page_text(const char* data, int size, size_t max, std::string_view what,
                                          std::optional<JsonValue>* error) {
  if (size < 0 || (size > 0 && !data)) {
    *error = refusal(answers::kAnswerMissing, "what", what);
    return std::nullopt;
  }
  if (static_cast<size_t>(size) > max) {
    *error = refusal(answers::kTextTooLong, "what", what);
    (*error)->set("size", JsonValue::number(size));
    (*error)->set("max", JsonValue::number(static_cast<int64_t>(max)));
    return std::nullopt;
  }
  return std::string_view(data ? data : "", static_cast<size_t>(size));
}

// Reads the record the page passed (page_text) and hands it to `load` with
// the page's tables: the answer (no table, a record that does not arrive or
// read, a guest's table, or load's problem).
template <typename Load>
const char* with_record(const char* data, int size, Load load) {
  TableChoice* tables = tables_or_null();
  if (!tables) return answer(no_table());
  std::optional<JsonValue> error;
  const auto text = page_text(data, size, kMaxRecordBytes, "whatRecord", &error);
  if (!text) return answer(error);
  Problem problem;
  std::optional<GameRecord> record = parse_record(*text, &problem);
  if (!record) return answer_problem(answers::kAnswerRecord, problem);
  if (guest_shown()) return answer(refusal(answers::kAnswerHostDecides));
  // Replayed here first, so that a move it refuses is said by its code.
  if (!replay(*record, &problem)) return answer_problem(answers::kAnswerRecord, problem);
  return answer_problem(answers::kAnswerRecord, load(*tables, std::move(*record)));
}

// A setup the table does not take: `rule` is the page's sentence of what
// the field holds ("whyPlayers").
bool set_error(std::optional<JsonValue>* error, std::string_view rule) {
  *error = refusal(answers::kAnswerSetupValue, "rule", rule);
  return false;
}

// "levels" as the page gave it before seats: one level for every computer
// player, or a list whose entry i is seat i + 1's (wrapping round to seat
// 0, whose level plays it in demos). The seats' kinds stay.
bool read_levels(const JsonValue& value, GameSetup& setup, std::optional<JsonValue>* error) {
  if (value.is_string()) {
    const auto level = parse_bot_level(value.text());
    if (!level) return set_error(error, "whyLevels");
    for (Seat& seat : setup.seats) seat.level = *level;
    return true;
  }
  if (!value.is_array() || value.items().size() > static_cast<size_t>(kMaxPlayers))
    return set_error(error, "whyLevels");
  for (size_t i = 0; i < value.items().size(); ++i) {
    const JsonValue& item = value.items()[i];
    const auto level = item.is_string() ? parse_bot_level(item.text()) : std::nullopt;
    if (!level) return set_error(error, "whyLevels");
    setup.seats[(i + 1) % kMaxPlayers].level = *level;
  }
  return true;
}

// "seats": who plays each seat from seat 0 (engine/seats.h's shape); seats
// the list leaves out keep theirs.
bool read_seats(const JsonValue& value, GameSetup& setup, std::optional<JsonValue>* error) {
  if (!value.is_array() || value.items().size() > static_cast<size_t>(kMaxPlayers))
    return set_error(error, "whySeats");
  for (size_t i = 0; i < value.items().size(); ++i) {
    std::string why;
    const std::optional<Seat> seat = seat_from_json(value.items()[i], &why);
    if (!seat) return set_error(error, "whySeats");
    setup.seats[i] = *seat;
  }
  return true;
}

// Reads {"variant","options","players","seed","levels","seats","undo"} over
// `setup` ("seats" after "levels" when both are given).
bool read_setup(std::string_view text, GameSetup& setup, std::optional<JsonValue>* error) {
  std::string problem;
  const auto json = parse_json(text, &problem);
  if (!json || !json->is_object()) {
    *error = refusal(answers::kAnswerSetupJson);
    return false;
  }
  for (const JsonMember& m : json->members()) {
    const JsonValue& v = m.value;
    if (m.key == "variant" && v.is_string()) {
      setup.variant = v.text();
    } else if (m.key == "options" && (v.is_string() || v.is_array())) {
      std::string options = v.text();
      for (const JsonValue& item : v.items()) {
        if (!item.is_string()) return set_error(error, "whyOptions");
        options += (options.empty() ? "" : ",") + item.text();
      }
      setup.options = options;
    } else if (m.key == "players") {
      // Checked as a whole number, never narrowed: 4294967298 is not 2.
      const std::optional<int64_t> players = v.as_int();
      if (!players || *players < kMinPlayers || *players > kMaxPlayers)
        return set_error(error, "whyPlayers");
      setup.players = static_cast<int>(*players);
    } else if (m.key == "seed" && (v.is_number() || v.is_string())) {
      // A string keeps seeds above 2^53 exact in JavaScript; both read as the table's --seed does.
      const std::optional<uint64_t> seed = v.is_string() ? parse_uint64(v.text()) : v.as_uint();
      if (!seed) return set_error(error, "whySeed");
      setup.seed = *seed;
    } else if (m.key == "levels") {
      if (!read_levels(v, setup, error)) return false;
    } else if (m.key == "seats") {
      if (!read_seats(v, setup, error)) return false;
    } else if (m.key == "undo" && v.is_bool()) {
      setup.allow_undo = v.as_bool();
    } else {
      *error = refusal(answers::kAnswerSetupField, "field", m.key.substr(0, 30));
      return false;
    }
  }
  return true;
}

// Why the table does not start a game of `setup`, or nothing (and then it
// has started it): the variant or its options unknown, a number of players
// the variant is not played by, a guest's table.
std::optional<JsonValue> setup_refusal(TableChoice& tables, const GameSetup& setup) {
  std::string problem;
  const auto rules = make_rules(setup.variant, setup.options, &problem);
  if (!rules_preset(setup.variant)) return refusal(answers::kAnswerVariant, "variant", setup.variant.substr(0, 30));
  if (!rules) {
    JsonValue json = refusal(answers::kAnswerOptions, "game", setup.variant);
    json.set("options", JsonValue::string(setup.options.substr(0, 64)));
    return json;
  }
  if (players_problem(*rules, setup.players)) {
    const bool own = setup.variant == "american" || setup.variant == "uruguayan";
    return refusal(answers::kAnswerSetupValue, "rule", own ? "whyPlayers_" + setup.variant : "whyPlayers");
  }
  if (guest_shown()) return refusal(answers::kAnswerHostDecides);
  if (tables.to_game().new_game(setup)) return refusal(answers::kAnswerNoGame);
  return std::nullopt;
}

}  // namespace

namespace {

// setSeat {seat, kind, level?, name?}: who plays a seat of the page's table
// from now on.
JsonValue set_seat_message(const JsonValue& message) {
  TableChoice* tables = tables_or_null();
  if (!tables) return reply_error("The table is not running.");
  const std::optional<int64_t> seat = int_field(message, "seat");
  if (!seat || *seat < 0 || *seat >= kMaxPlayers) return reply_error("\"seat\" is a seat number.");
  JsonValue who = JsonValue::object();
  for (const JsonMember& m : message.members())
    if (m.key != "type" && m.key != "seat") who.set(m.key, m.value);
  std::string error;
  const std::optional<Seat> parsed = seat_from_json(who, &error);
  if (!parsed) return reply_error("The seat is wrong: " + error + ".");
  if (auto problem = tables->game().set_seat(static_cast<int>(*seat), *parsed)) return reply_error(*problem);
  return reply_ok();
}

}  // namespace

PageCalls::PageCalls(TableChoice& tables, PagePort* port) {
  g_page_tables = &tables;
  g_page_port = port;
  if (port) set_seat_ = PageSubscription(*port, to_table::kSetSeat, set_seat_message);
}

PageCalls::~PageCalls() {
  g_page_tables = nullptr;
  g_page_port = nullptr;
}

void set_page_guest(const GuestTable* guest) { g_page_guest = guest; }

void publish_game_event(PagePort& page, GameEvent event, const EngineTable& game, int seat) {
  JsonValue json = page_message(to_page::kGame);
  json.set("event", JsonValue::string(event_name(event)));
  if (seat >= 0 && !game.record().moves.empty()) {
    json.set("seat", JsonValue::number(seat));
    json.set("move", JsonValue::string(game.record().moves.back()));
  }
  const JsonValue facts = summary(game, game.record().moves.size());
  for (const JsonMember& m : facts.members()) json.set(m.key, m.value);
  page.post(json);
}

std::string state_summary_json(const TableChoice& tables) {
  const TableSource& table = shown(tables);
  JsonValue json = summary(table, shown_entries(tables));
  json.set("position", JsonValue::string(table.position_notation()));
  json.set("seats", seats_json(table));
  json.set("viewer", JsonValue::number(table.viewer_seat()));
  // Each seat's side (partners share one): the online lobby shows them.
  JsonValue sides = JsonValue::array();
  for (int seat = 0; seat < table.view().players(); ++seat) sides.push(JsonValue::number(table.view().side_of(seat)));
  json.set("sides", std::move(sides));
  if (const auto cursor = guest_shown() ? std::nullopt : tables.replay().cursor()) {
    JsonValue replay = JsonValue::object();
    replay.set("index", JsonValue::number(static_cast<int64_t>(cursor->index)));
    replay.set("length", JsonValue::number(static_cast<int64_t>(cursor->length)));
    json.set("replay", std::move(replay));
  }
  return to_json(json);
}

}  // namespace canasta::frontend

using canasta::GameRecord;
using canasta::frontend::GameController;
using canasta::frontend::GameSetup;
using canasta::frontend::TableChoice;
using canasta::frontend::TableMode;
namespace fe = canasta::frontend;

extern "C" {

// The game record as one line of JSON ("" without a table).
CANASTA_EXPORT const char* canasta_record_json() {
  TableChoice* tables = fe::tables_or_null();
  return fe::answer(tables ? canasta::record_to_json(tables->shown().record()) : "");
}

// The summary of state_summary_json ("" without a table).
CANASTA_EXPORT const char* canasta_state_json() {
  TableChoice* tables = fe::tables_or_null();
  return fe::answer(tables ? fe::state_summary_json(*tables) : "");
}

// Every function that takes text from the page takes it as (bytes, size)
// in the heap, never as a ccall string (Emscripten 3.1.6 copies those onto
// the 5 MB stack, which a 1.4 MB record overflowed), and checks the size
// before reading (limits: kMaxRecordBytes, kMaxPositionBytes, kMaxSetupBytes).

// The limits the page must agree with (web/site/page/limits.js), as JSON.
CANASTA_EXPORT const char* canasta_limits_json() {
  canasta::JsonValue json = canasta::JsonValue::object();
  json.set("recordBytes", canasta::JsonValue::number(static_cast<int64_t>(canasta::kMaxRecordBytes)));
  json.set("positionBytes", canasta::JsonValue::number(static_cast<int64_t>(canasta::kMaxPositionBytes)));
  json.set("setupBytes", canasta::JsonValue::number(static_cast<int64_t>(fe::kMaxSetupBytes)));
  json.set("lessonBytes", canasta::JsonValue::number(static_cast<int64_t>(canasta::kMaxLessonBytes)));
  json.set("messageBytes", canasta::JsonValue::number(static_cast<int64_t>(fe::kMaxPageMessageBytes)));
  return fe::answer(canasta::to_json(json));
}

// Every function below that can refuse answers {"ok":true} or {"why":code,
// ...values} (fe::refusal): never a sentence, which the page words itself.

// Checks that a record reads and replays, without loading it.
CANASTA_EXPORT const char* canasta_check_record(const char* data, int size) {
  std::optional<canasta::JsonValue> refused;
  const auto text = fe::page_text(data, size, canasta::kMaxRecordBytes, "whatRecord", &refused);
  if (!text) return fe::answer(refused);
  canasta::Problem problem;
  const auto record = canasta::parse_record(*text, &problem);
  const bool plays = record && canasta::replay(*record, &problem);
  return fe::answer_problem(fe::answers::kAnswerRecord, plays ? std::nullopt : std::optional(problem));
}

// How many bytes the record's JSON would be as the table keeps it once it
// is loaded here now (canasta_load_record): with the table's seats where it
// names none and each move in canonical text, which may be longer than the
// record given. The page saves that one, so it refuses an import it could
// not save (one of 1,048,526 bytes became 1,048,624 and was announced, then
// never saved). -1 when the record does not read or there is no table.
CANASTA_EXPORT int canasta_loaded_record_bytes(const char* data, int size) {
  TableChoice* tables = fe::tables_or_null();
  std::optional<canasta::JsonValue> refused;
  std::string error;
  const auto text = fe::page_text(data, size, canasta::kMaxRecordBytes, "whatRecord", &refused);
  const auto record = text ? canasta::parse_record(*text, &error) : std::nullopt;
  if (!tables || !record) return -1;
  const GameRecord kept = GameController::record_as_loaded(*record, tables->play_setup());
  return static_cast<int>(canasta::record_to_json(kept).size());
}

// Loads a record and plays on from its end (refused: the current game goes on).
CANASTA_EXPORT const char* canasta_load_record(const char* data, int size) {
  return fe::with_record(data, size, [](TableChoice& tables, GameRecord record) {
    // A loaded game is played: it ends a replay, and a lesson (Resume in
    // Games brings back the game the lesson interrupted, with the undo its
    // settings give, not the lesson's).
    const GameSetup setup = tables.play_setup();
    return tables.to_game().load_record(record, setup);
  });
}

// Starts a new game from a JSON setup over the current one (see read_setup).
CANASTA_EXPORT const char* canasta_new_game(const char* data, int size) {
  TableChoice* tables = fe::tables_or_null();
  if (!tables) return fe::answer(fe::no_table());
  GameSetup setup = tables->play_setup();  // after a lesson, not the lesson's
  std::optional<canasta::JsonValue> refused;
  const auto text = fe::page_text(data, size, fe::kMaxSetupBytes, "whatSetup", &refused);
  if (!text || !fe::read_setup(*text, setup, &refused)) return fe::answer(refused);
  return fe::answer(fe::setup_refusal(*tables, setup));
}

// Continues from a position in the engine's notation with the current seats.
CANASTA_EXPORT const char* canasta_load_position(const char* data, int size) {
  TableChoice* tables = fe::tables_or_null();
  if (!tables) return fe::answer(fe::no_table());
  std::optional<canasta::JsonValue> refused;
  const auto text = fe::page_text(data, size, canasta::kMaxPositionBytes, "whatPosition", &refused);
  if (!text) return fe::answer(refused);
  const auto parsed = canasta::parse_playable(*text);
  if (!parsed.ok()) return fe::answer_problem(fe::answers::kAnswerPosition, parsed.problem);
  tables->to_game().load_position(*parsed.value);
  return fe::answer(std::nullopt);
}

// Opens a lesson (engine/lesson.h): a lesson document (JSON text), or the
// name of a built-in tutorial lesson ("frozen-pile"). A lesson that does not
// open is also said in one line on the table, over the game it keeps showing.
CANASTA_EXPORT const char* canasta_load_lesson(const char* data, int size) {
  TableChoice* tables = fe::tables_or_null();
  if (!tables) return fe::answer(fe::no_table());
  std::optional<canasta::JsonValue> refused;
  const auto text = fe::page_text(data, size, canasta::kMaxLessonBytes, "whatLesson", &refused);
  if (!text) return fe::answer(refused);
  const std::string_view trimmed = canasta::trim(*text);
  std::optional<canasta::Problem> error;
  if (!trimmed.empty() && trimmed.front() == '{') {
    error = tables->open_lesson(trimmed);
  } else if (const auto index = fe::find_tutorial_lesson(trimmed)) {
    error = tables->open_tutorial(*index);
  } else {
    tables->shown().set_message(fe::format(fe::S::kLessonProblem, canasta::quoted(trimmed.substr(0, 64))), true);
    return fe::answer(fe::refusal(fe::answers::kAnswerNoLesson, "name", trimmed.substr(0, 64)));
  }
  if (error) tables->shown().set_message(fe::format(fe::S::kLessonProblem, fe::problem_text(*error)), true);
  return fe::answer_problem(fe::answers::kAnswerLesson, error);
}

// The page could not get a lesson to the table (its address did not load,
// or was refused): the reason is said on the table, over the game it shows.
CANASTA_EXPORT const char* canasta_lesson_problem(const char* data, int size) {
  TableChoice* tables = fe::tables_or_null();
  if (!tables) return fe::answer(fe::no_table());
  std::optional<canasta::JsonValue> refused;
  const auto reason = fe::page_text(data, size, 1000, "whatLesson", &refused);
  if (!reason) return fe::answer(refused);
  tables->shown().set_message(fe::format(fe::S::kLessonProblem, *reason), true);
  return fe::answer(std::nullopt);
}

// Shows a record from its start for stepping (canasta_replay_step).
CANASTA_EXPORT const char* canasta_load_replay(const char* data, int size) {
  return fe::with_record(data, size, [](TableChoice& tables, GameRecord record) {
    return tables.open_replay(std::move(record));
  });
}

// Moves the replay cursor by `delta` entries (clamped); one step forward is
// played with its animation, others rebuild the position. Returns the new
// index, or -1 when no replay is shown.
CANASTA_EXPORT int canasta_replay_step(int delta) {
  TableChoice* tables = fe::tables_or_null();
  const auto cursor = tables ? tables->replay().step(delta) : std::nullopt;
  return cursor ? static_cast<int>(cursor->index) : -1;
}

// Demo mode: the computer plays every seat (1) or the human plays again (0).
CANASTA_EXPORT void canasta_set_demo(int on) {
  if (TableChoice* tables = fe::tables_or_null()) tables->to_game().set_mode(on ? TableMode::kDemo : TableMode::kPlay);
}

// One typed message of the page (frontend/platform/bridge.h), `size` bytes
// of JSON at `data`: the reply's JSON text, from the live port.
CANASTA_EXPORT const char* canasta_message(const char* data, int size) {
  std::optional<canasta::JsonValue> refused;
  const auto text = fe::page_text(data, size, fe::kMaxPageMessageBytes, "message", &refused);
  if (!text) return fe::answer(canasta::to_json(fe::reply_error("The message did not arrive whole.")));
  if (!fe::g_page_port) return fe::answer(fe::PagePort().receive(*text));  // nobody takes it: says why
  return fe::answer(fe::g_page_port->receive(*text));
}

}  // extern "C"
