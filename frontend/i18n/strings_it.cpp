// Italian interface strings, in the order of enum S (strings.h); a missing
// entry falls back to English. Canasta words as players say them: tallone
// (stock), pozzo (discard pile), calare (meld), chiudere (go out), matte
// (jolly and pinelle, the deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

const StringTable kStringsIt = {
    // Buttons
    "Cala", "Scarta", "Chiudo?", "Sì", "No", "Consiglio", "Ordina", "Annulla", "Passa", "Nuova", "Mosse", "Regole",
    "Opzioni", "Prossima mano", "Inizia", "Chiudi", "Prendi",
    // Table
    "Tu", "Noi", "Loro", "{0} nel tallone", "{0} nel pozzo", "CONGELATO", "servono {0}", "resta fuori", "{0} carte",
    "Tocca a te: pesca dal tallone o prendi il pozzo.", "Tocca a te: cala, poi scarta.", "{0} sta pensando…",
    "{0} chiede: posso chiudere?", "Il tuo compagno dice sì: chiudi in questo turno.",
    "Il tuo compagno dice no: tieni una carta in questo turno.", "Rispondi al tuo compagno: Sì o No.",
    "Il tallone è finito: prendi il pozzo o passa.", "Un tre rosso era l'ultima carta: cala, poi passa.",
    "Scegli le carte da calare, o una carta da scartare.",
    // Move descriptions
    "{0} pesca dal tallone.", "{0} prende il pozzo ({1} carte).", "{0} cala {1}.", "{0} scarta {1}.",
    "{0} chiede: posso chiudere?", "{0} dice sì.", "{0} dice no.", "{0} passa.", "{0} chiude!", "Consiglio: {0}",
    "Il processo dei giocatori del computer si è fermato; questa mossa è stata calcolata nella pagina.",
    "Il tuo ultimo turno è stato annullato.", "Non c'è nessun tuo turno da annullare.",
    // Score sheet
    "Fine della mano {0}", "Combinazioni", "Canaste", "Tre rossi", "Chiusura", "Chiusura in mano", "Carte in mano",
    "Questa mano", "Totale", "Vincitore: {0}", "Partita finita", "Mano",
    // New game and settings
    "Nuova partita", "Giocatori", "Computer", "Principiante", "Normale", "Esperto", "Regole", "Classica (1950)",
    "Tre mazzi", "Minimo 15 sotto zero", "Al massimo tre matte", "110 carte, sei jolly", "In due: pesca due",
    "Consenti di annullare", "Opzioni", "Lingua", "Animazioni", "Spente", "Veloci", "Normali", "Lente",
    "Mazzo a quattro colori", "Colori per daltonici", "Mosse", "Regole della Canasta",
    "La Canasta si gioca con due mazzi e quattro jolly. I jolly e le pinelle (i due) sono matte.\n"
    "Nel tuo turno pesca dal tallone, oppure prendi tutto il pozzo quando puoi calare la sua carta in cima con due "
    "carte della tua mano (o aggiungerla a una combinazione della tua squadra). Poi cala se vuoi e scarta una "
    "carta.\n"
    "Una combinazione è fatta di tre o più carte dello stesso valore, con almeno due naturali e al massimo tre "
    "matte. Sette carte formano una canasta: 500 punti se pulita, 300 se sporca. I tre rossi si mettono subito in "
    "tavola e si rimpiazzano; ognuno vale 100 (tutti e quattro: 800).\n"
    "La prima calata della tua squadra deve raggiungere un minimo: 50 da 0, 90 da 1.500, 120 da 3.000 punti (15 "
    "sotto zero). Valori: jolly 50, due e asso 20, dal re all'otto 10, dal sette al quattro e tre nero 5.\n"
    "Il pozzo è congelato finché contiene una matta o un tre rosso, e per una squadra che non ha ancora calato: "
    "allora lo prendono solo due carte naturali del valore della carta in cima. I tre neri bloccano il giocatore "
    "successivo.\n"
    "Puoi chiudere, calando o scartando l'ultima carta, quando la tua squadra ha una canasta; chiudere vale 100 "
    "(200 in mano). In coppia puoi prima chiedere «Posso chiudere?» e la risposta del compagno vincola. Le carte "
    "rimaste in mano contano contro di te. Vince la prima squadra che arriva a 5.000.",
    "Nuova mano",
    // The player's own moves and hints
    "Peschi dal tallone.", "Prendi il pozzo ({0} carte).", "Cali {0}.", "Scarti {0}.", "Chiedi: posso chiudere?",
    "Dici sì.", "Dici no.", "Passi.", "Chiudi!", "pesca dal tallone.", "prendi il pozzo.", "cala {0}.",
    "scarta {0}.", "chiedi al tuo compagno «Posso chiudere?»", "rispondi sì.", "rispondi no.", "passa.",
    "Hai vinto la partita!", "Jolly",
    // Taking the pile
    "Prendere il pozzo: con quali carte della tua mano?", "con {0}", "e calare {0}",
    // The engine's reasons
    "La partita è finita.", "La mano è finita: inizia la prossima.",
    "Il tuo compagno deve prima rispondere sì o no a «Posso chiudere?».", "Nessuno ha chiesto «Posso chiudere?».",
    "Hai già pescato in questo turno.", "Prima pesca dal tallone o prendi il pozzo.",
    "Il tallone è esaurito: prendi lo scarto o passa.", "Il pozzo è vuoto.",
    "In cima al pozzo c'è una matta, quindi non si può prendere.",
    "In cima al pozzo c'è un tre nero, quindi non si può prendere.",
    "In cima al pozzo c'è un tre rosso, quindi non si può prendere.",
    "Il pozzo è congelato: ti servono due {0} naturali dalla tua mano.",
    "Il pozzo è congelato per la tua squadra finché non cala: ti servono due {0} naturali dalla tua mano.",
    "La tua squadra non ha una combinazione di {0} a cui aggiungere la carta in cima: mostra due carte della tua "
    "mano insieme a essa.",
    "Per prendere il pozzo, mostra due {0} naturali, oppure una carta naturale di quel valore e una matta, dalla "
    "tua mano.",
    "I gruppi in più con la presa del pozzo valgono solo per la prima calata: calali dopo aver preso il pozzo.",
    "La tua prima calata vale {0}, ma alla tua squadra servono {1}.",
    "Con una carta nel pozzo e una in mano non puoi prendere il pozzo e chiudere.",
    "Non puoi chiudere: la tua squadra deve prima fare {0}.",
    "La tua squadra deve ancora fare {0} per chiudere, quindi dopo lo scarto devi tenere una carta.",
    "Il tuo compagno ha detto no: non puoi chiudere in questo turno.",
    "Il tuo compagno ha detto sì: devi chiudere in questo turno, scartando solo la tua ultima carta.",
    "Il tuo compagno ha detto sì: con questa calata non potresti più chiudere in questo turno.",
    "Non hai {0} in mano.", "Non hai tutte queste carte.", "I tre rossi non si calano mai in combinazione.",
    "I tre neri si possono calare solo nel turno in cui chiudi.", "I tre neri non si possono calare con matte.",
    "Uno stesso valore ({0}) va in un solo gruppo per mossa.",
    "Una combinazione di {0} richiede almeno due carte naturali.",
    "Una combinazione di {0} richiede almeno tre carte.",
    "Una combinazione di {0} può avere al massimo tre matte finché non è una canasta.",
    "Una combinazione di {0} può avere al massimo tre matte.",
    "Le matte non si possono calare da sole: la tua squadra non ha una combinazione di {0} a cui unirle.",
    "Scegli le carte da calare.",
    "Hai pescato un tre rosso come ultima carta del tallone: puoi calare e poi passare, ma non scartare.",
    "Puoi passare solo quando il tallone è esaurito, o dopo aver pescato un tre rosso come sua ultima carta.",
    "Il tallone è esaurito e lo scarto va su una combinazione della tua squadra: devi prenderlo.",
    "Non hai un compagno a cui chiedere.", "Hai già chiesto in questo turno.",
    "Puoi chiedere «Posso chiudere?» solo dopo aver pescato dal tallone e prima di calare.",
    "Puoi chiedere «Posso chiudere?» solo quando puoi chiudere in questo turno.",
    "Dopo aver pescato un tre rosso come ultima carta del tallone non c'è chiusura da chiedere: cala se vuoi, poi "
    "passa.",
    "Rispondi sì o no alla domanda del tuo compagno.", "Questa mossa non è consentita.",
    // Ranks in the plural, canaste
    "assi", "re", "donne", "fanti", "dieci", "nove", "otto", "sette", "sei", "cinque", "quattro", "tre", "pinelle",
    "jolly", "una canasta", "{0} canaste",
};

}  // namespace canasta::frontend
