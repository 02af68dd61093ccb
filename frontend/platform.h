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

// Small persistent text values (settings): the page's localStorage,
// natively a file per key under $XDG_CONFIG_HOME/canasta (or ~/.config).
// A missing value is "". Saving may silently fail (private browsing).
std::string load_text(const std::string& key);
void save_text(const std::string& key, const std::string& value);

// The user's preferred interface language tag ("de-AT"): the browser's,
// natively $LANG. Empty when unknown.
std::string preferred_language();
// The browser's prefers-reduced-motion; natively false.
bool prefers_reduced_motion();

// Test hooks for the page: the phase as document.body.dataset.phase and
// the clickable places as JSON for window.canastaTable.targets(). Nothing
// natively.
void publish_phase(const std::string& phase);
void publish_targets(const std::string& json);

// The page's bot worker. send_bot_request returns false when the page has
// no worker (natively, always). Answers arrive through the exported
// canasta_bot_answer(id, text) and are taken here, one at a time.
bool send_bot_request(int id, const std::string& command);
bool take_bot_answer(int& id, std::string& text);

}  // namespace canasta::frontend
