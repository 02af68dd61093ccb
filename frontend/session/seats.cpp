#include "frontend/session/seats.h"

namespace canasta::frontend {

std::string computer_name(int seat) {
  static constexpr const char* kNames[] = {"Alice", "Bruno", "Chiara", "Dieter", "Elena"};
  // Seat 0 when the computer plays it too (demos and replays): nobody is "you".
  return seat == 0 ? "Sofia" : kNames[(seat - 1) % 5];
}

SeatList default_seats() {
  SeatList seats{};
  seats[0].kind = SeatKind::kLocal;
  return seats;
}

int count_seats(const SeatList& seats, int players, SeatKind kind) {
  int n = 0;
  for (int seat = 0; seat < players && seat < kMaxPlayers; ++seat) n += seats[static_cast<size_t>(seat)].kind == kind;
  return n;
}

int next_local_seat(const GameState& state, const SeatList& seats) {
  if (state.is_deal_over()) return -1;
  const auto local = [&](int seat) { return seats[static_cast<size_t>(seat)].kind == SeatKind::kLocal; };
  if (local(state.to_move())) return state.to_move();
  if (local(state.turn())) return state.turn();  // its partner answers, then it plays on
  const Seating& seating = state.seating();
  const int place = seating.place(state.turn());
  for (int k = 1; k < seating.active; ++k) {
    const int seat = seating.order[static_cast<size_t>((place + k) % seating.active)];
    if (local(seat)) return seat;
  }
  return -1;
}

}  // namespace canasta::frontend
