#include "tests/fuzz/position_mutator.h"

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

#include "engine/card.h"
#include "engine/move_list.h"
#include "engine/notation.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "engine/text_util.h"

namespace canasta::fuzz {

namespace {

struct Field {
  std::string key;
  std::string value;
};

// A notation line as its fields, in order; a card field's value as groups of
// card words (melds have several groups, every other card field one).
class Line {
 public:
  explicit Line(std::string_view text) {
    for (std::string_view word : split_words(text)) {
      const size_t eq = word.find('=');
      if (eq == std::string_view::npos) fields_.push_back({std::string(word), ""}), bare_.push_back(true);
      else fields_.push_back({std::string(word.substr(0, eq)), std::string(word.substr(eq + 1))}), bare_.push_back(false);
    }
  }

  std::string text() const {
    std::string out;
    for (size_t i = 0; i < fields_.size(); ++i) {
      if (!out.empty()) out += ' ';
      out += bare_[i] ? fields_[i].key : fields_[i].key + "=" + fields_[i].value;
    }
    return out;
  }

  std::vector<Field>& fields() { return fields_; }
  Field* find(std::string_view key) {
    for (Field& f : fields_)
      if (f.key == key) return &f;
    return nullptr;
  }
  Field& field(const std::string& key) {
    if (Field* f = find(key)) return *f;
    fields_.push_back({key, ""});
    bare_.push_back(false);
    return fields_.back();
  }
  void remove(size_t i) {
    fields_.erase(fields_.begin() + static_cast<long>(i));
    bare_.erase(bare_.begin() + static_cast<long>(i));
  }
  int players() {
    const Field* f = find("players");
    const std::optional<int64_t> n = f ? parse_int(f->value, 2, 6) : std::nullopt;
    return n ? static_cast<int>(*n) : 4;
  }

