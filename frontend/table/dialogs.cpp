#include "frontend/table/dialogs.h"

#include <algorithm>

#include "frontend/table/dialog_parts.h"

#include "frontend/session/game_choices.h"
#include "frontend/session/seats.h"
#include "frontend/table/draw_util.h"
#include "frontend/table/fit_text.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/table_view.h"
#include "frontend/words/move_text.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"
#include "frontend/session/tutorial.h"

namespace canasta::frontend {
namespace {

using K = DialogActionKind;
// A chip or a button: what it does and its label.
using Chip = std::pair<DialogAction, std::string>;

DialogAction simple_action(K kind) { return {.kind = kind}; }

bool has_option(const std::string& options, std::string_view name) {
  size_t pos = 0;
  while (pos <= options.size()) {
    const size_t end = std::min(options.find(',', pos), options.size());
    if (std::string_view(options).substr(pos, end - pos) == name) return true;
    pos = end + 1;
  }
  return false;
}

// Lays out the panel: title, `rows` rows of chips, `content_lines` lines of
// free content, and a bottom row of buttons.
struct Frame {
  DialogModel m;
  float row_h = 0, pad = 0, label_w = 0;
  float y = 0;
};

Frame frame(DialogKind kind, const DialogContext& c, std::string title, int rows, float content_h_wanted) {
  Frame f;
  f.m.kind = kind;
  f.m.title_text = std::move(title);
  const float s = c.scale;
  const float margin = 8 * s;
  const float w = std::min(c.window.w - 2 * margin, 660 * s);
  f.pad = 10 * s;
  const float title_h = c.font * 2.0f;
  const float button_h = std::clamp(c.window.h * 0.06f, 30 * s, 42 * s);
  const float fixed = title_h + button_h + 3 * f.pad;
  const float room = c.window.h - 2 * margin - fixed;
  f.row_h = rows > 0 ? std::clamp(room / static_cast<float>(rows), 24 * s, 40 * s) : 0;
  float content_h = std::min(content_h_wanted, room - f.row_h * static_cast<float>(rows));
  content_h = std::max(0.0f, content_h);
  const float h = fixed + f.row_h * static_cast<float>(rows) + content_h;
  f.m.panel = {c.window.cx() - w / 2, c.window.cy() - h / 2, w, h};
  f.m.title = {f.m.panel.x + f.pad, f.m.panel.y + f.pad, w - 2 * f.pad, title_h};
  f.y = f.m.title.bottom();
  f.label_w = w * 0.3f;
  f.m.content = {f.m.panel.x + f.pad, f.y + f.row_h * static_cast<float>(rows), w - 2 * f.pad, content_h};
  return f;
}

// A row: a label and chips of equal width (`labelled`: the label's room is
// kept even when it is empty, for a field laid there). `stacked`: the label
// has a row of its own above the chips, which take the whole width;
// `chip_rows`: the chips are that many rows tall (two lines of a long name).
void chip_row(Frame& f, const std::string& label, const std::vector<Chip>& chips,
              const DialogAction& chosen, float scale, bool labelled = false, bool stacked = false, int chip_rows = 1) {
  Rect row{f.m.panel.x + f.pad, f.y, f.m.panel.w - 2 * f.pad, f.row_h};
  const float gap = 4 * scale;
  labelled = labelled || !label.empty();
  const Rect label_rect{row.x, row.y, labelled ? (stacked ? row.w * 0.6f : f.label_w) : 0, row.h};
  f.m.rows.push_back({label, label_rect});
  if (labelled && stacked) {
    f.y += f.row_h;
    row.y = f.y;
  }
  row.h = f.row_h * static_cast<float>(chip_rows);
  const float x0 = labelled && !stacked ? label_rect.right() + gap : row.x;
  const float cw = (row.right() - x0 - gap * static_cast<float>(chips.size() - 1)) / static_cast<float>(chips.size());
  for (size_t i = 0; i < chips.size(); ++i) {
    DialogButton b;
    b.action = chips[i].first;
    b.label = chips[i].second;
    b.rect = {x0 + (cw + gap) * static_cast<float>(i), row.y + gap / 2, cw, row.h - gap};
    b.on = b.action == chosen;
    f.m.buttons.push_back(b);
  }
  f.y += row.h;
}

// A row that is on or off: drawn as a check box with its label (`checkbox`),
// or as a chip (the lessons list, where a tick marks a lesson done). The
// label carries the tick either way, for the page's hooks and the ear.
void toggle_row(Frame& f, const DialogAction& action, const std::string& label, bool on, float scale, bool checkbox = true) {
  chip_row(f, "", {{action, (on ? "\xE2\x9C\x93 " : "") + label}}, on ? action : DialogAction{}, scale);
  f.m.buttons.back().checkbox = checkbox;
}

void bottom_buttons(Frame& f, const std::vector<Chip>& buttons, float scale) {
  const float h = f.m.panel.bottom() - f.pad - (f.m.content.bottom() + f.pad);
  const float gap = 8 * scale;
  const float w = std::min(160 * scale, (f.m.panel.w - 2 * f.pad - gap * static_cast<float>(buttons.size() - 1)) /
                                             static_cast<float>(buttons.size()));
  float x = f.m.panel.right() - f.pad - w * static_cast<float>(buttons.size()) - gap * static_cast<float>(buttons.size() - 1);
  for (size_t i = 0; i < buttons.size(); ++i) {
    DialogButton b;
    b.action = buttons[i].first;
    b.label = buttons[i].second;
    b.primary = i + 1 == buttons.size();
    b.rect = {x, f.m.content.bottom() + f.pad, w, h};
    x += w + gap;
    f.m.buttons.push_back(b);
  }
}

// A seat's row: who plays it, a person (whose name is typed in the field
// where a computer player's name stands) or a computer player of a level.
void seat_row(Frame& f, const DialogContext& c, int seat, bool stacked) {
  const GameSetup& d = *c.draft;
  const Seat& who = d.seats[static_cast<size_t>(seat)];
  const bool person = who.kind == SeatKind::kLocal;
  const DialogAction local{.kind = K::kPerson, .seat = seat};
  const auto level = [&](BotLevel l) { return DialogAction{.kind = K::kLevel, .seat = seat, .level = l}; };
  // The first seat's partners are marked, as on the table.
  const bool partner = partner_of_first(d.variant, d.options, d.players, seat);
  const std::string mark = tr(S::kPartnerLabel);
  chip_row(f, person ? "" : partner ? computer_name(seat) + " \xC2\xB7 " + mark : computer_name(seat),
           {{local, tr(S::kPerson)}, {level(BotLevel::Beginner), tr(S::kBeginner)},
            {level(BotLevel::Standard), tr(S::kStandard)}, {level(BotLevel::Expert), tr(S::kExpert)},
            {level(BotLevel::Master), tr(S::kMaster)}},
           person ? local : level(who.level), c.scale, true, stacked);
  if (!person) return;
  DialogButton name;
  name.action = {.kind = K::kName, .seat = seat};
  name.field = true;
  name.label = format(S::kNameOfPlayer, std::to_string(seat + 1));
  name.value = who.name;
  name.placeholder = count_seats(d.seats, d.players, SeatKind::kLocal) > 1 ? format(S::kPlayerN, std::to_string(seat + 1))
                                                                              : std::string(tr(S::kYou));
  DialogRow& row = f.m.rows.back();
  const Rect room = row.label_rect;
  const float gap = 4 * c.scale;
  name.rect = {room.x, room.y + gap / 2, room.w, room.h - gap};
  if (partner) {
    // A person's partner mark stands after the field, which makes room for it.
    const float mark_w = (c.atlas ? measure_text(*c.atlas, mark, c.font, true) : c.font * 0.6f * static_cast<float>(mark.size())) + 2 * gap;
    name.rect.w = std::max(room.w * 0.5f, room.w - mark_w);
    row.label = mark;
    row.label_rect = {name.rect.right() + 2 * gap, room.y, room.right() - name.rect.right() - 2 * gap, room.h};
  }
  // Before the chips in the focus order, as it stands left of them.
  f.m.buttons.insert(f.m.buttons.end() - 5, name);
}

// Whether each label's longest word fits its chip at `px` in a row of
// `labels` beside a row's label (draw_button's margins kept).
bool words_fit_beside(const Frame& f, const DialogContext& c, const std::vector<std::string>& labels, float px) {
  const float gap = 4 * c.scale;
  const float beside = f.m.panel.w - 2 * f.pad - f.label_w - gap;
  const float chip = (beside - gap * static_cast<float>(labels.size() - 1)) / static_cast<float>(labels.size());
  const float room = button_label_room(chip, c.font);
  for (const std::string& label : labels)
    if (longest_word(*c.atlas, label, px, true) > room) return false;
  return true;
}

// Whether New game's rows of chips stack their label above them: on a narrow
// panel (a phone held upright) the chips beside a label are narrower than a
// level's or a game's longest word at the least size ("Principiante",
// "Anfänger"), which would break mid-word.
bool stack_chip_rows(const Frame& f, const DialogContext& c, const std::vector<std::string>& games) {
  if (c.atlas == nullptr) return false;
  const float least = kLeastTextCss * c.scale;
  return !words_fit_beside(f, c, {tr(S::kPerson), tr(S::kBeginner), tr(S::kStandard), tr(S::kExpert), tr(S::kMaster)},
                           least) ||
         !words_fit_beside(f, c, games, least);
}

DialogModel new_game(const DialogContext& c) {
  const GameSetup& d = *c.draft;
  const GameChoice& game = game_choice(d.variant);
  constexpr int kRows = 3 + kOfferedOptions + 1 + kMaxPlayers + 3;
  // The games' names, the longest chips, are two rows tall: on one row
  // "Amerikanisch (modern)" wrapped and the whole row shrank to the least
  // size beside full-size chips above and below it.
  Frame f = frame(DialogKind::kNewGame, c, tr(S::kNewGameTitle), kRows + 1, 0);
  // Stacked, the rules and every seat take a second row as well. The games
  // alone take one where their names fit beside "Rules" only shrunk by more
  // than draw_button's tenth (German at 1920x1080: "Amerikanisch").
  std::vector<std::string> names;
  for (const GameChoice& choice : game_choices()) names.push_back(tr(choice.name));
  const bool stacked = stack_chip_rows(f, c, names);
  const bool games_stacked = stacked || (c.atlas && !words_fit_beside(f, c, names, c.font * 0.95f * 0.9f));
  if (stacked) f = frame(DialogKind::kNewGame, c, tr(S::kNewGameTitle), kRows + 2 + kMaxPlayers, 0);
  else if (games_stacked) f = frame(DialogKind::kNewGame, c, tr(S::kNewGameTitle), kRows + 2, 0);
  const std::optional<Rules> rules = rules_preset(game.variant);
  const auto players_chip = [](int n) { return DialogAction{.kind = K::kPlayers, .players = n}; };
  std::vector<Chip> players;
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
    if (rules && (rules->allows(n) || option_seating(*rules, n))) players.push_back({players_chip(n), std::to_string(n)});
  chip_row(f, tr(S::kPlayers), players, players_chip(d.players), c.scale);
  const auto game_chip = [](int index) { return DialogAction{.kind = K::kGame, .index = index}; };
  std::vector<Chip> games;
  for (size_t i = 0; i < names.size(); ++i) games.push_back({game_chip(static_cast<int>(i)), names[i]});
  chip_row(f, tr(S::kVariant), games, game_chip(static_cast<int>(&game - game_choices().data())), c.scale, false,
           games_stacked, 2);
  f.m.rows.push_back({tr(game.description), {f.m.panel.x + f.pad, f.y, f.m.panel.w - 2 * f.pad, f.row_h}, true});
  f.y += f.row_h;
  // The dialog keeps its size: the rows a game or a table size leaves
  // unused stay empty at the bottom, not between the options and Undo.
  for (int i = 0; i < static_cast<int>(game.options.size()); ++i) {
    const OfferedOption& o = game.options[static_cast<size_t>(i)];
    if (!offered_at(o, d.players)) continue;
    toggle_row(f, {.kind = K::kOption, .index = i}, tr(o.label), has_option(d.options, rule_option_name(o.option)), c.scale);
  }
  toggle_row(f, simple_action(K::kDraftUndo), tr(S::kOptUndo), d.allow_undo, c.scale);
  for (int seat = 0; seat < d.players; ++seat) seat_row(f, c, seat, stacked);
  // What the levels mean in this game, under them: two rows, as it is long
  // in every language.
  f.m.rows.push_back({tr(game.levels), {f.m.panel.x + f.pad, f.y, f.m.panel.w - 2 * f.pad, f.row_h * 2}, true});
  f.y += f.row_h * 2;
  // Starting over a game in progress asks first; that game stays in Games.
  if (c.confirm_abandon) {
    f.m.rows.push_back({tr(S::kAbandonNote), {f.m.panel.x + f.pad, f.m.content.y - f.row_h, f.m.panel.w - 2 * f.pad, f.row_h}, true});
  }
  bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}, {simple_action(K::kStart), tr(c.confirm_abandon ? S::kStartAnyway : S::kStart)}}, c.scale);
  return f.m;
}

