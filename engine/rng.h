// The engine's own seeded pseudo-random generator and shuffle.
//
// Why our own: std::uniform_int_distribution and std::shuffle are specified
// loosely enough that libstdc++ (native) and libc++ (Emscripten) give different
// sequences for the same seed. Every deal must be identical natively and in
// WASM, so everything here is written out with fixed-width integer arithmetic.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace canasta {

// xoshiro256** seeded through splitmix64 (public-domain algorithms by
// Blackman and Vigna): fast, 256 bits of state, good statistical quality.
class Rng {
 public:
  explicit constexpr Rng(uint64_t seed = 0) { reseed(seed); }

  constexpr void reseed(uint64_t seed) {
    for (auto& word : s_) {
      seed += 0x9E3779B97F4A7C15ull;
      uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      word = z ^ (z >> 31);
    }
  }

  constexpr uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method on
  // a 32-bit draw, so the product fits in 64 bits on every target).
  constexpr uint32_t below(uint32_t bound) {
    uint64_t product = (next() >> 32) * bound;
    uint32_t low = static_cast<uint32_t>(product);
    if (low < bound) {
      const uint32_t threshold = static_cast<uint32_t>(-bound) % bound;
      while (low < threshold) {
        product = (next() >> 32) * bound;
        low = static_cast<uint32_t>(product);
      }
    }
    return static_cast<uint32_t>(product >> 32);
  }

  // Fisher-Yates, last index first.
  template <typename T>
  constexpr void shuffle(std::span<T> items) {
    for (size_t i = items.size(); i > 1; --i) {
      const size_t j = below(static_cast<uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  static constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4] = {};
};

}  // namespace canasta
