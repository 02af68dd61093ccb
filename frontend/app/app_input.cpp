// The table's input: mouse, touch (SDL turns taps into mouse events) and
// keyboard, turned into engine moves through the GameController.
#include <algorithm>

#include "frontend/app/app.h"

#include "frontend/words/advice_text.h"

#include "frontend/session/game_choices.h"
#include "frontend/session/move_builder.h"
#include "frontend/words/move_text.h"
#include "frontend/platform/bridge.h"
#include "frontend/words/reason_text.h"
#include "frontend/table/table_mirror.h"
#include "frontend/words/strings.h"
#include "frontend/table/cut_strip.h"

namespace canasta::frontend {

void App::handle_event(const SDL_Event& e) {
  const float k = scale_;  // window coordinates are CSS pixels; the layout is device pixels
  // A pointer moving without a drag changes nothing on the table.
  if (e.type != SDL_MOUSEMOTION) ++ui_version_;
  switch (e.type) {
    case SDL_QUIT: quit_ = true; break;
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) pointer_down(static_cast<float>(e.button.x) * k, static_cast<float>(e.button.y) * k);
      break;
    case SDL_MOUSEMOTION: pointer_move(static_cast<float>(e.motion.x) * k, static_cast<float>(e.motion.y) * k); break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) pointer_up(static_cast<float>(e.button.x) * k, static_cast<float>(e.button.y) * k);
      break;
    case SDL_MOUSEWHEEL:
      if (dialog_ == DialogKind::kLog || dialog_ == DialogKind::kRules)
        dialog_scroll_ = std::max(0, dialog_scroll_ - e.wheel.y);  // both read from the top down
      break;
    case SDL_KEYDOWN: key_down(e.key.keysym); break;
    case SDL_TEXTINPUT: type_text(e.text.text); break;
    default: break;
  }
}

void App::pointer_down(float x, float y) {
  focus_visible_ = false;
  press_ = {};
  press_.down = true;
  press_.x0 = press_.x = x;
  press_.y0 = press_.y = y;
  if (dialog_ == DialogKind::kNone) press_.target = hit_test(targets_, x, y);
  if (press_.target.kind == TargetKind::kCut) set_cut_place(cut_at(press_.target.rect, table().view().stock_size(), x));
}

void App::pointer_move(float x, float y) {
  if (!press_.down) return;
  press_.x = x;
  press_.y = y;
  // Dragging along the pack moves the cut; letting go on it cuts there.
  if (press_.target.kind == TargetKind::kCut) {
    set_cut_place(cut_at(press_.target.rect, table().view().stock_size(), x));
  }
  const float slop = 8 * scale_;
  if (!press_.dragging && press_.target.kind == TargetKind::kHandCard &&
      std::abs(x - press_.x0) + std::abs(y - press_.y0) > slop)
    press_.dragging = true;
}

void App::pointer_up(float x, float y) {
  if (!press_.down) return;
  const Press p = press_;
  press_ = {};
  if (dialog_ != DialogKind::kNone) {
    if (const DialogAction action = dialog_hit(dialog_model_, x, y); action.kind != DialogActionKind::kNone) press(action);
    return;
  }
  if (p.dragging) {
    drop_card(p.target.index, hit_test(targets_, x, y), x, y);
    return;
  }
  const Target t = hit_test(targets_, x, y);
  if (t.kind != TargetKind::kNone && t == p.target) activate(t);
}

// A card dragged from the hand: onto the pile discards it, onto a meld
// adds it (with the other selected cards), onto our meld area melds them,
// within the hand re-orders it.
void App::drop_card(int index, const Target& on, float x, float y) {
  if (index < 0 || index >= hand_.size()) return;
  const Card card = hand_.cards()[static_cast<size_t>(index)];
  auto with_selection = [&] {
    hand_.select(index, true);
    return hand_.selected_cards();
  };
  switch (on.kind) {
    case TargetKind::kPile: play(Move::discard(card)); break;
    case TargetKind::kMeld: play(build_meld(table().view(), with_selection(), on.rank)); break;
    case TargetKind::kMeldArea: play(build_meld(table().view(), with_selection(), std::nullopt)); break;
    case TargetKind::kHandCard: hand_.move(index, on.index); break;
    default:
      // Between cards or beside the hand: the place where it was let go.
      // A wrapped hand's rows overlap: the point is in the lowest row begun above it.
      if (layout_.hand_area.contains(x, y) && !layout_.hand.empty()) {
        float row_y = layout_.hand.front().y;
        for (const Rect& r : layout_.hand)
          if (r.y <= y) row_y = std::max(row_y, r.y);
        int before = 0;
        for (int i = 0; i < hand_.size() && i < static_cast<int>(layout_.hand.size()); ++i) {
          const Rect& r = layout_.hand[static_cast<size_t>(i)];
          if (i != index && (r.y < row_y || (r.y == row_y && r.cx() < x))) ++before;
        }
        hand_.move(index, before);
      }
      break;
  }
}

