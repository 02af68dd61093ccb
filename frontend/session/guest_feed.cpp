#include "frontend/session/guest_feed.h"

#include <algorithm>

#include "engine/observation_text.h"
#include "engine/rng.h"
#include "frontend/platform/bridge.h"

namespace canasta::frontend {
namespace {

constexpr const char* kEvents[] = {"move", "dealover", "gameover", "newdeal", "undo", "newgame", "load", "seats"};
constexpr size_t kMaxNameBytes = 64;  // 16 characters of up to 4 bytes

template <typename T>
Reading<T> refuse(std::string why) {
  return {std::nullopt, std::move(why)};
}

bool is_mine(int seat, const std::vector<int>& mine) { return std::find(mine.begin(), mine.end(), seat) != mine.end(); }

// The seat a message is about: one of this device's, or why not.
std::optional<int> own_seat(const JsonValue& message, const std::vector<int>& mine, std::string* why) {
  const std::optional<int64_t> seat = int_field(message, "seat");
  if (!seat || *seat < 0 || *seat >= kMaxPlayers) {
    *why = "The host's message names no seat.";
    return std::nullopt;
  }
  if (!is_mine(static_cast<int>(*seat), mine)) {
    *why = "The host's message is about seat " + std::to_string(*seat) + ", which is not this device's.";
    return std::nullopt;
  }
  return static_cast<int>(*seat);
}

// The observation of `seat` a message carries, or why there is none.
std::optional<Observation> seat_observation(const JsonValue& message, int seat, std::string* why) {
  const std::optional<std::string> text = string_field(message, "obs");
  if (!text) {
    *why = "The host's message carries no observation.";
    return std::nullopt;
  }
  Parsed<Observation> obs = parse_observation_text(*text);
  if (!obs.ok()) {
    *why = "The host's observation does not read: " + obs.error;
    return std::nullopt;
  }
  if (obs.value->seat() != seat) {
    *why = "The host's observation is seat " + std::to_string(obs.value->seat()) + "'s, not seat " +
           std::to_string(seat) + "'s.";
    return std::nullopt;
  }
  return std::move(*obs.value);
}

std::optional<AnnouncedMove> read_last(const JsonValue& last, int players, std::string* why) {
  const std::optional<int64_t> seat = int_field(last, "seat");
  const std::optional<std::string> text = string_field(last, "move");
  if (!seat || *seat < 0 || *seat >= players || !text) {
    *why = "The host's last move names no seat or move.";
    return std::nullopt;
  }
  AnnouncedMove out{static_cast<int>(*seat), *text, std::nullopt};
  if (*text == "next") return out;
  Parsed<Move> move = parse_move(*text);
  if (!move.ok()) {
    *why = "The host's last move does not read: " + move.error;
    return std::nullopt;
  }
  out.move = *move.value;
  return out;
}

}  // namespace

Reading<GuestSeats> read_guest_seats(const JsonValue& message) {
  const JsonValue* you = message.find("you");
  const JsonValue* seats = message.find("seats");
  if (!you || !you->is_array() || !seats || !seats->is_array() || seats->items().size() < 2 ||
      seats->items().size() > static_cast<size_t>(kMaxPlayers))
    return refuse<GuestSeats>("The host's seats are not a list of seats.");
  GuestSeats out;
  for (const JsonValue& seat : seats->items()) {
    const std::optional<std::string> kind = string_field(seat, "kind");
    const std::optional<std::string> name = string_field(seat, "name");
    if (!kind || !name || name->size() > kMaxNameBytes) return refuse<GuestSeats>("A seat of the host's list has no kind or name.");
    const JsonValue* away = seat.find("away");
    out.seats.push_back({*kind, *name, away && away->as_bool()});
  }
  for (const JsonValue& seat : you->items()) {
    const std::optional<int64_t> index = seat.as_int();
    if (!index || *index < 0 || *index >= static_cast<int64_t>(out.seats.size()) || is_mine(static_cast<int>(*index), out.mine))
      return refuse<GuestSeats>("The host gave this device a seat that is not at the table.");
    out.mine.push_back(static_cast<int>(*index));
  }
  std::sort(out.mine.begin(), out.mine.end());
  return {std::move(out), {}};
}

Reading<GuestView> read_guest_view(const JsonValue& message, const std::vector<int>& mine) {
  std::string why;
  const std::optional<int> seat = own_seat(message, mine, &why);
  if (!seat) return refuse<GuestView>(why);
  const std::optional<int64_t> n = int_field(message, "n");
  const std::optional<std::string> event = string_field(message, "event");
  if (!n || *n < 0) return refuse<GuestView>("The host's view has no number.");
  if (!event || std::none_of(std::begin(kEvents), std::end(kEvents), [&](const char* e) { return *event == e; }))
    return refuse<GuestView>("The host's view names no event of a game.");
  std::optional<Observation> obs = seat_observation(message, *seat, &why);
  if (!obs) return refuse<GuestView>(why);
  GuestView view{*n, *seat, *event, std::move(*obs), std::nullopt};
  if (const JsonValue* last = message.find("last")) {
    view.last = read_last(*last, view.obs.players(), &why);
    if (!view.last) return refuse<GuestView>(why);
  }
  return {std::move(view), {}};
}

Reading<GuestTurn> read_guest_turn(const JsonValue& message, const std::vector<int>& mine) {
  std::string why;
  const std::optional<int> seat = own_seat(message, mine, &why);
  if (!seat) return refuse<GuestTurn>(why);
  const std::optional<int64_t> req = int_field(message, "req");
  if (!req || *req < 0) return refuse<GuestTurn>("The host's turn has no request number.");
  std::optional<Observation> obs = seat_observation(message, *seat, &why);
  if (!obs) return refuse<GuestTurn>(why);
  if (obs->is_deal_over() || obs->to_move() != *seat)
    return refuse<GuestTurn>("The host asks seat " + std::to_string(*seat) + " to move when it is not to move.");
  return {GuestTurn{*req, *seat, std::move(*obs)}, {}};
}

GameState sampled_position(const Observation& obs) {
  // A fixed seed: the same view gives the same notation each time it is read.
  Rng rng(0x9e5757);
  return sample_hidden(obs, rng);
}

}  // namespace canasta::frontend
