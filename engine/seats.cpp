#include "engine/seats.h"

#include "engine/problem.h"

namespace canasta {

std::string_view to_string(SeatKind kind) {
  switch (kind) {
    case SeatKind::kLocal: return "local";
    case SeatKind::kRemote: return "remote";
    case SeatKind::kComputer: break;
  }
  return "computer";
}

std::optional<SeatKind> parse_seat_kind(std::string_view text) {
  for (SeatKind kind : {SeatKind::kLocal, SeatKind::kComputer, SeatKind::kRemote})
    if (to_string(kind) == text) return kind;
  return std::nullopt;
}

namespace {

// The length of the UTF-8 sequence starting at text[i] when it is valid
// (shortest form, no surrogates, at most U+10FFFF), else 0.
size_t utf8_sequence(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return 1;
  const size_t n = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC2 ? 2 : 0;
  if (n == 0 || b0 > 0xF4 || i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  const unsigned char b1 = byte(i + 1);
  if ((b0 == 0xE0 && b1 < 0xA0) || (b0 == 0xED && b1 >= 0xA0) || (b0 == 0xF0 && b1 < 0x90) || (b0 == 0xF4 && b1 >= 0x90))
    return 0;
  return n;
}

bool is_control(std::string_view c) {
  const auto b0 = static_cast<unsigned char>(c[0]);
  if (c.size() == 1) return b0 < 0x20 || b0 == 0x7F;
  // U+0080..U+009F, and the line and paragraph separators U+2028, U+2029.
  return (b0 == 0xC2 && static_cast<unsigned char>(c[1]) < 0xA0) || c == "\xE2\x80\xA8" || c == "\xE2\x80\xA9";
}

}  // namespace

std::string clean_name(std::string_view text) {
  std::string out;
  size_t chars = 0;
  for (size_t i = 0; i < text.size() && chars < kMaxNameChars;) {
    const size_t n = utf8_sequence(text, i);
    if (n == 0) {
      ++i;
      continue;
    }
    const std::string_view c = text.substr(i, n);
    i += n;
    if (is_control(c) || (out.empty() && c == " ")) continue;
    out += c;
    ++chars;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

JsonValue seat_to_json(const Seat& seat) {
  JsonValue json = JsonValue::object();
  json.set("kind", JsonValue::string(to_string(seat.kind)));
  json.set("level", JsonValue::string(to_string(seat.level)));
  if (!seat.name.empty()) json.set("name", JsonValue::string(seat.name));
  return json;
}

std::optional<Seat> seat_from_json(const JsonValue& json, Problem* error) {
  const auto fail = [&](const char* id, std::initializer_list<TextValue> values = {}) {
    if (error) *error = Problem::of(id, values);
    return std::nullopt;
  };
  if (!json.is_object()) return fail("seatJsonNotObject");
  Seat seat;
  bool has_kind = false;
  for (const JsonMember& m : json.members()) {
    if (m.key == "kind") {
      const auto kind = m.value.is_string() ? parse_seat_kind(m.value.text()) : std::nullopt;
      if (!kind) return fail("seatJsonKind");
      seat.kind = *kind;
      has_kind = true;
    } else if (m.key == "level") {
      const auto level = m.value.is_string() ? parse_bot_level(m.value.text()) : std::nullopt;
      if (!level) return fail("seatJsonLevel");
      seat.level = *level;
    } else if (m.key == "name") {
      if (!m.value.is_string() || clean_name(m.value.text()) != m.value.text())
        return fail("seatJsonName", {{"max", std::to_string(kMaxNameChars)}});
      seat.name = m.value.text();
    } else {
      return fail("seatJsonUnknownField", {{"field", m.key.substr(0, 30)}});
    }
  }
  if (!has_kind) return fail("seatJsonNotObject");
  return seat;
}

std::optional<Seat> seat_from_json(const JsonValue& json, std::string* error) {
  Problem problem;
  std::optional<Seat> seat = seat_from_json(json, &problem);
  if (!seat && error) *error = problem.text();
  return seat;
}

}  // namespace canasta
