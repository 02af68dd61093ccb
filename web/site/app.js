// Boots the page: starts the table (WASM + SDL2) with the saved game or the
// game the address asks for, then the bot worker, the saved games, the
// embedding host's API and the service worker, each of which may fail
// without stopping the others; failures are said in one line on the page.
import { BotClient } from './bots/bots.js';
import { EmbedHost } from './embeds/embed_host.js';
import { GamesPanel } from './saves/games_panel.js';
import { lessonProblemText } from './embeds/lesson_problem.js';
import { LIMITS, utf8Length } from './page/limits.js';
import { renderMirror } from './table/table_mirror.js';
import { playSound } from './table/sounds.js';
import { say } from './messages.js';
import { statusLine } from './table/status_line.js';
import { readPageOptions, refusedList, setupFromOptions, tableLevels } from './page/page_options.js';
import { applyPageText, pageLanguage, pageText, rememberedLanguage, rememberLanguage, setPageLanguage, setPageLine } from './page/page_text.js';
import { ReplayControls } from './table/replay_controls.js';
import { SaveKeeper } from './saves/saves.js';
import { readMeta, writeMeta } from './saves/storage.js';
import { tableApi } from './table/table_api.js';
import { TableBridge } from './table/table_bridge.js';
import { showTableTips } from './table/table_tips.js';
import { TextFields } from './table/text_fields.js';
import { keepKeysFromTable } from './table/page_keys.js';
import { wireImport } from './saves/transfer.js';
import { checkForUpdate, startServiceWorker } from './update.js';
import { hostingBefore, wireOnline } from './online_entry.js';

const options = readPageOptions(location.search);
setPageLanguage(options.lang ?? rememberedLanguage() ?? navigator.languages?.[0] ?? navigator.language);
applyPageText();
document.documentElement.lang = pageLanguage();
const workerLine = document.getElementById('worker-status');
const storageLine = document.getElementById('storage-status');
const canvas = document.getElementById('canvas');
// The page's fields and buttons get their keys; the table gets the rest.
keepKeysFromTable(canvas);
const seed = options.seed ?? String(crypto.getRandomValues(new Uint32Array(1))[0]);
// A hint thinks for the coach's 350 ms in its worker (engine/bots/coach.h).
const HINT_TIMEOUT_MS = 3000;

if (options.refused.length) say(pageText('optionsRefused', { list: refusedList(options.refused, pageText) }), true);
if (options.embed) document.body.classList.add('embedded');
if (!options.save) document.body.classList.add('no-saves');
if (options.mode === 'example') {
  document.body.classList.add('example');
  document.getElementById('example-bar').hidden = false;
  const caption = document.getElementById('example-caption');
  caption.textContent = options.caption ?? '';
  caption.title = caption.textContent;
  document.getElementById('example-reset').addEventListener('click', () => {
    const error = loadAskedGame();
    if (error) say(error, true);
    canvas.focus();
  });
}

// One place for the table's messages: the status line is an ARIA live
// region, so screen readers hear everything the table says.
const announce = statusLine(document.getElementById('status'));

function tableArguments() {
  const args = ['--seed', seed];
  if (options.players) args.push('--players', String(options.players));
  if (options.lang) args.push('--language', options.lang);
  if (options.fast) args.push('--fast');
  if (options.measure) args.push('--measure');
  if (!options.sound) args.push('--mute');
  if (options.autoplay) args.push(options.autoplay === 'shared' ? '--autoplay-shared' : '--autoplay');
  if (options.join) args.push('--guest');
  if (options.mode === 'example') args.push('--example');
  if (options.embed) args.push('--embedded');
  if (options.highlight) args.push('--highlight', options.highlight);
  // The first-visit card belongs to the game's own page opened plainly: not
  // to embeds, demos, replays, an address that asks for a particular game,
  // or a table that does not save; nor to a host's reload (the address it
  // opened with asked for a game and is gone): its guests are playing.
  if (!options.embed && !options.replay && !options.fast && !options.asksForGame && options.save && !hostingBefore()) {
    args.push('--intro');
  }
  return args;
}