// Whether the five language names fit side by side, each whole in its chip
// at the least text size. On a phone they do not ("Españo/l" broke mid-word),
// and they take two rows. Without the font (a test's layout) they are kept on one.
bool languages_fit_one_row(const DialogContext& c, const std::vector<Chip>& langs) {
  if (c.atlas == nullptr) return true;
  Frame probe = frame(DialogKind::kSettings, c, "", 8, 0);
  chip_row(probe, "-", langs, {}, c.scale);
  const float least = kLeastTextCss * c.scale, margins = least * 0.65f;  // draw_button's
  for (const DialogButton& b : probe.m.buttons)
    if (longest_word(*c.atlas, b.label, least, true) + margins > b.rect.w) return false;
  return true;
}

DialogModel settings(const DialogContext& c) {
  const Settings& s = *c.settings;
  const auto language_chip = [](Language l) { return DialogAction{.kind = K::kLanguage, .language = l}; };
  const auto speed_chip = [](Speed v) { return DialogAction{.kind = K::kSpeed, .speed = v}; };
  const auto size_chip = [](CardSize v) { return DialogAction{.kind = K::kCardSize, .card_size = v}; };
  std::vector<Chip> langs;
  for (int i = 0; i < kLanguageCount; ++i)
    langs.push_back({language_chip(static_cast<Language>(i)), std::string(language_name(static_cast<Language>(i)))});
  const bool one_row = languages_fit_one_row(c, langs);
  const std::vector<Chip> speeds = {
      {speed_chip(Speed::kOff), tr(S::kSpeedOff)}, {speed_chip(Speed::kFast), tr(S::kSpeedFast)},
      {speed_chip(Speed::kNormal), tr(S::kSpeedNormal)}, {speed_chip(Speed::kSlow), tr(S::kSpeedSlow)}};
  const std::vector<Chip> sizes = {{size_chip(CardSize::kSmall), tr(S::kCardSmall)},
                                   {size_chip(CardSize::kNormal), tr(S::kCardNormal)},
                                   {size_chip(CardSize::kLarge), tr(S::kCardLarge)}};
  // On a phone held upright four chips beside "Speed" are narrower than
  // "Langsam" or "Nenhuma" at the least text size, which broke mid-word:
  // such a row puts its label above its chips (a row more).
  const auto stacked = [&](const std::vector<Chip>& chips) {
    if (c.atlas == nullptr) return false;
    std::vector<std::string> labels;
    for (const auto& chip : chips) labels.push_back(chip.second);
    return !words_fit_beside(frame(DialogKind::kSettings, c, "", 8, 0), c, labels, kLeastTextCss * c.scale);
  };
  const bool speeds_stacked = stacked(speeds), sizes_stacked = stacked(sizes);
  // An online table offers no undo: its row is left out.
  const bool undo = c.game->undo_offered();
  const int rows = (one_row ? 8 : 9) + (speeds_stacked ? 1 : 0) + (sizes_stacked ? 1 : 0) - (undo ? 0 : 1);
  Frame f = frame(DialogKind::kSettings, c, tr(S::kSettingsTitle), rows, 0);
  const DialogAction chosen = language_chip(language());
  if (one_row) {
    chip_row(f, tr(S::kLanguage), langs, chosen, c.scale);
  } else {
    const auto half = langs.begin() + (kLanguageCount + 1) / 2;
    chip_row(f, tr(S::kLanguage), {langs.begin(), half}, chosen, c.scale);
    chip_row(f, "", {half, langs.end()}, chosen, c.scale, true);
  }
  chip_row(f, tr(S::kSpeed), speeds, speed_chip(s.speed), c.scale, false, speeds_stacked);
  chip_row(f, tr(S::kCardSize), sizes, size_chip(s.card_size), c.scale, false, sizes_stacked);
  toggle_row(f, simple_action(K::kFourColour), tr(S::kFourColour), s.four_colour, c.scale);
  toggle_row(f, simple_action(K::kColourBlind), tr(S::kColourBlind), s.colour_blind, c.scale);
  if (undo) toggle_row(f, simple_action(K::kAllowUndo), tr(S::kOptUndo), c.game->setup().allow_undo, c.scale);
  toggle_row(f, simple_action(K::kCoach), tr(S::kCoachOption), s.coach, c.scale);
  toggle_row(f, simple_action(K::kSound), tr(S::kSoundOption), s.sound, c.scale);
  bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}}, c.scale);
  return f.m;
}

