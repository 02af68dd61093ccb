// --screenshot: the table run offscreen until the frame worth keeping (the
// second, or with --autoplay the deal's score sheet), saved as a PNG and
// the run ended. main.cpp runs it in place of the main loop; the tests that
// read the table's pixels run it too.
#pragma once

#include <string>

#include "frontend/app/app.h"

namespace canasta::frontend {

class ScreenshotRun {
 public:
  ScreenshotRun(App& app, std::string path, bool after_deal);
  // One frame; false once the picture is saved, the run failed (error())
  // or the table quit.
  bool frame();
  const std::string& error() const { return error_; }

 private:
  App& app_;
  std::string path_;
  bool after_deal_ = false;
  std::string error_;
};

}  // namespace canasta::frontend
