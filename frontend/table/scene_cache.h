// The table drawn once into a texture and shown from there until something
// on it changes. Software WebGL (a phone's, or headless Chromium's) spends
// most of a frame filling the felt, panels, cards and glyph quads; while
// cards fly, only the flights move, so each frame copies the cached table
// (one quad) and draws the few flying cards on top.
#pragma once

#include <SDL.h>

#include <string>
#include <utility>
#include <vector>

namespace canasta::frontend {

// Everything the cached picture depends on; a different key redraws it.
struct SceneKey {
  int width = 0, height = 0;
  int game_version = -1;
  int ui_version = 0;  // bumped by input that may change what is shown
  std::string message;
  bool message_error = false;
  bool viewer_to_move = false, other_to_move = false;
  int dialog = 0;
  bool hide_pile_top = false;
  std::vector<bool> hidden_hand;
  std::vector<std::pair<int, int>> hidden_meld_cards;  // (side, card code)
  int dragging = -1;
  const void* deck = nullptr;
  int language = 0;
  int lesson_version = 0;  // what the lesson panel says
  bool operator==(const SceneKey&) const = default;
};

class SceneCache {
 public:
  SceneCache() = default;
  ~SceneCache();
  SceneCache(const SceneCache&) = delete;
  SceneCache& operator=(const SceneCache&) = delete;

  // True when the scene must be drawn now (the key changed, or there is no
  // cached picture); the renderer then draws into the cache until end().
  // Without render-target support it is always true and draws go straight
  // to the screen.
  bool begin(SDL_Renderer* renderer, const SceneKey& key);
  void end(SDL_Renderer* renderer);
  // Copies the cached picture to the screen (nothing without a cache).
  void show(SDL_Renderer* renderer) const;

 private:
  SDL_Texture* texture_ = nullptr;
  int width_ = 0, height_ = 0;
  SceneKey key_;
  bool valid_ = false;
};

}  // namespace canasta::frontend