// Selected cards say how to take the pile. With none selected and several
// legal ways, the player picks one (the one using the fewest cards first).
void App::take_pile() {
  const auto& s = table().view();
  if (hint_ && hint_->kind == MoveKind::Pickup && hand_.selection_is(hand_cards_of(*hint_))) {
    play(*hint_);
    return;
  }
  if (hand_.selected_count() > 0 || !table().viewer_to_move() || s.phase() != Phase::Draw) {
    play(build_pickup(s, hand_.selected_cards()));
    return;
  }
  pickups_ = pickup_choices(s, 8);
  if (pickups_.size() <= 1) {
    play(pickups_.empty() ? Move::pickup() : pickups_.front());
    return;
  }
  open_dialog(DialogKind::kPickup);
  dialog_focus_ = 0;
}

void App::play(const Move& move) {
  // In a lesson the lesson judges the move: only a right one is played.
  if (lesson_.active()) {
    const LessonAttempt::Kind judged = lesson_.judge(move);
    if (judged == LessonAttempt::Kind::kRight) {
      forget_hint();
      sync_hand();
    }
    // A wrong legal move is taken back: its cards go down again. An illegal
    // one keeps them up to be put right, as in a game.
    if (judged == LessonAttempt::Kind::kRight || judged == LessonAttempt::Kind::kWrong) hand_.clear_selection();
    return;
  }
  if (table().play(move)) {
    if (move.kind == MoveKind::Cut) cut_place_ = 0;  // the next cut starts again at half the pack
    forget_hint();
    sync_hand();
    hand_.clear_selection();
  }
}

// A refused move's red reason was about the cards then selected: once the
// selection changes it gives way to the prompt, so it never seems to be
// about the new one.
void App::forget_refusal() {
  if (table().message_is_error()) table().relocalize();
}

void App::activate(const Target& t) {
  const auto& s = table().view();
  switch (t.kind) {
    case TargetKind::kHandCard:
      if (t.index < hand_.size()) {
        hand_.toggle(t.index);
        forget_refusal();
      }
      break;
    case TargetKind::kStock: play(Move::draw()); break;
    case TargetKind::kPile:
      // In the play phase a single selected card goes onto the pile.
      if (s.phase() == Phase::Play && hand_.selected_count() == 1) play(Move::discard(hand_.selected_cards()[0]));
      else take_pile();
      break;
    case TargetKind::kMeld:
      if (hand_.selected_count() > 0) play(build_meld(s, hand_.selected_cards(), t.rank));
      break;
    case TargetKind::kMeldArea:
      if (hand_.selected_count() > 0) meld_selection();
      break;
    case TargetKind::kAction: {
      const auto actions = action_row();
      if (t.index < static_cast<int>(actions.size())) do_action(actions[static_cast<size_t>(t.index)].action);
      break;
    }
    case TargetKind::kMenu:
      switch (static_cast<MenuItem>(t.index)) {
        case MenuItem::kNew: open_dialog(DialogKind::kNewGame); break;
        case MenuItem::kLog: open_dialog(DialogKind::kLog); break;
        case MenuItem::kRules: open_dialog(DialogKind::kRules); break;
        case MenuItem::kSettings: open_dialog(DialogKind::kSettings); break;
      }
      break;
    case TargetKind::kLesson: lesson_button(static_cast<LessonButton>(t.index)); break;
    case TargetKind::kCut: play(Move::cut(cut_place())); break;
    case TargetKind::kNone: break;
  }
}

