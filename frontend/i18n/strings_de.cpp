// German interface strings, keyed by enum S (strings.h); a missing
// entry falls back to English. Canasta words as German players say them:
// Talon (stock), Stapel (discard pile), auslegen (meld), ausgehen (go out),
// wilde Karten (jokers and deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

constinit const StringTable kStringsDe = make_string_table({
    {S::kMeld, "Auslegen"},
    {S::kDiscard, "Abwerfen"},
    {S::kGoOut, "Partner fragen"},
    {S::kYes, "Ja"},
    {S::kNo, "Nein"},
    {S::kHint, "Tipp"},
    {S::kSort, "Sortieren"},
    {S::kUndo, "Zurück"},
    {S::kPass, "Passen"},
    {S::kNew, "Neu"},
    {S::kLog, "Verlauf"},
    {S::kRules, "Regeln"},
    {S::kSettings, "Optionen"},
    {S::kNextDeal, "Nächste Runde"},
    {S::kStart, "Start"},
    {S::kClose, "Schließen"},
    {S::kTake, "Nehmen"},
    {S::kYou, "Du"},
    {S::kUs, "Wir"},
    {S::kThem, "Gegner"},
    {S::kStockCount, "{0} im Talon"},
    {S::kPileCount, "{0} im Stapel"},
    {S::kFrozen, "EINGEFROREN"},
    {S::kNeeds, "braucht {0}"},
    {S::kSittingOut, "setzt aus"},
    {S::kCardsInHand, "{0} Karten"},
    {S::kYourTurnDraw, "Du bist dran: Ziehe vom Talon oder nimm den Stapel."},
    {S::kYourTurnPlay, "Du bist dran: Lege aus, dann wirf eine Karte ab."},
    {S::kThinking, "{0} überlegt…"},
    {S::kPartnerAsks, "{0} fragt: Darf ich ausgehen?"},
    {S::kSaidYes, "Dein Partner sagt Ja: Geh in diesem Zug aus."},
    {S::kSaidNo, "Dein Partner sagt Nein: Behalte in diesem Zug eine Karte."},
    {S::kYourAnswer, "Antworte deinem Partner: Ja oder Nein."},
    {S::kStockOutChoice, "Der Talon ist leer: Nimm den Stapel oder passe."},
    {S::kRedThreeLast, "Eine rote Drei war die letzte Karte: Lege aus, dann passe."},
    {S::kSelectHint, "Wähle Karten zum Auslegen oder eine Karte zum Abwerfen."},
    {S::kDrew, "{0} zieht vom Talon."},
    {S::kTookPile, "{0} nimmt den Stapel ({1} Karten)."},
    {S::kMelded, "{0} legt {1} aus."},
    {S::kDiscarded, "{0} wirft {1} ab."},
    {S::kAsked, "{0} fragt: Darf ich ausgehen?"},
    {S::kAnsweredYes, "{0} sagt Ja."},
    {S::kAnsweredNo, "{0} sagt Nein."},
    {S::kPassed, "{0} passt."},
    {S::kWentOut, "{0} geht aus!"},
    {S::kHintIs, "Tipp: {0}"},
    {S::kWorkerFallback, "Der Rechner der Computerspieler ist ausgefallen; dieser Zug wurde auf der Seite berechnet."},
    {S::kUndone, "Dein letzter Zug wurde zurückgenommen."},
    {S::kNothingToUndo, "Es gibt keinen Zug von dir, der sich zurücknehmen lässt."},
    {S::kDealOver, "Runde {0} ist vorbei"},
    {S::kMeldsLine, "Auslagen"},
    {S::kCanastasLine, "Canastas"},
    {S::kRedThreesLine, "Rote Dreien"},
    {S::kGoingOutLine, "Ausgehen"},
    {S::kConcealedLine, "Verdeckt ausgegangen"},
    {S::kHandsLine, "Karten auf der Hand"},
    {S::kDealLine, "Diese Runde"},
    {S::kTotalLine, "Gesamt"},
    {S::kWins, "Gewinner: {0}"},
    {S::kGameOver, "Spielende"},
    {S::kDeal, "Runde"},
    {S::kNewGameTitle, "Neues Spiel"},
    {S::kPlayers, "Spieler"},
    {S::kLevel, "Computer"},
    {S::kBeginner, "Anfänger"},
    {S::kStandard, "Standard"},
    {S::kExpert, "Experte"},
    {S::kMaster, "Meister"},
    {S::kVariant, "Regeln"},
    {S::kClassic, "Klassisch (1950)"},
    {S::kThreePack, "Drei Kartenspiele"},
    {S::kOptMin15, "Mindestens 15 unter null"},
    {S::kOptWild3, "Höchstens drei wilde Karten"},
    {S::kOptJokers6, "110 Karten, sechs Joker"},
    {S::kOptDrawTwo, "Zu zweit: zwei Karten ziehen"},
    {S::kOptUndo, "Zurücknehmen erlauben"},
    {S::kAmerican, "Amerikanisch"},
    {S::kUruguayan, "Uruguayisch"},
    {S::kAboutClassic, "Die Regeln von 1950: 2 bis 6 Spieler, Partner bei 4 und 6."},
    {S::kAboutThreePack, "Sechs Spieler in drei Paaren, drei Kartenspiele, Partie bis 10.000."},
    {S::kAboutAmerican, "Modern-Amerikanisch: vier Spieler, Auslagen mit höchstens 7 Karten, wilde Auslagen, zwei Canastas zum Ausgehen."},
    {S::kAboutUruguayan, "2 bis 4 Spieler: ein Pott unter dem Stapel, eine reine und eine gemischte Canasta zum Ausgehen."},
    {S::kOptCleanTriple, "Die erste Auslage braucht einen natürlichen Drilling"},
    {S::kOptNoSplash, "Kein Splash: Eine Canasta erlässt das Minimum nicht"},
    {S::kOptNoSpecials, "Keine Sonderhände"},
    {S::kOptWild2500, "Eine unvollständige Auslage aus vier Jokern kostet 2.500"},
    {S::kOptCap7, "Höchstens sieben Karten in einer Auslage"},
    {S::kOptAlwaysFrozen, "Der Stapel ist immer eingefroren"},
    {S::kOptQuick, "Kurze Partie: 5.000 Punkte"},
    {S::kBlackThreesLine, "Schwarze Dreien"},
    {S::kPenaltiesLine, "Strafen"},
    {S::kCanastaCountLine, "Bonus für die Zahl der Canastas"},
    {S::kSpecialHandLine, "Sonderhand"},
    {S::kCardsInHandOne, "{0} Karte"},
    {S::kTookPileOne, "{0} nimmt den Stapel ({1} Karte)."},
    {S::kYouTookPileOne, "Du nimmst den Stapel ({0} Karte)."},
    {S::kDoAddTo, "lege {0} an die {1} an."},
    {S::kWildsNoMeld, "Wilde Karten kommen an eine Auslage: Deine Seite hat keine, an die sie jetzt dürfen."},
    {S::kChooseMeldFor, "An welche Auslage kommen die wilden Karten?"},
    {S::kUndoOff, "Zurücknehmen ist in dieser Partie aus: schalte es in den Optionen ein."},
    {S::kAbandonNote, "Eine Partie läuft: Sie bleibt unter Partien. Drücke noch einmal Start für eine neue."},
    {S::kStartAnyway, "Trotzdem starten"},
    {S::kMirrorTable, "Der Tisch in Worten"},
    {S::kMirrorHand, "Deine Hand"},
    {S::kMirrorSelected, "gewählt"},
    {S::kMirrorMelds, "{0}: Auslagen"},
    {S::kMirrorMeld, "{0}: {1} Karten"},
    {S::kMirrorWilds, "{0} wild"},
    {S::kMirrorCanasta, "Canasta"},
    {S::kMirrorNoMelds, "keine Auslagen"},
    {S::kMirrorPile, "Stapel: {0} Karten, oben {1}"},
    {S::kMirrorPileEmpty, "Stapel: leer"},
    {S::kMirrorStock, "Talon: {0} Karten"},
    {S::kMirrorSheet, "Punkteliste"},
    {S::kRulesControls, "Bedienung|Tippe oder klicke Karten deiner Hand an, um sie zu wählen. Ziehen: tippe auf den Talon "
         "(D). Stapel nehmen: tippe auf den Stapel (P). Auslegen: Karten wählen, dann Auslegen oder eine "
         "Auslage deiner Seite antippen (M). Abwerfen: eine Karte wählen, dann Abwerfen oder den Stapel "
         "antippen (X). Partner fragen: A, antworten mit Y oder N. Tipp: H. Sortieren: S. Zurück: U. "
         "Pfeiltasten und Tab bewegen den Fokus, Enter oder Leertaste lösen ihn aus, Esc hebt die Wahl auf, ? "
         "zeigt diese Tasten."},
    {S::kRulesAmerican, "Das Spiel|Modern-amerikanisches Canasta: vier Spieler in zwei Partnerschaften, zwei Kartenspiele "
         "mit vier Jokern, Partie bis 8.500. Joker und Zweien sind wild.\nAuslagen|Eine Auslage hat drei bis "
         "sieben Karten, mindestens zwei natürliche und höchstens zwei wilde. Hat sie fünf natürliche Karten "
         "(oder im Zug der ersten Auslage deiner Seite), darf sie wilde Karten nehmen. Siebenen nie; Asse "
         "nur, wenn sie in der ersten Auslage mit einer wilden Karte gelegt wurden. Wilde Karten allein "
         "bilden eine eigene Auslage. Ein vollendeter Rang ist für alle tot.\nDie erste Auslage|Sie braucht "
         "125 Punkte (155 ab 3.000, 180 ab 5.000) aus der Hand und eine reine Dreierauslage. Wer auf seiner "
         "Seite zuerst auslegt, bekommt im nächsten Zug Bonuskarten vom Talon: vier für die erste Seite, drei "
         "für die zweite.\nDer Stapel|Er ist immer eingefroren: nur zwei natürliche Karten vom Rang der "
         "obersten Karte nehmen ihn. Dreien werden nie abgeworfen, wilde Karten nur beim "
         "Ausgehen.\nAusgehen|Deine Seite braucht zwei Canastas und keine unvollständige Auslage aus "
         "Siebenen, Assen oder wilden Karten. Man geht mit einem Abwurf aus.\nWertung|Canastas: rein 500, "
         "gemischt 300, Siebenen oder Asse 2.500, wilde 2.000 bis 3.000. Unvollständige Siebenen, Asse oder "
         "wilde Auslagen kosten 2.000 bis 2.500; drei Asse oder Siebenen in einer Hand kosten 1.500. Dreien "
         "zählen für eine Seite mit zwei Canastas und gegen eine ohne."},
    {S::kRulesUruguayan, "Das Spiel|Uruguayisches Canasta: zwei bis vier Spieler (Partner zu viert), je fünfzehn Karten, zwei "
         "Kartenspiele mit vier Jokern, Partie bis 7.000. Joker und Zweien sind wild.\nDer Pott|Der Stapel "
         "beginnt als Pott: sechs verdeckte Karten unter einer offenen. Wer ihn in einer Runde zuerst nimmt, "
         "braucht ein natürliches Paar vom Rang der obersten Karte; später genügen eine natürliche und eine "
         "wilde Karte, oder die oberste Karte kommt an die Auslage deiner Seite. In der ersten Runde darf nur "
         "der erste Spieler ihn nehmen. Eine wilde Karte darauf kreuzt ihn: dann nimmt ihn nur ein "
         "natürliches Paar.\nAuslagen|Eine Auslage hat mindestens drei Karten, mehr natürliche als wilde. "
         "Wilde Karten allein dürfen eine eigene Auslage bilden. Dreien werden nie ausgelegt.\nDie erste "
         "Auslage|Sie braucht 50 Punkte (15 unter null, 90 ab 1.500, 120 ab 3.000). Eine Canasta, ganz aus "
         "der Hand gelegt, bevor deine Seite etwas ausgelegt hatte, zählt 1.000.\nAusgehen|Deine Seite "
         "braucht eine reine und eine gemischte Canasta, die reine schon zu Beginn deines Zugs auf dem Tisch. "
         "Ausgehen zählt 200.\nWertung|Canastas: rein 500, gemischt 300, wild 2.000 (3.000 nur Zweien). Fünf "
         "Canastas bringen 500, sieben 2.000. Ohne Canasta zählen ausgelegte Karten und rote Dreien gegen "
         "dich. Eine schwarze Drei in der Hand kostet 100."},
    {S::kIntroTitle, "Willkommen bei Canasta"},
    {S::kIntroText, "Du sitzt unten am Tisch. Zu viert oder zu sechst spielen deine Partner, mit Partner markiert, für deine Seite; die anderen spielen gegen dich.\nIn deinem Zug ziehst du vom Talon oder nimmst den Stapel, legst aus, wenn du "
         "kannst, und wirfst eine Karte ab. Tippe Karten deiner Hand an, um sie zu wählen, und nutze die "
         "Knöpfe: Auslegen, Abwerfen und Tipp, wenn du Rat willst.\nDrei oder mehr Karten eines Rangs sind "
         "eine Auslage, sieben eine Canasta. Hat deine Seite eine Canasta, darfst du mit deiner letzten Karte "
         "ausgehen; mit Partner darfst du vorher fragen.\nTasten: D ziehen, P Stapel, M auslegen, X abwerfen, "
         "H Tipp; ? zeigt alle. Regeln erklärt das Spiel und zeigt diese Karte wieder."},
    {S::kPartnerLabel, "Partner"},
    {S::kIntroButton, "Einführung"},
    {S::kStartPlaying, "Losspielen"},
    {S::kSettingsTitle, "Optionen"},
    {S::kLanguage, "Sprache"},
    {S::kSpeed, "Animationen"},
    {S::kSpeedOff, "Aus"},
    {S::kSpeedFast, "Schnell"},
    {S::kSpeedNormal, "Normal"},
    {S::kSpeedSlow, "Langsam"},
    {S::kFourColour, "Vierfarbiges Blatt"},
    {S::kColourBlind, "Farben für Farbenblinde"},
    {S::kLogTitle, "Züge"},
    {S::kRulesTitle, "Canasta-Regeln"},
    {S::kRulesText, "Die Karten|Canasta wird mit zwei Kartenspielen und vier Jokern gespielt. Joker und Zweien sind wilde Karten.\nDein Zug|"
         "Ziehe in deinem Zug vom Talon oder nimm den ganzen Ablagestapel, wenn du seine oberste Karte mit zwei Karten "
         "aus deiner Hand auslegen (oder an eine Auslage deiner Seite anlegen) kannst. Lege dann aus, wenn du willst, "
         "und wirf eine Karte ab.\nAuslagen und Canastas|"
         "Eine Auslage besteht aus drei oder mehr Karten eines Rangs mit mindestens zwei natürlichen und höchstens drei "
         "wilden Karten. Sieben Karten bilden eine Canasta: 500 Punkte rein, 300 gemischt. Rote Dreien werden sofort "
         "offen hingelegt und ersetzt; jede zählt 100 (alle vier: 800).\nDie erste Auslage|"
         "Die erste Auslage deiner Seite muss eine Mindestzahl erreichen: 50 ab 0, 90 ab 1.500, 120 ab 3.000 Punkten "
         "(15 unter null). Kartenwerte: Joker 50, Zwei und Ass 20, König bis Acht 10, Sieben bis Vier und schwarze "
         "Drei 5.\nDer Stapel|"
         "Der Stapel ist eingefroren, solange er eine wilde Karte oder rote Drei enthält, und für eine Seite, die noch "
         "nicht ausgelegt hat: Dann nehmen ihn nur zwei natürliche Karten vom Rang der obersten Karte. Schwarze Dreien "
         "sperren den nächsten Spieler.\nAusgehen und die Partie|"
         "Sobald deine Seite eine Canasta hat, darfst du ausgehen, indem du deine letzte Karte auslegst oder abwirfst; "
         "Ausgehen zählt 100 (verdeckt 200). Im Partnerspiel darfst du vorher fragen: »Darf ich ausgehen?«, und die "
         "Antwort deines Partners gilt. Karten auf der Hand zählen gegen dich. Die erste Seite mit 5.000 Punkten "
         "gewinnt."},
    {S::kNewDeal, "Neue Runde"},
    {S::kYouDrew, "Du ziehst vom Talon."},
    {S::kYouTookPile, "Du nimmst den Stapel ({0} Karten)."},
    {S::kYouMelded, "Du legst {0} aus."},
    {S::kYouDiscarded, "Du wirfst {0} ab."},
    {S::kYouAsked, "Du fragst: Darf ich ausgehen?"},
    {S::kYouSaidYes, "Du sagst Ja."},
    {S::kYouSaidNo, "Du sagst Nein."},
    {S::kYouPassed, "Du passt."},
    {S::kYouWentOut, "Du gehst aus!"},
    {S::kDoDraw, "ziehe vom Talon."},
    {S::kDoTakePile, "nimm den Stapel."},
    {S::kDoMeld, "lege {0} aus."},
    {S::kDoDiscard, "wirf {0} ab."},
    {S::kDoAsk, "frage deinen Partner: »Darf ich ausgehen?«"},
    {S::kDoYes, "antworte Ja."},
    {S::kDoNo, "antworte Nein."},
    {S::kDoPass, "passe."},
    {S::kYouWin, "Du gewinnst das Spiel!"},
    {S::kJoker, "Joker"},
    {S::kChoosePickup, "Stapel nehmen: mit welchen Karten aus deiner Hand?"},
    {S::kPickupWith, "mit {0}"},
    {S::kPickupMeldingToo, "und {0} auslegen"},
    {S::kWhyGameOver, "Das Spiel ist vorbei."},
    {S::kWhyDealOver, "Die Runde ist vorbei: Starte die nächste Runde."},
    {S::kWhyDealNotOver, "Die Runde ist noch nicht vorbei."},
    {S::kWhyNotYourTurn, "Du bist nicht am Zug."},
    {S::kWhyAwaitingAnswer, "Dein Partner muss zuerst »Darf ich ausgehen?« mit Ja oder Nein beantworten."},
    {S::kWhyNotAsked, "Niemand hat »Darf ich ausgehen?« gefragt."},
    {S::kWhyAlreadyDrew, "Du hast in diesem Zug schon gezogen."},
    {S::kWhyMustDrawFirst, "Ziehe zuerst vom Talon oder nimm den Stapel."},
    {S::kWhyStockEmpty, "Der Talon ist aufgebraucht: Nimm die abgeworfene Karte oder passe."},
    {S::kWhyPileEmpty, "Der Ablagestapel ist leer."},
    {S::kWhyPileTopWild, "Oben auf dem Stapel liegt eine wilde Karte, daher darf er nicht genommen werden."},
    {S::kWhyPileTopBlackThree, "Oben auf dem Stapel liegt eine schwarze Drei, daher darf er nicht genommen werden."},
    {S::kWhyPileTopRedThree, "Oben auf dem Stapel liegt eine rote Drei, daher darf er nicht genommen werden."},
    {S::kWhyPileFrozen, "Der Stapel ist eingefroren: Du brauchst zwei natürliche {0} aus deiner Hand."},
    {S::kWhyPileFrozenUnmelded, "Der Stapel ist für deine Seite eingefroren, bis sie ausgelegt hat: Du brauchst zwei natürliche {0} aus deiner "
         "Hand."},
    {S::kWhyNoMeldForTop, "Für {0} hat deine Seite keine Auslage, an die die oberste Karte passt: Zeige zwei Karten aus deiner Hand dazu."},
    {S::kWhyPairWrong, "Um den Stapel zu nehmen, zeige zwei natürliche {0} oder eine natürliche Karte dieses Rangs und eine wilde "
         "Karte aus deiner Hand."},
    {S::kWhyPickupGroupsNotInitial, "Zusätzliche Gruppen beim Aufnehmen gibt es nur bei der ersten Auslage: Lege sie aus, nachdem du den Stapel "
         "genommen hast."},
    {S::kWhyBelowMinimum, "Deine erste Auslage zählt {0}, deine Seite braucht aber {1}."},
    {S::kWhyLaw43, "Mit einer Karte im Stapel und einer auf der Hand darfst du nicht den Stapel nehmen und ausgehen."},
    {S::kWhyNoCanasta, "Du kannst nicht ausgehen: Deine Seite braucht zuerst {0}."},
    {S::kWhyMustKeepCard, "Deine Seite braucht noch {0} zum Ausgehen, also musst du nach dem Abwerfen eine Karte behalten."},
    {S::kWhyPartnerSaidNo, "Dein Partner hat Nein gesagt: Du darfst in diesem Zug nicht ausgehen."},
    {S::kWhyPartnerSaidYes, "Dein Partner hat Ja gesagt: Du musst in diesem Zug ausgehen und darfst nur deine letzte Karte abwerfen."},
    {S::kWhyYesMeldBlocks, "Dein Partner hat Ja gesagt: Nach dieser Auslage könntest du in diesem Zug nicht mehr ausgehen."},
    {S::kWhyYesDrawBlocks, "Dein Partner hat Ja gesagt: Du musst in diesem Zug ausgehen, und nur wenn du den Stapel nimmst, ist das sicher."},
    {S::kWhyYesPickupBlocks, "Dein Partner hat Ja gesagt: Wenn du den Stapel so nimmst, könntest du in diesem Zug nicht mehr ausgehen."},
    {S::kWhyCardNotInHand, "Du hast {0} nicht auf der Hand."},
    {S::kWhyCardsNotInHand, "Du hast nicht alle diese Karten auf der Hand."},
    {S::kWhyRedThreeMeld, "Rote Dreien kommen nie in eine Auslage."},
    {S::kWhyBlackThreesNotOut, "Schwarze Dreien dürfen nur in dem Zug ausgelegt werden, in dem du ausgehst."},
    {S::kWhyBlackThreesWild, "Schwarze Dreien dürfen nicht mit wilden Karten ausgelegt werden."},
    {S::kWhyDuplicateRank, "Lege alle {0} eines Zuges in eine Gruppe."},
    {S::kWhyTooFewNaturals, "Eine Auslage der {0} braucht mindestens zwei natürliche Karten."},
    {S::kWhyTooFewCards, "Eine Auslage der {0} braucht mindestens drei Karten."},
    {S::kWhyTooManyWilds, "Eine Auslage der {0} darf höchstens {1} wilde Karten enthalten, bis sie eine Canasta ist."},
    {S::kWhyTooManyWildsEver, "Eine Auslage der {0} darf höchstens {1} wilde Karten enthalten."},
    {S::kWhyWildsAlone, "Wilde Karten dürfen nicht allein ausgelegt werden: Deine Seite hat keine Auslage der {0}, zu der sie passen."},
    {S::kWhyNoGroups, "Wähle die Karten zum Auslegen."},
    {S::kWhyNoDiscardLastRedThree, "Du hast als letzte Karte des Talons eine rote Drei gezogen: Du darfst auslegen und dann passen, aber nicht "
         "abwerfen."},
    {S::kWhyCannotPass, "Passen darfst du nur, wenn der Talon aufgebraucht ist oder du als seine letzte Karte eine rote Drei gezogen "
         "hast."},
    {S::kWhyMustTakeForced, "Der Talon ist aufgebraucht und die abgeworfene Karte passt zu einer Auslage deiner Seite: Du musst sie nehmen."},
    {S::kWhyNoPartner, "Du hast keinen Partner, den du fragen kannst."},
    {S::kWhyAskedAlready, "Du hast in diesem Zug schon gefragt."},
    {S::kWhyAskAfterMeld, "»Darf ich ausgehen?« darfst du nur vor dem Ziehen oder nach dem Ziehen vom Talon fragen, bevor du etwas ausgelegt hast."},
    {S::kWhyAskCannotGoOut, "»Darf ich ausgehen?« darfst du nur fragen, wenn du in diesem Zug ausgehen kannst."},
    {S::kWhyAskLastRedThree, "Nach einer roten Drei als letzter Karte des Talons gibt es kein Ausgehen, nach dem du fragen könntest: Lege "
         "aus, wenn du willst, dann passe."},
    {S::kWhyMustAnswer, "Beantworte die Frage deines Partners mit Ja oder Nein."},
    {S::kWhyNotAllowed, "Dieser Zug ist nicht erlaubt."},
    {S::kPluralAces, "Asse"},
    {S::kPluralKings, "Könige"},
    {S::kPluralQueens, "Damen"},
    {S::kPluralJacks, "Buben"},
    {S::kPluralTens, "Zehnen"},
    {S::kPluralNines, "Neunen"},
    {S::kPluralEights, "Achten"},
    {S::kPluralSevens, "Siebenen"},
    {S::kPluralSixes, "Sechsen"},
    {S::kPluralFives, "Fünfen"},
    {S::kPluralFours, "Vieren"},
    {S::kPluralThrees, "Dreien"},
    {S::kPluralDeuces, "Zweien"},
    {S::kPluralJokers, "Joker"},
    {S::kOneCanasta, "eine Canasta"},
    {S::kCanastas, "{0} Canastas"},
    // Reasons of the Modern American and Uruguayan rules
    {S::kWhyNoWildMeld, "Wilde Karten werden nie allein ausgelegt: Sie kommen zu einer Auslage natürlicher Karten."},
    {S::kWhyWildMeldTooSmall, "Eine Auslage wilder Karten braucht mindestens {0} Karten."},
    {S::kWhyMeldTooBig, "Eine Auslage hat höchstens {1} Karten: Bei den {0} ist kein Platz mehr."},
    {S::kWhyWildsOutnumber, "In einer Auslage der {0} müssen die natürlichen Karten die wilden überwiegen."},
    {S::kWhyNaturalOnly, "Eine Auslage der {0} enthält nie eine wilde Karte."},
    {S::kWhyAcesPure, "Eine Auslage von Assen nimmt wilde Karten nur, wenn sie mit einer in der ersten Auslage gelegt wurde."},
    {S::kWhyRuleOfFive, "Wilde Karten kommen zu den {0} erst, wenn die Auslage {1} natürliche Karten hat (die Fünferregel), außer im Zug der ersten Auslage."},
    {S::kWhyWildMeldIncomplete, "Solange die Auslage wilder Karten deiner Seite unvollständig ist, dürfen wilde Karten nur dorthin."},
    {S::kWhyDeadRank, "Die {0} sind tot: Eine Canasta davon ist vollständig, also darf niemand {0} auslegen oder den Stapel mit einer nehmen."},
    {S::kWhyThreesNeverMelded, "Dreien werden in diesem Spiel nie ausgelegt."},
    {S::kWhyOpeningNeedsPureMeld, "Deine erste Auslage braucht eine Auslage von drei oder mehr Karten ohne wilde Karten oder nur aus wilden Karten."},
    {S::kWhyOpeningNeedsCleanTriple, "Deine erste Auslage braucht eine Auslage von drei oder mehr natürlichen Karten ohne wilde Karten."},
    {S::kWhyOpeningMixedCanasta, "Eine gemischte Canasta darf in der ersten Auslage nicht vervollständigt werden."},
    {S::kWhyPileAlwaysFrozen, "Der Stapel ist immer eingefroren: Du brauchst zwei natürliche {0} aus deiner Hand."},
    {S::kWhyPotFirstTake, "Beim ersten Mal in einer Runde wird der Pott nur mit zwei natürlichen {0} aus deiner Hand genommen."},
    {S::kWhyPotCrossed, "Der Pott ist durch eine wilde Karte gekreuzt: Du brauchst zwei natürliche {0} aus deiner Hand."},
    {S::kWhyPotFirstRound, "In der ersten Runde darf nur der Spieler, der begonnen hat, den Pott nehmen."},
    {S::kWhyPickupNeedsInitialMeld, "Deine Seite hat noch nicht ausgelegt: Nimm den Stapel zusammen mit einer ersten Auslage aus deiner Hand im Wert von mindestens {0}."},
    {S::kWhyMustGoOutWithDiscard, "Du gehst mit einem Abwurf aus: Behalte eine Karte zum Abwerfen."},
    {S::kWhyIncompleteAces, "Du kannst nicht ausgehen, solange deine Seite eine unvollständige Auslage von Assen ohne wilde Karten hat."},
    {S::kWhyIncompleteSevens, "Du kannst nicht ausgehen, solange deine Seite eine unvollständige Auslage von Siebenen hat."},
    {S::kWhyIncompleteWild, "Du kannst nicht ausgehen, solange deine Seite eine unvollständige Auslage wilder Karten hat."},
    {S::kWhyNeedPureAndMixed, "Du kannst nicht ausgehen: Deine Seite braucht zuerst eine reine und eine gemischte Canasta."},
    {S::kWhyPureCanastaThisTurn, "Du kannst nicht in dem Zug ausgehen, in dem deine Seite ihre reine Canasta vervollständigt: Warte einen Zug."},
    {S::kWhyDiscardThree, "Dreien werden nie abgeworfen."},
    {S::kWhyDiscardWild, "Eine wilde Karte darf nur zum Ausgehen abgeworfen werden oder wenn du nur wilde Karten hast."},
    {S::kWhyDiscardEmptyPile, "Auf einen leeren Stapel wirf keine Sieben, kein Ass, keine wilde Karte und keinen toten Rang ab, solange du etwas anderes hast; {0} muss warten."},
    {S::kWhyNoSpecialHands, "In diesem Spiel gibt es keine Sonderblätter."},
    {S::kWhySpecialAfterDraw, "Ein Sonderblatt wird nach dem Ziehen vom Talon gemeldet, bevor du etwas auslegst."},
    {S::kWhySpecialSideMelded, "Sonderblätter gibt es nur für eine Seite, die noch nicht ausgelegt hat."},
    {S::kWhyNotSpecialHand, "Deine vierzehn Karten ergeben dieses Sonderblatt nicht."},
    {S::kWhyNotKeptThree, "Nur eine in der Hand behaltene Drei wird so offen ausgelegt, solange der Talon sie ersetzen kann."},
    // Special hands and kept threes
    {S::kDeclared, "{0} hat ein Sonderblatt gemeldet: {1}!"},
    {S::kYouDeclared, "Du hast ein Sonderblatt gemeldet: {0}!"},
    {S::kDoDeclare, "melde das Sonderblatt {0}."},
    {S::kLaidThree, "{0} legt {1} offen aus."},
    {S::kYouLaidThree, "Du legst {0} offen aus."},
    {S::kDoLayThree, "lege {0} offen aus."},
    {S::kSpecialStraight, "Straße"},
    {S::kSpecialPairs, "Paare"},
    {S::kSpecialWildPairs, "Wilde Paare"},
    {S::kSpecialGarbage, "Müll"},
    {S::kPotFirstTake, "ERSTE AUFNAHME"},
    {S::kPotCrossed, "GEKREUZT"},
    {S::kDeadRanks, "Tot: {0}"},
    {S::kTurnCardIn, "Wendekarte in {0} Karten"},
    {S::kTurnCardInOne, "Wendekarte in {0} Karte"},
    {S::kTurnCardDrawn, "Wendekarte gezogen: keine Bonuskarten mehr"},
    {S::kBonusOwed, "{0} Bonuskarten ausstehend"},
    {S::kBonusOwedOne, "{0} Bonuskarte ausstehend"},
    {S::kMirrorThrees, "Dreien ausgelegt: {0} rot, {1} schwarz"},
    {S::kWildMeldName, "Wilde Karten"},
    {S::kDeclareButton, "Ansagen"},
    {S::kMirrorMeldOne, "{0}: {1} Karte"},
    {S::kMirrorPileOne, "Stapel: {0} Karte, oben {1}"},
    {S::kMirrorStockOne, "Talon: {0} Karte"},
    {S::kWildMeldShort, "Wild"},
    {S::kMirrorMarked, "Markierte Karten: {0}"},
    {S::kMarkedOnPile, "Ablagestapel"},
    {S::kMirrorFrozenBy, "eingefroren durch die quer gelegte {0}"},
    // Lessons and the tutorial
    {S::kTutorial, "Tutorial"},
    {S::kLessonsTitle, "Lektionen"},
    {S::kShowMe, "Zeig es mir"},
    {S::kLessonAgain, "Nochmal"},
    {S::kLessonNext, "Weiter"},
    {S::kLessonsButton, "Lektionen"},
    {S::kLessonStep, "Schritt {0} von {1}"},
    {S::kLessonDone, "Lektion geschafft"},
    {S::kLessonProblem, "Diese Lektion kann nicht gezeigt werden: {0}"},
    {S::kMirrorLesson, "Lektion"},
    {S::kLessonOver, "Diese Lektion ist geschafft. Drücke Nochmal, um sie noch einmal zu spielen."},
});

}  // namespace canasta::frontend
