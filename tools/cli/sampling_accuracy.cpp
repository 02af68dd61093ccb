// How far the search's sampled deals are from the true ones: plays Classic
// 4-player deals with Standard at every seat and, at every real decision
// (more than one legal move), deals the cards the deciding seat cannot see
// `samples` times with each sampler and compares every other hand's unknown
// cards (hand minus the cards known to be in it) with the true ones.
//   sampling_accuracy [deals=40] [seed=1] [samples=16]
// Figures for each sampler (plain = sample_hidden, as Expert and Master
// deal; read = sample_reading_passes, the passed piles weighed; melds =
// sample_reading_melds, no hand holding its side's melded ranks):
//   guessed_<s>    mean share of a hidden hand's true unknown cards that the
//                  sampled hand holds too (copies matched card for card)
//   pairs_<s>      share of the natural pairs the sampled hands hold (two or
//                  more of a rank, one at least unknown) that the true hand
//                  holds too
//   passed_pair_<s>  for each rank a player passed up on top of a pile
//                  (table_reading.h, strong passes), how often the hand holds
//                  a pair of it; passed_pair_true is how often it truly does
//   weak_pair_<s>  the same for the weak passes (a small pile, or a side
//                  without its initial meld)
//   discarded_pair_<s>  the same for the ranks a player recently discarded
//                  (deal_sampler.h), which no sampler weighs
//   melded_pair_<s>  for each natural rank a player's side has melded, how
//                  often his hand holds an unknown card of it (not only a
//                  pair: one is enough to lay off)
// The last line holds every figure as key=value. A tool, not a test: the
// figures are measured, never asserted.
#include <array>
#include <cstdio>
#include <memory>
#include <optional>

#include "engine/bots/bot.h"
#include "engine/bots/deal_sampler.h"
#include "engine/bots/table_reading.h"
#include "engine/observation.h"
#include "engine/rules.h"
#include "engine/text_util.h"

