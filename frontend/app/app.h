// The table program: owns the window, the renderer, the art, the game
// controller and the table's interface state, and draws one frame at a time.
// The same App runs natively and in the page. app.cpp holds the frame and
// drawing, app_input.cpp the mouse, touch and keyboard handling.
#pragma once

#include <SDL.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/table/animation.h"
#include "engine/json.h"
#include "frontend/app/app_options.h"
#include "frontend/app/web_api.h"
#include "frontend/platform/bridge.h"
#include "frontend/table/card_art.h"
#include "frontend/table/dialogs.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/guest_inbox.h"
#include "frontend/session/guest_table.h"
#include "frontend/table/hand_order.h"
#include "frontend/session/lesson_mode.h"
#include "frontend/session/replay_table.h"
#include "frontend/session/table_choice.h"
#include "frontend/table/scene_cache.h"
#include "frontend/platform/text_store.h"
#include "frontend/settings/settings_store.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/table_view.h"
#include "frontend/table/text.h"

namespace canasta::frontend {

// A seed for a new game nobody asked a particular one for.
uint64_t fresh_seed();

class App final : private GameListener {
 public:
  // `store` keeps the settings and the hand's order: the platform's storage,
  // or null_store() offscreen. `page`: the program's port to the page (main's,
  // or a test's playing the page), which outlives the App.
  App(const AppOptions& options, TextStore& store, PagePort& page);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  // Handles pending events, advances the game and draws one frame, then
  // shows it: draw_frame() and show_frame(), which a screenshot run
  // (screenshot_run.h) keeps apart to read the frame before it is shown.
  // Returns false to quit.
  bool frame();
  bool draw_frame();
  void show_frame();
  // Frames drawn so far, and whether the deal's score sheet is open.
  int frames() const { return frames_; }
  bool score_sheet_open() const { return dialog_ == DialogKind::kScore; }
  // The frame drawn last, as a PNG at `path` (natively).
  bool save_screenshot(const std::string& path);

 private:
  // app.cpp
  // The game's events go on to the page.
  void on_game_event(GameEvent event, const EngineTable& game, int seat) override;
  void start_game(const GameSetup& setup);
  void refresh_layout();
  // Draws the frame; true when the table itself was redrawn (not only flights).
  bool draw();
  SceneKey scene_key(const TableDraw& d) const;
  void animate_played();
  void play_sounds(const std::vector<PlayedMove>& played) const;
  void forget_refusal();
  // The cards outlined on the table: a lesson's own highlight while it is
  // shown, else the page's (an example's data-highlight).
  std::vector<Card> marked_cards() const;
  // The table alone, as an example shows it (a lesson brings its panel and buttons back).
  bool example_view() const { return options_.example && !lesson_.active(); }
  double now() const;
  const Theme& current_theme() const { return theme(settings_->colour_blind); }
  const CardArt& deck() const;
  CardArt& deck();
  DialogContext dialog_context() const;
  void open_dialog(DialogKind kind);
  // app_publish.cpp: what the page is told after each frame.
  void publish(bool redrawn);
  JsonValue view_message(const std::string& phase) const;
  JsonValue drawn_texts_message() const;
  Rect shown_part(const Target& t) const;
  // app_input.cpp
  void handle_event(const SDL_Event& event);
  void pointer_down(float x, float y);
  void pointer_move(float x, float y);
  void pointer_up(float x, float y);
  void key_down(const SDL_Keysym& key);
  bool reorder_key(const SDL_Keysym& key);
  void activate(const Target& target);
  void do_action(Action action);
  void meld_selection();
  void show_controls();
  std::string advice_text(const Observation& s, const Move& hint);
  void show_hint(const Hint& hint);
  bool hint_target(const Target& target) const;
  void play(const Move& move);
  // The dealer's cut (UY-50) at the table: the place chosen on the pack,
  // moved by pointer or keys, and the cut made there.
  bool targets_cut() const;
  int cut_place() const;
  void set_cut_place(int cut);
  bool cut_key(const SDL_Keysym& key);
  void drop_card(int index, const Target& on, float x, float y);
  void take_pile();
  // app_dialogs.cpp
  void press(const DialogAction& action);
  void start_pressed();
  void change_setting(const DialogAction& action);
  void dialog_key(const SDL_Keysym& key);
  void step_dialog_focus(int delta);
  // app_fields.cpp: the dialogs' text fields (a person's name).
  void start_editing(const DialogAction& field);
  void stop_editing();
  bool field_key(const SDL_Keysym& key);
  void type_text(const char* text);
  JsonValue text_from_page(const JsonValue& message);
  std::string* field_text(const DialogAction& field);
  void move_focus(int delta, bool by_group);
  void step_focus(int delta, bool by_group);
  // app_lesson.cpp
  void lesson_button(LessonButton button);
  void start_tutorial_lesson(size_t index);
  void leave_lesson();
  void update_lesson(double now_ms, bool busy);

