#include "frontend/app.h"

#include <SDL_image.h>

#include <charconv>
#include <cstring>

#include "engine/rules.h"
#include "frontend/platform.h"

namespace canasta::frontend {
namespace {

constexpr SDL_Color kFeltCenter{0x1f, 0x7d, 0x52, 0xff};
constexpr SDL_Color kFeltEdge{0x0a, 0x47, 0x2d, 0xff};
constexpr SDL_Color kInk{0xf4, 0xf1, 0xe8, 0xff};
constexpr SDL_Color kInkSoft{0xc9, 0xdf, 0xd0, 0xff};

SDL_FRect to_sdl(const Rect& r) { return {r.x, r.y, r.w, r.h}; }

bool parse_u64(const char* text, uint64_t& out) {
  const char* end = text + std::strlen(text);
  auto [p, ec] = std::from_chars(text, end, out);
  return ec == std::errc() && p == end;
}

// A felt gradient: lighter in the middle, darker at the edges.
void draw_felt(SDL_Renderer* renderer, float w, float h) {
  const SDL_Vertex center{{w / 2, h / 2}, kFeltCenter, {0, 0}};
  const SDL_FPoint corners[4] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
  SDL_Vertex vertices[12];
  for (int i = 0; i < 4; ++i) {
    vertices[i * 3] = center;
    vertices[i * 3 + 1] = {corners[i], kFeltEdge, {0, 0}};
    vertices[i * 3 + 2] = {corners[(i + 1) % 4], kFeltEdge, {0, 0}};
  }
  SDL_RenderGeometry(renderer, nullptr, vertices, 12, nullptr, 0);
}

}  // namespace

std::optional<AppOptions> parse_app_options(int argc, char** argv, std::string& error) {
  AppOptions options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--seed" && has_value) {
      if (!parse_u64(argv[++i], options.seed)) {
        error = "--seed needs a non-negative number";
        return std::nullopt;
      }
    } else if (arg == "--size" && has_value) {
      if (std::sscanf(argv[++i], "%dx%d", &options.width, &options.height) != 2 ||
          options.width < 200 || options.height < 200) {
        error = "--size needs WIDTHxHEIGHT, each at least 200";
        return std::nullopt;
      }
    } else if (arg == "--screenshot" && has_value) {
      options.screenshot = argv[++i];
      options.hidden = true;
    } else if (arg == "--hidden") {
      options.hidden = true;
    } else {
      error = "unknown argument '" + arg + "' (use --seed N, --size WxH, --screenshot FILE, --hidden)";
      return std::nullopt;
    }
  }
  return options;
}

App::App(const AppOptions& options)
    : options_(options), game_(GameState::new_game(*rules_preset("classic"), 4, options.seed)) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    error_ = std::string("SDL could not start: ") + SDL_GetError();
    return;
  }
  IMG_Init(IMG_INIT_PNG);
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (options.hidden) flags |= SDL_WINDOW_HIDDEN;
  int width = options.width, height = options.height;
  initial_window_size(width, height);
  window_ = SDL_CreateWindow("Canasta", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (!window_) {
    error_ = std::string("No window: ") + SDL_GetError();
    return;
  }
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    error_ = std::string("No renderer: ") + SDL_GetError();
    return;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  if (!cards_.load(renderer_, asset_path("cards.png"))) {
    error_ = "The card art could not be loaded: " + cards_.error();
    return;
  }
  if (!text_.load(renderer_, asset_path("font.png"), asset_path("font.txt"))) {
    error_ = "The font could not be loaded: " + text_.error();
    return;
  }
}

App::~App() {
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  IMG_Quit();
  SDL_Quit();
}

bool App::frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) handle_event(event);
  draw();
  if (!first_frame_done_) {
    first_frame_done_ = true;
    notify_first_frame();
    announce("A new deal: you hold " + std::to_string(game_.hand_size(0)) + " cards.");
    if (!options_.screenshot.empty()) {
      if (!save_screenshot(options_.screenshot)) error_ = "The screenshot could not be saved.";
      quit_ = true;
    }
  }
  SDL_RenderPresent(renderer_);
  return !quit_;
}

void App::handle_event(const SDL_Event& event) {
  if (event.type == SDL_QUIT) quit_ = true;
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE && !options_.hidden) quit_ = true;
}

void App::draw() {
  int out_w = 0, out_h = 0, win_w = 0, win_h = 0;
  SDL_GetRendererOutputSize(renderer_, &out_w, &out_h);
  SDL_GetWindowSize(window_, &win_w, &win_h);
  const float scale = win_w > 0 ? static_cast<float>(out_w) / static_cast<float>(win_w) : 1.0f;
  const auto hand = game_.hand_cards(0);
  const TableLayout layout =
      layout_table(static_cast<float>(out_w), static_cast<float>(out_h), scale, static_cast<int>(hand.size()));

  draw_felt(renderer_, static_cast<float>(out_w), static_cast<float>(out_h));
  text_.draw(renderer_, "Canasta \xC2\xB7 deal " + std::to_string(options_.seed), layout.title.x,
             layout.title.y, 20 * scale, kInk, true, TextAlign::kLeft);

  // The stock, with a few edges showing its depth.
  const int depth = std::min(4, game_.stock_size() / 12);
  for (int i = depth; i >= 0; --i) {
    SDL_FRect r = to_sdl(layout.stock);
    r.x -= static_cast<float>(i) * 1.5f * scale;
    r.y -= static_cast<float>(i) * 1.5f * scale;
    cards_.draw(renderer_, kBackBlue, r);
  }
  text_.draw(renderer_, std::to_string(game_.stock_size()) + " in stock",
             layout.stock_label.x + layout.stock_label.w / 2, layout.stock_label.y, 14 * scale,
             kInkSoft, false, TextAlign::kCenter);

  // The pile: cards that freeze it lie crosswise beneath the top card.
  for (int i = 0; i < game_.pile_size(); ++i) {
    const Card card = game_.pile_card(i);
    const bool top = i + 1 == game_.pile_size();
    const bool freezer = card.is_wild() || card.is_red_three();
    CardDrawOptions crosswise;
    crosswise.angle_degrees = 90;
    if (top || freezer) cards_.draw(renderer_, card.code(), to_sdl(layout.pile), top ? CardDrawOptions{} : crosswise);
  }
  if (game_.pile_frozen())
    text_.draw(renderer_, "frozen", layout.pile.x + layout.pile.w / 2, layout.pile.bottom() + 4 * scale,
               14 * scale, kInkSoft, false, TextAlign::kCenter);

  for (size_t i = 0; i < hand.size(); ++i) cards_.draw(renderer_, hand[i].code(), to_sdl(layout.hand[i]));
}

bool App::save_screenshot(const std::string& path) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
  if (!surface) return false;
  const bool ok = SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, surface->pixels,
                                       surface->pitch) == 0 &&
                  IMG_SavePNG(surface, path.c_str()) == 0;
  SDL_FreeSurface(surface);
  return ok;
}

}  // namespace canasta::frontend
