#include "frontend/animation.h"

#include <algorithm>

#include "frontend/draw_util.h"

namespace canasta::frontend {

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

bool Animator::hand_pending(int index, double now_ms) const {
  for (const auto& f : flights_)
    if (f.to_hand == index && now_ms < f.start_ms + f.duration_ms) return true;
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

}  // namespace canasta::frontend
