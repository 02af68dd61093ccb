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

// An error sentence in flight: the first problem found stops the reading.
struct Problem {
  std::string text;
};

using Result = std::optional<Problem>;

Result problem(std::string text) { return Problem{std::move(text)}; }

bool language_tag_ok(std::string_view tag) {
  if (tag.empty() || tag.size() > 12) return false;
  return std::all_of(tag.begin(), tag.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
  });
}

Result read_text(const JsonValue* value, std::string_view where, LocalizedText& out) {
  if (!value) return problem(std::string(where) + " is missing.");
  if (value->is_string()) {
    if (value->text().empty()) return problem(std::string(where) + " is empty.");
    out.by_language = {{"en", value->text()}};
    return std::nullopt;
  }
  if (!value->is_object())
    return problem(std::string(where) + " is a text or an object of texts keyed by language (\"en\" required).");
  const JsonValue* english = value->find("en");
  if (!english || !english->is_string() || english->text().empty())
    return problem(std::string(where) + " has no English text (\"en\").");
  out.by_language = {{"en", english->text()}};
  for (const JsonMember& m : value->members()) {
    if (m.key == "en") continue;
    if (!language_tag_ok(m.key)) return problem(std::string(where) + " has a wrong language tag " + quoted(m.key) + ".");
    if (!m.value.is_string()) return problem(std::string(where) + " in " + quoted(m.key) + " is not a text.");
    out.by_language.emplace_back(m.key, m.value.text());
  }
  return std::nullopt;
}

Result read_move(const JsonValue& value, std::string_view where, Move& out) {
  if (!value.is_string()) return problem(std::string(where) + " is not a move written as text.");
  const Parsed<Move> parsed = parse_move(value.text());
  if (!parsed.ok()) return problem(std::string(where) + " " + quoted(value.text()) + " does not read: " + parsed.error);
  out = *parsed.value;
  return std::nullopt;
}

Result read_moves(const JsonValue* value, std::string_view where, std::vector<Move>& out) {
  if (!value || !value->is_array() || value->items().empty())
    return problem(std::string(where) + " is a list of one or more moves.");
  for (const JsonValue& item : value->items()) {
    Move move;
    if (auto p = read_move(item, where, move)) return p;
    out.push_back(move);
  }
  return std::nullopt;
}

Result read_feedback(const JsonValue* value, const std::string& step, std::vector<LessonFeedback>& out) {
  if (!value) return std::nullopt;
  if (!value->is_array()) return problem(step + ": \"feedback\" is a list of {\"move\", \"text\"} objects.");
  for (const JsonValue& item : value->items()) {
    const JsonValue* move = item.find("move");
    if (!item.is_object() || !move) return problem(step + ": each \"feedback\" entry has a \"move\" and a \"text\".");
    LessonFeedback feedback;
    if (auto p = read_move(*move, step + ": the feedback move", feedback.move)) return p;
    if (auto p = read_text(item.find("text"), step + ": the feedback text for " + quoted(move->text()), feedback.text))
      return p;
    out.push_back(std::move(feedback));
  }
  return std::nullopt;
}

Result read_step(const JsonValue& value, size_t index, LessonStep& step) {
  const std::string name = step_name(index);
  if (!value.is_object()) return problem(name + " is not an object.");
  for (const JsonMember& m : value.members()) {
    static constexpr std::string_view kKnown[] = {"prompt", "accept", "success", "wrong", "feedback", "then"};
    if (std::find(std::begin(kKnown), std::end(kKnown), m.key) == std::end(kKnown))
      return problem(name + " has an unknown field " + quoted(m.key) + ".");
  }
  if (auto p = read_text(value.find("prompt"), name + ": \"prompt\"", step.prompt)) return p;
  if (auto p = read_moves(value.find("accept"), name + ": \"accept\"", step.accept)) return p;
  if (auto p = read_text(value.find("success"), name + ": \"success\"", step.success)) return p;
  if (auto p = read_text(value.find("wrong"), name + ": \"wrong\"", step.wrong)) return p;
  if (auto p = read_feedback(value.find("feedback"), name, step.feedback)) return p;
  if (const JsonValue* then = value.find("then")) {
    if (then->is_string() && then->text() == "bots") {
      step.then_bots = true;
    } else if (!then->is_array()) {
      return problem(name + ": \"then\" is a list of moves or the word \"bots\".");
    } else {
      for (const JsonValue& item : then->items()) {
        Move move;
        if (auto p = read_move(item, name + ": the move in \"then\"", move)) return p;
        step.then.push_back(move);
      }
    }
  }
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
    if (!v->is_string()) return problem("The lesson's \"variant\" is a preset name.");
    variant = v->text();
  }
  if (const JsonValue* o = doc.find("options")) {
    if (!o->is_string()) return problem("The lesson's \"options\" is a comma-separated text of option names.");
    options = o->text();
  }
  std::string error;
  const std::optional<Rules> rules = make_rules(variant, options, &error);
  if (!rules) return problem("The lesson's rules are wrong: " + error);
  const JsonValue* position = doc.find("position");
  if (!position || !position->is_string() || position->text().empty())
    return problem("The lesson has no \"position\" (the start position in the engine's notation).");
  if (position->text().size() > kMaxPositionBytes)
    return problem("The lesson's position is longer than " + std::to_string(kMaxPositionBytes) + " bytes.");
  std::string text = position->text();
  const bool names_variant = (" " + text).find(" variant=") != std::string::npos;
  const bool names_options = (" " + text).find(" options=") != std::string::npos;
  if (!names_options && !options.empty()) text = "options=" + options + " " + text;
  if (!names_variant) text = "variant=" + variant + " " + text;
  const Parsed<GameState> parsed = parse_playable(text);
  if (!parsed.ok()) return problem("The lesson's position is wrong: " + parsed.error);
  if (!(parsed.value->rules() == *rules))
    return problem("The lesson's position names other rules than its \"variant\" and \"options\".");
  storage.emplace(*parsed.value);
  lesson = &*storage;
  lesson->variant = variant;
  lesson->options = options;
  lesson->position = position->text();
  return std::nullopt;
}

