#include "frontend/table/animation.h"

#include <algorithm>

#include "frontend/table/draw_util.h"
#include "frontend/table/table_view.h"

namespace canasta::frontend {
namespace {

// A card shown small on a player's plate or a meld area.
Rect small_card(const FlightContext& c, const Rect& r) {
  const float h = c.layout.card_h * 0.6f;
  return Rect{r.cx() - h * 5 / 14, r.cy() - h / 2, h * 5 / 7, h};
}

Rect plate_of(const FlightContext& c, const std::vector<int>& seats, int seat) {
  for (size_t i = 0; i < seats.size() && i < c.layout.plates.size(); ++i)
    if (seats[i] == seat) return c.layout.plates[i];
  return c.layout.hand_area;
}

Rect meld_area_of(const FlightContext& c, int side) {
  if (side == c.state.side_of(c.viewer)) return c.layout.own_melds;
  const auto sides = other_sides(c.state, c.state.side_of(c.viewer));
  for (size_t i = 0; i < sides.size() && i < c.layout.other_melds.size(); ++i)
    if (sides[i] == side) return c.layout.other_melds[i];
  return c.layout.own_melds;
}

}  // namespace

Rect flight_rect(const Flight& f, double t) {
  t = std::clamp(t, 0.0, 1.0);
  const float e = static_cast<float>(1 - (1 - t) * (1 - t) * (1 - t));
  const float lift = static_cast<float>(4 * t * (1 - t)) * std::max(f.from.h, f.to.h) * 0.15f;
  return {f.from.x + (f.to.x - f.from.x) * e, f.from.y + (f.to.y - f.from.y) * e - lift,
          f.from.w + (f.to.w - f.from.w) * e, f.from.h + (f.to.h - f.from.h) * e};
}

bool Animator::update(double now_ms) {
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [now_ms](const Flight& f) { return now_ms >= f.start_ms + f.duration_ms; }),
                 flights_.end());
  return busy();
}

bool Animator::pile_pending(double now_ms) const {
  for (const auto& f : flights_)
    if (f.to_pile && now_ms < f.start_ms + f.duration_ms) return true;
  return false;
}

std::vector<std::pair<int, int>> Animator::pending_meld_cards(double now_ms) const {
  std::vector<std::pair<int, int>> out;
  for (const auto& f : flights_)
    if (f.to_meld_side >= 0 && now_ms < f.start_ms + f.duration_ms) out.emplace_back(f.to_meld_side, f.code);
  return out;
}

void Animator::draw(SDL_Renderer* renderer, const CardArt& cards, double now_ms) const {
  for (const auto& f : flights_) {
    if (now_ms < f.start_ms) continue;
    const Rect r = flight_rect(f, f.duration_ms > 0 ? (now_ms - f.start_ms) / f.duration_ms : 1);
    cards.draw_shadow(renderer, to_sdl(r), r.h * 0.05f, 60, {}, 2);
    cards.draw(renderer, f.code, to_sdl(r));
  }
}

double add_deal_flights(Animator& animator, const FlightContext& c) {
  const double t = c.now_ms, ms = c.flight_ms;
  double landed = t;
  if (ms <= 0 || c.layout.hand.empty()) return landed;
  const auto seats = plate_seats(c.state, c.viewer);
  for (int k = 0; k < 11; ++k) {
    for (size_t p = 0; p <= seats.size(); ++p) {
      const Rect to = p < seats.size() ? small_card(c, plate_of(c, seats, seats[p]))
                                       : c.layout.hand[std::min<size_t>(static_cast<size_t>(k), c.layout.hand.size() - 1)];
      const double start = t + (k * static_cast<double>(seats.size() + 1) + static_cast<double>(p)) * ms * 0.06;
      animator.add({kBackBlue, c.layout.stock, to, start, ms * 0.7});
      landed = std::max(landed, start + ms * 0.7);
    }
  }
  return landed;
}

void add_move_flights(Animator& animator, const FlightContext& c, const std::vector<PlayedMove>& played) {
  const double t = c.now_ms, ms = c.flight_ms;
  if (ms <= 0) return;
  const auto seats = plate_seats(c.state, c.viewer);
  for (const auto& p : played) {
    const bool me = p.seat == c.viewer;
    const Rect seat_rect = me ? c.layout.hand_area : small_card(c, plate_of(c, seats, p.seat));
    auto from_hand = [&](Card card) {
      if (me)
        for (size_t i = 0; i < c.hand.cards.size() && i < c.hand.rects.size(); ++i)
          if (c.hand.cards[i] == card) return c.hand.rects[i];
      return seat_rect;
    };
    const int side = p.before.side_of(p.seat);
    const Rect meld_area = meld_area_of(c, side);
    switch (p.move.kind) {
      case MoveKind::Draw:
        animator.add({kBackBlue, c.layout.stock, me ? small_card(c, c.layout.hand_area) : seat_rect, t, ms});
        break;
      case MoveKind::Pickup: {
        const auto top = p.before.pile_top();
        for (int k = 0; k < std::min(4, p.before.pile_size()); ++k)
          animator.add({k == 0 && top ? top->code() : kBackRed, c.layout.pile, k == 0 ? small_card(c, meld_area) : seat_rect,
                        t + k * ms * 0.12, ms});
        break;
      }
      case MoveKind::Meld: {
        const auto cols = meld_columns(c.state, side, meld_area, c.layout.scale, c.layout.melds);
        int k = 0;
        for (int g = 0; g < p.move.num_groups; ++g) {
          Rect to = small_card(c, meld_area);
          for (const auto& col : cols)
            if (col.rank == p.move.groups[g].rank) to = {col.rect.x, col.rect.y, col.rect.w, col.rect.w * 7 / 5};
          for (Card card : p.move.groups[g].cards.cards(p.move.groups[g].rank)) {
            Flight f{card.code(), from_hand(card), to, t + k++ * ms * 0.08, ms};
            f.to_meld_side = side;
            animator.add(f);
          }
        }
        break;
      }
      case MoveKind::Discard: {
        Flight f{p.move.card.code(), from_hand(p.move.card), c.layout.pile, t, ms};
        f.to_pile = true;
        animator.add(f);
        break;
      }
      default: break;
    }
  }
}

}  // namespace canasta::frontend
