#include "engine/problem.h"

namespace canasta {

Problem Problem::of(std::string id, std::initializer_list<TextValue> values) {
  Problem problem;
  problem.id = std::move(id);
  problem.values.assign(values.begin(), values.end());
  return problem;
}

Problem Problem::because(std::string id, Problem cause, std::initializer_list<TextValue> values) {
  Problem problem = of(std::move(id), values);
  problem.cause.push_back(std::move(cause));
  return problem;
}

std::string Problem::text() const {
  if (cause.empty()) return fill_text(english_text(id), values);
  std::vector<TextValue> all = values;
  all.push_back({"reason", cause.front().text()});
  return fill_text(english_text(id), all);
}

JsonValue Problem::to_json() const {
  JsonValue json = JsonValue::object();
  json.set("id", JsonValue::string(id));
  for (const TextValue& v : values) json.set(v.key, JsonValue::string(v.value));
  if (!cause.empty()) json.set("reason", cause.front().to_json());
  return json;
}

}  // namespace canasta
