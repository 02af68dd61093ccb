// Where things go on the table, as pure arithmetic on the window size and a
// few counts, so every layout can be tested without a window. All lengths are
// device pixels; `scale` is the device pixel ratio (sizes are chosen in CSS
// pixels and multiplied by it, so the table reads the same on every screen).
//
// Three arrangements (table_layout.cpp, teaching_layout.cpp, their pieces
// in layout_parts.h):
//   landscape (wider than 1.2 x tall): the table on the left, a panel on the
//     right with the menu, the scores, the message and the action buttons;
//     the stock and pile sit in the table when the window is tall enough
//     (a game's, desk_layout.cpp: in a column right of the meld areas, or
//     between them, each area as large as what it holds), else in the panel.
//   portrait: from the top, menu and scores, the other players, their melds,
//     stock + pile + message, our melds, the action buttons, the hand.
//   example: no menu, scores or buttons. Wide, the melds fill the left
//     above the hand and a column on the right holds the other players,
//     the stock and pile and the message; upright, the portrait order.
// A lesson takes most of the message's room in landscape and a band below
// the plates in portrait (the melds give up the height). An example and a
// lesson are teaching tables: one card size for what the text talks about
// (see layout_table).
// In all, the other players' plates run along the top in order of play
// (left neighbour first), and each side has one meld area with a header line.
#pragma once

#include <vector>

namespace canasta::frontend {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  float cx() const { return x + w / 2; }
  float cy() const { return y + h / 2; }
  bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
  bool empty() const { return w <= 0 || h <= 0; }
};

bool overlaps(const Rect& a, const Rect& b);
bool inside(const Rect& inner, const Rect& outer);
Rect inset(const Rect& r, float by);

// What one meld area shows: its melds (columns), its laid-out threes, and
// whether a card the text talks about (a highlight) lies there.
struct MeldAreaContent {
  int melds = 0;
  int threes = 0;
  bool marked = false;
  int longest = 0;  // cards in its longest meld not yet a canasta (a canasta squares up)
};
// At a teaching table, the other sides' melds no text talks about may be
// drawn smaller than the hand, down to this share of its size.
inline constexpr float kAsideMeldScale = 0.6f;

struct LayoutInput {
  float width = 0, height = 0, scale = 1;
  int hand_cards = 0;
  int others = 3;       // plates of the other players (the idle seat included)
  int other_sides = 1;  // meld areas besides ours (1 or 2)
  int actions = 6;      // action buttons
  int menu = 4;         // menu buttons (none in a lesson embedded on another page)
  // The width each action and menu button's label reads in (its longest
  // word at the size it is drawn at, device pixels); empty: equal widths.
  std::vector<float> action_need, menu_need;
  // A teaching example (page option mode=example): the table alone, with no
  // menu, action buttons or score box, sized to the position it shows.
  bool example = false;
  bool lesson = false;  // a lesson is shown: room for its panel
  // The player's card size (Options) against the window's natural one: a
  // game's hand, pile and the room left to the melds follow it; a teaching
  // table keeps the size its text needs.
  float card_size = 1;
  // The meld areas' contents (ours, then the other sides' in other_melds'
  // order). A teaching table (an example or a lesson) sizes by them: see
  // layout_teaching.
  MeldAreaContent own_content;
  std::vector<MeldAreaContent> other_content;
  bool teaching() const { return example || lesson; }
};

// Meld columns the meld cards are sized for, and the most cards a column
// fans out before it packs them closer (a canasta squares up); an example,
// whose melds are few and short, plans for fewer of both and shows bigger
// cards (see layout_melds).
inline constexpr int kMeldColumnsPlanned = 8;
// The least text height a person reads at arm's length on a phone, in CSS
// pixels: a label that does not fit at it is shortened or wrapped, never
// drawn smaller. Meld labels and card counts, read at a glance across the
// table, at least kLeastLabelCss.
inline constexpr float kLeastTextCss = 12;
inline constexpr float kLeastLabelCss = 13;
// What a finger needs, in CSS pixels: a button or a place it presses
// (kLeastTargetCss square), and the strip of a hand card beside the next.
inline constexpr float kLeastTargetCss = 44;
inline constexpr float kLeastHandStripCss = 36;
// A selected hand card rises this share of its height.
inline constexpr float kSelectedRise = 0.12f;
inline constexpr int kMeldColumnsExample = 5;
inline constexpr int kMeldFanCards = 6;
inline constexpr int kMeldFanCardsExample = 4;
// How far a crosswise card sticks out right of the pile, in pile widths.
inline constexpr float kCrosswiseOut = 0.62f;

