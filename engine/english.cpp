#include "engine/english.h"

namespace canasta {

std::string fill_text(std::string_view text, std::span<const TextValue> values) {
  std::string out;
  out.reserve(text.size());
  size_t at = 0;
  while (at < text.size()) {
    const size_t open = text.find('{', at);
    const size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    const std::string_view key = text.substr(open + 1, close - open - 1);
    const TextValue* value = nullptr;
    for (const TextValue& v : values)
      if (v.key == key) value = &v;
    out.append(text.substr(at, open - at));
    if (value)
      out += value->value;
    else
      out.append(text.substr(open, close + 1 - open));
    at = close + 1;
  }
  out.append(text.substr(at));
  return out;
}

std::string fill_text(std::string_view text, std::initializer_list<TextValue> values) {
  return fill_text(text, std::span(values.begin(), values.size()));
}

std::string english(std::string_view id, std::initializer_list<TextValue> values) {
  return fill_text(english_text(id), values);
}

}  // namespace canasta
