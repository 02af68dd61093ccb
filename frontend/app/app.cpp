#include "frontend/app/app.h"

#include "engine/json.h"
#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/text_util.h"
#include "frontend/app/web_api.h"
#include "frontend/session/move_sounds.h"
#include "frontend/session/seats.h"
#include "frontend/table/draw_util.h"
#include "frontend/table/fit_text.h"
#include "frontend/table/lesson_panel.h"
#include "frontend/table/table_art.h"
#include "frontend/words/move_text.h"
#include "frontend/words/problem_words.h"
#include "frontend/platform/bridge.h"
#include "frontend/platform/platform.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

uint64_t fresh_seed() { return SDL_GetPerformanceCounter() ^ (static_cast<uint64_t>(SDL_GetTicks()) << 32); }

App::App(const AppOptions& options, TextStore& store, PagePort& page)
    : options_(options), page_(page), store_(store), settings_(store) {
  game_.set_listener(this);
  lesson_.table().set_listener(this);
  replay_.set_listener(this);
  set_page_guest(&guest_);
  text_from_page_ = PageSubscription(page_, to_table::kText, [this](const JsonValue& m) { return text_from_page(m); });
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    error_ = std::string("SDL could not start: ") + SDL_GetError();
    return;
  }
  start_ticks_ = SDL_GetTicks64();
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (options.hidden) flags |= SDL_WINDOW_HIDDEN;
  int width = options.width, height = options.height;
  initial_window_size(width, height);
  // Natively --scale renders a high-DPI frame into a bigger window.
  width = static_cast<int>(static_cast<float>(width) * options.scale);
  height = static_cast<int>(static_cast<float>(height) * options.scale);
  window_ = SDL_CreateWindow("Canasta", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (!window_) {
    error_ = std::string("No window: ") + SDL_GetError();
    return;
  }
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    error_ = std::string("No renderer: ") + SDL_GetError();
    return;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  const TableArt& art = TableArt::get();
  if (!art.ok()) {
    error_ = "The table's glyph outlines are damaged: " + art.error();
    return;
  }
  if (!cards_.create(renderer_, art::two_colour_palette(), art.card_fonts())) {
    error_ = "The card art could not be made: " + cards_.error();
    return;
  }
  if (!text_.load(renderer_, art.plan_font_atlas())) {
    error_ = "The font could not be made: " + text_.error();
    return;
  }

  const std::string tag = !options.language.empty() ? options.language
                          : !settings_->language.empty() ? settings_->language
                                                          : preferred_language();
  set_language(language_from_tag(tag));
  settings_.adjust([&](Settings& s) {
    if (options.fast) s.speed = Speed::kOff;
    if (options.four_colour) s.four_colour = true;
    if (options.colour_blind) s.colour_blind = true;
  });

  game_.set_coach(settings_->coach);
  GameSetup setup = settings_->setup;
  setup.seed = options.seed ? *options.seed : fresh_seed();
  if (options.players) setup.players = *options.players;
  if (!options.position.empty()) {
    const auto parsed = parse_playable(options.position);
    if (!parsed.ok()) {
      error_ = "--position: " + parsed.error;
      return;
    }
    game_.start_from(*parsed.value, setup);
    sync_hand();
  } else {
    start_game(setup);
  }
  // An online guest's table: nobody moves until the host's views come.
  if (options.guest) guest_.open(game_);
  if (options.dialog == "new") open_dialog(DialogKind::kNewGame);
  if (options.dialog == "options") open_dialog(DialogKind::kSettings);
  if (options.dialog == "log") open_dialog(DialogKind::kLog);
  if (options.dialog == "rules") open_dialog(DialogKind::kRules);
  // A newcomer first sees who is who and how to play; once per browser.
  if (options.intro && !settings_->intro_seen && dialog_ == DialogKind::kNone) {
    open_dialog(DialogKind::kIntro);
    settings_.change([](Settings& s) { s.intro_seen = true; });
  }
}

App::~App() {
  set_page_guest(nullptr);
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  SDL_Quit();
}

void App::on_game_event(GameEvent event, const EngineTable& game, int seat) {
  publish_game_event(page_, event, game, seat);
}

double App::now() const { return static_cast<double>(SDL_GetTicks64() - start_ticks_); }

// The four-colour deck's texture is made only once the option is on: most
// players never use it.
void App::load_wanted_art() {
  if (settings_->four_colour && !cards4_.loaded() &&
      cards4_.create(renderer_, art::four_colour_palette(), TableArt::get().card_fonts()))
    paint_cards_when_idle();
}

