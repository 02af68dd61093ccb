// The table drawn offscreen in its colour options, saved as screenshots for
// people to look at (build/artifacts/, beside the browser tests' pictures),
// and read back: seed 7 deals the player a black three (3♣), the card the
// four-colour deck and the colour-blind scheme must keep apart from the red
// threes. Where the table says (its view message to the page) the 3♣ lies
// in the hand, the screenshot must show the four-colour deck's clubs ink and
// none of the red threes' ink.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <tuple>

#include "art/suits.h"
#include "engine/card.h"
#include "engine/json.h"
#include "frontend/app/app.h"
#include "frontend/app/screenshot_run.h"
#include "tests/frontend/screenshot_fixtures.h"
#include "frontend/platform/bridge.h"
#include "frontend/table/draw_util.h"

namespace table_looks_test {

using namespace canasta::frontend;
using canasta::Card;
using canasta::JsonValue;
using canasta::Rank;
using canasta::Suit;

namespace {

std::filesystem::path artifacts() {
  const std::filesystem::path dir = CANASTA_ARTIFACT_DIR;
  std::filesystem::create_directories(dir);
  return dir;
}

// Runs the table to its screenshot; returns the last view message it sent
// the page (where each target lies, in CSS pixels), if it ran.
std::optional<JsonValue> screenshot(const AppOptions& o) {
  std::optional<JsonValue> view;
  PagePort page([&](const std::string& text) {
    std::optional<JsonValue> m = canasta::parse_json(text, nullptr);
    if (m && string_field(*m, "type") == std::optional<std::string>("view")) view = std::move(m);
    return true;
  });
  bool ok = false;
  {
    App app(o, null_store(), page);
    if (app.ok()) {
      ScreenshotRun run(app, o.screenshot, o.autoplay);
      while (run.frame()) {
      }
      ok = run.error().empty();
    }
  }
  if (!ok) return std::nullopt;
  return view;
}

struct Box {
  float x = 0, y = 0, w = 0, h = 0;
};

// The first target in the view message that `match` accepts, as a box.
template <typename Match>
std::optional<Box> find_target(const JsonValue& view, Match match) {
  const JsonValue* targets = view.find("targets");
  if (!targets) return std::nullopt;
  for (const JsonValue& t : targets->items()) {
    if (!match(t)) continue;
    auto number = [&](const char* key) { return std::strtof(t.find(key)->text().c_str(), nullptr); };
    return Box{number("x"), number("y"), number("w"), number("h")};
  }
  return std::nullopt;
}

// The hand card target showing `card` in the view message.
std::optional<Box> hand_card(const JsonValue& view, Card card) {
  return find_target(view, [&](const JsonValue& t) {
    const JsonValue* c = t.find("card");
    return string_field(t, "kind") == std::optional<std::string>("hand") && c && c->text() == to_string(card);
  });
}

// The first target of `kind` in the view message.
std::optional<Box> target_of(const JsonValue& view, const std::string& kind) {
  return find_target(view, [&](const JsonValue& t) { return string_field(t, "kind") == std::optional<std::string>(kind); });
}

// Pixels of the screenshot inside `box` (CSS pixels, `scale` device pixels
// each) within `tolerance` of `ink` in every channel.
int count_ink(SDL_Surface* shot, const Box& box, float scale, canasta::art::Color ink, int tolerance = 14) {
  int n = 0;
  const int x0 = static_cast<int>(box.x * scale), y0 = static_cast<int>(box.y * scale);
  const int x1 = std::min(shot->w, static_cast<int>((box.x + box.w) * scale));
  const int y1 = std::min(shot->h, static_cast<int>((box.y + box.h) * scale));
  for (int y = std::max(0, y0); y < y1; ++y) {
    const auto* row = static_cast<const uint8_t*>(shot->pixels) + static_cast<ptrdiff_t>(y) * shot->pitch;
    for (int x = std::max(0, x0); x < x1; ++x) {
      const uint8_t* p = row + x * 4;  // RGBA32: bytes R, G, B, A
      n += std::abs(p[0] - ink.r) <= tolerance && std::abs(p[1] - ink.g) <= tolerance &&
           std::abs(p[2] - ink.b) <= tolerance;
    }
  }
  return n;
}

using canasta::frontend::test::load_rgba;
using canasta::frontend::test::Surface;

canasta::art::Color art_color(SDL_Color c) { return {c.r, c.g, c.b, c.a}; }

// The mean colour of the screenshot's pixels in columns [x0, x1) and rows
// [y0, y1) (device pixels).
std::array<double, 3> mean_colour(SDL_Surface* shot, int x0, int x1, int y0, int y1) {
  std::array<double, 3> sum{};
  int n = 0;
  for (int y = std::max(0, y0); y < std::min(shot->h, y1); ++y) {
    const auto* row = static_cast<const uint8_t*>(shot->pixels) + static_cast<ptrdiff_t>(y) * shot->pitch;
    for (int x = std::max(0, x0); x < std::min(shot->w, x1); ++x, ++n)
      for (int c = 0; c < 3; ++c) sum[c] += row[x * 4 + c];
  }
  for (double& v : sum) v /= std::max(1, n);
  return sum;
}

double lightness(canasta::art::Color c) { return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; }

}  // namespace

TEST_CASE("Table looks - four-colour deck and colour-blind colours on a phone, black three in hand") {
  const canasta::art::Palette four = canasta::art::four_colour_palette();
  const canasta::art::Color clubs = four.suit[static_cast<int>(Suit::Clubs)];
  const canasta::art::Color hearts = four.suit[static_cast<int>(Suit::Hearts)];
  const canasta::art::Color diamonds = four.suit[static_cast<int>(Suit::Diamonds)];
  // Red and green apart in lightness too, for red-green colour blindness.
  CHECK(std::abs(lightness(clubs) - lightness(hearts)) >= 40);
  for (const bool blind : {false, true}) {
    AppOptions o;
    o.seed = 7;
    o.width = 390;
    o.height = 844;
    o.scale = 2;
    o.hidden = true;
    o.fast = true;
    o.four_colour = true;
    o.colour_blind = blind;
    o.screenshot = (artifacts() / (blind ? "table-four-colour-blind-390x844.png" : "table-four-colour-390x844.png")).string();
    std::filesystem::remove(o.screenshot);
    CAPTURE(o.screenshot);
    const std::optional<JsonValue> view = screenshot(o);
    REQUIRE(view);
    const std::optional<Box> three = hand_card(*view, Card(Rank::Three, Suit::Clubs));
    REQUIRE(three);
    const Surface held = load_rgba(o.screenshot);
    REQUIRE(held);
    SDL_Surface* shot = held.get();
    CHECK(shot->w == static_cast<int>(o.width * o.scale));
    // The visible part of the 3♣ shows its index and suit in the clubs ink,
    // never in the red threes' (hearts red, diamonds blue).
    const int club_ink = count_ink(shot, *three, o.scale, clubs);
    CAPTURE(club_ink);
    CHECK(club_ink >= 40);
    CHECK(count_ink(shot, *three, o.scale, hearts) == 0);
    CHECK(count_ink(shot, *three, o.scale, diamonds) == 0);
  }
}

TEST_CASE("Table looks - the dealer's cut: the pack to cut across the stock and the pile (UY-50)") {
  std::string stock;
  for (int deck = 0; deck < 2; ++deck)
    for (int code = 0; code < 52; ++code) stock += (stock.empty() ? "" : ",") + canasta::to_string(canasta::Card::from_code(code));
  stock += ",Jk,Jk,Jk,Jk";
  for (const auto& [w, h, scale] : {std::tuple{1280, 800, 1.0f}, std::tuple{390, 844, 2.0f}}) {
    AppOptions o;
    o.width = w;
    o.height = h;
    o.scale = scale;
    o.hidden = true;
    o.fast = true;
    o.language = "en";
    o.position = "variant=uruguayan options=cut_bonus players=4 dealer=0 turn=0 phase=cut stock=" + stock;
    o.screenshot = (artifacts() / ("table-dealer-cut-" + std::to_string(w) + "x" + std::to_string(h) + ".png")).string();
    std::filesystem::remove(o.screenshot);
    CAPTURE(o.screenshot);
    const std::optional<JsonValue> view = screenshot(o);
    REQUIRE(view);
    const std::optional<Box> strip = target_of(*view, "cut");
    REQUIRE(strip);
    const Surface held = load_rgba(o.screenshot);
    REQUIRE(held);
    SDL_Surface* shot = held.get();
    // The cut is a bar in the accent colour across the strip: find its columns.
    const canasta::art::Color accent = art_color(theme(false).accent);
    const int y0 = static_cast<int>(strip->y * scale), y1 = static_cast<int>((strip->y + strip->h) * scale);
    int bar_from = -1, bar_to = -1;
    for (int x = static_cast<int>(strip->x * scale); x < static_cast<int>((strip->x + strip->w) * scale); ++x) {
      const Box column{x / scale, strip->y, 1 / scale, strip->h};
      if (count_ink(shot, column, scale, accent, 10) < (y1 - y0) * 9 / 10) continue;
      if (bar_from < 0) bar_from = x;
      bar_to = x;
    }
    CAPTURE(bar_from);
    CAPTURE(bar_to);
    REQUIRE(bar_from >= 0);
    CHECK(bar_to - bar_from + 1 >= static_cast<int>(2 * scale));  // 3 CSS px, anti-aliased at its edges
    CHECK(bar_to - bar_from + 1 <= static_cast<int>(4 * scale));
    // Left of the bar the lifted cards are tinted with the accent, right of
    // it the pack is not: the two halves differ plainly.
    const auto lifted = mean_colour(shot, static_cast<int>(strip->x * scale) + 2, bar_from - 2, y0 + 2, y1 - 2);
    const auto rest = mean_colour(shot, bar_to + 3, static_cast<int>((strip->x + strip->w) * scale) - 2, y0 + 2, y1 - 2);
    double apart = 0;
    for (int c = 0; c < 3; ++c) apart += std::abs(lifted[c] - rest[c]);
    CAPTURE(apart);
    CHECK(apart > 40);
  }
}

}  // namespace table_looks_test