// How a table sizes its meld cards: for `planned` columns of which the
// first `fan_cards` cards fan out (a game's table, where melds come and go),
// or, when `card_h` is set, at that height (a teaching table's one size) as
// long as the columns fit, with a column of that width for the threes.
// A desktop's game table (`hug`, desk_layout.cpp) sizes its cards at card_h
// too, but each area is only as tall as its melds fan: the cards a column
// fans at the full step follow the area's height (up to fan_cards), and
// its header line is header_h tall.
struct MeldSizing {
  int planned = kMeldColumnsPlanned;
  int fan_cards = kMeldFanCards;
  float card_h = 0;
  bool hug = false;
  float header_h = 0;
};

struct TableLayout {
  Rect window;
  bool landscape = false;
  float scale = 1;
  float font = 14;  // body text size in device pixels
  float card_w = 0, card_h = 0;  // the hand's cards
  Rect scores;                    // the score box
  std::vector<Rect> menu;         // New game, Log, Rules, Settings ...
  std::vector<Rect> plates;       // the other players, in order of play
  Rect own_melds;                 // our side's meld area (header included)
  std::vector<Rect> other_melds;  // the other sides' meld areas
  Rect stock, pile;
  Rect stock_label, pile_label;   // counts / frozen marker under them
  // Right of the pile, where a freezing card laid crosswise (law 38) sticks
  // out far enough to show its index: nothing else is placed there.
  Rect crosswise;
  Rect message;                   // the table's sentence (reasons, last move)
  Rect lesson;                    // the lesson panel (empty without a lesson): in the side
                                  // panel above the message, or in portrait a band under the plates
  std::vector<Rect> actions;      // action buttons
  Rect hand_area;                 // the band the hand may use
  std::vector<Rect> hand;         // the player's hand, left to right, overlapping
  MeldSizing melds;
};

// A game's table: its cards sized by the window, the melds by the areas.
// A teaching table (input.teaching()): the hand, the pile, our melds and
// threes and any meld area holding a marked card at one size, the largest
// at which everything fits (at most the game's hand size), so the cards a
// lesson or an example talks about are never smaller than the hand's; the
// other sides' unmarked melds at least kAsideMeldScale of it. Its meld
// areas take the room their melds need, ours a column more for a new meld.
// Without a menu (a lesson on another page) there is no score box either:
// each meld area's header says its side's score.
TableLayout layout_table(const LayoutInput& input);
// The body text size (TableLayout::font) layout_table gives `input`'s
// table, without laying it out: what the app measures the buttons' labels
// at before it lays the table out with their widths.
float layout_font(const LayoutInput& input);

// The melds of one side inside its area: a header line (name, score, red
// threes) and below it one column per meld, cards fanned downwards.
struct MeldGrid {
  Rect header;
  Rect red_threes;         // right end of the area (a desktop's: right of the columns), beside them
  float threes_w = 0;      // the threes' card width there
  float card_w = 0, card_h = 0;
  float fan = 0;           // vertical step between cards of a column
  int fan_cards = kMeldFanCards;  // cards fanned at that step; more are packed closer
  std::vector<Rect> columns;  // whole column (cards + count line), left to right
};
// `melds` columns (0..13). The card size is chosen for at least `planned`
// columns, so cards do not shrink as melds are added; an example, whose
// position is set, plans for fewer and shows bigger cards; a teaching
// table gives the size (sizing.card_h), smaller only where the columns do
// not fit at it. A desktop's game table (sizing.hug) draws them at
// sizing.card_h, fanned as deep as the area's height allows.
MeldGrid layout_melds(const Rect& area, int melds, float scale, const MeldSizing& sizing = {});

}  // namespace canasta::frontend
