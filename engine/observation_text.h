// One seat's Observation as one line of text, and back: what the page sends
// the bot worker (never the full state).
//
// The line is the position notation (notation.h) of the seat's view, with
// three fields first and two left out:
//   seat=2              the observing seat
//   sizes=11,9,12,11    every seat's hand size, seat by seat
//   stocksize=41        the number of cards in the stock
//   hand<p>=...         for another seat: only its publicly known cards (the
//                       same as known<p>) while the deal goes on; the whole
//                       hand once the deal is over and hands are shown
//   (no stock=, no seed=: the stock's order and the game seed, which would
//   reveal every hidden card, are never sent)
//   pile=xx,xx,...,Kd   the pot's face-down cards (down=) and bonus cards set
//   bonus<p>=xx,xx      aside are written "xx": nobody has seen them
// Any other field means what it means in the notation.
//
// parse_observation_text rebuilds the Observation exactly: it places unseen
// cards in the hidden places (a fixed filling, never looked at) and takes the
// observation of that position, so to_text(parse(t)) == t.
#pragma once

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/observation.h"

namespace canasta {

std::string to_observation_text(const Observation& obs);
Parsed<Observation> parse_observation_text(std::string_view text);

}  // namespace canasta
