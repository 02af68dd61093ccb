// Spanish interface strings, in the order of enum S (strings.h); a missing
// entry falls back to English. Canasta words as players say them: mazo
// (stock), pozo (discard pile), bajar (meld), cerrar (go out), comodines
// (jokers and deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

const StringTable kStringsEs = {
    // Buttons
    "Bajar", "Descartar", "¿Cerrar?", "Sí", "No", "Pista", "Ordenar", "Deshacer", "Pasar", "Nueva", "Jugadas",
    "Reglas", "Opciones", "Siguiente mano", "Empezar", "Volver", "Tomar",
    // Table
    "Tú", "Nosotros", "Ellos", "{0} en el mazo", "{0} en el pozo", "CONGELADO", "necesita {0}", "no juega",
    "{0} cartas", "Tu turno: roba del mazo o toma el pozo.", "Tu turno: baja y luego descarta.",
    "{0} está pensando…", "{0} pregunta: ¿puedo cerrar?", "Tu compañero dice que sí: cierra en este turno.",
    "Tu compañero dice que no: quédate con una carta en este turno.", "Responde a tu compañero: Sí o No.",
    "El mazo está vacío: toma el pozo o pasa.", "Un tres rojo fue la última carta: baja y luego pasa.",
    "Elige cartas para bajar, o una carta para descartar.",
    // Move descriptions
    "{0} roba del mazo.", "{0} toma el pozo ({1} cartas).", "{0} baja {1}.", "{0} descarta {1}.",
    "{0} pregunta: ¿puedo cerrar?", "{0} dice que sí.", "{0} dice que no.", "{0} pasa.", "¡{0} cierra!",
    "Pista: {0}", "Falló el proceso de los jugadores de la computadora; esta jugada se calculó en la página.",
    "Se deshizo tu último turno.", "No hay ningún turno tuyo que deshacer.",
    // Score sheet
    "Fin de la mano {0}", "Juegos", "Canastas", "Treses rojos", "Cierre", "Cierre en mano", "Cartas en la mano",
    "Esta mano", "Total", "Ganador: {0}", "Fin de la partida", "Mano",
    // New game and settings
    "Nueva partida", "Jugadores", "Computadora", "Principiante", "Estándar", "Experto", "Reglas", "Clásica (1950)",
    "Tres barajas", "Mínimo 15 bajo cero", "Como mucho tres comodines", "110 cartas, seis jokers",
    "Dos jugadores: robar dos", "Permitir deshacer", "Opciones", "Idioma", "Animaciones", "Sin", "Rápidas",
    "Normales", "Lentas", "Baraja de cuatro colores", "Colores para daltónicos", "Jugadas", "Reglas de la Canasta",
    "La Canasta se juega con dos barajas y cuatro jokers. Los jokers y los doses son comodines.\n"
    "En tu turno roba del mazo, o toma todo el pozo cuando puedas bajar su carta de arriba con dos cartas de tu "
    "mano (o añadirla a un juego de tu equipo). Luego baja si quieres y descarta una carta.\n"
    "Un juego son tres o más cartas del mismo valor, con al menos dos naturales y como mucho tres comodines. Siete "
    "cartas forman una canasta: 500 puntos si es limpia, 300 si es sucia. Los treses rojos se ponen en la mesa "
    "enseguida y se reponen; cada uno vale 100 (los cuatro: 800).\n"
    "La primera bajada de tu equipo debe alcanzar un mínimo: 50 desde 0, 90 desde 1.500, 120 desde 3.000 puntos "
    "(15 bajo cero). Valores: joker 50, dos y as 20, del rey al ocho 10, del siete al cuatro y tres negro 5.\n"
    "El pozo está congelado mientras contenga un comodín o un tres rojo, y para un equipo que aún no ha bajado: "
    "entonces solo se toma con dos cartas naturales del valor de la carta de arriba. Los treses negros bloquean al "
    "jugador siguiente.\n"
    "Puedes cerrar, bajando o descartando tu última carta, cuando tu equipo tenga una canasta; cerrar vale 100 "
    "(200 en mano). En parejas puedes preguntar antes «¿Puedo cerrar?» y la respuesta de tu compañero obliga. Las "
    "cartas que te queden en la mano restan. Gana el primer equipo que llegue a 5.000.",
    "Nueva mano",
    // The player's own moves and hints
    "Robas del mazo.", "Tomas el pozo ({0} cartas).", "Bajas {0}.", "Descartas {0}.", "Preguntas: ¿puedo cerrar?",
    "Dices que sí.", "Dices que no.", "Pasas.", "¡Cierras!", "roba del mazo.", "toma el pozo.", "baja {0}.",
    "descarta {0}.", "pregunta a tu compañero «¿Puedo cerrar?»", "responde que sí.", "responde que no.", "pasa.",
    "¡Ganas la partida!", "Joker",
    // Taking the pile
    "Tomar el pozo: ¿con qué cartas de tu mano?", "con {0}", "y bajar {0}",
    // The engine's reasons
    "La partida ha terminado.", "La mano ha terminado: empieza la siguiente.",
    "Tu compañero primero debe responder «¿Puedo cerrar?» con sí o no.", "Nadie ha preguntado «¿Puedo cerrar?».",
    "Ya has robado en este turno.", "Primero roba del mazo o toma el pozo.",
    "El mazo se ha agotado: toma el descarte o pasa.", "El pozo está vacío.",
    "El pozo tiene un comodín encima, así que no se puede tomar.",
    "El pozo tiene un tres negro encima, así que no se puede tomar.",
    "El pozo tiene un tres rojo encima, así que no se puede tomar.",
    "El pozo está congelado: necesitas dos {0} naturales de tu mano.",
    "El pozo está congelado para tu equipo hasta que baje: necesitas dos {0} naturales de tu mano.",
    "Tu equipo no tiene ningún juego de {0} al que añadir la carta de arriba: muestra dos cartas de tu mano con ella.",
    "Para tomar el pozo, muestra dos {0} naturales, o una carta natural de ese valor y un comodín, de tu mano.",
    "Los grupos extra al tomar el pozo son solo para la primera bajada: bájalos después de tomar el pozo.",
    "Tu primera bajada suma {0}, pero tu equipo necesita {1}.",
    "Con una carta en el pozo y una en tu mano no puedes tomar el pozo y cerrar.",
    "No puedes cerrar: tu equipo necesita primero {0}.",
    "Tu equipo aún necesita {0} para cerrar, así que debes quedarte con una carta después de descartar.",
    "Tu compañero dijo que no: no puedes cerrar en este turno.",
    "Tu compañero dijo que sí: debes cerrar en este turno, descartando solo tu última carta.",
    "Tu compañero dijo que sí: con esta bajada no podrías cerrar en este turno.", "No tienes {0} en la mano.",
    "No tienes todas esas cartas.", "Los treses rojos nunca forman juegos.",
    "Los treses negros solo se pueden bajar en el turno en que cierras.",
    "Los treses negros no se pueden bajar con comodines.", "Un mismo valor ({0}) va en un solo grupo por jugada.",
    "Un juego de {0} necesita al menos dos cartas naturales.", "Un juego de {0} necesita al menos tres cartas.",
    "Un juego de {0} puede tener como mucho tres comodines hasta que sea canasta.",
    "Un juego de {0} puede tener como mucho tres comodines.",
    "Los comodines no se pueden bajar solos: tu equipo no tiene ningún juego de {0} al que puedan unirse.",
    "Elige las cartas que quieres bajar.",
    "Robaste un tres rojo como última carta del mazo: puedes bajar y luego pasar, pero no descartar.",
    "Solo puedes pasar cuando el mazo se ha agotado, o después de robar un tres rojo como su última carta.",
    "El mazo se ha agotado y el descarte encaja en un juego de tu equipo: debes tomarlo.",
    "No tienes compañero a quien preguntar.", "Ya has preguntado en este turno.",
    "Solo puedes preguntar «¿Puedo cerrar?» después de robar del mazo y antes de bajar.",
    "Solo puedes preguntar «¿Puedo cerrar?» cuando puedes cerrar en este turno.",
    "Tras robar un tres rojo como última carta del mazo no hay cierre por el que preguntar: baja si quieres y luego "
    "pasa.",
    "Responde a la pregunta de tu compañero con sí o no.", "Esa jugada no está permitida.",
    // Ranks in the plural, canastas
    "ases", "reyes", "damas", "jotas", "dieces", "nueves", "ochos", "sietes", "seises", "cincos", "cuatros", "treses",
    "doses", "jokers", "una canasta", "{0} canastas",
};

}  // namespace canasta::frontend
