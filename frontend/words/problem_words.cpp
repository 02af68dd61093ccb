#include "frontend/words/problem_words.h"

#include <vector>

#include "frontend/words/string_names.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

namespace {

bool worded_here(const Problem& problem) {
  if (!string_by_id(problem.id)) return false;
  for (const Problem::Part& part : problem.parts)
    if (!worded_here(part.problem)) return false;
  return true;
}

std::string worded(const Problem& problem) {
  std::vector<TextValue> values = problem.values;
  for (const Problem::Part& part : problem.parts) values.push_back({part.key, worded(part.problem)});
  return fill_text(tr(*string_by_id(problem.id)), values);
}

}  // namespace

std::string problem_text(const Problem& problem) {
  return worded_here(problem) ? worded(problem) : problem.text();
}

}  // namespace canasta::frontend