// One row per legal way to take the pile: the cards shown with the top card,
// and any groups melded at once.
DialogModel pickup(const DialogContext& c) {
  const auto& moves = *c.pickups;
  const bool melds = !moves.empty() && moves.front().kind == MoveKind::Meld;  // wild cards: which meld
  Frame f = frame(DialogKind::kPickup, c, tr(melds ? S::kChooseMeldFor : S::kChoosePickup),
                  static_cast<int>(moves.size()), 0);
  for (size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    const DialogAction way{.kind = K::kPickup, .index = static_cast<int>(i)};
    const DialogAction chosen = i == 0 ? way : DialogAction{};
    if (melds) {
      std::string label = meld_advice(c.game->view(), m);
      if (!label.empty() && label.back() == '.') label.pop_back();
      chip_row(f, "", {{way, label}}, chosen, c.scale);
      continue;
    }
    std::string label = m.has_pair ? format(S::kPickupWith, card_label(m.pair[0]) + " " + card_label(m.pair[1]))
                                   : std::string(tr(S::kTake));
    if (m.num_groups > 0) {
      Move groups = m;
      groups.has_pair = false;
      label += " " + format(S::kPickupMeldingToo, move_cards_label(groups));
    }
    chip_row(f, "", {{way, label}}, chosen, c.scale);
  }
  bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}}, c.scale);
  return f.m;
}

