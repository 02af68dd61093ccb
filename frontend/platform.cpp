#include "frontend/platform.h"

#include <cstdio>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

// JS helpers compiled into canasta.js (not eval'd: the page's CSP allows no eval).
EM_JS(void, canasta_js_first_frame, (), {
  if (Module['onFirstFrame']) Module['onFirstFrame']();
});
EM_JS(void, canasta_js_announce, (const char* text), {
  if (Module['onAnnounce']) Module['onAnnounce'](UTF8ToString(text));
});
#endif

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
        l->frame(l->context);
      },
      &loop, 0, 1);
}

std::string asset_path(const std::string& name) { return "/assets/" + name; }

void initial_window_size(int& width, int& height) {
  double w = 0, h = 0;
  if (emscripten_get_element_css_size("#canvas", &w, &h) == EMSCRIPTEN_RESULT_SUCCESS && w >= 1 && h >= 1) {
    width = static_cast<int>(w);
    height = static_cast<int>(h);
  }
}

void notify_first_frame() { canasta_js_first_frame(); }

void announce(const std::string& message) { canasta_js_announce(message.c_str()); }

#else

void run_main_loop(FrameFunction frame, void* context) {
  while (frame(context)) {
  }
}

std::string asset_path(const std::string& name) { return std::string(CANASTA_ASSET_DIR) + "/" + name; }

void initial_window_size(int&, int&) {}

void notify_first_frame() {}

void announce(const std::string& message) { std::fprintf(stderr, "%s\n", message.c_str()); }

#endif

}  // namespace canasta::frontend
