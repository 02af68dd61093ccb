#include "engine/lesson.h"

#include <algorithm>

#include "engine/json.h"
#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/record.h"
#include "engine/rules.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

// The first problem found stops the reading.
using Result = std::optional<Problem>;

bool language_tag_ok(std::string_view tag) {
  if (tag.empty() || tag.size() > 12) return false;
  return std::all_of(tag.begin(), tag.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
  });
}

// `where` names the text for its problems ({where}: lessonWhereTitle, ...).
Result read_text(const JsonValue* value, const Problem& where, LocalizedText& out) {
  if (!value) return Problem::of("lessonTextMissing").with("where", where);
  if (value->is_string()) {
    if (value->text().empty()) return Problem::of("lessonTextEmpty").with("where", where);
    out.by_language = {{"en", value->text()}};
    return std::nullopt;
  }
  if (!value->is_object()) return Problem::of("lessonTextShape").with("where", where);
  const JsonValue* english = value->find("en");
  if (!english || !english->is_string() || english->text().empty())
    return Problem::of("lessonTextNoEnglish").with("where", where);
  out.by_language = {{"en", english->text()}};
  for (const JsonMember& m : value->members()) {
    if (m.key == "en") continue;
    if (!language_tag_ok(m.key)) return Problem::of("lessonTextTag", {{"tag", quoted(m.key)}}).with("where", where);
    if (!m.value.is_string()) return Problem::of("lessonTextNotText", {{"tag", quoted(m.key)}}).with("where", where);
    out.by_language.emplace_back(m.key, m.value.text());
  }
  return std::nullopt;
}

Result read_move(const JsonValue& value, const Problem& where, Move& out) {
  if (!value.is_string()) return Problem::of("lessonMoveNotText").with("where", where);
  const Parsed<Move> parsed = parse_move(value.text());
  if (!parsed.ok())
    return Problem::because("lessonMoveUnread", parsed.problem, {{"move", quoted(value.text())}}).with("where", where);
  out = *parsed.value;
  return std::nullopt;
}

Result read_moves(const JsonValue* value, const Problem& where, std::vector<Move>& out) {
  if (!value || !value->is_array() || value->items().empty()) return Problem::of("lessonMoves").with("where", where);
  for (const JsonValue& item : value->items()) {
    Move move;
    if (auto p = read_move(item, where, move)) return p;
    out.push_back(move);
  }
  return std::nullopt;
}

Result read_feedback(const JsonValue* value, const std::string& step, std::vector<LessonFeedback>& out) {
  if (!value) return std::nullopt;
  if (!value->is_array()) return Problem::of("lessonFeedbackList", {{"step", step}});
  for (const JsonValue& item : value->items()) {
    const JsonValue* move = item.find("move");
    if (!item.is_object() || !move) return Problem::of("lessonFeedbackEntry", {{"step", step}});
    LessonFeedback feedback;
    if (auto p = read_move(*move, Problem::of("lessonWhereFeedbackMove", {{"step", step}}), feedback.move)) return p;
    const Problem where = Problem::of("lessonWhereFeedbackText", {{"step", step}, {"move", quoted(move->text())}});
    if (auto p = read_text(item.find("text"), where, feedback.text)) return p;
    out.push_back(std::move(feedback));
  }
  return std::nullopt;
}

Result read_then(const JsonValue& then, const std::string& step, LessonStep& out) {
  if (then.is_string() && then.text() == "bots") {
    out.then_bots = true;
    return std::nullopt;
  }
  if (!then.is_array()) return Problem::of("lessonThen", {{"step", step}});
  for (const JsonValue& item : then.items()) {
    Move move;
    if (auto p = read_move(item, Problem::of("lessonWhereThenMove", {{"step", step}}), move)) return p;
    out.then.push_back(move);
  }
  return std::nullopt;
}

Result read_step(const JsonValue& value, size_t index, LessonStep& step) {
  const std::string number = step_number(index);
  if (!value.is_object()) return Problem::of("lessonStepNotObject", {{"step", number}});
  for (const JsonMember& m : value.members()) {
    static constexpr std::string_view kKnown[] = {"prompt", "accept", "success", "wrong", "feedback", "then"};
    if (std::find(std::begin(kKnown), std::end(kKnown), m.key) == std::end(kKnown))
      return Problem::of("lessonStepUnknownField", {{"step", number}, {"field", quoted(m.key)}});
  }
  const auto field = [&](std::string name) {
    return Problem::of("lessonWhereField", {{"step", number}, {"field", std::move(name)}});
  };
  if (auto p = read_text(value.find("prompt"), field("prompt"), step.prompt)) return p;
  if (auto p = read_moves(value.find("accept"), field("accept"), step.accept)) return p;
  if (auto p = read_text(value.find("success"), field("success"), step.success)) return p;
  if (auto p = read_text(value.find("wrong"), field("wrong"), step.wrong)) return p;
  if (auto p = read_feedback(value.find("feedback"), number, step.feedback)) return p;
  if (const JsonValue* then = value.find("then")) return read_then(*then, number, step);
  return std::nullopt;
}

