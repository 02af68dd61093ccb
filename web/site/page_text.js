// The page's own words (its notices about options, saves, files, storage
// and the bot worker) in the table's five languages. The table's words live
// in frontend/i18n; these are the page's, shown before or beside the table.
//   setPageLanguage('de-AT');            // the lang option, else the browser's
//   pageText('manyFiles', { count: 3 }); // "{count}" placeholders filled in
// A missing translation falls back to English; tests/web/page_text.test.mjs
// checks every id exists in every language with the same placeholders.
export const LANGUAGES = ['en', 'es', 'pt', 'de', 'it'];

export const PAGE_TEXT = {
  en: {
    optionsRefused: 'Some options of this address were refused and the game starts without them: {list}.',
    whySeed: 'a seed is a whole number from 0 to 18446744073709551615',
    whyPlayers: 'players is a number from 2 to 6',
    whyLang: 'the languages are en, es, pt, de and it',
    whyLevels: 'levels is beginner, standard or expert, once or once per seat (at most one per player)',
    whyName: 'a name of letters and digits',
    whyTooLong: 'longer than {max} bytes',
    whyHost: 'not a web origin',
    resumeFailed: 'Your last game could not be opened: {reason} A new game starts and the save is kept.',
    saveTooLong: 'This save is {size} bytes long; at most {max} can be opened.',
    textTooLong: 'The {what} is {size} bytes long; at most {max} are accepted.',
    whatRecord: 'game record',
    whatPosition: 'position',
    whatSetup: 'game setup',
    nearLimit: 'This game is nearly too long to save ({percent}% of the limit): finish it soon or start a new game.',
    overLimit: 'This game is now too long to save: its save keeps it as it was at move {moves}. Start a new game to go on saving.',
    workerOff: 'The computer players stopped answering twice; for this game they now think on this page, which may pause while they do.',
    workerRetry: 'Try again',
    manyFiles: 'Drop one game file at a time: {count} files were dropped and none was imported.',
    fileTooLarge: '{name} is too large to be a game record (more than {max} bytes).',
    dbNewer: 'Your saved games were stored by a newer version of Canasta: reload the page to update; this tab does not save.',
    dbDamaged: 'The browser storage of this game is damaged ({reason}): games are not being saved.',
    visits: 'Visit {count} on this device',
    notSaving: 'Not saving',
  },
  es: {
    optionsRefused: 'Algunas opciones de esta dirección se rechazaron y la partida empieza sin ellas: {list}.',
    whySeed: 'una semilla es un número entero de 0 a 18446744073709551615',
    whyPlayers: 'players es un número de 2 a 6',
    whyLang: 'los idiomas son en, es, pt, de e it',
    whyLevels: 'levels es beginner, standard o expert, una vez o una por asiento (como mucho una por jugador)',
    whyName: 'un nombre de letras y cifras',
    whyTooLong: 'más de {max} bytes',
    whyHost: 'no es un origen web',
    resumeFailed: 'No se pudo abrir tu última partida: {reason} Empieza una partida nueva y la partida guardada se conserva.',
    saveTooLong: 'Esta partida guardada ocupa {size} bytes; solo se pueden abrir {max}.',
    textTooLong: 'El texto ({what}) ocupa {size} bytes; se aceptan como mucho {max}.',
    whatRecord: 'registro de la partida',
    whatPosition: 'posición',
    whatSetup: 'configuración de la partida',
    nearLimit: 'Esta partida casi es demasiado larga para guardarla ({percent}% del límite): termínala pronto o empieza otra.',
    overLimit: 'Esta partida ya es demasiado larga para guardarla: queda guardada tal como estaba en la jugada {moves}. Empieza una partida nueva para seguir guardando.',
    workerOff: 'Los jugadores de la computadora dejaron de responder dos veces; en esta partida ahora piensan en esta página, que puede pausarse mientras lo hacen.',
    workerRetry: 'Reintentar',
    manyFiles: 'Suelta un solo archivo de partida cada vez: se soltaron {count} archivos y no se importó ninguno.',
    fileTooLarge: '{name} es demasiado grande para ser un registro de partida (más de {max} bytes).',
    dbNewer: 'Tus partidas guardadas son de una versión más nueva de Canasta: recarga la página para actualizarla; esta pestaña no guarda.',
    dbDamaged: 'El almacenamiento del navegador para este juego está dañado ({reason}): las partidas no se guardan.',
    visits: 'Visita {count} en este dispositivo',
    notSaving: 'Sin guardar',
  },
  pt: {
    optionsRefused: 'Algumas opções deste endereço foram recusadas e o jogo começa sem elas: {list}.',
    whySeed: 'uma semente é um número inteiro de 0 a 18446744073709551615',
    whyPlayers: 'players é um número de 2 a 6',
    whyLang: 'os idiomas são en, es, pt, de e it',
    whyLevels: 'levels é beginner, standard ou expert, uma vez ou uma por lugar (no máximo uma por jogador)',
    whyName: 'um nome de letras e algarismos',
    whyTooLong: 'mais de {max} bytes',
    whyHost: 'não é uma origem web',
    resumeFailed: 'Não foi possível abrir o seu último jogo: {reason} Começa um jogo novo e o jogo salvo é mantido.',
    saveTooLong: 'Este jogo salvo tem {size} bytes; só podem ser abertos {max}.',
    textTooLong: 'O texto ({what}) tem {size} bytes; são aceitos no máximo {max}.',
    whatRecord: 'registro do jogo',
    whatPosition: 'posição',
    whatSetup: 'configuração do jogo',
    nearLimit: 'Este jogo está quase longo demais para ser salvo ({percent}% do limite): termine-o logo ou comece outro.',
    overLimit: 'Este jogo ficou longo demais para ser salvo: o jogo salvo fica como estava na jogada {moves}. Comece um jogo novo para continuar salvando.',
    workerOff: 'Os jogadores do computador deixaram de responder duas vezes; neste jogo eles agora pensam nesta página, que pode parar enquanto pensam.',
    workerRetry: 'Tentar de novo',
    manyFiles: 'Solte um arquivo de jogo de cada vez: foram soltos {count} arquivos e nenhum foi importado.',
    fileTooLarge: '{name} é grande demais para ser um registro de jogo (mais de {max} bytes).',
    dbNewer: 'Os seus jogos salvos são de uma versão mais nova do Canasta: recarregue a página para atualizar; esta aba não salva.',
    dbDamaged: 'O armazenamento do navegador deste jogo está danificado ({reason}): os jogos não estão sendo salvos.',
    visits: 'Visita {count} neste dispositivo',
    notSaving: 'Sem salvar',
  },
  de: {
    optionsRefused: 'Einige Optionen dieser Adresse wurden abgelehnt, das Spiel beginnt ohne sie: {list}.',
    whySeed: 'ein Startwert ist eine ganze Zahl von 0 bis 18446744073709551615',
    whyPlayers: 'players ist eine Zahl von 2 bis 6',
    whyLang: 'die Sprachen sind en, es, pt, de und it',
    whyLevels: 'levels ist beginner, standard oder expert, einmal oder einmal je Platz (höchstens einer je Spieler)',
    whyName: 'ein Name aus Buchstaben und Ziffern',
    whyTooLong: 'länger als {max} Bytes',
    whyHost: 'kein Web-Ursprung',
    resumeFailed: 'Dein letztes Spiel konnte nicht geöffnet werden: {reason} Ein neues Spiel beginnt, der Spielstand bleibt erhalten.',
    saveTooLong: 'Dieser Spielstand ist {size} Bytes lang; geöffnet werden höchstens {max}.',
    textTooLong: 'Der Text ({what}) ist {size} Bytes lang; angenommen werden höchstens {max}.',
    whatRecord: 'Spielprotokoll',
    whatPosition: 'Stellung',
    whatSetup: 'Spieleinstellung',
    nearLimit: 'Dieses Spiel ist fast zu lang zum Speichern ({percent} % der Grenze): beende es bald oder beginne ein neues.',
    overLimit: 'Dieses Spiel ist jetzt zu lang zum Speichern: gespeichert bleibt es, wie es bei Zug {moves} war. Beginne ein neues Spiel, um weiter zu speichern.',
    workerOff: 'Die Computerspieler haben zweimal nicht geantwortet; in diesem Spiel denken sie jetzt auf dieser Seite, die dabei kurz stocken kann.',
    workerRetry: 'Erneut versuchen',
    manyFiles: 'Bitte nur eine Spieldatei auf einmal ablegen: {count} Dateien wurden abgelegt, keine wurde importiert.',
    fileTooLarge: '{name} ist zu groß für ein Spielprotokoll (mehr als {max} Bytes).',
    dbNewer: 'Deine gespeicherten Spiele stammen von einer neueren Canasta-Version: lade die Seite neu, um zu aktualisieren; dieser Tab speichert nicht.',
    dbDamaged: 'Der Browserspeicher dieses Spiels ist beschädigt ({reason}): Spiele werden nicht gespeichert.',
    visits: 'Besuch {count} auf diesem Gerät',
    notSaving: 'Speichert nicht',
  },
  it: {
    optionsRefused: 'Alcune opzioni di questo indirizzo sono state rifiutate e la partita inizia senza: {list}.',
    whySeed: 'un seme è un numero intero da 0 a 18446744073709551615',
    whyPlayers: 'players è un numero da 2 a 6',
    whyLang: 'le lingue sono en, es, pt, de e it',
    whyLevels: 'levels è beginner, standard o expert, una volta o una per posto (al massimo uno per giocatore)',
    whyName: 'un nome di lettere e cifre',
    whyTooLong: 'più di {max} byte',
    whyHost: 'non è un’origine web',
    resumeFailed: 'Non è stato possibile aprire la tua ultima partita: {reason} Inizia una nuova partita e il salvataggio resta.',
    saveTooLong: 'Questo salvataggio è lungo {size} byte; se ne possono aprire al massimo {max}.',
    textTooLong: 'Il testo ({what}) è lungo {size} byte; se ne accettano al massimo {max}.',
    whatRecord: 'registro della partita',
    whatPosition: 'posizione',
    whatSetup: 'impostazione della partita',
    nearLimit: 'Questa partita è quasi troppo lunga per essere salvata ({percent}% del limite): finiscila presto o iniziane un’altra.',
    overLimit: 'Questa partita ora è troppo lunga per essere salvata: il salvataggio la tiene com’era alla mossa {moves}. Inizia una nuova partita per continuare a salvare.',
    workerOff: 'I giocatori del computer non hanno risposto due volte; in questa partita ora pensano in questa pagina, che può fermarsi mentre pensano.',
    workerRetry: 'Riprova',
    manyFiles: 'Trascina un solo file di partita alla volta: ne sono stati trascinati {count} e nessuno è stato importato.',
    fileTooLarge: '{name} è troppo grande per essere un registro di partita (più di {max} byte).',
    dbNewer: 'Le tue partite salvate vengono da una versione più recente di Canasta: ricarica la pagina per aggiornare; questa scheda non salva.',
    dbDamaged: 'La memoria del browser di questo gioco è danneggiata ({reason}): le partite non vengono salvate.',
    visits: 'Visita {count} su questo dispositivo',
    notSaving: 'Non salva',
  },
};

// The page's language for a tag such as "de-AT", or null when it is none of ours.
export function languageOf(tag) {
  const two = String(tag ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.includes(two) ? two : null;
}

let current = 'en';

export function setPageLanguage(tag) {
  current = languageOf(tag) ?? 'en';
}

export function pageLanguage() {
  return current;
}

export function pageText(id, params = {}) {
  const text = PAGE_TEXT[current][id] ?? PAGE_TEXT.en[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

// The language the player chose at the table (its settings, saved by the
// table in localStorage), or null.
export function savedTableLanguage() {
  try {
    return /^language=(\S+)$/m.exec(localStorage.getItem('canasta.settings') ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
}
