// Position notation (engine/notation.h) of the american and uruguayan
// presets: impossible states are refused with the rule that makes them so
// (issue 13), and each refusal has a possible neighbour that is accepted.
#include <doctest/doctest.h>

#include <string>

#include "engine/notation.h"

namespace notation_presets_test {

using namespace canasta;

namespace {

std::string error_of(const std::string& text) {
  Parsed<GameState> p = parse_notation(text);
  return p.ok() ? "" : p.error;
}

const std::string kAmerican = "variant=american ";
const std::string kUruguayan = "variant=uruguayan players=2 ";

}  // namespace

TEST_CASE("Notation - a field of another preset is refused, naming the preset that has it") {
  CHECK(error_of("hand0=Kc bonus0=Kd") ==
        "Field \"bonus0\" is not used by these rules (it holds bonus cards set aside (MA-41), a rule of american only).");
  CHECK(error_of("hand0=Kc black31=3c") ==
        "Field \"black31\" is not used by these rules (it holds black threes laid out (MA-10), a rule of american "
        "only).");
  CHECK(error_of("hand0=Kc opened=-") ==
        "Field \"opened\" is not used by these rules (it holds how the initial meld was made this turn, a rule of "
        "american and uruguayan only).");
  CHECK(error_of(kAmerican + "hand0=Kc pot=0") ==
        "Field \"pot\" is not used by these rules (it holds whether the pot was taken this deal (UY-22), a rule of "
        "uruguayan only).");
  CHECK(error_of(kAmerican + "hand0=Kc down=") ==
        "Field \"down\" is not used by these rules (it holds the pot's face-down cards (UY-06), a rule of uruguayan "
        "only).");
  CHECK(error_of(kAmerican + "hand0=Kc oneturn0=") ==
        "Field \"oneturn0\" is not used by these rules (it holds concealed canastas (UY-15), a rule of uruguayan "
        "only).");
  CHECK(error_of(kAmerican + "hand0=Kc potslots=") ==
        "Field \"potslots\" is not used by these rules (it holds the meld that took the pot's top this turn (UY-15), "
        "a rule of uruguayan only).");
  CHECK(error_of(kAmerican + "hand0=Kc pure=") ==
        "Field \"pure\" is not used by these rules (it holds the pure canastas at the turn's start (UY-41), a rule of "
        "uruguayan only).");
  CHECK(error_of(kUruguayan + "hand0=Kc bonus1=") ==
        "Field \"bonus1\" is not used by these rules (it holds bonus cards set aside (MA-41), a rule of american "
        "only).");
  const std::string special =
      "Field \"special\" is not used by these rules (it holds the special hand declared (MA-60), a rule of american "
      "only, without option nospecials).";
  CHECK(error_of(kUruguayan + "hand0=Kc special=-") == special);
  CHECK(error_of(kAmerican + "options=nospecials hand0=Kc special=-") == special);
  // Each preset reads its own fields, and an unknown word stays unknown.
  CHECK(error_of(kAmerican + "hand0=Kc bonus1= black30=3c opened=- special=-") == "");
  CHECK(error_of(kUruguayan + "hand0=Kc pot=0 down= oneturn1= potslots= pure= opened=-") == "");
  CHECK(error_of(kAmerican + "hand0=Kc bonus=Kd") == "Unknown field \"bonus\".");
}

TEST_CASE("Notation - melds the american and uruguayan presets cannot hold are refused") {
  // MA-20: seven cards at most, wild melds too; MA-24: sevens never wild.
  CHECK(error_of(kAmerican + "hand0=Qc melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks") == "");
  CHECK(error_of(kAmerican + "hand0=Qc melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Ks") ==
        "The meld \"Kc,Kc,Kd,Kd,Kh,Kh,Ks,Ks\" in melds0 is not a valid meld.");
  CHECK(error_of(kAmerican + "hand0=Kc melds0=2c,2c,2d,2d,2h,2h,Jk") == "");
  CHECK(error_of(kAmerican + "hand0=Kc melds0=2c,2c,2d,2d,2h,2h,Jk,Jk") ==
        "The meld \"2c,2c,2d,2d,2h,2h,Jk,Jk\" in melds0 is not a valid meld of wild cards.");
  // A natural card makes a meld of its rank, where two wild cards at most go.
  CHECK(error_of(kAmerican + "hand0=Kc melds0=Kc,Kd,2c,2d") == "");
  CHECK(error_of(kAmerican + "hand0=Kc melds0=Kc,2c,2d,2h") == "The meld \"Kc,2c,2d,2h\" in melds0 is not a valid meld.");
  CHECK(error_of(kAmerican + "hand0=Kc melds0=7c,7d,2c") == "The meld \"7c,7d,2c\" in melds0 may hold no wild card.");
  // MA-23: the first canasta of a rank makes it dead for both sides (two
  // canastas of kings would need ten: the dead rank is the reason given).
  CHECK(error_of(kAmerican + "hand0=Qc melds0=Kc,Kc,Kd,Kd,Kh melds1=Kh,Ks,Ks,2c,2d") == "");
  CHECK(error_of(kAmerican + "hand0=Qc melds0=Kc,Kc,Kd,Kd,Kh,2h,2s melds1=Kh,Ks,Ks,Kc,Kd,2c,2d") ==
        "Both sides cannot complete a canasta of one rank: the first makes the rank dead.");
  // MA-10: threes are bonus cards, two of each kind in the pack.
  CHECK(error_of(kAmerican + "hand0=Kc melds0=3c,3c,3s") == "Threes are never melded (melds0).");
  CHECK(error_of(kAmerican + "hand0=Kc red30=3h black30=3h") == "black30 may hold only black threes.");
  CHECK(error_of(kAmerican + "hand0=Kc black30=3c,3c,3s black31=3s") == "");
  CHECK(error_of(kAmerican + "hand0=Kc black30=3c,3c,3s black31=3s,3s") ==
        "Too many copies of 3s: the pack holds 2.");
  // UY-10: natural cards outnumber wild ones; UY-11: canastas grow unless cap7.
  CHECK(error_of(kUruguayan + "hand0=Qc melds0=Kc,Kd,Kh,2c,2d") == "");
  CHECK(error_of(kUruguayan + "hand0=Qc melds0=Kc,Kd,2c,2d") == "The meld \"Kc,Kd,2c,2d\" in melds0 is not a valid meld.");
  CHECK(error_of(kUruguayan + "hand0=Qc melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Ks") == "");
  CHECK(error_of(kUruguayan + "options=cap7 hand0=Qc melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Ks") ==
        "The meld \"Kc,Kc,Kd,Kd,Kh,Kh,Ks,Ks\" in melds0 is not a valid meld.");
  CHECK(error_of("hand0=Kc melds0=2c,2d,Jk") == "A meld in melds0 has no natural card.");
}

TEST_CASE("Notation - MA-41 bonus cards: how many, whose and when") {
  // Seat 1 made side 1's initial meld and discarded; seat 0 is in turn.
  const std::string side1 = kAmerican + "hand0=Kc hand1=Qc melds1=Qd,Qh,Qs ";
  CHECK(error_of(side1 + "bonus1=4c,5c,6c,8c") == "");
  CHECK(error_of(side1 + "bonus1=4c,5c") ==
        "bonus1 holds 2 cards: the player who makes his side's initial meld sets aside 4 bonus cards, or 3 when the "
        "other side has melded (MA-41).");
  CHECK(error_of(side1 + "bonus1=4c,5c,6c") ==
        "bonus1 holds 3 cards, the count for the second side to meld, but no other side has melded (MA-41).");
  CHECK(error_of(side1 + "bonus1=4c,5c,6c melds0=Kd,Kh,Ks") == "");
  CHECK(error_of(side1 + "bonus1=4c,5c,6c,8c melded=3") ==
        "bonus1: bonus cards are set aside after the discard of the player who made his side's initial meld (MA-41), "
        "so melded= and played= list seat 1.");
  CHECK(error_of(side1 + "bonus1=4c,5c,6c,8c played=0") ==
        "bonus1: bonus cards are set aside after the discard of the player who made his side's initial meld (MA-41), "
        "so melded= and played= list seat 1.");
  // MA-11: the melder laid out his threes when his side melded.
  CHECK(error_of(kAmerican + "hand0=Kc hand1=3c,Qc melds1=Qd,Qh,Qs bonus1=4c,5c,6c,8c") ==
        "hand1 holds a three while bonus cards are set aside for it: the player who melded laid out his threes "
        "(MA-11).");
  CHECK(error_of(kAmerican + "hand0=Kc hand3=3c,Qc melds1=Qd,Qh,Qs bonus1=4c,5c,6c,8c") == "");
  // They join the hand when the owner's next turn begins.
  CHECK(error_of(kAmerican + "hand0=Kc melds0=Qd,Qh,Qs bonus0=4c,5c,6c,8c") ==
        "bonus0: the player in turn has no bonus cards set aside; they join his hand when his turn begins (MA-41).");
  // One melder per side; the first side to meld gets 4, the other 3.
  const std::string both = kAmerican + "hand0=Kc melds0=Kd,Kh,Ks melds1=Qd,Qh,Qs ";
  CHECK(error_of(both + "bonus1=4c,5c,6c,8c bonus2=4d,5d,6d") == "");
  CHECK(error_of(both + "bonus1=4c,5c,6c,8c bonus2=4d,5d,6d,8d") ==
        "bonus1 and bonus2 both hold 4 cards: the first side to meld gets 4 and the other 3 (MA-41).");
  CHECK(error_of(both + "bonus1=4c,5c,6c,8c bonus3=4d,5d,6d") ==
        "bonus1 and bonus3: only the player who makes his side's initial meld gets bonus cards (MA-41).");
}

TEST_CASE("Notation - MA-04, MA-10, MA-14: threes never reach the pile; a last-card three ends the play") {
  CHECK(error_of(kAmerican + "hand0=Kc pile=5c,2s") == "");
  CHECK(error_of(kAmerican + "hand0=Kc pile=5c,3s") ==
        "The pile holds a three: no upcard is turned and threes are never discarded (MA-04, MA-10).");
  CHECK(error_of(kAmerican + "hand0=Kc phase=play lastred3=1") ==
        "lastred3=1 does not happen here: a three drawn as the stock's last card ends the play at once (MA-14), "
        "end=red3.");
  CHECK(error_of("hand0=Kc phase=play lastred3=1 stock=") == "");  // Classic: law 55
  // ...and there, too, the red three was the stock's last card (passing
  // from this position ended a deal the notation then refused: found by
  // the position fuzzer).
  CHECK(error_of("hand0=Kc phase=play lastred3=1 stock=4c") ==
        "lastred3=1: the player drew a red three as the stock's last card, so stock= is empty.");
  const std::string ended = kAmerican + "phase=over end=red3 ";
  CHECK(error_of(ended + "hand0=Kc,3c stock=") == "");
  const std::string why =
      "end=red3: the play ended on a three drawn as the stock's last card (MA-14), so the stock is empty and the "
      "three is in hand0.";
  CHECK(error_of(ended + "hand0=Kc,3c") == why);
  CHECK(error_of(ended + "hand0=Kc stock=") == why);
}

TEST_CASE("Notation - MA-60, MA-61: a declared special hand") {
  const std::string straight = "Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Jk";
  const std::string base = kAmerican + "turn=1 phase=over end=special hand0=Kd hand1=" + straight + " ";
  CHECK(error_of(base + "out=1 special=straight") == "");
  CHECK(error_of(base + "out=0 special=straight") == "end=special: out= names the player in turn, who declared it.");
  CHECK(error_of(base + "out=1 special=straight melds1=Qd,Qh,Qs") ==
        "end=special: a special hand is declared only by a player whose side has not melded (MA-60).");
  CHECK(error_of(base + "out=1 special=pairs") == "end=special: hand1 is not the special hand pairs (MA-61).");
  CHECK(error_of(base + "out=1 special=straight concealed=1") ==
        "end=special: declaring a special hand is not going out concealed.");
}

TEST_CASE("Notation - UY-06: the pot's face-down cards") {
  const std::string base = kUruguayan + "hand0=Kc ";
  const std::string why = " (UY-06): down= lists the bottom 6 positions and the one above each prize turned up.";
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,Ah,Kd,8c down=0,1,2,3,4,5,7") == "");
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,8h,9c down=0,1,2,3,4,5") == "");
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,8h down=0,1,2") == "The pot lies 6 cards face down" + why);
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,Qh,Kd,8c down=0,1,2,3,4,5,7") ==
        "A face-down card lies on Qh, which is not a prize" + why);
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c down=0,1,2,3,4,5") ==
        "The pot's face-down cards lie under a face-up one" + why);
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,8h,9c,Tc down=0,1,2,3,4,5,8") ==
        "A discard lies face down in the pile" + why);
}