bool id_ok(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

// The position with the lesson's variant and options in front, unless it
// names its own (which must then agree).
Result read_position(const JsonValue& doc, Lesson*& lesson, std::optional<Lesson>& storage) {
  std::string variant = "classic", options;
  if (const JsonValue* v = doc.find("variant")) {
    if (!v->is_string()) return Problem::of("lessonVariant");
    variant = v->text();
  }
  if (const JsonValue* o = doc.find("options")) {
    if (!o->is_string()) return Problem::of("lessonOptions");
    options = o->text();
  }
  Problem wrong_rules;
  const std::optional<Rules> rules = make_rules(variant, options, &wrong_rules);
  if (!rules) return Problem::because("lessonRules", std::move(wrong_rules));
  const JsonValue* position = doc.find("position");
  if (!position || !position->is_string() || position->text().empty())
    return Problem::of("lessonNoPosition");
  if (position->text().size() > kMaxPositionBytes)
    return Problem::of("lessonPositionLong", {{"max", std::to_string(kMaxPositionBytes)}});
  std::string text = position->text();
  const bool names_variant = (" " + text).find(" variant=") != std::string::npos;
  const bool names_options = (" " + text).find(" options=") != std::string::npos;
  if (!names_options && !options.empty()) text = "options=" + options + " " + text;
  if (!names_variant) text = "variant=" + variant + " " + text;
  const Parsed<GameState> parsed = parse_playable(text);
  if (!parsed.ok()) return Problem::because("lessonPosition", parsed.problem);
  if (!(parsed.value->rules() == *rules))
    return Problem::of("lessonPositionRules");
  storage.emplace(*parsed.value);
  lesson = &*storage;
  lesson->variant = variant;
  lesson->options = options;
  lesson->position = position->text();
  return std::nullopt;
}

Result read_lesson(const JsonValue& doc, std::optional<Lesson>& storage) {
  if (!doc.is_object()) return Problem::of("lessonNotObject");
  const JsonValue* format = doc.find("format");
  if (!format || !format->is_string() || format->text() != kLessonFormatName)
    return Problem::of("lessonFormat");
  const JsonValue* version = doc.find("version");
  const std::optional<int64_t> number = version ? version->as_int() : std::nullopt;
  if (!number || *number < 1) return Problem::of("lessonVersion");
  if (*number > kLessonFormatVersion)
    return Problem::of("lessonNewer",
                       {{"version", std::to_string(*number)}, {"reads", std::to_string(kLessonFormatVersion)}});
  for (const JsonMember& m : doc.members()) {
    static constexpr std::string_view kKnown[] = {"format", "version", "id",        "title", "variant",
                                                  "options", "position", "highlight", "steps"};
    if (std::find(std::begin(kKnown), std::end(kKnown), m.key) == std::end(kKnown))
      return Problem::of("lessonUnknownField", {{"field", quoted(m.key)}});
  }
  Lesson* lesson = nullptr;
  if (auto p = read_position(doc, lesson, storage)) return p;
  const JsonValue* id = doc.find("id");
  if (!id || !id->is_string() || !id_ok(id->text()))
    return Problem::of("lessonId");
  lesson->id = id->text();
  if (auto p = read_text(doc.find("title"), Problem::of("lessonWhereTitle"), lesson->title)) return p;
  if (const JsonValue* highlight = doc.find("highlight")) {
    if (!highlight->is_string()) return Problem::of("lessonHighlight");
    std::string_view rest = highlight->text();
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      const std::string_view card = trim(rest.substr(0, comma));
      if (!parse_card(card)) return Problem::of("lessonHighlightCard", {{"card", quoted(card)}});
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    lesson->highlight = highlight->text();
  }
  const JsonValue* steps = doc.find("steps");
  if (!steps || !steps->is_array() || steps->items().empty())
    return Problem::of("lessonNoSteps");
  if (steps->items().size() > kMaxLessonSteps)
    return Problem::of("lessonManySteps", {{"max", std::to_string(kMaxLessonSteps)}});
  for (size_t i = 0; i < steps->items().size(); ++i) {
    LessonStep step;
    if (auto p = read_step(steps->items()[i], i, step)) return p;
    lesson->steps.push_back(std::move(step));
  }
  return std::nullopt;
}

}  // namespace

const std::string& LocalizedText::in(std::string_view language) const {
  const std::string_view base = language.substr(0, language.find('-'));
  for (const auto& [tag, text] : by_language)
    if (tag == language) return text;
  for (const auto& [tag, text] : by_language)
    if (tag == base) return text;
  return english();
}

Parsed<Lesson> parse_lesson(std::string_view json_text) {
  if (json_text.size() > kMaxLessonBytes)
    return Parsed<Lesson>::refused(Problem::of(
        "lessonBytes", {{"size", std::to_string(json_text.size())}, {"max", std::to_string(kMaxLessonBytes)}}));
  Problem not_json;
  const std::optional<JsonValue> doc = parse_json(json_text, &not_json);
  if (!doc) return Parsed<Lesson>::refused(Problem::because("lessonJson", std::move(not_json)));
  std::optional<Lesson> lesson;
  if (Result p = read_lesson(*doc, lesson)) return Parsed<Lesson>::refused(std::move(*p));
  Parsed<Lesson> out;
  out.value = std::move(lesson);
  return out;
}

Move canonical_move(const Move& move) {
  Move out = move;
  if (out.has_pair && out.pair[1] < out.pair[0]) std::swap(out.pair[0], out.pair[1]);
  std::sort(out.groups.begin(), out.groups.begin() + out.num_groups,
            [](const MeldGroup& a, const MeldGroup& b) { return a.rank < b.rank; });
  return out;
}

bool same_move(const Move& a, const Move& b) { return canonical_move(a) == canonical_move(b); }

std::string step_number(size_t index) { return std::to_string(index + 1); }

}  // namespace canasta