// The tutorial: the lessons grouped by the game they teach, each group under
// the game's name (a player of one game looks for its lessons), one row per
// lesson, numbered within its game, ticked once done.
DialogModel lessons(const DialogContext& c) {
  const auto all = tutorial_lessons();
  const int n = static_cast<int>(std::min<size_t>(all.size(), kMaxTutorialLessons));
  int groups = 0;
  for (int i = 0; i < n; ++i)
    groups += i == 0 || tutorial_variant(static_cast<size_t>(i)) != tutorial_variant(static_cast<size_t>(i - 1));
  Frame f = frame(DialogKind::kLessons, c, tr(S::kLessonsTitle), n + groups, 0);
  int number = 0;
  for (int i = 0; i < n; ++i) {
    const size_t index = static_cast<size_t>(i);
    if (i == 0 || tutorial_variant(index) != tutorial_variant(index - 1)) {
      f.m.rows.push_back({tr(game_choice(tutorial_variant(index)).name), {f.m.panel.x + f.pad, f.y, f.m.panel.w - 2 * f.pad, f.row_h}});
      f.y += f.row_h;
      number = 0;
    }
    const bool done = c.settings && c.settings->lesson_done(all[index].name);
    toggle_row(f, {.kind = K::kLesson, .index = i}, std::to_string(++number) + ". " + tutorial_title(index), done,
               c.scale, false);
  }
  bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}}, c.scale);
  return f.m;
}