TEST_CASE("Notation - the turn of the initial meld: opened, started, potslots, oneturn") {
  const std::string american = kAmerican + "hand0=Kc,5c phase=play melds0=Qd,Qh,Qs ";
  CHECK(error_of(american + "started=Q opened=hand") == "");
  CHECK(error_of(american + "opened=hand") ==
        "opened= says the side in turn made its first meld this turn, so started= names every one of its melds.");
  CHECK(error_of(american + "started=Q opened=hand premelded=1") ==
        "opened= says the side in turn had not melded before this turn, so premelded=0.");
  CHECK(error_of(american + "started=Q") ==
        "started= names every meld of the side in turn (Q), so it made its first meld this turn: opened= says how "
        "(hand or pile).");
  CHECK(error_of(american + "started=Q opened=pile") == "");
  CHECK(error_of(american + "started=Q opened=pile pile=5h") ==
        "The player in turn took the pile this turn (opened=pile or potslots=), so it is empty until his discard.");

  const std::string uruguayan = kUruguayan + "hand0=Kc,5c phase=play melds0=Qd,Qh,Qs ";
  CHECK(error_of(uruguayan + "started=Q opened=pile potslots=Q pot=1") == "");
  CHECK(error_of(kUruguayan + "hand0=Kc,5c phase=play melds0=Qd,Qh,Qs/Jd,Jh,Js started=Q,J opened=pile potslots=Q,J "
                              "pot=1") == "potslots= names one rank at most: a turn takes the pot once.");
  CHECK(error_of(kUruguayan + "hand0=Kc,5c melds0=Qd,Qh,Qs potslots=Q pot=1") ==
        "potslots= names a meld that took the pot's top this turn, which is not taken before the draw.");
  CHECK(error_of(uruguayan + "started=Q opened=pile potslots=Q") ==
        "potslots= says the pot was taken this turn, so pot=1.");
  CHECK(error_of(uruguayan + "started=Q opened=pile pot=1") ==
        "opened=pile: potslots= names the meld that took the pot's top.");
  CHECK(error_of(uruguayan + "started=Q opened=hand potslots=Q pot=1") ==
        "opened=hand: the side opened without the pot, and the pot is taken only before any meld of the turn, so "
        "potslots= is empty.");
  // UY-15: the canastas laid from the hand in the opening turn are concealed.
  const std::string kings = kUruguayan + "hand0=5c,6d phase=play melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh started=K ";
  CHECK(error_of(kings + "opened=hand oneturn0=K") == "");
  CHECK(error_of(kings + "opened=hand") ==
        "oneturn0 must be K: the side opened this turn, and the canastas it laid from the hand in it are concealed "
        "(UY-15).");
  CHECK(error_of(kings + "opened=pile potslots=K pot=1") == "");
  CHECK(error_of(kings + "opened=pile potslots=K pot=1 oneturn0=K") ==
        "oneturn0 must be empty: the side opened this turn, and the canastas it laid from the hand in it are "
        "concealed (UY-15).");
}