const saves = new SaveKeeper({ enabled: options.save, say });
const replay = new ReplayControls();
const embed = new EmbedHost({ host: options.embed ? options.host ?? null : null, replay, onDocument: openDocument });
// A frame whose host hands it a document (wait=1) shows the felt, not the
// table's own first deal, until the document is on the table: a lesson read
// from the host's site can take a while, and a reader saw a stray deal fly
// in and then vanish. (Tests wait for this mark to go, too.)
if (options.wait && embed.embedded()) document.body.dataset.awaitingDocument = '1';
const BOT_WORKER = new URL('bots/bot_worker.js', import.meta.url).href;
const bots = new BotClient(BOT_WORKER);
// The coach's advice and hints (frontend/session/coach_driver.h): a second worker.
// A coach worker that fails says nothing: the table works the advice out itself.
const coach = new BotClient(BOT_WORKER);
bots.onProblem = (problem) => announce(problem);
// A hung worker: the table thinks in the page for this game; said once, with a retry.
bots.onOff = () => say(pageText('workerOff'), true, { label: pageText('workerRetry'), run: () => bots.retry() });
let api = null;
let tableModule = null;
let latestView = { targets: [], dialog: [] };
let latestMirror = null;
let gamesPanel = null;

window.canastaTable = Object.freeze({
  // The table's latest view message: targets, dialog buttons, message, phase...
  // The places, with the table in words (its mirror message) beside them.
  targets: () => ({ ...latestView, mirror: latestMirror }),
  state: () => api?.state() ?? null,
  record: () => api?.recordJson() ?? null,
  savedRecord: () => saves.lastSaved,
  checkForUpdate,
  botsThinking: () => bots.pending.size,
  botRequests: () => bots.sent,
  botAnswers: () => bots.answered,
  botsOff: () => bots.off,
  // Milliseconds the table took to make each of its last frames (bench).
  frameWork: () => [...(tableModule?.frameWork ?? [])],
  // How many frames the table has run.
  frames: () => tableModule?.frames ?? 0,
  // 'display' (a frame each screen refresh) or 'quiet' (an idle table's slow timer).
  framePace: () => tableModule?.framePace ?? 'display',
  api: () => api,
  // The bridge to the table (tests and the online layer watch and send messages).
  bridge: () => bridge,
});

// The game the address asks for, dealt again (an example's Reset starts
// here too): an error's text, or ''.
function loadAskedGame() {
  if (options.lessonProblem) {
    api.lessonProblem(lessonProblemText(options.lessonProblem, pageText));
    return '';
  }
  if (options.lesson) {
    // A lesson that does not load is said on the table itself (and by the
    // status line), over the game the table keeps: no second notice on top.
    // One longer than a lesson may be never reaches the table (table_api.js
    // refuses it first), so its refusal is said there the same way: a 10 MB
    // inline lesson once showed an ordinary game without a word.
    const size = utf8Length(options.lesson);
    if (size > LIMITS.lessonBytes) api.lessonProblem(lessonProblemText({ problem: 'long', size, max: LIMITS.lessonBytes }, pageText));
    else api.loadLesson(options.lesson);
    return '';
  }
  if (options.record) return options.replay ? replay.load(options.record) : api.loadRecord(options.record);
  if (options.position) return api.loadPosition(options.position);
  const setup = setupFromOptions(options);
  return setup ? api.newGame(setup) : '';
}

// The document the embedding page handed over (embed.js, after ready): the
// game the page was asked for, as if its address had held it (an example's
// Reset deals it again). '' or the reason, which is also said.
function openDocument(fields) {
  // Shown from here on, whatever the document brings: its problem is said on the table.
  delete document.body.dataset.awaitingDocument;
  if (document.body.dataset.firstFrame) document.getElementById('loading').hidden = true;
  options.lesson = fields.lesson;
  options.record = fields.record;
  options.position = fields.position;
  if (fields.replay !== undefined) options.replay = fields.replay;
  options.lessonProblem = fields.lessonProblem
    ? { problem: fields.lessonProblem, url: fields.url, why: fields.why, max: fields.max } : undefined;
  const error = loadAskedGame();
  if (error) say(error, true);
  if (options.demo) api.setDemo(true);
  return error;
}

