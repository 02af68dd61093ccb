// A tournament's record: one line naming the match, then one line a game as
// each game ends, so that a long run (Master against Expert takes hours) can
// be stopped and taken up again where it stopped, on another day or
// machine, and still report the same figures as a run in one go: every game
// is dealt and played from the match's seed and its own index alone.
//
//   tournament a=master b=expert players=4 variant=classic options= seed=1 games=400
//   game=17 winner=1 deals=6 margin=-42.000 illegal=0 stuck=0
//
// `margin` is the sum over the game's deals of A's deal score less the mean
// of the other sides'; `winner` the winning side (-1: cut off); the side A
// played in game i is i % sides (tournament.cpp).
#pragma once

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "engine/text_util.h"

namespace canasta {

struct GameResult {
  int winner = -1;
  long deals = 0;
  double margin = 0.0;
  long illegal = 0;
  long stuck = 0;
};

// The games recorded so far, by index, and whether the file names this
// match; `problem` says why a file cannot be used (unreadable, another
// match, a damaged line).
struct RecordRead {
  std::map<int, GameResult> games;
  std::string header;
  std::string problem;
  uintmax_t whole_bytes = 0;  // the file up to its last whole line
};

inline std::string game_line(int index, const GameResult& g) {
  char line[160];
  std::snprintf(line, sizeof line, "game=%d winner=%d deals=%ld margin=%.3f illegal=%ld stuck=%ld", index, g.winner,
                g.deals, g.margin, g.illegal, g.stuck);
  return line;
}

// Whether `games` holds the whole duplicate group that starts at game
// `first` (a multiple of `sides`): one game with A on each side.
inline bool holds_group(const std::map<int, GameResult>& games, int first, int sides) {
  if (first % sides != 0) return false;
  for (int k = 0; k < sides; ++k)
    if (!games.count(first + k)) return false;
  return true;
}

// A record line's key=value words (the match's first line, a game's line).
inline std::map<std::string_view, std::string_view> record_fields(std::string_view line) {
  std::map<std::string_view, std::string_view> field;
  for (std::string_view word : split_words(line))
    if (const std::optional<KeyValue> kv = split_key_value(word)) field[kv->key] = kv->value;
  return field;
}

inline std::optional<std::pair<int, GameResult>> parse_game_line(std::string_view line) {
  std::map<std::string_view, std::string_view> field = record_fields(line);
  const char* keys[] = {"game", "winner", "deals", "margin", "illegal", "stuck"};
  for (const char* key : keys)
    if (!field.count(key)) return std::nullopt;
  const std::optional<int64_t> index = parse_int(field["game"], 0, INT32_MAX);
  const std::optional<int64_t> winner = parse_int(field["winner"], -1, 5);
  const std::optional<int64_t> deals = parse_int(field["deals"], 0, INT32_MAX);
  const std::optional<int64_t> illegal = parse_int(field["illegal"], 0, INT32_MAX);
  const std::optional<int64_t> stuck = parse_int(field["stuck"], 0, INT32_MAX);
  char* end = nullptr;
  const std::string margin(field["margin"]);
  const double m = std::strtod(margin.c_str(), &end);
  if (!index || !winner || !deals || !illegal || !stuck || margin.empty() || *end != '\0') return std::nullopt;
  GameResult g{static_cast<int>(*winner), static_cast<long>(*deals), m, static_cast<long>(*illegal),
               static_cast<long>(*stuck)};
  return std::pair{static_cast<int>(*index), g};
}

// Reads `path`; a missing file is an empty record. `expected_header`, when
// given, must be the file's first line.
inline RecordRead read_record(const std::string& path, const std::string& expected_header) {
  RecordRead r;
  std::ifstream in(path);
  if (!in) return r;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    const bool ended = !in.eof();  // the line has its newline
    if (number == 1) {
      r.header = line;
      if (!expected_header.empty() && line != expected_header) {
        r.problem = path + " records another match: " + line;
        return r;
      }
      if (ended) r.whole_bytes += line.size() + 1;
      continue;
    }
    if (line.empty() && ended) {
      ++r.whole_bytes;
      continue;
    }
    // A run stopped while writing leaves its last line cut short: that game
    // is played again, its piece cut off the file (RecordWriter::open).
    if (!ended) break;
    const auto game = parse_game_line(line);
    if (!game) {
      r.problem = path + " line " + std::to_string(number) + " is not a game: " + line;
      return r;
    }
    r.games[game->first] = game->second;
    r.whole_bytes += line.size() + 1;
  }
  return r;
}

// Appends game lines to the record as games end, from any thread.
class RecordWriter {
 public:
  // Opens `path` for appending after its first `whole_bytes` (what
  // read_record read whole), writing `header` first when it is new.
  bool open(const std::string& path, const std::string& header, bool is_new, uintmax_t whole_bytes) {
    if (!is_new) {
      std::error_code error;
      std::filesystem::resize_file(path, whole_bytes, error);
      if (error) return false;
    }
    file_ = std::fopen(path.c_str(), is_new ? "w" : "a");
    if (!file_) return false;
    if (is_new) std::fprintf(file_, "%s\n", header.c_str());
    std::fflush(file_);
    return true;
  }
  void add(int index, const GameResult& g) {
    if (!file_) return;
    const std::lock_guard<std::mutex> lock(mutex_);
    std::fprintf(file_, "%s\n", game_line(index, g).c_str());
    std::fflush(file_);
  }
  ~RecordWriter() {
    if (file_) std::fclose(file_);
  }

 private:
  std::FILE* file_ = nullptr;
  std::mutex mutex_;
};

}  // namespace canasta
