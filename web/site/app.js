// Boots the page: starts the table (WASM + SDL2), then the bot worker, the
// saved record in IndexedDB and the service worker, each of which may fail
// without stopping the others; failures are said in one line on the page.
import { BotClient } from './bots.js';
import { readMeta, writeMeta } from './storage.js';

const params = new URLSearchParams(location.search);
const seed = parseSeed(params.get('seed'));
const statusLine = document.getElementById('status');
const workerLine = document.getElementById('worker-status');
const storageLine = document.getElementById('storage-status');
const canvas = document.getElementById('canvas');

function parseSeed(text) {
  if (text !== null && /^\d{1,15}$/.test(text)) return Number(text);
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return words[0];
}

// One place for messages: the status line is an ARIA live region, so screen
// readers hear everything the table says.
function announce(message) {
  if (statusLine.textContent === message) statusLine.textContent = '';
  statusLine.textContent = message;
}

// Page address options passed on to the table: ?seed=N&players=N&lang=de&fast=1
function tableArguments() {
  const args = ['--seed', String(seed)];
  const players = params.get('players');
  if (players && /^[2-6]$/.test(players)) args.push('--players', players);
  const lang = params.get('lang');
  if (lang && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(lang)) args.push('--language', lang);
  if (params.get('fast') === '1') args.push('--fast');
  return args;
}

async function startTable() {
  // With MODULARIZE the options object becomes the module itself, so its
  // callbacks can reach ccall even before the promise resolves.
  const options = {
    canvas,
    arguments: tableArguments(),
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onFirstFrame: () => {
      document.getElementById('loading').hidden = true;
      document.body.dataset.firstFrame = String(Math.round(performance.now()));
      canvas.focus();
      startBots();
    },
    onAnnounce: (text) => announce(text),
    // The table asks for a computer player's move: forward it to the bot
    // worker and hand the answer line back ("error ..." when it failed, so
    // the table works the move out itself and says so).
    onBotRequest: (id, command) => {
      bots.request({ command }).then((answer) => {
        const line = answer.ok ? answer.reply : `error ${answer.error}`;
        options.ccall('canasta_bot_answer', null, ['number', 'string'], [id, line]);
      });
    },
    // Test hooks: where things are on the canvas (CSS pixels), so tests can
    // click them with real mouse and touch input.
    onTargets: (json) => {
      latestTargets = json;
    },
  };
  return createCanastaModule(options);
}

let latestTargets = '{}';
window.canastaTable = Object.freeze({
  targets: () => JSON.parse(latestTargets),
});

const bots = new BotClient();
bots.onProblem = (problem) => announce(problem);

async function startBots() {
  workerLine.textContent = 'Computer players: starting…';
  const answer = await bots.request({ command: `hands classic 4 ${seed}` });
  if (answer.ok) {
    const sizes = answer.reply.replace(/^ok /, '');
    workerLine.textContent = `Computer players ready (deal ${seed}: ${sizes} cards)`;
    document.body.dataset.workerAnswer = sizes;
  } else {
    workerLine.textContent = `Computer players unavailable: ${answer.error}`;
  }
}

async function rememberVisit() {
  const previous = await readMeta('visits');
  if (!previous.ok) {
    storageLine.textContent = previous.error;
    return;
  }
  const count = (previous.value?.count ?? 0) + 1;
  const written = await writeMeta('visits', { count, last: Date.now() });
  storageLine.textContent = written.ok ? `Visit ${count} on this device` : written.error;
  document.body.dataset.visits = String(count);
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch((error) => {
    console.warn(`Offline mode unavailable: ${error.message}`);
  });
}

window.addEventListener('pagehide', () => bots.stop());

startTable().catch((error) => {
  document.getElementById('loading').textContent = `The table could not start: ${error.message}`;
  console.error(error);
});
rememberVisit();
registerServiceWorker();
