#include "frontend/table/fit_text.h"

#include <algorithm>

namespace canasta::frontend {
namespace {

// The sizes tried, largest first: px, then steps of 8% down to `least`.
std::vector<float> sizes(float px, float least) {
  std::vector<float> out{px};
  while (out.back() > least) out.push_back(std::max(least, out.back() * 0.92f));
  return out;
}

// Parts packed greedily into lines at `px`; nothing when a part alone is
// wider than `room`.
std::vector<std::string> pack(const FontAtlas& atlas, const std::vector<std::string>& parts, std::string_view joiner,
                              float px, bool bold, float room) {
  std::vector<std::string> lines;
  for (const std::string& part : parts) {
    if (measure_text(atlas, part, px, bold) > room) return {};
    if (!lines.empty()) {
      std::string longer = lines.back();
      longer.append(joiner).append(part);
      if (measure_text(atlas, longer, px, bold) <= room) {
        lines.back() = std::move(longer);
        continue;
      }
    }
    lines.push_back(part);
  }
  return lines;
}

}  // namespace

FittedText fit_parts(const FontAtlas& atlas, const std::vector<std::string>& parts, std::string_view joiner, float px,
                     float least, bool bold, float room, size_t max_lines, float height) {
  least = std::min(least, px);
  const std::vector<float> tried = sizes(px, least);
  if (height > 0) {
    for (float size : tried) {
      if (size < px * kSlightShrink) break;
      std::vector<std::string> lines = pack(atlas, parts, joiner, size, bold, room);
      if (lines.size() == 1) return {std::move(lines), size};
    }
    for (float size : tried) {
      std::vector<std::string> lines = pack(atlas, parts, joiner, size, bold, room);
      if (!lines.empty() && lines.size() <= max_lines &&
          static_cast<float>(lines.size()) * line_height(atlas, size) <= height)
        return {std::move(lines), size};
    }
    max_lines = std::min(max_lines, static_cast<size_t>(height / line_height(atlas, least)));
  } else {
    for (size_t most = 1; most <= std::max<size_t>(max_lines, 1); ++most)
      for (float size : tried) {
        std::vector<std::string> lines = pack(atlas, parts, joiner, size, bold, room);
        if (!lines.empty() && lines.size() <= most) return {std::move(lines), size};
      }
  }
  // Too long even at `least`: as much as fits, the last line cut with "…".
  std::string all;
  for (const std::string& part : parts) {
    if (!all.empty()) all.append(joiner);
    all.append(part);
  }
  FittedText out{{}, least, true};
  const std::string clamped = clamp_lines(atlas, all, least, bold, room, std::max<size_t>(max_lines, 1));
  for (size_t start = 0; start <= clamped.size();) {
    const size_t end = std::min(clamped.find('\n', start), clamped.size());
    out.lines.push_back(clamped.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

FittedText fit_words(const FontAtlas& atlas, std::string_view text, float px, float least, bool bold, float room,
                     size_t max_lines, float height) {
  std::vector<std::string> words;
  for (size_t start = 0; start < text.size();) {
    const size_t end = std::min(text.find(' ', start), text.size());
    if (end > start) words.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return fit_parts(atlas, words, " ", px, least, bold, room, max_lines, height);
}

float longest_word(const FontAtlas& atlas, std::string_view text, float px, bool bold) {
  float widest = 0;
  for (size_t start = 0; start < text.size();) {
    const size_t end = std::min(text.find(' ', start), text.size());
    widest = std::max(widest, measure_text(atlas, text.substr(start, end - start), px, bold));
    start = end + 1;
  }
  return widest;
}

}  // namespace canasta::frontend
