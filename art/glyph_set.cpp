// Byte format (version 1), all integers as LEB128 varints, signed ones
// zigzag-coded:
//   "CGLY" 1 <set count>
//   per set: <units_per_em> <ascent> <descent> <line_gap> <glyph count>
//     per glyph: <code point - previous code point> <advance> <x0> <y0> <x1> <y1>
//                <vertex count>, per vertex: <kind> then its points as
//                differences from the previous vertex's end point
//                (x y; curves cx cy first; cubics cx cy cx1 cy1 first)
//     <kern count>, per pair: <first - previous first> <second> <amount>
// Neighbouring points are close, so the differences are small numbers and
// the whole thing compresses to about a third of its TrueType glyph tables.
#include "art/glyph_set.h"

#include <algorithm>
#include <limits>

namespace canasta::art {
namespace {

constexpr char kMagic[4] = {'C', 'G', 'L', 'Y'};
constexpr uint8_t kVersion = 1;
// Far above what a font for this table needs; a larger count is damage.
constexpr uint64_t kMaxCount = 1u << 20;

class Writer {
 public:
  void byte(uint8_t b) { out_.push_back(static_cast<char>(b)); }
  void unsigned_(uint64_t v) {
    while (v >= 0x80) {
      byte(static_cast<uint8_t>(v | 0x80));
      v >>= 7;
    }
    byte(static_cast<uint8_t>(v));
  }
  void signed_(int64_t v) { unsigned_((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63)); }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : p_(data), end_(data + size) {}
  bool ok() const { return ok_; }
  bool at_end() const { return p_ == end_; }
  uint8_t byte() {
    if (p_ == end_) return fail();
    return *p_++;
  }
  uint64_t unsigned_() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const uint8_t b = byte();
      v |= static_cast<uint64_t>(b & 0x7F) << shift;
      if ((b & 0x80) == 0) return v;
    }
    return fail();
  }
  int64_t signed_() {
    const uint64_t v = unsigned_();
    return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1);
  }
  // A signed value that must fit a 16-bit font coordinate.
  int16_t coordinate() {
    const int64_t v = signed_();
    if (v < std::numeric_limits<int16_t>::min() || v > std::numeric_limits<int16_t>::max()) return fail();
    return static_cast<int16_t>(v);
  }
  uint64_t count() {
    const uint64_t n = unsigned_();
    // Every element takes at least one byte, so a count above the bytes left is damage.
    if (n > kMaxCount || n > static_cast<uint64_t>(end_ - p_)) return fail();
    return n;
  }

 private:
  uint8_t fail() {
    ok_ = false;
    p_ = end_;
    return 0;
  }
  const uint8_t* p_;
  const uint8_t* end_;
  bool ok_ = true;
};

int points_of(VertexKind kind) { return kind == VertexKind::kCubic ? 3 : kind == VertexKind::kCurve ? 2 : 1; }

void write_set(Writer& w, const GlyphSet& set) {
  w.unsigned_(static_cast<uint64_t>(set.units_per_em));
  w.signed_(set.ascent);
  w.signed_(set.descent);
  w.signed_(set.line_gap);
  w.unsigned_(set.glyphs.size());
  char32_t previous = 0;
  for (const GlyphOutline& g : set.glyphs) {
    w.unsigned_(g.codepoint - previous);
    previous = g.codepoint;
    for (const int16_t v : {g.advance, g.x0, g.y0, g.x1, g.y1}) w.signed_(v);
    w.unsigned_(g.vertices.size());
    int16_t x = 0, y = 0;
    for (const GlyphVertex& v : g.vertices) {
      w.byte(static_cast<uint8_t>(v.kind));
      // Control points relative to the previous end point too: they lie near it.
      if (points_of(v.kind) >= 2) w.signed_(v.cx - x), w.signed_(v.cy - y);
      if (points_of(v.kind) == 3) w.signed_(v.cx1 - x), w.signed_(v.cy1 - y);
      w.signed_(v.x - x);
      w.signed_(v.y - y);
      x = v.x;
      y = v.y;
    }
  }
  w.unsigned_(set.kerns.size());
  char32_t first = 0;
  for (const GlyphKern& k : set.kerns) {
    w.unsigned_(k.first - first);
    first = k.first;
    w.unsigned_(k.second);
    w.signed_(k.amount);
  }
}

