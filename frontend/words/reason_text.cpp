#include "frontend/words/reason_text.h"

#include "frontend/words/card_words.h"
#include "frontend/words/string_names.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string reason_text(const Verdict& v) {
  const VerdictWording w = verdict_wording(v);
  if (w.id.empty()) return "";
  const std::string canastas = v.need == 1 ? tr(S::kOneCanasta) : format(S::kCanastas, std::to_string(v.need));
  const auto values = verdict_values(v, w, {rank_plural(v.rank), card_label(v.card), canastas});
  return format(string_by_id(w.id).value_or(S::kWhyNotAllowed), values[0], values[1]);
}

}  // namespace canasta::frontend