TEST_CASE("Notation - UY-41: the pure canastas when the turn began") {
  const std::string kings = kUruguayan + "hand0=5c,6d melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh ";
  CHECK(error_of(kings + "pure=K") == "");
  CHECK(error_of(kings) == "");  // the default
  CHECK(error_of(kings + "pure=") ==
        "pure= must be K: before the draw the pure canastas of the side in turn are those it had when the turn "
        "began (UY-41).");
  // After the draw pure= is read as written: the seventh king may have come
  // this turn.
  CHECK(error_of(kings + "phase=play pure=") == "");
  CHECK(error_of(kings + "phase=play started=K opened=hand oneturn0=K") == "");
  CHECK(error_of(kings + "phase=play started=K opened=hand oneturn0=K pure=K") ==
        "pure= names a meld started this turn (started=), which was no canasta when it began.");
}

TEST_CASE("Notation - a deal ended by going out: the player in turn, empty-handed, with the canastas needed") {
  const std::string kings = "Kc,Kd,Kh,Ks,Kc,Kd,Kh", queens = "Qc,Qd,Qh,Qs,Qc,Qd,2h";
  // Law 46: one canasta in Classic.
  const std::string classic = "phase=over end=out hand1=5c melds0=" + kings + " ";
  CHECK(error_of(classic + "out=0") == "");
  CHECK(error_of(classic + "out=2") == "end=out: out= names the player in turn, who went out.");
  CHECK(error_of(classic + "out=0 hand0=4c") == "end=out: hand0 is empty, since its player went out.");
  CHECK(error_of("phase=over end=out out=0 hand1=5c melds0=Kc,Kd,Kh") ==
        "end=out: side 0 has 0 canastas, and going out needs 1.");
  // MA-50..52: two canastas, a discard, no incomplete sevens, pure aces or
  // wild meld.
  const std::string american = kAmerican + "phase=over end=out out=0 hand1=5c pile=9c melds0=" + kings + "/" + queens;
  CHECK(error_of(american) == "");
  CHECK(error_of(kAmerican + "phase=over end=out out=0 hand1=5c pile=9c melds0=" + kings + "/Qc,Qd,Qh") ==
        "end=out: side 0 has 1 canastas, and going out needs 2.");
  CHECK(error_of(american + "/7c,7d,7h") ==
        "end=out: no side goes out with an incomplete meld of pure aces, sevens or wild cards (MA-52).");
  CHECK(error_of(american + "/Ac,Ad,Ah") ==
        "end=out: no side goes out with an incomplete meld of pure aces, sevens or wild cards (MA-52).");
  CHECK(error_of(american + "/Ac,Ad,2d") == "");  // a mixed ace meld is no bar
  CHECK(error_of(american + "/2c,2d,2s") ==
        "end=out: no side goes out with an incomplete meld of pure aces, sevens or wild cards (MA-52).");
  CHECK(error_of(kAmerican + "phase=over end=out out=0 hand1=5c melds0=" + kings + "/" + queens) ==
        "end=out: the player went out with a discard (MA-51), so the pile is not empty.");
  // UY-40: a pure canasta and a mixed one.
  const std::string uruguayan = kUruguayan + "phase=over end=out out=0 hand1=5c pot=1 melds0=" + kings + "/";
  CHECK(error_of(uruguayan + queens) == "");
  CHECK(error_of(uruguayan + "Qc,Qd,Qh,Qs,Qc,Qd,Qh") ==
        "end=out: going out needs a pure and a mixed canasta on the side (UY-40).");
}