// The ? key: the Rules page's Controls section alone.
void App::show_controls() {
  open_dialog(DialogKind::kRules);
  rules_controls_only_ = true;
}

// Wild cards selected alone go to the one meld they may join, or the player
// picks the meld when there are several; other selections meld as they are.
void App::meld_selection() {
  const auto& s = table().view();
  const std::vector<Card> cards = hand_.selected_cards();
  const bool wild_only = std::all_of(cards.begin(), cards.end(), [](Card c) { return c.is_wild(); });
  if (!wild_only) {
    play(build_meld(s, cards, std::nullopt));
    return;
  }
  pickups_ = wild_card_choices(s, cards);
  if (pickups_.empty()) {
    table().set_message(tr(S::kWildsNoMeld), true);
  } else if (pickups_.size() == 1) {
    play(pickups_.front());
  } else {
    open_dialog(DialogKind::kPickup);
    dialog_focus_ = 0;
  }
}

// A hint in words: a meld says where its cards go ("add Joker to the
// kings"), and a single group joining a meld outlines that meld.
std::string App::advice_text(const Observation& s, const Move& hint) {
  hint_meld_.reset();
  // Uruguayan's pile is the pot, in the hint as in the lessons.
  if (hint.kind == MoveKind::Pickup && s.rules().uses_pot()) return tr(S::kDoTakePot);
  if (hint.kind != MoveKind::Meld) return describe_move(tr(S::kYou), hint, s.pile_size(), Voice::kAdvice);
  const int side = table().viewer_side();
  if (hint.num_groups == 1 && !s.meld(side, hint.groups[0].rank).empty()) hint_meld_ = std::pair{side, hint.groups[0].rank};
  return meld_advice(s, hint);
}

// The hint has come (GameController::request_hint): said with its reason,
// and shown by selecting the cards it would use.
void App::show_hint(const Hint& hint) {
  std::string text = advice_text(table().view(), hint.move);
  if (const std::string why = hint_reason_sentence(hint.reason, table().view().rules().uses_pot()); !why.empty())
    text += " " + why;
  table().set_message(format(S::kHintIs, text), false);
  hint_ = hint.move;
  hint_position_ = table().position_version();
  // A cut hint puts the strip's place where it advises (said with the hint).
  if (hint.move.kind == MoveKind::Cut) cut_place_ = hint.move.cut_cards;
  hand_.select_cards(hand_cards_of(hint.move));
  ++ui_version_;
}

// Where the hint is carried out on the table: the meld it adds to, the
// stock or the pile.
bool App::hint_target(const Target& t) const {
  if (t.kind == TargetKind::kMeld) return hint_meld_ && t.side == hint_meld_->first && t.rank == hint_meld_->second;
  return t.kind != TargetKind::kNone && t.kind == hinted_place(hint_);
}

void App::do_action(Action a) {
  const auto& s = table().view();
  switch (a) {
    case Action::kMeld:
      if (hand_.selected_count() == 0) table().set_message(tr(S::kSelectHint), true);
      else if (hint_ && hand_.selection_is(hand_cards_of(*hint_))) play(*hint_);  // where the hint said
      else meld_selection();
      break;
    case Action::kDiscard:
      if (hand_.selected_count() != 1) table().set_message(tr(S::kSelectHint), true);
      else play(Move::discard(hand_.selected_cards()[0]));
      break;
    case Action::kAsk: play(Move::ask()); break;
    case Action::kDeclare:
      if (const auto declare = declarable(s)) play(*declare);
      break;
    case Action::kYes: play(Move::yes()); break;
    case Action::kNo: play(Move::no()); break;
    case Action::kPass: play(Move::pass()); break;
    case Action::kHint:
      // In a lesson the hint is the lesson's answer, never another opinion.
      if (const auto answer = lesson_.answer())
        show_hint({*answer, explain(s, *answer, std::nullopt)});
      else if (!lesson_.active()) table().request_hint();
      break;
    case Action::kSort: hand_.toggle_sort(); break;
    case Action::kUndo:
      if (table().undo()) {
        animator_.clear();
        sync_hand();
      }
      break;
    case Action::kNextDeal:
      if (lesson_.active()) break;  // a lesson is one position: it has no next deal
      if (s.is_game_over()) open_dialog(DialogKind::kNewGame);
      else {
        table().next_deal();
        dialog_ = DialogKind::kNone;
        clear_hands();
        sync_hand();
      }
      break;
  }
}

