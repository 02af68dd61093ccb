// German interface strings, in the order of enum S (strings.h); a missing
// entry falls back to English. Canasta words as German players say them:
// Talon (stock), Stapel (discard pile), auslegen (meld), ausgehen (go out),
// wilde Karten (jokers and deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

const StringTable kStringsDe = {
    // Buttons
    "Auslegen", "Abwerfen", "Ausgehen?", "Ja", "Nein", "Tipp", "Sortieren", "Zurück", "Passen", "Neu", "Verlauf",
    "Regeln", "Optionen", "Nächste Runde", "Start", "Schließen", "Nehmen",
    // Table
    "Du", "Wir", "Gegner", "{0} im Talon", "{0} im Stapel", "EINGEFROREN", "braucht {0}", "setzt aus", "{0} Karten",
    "Du bist dran: Ziehe vom Talon oder nimm den Stapel.", "Du bist dran: Lege aus, dann wirf eine Karte ab.",
    "{0} überlegt…", "{0} fragt: Darf ich ausgehen?", "Dein Partner sagt Ja: Geh in diesem Zug aus.",
    "Dein Partner sagt Nein: Behalte in diesem Zug eine Karte.", "Antworte deinem Partner: Ja oder Nein.",
    "Der Talon ist leer: Nimm den Stapel oder passe.", "Eine rote Drei war die letzte Karte: Lege aus, dann passe.",
    "Wähle Karten zum Auslegen oder eine Karte zum Abwerfen.",
    // Move descriptions
    "{0} zieht vom Talon.", "{0} nimmt den Stapel ({1} Karten).", "{0} legt {1} aus.", "{0} wirft {1} ab.",
    "{0} fragt: Darf ich ausgehen?", "{0} sagt Ja.", "{0} sagt Nein.", "{0} passt.", "{0} geht aus!", "Tipp: {0}",
    "Der Rechner der Computerspieler ist ausgefallen; dieser Zug wurde auf der Seite berechnet.",
    "Dein letzter Zug wurde zurückgenommen.", "Es gibt keinen Zug von dir, der sich zurücknehmen lässt.",
    // Score sheet
    "Runde {0} ist vorbei", "Auslagen", "Canastas", "Rote Dreien", "Ausgehen", "Verdeckt ausgegangen",
    "Karten auf der Hand", "Diese Runde", "Gesamt", "Gewinner: {0}", "Spielende", "Runde",
    // New game and settings
    "Neues Spiel", "Spieler", "Computer", "Anfänger", "Standard", "Experte", "Regeln", "Klassisch (1950)",
    "Drei Kartenspiele", "Mindestens 15 unter null", "Höchstens drei wilde Karten", "110 Karten, sechs Joker",
    "Zu zweit: zwei Karten ziehen", "Zurücknehmen erlauben", "Optionen", "Sprache", "Animationen", "Aus", "Schnell",
    "Normal", "Langsam", "Vierfarbiges Blatt", "Farben für Farbenblinde", "Züge", "Canasta-Regeln",
    "Canasta wird mit zwei Kartenspielen und vier Jokern gespielt. Joker und Zweien sind wilde Karten.\n"
    "Ziehe in deinem Zug vom Talon oder nimm den ganzen Ablagestapel, wenn du seine oberste Karte mit zwei Karten "
    "aus deiner Hand auslegen (oder an eine Auslage deiner Seite anlegen) kannst. Lege dann aus, wenn du willst, "
    "und wirf eine Karte ab.\n"
    "Eine Auslage besteht aus drei oder mehr Karten eines Rangs mit mindestens zwei natürlichen und höchstens drei "
    "wilden Karten. Sieben Karten bilden eine Canasta: 500 Punkte rein, 300 gemischt. Rote Dreien werden sofort "
    "offen hingelegt und ersetzt; jede zählt 100 (alle vier: 800).\n"
    "Die erste Auslage deiner Seite muss eine Mindestzahl erreichen: 50 ab 0, 90 ab 1.500, 120 ab 3.000 Punkten "
    "(15 unter null). Kartenwerte: Joker 50, Zwei und Ass 20, König bis Acht 10, Sieben bis Vier und schwarze "
    "Drei 5.\n"
    "Der Stapel ist eingefroren, solange er eine wilde Karte oder rote Drei enthält, und für eine Seite, die noch "
    "nicht ausgelegt hat: Dann nehmen ihn nur zwei natürliche Karten vom Rang der obersten Karte. Schwarze Dreien "
    "sperren den nächsten Spieler.\n"
    "Sobald deine Seite eine Canasta hat, darfst du ausgehen, indem du deine letzte Karte auslegst oder abwirfst; "
    "Ausgehen zählt 100 (verdeckt 200). Im Partnerspiel darfst du vorher fragen: »Darf ich ausgehen?«, und die "
    "Antwort deines Partners gilt. Karten auf der Hand zählen gegen dich. Die erste Seite mit 5.000 Punkten "
    "gewinnt.",
    "Neue Runde",
    // The player's own moves and hints
    "Du ziehst vom Talon.", "Du nimmst den Stapel ({0} Karten).", "Du legst {0} aus.", "Du wirfst {0} ab.",
    "Du fragst: Darf ich ausgehen?", "Du sagst Ja.", "Du sagst Nein.", "Du passt.", "Du gehst aus!",
    "ziehe vom Talon.", "nimm den Stapel.", "lege {0} aus.", "wirf {0} ab.",
    "frage deinen Partner: »Darf ich ausgehen?«", "antworte Ja.", "antworte Nein.", "passe.",
    "Du gewinnst das Spiel!", "Joker",
    // Taking the pile
    "Stapel nehmen: mit welchen Karten aus deiner Hand?", "mit {0}", "und {0} auslegen",
    // The engine's reasons
    "Das Spiel ist vorbei.", "Die Runde ist vorbei: Starte die nächste Runde.",
    "Dein Partner muss zuerst »Darf ich ausgehen?« mit Ja oder Nein beantworten.",
    "Niemand hat »Darf ich ausgehen?« gefragt.", "Du hast in diesem Zug schon gezogen.",
    "Ziehe zuerst vom Talon oder nimm den Stapel.", "Der Talon ist aufgebraucht: Nimm die abgeworfene Karte oder passe.",
    "Der Ablagestapel ist leer.", "Oben auf dem Stapel liegt eine wilde Karte, daher darf er nicht genommen werden.",
    "Oben auf dem Stapel liegt eine schwarze Drei, daher darf er nicht genommen werden.",
    "Oben auf dem Stapel liegt eine rote Drei, daher darf er nicht genommen werden.",
    "Der Stapel ist eingefroren: Du brauchst zwei natürliche {0} aus deiner Hand.",
    "Der Stapel ist für deine Seite eingefroren, bis sie ausgelegt hat: Du brauchst zwei natürliche {0} aus deiner "
    "Hand.",
    "Für {0} hat deine Seite keine Auslage, an die die oberste Karte passt: Zeige zwei Karten aus deiner Hand dazu.",
    "Um den Stapel zu nehmen, zeige zwei natürliche {0} oder eine natürliche Karte dieses Rangs und eine wilde "
    "Karte aus deiner Hand.",
    "Zusätzliche Gruppen beim Aufnehmen gibt es nur bei der ersten Auslage: Lege sie aus, nachdem du den Stapel "
    "genommen hast.",
    "Deine erste Auslage zählt {0}, deine Seite braucht aber {1}.",
    "Mit einer Karte im Stapel und einer auf der Hand darfst du nicht den Stapel nehmen und ausgehen.",
    "Du kannst nicht ausgehen: Deine Seite braucht zuerst {0}.",
    "Deine Seite braucht noch {0} zum Ausgehen, also musst du nach dem Abwerfen eine Karte behalten.",
    "Dein Partner hat Nein gesagt: Du darfst in diesem Zug nicht ausgehen.",
    "Dein Partner hat Ja gesagt: Du musst in diesem Zug ausgehen und darfst nur deine letzte Karte abwerfen.",
    "Dein Partner hat Ja gesagt: Nach dieser Auslage könntest du in diesem Zug nicht mehr ausgehen.",
    "Du hast {0} nicht auf der Hand.", "Du hast nicht alle diese Karten auf der Hand.",
    "Rote Dreien kommen nie in eine Auslage.",
    "Schwarze Dreien dürfen nur in dem Zug ausgelegt werden, in dem du ausgehst.",
    "Schwarze Dreien dürfen nicht mit wilden Karten ausgelegt werden.",
    "Lege alle {0} eines Zuges in eine Gruppe.", "Eine Auslage der {0} braucht mindestens zwei natürliche Karten.",
    "Eine Auslage der {0} braucht mindestens drei Karten.",
    "Eine Auslage der {0} darf höchstens drei wilde Karten enthalten, bis sie eine Canasta ist.",
    "Eine Auslage der {0} darf höchstens drei wilde Karten enthalten.",
    "Wilde Karten dürfen nicht allein ausgelegt werden: Deine Seite hat keine Auslage der {0}, zu der sie passen.",
    "Wähle die Karten zum Auslegen.",
    "Du hast als letzte Karte des Talons eine rote Drei gezogen: Du darfst auslegen und dann passen, aber nicht "
    "abwerfen.",
    "Passen darfst du nur, wenn der Talon aufgebraucht ist oder du als seine letzte Karte eine rote Drei gezogen "
    "hast.",
    "Der Talon ist aufgebraucht und die abgeworfene Karte passt zu einer Auslage deiner Seite: Du musst sie nehmen.",
    "Du hast keinen Partner, den du fragen kannst.", "Du hast in diesem Zug schon gefragt.",
    "»Darf ich ausgehen?« darfst du nur fragen, nachdem du vom Talon gezogen und bevor du ausgelegt hast.",
    "»Darf ich ausgehen?« darfst du nur fragen, wenn du in diesem Zug ausgehen kannst.",
    "Nach einer roten Drei als letzter Karte des Talons gibt es kein Ausgehen, nach dem du fragen könntest: Lege "
    "aus, wenn du willst, dann passe.",
    "Beantworte die Frage deines Partners mit Ja oder Nein.", "Dieser Zug ist nicht erlaubt.",
    // Ranks in the plural, canastas
    "Asse", "Könige", "Damen", "Buben", "Zehnen", "Neunen", "Achten", "Siebenen", "Sechsen", "Fünfen", "Vieren",
    "Dreien", "Zweien", "Joker", "eine Canasta", "{0} Canastas",
};

}  // namespace canasta::frontend
