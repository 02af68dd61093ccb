// Everything that differs between the desktop and the browser, behind one
// small interface. platform.cpp is the only file with #ifdef __EMSCRIPTEN__.
#pragma once

#include <string>

struct SDL_Surface;
struct SDL_Window;

namespace canasta::frontend {

// Runs `frame(context)` once per display frame until `frame` returns false
// (natively) or forever (in the browser, where the page owns the lifetime).
using FrameFunction = bool (*)(void* context);
void run_main_loop(FrameFunction frame, void* context);

// How often frames run. kDisplay: once per screen refresh (the browser's
// requestAnimationFrame). kQuiet: one every kQuietFrameMs on a timer, for a
// table that has drawn nothing new for a while. An idle table drawing 60
// unchanged frames a second kept the browser's compositor busy (about 10% of
// a core in headless Chromium, a phone's battery alike); on the timer it
// rests, while everything still runs: a message, a worker's answer, a
// computer's move or the person's tap is taken at the next tick, at most
// kQuietFrameMs later, and the frame that draws it turns kDisplay back on.
// An online table keeps the display's pace (App::draw_frame says why).
// Natively nothing changes: the desktop loop waits on the display.
enum class FramePace { kDisplay, kQuiet };
inline constexpr int kQuietFrameMs = 50;
void set_frame_pace(FramePace pace);

// Work for the moments the page is idle (the browser's requestIdleCallback),
// outside the frames: `work(context, budget_ms)` does one piece that fits in
// the time the browser offers and returns false once nothing is left. The
// work stops being asked for then; calling again starts it anew. Natively
// nothing happens (the desktop table does such work as it draws).
using IdleFunction = bool (*)(void* context, double budget_ms);
void run_when_idle(IdleFunction work, void* context);

// The window size to start with, in CSS/logical pixels: the canvas's laid-out
// size in the browser, `fallback` natively.
void initial_window_size(int& width, int& height);

// Keeps the window the size the page lays the canvas out at (a resized
// browser window, an embedding iframe that grows, a bar that comes and goes):
// true, once, after the canvas's CSS size or the browser window changed, with
// `window` (and so the canvas's backing store, CSS size x devicePixelRatio)
// resized to match; the caller then redraws. SDL 2.26 by itself follows only
// the window's resize event. Natively false: SDL reports resizes as events.
bool follow_page_size(SDL_Window* window);

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
// True where a frame may draw nothing at all: the browser keeps showing the
// canvas's last picture until it is drawn to again. Natively the back buffer
// is undefined after a swap, so every frame is drawn.
bool keeps_last_frame();

// Writes a PNG screenshot natively (--screenshot, the table tests); false in
// the page, which takes its screenshots from the browser.
bool save_png(SDL_Surface* surface, const std::string& path);

// Hands one message's JSON text to the page (Module.onTableMessage), through
// the heap; true when the page took it. Natively false: there is no page
// (frontend/platform/bridge.h is the channel's one door; tests play the page
// there).
bool post_text_to_page(const std::string& json);
// Where the page lays inputs of its own over the table's text fields (the
// browser: so a phone shows its keyboard and typing is the browser's own,
// told through the bridge's editText and text messages); natively the table
// edits them itself with SDL's text input.
bool page_edits_text();
}  // namespace canasta::frontend