 private:
  std::vector<Field> fields_;
  std::vector<bool> bare_;  // a word without "=" (a mutation may make one)
};

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

bool is_card_field(std::string_view key) {
  for (std::string_view p : {"hand", "known", "melds", "red3", "black3", "bonus"})
    if (starts_with(key, p)) return true;
  return key == "pile" || key == "stock";
}

using Groups = std::vector<std::vector<std::string>>;

Groups read_groups(const Field& f) {
  Groups groups;
  const char group_mark = starts_with(f.key, "melds") ? '/' : '\0';
  for (std::string_view g : group_mark ? split(f.value, group_mark) : std::vector<std::string_view>{f.value}) {
    std::vector<std::string> cards;
    for (std::string_view c : split(g, ','))
      if (!c.empty()) cards.emplace_back(c);
    groups.push_back(std::move(cards));
  }
  return groups;
}

void write_groups(Field& f, const Groups& groups) {
  std::string out;
  for (const auto& g : groups) {
    if (g.empty() && groups.size() > 1) continue;
    if (!out.empty()) out += '/';
    for (size_t i = 0; i < g.size(); ++i) out += (i ? "," : "") + g[i];
  }
  f.value = out;
}

template <typename T>
const T& pick(const std::vector<T>& items, Rng& rng) {
  return items[rng.below(static_cast<uint32_t>(items.size()))];
}

std::string random_card(Rng& rng) { return to_string(Card::from_code(static_cast<int>(rng.below(kNumCardKinds)))); }

// A card field of the line, or one the line lacks (a seat's or side's).
std::string random_card_key(Line& line, Rng& rng) {
  const int n = line.players();
  switch (rng.below(9)) {
    case 0: return "hand" + std::to_string(rng.below(static_cast<uint32_t>(n)));
    case 1: return "known" + std::to_string(rng.below(static_cast<uint32_t>(n)));
    case 2: return "melds" + std::to_string(rng.below(3));
    case 3: return "red3" + std::to_string(rng.below(3));
    case 4: return "pile";
    case 5: return "stock";
    case 6: return "bonus" + std::to_string(rng.below(static_cast<uint32_t>(n)));
    case 7: return "black3" + std::to_string(rng.below(3));
    default: {
      std::vector<std::string> keys;
      for (const Field& f : line.fields())
        if (is_card_field(f.key)) keys.push_back(f.key);
      return keys.empty() ? "pile" : pick(keys, rng);
    }
  }
}

// Takes a random card out of the line's card fields; empty when none holds one.
std::string take_card(Line& line, Rng& rng) {
  std::vector<std::string> keys;
  for (const Field& f : line.fields())
    if (is_card_field(f.key) && !f.value.empty()) keys.push_back(f.key);
  if (keys.empty()) return {};
  Field& f = *line.find(pick(keys, rng));
  Groups groups = read_groups(f);
  auto& g = groups[rng.below(static_cast<uint32_t>(groups.size()))];
  if (g.empty()) return {};
  const size_t at = rng.below(static_cast<uint32_t>(g.size()));
  std::string card = g[at];
  g.erase(g.begin() + static_cast<long>(at));
  write_groups(f, groups);
  return card;
}

void put_card(Line& line, const std::string& card, Rng& rng) {
  Field& f = line.field(random_card_key(line, rng));
  Groups groups = read_groups(f);
  if (groups.empty()) groups.emplace_back();
  const bool new_group = starts_with(f.key, "melds") && rng.below(3) == 0;
  auto& g = new_group ? groups.emplace_back() : groups[rng.below(static_cast<uint32_t>(groups.size()))];
  g.insert(g.begin() + static_cast<long>(rng.below(static_cast<uint32_t>(g.size() + 1))), card);
  write_groups(f, groups);
}

void set_choice(Line& line, const std::string& key, const std::vector<std::string>& values, Rng& rng) {
  line.field(key).value = pick(values, rng);
}

std::string toggled(std::string_view list, const std::string& item) {
  std::vector<std::string> items;
  bool had = false;
  for (std::string_view part : split(list, ',')) {
    if (part.empty()) continue;
    if (part == item) had = true;
    else items.emplace_back(part);
  }
  if (!had) items.push_back(item);
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ",") + s;
  return out;
}

void mutate_once(Line& line, Rng& rng) {
  const int n = line.players();
  const std::string seat = std::to_string(rng.below(static_cast<uint32_t>(n)));
  switch (rng.below(16)) {
    case 0:
    case 1: {  // a card moved
      const std::string card = take_card(line, rng);
      if (!card.empty()) put_card(line, card, rng);
      break;
    }
    case 2: put_card(line, random_card(rng), rng); break;
    case 3: (void)take_card(line, rng); break;
    case 4: {  // a card replaced
      const std::string card = take_card(line, rng);
      if (!card.empty()) put_card(line, random_card(rng), rng);
      break;
    }
    case 5:
      switch (rng.below(5)) {
        case 0: set_choice(line, "phase", {"draw", "play", "ask", "over", "end"}, rng); break;
        case 1: set_choice(line, "answer", {"none", "yes", "no"}, rng); break;
        case 2: set_choice(line, "end", {"none", "out", "stock", "red3", "special"}, rng); break;
        case 3: set_choice(line, "opened", {"-", "hand", "pile"}, rng); break;
        default: set_choice(line, "special", {"-", "straight", "pairs", "wildpairs", "garbage"}, rng); break;
      }
      break;
    case 6: {
      const std::vector<std::string> keys = {"turn", "dealer", "out"};
      line.field(pick(keys, rng)).value = rng.below(5) == 0 ? "-" : seat;
      break;
    }
    case 7: {
      const std::vector<std::string> keys = {"askdraw", "added", "premelded", "lastred3", "concealed", "pot"};
      line.field(pick(keys, rng)).value = rng.below(2) ? "1" : "0";
      break;
    }
    case 8: {
      Field& f = line.field(rng.below(2) ? "melded" : "played");
      f.value = toggled(f.value, seat);
      break;
    }
    case 9: {
      const std::vector<std::string> keys = {"started", "pure", "potslots", "oneturn0", "oneturn1", "down"};
      Field& f = line.field(pick(keys, rng));
      const std::string ranks = "AKQJT98765432";
      f.value = f.key == "down" ? toggled(f.value, std::to_string(rng.below(12)))
                                : toggled(f.value, std::string(1, ranks[rng.below(13)]));
      break;
    }
    case 10:
      switch (rng.below(4)) {
        case 0: line.field("players").value = std::to_string(2 + rng.below(5)); break;
        case 1: line.field("deal").value = std::to_string(rng.below(4)); break;
        case 2: line.field("seed").value = std::to_string(rng.next()); break;
        default: {
          const std::vector<std::string> scores = {"0", "1500", "3000", "4990", "5000", "7000", "8500", "10000", "-500"};
          std::string value;
          for (int s = 0, sides = 2 + static_cast<int>(rng.below(2)); s < sides; ++s)
            value += (s ? "," : "") + pick(scores, rng);
          line.field("scores").value = value;
        }
      }
      break;
    case 11:
      if (!line.fields().empty()) line.remove(rng.below(static_cast<uint32_t>(line.fields().size())));
      break;
    case 12: {  // two card fields trade their cards
      const std::string a = random_card_key(line, rng), b = random_card_key(line, rng);
      const std::string from_a = line.field(a).value;  // field() may add one: copy before the next call
      const std::string from_b = line.field(b).value;
      line.field(a).value = from_b;
      line.field(b).value = from_a;
      break;
    }
    case 13: {  // a meld goes to the other side
      const std::string from = "melds" + std::to_string(rng.below(2));
      Field* f = line.find(from);
      if (!f) break;
      Groups groups = read_groups(*f);
      if (groups.empty()) break;
      const auto group = groups[rng.below(static_cast<uint32_t>(groups.size()))];
      groups.erase(std::find(groups.begin(), groups.end(), group));
      write_groups(*f, groups);
      Field& to = line.field(from == "melds0" ? "melds1" : "melds0");
      Groups target = read_groups(to);
      target.push_back(group);
      write_groups(to, target);
      break;
    }
    case 14:  // an empty stock, or none (the seed deals the rest of the pack)
      if (rng.below(2)) {
        line.field("stock").value.clear();
      } else {
        for (size_t i = 0; i < line.fields().size(); ++i)
          if (line.fields()[i].key == "stock") {
            line.remove(i);
            break;
          }
      }
      break;
    default: {
      const std::vector<std::string> variants(kPresetNames.begin(), kPresetNames.end());
      line.field("variant").value = pick(variants, rng);
      if (rng.below(2)) line.field("options").value.clear();
    }
  }
}

}  // namespace