// The cards not shown yet are painted while the page is idle, so a card seen
// for the first time is rarely painted in the frame that shows it.
void App::paint_cards_when_idle() {
  run_when_idle([](void* app, double budget_ms) { return static_cast<App*>(app)->deck().paint_within(budget_ms); },
                this);
}

const CardArt& App::deck() const { return settings_->four_colour && cards4_.loaded() ? cards4_ : cards_; }
CardArt& App::deck() { return settings_->four_colour && cards4_.loaded() ? cards4_ : cards_; }

void App::start_game(const GameSetup& setup) {
  // The host starts an online guest's games.
  if (guest_.active()) return table().set_message(tr(S::kGuestHostDecides), true);
  // A game that cannot start leaves the table shown as it is.
  if (auto wrong = GameController::setup_problem(setup)) return table().set_message(problem_text(*wrong), true);
  tables_.to_game().new_game(setup);
  clear_hands();
  sync_hand();
  animator_.clear();
  seen_deal_ = -1;
  deal_over_ms_ = -1;
}

DialogContext App::dialog_context() const {
  DialogContext c;
  c.game = &table();
  c.draft = &draft_;
  c.pickups = &pickups_;
  c.settings = &*settings_;
  c.controls_only = rules_controls_only_;
  c.confirm_abandon = confirm_abandon_;
  c.editing = editing_;
  c.page_edits = page_edits_text();
  c.window = layout_.window;
  c.scale = scale_;
  c.font = layout_.font;
  c.atlas = &text_.atlas();
  return c;
}

void App::open_dialog(DialogKind kind) {
  stop_editing();
  rules_controls_only_ = false;
  confirm_abandon_ = false;
  if (kind == DialogKind::kNewGame) draft_ = table().setup();
  dialog_ = kind;
  dialog_focus_ = -1;
  dialog_scroll_ = 0;
}

bool App::frame() {
  const bool more = draw_frame();
  show_frame();
  return more;
}

bool App::draw_frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) handle_event(event);
  if (follow_page_size(window_)) ++ui_version_;
  const double t = now();
  load_wanted_art();

  // Whether guests share this table (a remote seat).
  const bool shared = count_seats(table().setup().seats, table().view().players(), SeatKind::kRemote) > 0;
  // The viewer's moves under --autoplay: the Standard bot's choice.
  if (options_.autoplay && (shared || !options_.autoplay_shared) && table().viewer_to_move() &&
      dialog_ == DialogKind::kNone) {
    if (auto hint = table().hint()) play(*hint);
  }
  // Pass-and-play: nothing of a hand shows until the next person has the device.
  if (table().handover() && dialog_ == DialogKind::kNone) open_dialog(DialogKind::kPass);
  else if (!table().handover() && dialog_ == DialogKind::kPass) dialog_ = DialogKind::kNone;
  const bool dealing = t < deal_shown_ms_;
  // The computer players wait while the player reads the log or the rules,
  // changes options or chooses in a dialog: nothing happens behind it. Not
  // at a table shared with guests (a remote seat): they are not reading, and
  // a host's dialog (the welcome card after a reload, the menu) froze their
  // game; there only the host's own turn waits for the host.
  const bool reading = !shared && dialog_ != DialogKind::kNone && dialog_ != DialogKind::kScore;
  table().update(t, dealing || reading || animator_.busy() ? 1e18 : options_.fast ? 0 : settings_->bot_delay_ms());
  update_lesson(t, dealing || reading || animator_.busy());
  animate_played();
  sync_hand();
  if (hint_ && table().position_version() != hint_position_) forget_hint();  // said of another position
  if (const auto hint = table().take_hint()) show_hint(*hint);

  // The score sheet follows the end of a deal once the last cards landed.
  const auto& s = table().view();
  if (s.is_deal_over()) {
    if (deal_over_ms_ < 0) deal_over_ms_ = t;
    // A pause lets the last cards be seen land; with animations off there is
    // nothing to watch, so the sheet comes at once.
    const double pause = options_.fast || settings_->speed == Speed::kOff ? 0 : 900;
    if (!score_shown_ && dialog_ == DialogKind::kNone && t - deal_over_ms_ > pause &&
        !animator_.busy()) {
      open_dialog(DialogKind::kScore);
      score_shown_ = true;
    }
  } else {
    deal_over_ms_ = -1;
    score_shown_ = false;
    if (dialog_ == DialogKind::kScore) dialog_ = DialogKind::kNone;  // a demo or the page moved on
  }

  refresh_layout();
  publish(draw());
  // Half a second of frames that drew nothing new, nothing flying or being
  // dealt: frames go on a slow timer until one draws again (platform.h). Not
  // at an online table, a host's or a guest's: there every page answers the
  // others' messages at the display's pace (with the quiet pace there too,
  // online_faults failed once in four runs beside three other browser files,
  // waiting for the host to ask a guest's seat; cause not found).
  constexpr int kQuietFramesBeforeSlowing = 30;
  const bool online = shared || table().mode() == TableMode::kGuest;
  quiet_frames_ = online || presenting_ || dealing || animator_.busy() ? 0 : quiet_frames_ + 1;
  set_frame_pace(quiet_frames_ >= kQuietFramesBeforeSlowing ? FramePace::kQuiet : FramePace::kDisplay);
  ++frames_;
  if (frames_ == 1) {
    paint_cards_when_idle();
    page_.post(page_message(to_page::kFirstFrame));
    page_.announce(table().message());
  }
  return !quit_;
}