// The game the page opens with: the one the address asks for, else the
// saved game the player left, else the table's own new game.
function openFirstGame(saved) {
  const setup = setupFromOptions(options);
  // A position or record plays on with the table's seats: their levels first.
  // That step makes a game of its own, which is not saved (no orphan save or lock).
  const seated = options.levels && (options.record || options.position || options.wait)
    ? saves.withoutSaving(() => api.newGame({ levels: tableLevels(options.levels) })) : '';
  if (seated) say(seated, true);
  let error = '';
  if (options.wait) {
    // The host hands the document over once the table is ready (openDocument).
  } else if (options.record || options.position || options.lesson || setup) error = loadAskedGame();
  else if (saved) {
    error = api.loadRecord(saved.record);
    if (error) {
      saves.forgetNext();  // with its lock: Resume and Delete must still work in this tab
      error = pageText('resumeFailed', { reason: error });
    }
  }
  if (error) say(error, true);
  if (options.demo) api.setDemo(true);
  // The table's own first game was dealt before the page listened: adopt it.
  // A guest's table is the host's game: the host's record is kept at its end.
  if (!saves.current && !options.join) saves.onGameEvent('newgame', api.state(), () => api.recordJson());
  // A reload resumes the saved game instead of dealing the address's game
  // again. An invitation's address stays whole (with the fragment naming the
  // host's key): a guest's reload finds the table (and its seat, by the
  // token in storage) again.
  if (!options.embed && options.asksForGame) {
    const keep = new URLSearchParams();
    const kept = ['lang', 'fast', 'autoplay', ...(options.join ? ['join', 'signal', 'mqtt', 'ice'] : [])];
    for (const name of kept) if (new URLSearchParams(location.search).has(name)) keep.set(name, new URLSearchParams(location.search).get(name));
    history.replaceState(null, '', `${location.pathname}${keep.size ? `?${keep}` : ''}${options.join ? location.hash : ''}`);
  }
}

// The table's messages (assets/messages/messages.txt, the bridge), each to its handler.
const bridge = new TableBridge();
bridge.on('firstFrame', () => {
  // (A frame awaiting its document keeps saying it is loading: openDocument.)
  document.getElementById('loading').hidden = document.body.dataset.awaitingDocument === undefined;
  document.body.dataset.firstFrame = String(Math.round(performance.now()));
  if (!options.embed) canvas.focus();
  setTimeout(startBots, 0);
});
bridge.on('announce', ({ text }) => announce(text));
bridge.on('sound', ({ name }) => playSound(name));
// A game event is small (web_api.h); the record is asked for at most once
// per event, by the first listener that needs it.
bridge.on('game', ({ type: _message, event, ...facts }) => {
  if (event === 'newgame' || event === 'load') { bots.newGame(); coach.newGame(); }
  let record = null;
  const recordText = () => (record ??= api?.recordJson() ?? '');
  const info = { type: event, ...facts };
  saves.onGameEvent(event, info, recordText);
  embed.onGameEvent(event, info, recordText);
});
// A computer player's move, from the bot worker; not taken when the worker
// is off for this game (the table thinks itself). The answer goes back as
// the move, or the worker's error (the table then works the move out itself
// and says so).
bridge.on('botRequest', ({ id, level, seed, observation }) => {
  if (bots.off) return false;
  bots.request({ kind: 'bot', level, seed, observation }).then((answer) => {
    bridge.send(answer.ok ? { type: 'botAnswer', id, move: answer.reply } : { type: 'botAnswer', id, error: answer.error });
  });
  return true;
});
// A new game or an undo: the moves still being thought about are not wanted.
bridge.on('botCancel', () => bots.cancelAll());
// The coach's advice and hints go to a worker of their own, so that advice
// on the player's move never delays the next computer player's move.
bridge.on('coachRequest', ({ id, seed, observation, played, best }) => {
  if (coach.off) return false;
  // best: the move a hint gave at this position, which the advice judges against.
  const request = played === undefined ? { kind: 'hint', seed, observation } : { kind: 'coach', seed, played, best, observation };
  // The player waits for a hint (the coach's comments come while play goes
  // on): a worker that has not answered by then is replaced by the table's
  // own quick answer.
  const timeoutMs = played === undefined ? HINT_TIMEOUT_MS : undefined;
  coach.request(request, { timeoutMs }).then((answer) => {
    bridge.send(answer.ok ? { type: 'coachAnswer', id, answer: answer.reply } : { type: 'coachAnswer', id, error: answer.error });
  });
  return true;
});
// Test hooks: where things are on the canvas (CSS pixels), so tests can
// click them with real mouse and touch input.
bridge.on('view', (view) => {
  latestView = view;
  document.body.dataset.phase = view.phase;
  fields.update(view);
});
showTableTips(canvas, () => latestView);
// Names are typed in the page's own inputs over the table's fields.
const fields = new TextFields({ canvas, bridge });
bridge.on('editText', ({ id }) => fields.focus(id));
bridge.on('mirror', (mirror) => {
  latestMirror = mirror;
  renderMirror(mirror);
  // A lesson's panel says its prompt and feedback (style.css).
  document.body.classList.toggle('lesson', Boolean(mirror.lesson));
});
// The player changed the table's language: the page's words follow at once,
// and the page opens in it next time.
bridge.on('language', ({ lang }) => {
  rememberLanguage(lang);
  if (lang === pageLanguage()) return;
  setPageLanguage(lang);
  document.documentElement.lang = lang;
  applyPageText();
  gamesPanel?.relabel();
});

