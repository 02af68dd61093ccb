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
// True where a frame may draw nothing at all: the browser keeps showing the
// canvas's last picture until it is drawn to again. Natively the back buffer
// is undefined after a swap, so every frame is drawn.
bool keeps_last_frame();

// Test hooks for the page: the phase as document.body.dataset.phase and
// the clickable places as JSON for window.canastaTable.targets(). Nothing
// natively.
void publish_phase(const std::string& phase);
void publish_targets(const std::string& json);

// The page's bot worker. send_bot_request returns false when the page has
// no worker to ask (natively, always; in the page, when its worker hung and
// is off for this game): the caller then thinks in-process. Answers arrive
// through the exported canasta_bot_answer(id, text) (web_api.cpp), which
// delivers them here, and are taken one at a time.
bool send_bot_request(int id, const std::string& command);
// Drops every request in flight at the worker (a new game, an undo); their
// answers, if any still come, carry ids nobody waits for.
void cancel_bot_requests();

// Game events for the page (saves, embedding hosts): Module.onGameEvent(type,
// json). Nothing natively.
void send_game_event(const std::string& type, const std::string& json);
// Writes a PNG screenshot natively (--screenshot, the table tests); false in
// the page, which takes its screenshots from the browser.
bool save_png(SDL_Surface* surface, const std::string& path);
void deliver_bot_answer(int id, std::string text);
// Ids from kCoachRequestIds on are the coach's (coach_driver.h): the page
// sends its commands to a worker of their own, and take_bot_answer gives
// their answers only to a caller asking for the coach's (`coach`).
inline constexpr int kCoachRequestIds = 1 << 30;
bool take_bot_answer(int& id, std::string& text, bool coach = false);

}  // namespace canasta::frontend