// Pass-and-play: "Pass to Ana", what to do, and her button.
DialogModel pass(const DialogContext& c) {
  const std::optional<int> to = c.game->handover();
  const std::string name = to ? c.game->player_name(*to) : std::string();
  Frame f = frame(DialogKind::kPass, c, format(S::kPassTitle, name), 2, 0);
  f.m.rows.push_back({format(S::kPassNote, name), {f.m.panel.x + f.pad, f.y, f.m.panel.w - 2 * f.pad, f.row_h * 2}, true});
  f.y += f.row_h * 2;
  DialogButton ready;
  ready.action = simple_action(K::kPassReady);
  ready.label = format(S::kPassReady, name);
  ready.primary = true;
  ready.rect = {f.m.panel.x + f.pad, f.m.content.bottom() + f.pad, f.m.panel.w - 2 * f.pad,
                f.m.panel.bottom() - f.pad - (f.m.content.bottom() + f.pad)};
  f.m.buttons.push_back(ready);
  return f.m;
}

DialogModel text_page(DialogKind kind, const DialogContext& c, std::string title) {
  Frame f = frame(kind, c, std::move(title), 0, c.window.h);
  bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}}, c.scale);
  return f.m;
}

DialogModel score(const DialogContext& c) {
  const auto& s = c.game->view();
  const int lines = score_lines(*c.game);
  Frame f = frame(DialogKind::kScore, c,
                  s.is_game_over() ? std::string(tr(S::kGameOver)) : format(S::kDealOver, std::to_string(s.deal_number() + 1)),
                  0, c.font * 1.5f * static_cast<float>(lines));
  if (c.game->mode() == TableMode::kLesson)
    bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}}, c.scale);  // a lesson is one deal
  else if (s.is_game_over())
    bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}, {simple_action(K::kNewGame), tr(S::kNewGameTitle)}}, c.scale);
  else
    bottom_buttons(f, {{simple_action(K::kClose), tr(S::kClose)}, {simple_action(K::kNextDeal), tr(S::kNextDeal)}}, c.scale);
  return f.m;
}

}  // namespace