async function startTable() {
  const saved = options.asksForGame ? Promise.resolve(null) : saves.savedGame().catch(() => null);
  // With MODULARIZE the options object becomes the module itself, so its
  // callbacks can reach ccall even before the promise resolves.
  const module = {
    canvas,
    arguments: tableArguments(),
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    // main() waits for the saved game, so the first frame already shows it.
    preRun: [() => {
      module.addRunDependency('saved-game');
      saved.finally(() => module.removeRunDependency('saved-game'));
    }],
    onTableMessage: (text) => bridge.receive(text),
  };
  bridge.attach(module);
  await createCanastaModule(module);
  tableModule = module;
  api = tableApi(module);
  saves.attach(api);
  replay.attach(api);
  openFirstGame(await saved);
  embed.attach(api);
  document.body.dataset.ready = '1';
  tableReady();
}
let tableReady;
const ready = new Promise((done) => { tableReady = done; });

// The worker starts after the first frame (it is not needed to draw): a
// small request shows it answers. The status line speaks only when it does
// not: a working worker is nothing a player needs to read about. The service
// worker comes last, when every file the game needs is in the browser's
// cache: its precache then only revalidates them instead of downloading them
// a second time.
async function startBots() {
  let answer;
  // A game loaded meanwhile cancels the requests in flight, this one too:
  // that says nothing about the worker, so it is asked again.
  do answer = await bots.request({ kind: 'hands', variant: 'classic', players: 4, seed: Number(seed) % 2 ** 32 });
  while (!answer.ok && answer.error === 'cancelled');
  if (answer.ok) {
    document.body.dataset.workerAnswer = answer.reply;
  } else {
    setPageLine(workerLine, 'workerUnavailable', { error: answer.error });
  }
  if (!options.embed) startServiceWorker(say);
}

async function rememberVisit() {
  const previous = await readMeta('visits');
  if (!previous.ok) {
    setPageLine(storageLine, 'notSaving');
    return;
  }
  // A counter that is not a count (damaged, or written by something else) starts again.
  const stored = previous.value?.count;
  const count = (Number.isSafeInteger(stored) && stored >= 0 ? stored : 0) + 1;
  // The count is the page's own (and the tests'): the status line says only
  // when games are not being saved.
  const written = await writeMeta('visits', { count, last: Date.now() });
  if (!written.ok) setPageLine(storageLine, 'notSaving');
  document.body.dataset.visits = String(count);
}

function importText(read) {
  if (!read.ok) {
    say(read.error, true);
    return;
  }
  if (!api) return;
  const result = saves.importRecord(read.value);
  // A warning about the game's size stays in the same notice, not under it.
  if (result.ok) say([pageText('imported', { name: read.name }), ...result.warnings].join(' '), result.warnings.length > 0);
  else say(pageText('notImported', { name: read.name, reason: result.error }), true);
}

window.addEventListener('pagehide', () => { bots.stop(); coach.stop(); });

startTable().catch((error) => {
  document.getElementById('loading').textContent = pageText('tableFailed', { reason: error.message });
  console.error(error);
});
if (options.save) {
  gamesPanel = new GamesPanel({ saves, say });
  wireImport({
    button: document.getElementById('import-button'),
    input: document.getElementById('import-file'),
    target: document.body,
    overlay: document.getElementById('drop-overlay'),
    importText,
  });
  rememberVisit();
}
// Online tables (Invite friends, an invitation link, a host's reload).
wireOnline({ bridge, api: () => api, options, say, announce, saves, ready });