TEST_CASE("Notation - UY-05, UY-26: a red three shows in the pile only as the pot's top") {
  const std::string base = kUruguayan + "hand0=Kc ";
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,3h,8s down=0,1,2,3,4,5") == "");
  CHECK(error_of(base + "pile=4c,5d,6h,9s,Qh,6c,3h,8s,3d down=0,1,2,3,4,5") ==
        "A red three lies face up in the pile where no discard puts it: red threes are laid out, never discarded "
        "(UY-05); one shows only as the pot's top turned up at the deal.");
  CHECK(error_of(base + "pile=3h,5d,6h,9s,Qh,6c,8s down=0,1,2,3,4,5") == "");  // face down
  CHECK(error_of(base + "pile=8s,3h pot=1") ==
        "A red three lies face up in the pile where no discard puts it: red threes are laid out, never discarded "
        "(UY-05); one shows only as the pot's top turned up at the deal.");
  CHECK(error_of(base + "pile=8s,3s pot=1") == "");  // a black three is a stopper (UY-24)
}

TEST_CASE("Notation - a deal ended with the stock exhausted has no stock left") {
  // Law 45, MA-55, UY-28: the pass; law 55: a red three as the last card.
  CHECK(error_of("hand0=Kc phase=over end=stock stock=") == "");
  CHECK(error_of("hand0=Kc phase=over end=stock stock=4d") ==
        "end=stock: the play ended with the stock exhausted, so stock= is empty.");
  CHECK(error_of(kAmerican + "hand0=Kc phase=over end=stock") ==
        "end=stock: the play ended with the stock exhausted, so stock= is empty.");
  CHECK(error_of(kUruguayan + "hand0=Kc phase=over end=stock pot=1 stock=") == "");
  CHECK(error_of("hand0=Kc phase=over end=red3 stock=") == "");
  CHECK(error_of("hand0=Kc phase=over end=red3 stock=4d") ==
        "end=red3: the play ended on a red three drawn as the stock's last card, so stock= is empty.");
}

