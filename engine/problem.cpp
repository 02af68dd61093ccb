#include "engine/problem.h"

namespace canasta {

Problem Problem::of(std::string id, std::initializer_list<TextValue> values) {
  return Problem{std::move(id), std::vector<TextValue>(values)};
}

std::string Problem::text() const { return fill_text(english_text(id), values); }

JsonValue Problem::to_json() const {
  JsonValue json = JsonValue::object();
  json.set("id", JsonValue::string(id));
  for (const TextValue& v : values) json.set(v.key, JsonValue::string(v.value));
  return json;
}

}  // namespace canasta
