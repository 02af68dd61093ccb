#include "frontend/session/tutorial.h"

#include <vector>

#include "engine/lesson.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string tutorial_title(size_t index) {
  // The lessons dialog asks at every frame it is drawn: read each title once.
  static const std::vector<std::optional<LocalizedText>> titles = [] {
    std::vector<std::optional<LocalizedText>> out;
    for (const TutorialLesson& lesson : tutorial_lessons()) {
      const Parsed<Lesson> parsed = parse_lesson(lesson.json);
      out.push_back(parsed.ok() ? std::optional<LocalizedText>(parsed.value->title) : std::nullopt);
    }
    return out;
  }();
  if (index >= titles.size()) return {};
  if (!titles[index]) return std::string(tutorial_lessons()[index].name);
  return titles[index]->in(language_tag(language()));
}

}  // namespace canasta::frontend