Result read_lesson(const JsonValue& doc, std::optional<Lesson>& storage) {
  if (!doc.is_object()) return problem("A lesson is a JSON object.");
  const JsonValue* format = doc.find("format");
  if (!format || !format->is_string() || format->text() != kLessonFormatName)
    return problem("This is not a lesson: its \"format\" must be \"canasta-lesson\".");
  const JsonValue* version = doc.find("version");
  const std::optional<int64_t> number = version ? version->as_int() : std::nullopt;
  if (!number || *number < 1) return problem("The lesson's \"version\" is missing or not a whole number from 1.");
  if (*number > kLessonFormatVersion)
    return problem("This lesson is of version " + std::to_string(*number) + "; this table reads lessons up to version " +
                   std::to_string(kLessonFormatVersion) + ".");
  for (const JsonMember& m : doc.members()) {
    static constexpr std::string_view kKnown[] = {"format", "version", "id",        "title", "variant",
                                                  "options", "position", "highlight", "steps"};
    if (std::find(std::begin(kKnown), std::end(kKnown), m.key) == std::end(kKnown))
      return problem("The lesson has an unknown field " + quoted(m.key) + ".");
  }
  Lesson* lesson = nullptr;
  if (auto p = read_position(doc, lesson, storage)) return p;
  const JsonValue* id = doc.find("id");
  if (!id || !id->is_string() || !id_ok(id->text()))
    return problem("The lesson's \"id\" is missing or not a name of letters, digits, '-' and '_'.");
  lesson->id = id->text();
  if (auto p = read_text(doc.find("title"), "The lesson's \"title\"", lesson->title)) return p;
  if (const JsonValue* highlight = doc.find("highlight")) {
    if (!highlight->is_string()) return problem("The lesson's \"highlight\" is a text of cards such as \"2d,9h\".");
    std::string_view rest = highlight->text();
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      const std::string_view card = trim(rest.substr(0, comma));
      if (!parse_card(card)) return problem("The lesson's \"highlight\" names a wrong card " + quoted(card) + ".");
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    lesson->highlight = highlight->text();
  }
  const JsonValue* steps = doc.find("steps");
  if (!steps || !steps->is_array() || steps->items().empty())
    return problem("The lesson has no \"steps\" (a list of one or more steps).");
  if (steps->items().size() > kMaxLessonSteps)
    return problem("The lesson has more than " + std::to_string(kMaxLessonSteps) + " steps.");
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
  Parsed<Lesson> out;
  if (json_text.size() > kMaxLessonBytes) {
    out.error = "The lesson is " + std::to_string(json_text.size()) + " bytes long; at most " +
                std::to_string(kMaxLessonBytes) + " are accepted.";
    return out;
  }
  std::string error;
  const std::optional<JsonValue> doc = parse_json(json_text, &error);
  if (!doc) {
    out.error = "The lesson is not valid JSON: " + error;
    return out;
  }
  std::optional<Lesson> lesson;
  if (Result p = read_lesson(*doc, lesson)) {
    out.error = std::move(p->text);
    return out;
  }
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

std::string step_name(size_t index) { return "Step " + std::to_string(index + 1); }

}  // namespace canasta