bool read_glyph(Reader& r, char32_t& codepoint, GlyphOutline& g) {
  const uint64_t step = r.unsigned_();
  if (step > 0x10FFFF || codepoint + step > 0x10FFFF) return false;
  codepoint += static_cast<char32_t>(step);
  g.codepoint = codepoint;
  g.advance = r.coordinate();
  g.x0 = r.coordinate();
  g.y0 = r.coordinate();
  g.x1 = r.coordinate();
  g.y1 = r.coordinate();
  const uint64_t n = r.count();
  g.vertices.resize(n);
  int16_t x = 0, y = 0;
  bool in_range = true;
  // A point is a difference from the previous end point; the sum must stay a font coordinate.
  auto at = [&](int16_t origin) {
    const int sum = origin + r.coordinate();
    in_range = in_range && sum >= std::numeric_limits<int16_t>::min() && sum <= std::numeric_limits<int16_t>::max();
    return static_cast<int16_t>(sum);
  };
  for (GlyphVertex& v : g.vertices) {
    const uint8_t kind = r.byte();
    if (kind < 1 || kind > 4) return false;
    v.kind = static_cast<VertexKind>(kind);
    if (points_of(v.kind) >= 2) v.cx = at(x), v.cy = at(y);
    if (points_of(v.kind) == 3) v.cx1 = at(x), v.cy1 = at(y);
    v.x = at(x);
    v.y = at(y);
    x = v.x;
    y = v.y;
  }
  return r.ok() && in_range;
}

bool read_set(Reader& r, GlyphSet& set, std::string& error) {
  const uint64_t units_per_em = r.unsigned_();
  set.units_per_em = static_cast<int>(std::min<uint64_t>(units_per_em, 1u << 16));
  set.ascent = r.coordinate();
  set.descent = r.coordinate();
  set.line_gap = r.coordinate();
  // TrueType allows 16 to 16384 units per em.
  if (!r.ok() || units_per_em < 16 || units_per_em > 16384 || set.ascent <= set.descent) {
    error = "bad font metrics";
    return false;
  }
  set.glyphs.resize(r.count());
  char32_t codepoint = 0;
  for (size_t i = 0; i < set.glyphs.size(); ++i) {
    if (!read_glyph(r, codepoint, set.glyphs[i]) || (i > 0 && set.glyphs[i].codepoint == set.glyphs[i - 1].codepoint)) {
      error = "bad glyph " + std::to_string(i);
      return false;
    }
  }
  set.kerns.resize(r.count());
  char32_t first = 0;
  for (GlyphKern& k : set.kerns) {
    const uint64_t step = r.unsigned_(), second = r.unsigned_();
    if (step > 0x10FFFF || first + step > 0x10FFFF || second > 0x10FFFF) {
      error = "bad kerning pair";
      return false;
    }
    first += static_cast<char32_t>(step);
    k = {first, static_cast<char32_t>(second), r.coordinate()};
  }
  const auto less = [](const GlyphKern& a, const GlyphKern& b) {
    return a.first != b.first ? a.first < b.first : a.second < b.second;
  };
  if (!r.ok() || !std::is_sorted(set.kerns.begin(), set.kerns.end(), less)) {
    error = "bad kerning pairs";
    return false;
  }
  return true;
}

}  // namespace

const GlyphOutline* GlyphSet::find(char32_t codepoint) const {
  const auto it = std::lower_bound(glyphs.begin(), glyphs.end(), codepoint,
                                   [](const GlyphOutline& g, char32_t c) { return g.codepoint < c; });
  return it != glyphs.end() && it->codepoint == codepoint ? &*it : nullptr;
}

int GlyphSet::kern(char32_t first, char32_t second) const {
  const GlyphKern key{first, second, 0};
  const auto it = std::lower_bound(kerns.begin(), kerns.end(), key, [](const GlyphKern& a, const GlyphKern& b) {
    return a.first != b.first ? a.first < b.first : a.second < b.second;
  });
  return it != kerns.end() && it->first == first && it->second == second ? it->amount : 0;
}

std::string write_glyph_sets(const std::vector<GlyphSet>& sets) {
  Writer w;
  for (const char c : kMagic) w.byte(static_cast<uint8_t>(c));
  w.byte(kVersion);
  w.unsigned_(sets.size());
  for (const GlyphSet& set : sets) write_set(w, set);
  return w.take();
}

bool read_glyph_sets(const uint8_t* data, size_t size, std::vector<GlyphSet>& sets, std::string& error) {
  Reader r(data, size);
  for (const char c : kMagic) {
    if (r.byte() != static_cast<uint8_t>(c)) {
      error = "not a glyph set";
      return false;
    }
  }
  if (const uint8_t version = r.byte(); version != kVersion) {
    error = "glyph set version " + std::to_string(version) + " is not " + std::to_string(kVersion);
    return false;
  }
  std::vector<GlyphSet> read(r.count());
  for (size_t i = 0; i < read.size(); ++i) {
    if (!read_set(r, read[i], error)) {
      error = "glyph set " + std::to_string(i) + ": " + error;
      return false;
    }
  }
  if (!r.ok() || !r.at_end()) {
    error = "glyph sets: damaged or trailing bytes";
    return false;
  }
  sets = std::move(read);
  return true;
}

}  // namespace canasta::art
