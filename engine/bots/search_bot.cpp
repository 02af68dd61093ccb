#include "engine/bots/search_bot.h"

#include <algorithm>
#include <optional>

#include "engine/bots/deal_sampler.h"
#include "engine/bots/discard_policy.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/hand_analysis.h"
#include "engine/bots/meld_policy.h"
#include "engine/bots/pickup_policy.h"
#include "engine/bots/position_value.h"
#include "engine/bots/race.h"
#include "engine/bots/rule_policy.h"
#include "engine/bots/table_reading.h"
#include "engine/going_out.h"

namespace canasta {

namespace {

// Standard without the habit of holding melds back: its meld is the one a
// hold-back decision is weighed against.
constexpr PolicyStyle kEagerStyle{.holds_new_melds = false};

// Standard's move for whoever is to move in `state`, out of its `legal`
// moves (more than one). Standard draws no random number: `unused`.
const Move& standard_choice(const GameState& state, const MoveList& legal, Rng& unused) {
  const Observation obs = observation(state, state.to_move());
  Reading r;
  read_table(obs, r);
  return rule_policy_choice(obs, r, kStandardStyle, unused, legal);
}

bool add_candidate(std::array<Move, SearchBot::kMaxCandidates>& out, int& n, int cap, const Move& m) {
  if (n >= cap) return false;
  for (int i = 0; i < n; ++i)
    if (out[i] == m) return false;
  out[n++] = m;
  return true;
}

}  // namespace

SearchConfig search_config(BotLevel level, const BotOptions& options) {
  SearchConfig c;
  if (level == BotLevel::Master) {
    // Every setting below was measured against Expert on the same games;
    // the changes tried and not kept, with their figures and commands, are
    // in tools/measurements/master-experiments.md, so none is tried again
    // blind.
    // Four times Expert's, as its time budget is (2,048 played no better).
    c.samples = 768;
    // Standard's move, the best pickup and the plain draw, going out or a
    // meld laid now, then the discards Standard ranks best (eight measured
    // no better for the time they take).
    c.candidates = 6;
    // The table waits 1.2 s at most: the worker's round trip (the question,
    // reading the observation, the answer) takes the rest. On a CPU four
    // times slower, as a phone's, nearly every decision thinks its whole
    // budget; at 1,200 ms the median round trip was 1,202.5 ms
    // (./tools/bench bots: master_wasm_cpu4_median_ms).
    c.budget_ms = 1150;
    c.weighs_natural_melds = true;
    // Reading the discards, the passed piles and the melds each deals closer
    // to the true hands (./tools/sampling_accuracy) but none played better;
    // kept as options for a better model of the players.
    c.reads_discards = false;
    c.reads_passed_piles = false;
    c.reads_melds = false;
    // The best of six noisy means is lucky: Standard's move stays unless a
    // candidate beats it on the shared deals by more than one standard
    // error (master@96 against expert@96: 59.0% and 53.0% with it, 49.0%
    // and 58.0% without). More caution and none both measured worse at 768.
    c.leaves_standard_above = 1.0;
    // Playouts of sixteen turns (four rounds at four), the position then
    // judged by the margin Standard's self-play ends such positions with
    // (position_value.h). Two candidates compared on the same deals then
    // differ by 441 points a deal (standard deviation) instead of about
    // 1,080 for whole playouts, so a comparison needs far fewer deals, and
    // each costs less (bench_bots --playouts: 45,671 deals a CPU second
    // against 29,131). With many deals the judgement's own error (fewer
    // turns judged, less of it) matters more than the swing: sixteen beat
    // eight and whole playouts against Expert.
    c.playout_turns = 16;
    c.judges_cut_playouts = true;
    // The searching side a step better than Standard in its own playouts.
    // It costs 2.4 times a playout (3.1 a decision), and against Expert at
    // 768 deals it won 78.0% and 72.5% of 400 games on seeds 1 and 2 where
    // Master without it won 70.8% and 61.3% of the same games
    // (tools/measurements/master-experiments.md); in the worker a phone's
    // CPU still decides within the 1.15 s budget, on fewer deals.
    c.own_side_looks_ahead = true;
    // The end of the deal played exactly (endgame.h) changed few choices
    // and gained nothing measurable (./tools/endgame_accuracy): off.
    c.exact_endgame_nodes = 0;
  }
  if (options.samples > 0) c.samples = options.samples;
  if (options.candidates > 0) c.candidates = options.candidates;
  if (options.budget_ms > 0) c.budget_ms = options.budget_ms;
  c.candidates = std::clamp(c.candidates, 2, SearchBot::kMaxCandidates);
  return c;
}

GameState sample_deal(const Observation& obs, const SearchConfig& config, Rng& rng) {
  if (config.reads_passed_piles) return sample_reading_passes(obs, rng);
  if (config.reads_melds) return sample_reading_melds(obs, rng);
  return config.reads_discards ? sample_reading_discards(obs, rng) : sample_hidden(obs, rng);
}

SearchBot::SearchBot(uint64_t seed, const SearchConfig& config, ThinkClock clock)
    : rng_(seed),
      config_(config),
      clock_(clock),
      legal_(std::make_unique<MoveList>()),
      scratch_(std::make_unique<MoveList>()),
      ahead_(std::make_unique<MoveList>()) {}

int SearchBot::candidates(const Observation& obs, std::array<Move, kMaxCandidates>& out, int cap_asked) {
  MoveList& legal = *legal_;
  obs.legal_moves(legal);
  int n = 0;
  if (legal.empty()) return n;
  const int cap = cap_asked > 0 ? cap_asked : config_.candidates;
  if (legal.size() == 1) {
    add_candidate(out, n, cap, legal[0]);
    return n;
  }
  if (obs.phase() == Phase::Cut) {  // no card is seen yet: nothing to search
    add_candidate(out, n, cap, legal[static_cast<int>(rng_.below(static_cast<uint32_t>(legal.size())))]);
    return n;
  }
  Reading r;
  read_table(obs, r);
  Rng unused(0);
  const Move standard = rule_policy_choice(obs, r, kStandardStyle, unused, legal);
  add_candidate(out, n, cap, standard);
  switch (obs.phase()) {
    case Phase::Draw: {
      if (const Move* p = best_pickup(obs, r, kStandardStyle, legal, nullptr)) add_candidate(out, n, cap, *p);
      if (const Move* d = legal.first_of(MoveKind::Draw)) add_candidate(out, n, cap, *d);
      if (const Move* p = legal.first_of(MoveKind::Pass)) add_candidate(out, n, cap, *p);
      if (const Move* a = legal.first_of(MoveKind::Ask)) add_candidate(out, n, cap, *a);
      break;
    }
    case Phase::Answer:
      add_candidate(out, n, cap, Move::yes());
      add_candidate(out, n, cap, Move::no());
      break;
    case Phase::Play: {
      const Move* out_move = obs.answer() == Answer::Yes ? nullptr : going_out_move(obs, r, legal);
      const bool interesting_meld =
          standard.kind == MoveKind::Meld &&
          (!r.side_melded || config_.weighs_natural_melds || [&] {
            for (int i = 0; i < standard.num_groups; ++i)
              if (standard.groups[i].cards.wild_count() > 0) return true;
            return false;
          }());
      if (out_move) {
        add_candidate(out, n, cap, *out_move);
        if (const Move* meld = choose_meld(obs, r, kStandardStyle, legal)) add_candidate(out, n, cap, *meld);
      }
      // Standard holds back a meld it could lay (its initial meld, for
      // Master a new natural meld too): laying it now is weighed as well.
      if (standard.kind == MoveKind::Discard) {
        if (!r.side_melded) {
          if (const Move* meld = best_initial_meld(obs, r, kStandardStyle, legal, nullptr))
            add_candidate(out, n, cap, *meld);
        } else if (config_.weighs_natural_melds) {
          if (const Move* meld = choose_meld(obs, r, kEagerStyle, legal)) add_candidate(out, n, cap, *meld);
        }
      }
      if (out_move || interesting_meld || standard.kind == MoveKind::Discard ||
          standard.kind == MoveKind::Ask) {
        std::array<DiscardOption, kNumCardKinds> discards;
        const int k = rank_discards(obs, r, kStandardStyle, legal, discards);
        for (int i = 0; i < k; ++i) {
          for (const Move& m : legal)
            if (m.kind == MoveKind::Discard && m.card == discards[i].card) add_candidate(out, n, cap, m);
        }
      }
      break;
    }
    default:
      break;
  }
  return n;
}

// Kept out of playout(): inlined there it slowed every playout by about 1.5%
// (bench_bots --playouts) with the look-ahead off.
[[gnu::noinline]] Move SearchBot::own_side_move(const GameState& state, int side, const PositionWeights& weights) {
  std::array<Move, kMaxCandidates> options;
  const int n = candidates(observation(state, state.to_move()), options, config_.own_side_candidates);
  if (n <= 1) return options[0];
  MoveList& legal = *ahead_;
  Rng unused(0);
  double standard_value = 0.0, best_value = 0.0;
  int best = 0;
  for (int c = 0; c < n; ++c) {
    GameState g = state;
    const int mover = g.turn();
    if (!g.apply(options[c]).ok()) continue;  // candidates are legal moves
    for (int step = 0; step < kPlayoutMoveLimit && !g.is_deal_over() && g.turn() == mover; ++step) {
      g.legal_moves(legal);
      if (legal.empty()) break;
      if (!g.apply(legal.size() == 1 ? legal[0] : standard_choice(g, legal, unused)).ok()) break;
    }
    const double value = margin_reached(g, side, &weights);
    if (c == 0) {
      standard_value = best_value = value;
    } else if (value > best_value && value > standard_value + config_.own_side_margin) {
      best_value = value;
      best = c;
    }
  }
  return options[best];
}

double SearchBot::playout(GameState& state, int side) {
  MoveList& legal = *scratch_;
  Rng unused(0);
  const PositionWeights* weights = config_.judges_cut_playouts ? position_weights(state) : nullptr;
  // 0: no limit (a table without fitted weights plays to the deal's end)
  int turns_left = config_.judges_cut_playouts && !weights ? 0 : config_.playout_turns;
  if (config_.exact_endgame_nodes > 0)
    if (const std::optional<double> exact = exact_end(state, side)) return *exact;
  for (int step = 0; step < kPlayoutMoveLimit && !state.is_deal_over(); ++step) {
    state.legal_moves(legal);
    if (legal.empty()) break;  // cannot happen in a consistent deal
    const Move* move = &legal[0];
    std::optional<Move> own;  // built only when looked ahead: a Move is large
    if (legal.size() > 1) {
      if (config_.own_side_looks_ahead && weights && state.side_of(state.to_move()) == side &&
          (state.phase() == Phase::Draw || state.phase() == Phase::Play)) {
        own = own_side_move(state, side, *weights);
        move = &*own;
      } else {
        move = &standard_choice(state, legal, unused);
      }
    }
    const int mover = state.turn();
    if (!state.apply(*move).ok()) break;  // cannot happen: the policy plays listed moves
    if (state.turn() != mover) {
      if (config_.exact_endgame_nodes > 0)
        if (const std::optional<double> exact = exact_end(state, side)) return *exact;
      if (turns_left > 0 && --turns_left == 0) break;
    }
  }
  return margin_reached(state, side, weights);
}

// Out of playout() as own_side_move is, so that the loop stays as measured.
[[gnu::noinline]] std::optional<double> SearchBot::exact_end(const GameState& state, int side) {
  if (state.stock_size() > config_.exact_endgame_stock || state.is_deal_over()) return std::nullopt;
  return endgame_.value(state, side, config_.plays_for_game, config_.exact_endgame_nodes);
}

double SearchBot::margin_reached(const GameState& state, int side, const PositionWeights* weights) const {
  if (weights && !state.is_deal_over()) return judged_margin(state, side, *weights);
  return margin_for(state, side, config_.plays_for_game);
}

bool SearchBot::time_is_up(double started, int samples) const {
  if (!clock_) return samples >= config_.samples;
  if (samples >= kMaxTimedSamples) return true;
  return samples >= kMinTimedSamples && clock_() - started >= config_.budget_ms;
}

std::optional<Move> SearchBot::choose(const Observation& obs) {
  std::array<Move, kMaxCandidates> options;
  const int n = candidates(obs, options);
  if (n == 0) return std::nullopt;
  if (n == 1) return options[0];

  Race race(n);
  const int side = obs.side_of(obs.seat());
  const double started = clock_ ? clock_() : 0.0;
  for (int s = 0; !time_is_up(started, s) && race.open(); ++s) {
    Rng deal_rng(rng_.next());
    const GameState sampled = sample_deal(obs, config_, deal_rng);
    std::array<double, kMaxCandidates> value{};
    for (int c = 0; c < n; ++c) {
      if (!race.running(c)) continue;
      GameState g = sampled;
      if (!g.apply(options[c]).ok()) continue;  // listed moves are legal in every sampled deal
      value[c] = playout(g, side);
    }
    race.add(value);
  }
  return options[race.choice(config_.leaves_standard_above)];
}

}  // namespace canasta