namespace {

using namespace canasta;

struct Tally {
  double guessed = 0;
  long hands = 0;
  long pairs = 0, true_pairs = 0;
  long passed = 0, passed_pairs = 0;
  long weak = 0, weak_pairs = 0;
  long discarded = 0, discarded_pairs = 0;
  long melded = 0, melded_held = 0;
};

int unknown(const GameState& g, const Observation& obs, int p, Card c) {
  return g.hand(p).count(c) - obs.known(p).count(c);
}

// A natural pair of `rank` in hand p with at least one copy unknown.
bool holds_pair(const GameState& g, const Observation& obs, int p, Rank rank) {
  const int held = g.hand(p).naturals(rank);
  return held >= 2 && held > obs.known(p).naturals(rank);
}

// What the deciding seat read from the table: the passes, and the ranks
// each seat recently discarded (deal_sampler.h), whose pairs are measured
// too for a better model of them.
struct Read {
  PassedPiles passes;
  std::array<uint32_t, kMaxPlayers> discards{};
};

void compare(const GameState& truth, const GameState& sampled, const Observation& obs, const Read& reading,
             Tally& t) {
  const PassedPiles& passes = reading.passes;
  for (int p = 0; p < obs.players(); ++p) {
    if (p == obs.seat()) continue;
    int hidden = 0, matched = 0;
    for (int k = 0; k < kNumCardKinds; ++k) {
      const Card c = Card::from_code(k);
      const int a = unknown(truth, obs, p, c), b = unknown(sampled, obs, p, c);
      hidden += a;
      matched += a < b ? a : b;
    }
    if (hidden > 0) {
      t.guessed += static_cast<double>(matched) / hidden;
      ++t.hands;
    }
    for (int rank = static_cast<int>(Rank::Four); rank <= static_cast<int>(Rank::Ace); ++rank) {
      const Rank rk = static_cast<Rank>(rank);
      if (holds_pair(sampled, obs, p, rk)) {
        ++t.pairs;
        t.true_pairs += holds_pair(truth, obs, p, rk);
      }
      if (passes.strong[p] >> rank & 1) {
        ++t.passed;
        t.passed_pairs += holds_pair(sampled, obs, p, rk);
      } else if (passes.weak[p] >> rank & 1) {
        ++t.weak;
        t.weak_pairs += holds_pair(sampled, obs, p, rk);
      }
      if (!obs.meld(obs.side_of(p), rk).empty()) {
        ++t.melded;
        t.melded_held += sampled.hand(p).naturals(rk) > obs.known(p).naturals(rk);
      }
      if (reading.discards[p] >> rank & 1) {
        ++t.discarded;
        t.discarded_pairs += holds_pair(sampled, obs, p, rk);
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::optional<int64_t> deals = argc > 1 ? parse_int(argv[1], 1, 100000) : 40;
  const std::optional<uint64_t> seed = argc > 2 ? parse_uint64(argv[2]) : 1;
  const std::optional<int64_t> samples = argc > 3 ? parse_int(argv[3], 1, 10000) : 16;
  if (!deals || !seed || !samples) {
    std::fprintf(stderr, "usage: sampling_accuracy [deals 1..100000] [seed] [samples 1..10000]\n");
    return 2;
  }
  Tally plain, read, melds, truth;
  Rng plain_rng(*seed), read_rng(*seed), melds_rng(*seed);
  MoveList legal;
  long decisions = 0;
  for (int d = 0; d < *deals; ++d) {
    GameState g = GameState::new_game(*rules_preset("classic"), 4, *seed * 1000 + static_cast<uint64_t>(d));
    std::unique_ptr<Bot> bots[4];
    for (int s = 0; s < 4; ++s) bots[s] = make_bot(BotLevel::Standard, *seed * 100 + static_cast<uint64_t>(s));
    for (int n = 0; n < 5000 && !g.is_deal_over(); ++n) {
      const Observation obs = observation(g, g.to_move());
      g.legal_moves(legal);
      if (legal.size() > 1 && obs.phase() != Phase::Cut) {
        ++decisions;
        const Read reading{passed_piles(obs), recent_discards(obs)};
        compare(g, g, obs, reading, truth);
        for (int i = 0; i < *samples; ++i) {
          compare(g, sample_hidden(obs, plain_rng), obs, reading, plain);
          compare(g, sample_reading_passes(obs, read_rng), obs, reading, read);
          compare(g, sample_reading_melds(obs, melds_rng), obs, reading, melds);
        }
      }
      const std::optional<Move> move = bots[g.to_move()]->choose(obs);
      if (!move || !g.apply(*move).ok()) {
        std::fprintf(stderr, "sampling_accuracy: Standard played an illegal move or none\n");
        return 1;
      }
    }
  }
  auto share = [](double a, long b) { return b > 0 ? a / static_cast<double>(b) : 0.0; };
  const auto pairs = [&](long Tally::*hits, long Tally::*all, const Tally& t) {
    return share(static_cast<double>(t.*hits), t.*all);
  };
  std::printf("decisions=%ld hidden_hands=%ld passed_ranks=%ld\n", decisions, truth.hands, truth.passed);
  std::printf("guessed_plain=%.4f guessed_read=%.4f guessed_melds=%.4f pairs_plain=%.4f pairs_read=%.4f pairs_melds=%.4f",
              share(plain.guessed, plain.hands), share(read.guessed, read.hands), share(melds.guessed, melds.hands),
              pairs(&Tally::true_pairs, &Tally::pairs, plain), pairs(&Tally::true_pairs, &Tally::pairs, read),
              pairs(&Tally::true_pairs, &Tally::pairs, melds));
  const struct {
    const char* name;
    long Tally::*hits;
    long Tally::*all;
  } rates[] = {{"passed", &Tally::passed_pairs, &Tally::passed},
               {"weak", &Tally::weak_pairs, &Tally::weak},
               {"discarded", &Tally::discarded_pairs, &Tally::discarded},
               {"melded", &Tally::melded_held, &Tally::melded}};
  for (const auto& r : rates)
    std::printf(" %s_pair_true=%.4f %s_pair_plain=%.4f %s_pair_read=%.4f %s_pair_melds=%.4f", r.name,
                pairs(r.hits, r.all, truth), r.name, pairs(r.hits, r.all, plain), r.name, pairs(r.hits, r.all, read),
                r.name, pairs(r.hits, r.all, melds));
  std::printf("\n");
  return 0;
}
