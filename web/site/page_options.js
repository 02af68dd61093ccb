// The page's options from its address (the embed script writes them from the
// host's data attributes): every value is checked here, so the rest of the
// page only sees valid ones. Unknown or bad values are dropped with a warning.
//   seed=N players=2..6 lang=de variant=classic options=min15,... levels=expert,beginner
//   (levels: one level for every computer player, or one per seat from seat 0,
//   the human's seat, which a computer plays only in demos)
//   position=<notation> record=<record JSON> replay=1 demo=1 save=0|1 embed=1
//   host=<origin of the embedding page> fast=1
const NAME = /^[a-z0-9_]{1,24}$/;

export function readPageOptions(search) {
  const params = new URLSearchParams(search);
  const out = { embed: params.get('embed') === '1' };
  const bad = (name) => console.warn(`Canasta: the page option ${name} is not valid and was ignored.`);
  const take = (name, test, convert = (v) => v) => {
    const value = params.get(name);
    if (value === null) return;
    if (test(value)) out[name] = convert(value);
    else bad(name);
  };
  take('seed', (v) => /^\d{1,20}$/.test(v));
  take('players', (v) => /^[2-6]$/.test(v), Number);
  take('lang', (v) => /^[a-z]{2}(-[A-Za-z]{2})?$/.test(v));
  take('variant', (v) => NAME.test(v));
  take('options', (v) => v === '' || v.split(',').every((o) => NAME.test(o)));
  take('levels', (v) => v.split(',').every((l) => /^(beginner|standard|expert)$/.test(l)) && v.split(',').length <= 6,
    (v) => v.split(','));
  take('position', (v) => v.length <= 4000);
  take('record', (v) => v.length <= 1 << 20);
  take('host', (v) => { try { return new URL(v).origin === v; } catch { return false; } });
  out.replay = params.get('replay') === '1';
  out.demo = params.get('demo') === '1';
  out.fast = params.get('fast') === '1';
  // An embedded game saves only when the host allows it; the game's own page always does.
  out.save = params.has('save') ? params.get('save') === '1' : !out.embed;
  // Whether the address asks for a particular game (then no saved game is resumed).
  out.asksForGame = ['seed', 'players', 'variant', 'options', 'levels', 'position', 'record']
    .some((name) => out[name] !== undefined) || out.demo;
  return out;
}

// Bot levels per seat, as the page and the host's newGame give them (a
// level name for every seat, or a list from seat 0), in the table's setup
// form (canasta_new_game: a list whose entry i is seat i + 1, wrapping round
// the six seats, so its last entry is seat 0). Seats the list leaves out
// play at standard.
export function tableLevels(levels) {
  if (!Array.isArray(levels)) return levels;
  if (levels.length === 1) return levels[0];
  const seats = Array.from({ length: 6 }, (_, seat) => levels[seat] ?? 'standard');
  return [...seats.slice(1), seats[0]];
}

// The setup JSON for canasta_new_game, or null when the address names none.
export function setupFromOptions(options) {
  const setup = {};
  if (options.variant) setup.variant = options.variant;
  if (options.options !== undefined) setup.options = options.options;
  if (options.players) setup.players = options.players;
  if (options.seed) setup.seed = options.seed;
  if (options.levels) setup.levels = tableLevels(options.levels);
  return Object.keys(setup).length ? setup : null;
}
