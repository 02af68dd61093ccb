#include "frontend/session/tutorial.h"

#include <vector>

#include "engine/lesson.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

namespace {

struct LessonHeading {
  std::optional<LocalizedText> title;
  std::string variant = "classic";
};

// The lessons dialog asks at every frame it is drawn: read each lesson once.
const std::vector<LessonHeading>& headings() {
  static const std::vector<LessonHeading> all = [] {
    std::vector<LessonHeading> out;
    for (const TutorialLesson& lesson : tutorial_lessons()) {
      const Parsed<Lesson> parsed = parse_lesson(lesson.json);
      LessonHeading heading;
      if (parsed.ok()) heading = {parsed.value->title, parsed.value->variant};
      out.push_back(std::move(heading));
    }
    return out;
  }();
  return all;
}

}  // namespace

std::string tutorial_title(size_t index) {
  if (index >= headings().size()) return {};
  const LessonHeading& heading = headings()[index];
  if (!heading.title) return std::string(tutorial_lessons()[index].name);
  return heading.title->in(language_tag(language()));
}

std::string tutorial_variant(size_t index) {
  return index < headings().size() ? headings()[index].variant : std::string("classic");
}

}  // namespace canasta::frontend
