// Italian interface strings, keyed by enum S (strings.h); a missing
// entry falls back to English. Canasta words as players say them: tallone
// (stock), pozzo (discard pile), calare (meld), chiudere (go out), matte
// (jolly and pinelle, the deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

constinit const StringTable kStringsIt = make_string_table({
    {S::kMeld, "Cala"},
    {S::kDiscard, "Scarta"},
    {S::kGoOut, "Chiedi al socio"},
    {S::kYes, "Sì"},
    {S::kNo, "No"},
    {S::kHint, "Consiglio"},
    {S::kSort, "Ordina"},
    {S::kUndo, "Annulla"},
    {S::kPass, "Passa"},
    {S::kNew, "Nuova"},
    {S::kLog, "Mosse"},
    {S::kRules, "Regole"},
    {S::kSettings, "Opzioni"},
    {S::kNextDeal, "Prossima mano"},
    {S::kStart, "Inizia"},
    {S::kClose, "Chiudi"},
    {S::kTake, "Prendi"},
    {S::kYou, "Tu"},
    {S::kUs, "Noi"},
    {S::kThem, "Loro"},
    {S::kStockCount, "{0} nel tallone"},
    {S::kPileCount, "{0} nel pozzo"},
    {S::kFrozen, "CONGELATO"},
    {S::kNeeds, "servono {0}"},
    {S::kSittingOut, "resta fuori"},
    {S::kCardsInHand, "{0} carte"},
    {S::kYourTurnDraw, "Tocca a te: pesca dal tallone o prendi il pozzo."},
    {S::kYourTurnPlay, "Tocca a te: cala, poi scarta."},
    {S::kThinking, "{0} sta pensando…"},
    {S::kPartnerAsks, "{0} chiede: posso chiudere?"},
    {S::kSaidYes, "Il tuo compagno dice sì: chiudi in questo turno."},
    {S::kSaidNo, "Il tuo compagno dice no: tieni una carta in questo turno."},
    {S::kYourAnswer, "Rispondi al tuo compagno: Sì o No."},
    {S::kStockOutChoice, "Il tallone è finito: prendi il pozzo o passa."},
    {S::kRedThreeLast, "Un tre rosso era l'ultima carta: cala, poi passa."},
    {S::kSelectHint, "Scegli le carte da calare, o una carta da scartare."},
    {S::kDrew, "{0} pesca dal tallone."},
    {S::kTookPile, "{0} prende il pozzo ({1} carte)."},
    {S::kMelded, "{0} cala {1}."},
    {S::kDiscarded, "{0} scarta {1}."},
    {S::kAsked, "{0} chiede: posso chiudere?"},
    {S::kAnsweredYes, "{0} dice sì."},
    {S::kAnsweredNo, "{0} dice no."},
    {S::kPassed, "{0} passa."},
    {S::kWentOut, "{0} chiude!"},
    {S::kHintIs, "Consiglio: {0}"},
    {S::kWorkerFallback, "Il processo dei giocatori del computer si è fermato; questa mossa è stata calcolata nella pagina."},
    {S::kUndone, "Il tuo ultimo turno è stato annullato."},
    {S::kNothingToUndo, "Non c'è nessun tuo turno da annullare."},
    {S::kDealOver, "Fine della mano {0}"},
    {S::kMeldsLine, "Combinazioni"},
    {S::kCanastasLine, "Canaste"},
    {S::kRedThreesLine, "Tre rossi"},
    {S::kGoingOutLine, "Chiusura"},
    {S::kConcealedLine, "Chiusura in mano"},
    {S::kHandsLine, "Carte in mano"},
    {S::kDealLine, "Questa mano"},
    {S::kTotalLine, "Totale"},
    {S::kWins, "Vincitore: {0}"},
    {S::kGameOver, "Partita finita"},
    {S::kDeal, "Mano"},
    {S::kNewGameTitle, "Nuova partita"},
    {S::kPlayers, "Giocatori"},
    {S::kLevel, "Computer"},
    {S::kBeginner, "Principiante"},
    {S::kStandard, "Normale"},
    {S::kExpert, "Esperto"},
    {S::kVariant, "Regole"},
    {S::kClassic, "Classica (1950)"},
    {S::kThreePack, "Tre mazzi"},
    {S::kOptMin15, "Minimo 15 sotto zero"},
    {S::kOptWild3, "Al massimo tre matte"},
    {S::kOptJokers6, "110 carte, sei jolly"},
    {S::kOptDrawTwo, "In due: pesca due"},
    {S::kOptUndo, "Consenti di annullare"},
    {S::kAmerican, "Americana"},
    {S::kUruguayan, "Uruguaiana"},
    {S::kAboutClassic, "Le leggi del 1950: da 2 a 6 giocatori, in coppia con 4 e 6."},
    {S::kAboutThreePack, "Sei giocatori in tre coppie, tre mazzi, partita a 10.000."},
    {S::kAboutAmerican, "Americana moderna: quattro giocatori, combinazioni di 7 al massimo, combinazioni di matte, due canaste per chiudere."},
    {S::kAboutUruguayan, "Da 2 a 4 giocatori: un pozzetto sotto il pozzo, una canasta pulita e una sporca per chiudere."},
    {S::kOptCleanTriple, "La prima calata richiede un tris naturale"},
    {S::kOptNoSplash, "Niente splash: una canasta non esonera dal minimo"},
    {S::kOptNoSpecials, "Niente mani speciali"},
    {S::kOptWild2500, "Una combinazione incompleta di quattro jolly costa 2.500"},
    {S::kOptCap7, "Al massimo sette carte per combinazione"},
    {S::kOptAlwaysFrozen, "Il pozzo è sempre congelato"},
    {S::kOptQuick, "Partita breve: 5.000 punti"},
    {S::kBlackThreesLine, "Tre neri"},
    {S::kPenaltiesLine, "Penalità"},
    {S::kCanastaCountLine, "Bonus per numero di canaste"},
    {S::kSpecialHandLine, "Mano speciale"},
    {S::kCardsInHandOne, "{0} carta"},
    {S::kTookPileOne, "{0} prende il pozzo ({1} carta)."},
    {S::kYouTookPileOne, "Prendi il pozzo ({0} carta)."},
    {S::kDoAddTo, "aggiungi {0} ai {1}."},
    {S::kWildsNoMeld, "Le matte si uniscono a una combinazione: la tua squadra non ne ha una a cui possano andare ora."},
    {S::kChooseMeldFor, "A quale combinazione aggiungi le matte?"},
    {S::kUndoOff, "Annulla è disattivato in questa partita: attivalo nelle Opzioni."},
    {S::kAbandonNote, "C'è una partita in corso: resta in Partite. Premi di nuovo Inizia per cominciarne una nuova."},
    {S::kStartAnyway, "Inizia comunque"},
    {S::kMirrorTable, "Il tavolo, a parole"},
    {S::kMirrorHand, "La tua mano"},
    {S::kMirrorSelected, "scelta"},
    {S::kMirrorMelds, "{0}: combinazioni"},
    {S::kMirrorMeld, "{0}: {1} carte"},
    {S::kMirrorWilds, "{0} matte"},
    {S::kMirrorCanasta, "canasta"},
    {S::kMirrorNoMelds, "nessuna combinazione"},
    {S::kMirrorPile, "Pozzo: {0} carte, in cima {1}"},
    {S::kMirrorPileEmpty, "Pozzo: vuoto"},
    {S::kMirrorStock, "Tallone: {0} carte"},
    {S::kMirrorSheet, "Foglio dei punti"},
    {S::kRulesControls, "Comandi|Tocca o fai clic sulle carte della tua mano per sceglierle. Pescare: tocca il tallone (D). "
         "Prendere il pozzo: tocca il pozzo (P). Calare: scegli le carte e tocca Cala o una combinazione "
         "della tua squadra (M). Scartare: scegli una carta e tocca Scarta o il pozzo (X). Chiedere al socio: "
         "A, rispondi con Y o N. Consiglio: H. Ordina: S. Annulla: U. Le frecce e Tab spostano il fuoco, "
         "Invio o Spazio lo attivano, Esc toglie la scelta, ? mostra questi tasti."},
    {S::kRulesAmerican, "Il gioco|Canasta americana moderna: quattro giocatori in due coppie, due mazzi con quattro jolly, "
         "partita a 8.500. Jolly e pinelle sono matte.\nCombinazioni|Una combinazione ha da tre a sette "
         "carte, almeno due naturali e al massimo due matte. Quando ha cinque naturali (o nel turno della "
         "prima calata della tua squadra) può prendere matte. I sette mai; gli assi solo se calati con una "
         "matta nella prima calata. Le matte da sole formano una combinazione propria. Un valore completato è "
         "morto per tutti.\nLa prima calata|Richiede 125 punti (155 da 3.000, 180 da 5.000) dalla mano e un "
         "tris pulito. Il primo giocatore di ogni squadra che cala riceve carte bonus dal tallone al turno "
         "seguente: quattro la prima squadra, tre la seconda.\nIl pozzo|È sempre congelato: solo due naturali "
         "del valore della carta in cima lo prendono. I tre non si scartano mai; le matte solo "
         "chiudendo.\nChiudere|La tua squadra ha bisogno di due canaste e di nessuna combinazione incompleta "
         "di sette, assi o matte. Si chiude con uno scarto.\nPunteggio|Canaste: pulita 500, sporca 300, di "
         "sette o assi 2.500, di matte da 2.000 a 3.000. Sette, assi o matte incompleti costano da 2.000 a "
         "2.500; tre assi o sette in mano costano 1.500. I tre contano per una squadra con due canaste e "
         "contro una senza."},
    {S::kRulesUruguayan, "Il gioco|Canasta uruguaiana: da due a quattro giocatori (in coppia con quattro), quindici carte "
         "ciascuno, due mazzi con quattro jolly, partita a 7.000. Jolly e pinelle sono matte.\nIl pozzetto|Il "
         "pozzo inizia come un pozzetto: sei carte coperte sotto una scoperta. La prima presa della mano "
         "richiede una coppia naturale del valore della carta in cima; dopo bastano una naturale e una matta, "
         "o aggiungere la carta in cima alla combinazione della tua squadra. Al primo giro solo il primo "
         "giocatore può prenderlo. Una matta scartata sopra lo incrocia: allora solo una coppia naturale lo "
         "prende.\nCombinazioni|Una combinazione ha almeno tre carte, più naturali che matte. Le matte da "
         "sole possono formare una combinazione propria. I tre non si calano mai.\nLa prima calata|Richiede "
         "50 punti (15 sotto zero, 90 da 1.500, 120 da 3.000). Una canasta calata intera dalla mano prima che "
         "la tua squadra abbia combinazioni vale 1.000.\nChiudere|La tua squadra ha bisogno di una canasta "
         "pulita e di una sporca, quella pulita già sul tavolo all'inizio del tuo turno. Chiudere vale "
         "200.\nPunteggio|Canaste: pulita 500, sporca 300, di matte 2.000 (3.000 solo pinelle). Cinque "
         "canaste danno 500, sette 2.000. Senza canasta le carte calate e i tre rossi contano contro. Un tre "
         "nero in mano costa 100."},
    {S::kIntroTitle, "Benvenuto a Canasta"},
    {S::kIntroText, "Siedi in basso al tavolo. In quattro o in sei i tuoi soci, segnati come Socio, giocano per la tua squadra; gli altri giocano contro di te.\nNel tuo turno pesca dal tallone o prendi il pozzo, cala se puoi e scarta una "
         "carta. Tocca le carte della tua mano per sceglierle e usa i pulsanti: Cala, Scarta e Consiglio "
         "quando vuoi un aiuto.\nTre o più carte di un valore formano una combinazione, sette una canasta. "
         "Quando la tua squadra ha una canasta puoi chiudere giocando l'ultima carta; con un socio puoi "
         "chiedergli prima il permesso.\nTasti: D pesca, P pozzo, M cala, X scarta, H consiglio; ? li mostra "
         "tutti. Regole spiega il gioco e mostra di nuovo questa scheda."},
    {S::kPartnerLabel, "Socio"},
    {S::kIntroButton, "Introduzione"},
    {S::kStartPlaying, "Inizia a giocare"},
    {S::kSettingsTitle, "Opzioni"},
    {S::kLanguage, "Lingua"},
    {S::kSpeed, "Animazioni"},
    {S::kSpeedOff, "Spente"},
    {S::kSpeedFast, "Veloci"},
    {S::kSpeedNormal, "Normali"},
    {S::kSpeedSlow, "Lente"},
    {S::kFourColour, "Mazzo a quattro colori"},
    {S::kColourBlind, "Colori per daltonici"},
    {S::kLogTitle, "Mosse"},
    {S::kRulesTitle, "Regole della Canasta"},
    {S::kRulesText, "Il mazzo|La Canasta si gioca con due mazzi e quattro jolly. I jolly e le pinelle (i due) sono matte.\nIl tuo turno|"
         "Nel tuo turno pesca dal tallone, oppure prendi tutto il pozzo quando puoi calare la sua carta in cima con due "
         "carte della tua mano (o aggiungerla a una combinazione della tua squadra). Poi cala se vuoi e scarta una "
         "carta.\nCombinazioni e canaste|"
         "Una combinazione è fatta di tre o più carte dello stesso valore, con almeno due naturali e al massimo tre "
         "matte. Sette carte formano una canasta: 500 punti se pulita, 300 se sporca. I tre rossi si mettono subito in "
         "tavola e si rimpiazzano; ognuno vale 100 (tutti e quattro: 800).\nLa prima calata|"
         "La prima calata della tua squadra deve raggiungere un minimo: 50 da 0, 90 da 1.500, 120 da 3.000 punti (15 "
         "sotto zero). Valori: jolly 50, due e asso 20, dal re all'otto 10, dal sette al quattro e tre nero 5.\nIl pozzo|"
         "Il pozzo è congelato finché contiene una matta o un tre rosso, e per una squadra che non ha ancora calato: "
         "allora lo prendono solo due carte naturali del valore della carta in cima. I tre neri bloccano il giocatore "
         "successivo.\nChiudere e la partita|"
         "Puoi chiudere, calando o scartando l'ultima carta, quando la tua squadra ha una canasta; chiudere vale 100 "
         "(200 in mano). In coppia puoi prima chiedere «Posso chiudere?» e la risposta del compagno vincola. Le carte "
         "rimaste in mano contano contro di te. Vince la prima squadra che arriva a 5.000."},
    {S::kNewDeal, "Nuova mano"},
    {S::kYouDrew, "Peschi dal tallone."},
    {S::kYouTookPile, "Prendi il pozzo ({0} carte)."},
    {S::kYouMelded, "Cali {0}."},
    {S::kYouDiscarded, "Scarti {0}."},
    {S::kYouAsked, "Chiedi: posso chiudere?"},
    {S::kYouSaidYes, "Dici sì."},
    {S::kYouSaidNo, "Dici no."},
    {S::kYouPassed, "Passi."},
    {S::kYouWentOut, "Chiudi!"},
    {S::kDoDraw, "pesca dal tallone."},
    {S::kDoTakePile, "prendi il pozzo."},
    {S::kDoMeld, "cala {0}."},
    {S::kDoDiscard, "scarta {0}."},
    {S::kDoAsk, "chiedi al tuo compagno «Posso chiudere?»"},
    {S::kDoYes, "rispondi sì."},
    {S::kDoNo, "rispondi no."},
    {S::kDoPass, "passa."},
    {S::kYouWin, "Hai vinto la partita!"},
    {S::kJoker, "Jolly"},
    {S::kChoosePickup, "Prendere il pozzo: con quali carte della tua mano?"},
    {S::kPickupWith, "con {0}"},
    {S::kPickupMeldingToo, "e calare {0}"},
    {S::kWhyGameOver, "La partita è finita."},
    {S::kWhyDealOver, "La mano è finita: inizia la prossima."},
    {S::kWhyDealNotOver, "La mano non è ancora finita."},
    {S::kWhyNotYourTurn, "Non è il tuo turno."},
    {S::kWhyAwaitingAnswer, "Il tuo compagno deve prima rispondere sì o no a «Posso chiudere?»."},
    {S::kWhyNotAsked, "Nessuno ha chiesto «Posso chiudere?»."},
    {S::kWhyAlreadyDrew, "Hai già pescato in questo turno."},
    {S::kWhyMustDrawFirst, "Prima pesca dal tallone o prendi il pozzo."},
    {S::kWhyStockEmpty, "Il tallone è esaurito: prendi lo scarto o passa."},
    {S::kWhyPileEmpty, "Il pozzo è vuoto."},
    {S::kWhyPileTopWild, "In cima al pozzo c'è una matta, quindi non si può prendere."},
    {S::kWhyPileTopBlackThree, "In cima al pozzo c'è un tre nero, quindi non si può prendere."},
    {S::kWhyPileTopRedThree, "In cima al pozzo c'è un tre rosso, quindi non si può prendere."},
    {S::kWhyPileFrozen, "Il pozzo è congelato: ti servono due {0} naturali dalla tua mano."},
    {S::kWhyPileFrozenUnmelded, "Il pozzo è congelato per la tua squadra finché non cala: ti servono due {0} naturali dalla tua mano."},
    {S::kWhyNoMeldForTop, "La tua squadra non ha una combinazione di {0} a cui aggiungere la carta in cima: mostra due carte della tua "
         "mano insieme a essa."},
    {S::kWhyPairWrong, "Per prendere il pozzo, mostra due {0} naturali, oppure una carta naturale di quel valore e una matta, dalla "
         "tua mano."},
    {S::kWhyPickupGroupsNotInitial, "I gruppi in più con la presa del pozzo valgono solo per la prima calata: calali dopo aver preso il pozzo."},
    {S::kWhyBelowMinimum, "La tua prima calata vale {0}, ma alla tua squadra servono {1}."},
    {S::kWhyLaw43, "Con una carta nel pozzo e una in mano non puoi prendere il pozzo e chiudere."},
    {S::kWhyNoCanasta, "Non puoi chiudere: la tua squadra deve prima fare {0}."},
    {S::kWhyMustKeepCard, "La tua squadra deve ancora fare {0} per chiudere, quindi dopo lo scarto devi tenere una carta."},
    {S::kWhyPartnerSaidNo, "Il tuo compagno ha detto no: non puoi chiudere in questo turno."},
    {S::kWhyPartnerSaidYes, "Il tuo compagno ha detto sì: devi chiudere in questo turno, scartando solo la tua ultima carta."},
    {S::kWhyYesMeldBlocks, "Il tuo compagno ha detto sì: con questa calata non potresti più chiudere in questo turno."},
    {S::kWhyYesDrawBlocks, "Il tuo compagno ha detto sì: devi chiudere in questo turno, e solo prendendo il pozzo ne hai la certezza."},
    {S::kWhyYesPickupBlocks, "Il tuo compagno ha detto sì: prendendo il pozzo così non potresti più chiudere in questo turno."},
    {S::kWhyCardNotInHand, "Non hai {0} in mano."},
    {S::kWhyCardsNotInHand, "Non hai tutte queste carte."},
    {S::kWhyRedThreeMeld, "I tre rossi non si calano mai in combinazione."},
    {S::kWhyBlackThreesNotOut, "I tre neri si possono calare solo nel turno in cui chiudi."},
    {S::kWhyBlackThreesWild, "I tre neri non si possono calare con matte."},
    {S::kWhyDuplicateRank, "Uno stesso valore ({0}) va in un solo gruppo per mossa."},
    {S::kWhyTooFewNaturals, "Una combinazione di {0} richiede almeno due carte naturali."},
    {S::kWhyTooFewCards, "Una combinazione di {0} richiede almeno tre carte."},
    {S::kWhyTooManyWilds, "Una combinazione di {0} può avere al massimo {1} matte finché non è una canasta."},
    {S::kWhyTooManyWildsEver, "Una combinazione di {0} può avere al massimo {1} matte."},
    {S::kWhyWildsAlone, "Le matte non si possono calare da sole: la tua squadra non ha una combinazione di {0} a cui unirle."},
    {S::kWhyNoGroups, "Scegli le carte da calare."},
    {S::kWhyNoDiscardLastRedThree, "Hai pescato un tre rosso come ultima carta del tallone: puoi calare e poi passare, ma non scartare."},
    {S::kWhyCannotPass, "Puoi passare solo quando il tallone è esaurito, o dopo aver pescato un tre rosso come sua ultima carta."},
    {S::kWhyMustTakeForced, "Il tallone è esaurito e lo scarto va su una combinazione della tua squadra: devi prenderlo."},
    {S::kWhyNoPartner, "Non hai un compagno a cui chiedere."},
    {S::kWhyAskedAlready, "Hai già chiesto in questo turno."},
    {S::kWhyAskAfterMeld, "Puoi chiedere «Posso chiudere?» solo prima di pescare o dopo aver pescato dal tallone, prima di calare qualsiasi carta."},
    {S::kWhyAskCannotGoOut, "Puoi chiedere «Posso chiudere?» solo quando puoi chiudere in questo turno."},
    {S::kWhyAskLastRedThree, "Dopo aver pescato un tre rosso come ultima carta del tallone non c'è chiusura da chiedere: cala se vuoi, poi "
         "passa."},
    {S::kWhyMustAnswer, "Rispondi sì o no alla domanda del tuo compagno."},
    {S::kWhyNotAllowed, "Questa mossa non è consentita."},
    {S::kPluralAces, "assi"},
    {S::kPluralKings, "re"},
    {S::kPluralQueens, "donne"},
    {S::kPluralJacks, "fanti"},
    {S::kPluralTens, "dieci"},
    {S::kPluralNines, "nove"},
    {S::kPluralEights, "otto"},
    {S::kPluralSevens, "sette"},
    {S::kPluralSixes, "sei"},
    {S::kPluralFives, "cinque"},
    {S::kPluralFours, "quattro"},
    {S::kPluralThrees, "tre"},
    {S::kPluralDeuces, "pinelle"},
    {S::kPluralJokers, "jolly"},
    {S::kOneCanasta, "una canasta"},
    {S::kCanastas, "{0} canaste"},
    // Reasons of the Modern American and Uruguayan rules
    {S::kWhyNoWildMeld, "Le matte non si calano mai da sole: si uniscono a una combinazione di carte naturali."},
    {S::kWhyWildMeldTooSmall, "Una combinazione di matte richiede almeno {0} carte."},
    {S::kWhyMeldTooBig, "Una combinazione ha al massimo {1} carte: nei {0} non c'è più posto."},
    {S::kWhyWildsOutnumber, "In una combinazione di {0} le carte naturali devono essere più delle matte."},
    {S::kWhyNaturalOnly, "Una combinazione di {0} non contiene mai matte."},
    {S::kWhyAcesPure, "Una combinazione di assi accetta matte solo se è stata calata con una nella prima calata."},
    {S::kWhyRuleOfFive, "Le matte si uniscono ai {0} solo quando la combinazione ha {1} carte naturali (la regola del cinque), tranne nel turno della prima calata."},
    {S::kWhyWildMeldIncomplete, "Finché la combinazione di matte della tua squadra è incompleta, le matte possono andare solo lì."},
    {S::kWhyDeadRank, "I {0} sono morti: ne è completa una canasta, quindi nessuno può calare {0} né prendere il pozzo con uno."},
    {S::kWhyThreesNeverMelded, "In questo gioco i tre non si calano mai."},
    {S::kWhyOpeningNeedsPureMeld, "La tua prima calata richiede una combinazione di tre o più carte senza matte, o di sole matte."},
    {S::kWhyOpeningNeedsCleanTriple, "La tua prima calata richiede una combinazione di tre o più carte naturali senza matte."},
    {S::kWhyOpeningMixedCanasta, "Una canasta mista non può essere completata nella prima calata."},
    {S::kWhyPileAlwaysFrozen, "Il pozzo è sempre congelato: ti servono due {0} naturali dalla mano."},
    {S::kWhyPotFirstTake, "La prima volta nella mano il pozzo si prende solo con due {0} naturali dalla mano."},
    {S::kWhyPotCrossed, "Il pozzo è incrociato da una matta: ti servono due {0} naturali dalla mano."},
    {S::kWhyPotFirstRound, "Nel primo giro solo il giocatore che ha cominciato può prendere il pozzo."},
    {S::kWhyPickupNeedsInitialMeld, "La tua squadra non ha calato: prendi il pozzo insieme a una prima calata dalla mano di almeno {0}."},
    {S::kWhyMustGoOutWithDiscard, "Si chiude scartando: tieni una carta da scartare."},
    {S::kWhyIncompleteAces, "Non puoi chiudere finché la tua squadra ha una combinazione incompleta di assi senza matte."},
    {S::kWhyIncompleteSevens, "Non puoi chiudere finché la tua squadra ha una combinazione incompleta di sette."},
    {S::kWhyIncompleteWild, "Non puoi chiudere finché la tua squadra ha una combinazione incompleta di matte."},
    {S::kWhyNeedPureAndMixed, "Non puoi chiudere: la tua squadra ha prima bisogno di una canasta pulita e di una sporca."},
    {S::kWhyPureCanastaThisTurn, "Non puoi chiudere nel turno in cui la tua squadra completa la canasta pulita: aspetta un turno."},
    {S::kWhyDiscardThree, "I tre non si scartano mai."},
    {S::kWhyDiscardWild, "Una matta si può scartare solo per chiudere, o quando hai solo matte."},
    {S::kWhyDiscardEmptyPile, "Sul pozzo vuoto scarta una carta che non sia un sette, un asso, una matta o di un valore morto finché ne hai una; il {0} deve aspettare."},
    {S::kWhyNoSpecialHands, "In questo gioco non ci sono mani speciali."},
    {S::kWhySpecialAfterDraw, "Una mano speciale si dichiara dopo aver pescato dal tallone, prima di calare qualsiasi carta."},
    {S::kWhySpecialSideMelded, "Le mani speciali sono solo per una squadra che non ha calato."},
    {S::kWhyNotSpecialHand, "Le tue quattordici carte non formano quella mano speciale."},
    {S::kWhyNotKeptThree, "Solo un tre tenuto in mano si scopre così, finché il tallone può sostituirlo."},
    // Special hands and kept threes
    {S::kDeclared, "{0} ha dichiarato una mano speciale: {1}!"},
    {S::kYouDeclared, "Hai dichiarato una mano speciale: {0}!"},
    {S::kDoDeclare, "dichiara la mano speciale {0}."},
    {S::kLaidThree, "{0} ha scoperto {1}."},
    {S::kYouLaidThree, "Hai scoperto {0}."},
    {S::kDoLayThree, "scopri {0}."},
    {S::kSpecialStraight, "Scala"},
    {S::kSpecialPairs, "Coppie"},
    {S::kSpecialWildPairs, "Coppie con matte"},
    {S::kSpecialGarbage, "Spazzatura"},
});

}  // namespace canasta::frontend