TEST_CASE("Notation - known cards came with the pile, whose taker melded its top card") {
  CHECK(error_of("hand0=Kc,5d known0=Kc melds0=Qc,Qd,Qh") == "");
  CHECK(error_of("hand0=Kc,5d known0=Kc") ==
        "known0 lists cards taken with the pile, whose taker melded its top card, so melded= lists seat 0.");
  CHECK(error_of("hand0=Kc,5d known0=Kc melds0=Qc,Qd,Qh melded=2") ==
        "known0 lists cards taken with the pile, whose taker melded its top card, so melded= lists seat 0.");
  // UY-20: in Uruguayan the pile is the pot.
  CHECK(error_of(kUruguayan + "hand0=Kc,5d known0=Kc melds0=Qc,Qd,Qh pot=1") == "");
  CHECK(error_of(kUruguayan + "hand0=Kc,5d known0=Kc melds0=Qc,Qd,Qh") ==
        "known0 lists cards taken with the pot, so pot=1 (UY-20).");
}

TEST_CASE("Notation - american and uruguayan lines print their own fields in canonical order") {
  const std::string american =
      "variant=american options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 scores=0,0 "
      "hand0=Kc,5c hand1=Qc hand2= hand3=Jc,3s known0= known1= known2= known3= bonus0= bonus1=8c,6c,5c,4c bonus2= "
      "bonus3= melds0=Kd,Kh,Ks melds1=Qd,Qh,Qs/2c,2d,Jk red30=3h red31= black30= black31=3c pile=9c stock=7d,8d "
      "melded=0,1,2,3 played=0,1,2,3 started=K added=0 premelded=0 opened=hand lastred3=0 out=- concealed=0 "
      "end=none special=- seed=3";
  Parsed<GameState> a = parse_notation(american);
  REQUIRE(a.ok());
  CHECK(to_notation(*a.value) == american);
  CHECK(a.value->bonus_cards(1).size() == 4);
  CHECK(a.value->black_threes(1) == 1);
  CHECK(a.value->meld(1, Rank::Two).size() == 3);  // the wild meld
  CHECK(a.value->opened() == Opened::FromHand);
  const std::string uruguayan =
      "variant=uruguayan options= players=2 deal=0 dealer=1 turn=0 phase=draw answer=none askdraw=0 scores=0,0 "
      "hand0=Kc hand1= known0= known1= melds0= melds1= red30= red31= oneturn0= oneturn1= "
      "pile=4c,5d,6h,9s,Qh,6c,Ah,Kd,3h,8c down=0,1,2,3,4,5,7 pot=0 stock= melded= played=0,1 started= added=0 "
      "premelded=0 opened=- pure= potslots= lastred3=0 out=- concealed=0 end=none seed=5";
  Parsed<GameState> u = parse_notation(uruguayan);
  REQUIRE(u.ok());
  CHECK(to_notation(*u.value) == uruguayan);
  CHECK(u.value->pile_face_down(7));
  CHECK_FALSE(u.value->pile_face_down(8));
  CHECK_FALSE(u.value->pot_taken());
}

}  // namespace notation_presets_test