std::vector<ScorePart> score_parts(const Rules& rules) {
  std::vector<ScorePart> parts = {{S::kMeldsLine, &SideScore::melds},
                                  {S::kCanastasLine, &SideScore::canastas},
                                  {S::kRedThrees, &SideScore::red_threes}};
  if (rules.black_threes_are_bonus) parts.push_back({S::kBlackThreesLine, &SideScore::black_threes});
  parts.push_back({S::kGoingOutLine, &SideScore::going_out});
  if (rules.concealed_bonus != 0) parts.push_back({S::kConcealedLine, &SideScore::concealed});
  parts.push_back({S::kHandsLine, &SideScore::hands});
  if (rules.incomplete_sevens_penalty != 0 || rules.held_aces_sevens_penalty != 0 || rules.three_in_hand_penalty != 0)
    parts.push_back({S::kPenaltiesLine, &SideScore::penalties});
  if (rules.canasta_count_bonus[0][0] > 0) parts.push_back({S::kCanastaCountLine, &SideScore::canasta_count});
  if (rules.special_hands) parts.push_back({S::kSpecialHandLine, &SideScore::special_hand});
  if (rules.uses_cut()) parts.push_back({S::kCutLine, &SideScore::cut});
  return parts;
}

namespace {

// A page of text sections (rules_sections) as tall as its text when the
// font is known, else as the window; taller text is cut to the window.
Frame fitted_text_frame(DialogKind kind, const DialogContext& c, const std::string& title) {
  Frame f = frame(kind, c, title, 0, c.window.h);
  if (!c.atlas) return f;
  const float wanted = lay_out_sections(*c.atlas, rules_sections(kind, c), f.m.content, c.font, [](const PageLine&) {});
  return frame(kind, c, title, 0, wanted);
}

}  // namespace

