// The table program: owns the window, the renderer, the art and the game,
// and draws one frame at a time. The same App runs natively and in the page.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/state.h"
#include "frontend/card_art.h"
#include "frontend/table_layout.h"
#include "frontend/text.h"

namespace canasta::frontend {

struct AppOptions {
  uint64_t seed = 42;
  int width = 1280, height = 800;  // initial window size natively; the canvas size in the page
  bool hidden = false;             // offscreen: tests and screenshots
  std::string screenshot;          // if set: save the first frame here and quit
};

// Parses --seed N, --size WxH, --screenshot FILE, --hidden. Unknown
// arguments are an error (a message), not a crash.
std::optional<AppOptions> parse_app_options(int argc, char** argv, std::string& error);

class App {
 public:
  explicit App(const AppOptions& options);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Whether the window, renderer and art are ready; `error()` says why not.
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  // Handles pending events and draws one frame. Returns false to quit.
  bool frame();

 private:
  void handle_event(const SDL_Event& event);
  void draw();
  bool save_screenshot(const std::string& path);

  AppOptions options_;
  std::string error_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  CardArt cards_;
  TextRenderer text_;
  GameState game_;
  bool quit_ = false;
  bool first_frame_done_ = false;
};

}  // namespace canasta::frontend
