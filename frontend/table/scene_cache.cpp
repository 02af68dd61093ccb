#include "frontend/table/scene_cache.h"

namespace canasta::frontend {

SceneCache::~SceneCache() {
  if (texture_) SDL_DestroyTexture(texture_);
}

bool SceneCache::begin(SDL_Renderer* renderer, const SceneKey& key) {
  if (valid_ && key == key_ && texture_) return false;
  if (!SDL_RenderTargetSupported(renderer)) return true;
  if (!texture_ || width_ != key.width || height_ != key.height) {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_TARGET, key.width, key.height);
    width_ = key.width;
    height_ = key.height;
    if (!texture_) return true;
    // The copy covers the whole screen 1:1: no blending, no filtering.
    SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
    SDL_SetTextureScaleMode(texture_, SDL_ScaleModeNearest);
  }
  SDL_SetRenderTarget(renderer, texture_);
  key_ = key;
  valid_ = true;
  return true;
}

void SceneCache::end(SDL_Renderer* renderer) {
  if (SDL_GetRenderTarget(renderer) == texture_ && texture_) SDL_SetRenderTarget(renderer, nullptr);
}

void SceneCache::show(SDL_Renderer* renderer) const {
  if (texture_ && valid_) SDL_RenderCopy(renderer, texture_, nullptr, nullptr);
}

}  // namespace canasta::frontend
