// Spanish interface strings, keyed by enum S (strings.h); a missing
// entry falls back to English. Canasta words as players say them: mazo
// (stock), pozo (discard pile), bajar (meld), cerrar (go out), comodines
// (jokers and deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

constinit const StringTable kStringsEs = make_string_table({
    {S::kMeld, "Bajar"},
    {S::kDiscard, "Descartar"},
    {S::kGoOut, "Consultar pareja"},
    {S::kYes, "Sí"},
    {S::kNo, "No"},
    {S::kHint, "Pista"},
    {S::kSort, "Ordenar"},
    {S::kUndo, "Deshacer"},
    {S::kPass, "Pasar"},
    {S::kNew, "Nueva"},
    {S::kLog, "Jugadas"},
    {S::kRules, "Reglas"},
    {S::kSettings, "Opciones"},
    {S::kNextDeal, "Siguiente mano"},
    {S::kStart, "Empezar"},
    {S::kClose, "Volver"},
    {S::kTake, "Tomar"},
    {S::kYou, "Tú"},
    {S::kUs, "Nosotros"},
    {S::kThem, "Ellos"},
    {S::kStockCount, "{0} en el mazo"},
    {S::kPileCount, "{0} en el pozo"},
    {S::kFrozen, "CONGELADO"},
    {S::kNeeds, "necesita {0}"},
    {S::kSittingOut, "no juega"},
    {S::kCardsInHand, "{0} cartas"},
    {S::kYourTurnDraw, "Tu turno: roba del mazo o toma el pozo."},
    {S::kYourTurnPlay, "Tu turno: baja y luego descarta."},
    {S::kThinking, "{0} está pensando…"},
    {S::kPartnerAsks, "{0} pregunta: ¿puedo cerrar?"},
    {S::kSaidYes, "Tu compañero dice que sí: cierra en este turno."},
    {S::kSaidNo, "Tu compañero dice que no: quédate con una carta en este turno."},
    {S::kYourAnswer, "Responde a tu compañero: Sí o No."},
    {S::kStockOutChoice, "El mazo está vacío: toma el pozo o pasa."},
    {S::kRedThreeLast, "Un tres rojo fue la última carta: baja y luego pasa."},
    {S::kSelectHint, "Elige cartas para bajar, o una carta para descartar."},
    {S::kDrew, "{0} roba del mazo."},
    {S::kTookPile, "{0} toma el pozo ({1} cartas)."},
    {S::kMelded, "{0} baja {1}."},
    {S::kDiscarded, "{0} descarta {1}."},
    {S::kAsked, "{0} pregunta: ¿puedo cerrar?"},
    {S::kAnsweredYes, "{0} dice que sí."},
    {S::kAnsweredNo, "{0} dice que no."},
    {S::kPassed, "{0} pasa."},
    {S::kWentOut, "¡{0} cierra!"},
    {S::kHintIs, "Pista: {0}"},
    {S::kWorkerFallback, "Falló el proceso de los jugadores de la computadora; esta jugada se calculó en la página."},
    {S::kUndone, "Se deshizo tu último turno."},
    {S::kNothingToUndo, "No hay ningún turno tuyo que deshacer."},
    {S::kDealOver, "Fin de la mano {0}"},
    {S::kMeldsLine, "Juegos"},
    {S::kCanastasLine, "Canastas"},
    {S::kRedThreesLine, "Treses rojos"},
    {S::kGoingOutLine, "Cierre"},
    {S::kConcealedLine, "Cierre en mano"},
    {S::kHandsLine, "Cartas en la mano"},
    {S::kDealLine, "Esta mano"},
    {S::kTotalLine, "Total"},
    {S::kWins, "Ganador: {0}"},
    {S::kGameOver, "Fin de la partida"},
    {S::kDeal, "Mano"},
    {S::kNewGameTitle, "Nueva partida"},
    {S::kPlayers, "Jugadores"},
    {S::kLevel, "Computadora"},
    {S::kBeginner, "Principiante"},
    {S::kStandard, "Estándar"},
    {S::kExpert, "Experto"},
    {S::kVariant, "Reglas"},
    {S::kClassic, "Clásica (1950)"},
    {S::kThreePack, "Tres barajas"},
    {S::kOptMin15, "Mínimo 15 bajo cero"},
    {S::kOptWild3, "Como mucho tres comodines"},
    {S::kOptJokers6, "110 cartas, seis jokers"},
    {S::kOptDrawTwo, "Dos jugadores: robar dos"},
    {S::kOptUndo, "Permitir deshacer"},
    {S::kAmerican, "Americana"},
    {S::kUruguayan, "Uruguaya"},
    {S::kAboutClassic, "Las leyes de 1950: de 2 a 6 jugadores, por parejas con 4 y 6."},
    {S::kAboutThreePack, "Seis jugadores en tres parejas, tres barajas, partida a 10.000."},
    {S::kAboutAmerican, "Americana moderna: cuatro jugadores, juegos de 7 como máximo, juegos de comodines, dos canastas para cerrar."},
    {S::kAboutUruguayan, "De 2 a 4 jugadores: un pozo bajo el descarte, una canasta pura y una mixta para cerrar."},
    {S::kOptCleanTriple, "La primera bajada necesita un trío natural"},
    {S::kOptNoSplash, "Sin splash: una canasta no exime del mínimo"},
    {S::kOptNoSpecials, "Sin manos especiales"},
    {S::kOptWild2500, "Un juego incompleto de cuatro comodines cuesta 2.500"},
    {S::kOptCap7, "Como máximo siete cartas por juego"},
    {S::kOptAlwaysFrozen, "El pozo siempre está congelado"},
    {S::kOptQuick, "Partida corta: 5.000 puntos"},
    {S::kBlackThreesLine, "Treses negros"},
    {S::kPenaltiesLine, "Penalizaciones"},
    {S::kCanastaCountLine, "Bono por número de canastas"},
    {S::kSpecialHandLine, "Mano especial"},
    {S::kCardsInHandOne, "{0} carta"},
    {S::kTookPileOne, "{0} toma el pozo ({1} carta)."},
    {S::kYouTookPileOne, "Tomas el pozo ({0} carta)."},
    {S::kDoAddTo, "añade {0} a los {1}."},
    {S::kWildsNoMeld, "Los comodines se unen a un juego: tu equipo no tiene ningún juego al que puedan ir ahora."},
    {S::kChooseMeldFor, "¿A qué juego añades los comodines?"},
    {S::kRulesControls, "Controles|Toca o haz clic en las cartas de tu mano para elegirlas. Robar: toca el mazo (D). Tomar "
         "el pozo: toca el pozo (P). Bajar: elige cartas y toca Bajar o uno de los juegos de tu equipo (M). "
         "Descartar: elige una carta y toca Descartar o el pozo (X). Consultar a tu pareja: A, responde con Y "
         "o N. Pista: H. Ordenar: S. Deshacer: U. Las flechas y el tabulador mueven el foco, Intro o Espacio "
         "lo activan, Esc quita la selección, ? muestra estas teclas."},
    {S::kRulesAmerican, "El juego|Canasta americana moderna: cuatro jugadores en dos parejas, dos barajas con cuatro "
         "comodines, partida a 8.500. Comodines y doses son comodines.\nJuegos|Un juego tiene de tres a siete "
         "cartas, al menos dos naturales y como mucho dos comodines. Cuando un juego tiene cinco naturales (o "
         "en el turno de la primera bajada de tu equipo) puede llevar comodines. Los sietes nunca llevan "
         "comodines; los ases solo si se bajan con uno en la primera bajada. Los comodines solos forman su "
         "propio juego. Un valor completado queda muerto para todos.\nLa primera bajada|Necesita 125 puntos "
         "(155 desde 3.000, 180 desde 5.000) de tu mano y un trío limpio. El primer jugador de cada equipo en "
         "bajar recibe cartas de premio del mazo en su siguiente turno: cuatro el primer equipo, tres el "
         "segundo.\nEl pozo|Siempre está congelado: solo dos naturales del valor de la carta de arriba lo "
         "toman. Los treses nunca se descartan; los comodines solo al cerrar.\nCerrar|Tu equipo necesita dos "
         "canastas y ningún juego incompleto de sietes, ases o comodines. Se cierra con un "
         "descarte.\nPuntuación|Canastas: natural 500, mixta 300, de sietes o ases 2.500, de comodines de "
         "2.000 a 3.000. Sietes, ases o comodines incompletos cuestan de 2.000 a 2.500; tres ases o sietes en "
         "una mano cuestan 1.500. Los treses suman para un equipo con dos canastas y restan sin ninguna."},
    {S::kRulesUruguayan, "El juego|Canasta uruguaya: de dos a cuatro jugadores (por parejas con cuatro), quince cartas cada "
         "uno, dos barajas con cuatro comodines, partida a 7.000. Comodines y doses son comodines.\nEl "
         "pozo|El pozo empieza con seis cartas boca abajo bajo una boca arriba. La primera vez que se toma en "
         "la mano hace falta un par natural del valor de la carta de arriba; después vale una natural y un "
         "comodín, o añadir la carta de arriba al juego de tu equipo. En la primera vuelta solo el primer "
         "jugador puede tomarlo. Un comodín descartado encima lo cruza: entonces solo un par natural lo "
         "toma.\nJuegos|Un juego tiene al menos tres cartas, más naturales que comodines. Los comodines solos "
         "pueden formar su propio juego. Los treses nunca se bajan.\nLa primera bajada|Necesita 50 puntos (15 "
         "bajo cero, 90 desde 1.500, 120 desde 3.000). Una canasta bajada entera de la mano antes de que tu "
         "equipo tenga juegos vale 1.000.\nCerrar|Tu equipo necesita una canasta pura y una mixta, la pura ya "
         "en la mesa al empezar tu turno. Cerrar vale 200.\nPuntuación|Canastas: pura 500, mixta 300, de "
         "comodines 2.000 (3.000 solo doses). Cinco canastas suman 500, siete 2.000. Sin canasta las cartas "
         "bajadas y los treses rojos restan. Un tres negro en la mano cuesta 100."},
    {S::kIntroTitle, "Bienvenido a la Canasta"},
    {S::kIntroText, "Te sientas abajo en la mesa. Con cuatro o seis jugadores tus compañeros, marcados como Pareja, juegan para tu equipo; los demás juegan contra ti.\nEn tu turno roba del mazo o toma el pozo, baja si puedes y descarta una carta. Toca las "
         "cartas de tu mano para elegirlas y usa los botones: Bajar, Descartar y Pista cuando quieras un "
         "consejo.\nTres o más cartas de un valor forman un juego; siete, una canasta. Cuando tu equipo tenga "
         "una canasta puedes cerrar jugando tu última carta; con pareja puedes preguntarle antes.\nTeclas: D "
         "robar, P pozo, M bajar, X descartar, H pista; ? las muestra todas. Reglas explica el juego y vuelve "
         "a mostrar esta tarjeta."},
    {S::kPartnerLabel, "Pareja"},
    {S::kIntroButton, "Introducción"},
    {S::kStartPlaying, "Empezar a jugar"},
    {S::kSettingsTitle, "Opciones"},
    {S::kLanguage, "Idioma"},
    {S::kSpeed, "Animaciones"},
    {S::kSpeedOff, "Sin"},
    {S::kSpeedFast, "Rápidas"},
    {S::kSpeedNormal, "Normales"},
    {S::kSpeedSlow, "Lentas"},
    {S::kFourColour, "Baraja de cuatro colores"},
    {S::kColourBlind, "Colores para daltónicos"},
    {S::kLogTitle, "Jugadas"},
    {S::kRulesTitle, "Reglas de la Canasta"},
    {S::kRulesText, "La baraja|La Canasta se juega con dos barajas y cuatro jokers. Los jokers y los doses son comodines.\nTu turno|"
         "En tu turno roba del mazo, o toma todo el pozo cuando puedas bajar su carta de arriba con dos cartas de tu "
         "mano (o añadirla a un juego de tu equipo). Luego baja si quieres y descarta una carta.\nJuegos y canastas|"
         "Un juego son tres o más cartas del mismo valor, con al menos dos naturales y como mucho tres comodines. Siete "
         "cartas forman una canasta: 500 puntos si es limpia, 300 si es sucia. Los treses rojos se ponen en la mesa "
         "enseguida y se reponen; cada uno vale 100 (los cuatro: 800).\nLa primera bajada|"
         "La primera bajada de tu equipo debe alcanzar un mínimo: 50 desde 0, 90 desde 1.500, 120 desde 3.000 puntos "
         "(15 bajo cero). Valores: joker 50, dos y as 20, del rey al ocho 10, del siete al cuatro y tres negro 5.\nEl pozo|"
         "El pozo está congelado mientras contenga un comodín o un tres rojo, y para un equipo que aún no ha bajado: "
         "entonces solo se toma con dos cartas naturales del valor de la carta de arriba. Los treses negros bloquean al "
         "jugador siguiente.\nCerrar y la partida|"
         "Puedes cerrar, bajando o descartando tu última carta, cuando tu equipo tenga una canasta; cerrar vale 100 "
         "(200 en mano). En parejas puedes preguntar antes «¿Puedo cerrar?» y la respuesta de tu compañero obliga. Las "
         "cartas que te queden en la mano restan. Gana el primer equipo que llegue a 5.000."},
    {S::kNewDeal, "Nueva mano"},
    {S::kYouDrew, "Robas del mazo."},
    {S::kYouTookPile, "Tomas el pozo ({0} cartas)."},
    {S::kYouMelded, "Bajas {0}."},
    {S::kYouDiscarded, "Descartas {0}."},
    {S::kYouAsked, "Preguntas: ¿puedo cerrar?"},
    {S::kYouSaidYes, "Dices que sí."},
    {S::kYouSaidNo, "Dices que no."},
    {S::kYouPassed, "Pasas."},
    {S::kYouWentOut, "¡Cierras!"},
    {S::kDoDraw, "roba del mazo."},
    {S::kDoTakePile, "toma el pozo."},
    {S::kDoMeld, "baja {0}."},
    {S::kDoDiscard, "descarta {0}."},
    {S::kDoAsk, "pregunta a tu compañero «¿Puedo cerrar?»"},
    {S::kDoYes, "responde que sí."},
    {S::kDoNo, "responde que no."},
    {S::kDoPass, "pasa."},
    {S::kYouWin, "¡Ganas la partida!"},
    {S::kJoker, "Joker"},
    {S::kChoosePickup, "Tomar el pozo: ¿con qué cartas de tu mano?"},
    {S::kPickupWith, "con {0}"},
    {S::kPickupMeldingToo, "y bajar {0}"},
    {S::kWhyGameOver, "La partida ha terminado."},
    {S::kWhyDealOver, "La mano ha terminado: empieza la siguiente."},
    {S::kWhyDealNotOver, "La mano aún no ha terminado."},
    {S::kWhyNotYourTurn, "No es tu turno."},
    {S::kWhyAwaitingAnswer, "Tu compañero primero debe responder «¿Puedo cerrar?» con sí o no."},
    {S::kWhyNotAsked, "Nadie ha preguntado «¿Puedo cerrar?»."},
    {S::kWhyAlreadyDrew, "Ya has robado en este turno."},
    {S::kWhyMustDrawFirst, "Primero roba del mazo o toma el pozo."},
    {S::kWhyStockEmpty, "El mazo se ha agotado: toma el descarte o pasa."},
    {S::kWhyPileEmpty, "El pozo está vacío."},
    {S::kWhyPileTopWild, "El pozo tiene un comodín encima, así que no se puede tomar."},
    {S::kWhyPileTopBlackThree, "El pozo tiene un tres negro encima, así que no se puede tomar."},
    {S::kWhyPileTopRedThree, "El pozo tiene un tres rojo encima, así que no se puede tomar."},
    {S::kWhyPileFrozen, "El pozo está congelado: necesitas dos {0} naturales de tu mano."},
    {S::kWhyPileFrozenUnmelded, "El pozo está congelado para tu equipo hasta que baje: necesitas dos {0} naturales de tu mano."},
    {S::kWhyNoMeldForTop, "Tu equipo no tiene ningún juego de {0} al que añadir la carta de arriba: muestra dos cartas de tu mano con ella."},
    {S::kWhyPairWrong, "Para tomar el pozo, muestra dos {0} naturales, o una carta natural de ese valor y un comodín, de tu mano."},
    {S::kWhyPickupGroupsNotInitial, "Los grupos extra al tomar el pozo son solo para la primera bajada: bájalos después de tomar el pozo."},
    {S::kWhyBelowMinimum, "Tu primera bajada suma {0}, pero tu equipo necesita {1}."},
    {S::kWhyLaw43, "Con una carta en el pozo y una en tu mano no puedes tomar el pozo y cerrar."},
    {S::kWhyNoCanasta, "No puedes cerrar: tu equipo necesita primero {0}."},
    {S::kWhyMustKeepCard, "Tu equipo aún necesita {0} para cerrar, así que debes quedarte con una carta después de descartar."},
    {S::kWhyPartnerSaidNo, "Tu compañero dijo que no: no puedes cerrar en este turno."},
    {S::kWhyPartnerSaidYes, "Tu compañero dijo que sí: debes cerrar en este turno, descartando solo tu última carta."},
    {S::kWhyYesMeldBlocks, "Tu compañero dijo que sí: con esta bajada no podrías cerrar en este turno."},
    {S::kWhyYesDrawBlocks, "Tu compañero dijo que sí: debes cerrar en este turno, y solo tomando el pozo lo tienes asegurado."},
    {S::kWhyYesPickupBlocks, "Tu compañero dijo que sí: si tomas el pozo así, no podrías cerrar en este turno."},
    {S::kWhyCardNotInHand, "No tienes {0} en la mano."},
    {S::kWhyCardsNotInHand, "No tienes todas esas cartas."},
    {S::kWhyRedThreeMeld, "Los treses rojos nunca forman juegos."},
    {S::kWhyBlackThreesNotOut, "Los treses negros solo se pueden bajar en el turno en que cierras."},
    {S::kWhyBlackThreesWild, "Los treses negros no se pueden bajar con comodines."},
    {S::kWhyDuplicateRank, "Un mismo valor ({0}) va en un solo grupo por jugada."},
    {S::kWhyTooFewNaturals, "Un juego de {0} necesita al menos dos cartas naturales."},
    {S::kWhyTooFewCards, "Un juego de {0} necesita al menos tres cartas."},
    {S::kWhyTooManyWilds, "Un juego de {0} puede tener como mucho {1} comodines hasta que sea canasta."},
    {S::kWhyTooManyWildsEver, "Un juego de {0} puede tener como mucho {1} comodines."},
    {S::kWhyWildsAlone, "Los comodines no se pueden bajar solos: tu equipo no tiene ningún juego de {0} al que puedan unirse."},
    {S::kWhyNoGroups, "Elige las cartas que quieres bajar."},
    {S::kWhyNoDiscardLastRedThree, "Robaste un tres rojo como última carta del mazo: puedes bajar y luego pasar, pero no descartar."},
    {S::kWhyCannotPass, "Solo puedes pasar cuando el mazo se ha agotado, o después de robar un tres rojo como su última carta."},
    {S::kWhyMustTakeForced, "El mazo se ha agotado y el descarte encaja en un juego de tu equipo: debes tomarlo."},
    {S::kWhyNoPartner, "No tienes compañero a quien preguntar."},
    {S::kWhyAskedAlready, "Ya has preguntado en este turno."},
    {S::kWhyAskAfterMeld, "Solo puedes preguntar «¿Puedo cerrar?» antes de robar o después de robar del mazo, antes de bajar nada."},
    {S::kWhyAskCannotGoOut, "Solo puedes preguntar «¿Puedo cerrar?» cuando puedes cerrar en este turno."},
    {S::kWhyAskLastRedThree, "Tras robar un tres rojo como última carta del mazo no hay cierre por el que preguntar: baja si quieres y luego "
         "pasa."},
    {S::kWhyMustAnswer, "Responde a la pregunta de tu compañero con sí o no."},
    {S::kWhyNotAllowed, "Esa jugada no está permitida."},
    {S::kPluralAces, "ases"},
    {S::kPluralKings, "reyes"},
    {S::kPluralQueens, "damas"},
    {S::kPluralJacks, "jotas"},
    {S::kPluralTens, "dieces"},
    {S::kPluralNines, "nueves"},
    {S::kPluralEights, "ochos"},
    {S::kPluralSevens, "sietes"},
    {S::kPluralSixes, "seises"},
    {S::kPluralFives, "cincos"},
    {S::kPluralFours, "cuatros"},
    {S::kPluralThrees, "treses"},
    {S::kPluralDeuces, "doses"},
    {S::kPluralJokers, "jokers"},
    {S::kOneCanasta, "una canasta"},
    {S::kCanastas, "{0} canastas"},
    // Reasons of the Modern American and Uruguayan rules
    {S::kWhyNoWildMeld, "Los comodines nunca se bajan solos: se unen a un juego de cartas naturales."},
    {S::kWhyWildMeldTooSmall, "Un juego de comodines necesita al menos {0} cartas."},
    {S::kWhyMeldTooBig, "Un juego tiene como mucho {1} cartas: no caben más {0}."},
    {S::kWhyWildsOutnumber, "En un juego de {0} las cartas naturales deben superar a los comodines."},
    {S::kWhyNaturalOnly, "Un juego de {0} nunca lleva comodines."},
    {S::kWhyAcesPure, "Un juego de ases admite comodines solo si se bajó con uno en la primera bajada."},
    {S::kWhyRuleOfFive, "Los comodines se unen a los {0} solo cuando el juego tiene {1} cartas naturales (la regla de cinco), salvo en el turno de la primera bajada."},
    {S::kWhyWildMeldIncomplete, "Mientras el juego de comodines de tu equipo esté incompleto, los comodines solo pueden ir a él."},
    {S::kWhyDeadRank, "Los {0} están muertos: hay una canasta completa de ellos, así que nadie puede bajar {0} ni tomar el pozo con uno."},
    {S::kWhyThreesNeverMelded, "En este juego los treses nunca se bajan."},
    {S::kWhyOpeningNeedsPureMeld, "Tu primera bajada necesita un juego de tres o más cartas sin comodines, o solo de comodines."},
    {S::kWhyOpeningNeedsCleanTriple, "Tu primera bajada necesita un juego de tres o más cartas naturales sin comodines."},
    {S::kWhyOpeningMixedCanasta, "No se puede completar una canasta mixta en la primera bajada."},
    {S::kWhyPileAlwaysFrozen, "El pozo siempre está congelado: necesitas dos {0} naturales de tu mano."},
    {S::kWhyPotFirstTake, "La primera vez en la mano el pozo solo se toma con dos {0} naturales de tu mano."},
    {S::kWhyPotCrossed, "El pozo está cruzado por un comodín: necesitas dos {0} naturales de tu mano."},
    {S::kWhyPotFirstRound, "En la primera vuelta solo el jugador que empezó puede tomar el pozo."},
    {S::kWhyPickupNeedsInitialMeld, "Tu equipo no ha bajado: toma el pozo junto con una primera bajada de tu mano de al menos {0}."},
    {S::kWhyMustGoOutWithDiscard, "Se cierra descartando: guarda una carta para descartar."},
    {S::kWhyIncompleteAces, "No puedes cerrar mientras tu equipo tenga un juego incompleto de ases sin comodines."},
    {S::kWhyIncompleteSevens, "No puedes cerrar mientras tu equipo tenga un juego incompleto de sietes."},
    {S::kWhyIncompleteWild, "No puedes cerrar mientras tu equipo tenga un juego incompleto de comodines."},
    {S::kWhyNeedPureAndMixed, "No puedes cerrar: tu equipo necesita antes una canasta pura y una mixta."},
    {S::kWhyPureCanastaThisTurn, "No puedes cerrar en el turno en que tu equipo completa su canasta pura: espera un turno."},
    {S::kWhyDiscardThree, "Los treses nunca se descartan."},
    {S::kWhyDiscardWild, "Solo puedes descartar un comodín para cerrar, o si solo tienes comodines."},
    {S::kWhyDiscardEmptyPile, "Con el pozo vacío descarta una carta que no sea siete, as, comodín ni de un valor muerto mientras tengas una; el {0} debe esperar."},
    {S::kWhyNoSpecialHands, "En este juego no hay manos especiales."},
    {S::kWhySpecialAfterDraw, "Una mano especial se baja después de robar del mazo, antes de bajar nada."},
    {S::kWhySpecialSideMelded, "Las manos especiales son solo para un equipo que no ha bajado."},
    {S::kWhyNotSpecialHand, "Tus catorce cartas no forman esa mano especial."},
    {S::kWhyNotKeptThree, "Solo un tres guardado en tu mano se pone a la vista así, mientras el mazo pueda reponerlo."},
    // Special hands and kept threes
    {S::kDeclared, "¡{0} bajó una mano especial: {1}!"},
    {S::kYouDeclared, "¡Bajaste una mano especial: {0}!"},
    {S::kDoDeclare, "baja la mano especial {0}."},
    {S::kLaidThree, "{0} puso a la vista {1}."},
    {S::kYouLaidThree, "Pusiste a la vista {0}."},
    {S::kDoLayThree, "pon a la vista {0}."},
    {S::kSpecialStraight, "Escalera"},
    {S::kSpecialPairs, "Parejas"},
    {S::kSpecialWildPairs, "Parejas con comodines"},
    {S::kSpecialGarbage, "Basura"},
});

}  // namespace canasta::frontend
