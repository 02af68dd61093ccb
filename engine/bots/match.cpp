#include "engine/bots/match.h"

#include <memory>

namespace canasta {

namespace {

struct Table {
  std::array<std::unique_ptr<Bot>, kMaxPlayers> bots;
  std::unique_ptr<MoveList> legal = std::make_unique<MoveList>();

  explicit Table(const MatchSetup& setup) {
    for (int seat = 0; seat < setup.players; ++seat) {
      const uint64_t seed = setup.bot_seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(seat) * 7919 + 1;
      bots[seat] = make_bot(setup.levels[seat], seed, setup.options[seat]);
    }
  }

  // Plays the current deal to its end; false if cut off.
  bool play_deal(GameState& g, MatchStats& stats) {
    for (int n = 0; !g.is_deal_over(); ++n) {
      if (n >= kMaxMovesPerDeal) {
        ++stats.stuck;
        return false;
      }
      const int seat = g.to_move();
      const std::optional<Move> move = bots[seat]->choose(observation(g, seat));
      if (!move) {
        ++stats.stuck;
        return false;
      }
      ++stats.moves;
      if (!g.apply(*move).ok()) {
        ++stats.illegal;
        g.legal_moves(*legal);
        if (legal->empty() || !g.apply((*legal)[0]).ok()) {
          ++stats.stuck;
          return false;
        }
      }
    }
    ++stats.deals;
    const DealScore& score = g.deal_score();
    for (int s = 0; s < score.sides; ++s) stats.deal_points[s] += score.side[s].deal;
    return true;
  }
};

void finish(const GameState& g, MatchStats& stats) {
  for (int s = 0; s < g.num_sides(); ++s) stats.totals[s] = g.score(s);
  if (const std::optional<int> w = g.winner()) stats.winner = *w;
}

}  // namespace

MatchStats play_game(const MatchSetup& setup, int max_deals) {
  MatchStats stats;
  Table table(setup);
  GameState g = GameState::new_game(setup.rules, setup.players, setup.game_seed);
  while (true) {
    if (!table.play_deal(g, stats)) break;
    if (g.is_game_over()) break;
    if (stats.deals >= max_deals) {
      ++stats.stuck;
      break;
    }
    if (!g.start_next_deal().ok()) {
      ++stats.stuck;
      break;
    }
  }
  finish(g, stats);
  return stats;
}

MatchStats play_deal(const MatchSetup& setup) {
  MatchStats stats;
  Table table(setup);
  GameState g = GameState::new_game(setup.rules, setup.players, setup.game_seed);
  table.play_deal(g, stats);
  finish(g, stats);
  return stats;
}

}  // namespace canasta
