#include "frontend/app.h"

#include <SDL_image.h>

#include <cstring>

#include "engine/notation.h"
#include "engine/text_util.h"
#include "frontend/move_text.h"
#include "frontend/platform.h"
#include "frontend/web_api.h"
#include "frontend/strings.h"

namespace canasta::frontend {
namespace {

uint64_t fresh_seed() { return SDL_GetPerformanceCounter() ^ (static_cast<uint64_t>(SDL_GetTicks()) << 32); }

std::string json_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) >= 0x20) out += c;
  }
  return out;
}

const char* kind_name(TargetKind k) {
  switch (k) {
    case TargetKind::kHandCard: return "hand";
    case TargetKind::kStock: return "stock";
    case TargetKind::kPile: return "pile";
    case TargetKind::kMeld: return "meld";
    case TargetKind::kMeldArea: return "melds";
    case TargetKind::kAction: return "action";
    case TargetKind::kMenu: return "menu";
    case TargetKind::kNone: break;
  }
  return "none";
}

}  // namespace

std::optional<AppOptions> parse_app_options(int argc, char** argv, std::string& error) {
  AppOptions o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--seed" && has_value) {
      o.seed = parse_uint64(argv[++i]);
      if (!o.seed) return error = "--seed needs a whole number from 0 to 18446744073709551615", std::nullopt;
    } else if (arg == "--size" && has_value) {
      if (std::sscanf(argv[++i], "%dx%d", &o.width, &o.height) != 2 || o.width < 200 || o.height < 200)
        return error = "--size needs WIDTHxHEIGHT, each at least 200", std::nullopt;
    } else if (arg == "--scale" && has_value) {
      o.scale = static_cast<float>(std::atof(argv[++i]));
      if (o.scale < 1 || o.scale > 4) return error = "--scale needs a pixel ratio from 1 to 4", std::nullopt;
    } else if (arg == "--players" && has_value) {
      const std::optional<int64_t> n = parse_int(argv[++i], kMinPlayers, kMaxPlayers);
      if (!n) return error = "--players needs 2 to 6", std::nullopt;
      o.players = static_cast<int>(*n);
    } else if (arg == "--position" && has_value) {
      o.position = argv[++i];
    } else if (arg == "--screenshot" && has_value) {
      o.screenshot = argv[++i];
      o.hidden = true;
      o.fast = true;
    } else if (arg == "--dialog" && has_value) {
      o.dialog = argv[++i];
    } else if (arg == "--language" && has_value) {
      o.language = argv[++i];
    } else if (arg == "--autoplay") {
      o.autoplay = true;
    } else if (arg == "--fast") {
      o.fast = true;
    } else if (arg == "--four-colour") {
      o.four_colour = true;
    } else if (arg == "--colour-blind") {
      o.colour_blind = true;
    } else if (arg == "--hidden") {
      o.hidden = true;
    } else {
      error = "unknown argument '" + arg +
              "' (use --seed N, --size WxH, --scale F, --players N, --position NOTATION, --screenshot FILE, "
              "--dialog new|options|log|rules, --language TAG, --autoplay, --fast, --four-colour, --colour-blind, "
              "--hidden)";
      return std::nullopt;
    }
  }
  return o;
}

App::App(const AppOptions& options) : options_(options), game_(make_platform_driver()) {
  game_.set_listener(this);
  set_page_table(&game_);
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    error_ = std::string("SDL could not start: ") + SDL_GetError();
    return;
  }
  IMG_Init(IMG_INIT_PNG);
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
  if (!cards_.load(renderer_, asset_path("cards.png"))) {
    error_ = "The card art could not be loaded: " + cards_.error();
    return;
  }
  cards4_.load(renderer_, asset_path("cards4.png"));  // optional: the four-colour deck
  if (!text_.load(renderer_, asset_path("font.png"), asset_path("font.txt"))) {
    error_ = "The font could not be loaded: " + text_.error();
    return;
  }

  settings_ = options.hidden ? Settings{} : load_settings();
  const std::string tag = !options.language.empty() ? options.language
                          : !settings_.language.empty() ? settings_.language
                                                         : preferred_language();
  set_language(language_from_tag(tag));
  if (options.fast) settings_.speed = Speed::kOff;
  if (options.four_colour) settings_.four_colour = true;
  if (options.colour_blind) settings_.colour_blind = true;

  GameSetup setup = settings_.setup;
  setup.seed = options.seed ? *options.seed : fresh_seed();
  if (options.players) setup.players = *options.players;
  if (!options.position.empty()) {
    const auto parsed = parse_notation(options.position);
    if (!parsed.ok()) {
      error_ = "--position: " + parsed.error;
      return;
    }
    game_.start_from(*parsed.value, setup);
    hand_.sync(game_.state().hand_cards(GameController::kHuman));
  } else {
    start_game(setup);
  }
  if (options.dialog == "new") open_dialog(DialogKind::kNewGame);
  if (options.dialog == "options") open_dialog(DialogKind::kSettings);
  if (options.dialog == "log") open_dialog(DialogKind::kLog);
  if (options.dialog == "rules") open_dialog(DialogKind::kRules);
}

