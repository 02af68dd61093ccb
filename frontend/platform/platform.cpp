#include "frontend/platform/platform.h"

#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#ifdef __EMSCRIPTEN__
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

// JS helpers compiled into canasta.js (not eval'd: the page's CSP allows no eval).
// The time each frame took to make (not the interval between frames, which
// the display's refresh rate sets): the last 600, for ./tools/bench frames.
EM_JS(void, canasta_js_frame_work, (double ms), {
  const work = Module['frameWork'] || (Module['frameWork'] = []);
  work.push(ms);
  if (work.length > 600) work.shift();
});
// Calls canasta_idle (below) when the browser is idle until it answers 0;
// a second call while that goes on changes nothing.
EM_JS(void, canasta_js_request_idle, (), {
  if (Module['canastaIdle']) return;
  Module['canastaIdle'] = true;
  const later = typeof requestIdleCallback === 'function' ? requestIdleCallback
    : (f) => setTimeout(() => f({ timeRemaining: () => 50 }), 100);
  const tick = (deadline) => {
    if (Module['_canasta_idle'](deadline.timeRemaining())) later(tick);
    else Module['canastaIdle'] = false;
  };
  later(tick);
});
EM_JS(void, canasta_js_first_frame, (), {
  if (Module['onFirstFrame']) Module['onFirstFrame']();
});
// 1 when the canvas's laid-out size (a ResizeObserver) or the browser window
// changed since the last call; the first call starts watching and answers 1.
EM_JS(int, canasta_js_take_resize, (), {
  let watch = Module['canastaResize'];
  if (!watch) {
    watch = Module['canastaResize'] = { changed: true };
    const mark = () => { watch.changed = true; };
    if (typeof ResizeObserver !== 'undefined' && Module['canvas']) new ResizeObserver(mark).observe(Module['canvas']);
    window.addEventListener('resize', mark);
  }
  const changed = watch.changed;
  watch.changed = false;
  return changed ? 1 : 0;
});
EM_JS(void, canasta_js_announce, (const char* text), {
  if (Module['onAnnounce']) Module['onAnnounce'](UTF8ToString(text));
});
// Returns a malloc'd UTF-8 copy (the caller frees it), or 0.
EM_JS(char*, canasta_js_load_text, (const char* key), {
  let value = null;
  try { value = localStorage.getItem('canasta.' + UTF8ToString(key)); } catch (e) { value = null; }
  if (value === null) return 0;
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});
EM_JS(void, canasta_js_save_text, (const char* key, const char* value), {
  try { localStorage.setItem('canasta.' + UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
});
EM_JS(char*, canasta_js_language, (), {
  const tag = (navigator.languages && navigator.languages[0]) || navigator.language || "";
  const size = lengthBytesUTF8(tag) + 1;
  const out = _malloc(size);
  stringToUTF8(tag, out, size);
  return out;
});
EM_JS(int, canasta_js_reduced_motion, (), {
  return (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) ? 1 : 0;
});
EM_JS(void, canasta_js_phase, (const char* phase), {
  document.body.dataset.phase = UTF8ToString(phase);
});
EM_JS(void, canasta_js_targets, (const char* json), {
  if (Module['onTargets']) Module['onTargets'](UTF8ToString(json));
});
EM_JS(void, canasta_js_game_event, (const char* type, const char* json), {
  if (Module['onGameEvent']) Module['onGameEvent'](UTF8ToString(type), UTF8ToString(json));
});
EM_JS(void, canasta_js_bot_cancel, (), {
  if (Module['onBotCancel']) Module['onBotCancel']();
});
// 0 when the page has no worker to ask now (none, or one that hung and is
// off for this game): the table then thinks in the page.
EM_JS(int, canasta_js_bot_request, (int id, const char* command), {
  if (!Module['onBotRequest']) return 0;
  return Module['onBotRequest'](id, UTF8ToString(command)) === false ? 0 : 1;
});
#else
#include <SDL_image.h>
#endif

namespace {
#ifdef __EMSCRIPTEN__
struct IdleWork {
  canasta::frontend::IdleFunction work = nullptr;
  void* context = nullptr;
};
IdleWork g_idle;
#endif

std::deque<std::pair<int, std::string>>& bot_answers() {
  static std::deque<std::pair<int, std::string>> answers;
  return answers;
}
}  // namespace

namespace canasta::frontend {

#ifdef __EMSCRIPTEN__

void run_main_loop(FrameFunction frame, void* context) {
  struct Loop {
    FrameFunction frame;
    void* context;
  };
  static Loop loop;  // lives as long as the page; the main loop never returns
  loop = {frame, context};
  emscripten_set_main_loop_arg(
      [](void* arg) {
        auto* l = static_cast<Loop*>(arg);
        const double start = emscripten_get_now();
        l->frame(l->context);
        canasta_js_frame_work(emscripten_get_now() - start);
      },
      &loop, 0, 1);
}

void run_when_idle(IdleFunction work, void* context) {
  g_idle = {work, context};
  canasta_js_request_idle();
}

void initial_window_size(int& width, int& height) {
  double w = 0, h = 0;
  if (emscripten_get_element_css_size("#canvas", &w, &h) == EMSCRIPTEN_RESULT_SUCCESS && w >= 1 && h >= 1) {
    width = static_cast<int>(w);
    height = static_cast<int>(h);
  }
}

bool follow_page_size(SDL_Window* window) {
  if (!canasta_js_take_resize()) return false;
  double w = 0, h = 0;
  if ((SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN) == 0 &&
      emscripten_get_element_css_size("#canvas", &w, &h) == EMSCRIPTEN_RESULT_SUCCESS && w >= 1 && h >= 1)
    SDL_SetWindowSize(window, static_cast<int>(w), static_cast<int>(h));
  return true;
}

void notify_first_frame() { canasta_js_first_frame(); }

void announce(const std::string& message) { canasta_js_announce(message.c_str()); }

std::string load_text(const std::string& key) {
  char* value = canasta_js_load_text(key.c_str());
  if (!value) return {};
  std::string out = value;
  std::free(value);
  return out;
}

void save_text(const std::string& key, const std::string& value) { canasta_js_save_text(key.c_str(), value.c_str()); }

std::string preferred_language() {
  char* tag = canasta_js_language();
  std::string out = tag ? tag : "";
  std::free(tag);
  return out;
}

bool prefers_reduced_motion() { return canasta_js_reduced_motion() != 0; }

bool keeps_last_frame() { return true; }

void publish_phase(const std::string& phase) { canasta_js_phase(phase.c_str()); }

void publish_targets(const std::string& json) { canasta_js_targets(json.c_str()); }

bool send_bot_request(int id, const std::string& command) { return canasta_js_bot_request(id, command.c_str()) != 0; }

void cancel_bot_requests() { canasta_js_bot_cancel(); }

void send_game_event(const std::string& type, const std::string& json) {
  canasta_js_game_event(type.c_str(), json.c_str());
}

bool save_png(SDL_Surface*, const std::string&) { return false; }

#else

void run_main_loop(FrameFunction frame, void* context) {
  while (frame(context)) {
  }
}

void run_when_idle(IdleFunction, void*) {}

void initial_window_size(int&, int&) {}

bool follow_page_size(SDL_Window*) { return false; }

void notify_first_frame() {}

void announce(const std::string& message) {
  if (std::getenv("CANASTA_QUIET") == nullptr) std::fprintf(stderr, "%s\n", message.c_str());
}

namespace {
std::string config_path(const std::string& key) {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  if (xdg && *xdg) return std::string(xdg) + "/canasta/" + key + ".txt";
  if (home && *home) return std::string(home) + "/.config/canasta/" + key + ".txt";
  return {};
}
}  // namespace

std::string load_text(const std::string& key) {
  const std::string path = config_path(key);
  if (path.empty()) return {};
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

void save_text(const std::string& key, const std::string& value) {
  const std::string path = config_path(key);
  if (path.empty()) return;
  const std::string dir = path.substr(0, path.rfind('/'));
  std::error_code ignored;
  std::filesystem::create_directories(dir, ignored);
  std::ofstream(path) << value;
}

std::string preferred_language() {
  const char* lang = std::getenv("LANG");
  return lang ? lang : "";
}

bool prefers_reduced_motion() { return false; }

bool keeps_last_frame() { return false; }

void publish_phase(const std::string&) {}

void publish_targets(const std::string&) {}

bool send_bot_request(int, const std::string&) { return false; }

void cancel_bot_requests() {}

void send_game_event(const std::string&, const std::string&) {}

bool save_png(SDL_Surface* surface, const std::string& path) { return IMG_SavePNG(surface, path.c_str()) == 0; }

#endif

void deliver_bot_answer(int id, std::string text) { bot_answers().emplace_back(id, std::move(text)); }

bool take_bot_answer(int& id, std::string& text, bool coach) {
  auto& answers = bot_answers();
  for (auto it = answers.begin(); it != answers.end(); ++it) {
    if ((it->first >= kCoachRequestIds) != coach) continue;
    id = it->first;
    text = std::move(it->second);
    answers.erase(it);
    return true;
  }
  return false;
}

}  // namespace canasta::frontend

#ifdef __EMSCRIPTEN__
// The page's idle callback (canasta_js_request_idle): 1 while work is left.
extern "C" EMSCRIPTEN_KEEPALIVE int canasta_idle(double budget_ms) {
  return g_idle.work != nullptr && g_idle.work(g_idle.context, budget_ms) ? 1 : 0;
}
#endif
