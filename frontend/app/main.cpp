// Entry point of the table, natively and in the browser.
#include <SDL.h>

#include <cstdio>
#include <string>

#include "frontend/app/app.h"
#include "frontend/app/screenshot_run.h"
#include "frontend/platform/bridge.h"
#include "frontend/platform/platform.h"
#include "frontend/platform/text_store.h"

int main(int argc, char** argv) {
  std::string error;
  const auto options = canasta::frontend::parse_app_options(argc, argv, error);
  if (!options) {
    std::fprintf(stderr, "canasta: %s\n", error.c_str());
    return 2;
  }
  // The table run offscreen (tests, screenshots) keeps nothing of a player's.
  canasta::frontend::TextStore& store = options->hidden ? canasta::frontend::null_store() : canasta::frontend::platform_store();
  // The program's one port to the page, and the App: both outlive main() in
  // the browser, where the main loop never returns.
  static auto* page = new canasta::frontend::PagePort();
  static canasta::frontend::App* app = new canasta::frontend::App(*options, store, *page);
  if (!app->ok()) {
    std::fprintf(stderr, "canasta: %s\n", app->error().c_str());
    return 1;
  }
  int status = 0;
  if (!options->screenshot.empty()) {
    // A screenshot's frames natively, without the display's main loop.
    canasta::frontend::ScreenshotRun run(*app, options->screenshot, options->autoplay);
    while (run.frame()) {
    }
    if (!run.error().empty()) {
      std::fprintf(stderr, "canasta: %s\n", run.error().c_str());
      status = 1;
    }
  } else {
    canasta::frontend::run_main_loop(
        [](void* context) { return static_cast<canasta::frontend::App*>(context)->frame(); }, app);
  }
  delete app;
  delete page;
  return status;
}
