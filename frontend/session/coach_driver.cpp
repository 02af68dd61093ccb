#include "frontend/session/coach_driver.h"

#include <string>

#include "engine/bots/coach_text.h"
#include "engine/observation_text.h"

namespace canasta::frontend {

CoachAnswer coach_in_process(const CoachRequest& r) {
  BotOptions options;
  options.samples = kInProcessCoachSamples;
  CoachAnswer a;
  a.id = r.id;
  a.seat = r.seat;
  if (r.played) a.advice = coach_move(r.observation, *r.played, r.seed, options, r.choice);
  else a.hint = hint_move(r.observation, r.seed, options);
  return a;
}

namespace {

struct CoachKind {
  using Request = CoachRequest;
  using Answer = CoachAnswer;
  static constexpr std::string_view kRequest = to_page::kCoachRequest;
  static constexpr std::string_view kAnswer = to_table::kCoachAnswer;

  static JsonValue message(const CoachRequest& r, int id) {
    JsonValue m = page_message(kRequest);
    m.set("id", JsonValue::number(id));
    m.set("seed", JsonValue::string(std::to_string(r.seed)));
    m.set("observation", JsonValue::string(to_observation_text(r.observation)));
    if (r.played) m.set("played", JsonValue::string(to_string(*r.played)));
    // The move a hint gave at this position: advice judges against it.
    if (r.played && r.choice) m.set("best", JsonValue::string(to_string(*r.choice)));
    return m;
  }

  static CoachAnswer here(const CoachRequest& r) { return coach_in_process(r); }
  static CoachAnswer instead(const CoachRequest& r) { return coach_in_process(r); }

  // An answer that does not read (a worker that stopped, an old module) is
  // worked out here instead.
  static Reading<CoachAnswer> read(const CoachRequest& r, const JsonValue& message) {
    if (const std::optional<std::string> text = string_field(message, "answer")) {
      CoachAnswer a;
      a.id = r.id;
      a.seat = r.seat;
      if (r.played) {
        if (const Parsed<Advice> advice = parse_advice_text(*text); advice.ok()) {
          a.advice = *advice.value;
          return {a, {}};
        }
      } else if (const Parsed<Hint> hint = parse_hint_text(*text);
                 hint.ok() && r.observation.check(hint.value->move).ok()) {
        a.hint = *hint.value;
        return {a, {}};
      }
    }
    return {coach_in_process(r), {}};
  }

  // Advice on an old position is merely dropped when it comes.
  static void cancelled(PagePort&) {}
};

}  // namespace

std::unique_ptr<CoachDriver> make_coach(PagePort* page) {
  return std::make_unique<PageAsker<CoachKind>>(page);
}

}  // namespace canasta::frontend
