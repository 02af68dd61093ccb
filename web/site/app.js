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
  statusLine.textContent = message;
}

async function startTable() {
  const module = await createCanastaModule({
    canvas,
    arguments: ['--seed', String(seed)],
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onFirstFrame: () => {
      document.getElementById('loading').hidden = true;
      document.body.dataset.firstFrame = String(Math.round(performance.now()));
      canvas.focus();
      startBots();
    },
    onAnnounce: (text) => announce(text),
  });
  return module;
}

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