App::~App() {
  set_page_table(nullptr);
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  IMG_Quit();
  SDL_Quit();
}

void App::on_game_event(GameEvent event, const GameController& game, int seat) {
  publish_game_event(event, game, seat);
}

double App::now() const { return static_cast<double>(SDL_GetTicks64() - start_ticks_); }

// The four-colour deck is not preloaded in the page (it would add to every
// first visit): it is asked for when the option is on and loaded once the
// page has delivered the file. Natively the file is on disk from the start.
void App::load_wanted_art() {
  if (!settings_.four_colour || cards4_.loaded()) return;
  if (!cards4_requested_) {
    cards4_requested_ = true;
    request_asset("cards4.png");
  }
  if (asset_generation() != asset_generation_seen_) {
    asset_generation_seen_ = asset_generation();
    cards4_.load(renderer_, asset_path("cards4.png"));
  }
}

const CardArt& App::deck() const { return settings_.four_colour && cards4_.loaded() ? cards4_ : cards_; }

void App::start_game(const GameSetup& setup) {
  if (auto error = game_.new_game(setup)) {
    game_.set_message(*error, true);
    return;
  }
  hand_.clear();
  hand_.sync(game_.state().hand_cards(GameController::kHuman));
  animator_.clear();
  seen_deal_ = -1;
  deal_over_ms_ = -1;
}

DialogContext App::dialog_context() const {
  DialogContext c;
  c.game = &game_;
  c.draft = &draft_;
  c.pickups = &pickups_;
  c.settings = &settings_;
  c.window = layout_.window;
  c.scale = scale_;
  c.font = layout_.font;
  return c;
}

void App::open_dialog(DialogKind kind) {
  if (kind == DialogKind::kNewGame) draft_ = game_.setup();
  dialog_ = kind;
  dialog_focus_ = -1;
  dialog_scroll_ = 0;
}

