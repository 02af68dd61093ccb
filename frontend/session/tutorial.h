// The built-in tutorial: the lessons of assets/lessons/NN-name.json, in
// order, compiled into the table by cmake/EmbedLessons.cmake (so they work
// offline). Each is a lesson document (engine/lesson.h) whose "id" is its
// file name without the number.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace canasta::frontend {

struct TutorialLesson {
  std::string_view name;  // "frozen-pile": ?lesson=frozen-pile opens it
  std::string_view json;
};

std::span<const TutorialLesson> tutorial_lessons();

// The title of the lesson at `index` in the current language (read once
// from its document); its name for a lesson that does not read.
std::string tutorial_title(size_t index);

// The rules the lesson at `index` is played by ("classic", "american",
// "uruguayan"): the lessons dialog lists the lessons grouped by game.
std::string tutorial_variant(size_t index);

// The lesson's place in the tutorial, or nothing for an unknown name.
inline std::optional<size_t> find_tutorial_lesson(std::string_view name) {
  const auto lessons = tutorial_lessons();
  for (size_t i = 0; i < lessons.size(); ++i)
    if (lessons[i].name == name) return i;
  return std::nullopt;
}

}  // namespace canasta::frontend
