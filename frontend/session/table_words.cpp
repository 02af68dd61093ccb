#include "frontend/session/table_words.h"

#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string player_label(const SeatList& seats, int seat, int players, bool computers) {
  const Seat& who = seats[static_cast<size_t>(seat)];
  if (!who.name.empty()) return who.name;
  if (who.kind == SeatKind::kComputer || computers) return computer_name(seat);
  // Several people at one table, unnamed: each by the number of the seat.
  if (who.kind == SeatKind::kRemote || count_seats(seats, players, SeatKind::kLocal) > 1)
    return format(S::kPlayerN, std::to_string(seat + 1));
  return computer_name(seat);
}

std::string side_label(const TableModel& table, int side) {
  const Observation& s = table.view();
  if (side == table.viewer_side()) return s.players() <= 3 ? tr(S::kYou) : tr(S::kUs);
  std::string out;
  for (int seat = 0; seat < s.players(); ++seat) {
    if (s.side_of(seat) != side) continue;
    if (!out.empty()) out += " & ";
    out += table.seat_name(seat);
  }
  // Long partnerships read better as "Them" when there are only two sides.
  if (s.num_sides() == 2 && s.players() >= 4) return tr(S::kThem);
  return out;
}

std::optional<std::string> turn_prompt(const Observation& s, bool viewer_moves,
                                       const std::function<std::string(int)>& seat_name) {
  if (!viewer_moves) {
    if (s.phase() == Phase::Answer) return format(S::kPartnerAsks, seat_name(s.turn()));
    if (s.phase() == Phase::Cut) return format(S::kCutting, seat_name(s.turn()));
    return std::string();
  }
  switch (s.phase()) {
    case Phase::Draw:
      if (s.answer() == Answer::Yes) return tr(S::kSaidYes);
      if (s.answer() == Answer::No) return tr(S::kSaidNo);
      return tr(s.stock_size() == 0 ? S::kStockOutChoice : S::kYourTurnDraw);
    case Phase::Play:
      if (s.last_red_three()) return tr(S::kRedThreeLast);
      if (s.answer() == Answer::Yes) return tr(S::kSaidYes);
      if (s.answer() == Answer::No) return tr(S::kSaidNo);
      return tr(S::kYourTurnPlay);
    case Phase::Answer: return format(S::kPartnerAsks, seat_name(s.turn()));
    case Phase::Cut: return tr(S::kCutPrompt);
    default: break;
  }
  return std::nullopt;
}

}  // namespace canasta::frontend
