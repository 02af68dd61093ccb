// Everything that differs between the desktop and the browser, behind one
// small interface. platform.cpp is the only file with #ifdef __EMSCRIPTEN__.
#pragma once

#include <string>

namespace canasta::frontend {

// Runs `frame(context)` once per display frame until `frame` returns false
// (natively) or forever (in the browser, where the page owns the lifetime).
using FrameFunction = bool (*)(void* context);
void run_main_loop(FrameFunction frame, void* context);

// Where the generated art lives: the build folder natively, the preloaded
// virtual file system in the browser.
std::string asset_path(const std::string& name);

// The window size to start with, in CSS/logical pixels: the canvas's laid-out
// size in the browser, `fallback` natively.
void initial_window_size(int& width, int& height);

// Tells the page the first frame is on screen (it hides the loading text,
// and the browser tests wait for it). Does nothing natively.
void notify_first_frame();

// Mirrors a message for assistive technology (the page's ARIA live region);
// natively it goes to standard error.
void announce(const std::string& message);

}  // namespace canasta::frontend
