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
    "This deal", "Total", "Winner: {0}", "Game over", "Deal",
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
    // The player's own moves and hints
    "You drew from the stock.", "You took the pile ({0} cards).", "You melded {0}.", "You discarded {0}.",
    "You ask: may I go out?", "You say yes.", "You say no.", "You passed.", "You went out!",
    "draw from the stock.", "take the pile.", "meld {0}.", "discard {0}.", "ask your partner \"May I go out?\"",
    "answer yes.", "answer no.", "pass.", "You win the game!", "Joker",
    // Taking the pile
    "Take the pile: which cards from your hand?", "with {0}", "and meld {0}",
    // The engine's reasons (patterns of engine/verdict.cpp's sentences)
    "The game is over.", "The deal is over: start the next deal.",
    "Your partner must first answer \"May I go out?\" with yes or no.", "Nobody has asked \"May I go out?\".",
    "You have already drawn this turn.", "Draw from the stock or take the pile first.",
    "The stock is exhausted: take the discard or pass.", "The discard pile is empty.",
    "The pile is topped by a wild card, so it may not be taken.",
    "The pile is topped by a black three, so it may not be taken.",
    "The pile is topped by a red three, so it may not be taken.",
    "The pile is frozen: you need two natural {0} from your hand.",
    "The pile is frozen for your side until it melds: you need two natural {0} from your hand.",
    "Your side has no meld of {0} to add the top card to: show two cards from your hand with it.",
    "To take the pile, show two natural {0}, or one natural {1} and one wild card, from your hand.",
    "Extra groups with a pickup are only for an initial meld: meld them after taking the pile.",
    "Your initial meld counts {0} but your side needs {1}.",
    "With one card in the pile and one in your hand you may not take the pile and go out.",
    "You cannot go out: your side needs {0} first.",
    "Your side lacks {0} to go out, so you must keep a card after discarding.",
    "Your partner said no: you may not go out this turn.",
    "Your partner said yes: you must go out this turn, discarding only your last card.",
    "Your partner said yes: this meld would leave you unable to go out this turn.",
    "You do not hold the {0}.", "You do not hold all of those cards.", "Red threes are never melded.",
    "Black threes may be melded only in the turn you go out.", "Black threes may not be melded with wild cards.",
    "Put all the {0} of a move in one group.", "A meld of {0} needs at least two natural cards.",
    "A meld of {0} needs at least three cards.",
    "A meld of {0} may hold at most three wild cards until it is a canasta.",
    "A meld of {0} may hold at most three wild cards.",
    "Wild cards may not be melded alone: your side has no meld of {0} for them to join.",
    "Name the cards to meld.",
    "You drew a red three as the last card of the stock: you may meld, then pass, but not discard.",
    "You may pass only when the stock is exhausted, or after drawing a red three as its last card.",
    "The stock is exhausted and the discard fits a meld of your side: you must take it.",
    "You have no partner to ask.", "You have already asked this turn.",
    "You may ask \"May I go out?\" only after drawing from the stock and before melding.",
    "You may ask \"May I go out?\" only when you can go out this turn.",
    "After drawing a red three as the last card of the stock there is no going out to ask about: meld if you "
    "wish, then pass.",
    "Answer your partner's question with yes or no.", "That move is not allowed.",
    // Ranks in the plural, canastas
    "aces", "kings", "queens", "jacks", "tens", "nines", "eights", "sevens", "sixes", "fives", "fours", "threes",
    "deuces", "jokers", "a canasta", "{0} canastas",
};

}  // namespace canasta::frontend