  AppOptions options_;
  PagePort& page_;
  std::string error_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  CardArt cards_, cards4_;
  void load_wanted_art();
  void paint_cards_when_idle();
  TextRenderer text_;
  TextStore& store_;
  SettingsStore settings_;
  GameController game_{&page_};
  // An online guest's table takes the host's views: shown in place of the
  // game here once it opened (the page's join=, or the host's seats).
  GuestTable guest_{game_.coach(), &page_};
  GuestInbox guest_inbox_{page_, guest_, game_};
  LessonMode lesson_{&page_};
  // A finished game's record stepped through by the page.
  ReplayTable replay_{&page_};
  // Which of this device's own tables is shown: a lesson, else a replay,
  // else the game.
  TableChoice tables_{game_, lesson_, replay_};
  // The page's calls act on them (web_api.h).
  PageCalls page_calls_{tables_, &page_};
  // The table shown and played on.
  TableSource& table() { return guest_.active() ? static_cast<TableSource&>(guest_) : tables_.shown(); }
  const TableSource& table() const {
    return guest_.active() ? static_cast<const TableSource&>(guest_) : tables_.shown();
  }
  bool lesson_marked_ = false;  // the finished tutorial lesson is stored as done
  // The game a tutorial lesson interrupted, to go back to as it was, and
  // the seats and rules of the table before the lesson.
  struct GameBehind {
    GameRecord record;
    GameSetup setup;
  };
  std::optional<GameBehind> game_behind_;
  GameSetup setup_before_lesson_;
  // The viewer's hand as shown, and the order each other person at this
  // device keeps theirs in (pass-and-play); no hand while the device is passed.
  HandOrder hand_;
  int hand_seat_ = -1;
  std::array<HandOrder, kMaxPlayers> kept_hands_;
  void sync_hand();
  void clear_hands();
  // The orders kept in storage for the deal on the table (app_hand.cpp):
  // the deal's key, and the key and text last stored.
  std::string hand_key_, kept_key_, kept_text_;
  void restore_hand_orders();
  void keep_hand_orders();
  TableLayout layout_;
  std::vector<Target> targets_;
  std::vector<MarkedPlace> marked_places_;  // where the last redraw put the marked cards
  std::vector<DrawnText> drawn_texts_;      // the lines the last redraw drew (options_.measure)
  float scale_ = 1;
  HandPlaces last_hand_;  // where the hand was drawn last frame
  Animator animator_;
  SceneCache scene_;
  int ui_version_ = 0;  // bumped by input that may change the picture
  bool presenting_ = true;      // this frame draws (and presents) anything
  bool moving_before_ = false;  // cards flew or were dragged last frame
  int quiet_frames_ = 0;        // frames in a row that drew nothing new (the frame pace)
  double deal_shown_ms_ = 0;   // when the current deal's dealing animation ends
  bool rules_controls_only_ = false;
  // The hint shown for this position (Master's move, or a lesson's answer):
  // its button is highlighted and carries it out exactly.
  std::optional<Move> hint_;
  int hint_position_ = -1;  // GameController::position_version() it was given at
  std::optional<std::pair<int, Rank>> hint_meld_;  // side and rank of the meld the last hint adds to
  void forget_hint() { hint_.reset(), hint_meld_.reset(); }
  // The action buttons now; in a lesson Hint only while a step waits for its answer.
  std::vector<ActionButton> action_row() const {
    return action_buttons(table(), hand_, hint_, !lesson_.active() || lesson_.answer().has_value());
  }
  bool confirm_abandon_ = false;  // Start pressed once over a game in progress  // the Rules page opened by ? shows the keys only
  double deal_over_ms_ = -1;   // when the deal ended (the score sheet follows)
  int seen_deal_ = -1;
  int cut_place_ = 0;  // 0: not moved yet this cut (half the pack)
  bool score_shown_ = false;   // the score sheet of this deal was opened

  // Focus and pointer.
  Target focus_;
  bool focus_visible_ = false;
  struct Press {
    bool down = false;
    bool dragging = false;
    Target target;
    float x0 = 0, y0 = 0, x = 0, y = 0;
  } press_;

  // Dialogs.
  DialogKind dialog_ = DialogKind::kNone;
  DialogModel dialog_model_;
  GameSetup draft_;
  std::vector<Move> pickups_;  // offered by the take-the-pile dialog
  int dialog_focus_ = -1;
  int dialog_scroll_ = 0;
  DialogAction editing_;  // the text field typed in on the canvas, natively, or none
  PageSubscription text_from_page_;

  std::string published_;  // the last view, mirror and language told to the page
  std::string published_mirror_;
  std::string published_language_;
  std::string published_phase_;
  bool quit_ = false;
  int frames_ = 0;
  uint64_t start_ticks_ = 0;
};

}  // namespace canasta::frontend
