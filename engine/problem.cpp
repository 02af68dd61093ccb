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
  problem.with("reason", std::move(cause));
  return problem;
}

Problem& Problem::with(std::string key, Problem part) {
  parts.push_back({std::move(key), std::move(part)});
  return *this;
}

const Problem* Problem::part(std::string_view key) const {
  for (const Part& p : parts)
    if (p.key == key) return &p.problem;
  return nullptr;
}

std::string Problem::text() const {
  if (parts.empty()) return fill_text(english_text(id), values);
  std::vector<TextValue> all = values;
  for (const Part& p : parts) all.push_back({p.key, p.problem.text()});
  return fill_text(english_text(id), all);
}

bool operator==(const Problem& a, const Problem& b) {
  return a.id == b.id && a.values == b.values && a.parts == b.parts;
}

Problem list_problem(std::string_view join, const std::vector<std::string>& items) {
  if (items.size() < 2) return Problem::of("listOne", {{"0", items.empty() ? "" : items[0]}});
  if (items.size() == 2) return Problem::of(std::string(join), {{"0", items[0]}, {"1", items[1]}});
  // Built from the front: ((a, b), c) and d.
  Problem head = Problem::of("listComma", {{"0", items[0]}, {"1", items[1]}});
  for (size_t i = 2; i + 1 < items.size(); ++i)
    head = Problem::of("listComma", {{"1", items[i]}}).with("0", std::move(head));
  return Problem::of(std::string(join), {{"1", items.back()}}).with("0", std::move(head));
}

}  // namespace canasta
