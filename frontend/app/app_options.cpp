#include "frontend/app/app_options.h"

#include <cstdlib>

#include "engine/rules.h"
#include "engine/text_util.h"

namespace canasta::frontend {

std::optional<AppOptions> parse_app_options(int argc, char** argv, std::string& error) {
  AppOptions o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--seed" && has_value) {
      o.seed = parse_uint64(argv[++i]);
      if (!o.seed) return error = "--seed needs a whole number from 0 to 18446744073709551615", std::nullopt;
    } else if (arg == "--size" && has_value) {
      const auto sides = split(argv[++i], 'x');
      const auto width = sides.size() == 2 ? parse_int(sides[0], 200, 16384) : std::nullopt;
      const auto height = sides.size() == 2 ? parse_int(sides[1], 200, 16384) : std::nullopt;
      if (!width || !height) return error = "--size needs WIDTHxHEIGHT, each from 200 to 16384", std::nullopt;
      o.width = static_cast<int>(*width);
      o.height = static_cast<int>(*height);
    } else if (arg == "--scale" && has_value) {
      o.scale = static_cast<float>(std::atof(argv[++i]));
      if (o.scale < 1 || o.scale > 4) return error = "--scale needs a pixel ratio from 1 to 4", std::nullopt;
    } else if (arg == "--players" && has_value) {
      const std::optional<int64_t> n = parse_int(argv[++i], kMinPlayers, kMaxPlayers);
      if (!n) return error = "--players needs 2 to 6", std::nullopt;
      o.players = static_cast<int>(*n);
    } else if (arg == "--position" && has_value) {
      o.position = argv[++i];
    } else if (arg == "--screenshot" && has_value) {
      o.screenshot = argv[++i];
      o.hidden = true;
      o.fast = true;
    } else if (arg == "--dialog" && has_value) {
      o.dialog = argv[++i];
    } else if (arg == "--language" && has_value) {
      o.language = argv[++i];
    } else if (arg == "--guest") {
      o.guest = true;
    } else if (arg == "--autoplay") {
      o.autoplay = true;
    } else if (arg == "--autoplay-shared") {
      o.autoplay = o.autoplay_shared = true;
    } else if (arg == "--fast") {
      o.fast = true;
    } else if (arg == "--measure") {
      o.measure = true;
    } else if (arg == "--mute") {
      o.mute = true;
    } else if (arg == "--intro") {
      o.intro = true;
    } else if (arg == "--four-colour") {
      o.four_colour = true;
    } else if (arg == "--colour-blind") {
      o.colour_blind = true;
    } else if (arg == "--hidden") {
      o.hidden = true;
    } else if (arg == "--example") {
      o.example = true;
    } else if (arg == "--embedded") {
      o.embedded = true;
    } else if (arg == "--highlight" && has_value) {
      o.highlight.clear();
      for (const auto& part : split(argv[++i], ',')) {
        const std::optional<Card> card = parse_card(part);
        if (!card || o.highlight.size() >= kMaxHighlight)
          return error = "--highlight needs up to 16 cards such as 2d,9h,Jk", std::nullopt;
        o.highlight.push_back(*card);
      }
    } else {
      error = "unknown argument '" + arg +
              "' (use --seed N, --size WxH, --scale F, --players N, --position NOTATION, --screenshot FILE, "
              "--dialog new|options|log|rules, --language TAG, --guest, --autoplay, --autoplay-shared, --fast, --measure, --mute, --intro, --four-colour, --colour-blind, "
              "--hidden, --example, --embedded, --highlight CARDS)";
      return std::nullopt;
    }
  }
  return o;
}

}  // namespace canasta::frontend