DialogModel build_dialog(DialogKind kind, const DialogContext& c) {
  switch (kind) {
    case DialogKind::kNewGame: return new_game(c);
    case DialogKind::kSettings: return settings(c);
    case DialogKind::kLog: return text_page(kind, c, tr(S::kLogTitle));
    case DialogKind::kRules: {
      // The keys are a short list: a box as tall as it (a window-high box
      // was mostly empty on a phone); the rules fill the window and scroll.
      Frame f = c.controls_only ? fitted_text_frame(kind, c, tr(S::kKeysTitle))
                                : frame(kind, c, tr(S::kRulesTitle), 0, c.window.h);
      bottom_buttons(f, {{simple_action(K::kTutorial), tr(S::kTutorial)}, {simple_action(K::kIntro), tr(S::kIntroButton)}, {simple_action(K::kClose), tr(S::kClose)}},
                     c.scale);
      return f.m;
    }
    case DialogKind::kIntro: {
      Frame f = fitted_text_frame(kind, c, tr(S::kIntroTitle));
      bottom_buttons(f, {{simple_action(K::kTutorial), tr(S::kTutorial)}, {simple_action(K::kClose), tr(S::kStartPlaying)}}, c.scale);
      return f.m;
    }
    case DialogKind::kScore: return score(c);
    case DialogKind::kPickup: return pickup(c);
    case DialogKind::kLessons: return lessons(c);
    case DialogKind::kPass: return pass(c);
    case DialogKind::kNone: break;
  }
  return {};
}

DialogAction dialog_hit(const DialogModel& m, float x, float y) {
  for (const auto& b : m.buttons)
    if (b.rect.contains(x, y)) return b.action;
  return {};
}

std::vector<RulesSection> rules_sections(DialogKind kind, const DialogContext& c) {
  std::vector<RulesSection> out;
  auto add = [&](std::string_view text) {
    size_t pos = 0;
    while (pos < text.size()) {
      const size_t end = std::min(text.find('\n', pos), text.size());
      const std::string_view paragraph = text.substr(pos, end - pos);
      const size_t bar = paragraph.find('|');
      if (bar == std::string_view::npos) out.push_back({"", std::string(paragraph)});
      else out.push_back({std::string(paragraph.substr(0, bar)), std::string(paragraph.substr(bar + 1))});
      pos = end + 1;
    }
  };
  if (kind == DialogKind::kIntro) {
    add(tr(S::kIntroText));
    // Keys are for a keyboard: a phone-sized window (in CSS pixels) has none.
    if (c.window.w / std::max(c.scale, 0.1f) >= kKeyboardWidth) add(tr(S::kIntroKeys));
    return out;
  }
  // The ? key asks for the keys: a list to look a key up in, not prose.
  if (c.controls_only) {
    add(tr(S::kKeysList));
    for (RulesSection& row : out) row.key = true;
    return out;
  }
  const std::string_view variant = c.game ? c.game->view().rules().variant : "classic";
  add(tr(variant == "american" ? S::kRulesAmerican : variant == "uruguayan" ? S::kRulesUruguayan : S::kRulesText));
  add(tr(S::kRulesControls));
  return out;
}

}  // namespace canasta::frontend
