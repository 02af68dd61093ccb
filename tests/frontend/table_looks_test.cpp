// The table drawn offscreen in its colour options, saved as screenshots for
// people to look at (build/artifacts/, beside the browser tests' pictures).
// Seed 7 deals the player a black three (3♣), the card the four-colour deck
// and the colour-blind scheme must keep apart from the red threes.
#include <doctest/doctest.h>

#include <SDL.h>

#include <filesystem>
#include <string>
#include <tuple>

#include "frontend/app/app.h"

using namespace canasta::frontend;

namespace {

std::filesystem::path artifacts() {
  const std::filesystem::path dir = CANASTA_ARTIFACT_DIR;
  std::filesystem::create_directories(dir);
  return dir;
}

bool screenshot(AppOptions o) {
  App app(o);
  if (!app.ok()) return false;
  while (app.frame()) {
  }
  return app.ok();
}

}  // namespace

TEST_CASE("Table looks - four-colour deck and colour-blind colours on a phone, black three in hand") {
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
    CHECK(screenshot(o));
    CHECK(std::filesystem::file_size(o.screenshot) > 10000);
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
    CHECK(screenshot(o));
    CHECK(std::filesystem::file_size(o.screenshot) > 10000);
  }
}
