// English interface strings, in the order of enum S (strings.h).
#include "frontend/strings.h"

namespace canasta::frontend {

const StringTable kStringsEn = {
    // Buttons
    "Meld", "Discard", "Go out?", "Yes", "No", "Hint", "Sort", "Undo", "Pass", "New", "Log", "Rules",
    "Options", "Next deal", "Start", "Close", "Take",
    // Table
    "You", "Us", "Them", "{0} in stock", "{0} in pile", "FROZEN", "needs {0}", "sits out", "{0} cards",
    "Your turn: draw from the stock or take the pile.", "Your turn: meld, then discard.",
    "{0} is thinking\xE2\x80\xA6", "{0} asks: may I go out?", "Your partner says yes: go out this turn.",
    "Your partner says no: keep a card this turn.", "Answer your partner: Yes or No.",
    "The stock is empty: take the pile or pass.", "A red three was the last card: meld, then pass.",
    "Select cards to meld, or one card to discard.",
    // Move descriptions
    "{0} drew from the stock.", "{0} took the pile ({1} cards).", "{0} melded {1}.", "{0} discarded {1}.",
    "{0} asks: may I go out?", "{0} says yes.", "{0} says no.", "{0} passed.", "{0} went out!",
    "Hint: {0}", "The computer players' worker failed; this move was worked out on the page.",
    "Your last turn was taken back.", "There is no turn of yours to take back.",
    // Score sheet
    "Deal {0} is over", "Melds", "Canastas", "Red threes", "Going out", "Concealed", "Cards in hand",
    "This deal", "Total", "{0} win the game!", "Game over", "Deal",
    // New game and settings
    "New game", "Players", "Computer", "Beginner", "Standard", "Expert", "Rules", "Classic (1950)",
    "Three-pack", "Minimum 15 when below zero", "At most three wild cards", "110 cards, six jokers",
    "Two hands: draw two", "Allow undo", "Options", "Language", "Animations", "Off", "Fast", "Normal", "Slow",
    "Four-colour deck", "Colour-blind colours", "Moves", "Rules of Canasta",
    "Canasta is played with two packs and four jokers. Jokers and deuces are wild.\n"
    "On your turn draw from the stock, or take the whole discard pile when you can meld its top card "
    "with two cards from your hand (or add it to a meld of your side). Then meld if you wish, and "
    "discard one card.\n"
    "A meld is three or more cards of one rank with at least two natural cards and at most three wild "
    "cards. Seven cards make a canasta: 500 points natural, 300 mixed. Red threes are laid out at "
    "once and replaced; each is worth 100 (all four: 800).\n"
    "Your side's first meld must reach a minimum count: 50 from 0, 90 from 1,500, 120 from 3,000 "
    "points (15 below zero). Card values: joker 50, deuce and ace 20, king to eight 10, seven to four "
    "and black three 5.\n"
    "The pile is frozen while it holds a wild card or red three, and for a side that has not melded: "
    "then only two natural cards of the top card's rank take it. Black threes stop the next player.\n"
    "You may go out, by melding or discarding your last card, once your side has a canasta; going out "
    "is worth 100 (200 concealed). In partnerships you may first ask \"May I go out?\" and your "
    "partner's answer binds. Cards left in hand count against you. The first side to 5,000 wins.",
    "New deal",
};

}  // namespace canasta::frontend