bool App::frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) handle_event(event);
  if (follow_page_size(window_)) ++ui_version_;
  const double t = now();
  load_wanted_art();

  // The human's moves under --autoplay: the Standard bot's choice.
  if (options_.autoplay && game_.human_to_move() && dialog_ == DialogKind::kNone) {
    if (auto hint = game_.hint()) play(*hint);
  }
  const bool dealing = t < deal_shown_ms_;
  game_.update(t, dealing || animator_.busy() ? 1e18 : options_.fast ? 0 : settings_.bot_delay_ms());
  animate_played();
  hand_.sync(game_.state().hand_cards(GameController::kHuman));

  // The score sheet follows the end of a deal once the last cards landed.
  const auto& s = game_.state();
  if (s.is_deal_over()) {
    if (deal_over_ms_ < 0) deal_over_ms_ = t;
    if (!score_shown_ && dialog_ == DialogKind::kNone && t - deal_over_ms_ > (options_.fast ? 0 : 900) &&
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
  ++frames_;
  if (frames_ == 1) {
    notify_first_frame();
    announce(game_.message());
  }
  if (!options_.screenshot.empty()) {
    const bool ready = options_.autoplay ? dialog_ == DialogKind::kScore : frames_ >= 2;
    if (ready) {
      if (!save_screenshot(options_.screenshot)) error_ = "The screenshot could not be saved.";
      quit_ = true;
    } else if (frames_ > 20000) {
      error_ = "The deal did not end.";
      quit_ = true;
    }
  }
  if (presenting_) SDL_RenderPresent(renderer_);
  return !quit_;
}

void App::refresh_layout() {
  int out_w = 0, out_h = 0, win_w = 0, win_h = 0;
  SDL_GetRendererOutputSize(renderer_, &out_w, &out_h);
  SDL_GetWindowSize(window_, &win_w, &win_h);
  scale_ = win_w > 0 ? static_cast<float>(out_w) / static_cast<float>(win_w) : 1.0f;
  if (options_.scale > 1) scale_ = options_.scale;
  layout_ = layout_table(layout_input(game_.state(), game_.human_side(), static_cast<float>(out_w),
                                      static_cast<float>(out_h), scale_, hand_.size()));
  targets_ = table_targets(game_, hand_, layout_);
  if (dialog_ != DialogKind::kNone) dialog_model_ = build_dialog(dialog_, dialog_context());
  // Keep focus on the same thing when the layout changes.
  bool found = false;
  for (const auto& t : targets_)
    if (t == focus_) focus_ = t, found = true;
  if (!found) focus_ = {};
}

// Flights for the moves just played, and the deal when a new one starts.
void App::animate_played() {
  const double t = now();
  const double ms = settings_.flight_ms(prefers_reduced_motion());
  const auto played = game_.take_played();
  const auto& s = game_.state();
  const auto seats = plate_seats(s);
  auto plate_of = [&](int seat) -> Rect {
    for (size_t i = 0; i < seats.size() && i < layout_.plates.size(); ++i)
      if (seats[i] == seat) return layout_.plates[i];
    return layout_.hand_area;
  };
  auto small = [&](const Rect& r) {
    const float h = layout_.card_h * 0.6f;
    return Rect{r.cx() - h * 5 / 14, r.cy() - h / 2, h * 5 / 7, h};
  };
  if (seen_deal_ != s.deal_number()) {
    seen_deal_ = s.deal_number();
    deal_shown_ms_ = t;
    if (ms > 0 && !layout_.hand.empty()) {
      for (int k = 0; k < 11; ++k) {
        for (size_t p = 0; p <= seats.size(); ++p) {
          const Rect to = p < seats.size() ? small(plate_of(seats[p]))
                                           : layout_.hand[std::min<size_t>(static_cast<size_t>(k), layout_.hand.size() - 1)];
          const double start = t + (k * static_cast<double>(seats.size() + 1) + static_cast<double>(p)) * ms * 0.06;
          animator_.add({kBackBlue, layout_.stock, to, start, ms * 0.7});
          deal_shown_ms_ = std::max(deal_shown_ms_, start + ms * 0.7);
        }
      }
    }
    return;
  }
  if (ms <= 0) return;
  for (const auto& p : played) {
    const bool me = p.seat == GameController::kHuman;
    const Rect seat_rect = me ? layout_.hand_area : small(plate_of(p.seat));
    auto from_hand = [&](Card c) {
      if (me)
        for (size_t i = 0; i < last_hand_cards_.size() && i < last_hand_rects_.size(); ++i)
          if (last_hand_cards_[i] == c) return last_hand_rects_[i];
      return seat_rect;
    };
    const int side = p.before.side_of(p.seat);
    const Rect meld_area = side == game_.human_side() ? layout_.own_melds : [&] {
      const auto sides = other_sides(s, game_.human_side());
      for (size_t i = 0; i < sides.size() && i < layout_.other_melds.size(); ++i)
        if (sides[i] == side) return layout_.other_melds[i];
      return layout_.own_melds;
    }();
    switch (p.move.kind) {
      case MoveKind::Draw:
        animator_.add({me ? kBackBlue : kBackBlue, layout_.stock, me ? small(layout_.hand_area) : seat_rect, t, ms});
        break;
      case MoveKind::Pickup: {
        const auto top = p.before.pile_top();
        for (int k = 0; k < std::min(4, p.before.pile_size()); ++k)
          animator_.add({k == 0 && top ? top->code() : kBackRed, layout_.pile, k == 0 ? small(meld_area) : seat_rect,
                         t + k * ms * 0.12, ms});
        break;
      }
      case MoveKind::Meld: {
        const auto cols = meld_columns(s, side, meld_area, layout_.scale);
        int k = 0;
        for (int g = 0; g < p.move.num_groups; ++g) {
          Rect to = small(meld_area);
          for (const auto& c : cols)
            if (c.rank == p.move.groups[g].rank) to = {c.rect.x, c.rect.y, c.rect.w, c.rect.w * 7 / 5};
          for (Card c : p.move.groups[g].cards.cards(p.move.groups[g].rank)) {
            Flight f{c.code(), from_hand(c), to, t + k++ * ms * 0.08, ms};
            f.to_meld_side = side;
            animator_.add(f);
          }
        }
        break;
      }
      case MoveKind::Discard: {
        Flight f{p.move.card.code(), from_hand(p.move.card), layout_.pile, t, ms};
        f.to_pile = true;
        animator_.add(f);
        break;
      }
      default: break;
    }
  }
}

bool App::draw() {
  const double t = now();
  animator_.update(t);
  TableDraw d;
  d.game = &game_;
  d.hand = &hand_;
  d.layout = &layout_;
  d.theme = &current_theme();
  d.cards = &deck();
  d.text = &text_;
  d.actions = action_buttons(game_, hand_);
  d.focus = focus_visible_ && dialog_ == DialogKind::kNone ? &focus_ : nullptr;
  d.dragging = press_.dragging && press_.target.kind == TargetKind::kHandCard ? press_.target.index : -1;
  d.hide_pile_top = animator_.pile_pending(t);
  d.hidden_meld_cards = animator_.pending_meld_cards(t);
  d.now_ms = t;
  if (t < deal_shown_ms_) d.hidden_hand.assign(static_cast<size_t>(hand_.size()), true);
  // The table (and an open dialog) come from the scene cache; flights and a
  // dragged card move over it every frame.
  const bool redraw = scene_.begin(renderer_, scene_key(d));
  if (redraw) {
    draw_table(renderer_, d);
    if (dialog_ != DialogKind::kNone)
      draw_dialog(renderer_, text_, current_theme(), dialog_model_, dialog_context(), dialog_focus_, dialog_scroll_);
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
  last_hand_rects_ = layout_.hand;
  last_hand_cards_ = hand_.cards();
  return redraw;
}

SceneKey App::scene_key(const TableDraw& d) const {
  SceneKey k;
  k.width = static_cast<int>(layout_.window.w);
  k.height = static_cast<int>(layout_.window.h);
  k.game_version = game_.version();
  k.ui_version = ui_version_;
  k.message = game_.message();
  k.message_error = game_.message_is_error();
  k.human_to_move = game_.human_to_move();
  k.bot_to_move = game_.bot_to_move();
  k.dialog = static_cast<int>(dialog_);
  k.hide_pile_top = d.hide_pile_top;
  k.hidden_hand = d.hidden_hand;
  k.hidden_meld_cards = d.hidden_meld_cards;
  k.dragging = d.dragging;
  k.deck = &deck();
  k.language = static_cast<int>(language());
  return k;
}

// The page's test hooks: the phase, and where things are in CSS pixels
// (the places change only when the table is redrawn).
void App::publish(bool redrawn) {
  const auto& s = game_.state();
  std::string phase = s.is_game_over() ? "gameover"
                      : s.is_deal_over() ? "dealover"
                      : !game_.human_to_move() ? "wait"
                      : s.phase() == Phase::Draw ? "draw"
                      : s.phase() == Phase::Answer ? "answer"
                                                  : "play";
  if (dialog_ == DialogKind::kScore) phase = "score";
  else if (dialog_ != DialogKind::kNone) phase = "dialog";
  if (animator_.busy() && phase != "score" && phase != "dialog") phase = "animating";
  if (phase != published_phase_) {
    published_phase_ = phase;
    publish_phase(phase);
  } else if (!redrawn) {
    return;
  }

  const float k = 1 / scale_;
  std::string json = "{\"phase\":\"" + phase + "\",\"targets\":[";
  auto rect = [&](const Rect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f", r.x * k, r.y * k, r.w * k, r.h * k);
    return std::string(buf);
  };
  const auto actions = action_buttons(game_, hand_);
  bool first = true;
  for (const auto& t : targets_) {
    json += first ? "{" : ",{";
    first = false;
    json += "\"kind\":\"" + std::string(kind_name(t.kind)) + "\",\"index\":" + std::to_string(t.index) + "," + rect(t.rect);
    if (t.kind == TargetKind::kHandCard && t.index < hand_.size())
      json += ",\"card\":\"" + to_string(hand_.cards()[static_cast<size_t>(t.index)]) + "\"";
    if (t.kind == TargetKind::kAction && t.index < static_cast<int>(actions.size()))
      json += ",\"name\":\"" + json_escape(action_label(actions[static_cast<size_t>(t.index)].action)) +
              "\",\"enabled\":" + (actions[static_cast<size_t>(t.index)].enabled ? "true" : "false");
    if (t.kind == TargetKind::kMenu) json += ",\"name\":\"" + json_escape(menu_label(static_cast<MenuItem>(t.index))) + "\"";
    json += "}";
  }
  json += "],\"dialog\":[";
  if (dialog_ != DialogKind::kNone) {
    first = true;
    for (const auto& b : dialog_model_.buttons) {
      json += first ? "{" : ",{";
      first = false;
      json += "\"id\":" + std::to_string(b.id) + ",\"label\":\"" + json_escape(b.label) + "\"," + rect(b.rect) + "}";
    }
  }
  json += "],\"message\":\"" + json_escape(game_.message()) + "\",\"hand\":" + std::to_string(hand_.size()) + "}";
  if (json != published_) {
    published_ = json;
    publish_targets(json);
  }
}

bool App::save_screenshot(const std::string& path) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
  if (!surface) return false;
  const bool ok = SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, surface->pixels,
                                       surface->pitch) == 0 &&
                  IMG_SavePNG(surface, path.c_str()) == 0;
  SDL_FreeSurface(surface);
  return ok;
}

}  // namespace canasta::frontend
