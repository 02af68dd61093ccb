// Shared by the tests that read the table's screenshots back.
#pragma once

#include <SDL.h>
#include <SDL_image.h>

#include <memory>
#include <string>

namespace canasta::frontend::test {

// A screenshot file's pixels as RGBA, freed however the case ends: a failed
// REQUIRE leaves early, and LeakSanitizer would report the surface on top of
// the failure.
using Surface = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;
inline Surface load_rgba(const std::string& path) {
  SDL_Surface* loaded = IMG_Load(path.c_str());
  if (!loaded) return Surface(nullptr, SDL_FreeSurface);
  Surface shot(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0), SDL_FreeSurface);
  SDL_FreeSurface(loaded);
  return shot;
}

}  // namespace canasta::frontend::test
