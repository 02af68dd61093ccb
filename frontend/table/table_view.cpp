#include "frontend/table/table_view.h"

#include <algorithm>
#include <cmath>

#include "frontend/session/move_builder.h"
#include "frontend/session/seats.h"
#include "frontend/words/move_text.h"
#include "frontend/words/strings.h"
#include "frontend/table/cut_strip.h"
#include "frontend/table/fit_text.h"
#include "frontend/table/table_facts.h"

namespace canasta::frontend {
namespace {

// A meld's label where its column has the room (a desktop's table); never
// below kLeastLabelCss.
constexpr float kMeldLabelCss = 14;

SDL_Color side_colour(const Theme& t, const TableModel& g, int side) {
  if (side == g.viewer_side()) return t.us;
  return side == (g.viewer_side() + 1) % g.view().num_sides() ? t.them : t.third;
}

void draw_card(const TableDraw& d, SDL_Renderer* r, int code, const Rect& rect, bool shadow = true,
               SDL_Color tint = kTintNone) {
  CardDrawOptions o;
  o.tint = tint;
  // One layer: the table redraws whole, and software WebGL pays per pixel.
  if (shadow) d.cards->draw_shadow(r, to_sdl(rect), rect.h * 0.025f, 50, o, 1);
  d.cards->draw(r, code, to_sdl(rect), o);
}

bool is_marked(const TableDraw& d, Card c) {
  return d.marked && std::find(d.marked->begin(), d.marked->end(), c) != d.marked->end();
}

// Outlines what shows of a marked card (`ring`) and notes where the whole
// card lies (`card`), for the page's tests and tools.
void mark(SDL_Renderer* r, const TableDraw& d, Card c, const Rect& card, const Rect& ring) {
  draw_mark_ring(r, *d.theme, ring, d.layout->scale);
  if (d.marked_places) d.marked_places->push_back({c, card});
}

void draw_panel(SDL_Renderer* r, const Theme& t, const Rect& rect, float scale) {
  fill_round_rect(r, rect, 8 * scale, t.panel);
  stroke_round_rect(r, rect, 8 * scale, std::max(1.0f, scale), t.panel_edge);
}

void draw_scores(SDL_Renderer* r, const TableDraw& d) {
  const auto& g = *d.game;
  const auto& s = g.view();
  const auto& t = *d.theme;
  const Rect box = d.layout->scores;
  const float scale = d.layout->scale, font = d.layout->font;
  draw_panel(r, t, box, scale);
  const float pad = 6 * scale;
  const float line = (box.h - 2 * pad) / static_cast<float>(s.num_sides() + (d.layout->landscape ? 1 : 0));
  const float px = std::min(font, std::max(line * 0.78f, kLeastTextCss * scale));
  float y = box.y + pad;
  for (int side = 0; side < s.num_sides(); ++side) {
    const float ty = y + (line - px) / 2;
    d.text->draw(r, g.side_name(side), box.x + pad, ty, px, side_colour(t, g, side), true);
    const std::string right = number_text(s.score(side));
    d.text->draw(r, right, box.right() - pad, ty, px, t.ink, false, TextAlign::kRight);
    y += line;
  }
  if (d.layout->landscape) {
    const std::string turn = s.is_deal_over() ? format(S::kDealOver, std::to_string(s.deal_number() + 1))
                                              : format(S::kDeal, "") + " " + std::to_string(s.deal_number() + 1);
    d.text->draw(r, turn, box.x + pad, y + (line - px) / 2, std::max(px * 0.92f, kLeastTextCss * scale), t.ink_soft);
  }
}

}  // namespace

bool plate_glows(const TableModel& g, int seat, bool lesson_replying) {
  const Observation& s = g.view();
  return !s.is_deal_over() && s.to_move() == seat && (g.other_to_move() || lesson_replying);
}

namespace {

void draw_plate(SDL_Renderer* r, const TableDraw& d, const Rect& rect, int seat) {
  const auto& g = *d.game;
  const auto& s = g.view();
  const auto& t = *d.theme;
  const float scale = d.layout->scale;
  const bool active = s.view().is_active(seat);
  const bool to_move = plate_glows(g, seat, d.lesson_replying);
  const ProbedRole role("count");
  draw_panel(r, t, rect, scale);
  if (to_move) stroke_round_rect(r, rect, 8 * scale, 2.5f * scale, t.accent);
  const float pad = 5 * scale;
  const float back_h = rect.h - 2 * pad;
  const float back_w = back_h * 5 / 7;
  // Never below the least size of a card count, however low the plate (an example's).
  const float least = kLeastLabelCss * scale;
  const float px = std::max(std::min(d.layout->font, rect.h * 0.3f), least / 0.9f);
  const std::string name = g.seat_name(seat);
  const int held = s.hand_size(seat);
  // "Partner", "11 cards" and a bonus owed, each kept
  // whole: a narrow plate (a phone) puts them on more lines rather than
  // drawing them too small to read. The player's partners are marked, so a
  // newcomer knows who plays with him.
  std::vector<std::string> parts;
  const bool partner = s.side_of(seat) == g.viewer_side();
  if (partner) parts.emplace_back(tr(S::kPartnerLabel));
  parts.push_back(active ? format(plural_of(S::kCardsInHand, S::kCardsInHandOne, held), std::to_string(held))
                         : std::string(tr(S::kSittingOut)));
  if (const std::string owed = bonus_owed_text(s, seat); active && !owed.empty()) parts.push_back(owed);
  // The fan of backs takes what the name and the first line leave.
  const float wanted = std::max({d.text->measure(name, px, true), d.text->measure(parts[0], px * 0.9f), px * 4.5f});
  const float fan_room = rect.w - 3 * pad - wanted;
  const int fan = fan_room >= back_w * 1.88f ? 5 : fan_room >= back_w ? 1 : 0;
  const int shown = active ? std::min(fan, std::max(1, s.hand_size(seat) / 3)) : 0;
  const float step = back_w * 0.22f;
  for (int i = 0; i < shown && s.hand_size(seat) > 0; ++i)
    d.cards->draw(r, kBackBlue, {rect.x + pad + step * static_cast<float>(i), rect.y + pad, back_w, back_h});
  const float text_x = fan == 0 ? rect.x + pad : rect.x + pad + back_w + step * static_cast<float>(fan - 1) + pad;
  const float room = rect.right() - pad - text_x;
  const FittedText title = fit_parts(d.text->atlas(), {name}, "", px, least, true, room, 1);
  const float title_h = d.text->line_height(title.px);
  const size_t lines = static_cast<size_t>(std::max(1.0f, (rect.h - 2 * pad * 0.6f - title_h) / d.text->line_height(least)));
  FittedText sub = fit_parts(d.text->atlas(), parts, " \xC2\xB7 ", px * 0.9f, least, false, room, lines);
  // A plate too low for "Partner" and the count (a short phone's, in a long
  // language: "Socio · 11…") keeps the count whole: the partner's name is
  // still in the side's colour, as "Us" is.
  if (sub.cut && partner && parts.size() > 1) {
    parts.erase(parts.begin());
    sub = fit_parts(d.text->atlas(), parts, " \xC2\xB7 ", px * 0.9f, least, false, room, lines);
  }
  const float sub_h = d.text->line_height(sub.px) * static_cast<float>(sub.lines.size());
  float y = rect.cy() - (title_h + sub_h) / 2;
  d.text->draw(r, title.lines[0], text_x, y, title.px, side_colour(t, g, s.side_of(seat)), true);
  // Thinking: three dots after the name, drawn rather than written, so no
  // line of the plate ever reads as cut short ("15 cards …").
  if (to_move) {
    const float dot = 4 * scale, name_w = d.text->measure(title.lines[0], title.px, true);
    const float dots_x = std::min(text_x + name_w + 2 * dot, rect.right() - pad - 5 * dot);
    for (int i = 0; i < 3; ++i)
      fill_round_rect(r, {dots_x + 2 * dot * static_cast<float>(i), y + title_h * 0.55f, dot, dot}, dot / 2, t.accent);
  }
  y += title_h;
  for (const std::string& line : sub.lines) {
    d.text->draw(r, line, text_x, y, sub.px, active ? t.ink : t.ink_soft);
    y += d.text->line_height(sub.px);
  }
}

// `hidden`: codes of cards still flying here (each hides one copy).
void draw_meld_column(SDL_Renderer* r, const TableDraw& d, const Meld& meld, Rank rank, const Rect& col,
                      const MeldGrid& grid, std::vector<int> hidden) {
  const float card_w = grid.card_w, card_h = grid.card_h, fan = grid.fan;
  const int fan_cards = grid.fan_cards;
  const auto& rules = d.game->view().rules();
  const auto& t = *d.theme;
  const float count_y = col.y + card_h + fan * static_cast<float>(fan_cards - 1);
  float cards_bottom = col.y + card_h * 1.054f;  // a canasta's squared-up pile
  if (meld.is_canasta(rules)) {
    // Squared up: the edges of the pile under a red (natural) or black (mixed) card.
    const bool natural = meld.wild_count() == 0;
    for (int i = 3; i >= 1; --i) {
      const float o = static_cast<float>(i) * card_h * 0.018f;
      d.cards->draw(r, kBackRed, {col.x + o, col.y + o, card_w, card_h});
    }
    const Card top(rank, natural ? Suit::Hearts : Suit::Spades);
    draw_card(d, r, top.code(), {col.x, col.y, card_w, card_h});
    bool ringed = false;
    for (Card c : meld.cards(rank)) {
      if (!is_marked(d, c)) continue;
      if (!ringed) draw_mark_ring(r, t, {col.x, col.y, card_w, card_h}, d.layout->scale);
      ringed = true;
      if (d.marked_places) d.marked_places->push_back({c, {col.x, col.y, card_w, card_h}});
    }
    const std::string bonus = natural ? "500" : "300";
    const float px = std::max(card_h * 0.2f, kLeastLabelCss * d.layout->scale);
    fill_round_rect(r, {col.x + card_w * 0.12f, col.y + card_h * 0.58f, card_w * 0.76f, px * 1.25f}, px * 0.3f,
                    natural ? SDL_Color{0xc0, 0x1c, 0x28, 0xff} : SDL_Color{0x1b, 0x1b, 0x1b, 0xff});
    d.text->draw(r, bonus, col.x + card_w / 2, col.y + card_h * 0.58f + px * 0.1f, px, {255, 255, 255, 255}, true,
                 TextAlign::kCenter);
  } else {
    auto cards = meld.cards(rank);
    for (int code : hidden)
      for (auto it = cards.begin(); it != cards.end(); ++it)
        if (it->code() == code) {
          cards.erase(it);
          break;
        }
    const float step = cards.size() > 1 ? std::min(fan, fan * static_cast<float>(fan_cards - 1) / static_cast<float>(cards.size() - 1)) : 0;
    for (size_t i = 0; i < cards.size(); ++i)
      draw_card(d, r, cards[i].code(), {col.x, col.y + step * static_cast<float>(i), card_w, card_h}, i == 0);
    cards_bottom = col.y + step * static_cast<float>(std::max<size_t>(cards.size(), 1) - 1) + card_h;
    // Each ring goes round what shows of its card (the fan covers the rest),
    // so it never seems to mark the card lying over it.
    for (size_t i = 0; i < cards.size(); ++i) {
      if (!is_marked(d, cards[i])) continue;
      const float y = col.y + step * static_cast<float>(i);
      mark(r, d, cards[i], {col.x, y, card_w, card_h}, {col.x, y, card_w, i + 1 < cards.size() ? step : card_h});
    }
  }
  // Right under the cards it counts (not at the foot of the column, 70 px
  // below a short meld at 1920x1080), at kMeldLabelCss and never below
  // kLeastLabelCss, inside the column so that neighbours never run
  // together; a column too narrow for the wild-card count at that size
  // drops it (the fan shows the wild cards anyway).
  const float least = kLeastLabelCss * d.layout->scale;
  const float px = std::max(kMeldLabelCss * d.layout->scale, std::min(d.layout->font * 0.95f, (col.bottom() - count_y) * 0.95f));
  const bool wild_meld = rank == Rank::Two;
  const std::string count =
      (wild_meld ? std::string(tr(S::kWildMeldShort)) : rank_text(rank)) + "\xC3\x97" + std::to_string(meld.size());
  std::string label = count;
  // "A×6 · 1 wild": the wild cards in words, not a letter of English.
  if (meld.wild_count() > 0 && !wild_meld)
    label += " \xC2\xB7 " + format(plural_of(S::kMeldWilds, S::kMeldWildsOne, meld.wild_count()), std::to_string(meld.wild_count()));
  if (d.text->measure(label, px, true) > col.w * 0.98f) label = count;
  float lpx = px;
  while (lpx > least && d.text->measure(label, lpx, true) > col.w * 0.98f) lpx = std::max(least, lpx * 0.9f);
  const float y = std::min(cards_bottom + 3 * d.layout->scale, col.bottom() - lpx * 1.15f);
  d.text->draw(r, label, col.cx(), y, lpx, t.ink, true, TextAlign::kCenter);
}

void draw_meld_area(SDL_Renderer* r, const TableDraw& d, const Rect& area, int side) {
  const auto& g = *d.game;
  const auto& s = g.view();
  const auto& t = *d.theme;
  const float scale = d.layout->scale;
  const ProbedRole role("meld");
  fill_round_rect(r, area, 10 * scale, {0, 0, 0, 34});
  const auto columns = meld_columns(s, side, area, scale, d.layout->melds);
  const MeldGrid grid = layout_melds(area, static_cast<int>(columns.size()), scale, d.layout->melds);
  const float px = std::max(kLeastLabelCss * scale, std::min(d.layout->font, grid.header.h * 0.75f));
  const float hy = grid.header.y + (grid.header.h - px) / 2;
  std::string head = g.side_name(side) + "  " + number_text(s.score(side));
  // During the deal, what the side has on the table so far.
  if (const std::string so_far = deal_so_far_text(s, side); !so_far.empty()) head += "  \xC2\xB7  " + so_far;
  // Pass-and-play: whose hand the table shows, named over the side's melds.
  if (side == g.viewer_side() && g.mode() == TableMode::kPlay && !g.handover() &&
      count_seats(g.setup().seats, s.players(), SeatKind::kLocal) > 1)
    head = format(S::kHandOf, g.player_name(g.viewer_seat())) + "  \xC2\xB7  " + head;
  // Cards we selected before our initial meld are counted against the minimum.
  std::string counted = side == g.viewer_side() && d.hand ? selection_count_text(s, side, d.hand->selected_cards()) : "";
  if (counted.empty() && !s.side_has_melded(side) && !s.is_deal_over()) counted = format(S::kNeeds, number_text(s.minimum_count(side)));
  if (!counted.empty()) head += "  \xC2\xB7  " + counted;
  if (side == g.viewer_side()) {
    const std::string owed = bonus_owed_text(s, g.viewer_seat());
    if (!owed.empty()) head += "  \xC2\xB7  " + owed;
  }
  d.text->draw(r, head, grid.header.x + 6 * scale, hy, px, side_colour(t, g, side), true);
  // Threes laid out at the right end, fanned like a short meld: red ones,
  // then (Modern American, MA-10) black ones, each colour scoring apart.
  auto threes = s.red_three_cards(side);
  for (Card c : s.view().black_three_cards(side)) threes.push_back(c);
  const float tw = grid.threes_w, th = tw * 7 / 5;
  const float tstep = threes.size() > 1 ? std::min(th * 0.25f, (grid.red_threes.h - th) / static_cast<float>(threes.size() - 1)) : 0;
  for (size_t i = 0; i < threes.size(); ++i) {
    const Rect at{grid.red_threes.cx() - tw / 2, grid.red_threes.y + tstep * static_cast<float>(i), tw, th};
    draw_card(d, r, threes[i].code(), at, i == 0);
    if (is_marked(d, threes[i])) mark(r, d, threes[i], at, at);
  }
  for (const auto& c : columns) {
    std::vector<int> hidden;
    for (const auto& [hidden_side, code] : d.hidden_meld_cards)
      if (hidden_side == side) hidden.push_back(code);
    draw_meld_column(r, d, s.meld(side, c.rank), c.rank, c.rect, grid, std::move(hidden));
  }
}

namespace {

struct PlacedLabel {
  float cx = 0, px = 0;
};

// The pile's label ("FROZEN 12", longer in German) is centred under the pile
// where it fits; where the pile is narrow (a phone) it would run over the
// stock's count on its left or the message on its right, so it moves into
// the room between them, and is made smaller (not under the least label
// size) where even that room is too narrow.
PlacedLabel place_pile_label(const TableLayout& L, const TextRenderer& text, const std::string& stock_count,
                             const std::string& label, float px, bool bold) {
  const auto plate_w = [&](const std::string& s, float size, bool b) { return text.measure(s, size, b) + size * 0.8f; };
  const float gap = px * 0.3f;
  float left = -1e9f, right = 1e9f;
  if (L.stock_label.cx() < L.pile_label.cx()) left = L.stock_label.cx() + plate_w(stock_count, px, false) / 2 + gap;
  const bool message_beside = L.message.w > 0 && L.message.x >= L.pile.right() &&
                              L.message.y < L.pile_label.bottom() && L.message.bottom() > L.pile_label.y;
  if (message_beside) right = L.message.x - gap;
  PlacedLabel placed{L.pile_label.cx(), px};
  const float room = right - left;
  float w = plate_w(label, px, bold);
  if (w > room) {
    placed.px = std::max(kLeastLabelCss * L.scale, px * room / w);
    w = plate_w(label, placed.px, bold);
  }
  if (w <= room) placed.cx = std::clamp(placed.cx, left + w / 2, right - w / 2);
  else placed.cx = (left + right) / 2;
  return placed;
}

}  // namespace

void draw_stock_and_pile(SDL_Renderer* r, const TableDraw& d) {
  const auto& s = d.game->view();
  const auto& t = *d.theme;
  const auto& L = *d.layout;
  const float scale = L.scale;
  const float px = std::max(kLeastLabelCss * scale, std::min(L.font * 0.9f, L.stock_label.h * 0.8f));
  const ProbedRole role("count");
  if (s.stock_size() > 0) {
    const int depth = std::min(4, s.stock_size() / 12);
    for (int i = depth; i >= 0; --i) {
      const float o = static_cast<float>(i) * 1.5f * scale;
      draw_card(d, r, kBackBlue, {L.stock.x - o, L.stock.y - o, L.stock.w, L.stock.h}, i == depth);
    }
  } else {
    stroke_round_rect(r, L.stock, 6 * scale, 2 * scale, with_alpha(t.ink_soft, 120));
  }
  draw_plated_label(r, *d.text, t, std::to_string(s.stock_size()), L.stock_label.cx(),
                    L.stock_label.y + (L.stock_label.h - px) / 2, px, t.ink_soft, false);

  const auto pile = s.pile_cards();
  const int visible = static_cast<int>(pile.size()) - (d.hide_pile_top ? 1 : 0);
  if (visible <= 0) stroke_round_rect(r, L.pile, 6 * scale, 2 * scale, with_alpha(t.ink_soft, 120));
  // The card that froze the pile lies crosswise (law 38) and sticks out to
  // the right far enough to show its index: under the later discards, or on
  // top when it is the last one.
  const std::optional<int> cross = crosswise_index(s);
  const auto draw_crosswise = [&] {
    const Card card = pile[static_cast<size_t>(*cross)];
    const float cx = L.crosswise.right() - L.pile.h / 2;
    const Rect upright{cx - L.pile.w / 2, L.pile.cy() - L.pile.h / 2, L.pile.w, L.pile.h};
    CardDrawOptions turned;
    turned.angle_degrees = 90;
    d.cards->draw_shadow(r, to_sdl(upright), upright.h * 0.025f, 50, turned, 1);
    d.cards->draw(r, card.code(), to_sdl(upright), turned);
    const Rect lying{cx - L.pile.h / 2, L.pile.cy() - L.pile.w / 2, L.pile.h, L.pile.w};
    if (is_marked(d, card)) mark(r, d, card, lying, lying);
  };
  const bool cross_on_top = cross && *cross == visible - 1;
  if (cross && *cross < visible - 1) draw_crosswise();
  const int upright_top = cross_on_top ? visible - 2 : visible - 1;
  if (upright_top >= 1) {
    const float o = std::min(3.0f, static_cast<float>(upright_top)) * 1.2f * scale;
    const int under = s.pile_face_down(upright_top - 1) ? kBackBlue : pile[static_cast<size_t>(upright_top - 1)].code();
    draw_card(d, r, under, {L.pile.x - o, L.pile.y - o, L.pile.w, L.pile.h});
  }
  if (upright_top >= 0) {
    const Card top = pile[static_cast<size_t>(upright_top)];
    const bool down = s.pile_face_down(upright_top);
    draw_card(d, r, down ? kBackBlue : top.code(), L.pile);
    if (!down && !cross_on_top && is_marked(d, top)) mark(r, d, top, L.pile, L.pile);
  }
  if (cross_on_top) draw_crosswise();
  std::string label = std::to_string(s.pile_size());
  // An empty pile has no state worth a word.
  // Frozen for us before our side melds says so too: a newcomer selected a
  // king and two jokers to take it and was refused without a warning.
  const std::string word = s.pile_size() > 0 ? pile_state_word(pile_state_for(s, d.game->viewer_side())) : std::string();
  const bool frozen = !word.empty();
  if (frozen) label = word + " " + label;
  const PlacedLabel placed = place_pile_label(L, *d.text, std::to_string(s.stock_size()), label, px, frozen);
  draw_plated_label(r, *d.text, t, label, placed.cx, L.pile_label.y + (L.pile_label.h - placed.px) / 2, placed.px,
                    frozen ? t.accent : t.ink_soft, frozen);
}

void draw_message(SDL_Renderer* r, const TableDraw& d) {
  const auto& L = *d.layout;
  const auto& t = *d.theme;
  const auto& g = *d.game;
  if (L.message.h < L.font) return;
  std::string text = g.message();
  if (text.empty() && g.other_to_move()) text = format(S::kThinking, g.seat_name(g.view().to_move()));
  draw_panel(r, t, L.message, L.scale);
  const float pad = 8 * L.scale;
  float px = L.font;
  // The coach's advice on the last move stays under the message until the
  // next move, in the accent colour: a comment, not an instruction.
  const std::string coach = g.coach_line();
  // Shrink long reasons until they fit the box.
  std::vector<std::string_view> lines, coach_lines;
  const float least = kLeastTextCss * L.scale;
  while (px > std::max(L.font * 0.6f, least)) {
    wrap_text(d.text->atlas(), text, px, false, L.message.w - 2 * pad, lines);
    coach_lines.clear();
    if (!coach.empty()) wrap_text(d.text->atlas(), coach, px, false, L.message.w - 2 * pad, coach_lines);
    if (static_cast<float>(lines.size() + coach_lines.size()) * d.text->line_height(px) <= L.message.h - 2 * pad) break;
    px = std::max(least, px * 0.9f);
  }
  float y = L.message.y + pad;
  y += d.text->draw_wrapped(r, text, L.message.x + pad, y, L.message.w - 2 * pad, px,
                            g.message_is_error() ? t.error : t.ink);
  if (!coach.empty()) y += d.text->draw_wrapped(r, coach, L.message.x + pad, y, L.message.w - 2 * pad, px, t.accent);
  // The variant's facts (dead ranks, the turn card) stay in view.
  const float small = std::max(L.font * 0.85f, least), line = d.text->line_height(small);
  y += line * 0.5f;
  const std::string facts = table_facts_line(g.view());
  if (!facts.empty() && y + line <= L.message.bottom() - pad)
    y += d.text->draw_wrapped(r, facts, L.message.x + pad, y, L.message.w - 2 * pad, small, t.accent) + line * 0.3f;
  // The latest moves below, newest first, each wrapped at word breaks
  // (never cut mid-word), while whole entries fit.
  std::vector<std::string_view> entry_lines;
  for (size_t i = d.log ? g.log_size() : 0; i > 0; --i) {
    const std::string entry = g.log_line(i - 1);
    wrap_text(d.text->atlas(), entry, small, false, L.message.w - 2 * pad, entry_lines);
    if (y + line * static_cast<float>(entry_lines.size()) > L.message.bottom() - pad) break;
    y += d.text->draw_wrapped(r, entry, L.message.x + pad, y, L.message.w - 2 * pad, small, t.ink_soft);
  }
}

}  // namespace

void draw_felt(SDL_Renderer* renderer, const Theme& t, float w, float h) {
  // Opaque: blending the whole window would only cost time.
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  const SDL_Vertex centre{{w / 2, h * 0.45f}, t.felt_centre, {0, 0}};
  const SDL_FPoint corners[4] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
  SDL_Vertex vertices[12];
  for (int i = 0; i < 4; ++i) {
    vertices[i * 3] = centre;
    vertices[i * 3 + 1] = {corners[i], t.felt_edge, {0, 0}};
    vertices[i * 3 + 2] = {corners[(i + 1) % 4], t.felt_edge, {0, 0}};
  }
  SDL_RenderGeometry(renderer, nullptr, vertices, 12, nullptr, 0);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

namespace {

// The menu's buttons.
void draw_menu(SDL_Renderer* r, const TableDraw& d) {
  const auto& L = *d.layout;
  std::vector<RowButton> buttons;
  for (size_t i = 0; i < L.menu.size(); ++i) buttons.push_back({L.menu[i], menu_label(static_cast<MenuItem>(i))});
  draw_button_row(r, *d.text, *d.theme, buttons, std::max(L.font * 0.95f, kLeastTextCss * L.scale), kLeastTextCss * L.scale);
}

// The action buttons, the one the engine would accept for the selection lit.
void draw_actions(SDL_Renderer* r, const TableDraw& d) {
  const auto& L = *d.layout;
  std::vector<RowButton> buttons;
  for (size_t i = 0; i < L.actions.size() && i < d.actions.size(); ++i) {
    const auto& a = d.actions[i];
    buttons.push_back({L.actions[i], action_face(*d.game, a.action),
                       !a.enabled ? ButtonLook::kDisabled : a.primary ? ButtonLook::kPrimary : ButtonLook::kNormal});
  }
  draw_button_row(r, *d.text, *d.theme, buttons, L.font, kLeastTextCss * L.scale);
}

}  // namespace

void draw_table(SDL_Renderer* r, const TableDraw& d) {
  const auto& L = *d.layout;
  const auto& t = *d.theme;
  const auto& g = *d.game;
  draw_felt(r, t, L.window.w, L.window.h);
  // An online guest before the host's first view: the table it holds is not
  // the host's game (no hand, no turn of it is true), so only the menu and
  // what it waits for are drawn.
  if (g.guest_waiting()) {
    draw_menu(r, d);
    const std::string& line = g.message();
    float px = L.font * 1.3f;
    const float room = L.window.w * 0.9f;
    if (const float wide = d.text->measure(line, px, true); wide > room) px *= room / wide;
    d.text->draw(r, line, (L.window.w - d.text->measure(line, px, true)) / 2, L.window.h * 0.45f - px / 2, px, t.accent, true);
    return;
  }
  // An example has no score box: each meld area's header says its side's score.
  if (!L.scores.empty()) draw_scores(r, d);
  draw_menu(r, d);
  const auto seats = plate_seats(g.view(), g.viewer_seat());
  for (size_t i = 0; i < seats.size() && i < L.plates.size(); ++i) draw_plate(r, d, L.plates[i], seats[i]);
  const auto sides = other_sides(g.view(), g.viewer_side());
  for (size_t i = 0; i < sides.size() && i < L.other_melds.size(); ++i) draw_meld_area(r, d, L.other_melds[i], sides[i]);
  draw_meld_area(r, d, L.own_melds, g.viewer_side());
  draw_stock_and_pile(r, d);
  if (d.cut_place > 0) draw_cut_strip(r, d);
  draw_message(r, d);
  draw_actions(r, d);
  // The hand: selected cards rise and glow.
  const auto& cards = d.hand->cards();
  const bool my_turn = g.viewer_to_move();
  if (my_turn) fill_round_rect(r, inset(L.hand_area, -4 * L.scale), 10 * L.scale, with_alpha(t.accent, 40));
  for (size_t i = 0; i < cards.size() && i < L.hand.size(); ++i) {
    if (static_cast<int>(i) == d.dragging) continue;
    if (i < d.hidden_hand.size() && d.hidden_hand[i]) continue;
    Rect rect = L.hand[i];
    const bool sel = d.hand->selected(static_cast<int>(i));
    if (sel) rect.y -= L.card_h * kSelectedRise;
    draw_card(d, r, cards[i].code(), rect, true, sel ? kTintSelected : kTintNone);
    if (sel) stroke_round_rect(r, rect, rect.w * 0.07f, 2 * L.scale, t.accent);
  }
  // Marked cards are outlined round what shows of them (the next card of
  // the row covers the rest), so a ring never seems to mark its neighbour.
  for (size_t i = 0; i < cards.size() && i < L.hand.size(); ++i) {
    if (static_cast<int>(i) == d.dragging || (i < d.hidden_hand.size() && d.hidden_hand[i]) || !is_marked(d, cards[i])) continue;
    Rect card = L.hand[i], ring = card;
    if (i + 1 < L.hand.size() && L.hand[i + 1].y == card.y) ring.w = std::min(ring.w, L.hand[i + 1].x - ring.x);
    if (d.hand->selected(static_cast<int>(i))) card.y = ring.y = card.y - L.card_h * kSelectedRise;
    mark(r, d, cards[i], card, ring);
  }
  if (d.focus && d.focus->kind != TargetKind::kNone) draw_focus_ring(r, t, d.focus->rect, L.scale);
}

}  // namespace canasta::frontend