void App::show_frame() {
  if (presenting_) SDL_RenderPresent(renderer_);
}

void App::refresh_layout() {
  int out_w = 0, out_h = 0, win_w = 0, win_h = 0;
  SDL_GetRendererOutputSize(renderer_, &out_w, &out_h);
  SDL_GetWindowSize(window_, &win_w, &win_h);
  scale_ = win_w > 0 ? static_cast<float>(out_w) / static_cast<float>(win_w) : 1.0f;
  if (options_.scale > 1) scale_ = options_.scale;
  LayoutInput input = layout_input(table().view(), table().viewer_seat(), static_cast<float>(out_w),
                                   static_cast<float>(out_h), scale_, hand_.size());
  input.lesson = lesson_.active();
  input.card_size = settings_->card_scale();
  // An example shows the table alone: the text around it is its menu. A
  // lesson on another site's page needs none of the game's menu either: the
  // lesson's panel has its own buttons, the page around it the rules.
  if (example_view()) input.example = true, input.menu = 0, input.actions = 0;
  if (input.lesson && options_.embedded) input.menu = 0;
  // Each button as wide as its longest word needs at the size it is drawn
  // at (the layout's font), so "Optionen" is not shrunk beside "Regeln";
  // where the row is too short for that, the layout shares the lack out in
  // proportion.
  const float font = layout_font(input);
  const auto need = [&](const char* label, float px) {
    return button_width_for(longest_word(text_.atlas(), label, px, true), px);
  };
  if (input.actions > 0) {
    const auto actions = action_row();
    for (int i = 0; i < input.actions; ++i)
      input.action_need.push_back(i < static_cast<int>(actions.size()) ? need(action_face(table(), actions[static_cast<size_t>(i)].action), font) : 0);
  }
  for (int i = 0; i < input.menu; ++i) input.menu_need.push_back(need(menu_label(static_cast<MenuItem>(i)), std::max(font * 0.95f, kLeastTextCss * scale_)));
  // A meld area holding a marked card is drawn as large as the hand.
  const std::vector<Card> marked = marked_cards();
  const auto sides = other_sides(table().view(), table().viewer_side());
  for (size_t i = 0; i < sides.size() && i < input.other_content.size(); ++i)
    input.other_content[i].marked = side_shows_any(table().view(), sides[i], marked);
  layout_ = layout_table(input);
  targets_ = table_targets(table(), hand_, layout_);
  add_lesson_targets(targets_, lesson_, layout_);
  if (dialog_ != DialogKind::kNone) dialog_model_ = build_dialog(dialog_, dialog_context());
  // Keep focus on the same thing when the layout changes.
  bool found = false;
  for (const auto& t : targets_)
    if (t == focus_) focus_ = t, found = true;
  if (!found) focus_ = {};
}

// Flights for the moves just played, and the deal when a new one starts.
void App::animate_played() {
  const auto played = table().take_played();
  play_sounds(played);
  const FlightContext c{table().view(), table().viewer_seat(), layout_, last_hand_, now(),
                        settings_->flight_ms(prefers_reduced_motion())};
  if (seen_deal_ != c.state.deal_number()) {
    seen_deal_ = c.state.deal_number();
    deal_shown_ms_ = add_deal_flights(animator_, c);
    return;
  }
  add_move_flights(animator_, c, played);
}

// A sound for each move just played, named to the page (which synthesizes
// it), while the player wants sounds and the page has not muted the table.
void App::play_sounds(const std::vector<PlayedMove>& played) const {
  if (!settings_->sound || options_.mute) return;
  for (size_t i = 0; i < played.size(); ++i) {
    const Observation& after = i + 1 < played.size() ? played[i + 1].before : table().view();
    const std::string_view name = sound_name(move_sound(played[i].before, played[i].seat, played[i].move, after));
    if (name.empty()) continue;
    JsonValue message = page_message(to_page::kSound);
    message.set("name", JsonValue::string(std::string(name)));
    page_.post(message);
  }
}

