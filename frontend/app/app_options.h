// The table program's command line: natively the user's, in the page the
// arguments app.js passes (--seed, --players, --language, --fast).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"

namespace canasta::frontend {

// Cards an example may outline at most (page_options.js checks the same).
inline constexpr size_t kMaxHighlight = 16;

struct AppOptions {
  std::optional<uint64_t> seed;     // default: remembered setup with a fresh seed
  int width = 1280, height = 800;   // initial window size natively; the canvas size in the page
  float scale = 1;                  // natively: render at this pixel ratio (screenshots)
  std::optional<int> players;
  std::string position;             // start from this position notation
  bool hidden = false;              // offscreen (tests, screenshots): a hidden window; main.cpp keeps nothing (null_store)
  bool guest = false;               // an online guest's table (the page's join=): the host's views feed it
  bool autoplay = false;            // the Standard bot plays the human's moves too
  bool autoplay_shared = false;     // ... only at a table shared with guests (--autoplay-shared)
  std::string screenshot;           // save a frame here and quit (after the deal with --autoplay): screenshot_run.h
  std::string dialog;               // open this dialog first: new, options, log, rules
  std::string language;             // overrides the remembered and the system language
  bool fast = false;                // no animations or pauses (tests)
  bool measure = false;             // tell the page every line drawn, with its size (the measuring test)
  bool mute = false;                // no sounds whatever Options say (tests: the page's fast=1, sound=0)
  bool intro = false;               // show the first-visit introduction once (the game's own page)
  bool four_colour = false;         // the four-colour deck (overrides the setting)
  bool colour_blind = false;        // the colour-blind scheme (overrides the setting)
  bool example = false;             // a teaching example: the table alone, no menu or buttons
  bool embedded = false;            // inside another site's page (embed.js): a lesson there shows no menu
  std::vector<Card> highlight;      // cards outlined wherever they lie (an example's text names them)
};

// Parses the command line (see README); unknown arguments are an error
// (a message), not a crash.
std::optional<AppOptions> parse_app_options(int argc, char** argv, std::string& error);

}  // namespace canasta::frontend
