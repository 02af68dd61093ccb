#include "engine/bots/coach.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "engine/bots/discard_policy.h"
#include "engine/bots/hand_analysis.h"
#include "engine/bots/meld_policy.h"
#include "engine/bots/pickup_policy.h"
#include "engine/bots/race.h"
#include "engine/bots/search_bot.h"
#include "engine/move_list.h"

namespace canasta {

namespace {

// A discard counts as the safer one when it lowers the next player's chance
// of taking the pile by at least this much; closer than that, what the two
// cards are worth in the hand decided, and "safer" would not be the reason.
constexpr double kSaferBy = 0.10;
// A hint's discard is "the safest" within this much of the safest one.
constexpr double kSafestWithin = 0.05;
// Seeds the estimate's deals apart from Master's own.
constexpr uint64_t kEstimateSeed = 0xC0AC4u;

BotOptions coach_options(const BotOptions& options) {
  BotOptions o = options;
  if (o.clock && o.budget_ms <= 0) o.budget_ms = kCoachBudgetMs;
  return o;
}

struct Estimate {
  double mean = 0;
  double error = 0;  // standard error of the mean
};

// Mean and standard error of margin(a) - margin(b) over sampled deals, each
// deal played out after each move.
Estimate compare(SearchBot& bot, const Observation& obs, const Move& a, const Move& b, uint64_t seed,
                 const SearchConfig& config, const BotOptions& options) {
  Rng rng(seed ^ kEstimateSeed);
  const int side = obs.side_of(obs.seat());
  const double started = options.clock ? options.clock() : 0.0;
  auto done = [&](int n) {
    if (!options.clock) return n >= config.samples;
    if (n >= kMaxTimedSamples) return true;
    return n >= kCoachMinSamples && options.clock() - started >= config.budget_ms;
  };
  double sum = 0, squares = 0;
  int n = 0;
  for (; !done(n); ++n) {
    Rng deal_rng(rng.next());
    // Dealt as Master deals them, so the estimate judges by Master's lights.
    const GameState sampled = sample_deal(obs, config, deal_rng);
    GameState after_a = sampled, after_b = sampled;
    // Both are legal in the observation, so in every deal consistent with it.
    const double d = (after_a.apply(a).ok() ? bot.playout(after_a, side) : 0.0) -
                     (after_b.apply(b).ok() ? bot.playout(after_b, side) : 0.0);
    sum += d;
    squares += d * d;
  }
  Estimate e;
  if (n == 0) return e;
  e.mean = sum / n;
  e.error = standard_error(sum, squares, n);
  return e;
}

// Whether `move` goes out, or is the first step of going out this turn.
bool goes_out(const Observation& obs, const Move* out_step, const Move& move) {
  if (out_step && *out_step == move) return true;
  if (move.kind != MoveKind::Meld && move.kind != MoveKind::Discard) return false;
  GameState after = obs.view();
  return after.apply(move).ok() && after.is_deal_over() && after.went_out() == obs.seat();
}

int wild_cards(const Move& m) {
  int n = 0;
  if (m.has_pair)
    for (Card c : m.pair) n += c.is_wild();
  for (int i = 0; i < m.num_groups; ++i) n += m.groups[i].cards.wild_count();
  return n;
}

int meld_points(const Rules& rules, const Move& m) {
  int points = 0;
  for (int i = 0; i < m.num_groups; ++i) points += m.groups[i].cards.points(rules, m.groups[i].rank);
  return points;
}

int percent(double chance) { return static_cast<int>(std::lround(chance * 100)); }

int melds_near_canasta(const Observation& obs, const Reading& r) {
  int n = 0;
  for (const Meld& m : r.melds) n += m.size() >= 4 && !m.is_canasta(obs.rules());
  return n;
}

// Why a hint discards `card` when safety is not the reason: melds that
// could be laid are held back (a player who selected them asks why), else
// the card is the one the hand needs least.
Reason hint_discard_reason(const Observation& obs, const Reading& r, const MoveList& legal, Card card) {
  Reason why;
  const bool new_meld = std::any_of(legal.begin(), legal.end(), [&](const Move& m) {
    if (m.kind != MoveKind::Meld) return false;
    for (int g = 0; g < m.num_groups; ++g)
      if (!obs.meld(r.side, m.groups[g].rank).empty()) return false;
    return m.cards_from_hand() < obs.own_hand().size();
  });
  if (new_meld) {
    why.kind = ReasonKind::HoldMeld;
    why.cards = obs.own_hand().size() - 1;
    return why;
  }
  why.kind = ReasonKind::KeepOthers;
  why.card = card;
  why.count = card.is_wild() ? obs.own_hand().wilds() : obs.own_hand().rank_count(card.rank());
  why.wilds = !card.is_wild() && !obs.meld(r.side, card.rank()).empty();
  return why;
}

}  // namespace

Reason explain(const Observation& obs, const Move& better, const std::optional<Move>& other) {
  Reading r;
  read_table(obs, r);
  const auto legal = std::make_unique<MoveList>();
  obs.legal_moves(*legal);
  Reason why;
  const int pile = obs.pile_size();
  auto is = [](const std::optional<Move>& m, MoveKind kind) { return m && m->kind == kind; };

  // The start of the turn: the pile or the stock.
  if (better.kind == MoveKind::Pickup && !is(other, MoveKind::Pickup)) {
    why.kind = ReasonKind::TakePile;
    why.cards = pile;
    if (const auto top = obs.pile_top()) why.rank = top->rank();
    return why;
  }
  if (better.kind == MoveKind::Draw || better.kind == MoveKind::Pass) {
    const Move* pickup = is(other, MoveKind::Pickup) ? &*other : best_pickup(obs, r, kStandardStyle, *legal, nullptr);
    if (pickup && (!other || is(other, MoveKind::Pickup))) {
      why.kind = ReasonKind::LeavePile;
      why.cards = pile;
      why.wilds = wild_cards(*pickup);
      return why;
    }
  }
  // A hint's answer to "May I go out?".
  if (!other && (better.kind == MoveKind::Yes || better.kind == MoveKind::No)) {
    why.kind = better.kind == MoveKind::Yes ? ReasonKind::AnswerYes : ReasonKind::AnswerNo;
    why.points = obs.rules().going_out_bonus;
    why.count = melds_near_canasta(obs, r);
    why.cards = obs.own_hand().size();
    return why;
  }
  // A hint's draw where no pickup is legal.
  if (!other && better.kind == MoveKind::Draw) {
    why.kind = ReasonKind::NoPickup;
    why.cards = pile;
    return why;
  }
  // "May I go out?"
  const int partner_cards = r.partner >= 0 ? obs.hand_size(r.partner) : 0;
  if (better.kind == MoveKind::Ask && !is(other, MoveKind::Ask)) {
    why.kind = ReasonKind::Ask;
    why.cards = partner_cards;
    return why;
  }
  if (is(other, MoveKind::Ask) && better.kind != MoveKind::Ask) {
    why.kind = ReasonKind::DontAsk;
    why.cards = partner_cards;
    return why;
  }
  // Going out, or building on.
  if (obs.phase() == Phase::Play) {
    const Move* out_step = going_out_move(obs, r, *legal);
    const bool better_out = goes_out(obs, out_step, better);
    const bool other_out = other ? goes_out(obs, out_step, *other) : out_step != nullptr;
    if (better_out && (!other || !other_out)) {
      why.kind = ReasonKind::GoOut;
      why.points = obs.rules().going_out_bonus;
      return why;
    }
    if (other_out && !better_out) {
      why.kind = ReasonKind::KeepBuilding;
      why.count = melds_near_canasta(obs, r);
      // With no meld close to a canasta, what the partner still holds is
      // the reason when going out now would likely cost the side at least
      // half its bonus in the partner's cards (a single card is one the
      // partner may lay off next turn, and "your partner's 1 card" says
      // little).
      if (why.count == 0 && partner_cards >= 2) {
        const double held = likely_hand_points(obs, r, r.partner);
        if (held >= obs.rules().going_out_bonus / 2.0) {
          why.kind = ReasonKind::PartnerHand;
          why.cards = partner_cards;
          why.points = 5 * static_cast<int>(std::lround(held / 5));
        }
      }
      return why;
    }
  }
  if (better.kind == MoveKind::Discard) {
    if (better.card.is_wild()) {
      why.kind = ReasonKind::FreezePile;
      why.safer = better.card;
      why.cards = pile;
      return why;
    }
    const double safe = take_chance(obs, r, better.card);
    if (!other) {
      // A hint calls its discard safe only when it is (about) the safest
      // and another discard is clearly riskier: on an empty pile, where any
      // card is cheap to take, a chance said alone read as a warning. Wild
      // cards and threes, which stop the next player outright, are other
      // reasons than safety among ordinary cards.
      double safest = safe, riskiest = safe;
      for (const Move& m : *legal) {
        if (m.kind != MoveKind::Discard || m.card == better.card || m.card.is_wild() || m.card.rank() == Rank::Three)
          continue;
        const double chance = take_chance(obs, r, m.card);
        safest = std::min(safest, chance);
        riskiest = std::max(riskiest, chance);
      }
      if (safe - safest <= kSafestWithin && riskiest - safe >= kSaferBy) {
        why.kind = ReasonKind::SaferDiscard;
        why.safer = better.card;
        why.safer_percent = percent(safe);
        return why;
      }
      return hint_discard_reason(obs, r, *legal, better.card);
    }
    if (other->kind == MoveKind::Discard) {
      const double risky = take_chance(obs, r, other->card);
      if (risky - safe >= kSaferBy) {
        why.kind = ReasonKind::SaferDiscard;
        why.card = other->card;
        why.percent = percent(risky);
        why.safer = better.card;
        why.safer_percent = percent(safe);
        return why;
      }
    }
    if (other->kind == MoveKind::Meld) {
      why.kind = ReasonKind::HoldMeld;
      why.cards = obs.own_hand().size() - other->cards_from_hand();
      return why;
    }
  }
  if (better.kind == MoveKind::Meld && !is(other, MoveKind::Meld)) {
    why.kind = ReasonKind::MeldNow;
    why.points = meld_points(obs.rules(), better);
    why.cards = better.cards_from_hand();
    return why;
  }
  return why;
}

Advice coach_move(const Observation& obs, const Move& played, uint64_t seed, const BotOptions& options,
                  const std::optional<Move>& choice) {
  Advice advice;
  if (choice && *choice == played) return advice;
  // The table says whether a cut was exact (UY-50); no playout weighs it.
  if (obs.phase() == Phase::Cut) return advice;
  {
    const auto legal = std::make_unique<MoveList>();
    obs.legal_moves(*legal);
    if (legal->size() <= 1) return advice;
  }
  const BotOptions o = coach_options(options);
  const SearchConfig config = search_config(BotLevel::Master, o);
  SearchBot master(seed, config, o.clock);
  const std::optional<Move> better =
      choice && obs.check(*choice).ok() ? std::optional<Move>(*choice) : master.choose(obs);
  if (!better || *better == played) return advice;
  advice.same = false;
  advice.better = *better;
  const Estimate e = compare(master, obs, *better, played, seed, config, o);
  advice.loss = static_cast<int>(std::lround(e.mean));
  advice.worth_saying = e.mean >= kWorthSaying && e.mean > kWorthSayingErrors * e.error;
  advice.reason = explain(obs, *better, played);
  return advice;
}

std::optional<Hint> hint_move(const Observation& obs, uint64_t seed, const BotOptions& options) {
  // UY-50: the cut has one right answer, every card dealt, which no search
  // finds (no card is seen yet: a computer dealer cuts by feel).
  if (obs.phase() == Phase::Cut) {
    Reason why;
    why.kind = ReasonKind::ExactCut;
    why.cards = obs.view().cut_needed();
    why.count = obs.rules().hand_size[obs.players()];
    why.points = obs.rules().cut_bonus;
    return Hint{Move::cut(why.cards), why};
  }
  const BotOptions o = coach_options(options);
  SearchBot master(seed, search_config(BotLevel::Master, o), o.clock);
  const std::optional<Move> move = master.choose(obs);
  if (!move) return std::nullopt;
  return Hint{*move, explain(obs, *move, std::nullopt)};
}

}  // namespace canasta
