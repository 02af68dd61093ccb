#include "engine/seating.h"

#include "engine/check.h"

namespace canasta {

namespace {
constexpr std::array<int8_t, 3> kFivePlayerIdleCycle = {4, 3, 1};
}  // namespace

Seating make_seating(const Rules& rules, int players, int deal_number) {
  CANASTA_CHECK(players >= kMinPlayers && players <= kMaxPlayers && deal_number >= 0);
  Seating s;
  s.players = players;
  if (players <= 3) {
    s.sides = players;
    for (int i = 0; i < players; ++i) s.side_of[i] = static_cast<int8_t>(i);
  } else if (players == 6 && rules.six_player_sides == 3) {
    s.sides = 3;
    for (int i = 0; i < players; ++i) s.side_of[i] = static_cast<int8_t>(i % 3);
  } else {
    s.sides = 2;
    for (int i = 0; i < players; ++i) s.side_of[i] = static_cast<int8_t>(i % 2);
  }
  if (players == 5) {
    s.side_of = {0, 1, 0, 1, 1, 0};
    s.idle = kFivePlayerIdleCycle[deal_number % 3];
    s.active = 4;
    int trio[2];
    int n = 0;
    for (int seat : {1, 3, 4})
      if (seat != s.idle) trio[n++] = seat;
    s.order = {0, static_cast<int8_t>(trio[0]), 2, static_cast<int8_t>(trio[1]), 0, 0};
  } else {
    s.active = players;
    for (int i = 0; i < players; ++i) s.order[i] = static_cast<int8_t>(i);
  }
  for (int i = 0; i < players; ++i)
    s.seats_of[s.side_of[i]] = static_cast<uint8_t>(s.seats_of[s.side_of[i]] | (1u << i));
  s.place_of.fill(-1);
  s.next_of.fill(-1);
  s.partner_of.fill(-1);
  for (int p = 0; p < s.active; ++p) s.place_of[s.order[p]] = static_cast<int8_t>(p);
  for (int p = 0; p < s.active; ++p) {
    const int seat = s.order[p];
    s.next_of[seat] = s.order[(p + 1) % s.active];
    for (int k = 1; k < s.active && s.partner_of[seat] < 0; ++k) {
      const int other = s.order[(p + k) % s.active];
      if (s.side_of[other] == s.side_of[seat]) s.partner_of[seat] = static_cast<int8_t>(other);
    }
  }
  return s;
}

}  // namespace canasta