std::string fresh_position(Rng& rng) {
  const std::string_view variant = kPresetNames[rng.below(static_cast<uint32_t>(kPresetNames.size()))];
  std::string options;
  const std::string offered = preset_option_names(variant);
  for (std::string_view option : split(offered, ','))
    if (rng.below(4) == 0) options += (options.empty() ? "" : ",") + std::string(option);
  std::string ignored;
  std::optional<Rules> rules = make_rules(variant, options, &ignored);
  if (!rules) rules = rules_preset(variant);
  int players = 2 + static_cast<int>(rng.below(5));
  while (players_problem(*rules, players)) players = 2 + static_cast<int>(rng.below(5));
  GameState g = GameState::new_game(*rules, players, rng.next());
  const auto moves = std::make_unique<MoveList>();
  const int steps = static_cast<int>(rng.below(4) == 0 ? rng.below(600) : rng.below(120));
  for (int i = 0; i < steps && !g.is_game_over(); ++i) {
    if (g.is_deal_over()) {
      if (rng.below(3) == 0) break;  // the deal's end is a position too
      (void)g.start_next_deal();
      continue;
    }
    g.legal_moves(*moves);
    if (moves->empty()) break;  // the fuzzer's checks report a dead end; here it only ends the walk
    (void)g.apply((*moves)[static_cast<int>(rng.below(static_cast<uint32_t>(moves->size())))]);
  }
  return to_notation(g);
}

std::string mutate_position(std::string_view text, Rng& rng) {
  Line line(text);
  for (int i = 0, n = 1 + static_cast<int>(rng.below(4)); i < n; ++i) mutate_once(line, rng);
  std::string out = line.text();
  // Now and then a byte of noise, for the parser's sake.
  if (rng.below(16) == 0 && !out.empty()) {
    const std::string noise = " =,/xJk9-";
    out.insert(out.begin() + rng.below(static_cast<uint32_t>(out.size())), noise[rng.below(noise.size())]);
  }
  return out;
}

}  // namespace canasta::fuzz
