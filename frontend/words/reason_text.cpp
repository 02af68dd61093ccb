#include "frontend/words/reason_text.h"

#include "frontend/words/card_words.h"
#include "frontend/words/string_names.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string reason_text(const Verdict& v) {
  const VerdictWording w = verdict_wording(v);
  if (w.id.empty()) return "";
  std::string values[2];
  for (int i = 0; i < w.count; ++i) {
    switch (w.details[i]) {
      case Detail::kRankPlural: values[i] = rank_plural(v.rank); break;
      case Detail::kHave: values[i] = std::to_string(v.have); break;
      case Detail::kNeed: values[i] = std::to_string(v.need); break;
      case Detail::kCard: values[i] = card_label(v.card); break;
      case Detail::kCanastas:
        values[i] = v.need == 1 ? tr(S::kOneCanasta) : format(S::kCanastas, std::to_string(v.need));
        break;
    }
  }
  return format(string_by_id(w.id).value_or(S::kWhyNotAllowed), values[0], values[1]);
}

}  // namespace canasta::frontend