// Keyboard focus on the canvas is said: the focused card, pile or button.
void App::move_focus(int delta, bool by_group) {
  step_focus(delta, by_group);
  if (focus_.kind != TargetKind::kNone) page_.announce(describe_target(table(), hand_, focus_));
}

void App::step_focus(int delta, bool by_group) {
  if (targets_.empty()) return;
  int at = -1;
  for (size_t i = 0; i < targets_.size(); ++i)
    if (targets_[i] == focus_) at = static_cast<int>(i);
  const int n = static_cast<int>(targets_.size());
  if (at < 0) {
    focus_ = targets_[0];
    return;
  }
  if (!by_group) {
    focus_ = targets_[static_cast<size_t>((at + delta + n) % n)];
    return;
  }
  // Up and down jump to the first target of the previous or next kind.
  const TargetKind kind = targets_[static_cast<size_t>(at)].kind;
  int i = at;
  do i = (i + delta + n) % n;
  while (targets_[static_cast<size_t>(i)].kind == kind && i != at);
  if (delta < 0) {  // to the start of that group
    const TargetKind k2 = targets_[static_cast<size_t>(i)].kind;
    while (i > 0 && targets_[static_cast<size_t>(i - 1)].kind == k2) --i;
  }
  focus_ = targets_[static_cast<size_t>(i)];
}

// Shift with Left or Right moves the focused card of the hand one place,
// as dragging it does, and the focus goes with it.
bool App::reorder_key(const SDL_Keysym& key) {
  if (!(key.mod & KMOD_SHIFT) || (key.sym != SDLK_LEFT && key.sym != SDLK_RIGHT)) return false;
  if (focus_.kind != TargetKind::kHandCard || focus_.index < 0 || focus_.index >= hand_.size()) return false;
  const int to = std::clamp(focus_.index + (key.sym == SDLK_LEFT ? -1 : 1), 0, hand_.size() - 1);
  hand_.move(focus_.index, to);
  focus_.index = to;
  return true;
}

void App::key_down(const SDL_Keysym& key) {
  if (field_key(key)) return;
  if (dialog_ != DialogKind::kNone) {
    dialog_key(key);
    return;
  }
  focus_visible_ = true;
  if (cut_key(key)) return;
  if (reorder_key(key)) return;
  const auto& s = table().view();
  switch (key.sym) {
    case SDLK_LEFT: move_focus(-1, false); break;
    case SDLK_RIGHT: case SDLK_TAB: move_focus((key.mod & KMOD_SHIFT) ? -1 : 1, false); break;
    case SDLK_UP: move_focus(-1, true); break;
    case SDLK_DOWN: move_focus(1, true); break;
    case SDLK_SPACE: case SDLK_RETURN: case SDLK_KP_ENTER:
      if (focus_.kind != TargetKind::kNone) activate(focus_);
      else move_focus(1, false);
      break;
    case SDLK_d: play(Move::draw()); break;
    case SDLK_p:
      if (s.phase() == Phase::Draw && s.stock_size() == 0 && key.mod & KMOD_SHIFT) play(Move::pass());
      else take_pile();
      break;
    case SDLK_m: do_action(Action::kMeld); break;
    case SDLK_x: do_action(Action::kDiscard); break;
    case SDLK_a: do_action(declarable(s) ? Action::kDeclare : Action::kAsk); break;
    case SDLK_y: do_action(Action::kYes); break;
    case SDLK_n: do_action(s.is_deal_over() ? Action::kNextDeal : Action::kNo); break;
    case SDLK_h: do_action(Action::kHint); break;
    case SDLK_s: do_action(Action::kSort); break;
    case SDLK_u: do_action(Action::kUndo); break;
    case SDLK_QUESTION: case SDLK_F1: show_controls(); break;
    case SDLK_SLASH:
      if (key.mod & KMOD_SHIFT) show_controls();  // '?' on most layouts
      break;
    case SDLK_ESCAPE:
      if (hand_.selected_count() > 0) {
        hand_.clear_selection();
        forget_refusal();
      } else focus_visible_ = false;
      break;
    default: break;
  }
}

}  // namespace canasta::frontend
