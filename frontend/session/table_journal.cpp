#include "frontend/session/table_journal.h"

#include "frontend/words/move_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string TableJournal::line(size_t index, const LogVoices& voices) const {
  if (index >= log_.size()) return {};
  const LogEntry& e = log_[index];
  std::string cards;
  for (Card c : e.cards) cards += (cards.empty() ? "" : " ") + card_label(c);
  const bool you = e.seat >= 0 && voices.you(e.seat);
  switch (e.kind) {
    case LogEntry::Kind::kMove:
      if (!e.cards.empty() && you) return format(S::kYouDrewCards, cards);
      return describe_move(voices.seat_name(e.seat), e.move, e.pile_size, you ? Voice::kYou : Voice::kThird,
                           e.cut_needed);
    case LogEntry::Kind::kThrees: {
      const bool many = e.cards.size() > 1;
      if (you) return format(many ? S::kYouThreesReplacedMany : S::kYouThreesReplaced, cards);
      return format(many ? S::kThreesReplacedMany : S::kThreesReplaced, voices.seat_name(e.seat), cards);
    }
    case LogEntry::Kind::kWentOut:
      if (e.gusto) return you ? tr(S::kYouGustoLaid) : format(S::kGustoLaid, voices.seat_name(e.seat));
      return you ? tr(S::kYouWentOut) : format(S::kWentOut, voices.seat_name(e.seat));
    case LogEntry::Kind::kUndone: return tr(S::kUndone);
    case LogEntry::Kind::kDealStart:
      return "\xE2\x80\x94 " + std::string(tr(S::kDeal)) + " " + std::to_string(e.deal) + " \xE2\x80\x94";
  }
  return {};
}

bool TableJournal::score_if_over(const Observation& shown) {
  if (!shown.is_deal_over() || static_cast<int>(sheet_.size()) > shown.deal_number()) return false;
  sheet_.push_back(shown.deal_score());
  return true;
}

std::vector<PlayedMove> TableJournal::take_played() {
  std::vector<PlayedMove> out;
  out.swap(played_);
  return out;
}

void TableJournal::clear_game() {
  log_.clear();
  sheet_.clear();
  played_.clear();
}

}  // namespace canasta::frontend