bool App::draw() {
  const double t = now();
  animator_.update(t);
  TableDraw d;
  d.game = &table();
  d.hand = &hand_;
  d.layout = &layout_;
  d.theme = &current_theme();
  d.cards = &deck();
  d.text = &text_;
  if (!example_view()) d.actions = action_row();
  const std::vector<Card> marked = marked_cards();
  d.marked = &marked;
  d.marked_places = &marked_places_;
  d.log = !example_view();
  d.lesson_replying = lesson_.replying();
  d.focus = focus_visible_ && dialog_ == DialogKind::kNone ? &focus_ : nullptr;
  d.dragging = press_.dragging && press_.target.kind == TargetKind::kHandCard ? press_.target.index : -1;
  d.hide_pile_top = animator_.pile_pending(t);
  d.hidden_meld_cards = animator_.pending_meld_cards(t);
  d.now_ms = t;
  if (targets_cut()) d.cut_place = cut_place();
  if (t < deal_shown_ms_) d.hidden_hand.assign(static_cast<size_t>(hand_.size()), true);
  // The table (and an open dialog) come from the scene cache; flights and a
  // dragged card move over it every frame.
  const bool redraw = scene_.begin(renderer_, scene_key(d));
  if (redraw) {
    marked_places_.clear();
    // The measuring test reads every line the redraw drew (view_message).
    if (options_.measure) {
      drawn_texts_.clear();
      set_text_probe(&drawn_texts_);
    }
    draw_table(renderer_, d);
    draw_lesson_panel(renderer_, text_, current_theme(), lesson_, layout_, d.focus);
    // The meld a hint sends cards to, the stock or the pile it draws from,
    // is outlined, so the hint shows where.
    for (const Target& target : targets_)
      if (hint_target(target)) draw_focus_ring(renderer_, current_theme(), target.rect, scale_);
    if (dialog_ != DialogKind::kNone)
      draw_dialog(renderer_, text_, current_theme(), dialog_model_, dialog_context(), dialog_focus_, dialog_scroll_);
    set_text_probe(nullptr);
    scene_.end(renderer_);
  }
  // In the page a frame that changes nothing is not drawn at all: the
  // browser keeps showing the canvas (and skips compositing it again).
  const bool moving = animator_.busy() || d.dragging >= 0;
  presenting_ = redraw || moving || moving_before_ || !keeps_last_frame();
  moving_before_ = moving;
  if (!presenting_) return redraw;
  scene_.show(renderer_);
  // Under a dialog the cards land unseen.
  if (dialog_ == DialogKind::kNone) animator_.draw(renderer_, deck(), t);
  if (d.dragging >= 0 && d.dragging < hand_.size()) {
    const Rect& home = layout_.hand[static_cast<size_t>(d.dragging)];
    const Rect r{home.x + press_.x - press_.x0, home.y + press_.y - press_.y0, home.w, home.h};
    deck().draw_shadow(renderer_, to_sdl(r), r.h * 0.06f, 90);
    deck().draw(renderer_, hand_.cards()[static_cast<size_t>(d.dragging)].code(), to_sdl(r));
  }
  last_hand_ = {layout_.hand, hand_.cards()};
  return redraw;
}

SceneKey App::scene_key(const TableDraw& d) const {
  SceneKey k;
  k.width = static_cast<int>(layout_.window.w);
  k.height = static_cast<int>(layout_.window.h);
  k.game_version = table().version();
  k.ui_version = ui_version_;
  k.message = table().message() + table().coach_line();
  k.message_error = table().message_is_error();
  k.viewer_to_move = table().viewer_to_move();
  k.other_to_move = table().other_to_move();
  k.dialog = static_cast<int>(dialog_);
  k.hide_pile_top = d.hide_pile_top;
  k.hidden_hand = d.hidden_hand;
  k.hidden_meld_cards = d.hidden_meld_cards;
  k.dragging = d.dragging;
  k.deck = &deck();
  k.language = static_cast<int>(language());
  k.lesson_version = lesson_.version();
  return k;
}

std::vector<Card> App::marked_cards() const {
  if (!lesson_.active()) return options_.highlight;
  std::vector<Card> cards;
  for (std::string_view name : split(lesson_.highlight(), ','))
    if (const auto card = parse_card(name)) cards.push_back(*card);
  return cards;
}

bool App::save_screenshot(const std::string& path) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
  if (!surface) return false;
  const bool ok = SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, surface->pixels,
                                       surface->pitch) == 0 &&
                  save_png(surface, path);
  SDL_FreeSurface(surface);
  return ok;
}

}  // namespace canasta::frontend
