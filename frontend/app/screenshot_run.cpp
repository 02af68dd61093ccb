#include "frontend/app/screenshot_run.h"

#include <utility>

namespace canasta::frontend {

ScreenshotRun::ScreenshotRun(App& app, std::string path, bool after_deal)
    : app_(app), path_(std::move(path)), after_deal_(after_deal) {}

bool ScreenshotRun::frame() {
  const bool more = app_.draw_frame();
  bool done = false;
  // Read before the frame is shown: a shown frame's pixels are the window's.
  if (after_deal_ ? app_.score_sheet_open() : app_.frames() >= 2) {
    if (!app_.save_screenshot(path_)) error_ = "The screenshot could not be saved.";
    done = true;
  } else if (app_.frames() > 20000) {
    error_ = "The deal did not end.";
    done = true;
  }
  app_.show_frame();
  return more && !done;
}

}  // namespace canasta::frontend
