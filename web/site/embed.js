// Canasta on any page: one script tag and one element per game.
//   <script src="https://cards.example/canasta/embed.js" defer></script>
//   <div data-canasta data-variant="classic" data-players="4"></div>
// Each element gets a responsive iframe of the game that fills the element
// and follows its size (height: the element's CSS height when it has one,
// else 5/8 of its width, at least 240 px).
// Data attributes (all optional) become the game's page options:
//   data-variant, data-options ("min15,..."), data-players (2-6),
//   data-levels ("master": every computer player; "standard,expert,beginner":
//   one per seat from seat 0, yours, which the computer plays in demos),
//   data-lang, data-seed,
//   data-position (engine notation), data-record (record JSON): documents,
//   handed to the frame by message once it is ready (never in its address),
//   data-mode ("example": a teaching example, without the game's own
//   Games/status chrome, with a Reset button back to the position and the
//   data-caption line under the table; data-highlight="2d,9h" outlines
//   those cards wherever they lie on the table),
//   data-lesson (a lesson, see README "Lessons": the document itself as
//   JSON, the name of a built-in tutorial lesson such as "frozen-pile", or
//   the address of a lesson file, resolved against this page and fetched
//   only from this page's own origin, also after a redirect, and no longer
//   than 64 KiB, checked before it is read whole; a lesson that cannot be
//   fetched is said on the table),
//   data-replay ("true": step/play/pause the record), data-demo ("true":
//   read-only, the computer plays every seat), data-save ("true": the game
//   may save in the visitor's browser; default not).
// The same game as a custom element, each option an attribute without the
// data- prefix (the data- attributes keep working on any element):
//   <canasta-table mode="example" position="players=2 ..." highlight="2d,9h"
//                  caption="..."></canasta-table>   (also lesson=, record=, ...)
// The host talks to a game through window.Canasta.games[i] (or the element's
// canastaGame property): send({ type, ... }) posts a command; events arrive
// as DOM events "canasta:<type>" (ready, move, dealover, gameover, result)
// on the element, with the message as event.detail; dealover and gameover
// carry the game's record (JSON text) as detail.record. "ready" comes once
// the frame shows the element's document.
(function () {
  'use strict';
  const script = document.currentScript;
  const base = new URL('./', script ? script.src : location.href);
  // Small options travel in the frame's address; documents (a lesson, a
  // record, a position) are handed to the frame by message once it is
  // ready: a lesson of 64 KiB in an address made servers answer 431 and
  // the frame stay blank.
  const OPTIONS = ['variant', 'options', 'players', 'levels', 'lang', 'seed', 'mode', 'caption', 'highlight',
    // signal, mqtt, ice: the site's own signaling server or MQTT broker for
    // online tables (data-signal="wss://...", data-mqtt="wss://...").
    'signal', 'mqtt', 'ice'];
  const FLAGS = ['replay', 'demo', 'save'];
  // What an option may be in the frame's address (page_options.js refuses
  // longer ones, MAX_CAPTION and MAX_OPTION_CHARS): a 20,000-character
  // caption made a 20,124-character address, the server answered HTTP 431,
  // and the frame stayed blank with no canasta:ready. A longer option is
  // left out and named in `long` (name:characters) for the frame to refuse
  // with its limit; so is the longest one left while the address would
  // still pass MAX_ADDRESS (a value of many characters that each take 12
  // in an address).
  const OPTION_CHARS = { caption: 200 };
  const MAX_OPTION_CHARS = 500;
  const MAX_ADDRESS = 6000;
  const EVENTS = new Set(['ready', 'move', 'dealover', 'gameover', 'result']);
  // The result of the frame's own document: the element's "ready" waits for it.
  const DOCUMENT_REQUEST = 'canasta:document';
  const games = [];

  const LESSON_NAME = /^[a-z0-9][a-z0-9-]{0,47}$/;
  // The page's LIMITS.lessonBytes (limits.js; the frame checks it again): a
  // lesson file longer than this is refused without reading it all.
  const MAX_LESSON_BYTES = 64 * 1024;

  // A lesson problem for the frame to say: why `url` could not be read.
  const lessonProblem = (problem, url, why = '') => ({ lessonProblem: problem, url: String(url), why: String(why).slice(0, 200) });

  // The body of a same-origin response, read only up to `max` bytes: the
  // text, or null when there is more (the rest is never downloaded).
  async function readAtMost(response, controller, max) {
    const declared = Number(response.headers.get('content-length'));
    if (declared > max) {
      controller.abort();
      return null;
    }
    const reader = response.body.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > max) {
        controller.abort();
        return null;
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return new TextDecoder().decode(bytes);
  }

  // The frame's document from a data-lesson value: inline JSON or a tutorial
  // name as they are; an address is fetched here (the frame cannot read the
  // host's files), only from this page's own origin, also after a redirect,
  // and no longer than a lesson may be; else the problem for the frame to say.
  async function lessonDocument(value) {
    const text = value.trim();
    if (text.startsWith('{') || LESSON_NAME.test(text)) return { lesson: text };
    let url;
    try {
      url = new URL(text, location.href);
    } catch {
      return lessonProblem('fetch', text, 'not an address');
    }
    if (url.origin !== location.origin) return lessonProblem('site', url.href);
    const controller = new AbortController();
    try {
      const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
      // A redirect may lead to another site, which one that sends CORS
      // headers would let this page read: where it ended is what counts.
      if (new URL(response.url || url.href).origin !== location.origin) {
        controller.abort();
        return lessonProblem('site', response.url);
      }
      if (!response.ok) {
        controller.abort();
        return lessonProblem('fetch', url.href, `HTTP ${response.status}`);
      }
      const lesson = await readAtMost(response, controller, MAX_LESSON_BYTES);
      return lesson === null ? { ...lessonProblem('size', url.href), max: MAX_LESSON_BYTES } : { lesson };
    } catch (error) {
      return lessonProblem('fetch', url.href, error.message);
    }
  }

  // The element's document, or null: a lesson, else a record (replayed with
  // data-replay), else a position.
  function elementDocument(element) {
    const { lesson, record, position } = element.dataset;
    if (lesson) return lessonDocument(lesson);
    if (record) return Promise.resolve({ record, replay: element.dataset.replay !== undefined && element.dataset.replay !== 'false' });
    if (position) return Promise.resolve({ position });
    return null;
  }

  const characters = (text) => [...text].length;

  function frameAddress(element, index, waits) {
    const params = new URLSearchParams({ embed: '1', host: location.origin, id: String(index) });
    const long = [];
    for (const name of OPTIONS) {
      const value = element.dataset[name];
      if (value === undefined || value === '') continue;
      if (characters(value) > (OPTION_CHARS[name] ?? MAX_OPTION_CHARS)) long.push(`${name}:${characters(value)}`);
      else params.set(name, value);
    }
    for (const name of FLAGS) {
      if (element.dataset[name] !== undefined) params.set(name, element.dataset[name] === 'false' ? '0' : '1');
    }
    if (!params.has('save')) params.set('save', '0');
    // The frame shows no game of its own choosing while its document comes.
    if (waits) params.set('wait', '1');
    const address = () => new URL(`index.html?${params}${long.length ? `&long=${long.join(',')}` : ''}`, base).href;
    while (address().length > MAX_ADDRESS) {
      const size = (name) => encodeURIComponent(params.get(name)).length;
      const longest = OPTIONS.filter((name) => params.has(name)).reduce((a, b) => (a && size(a) >= size(b) ? a : b), null);
      if (!longest) break;
      long.push(`${longest}:${characters(params.get(longest))}`);
      params.delete(longest);
    }
    return address();
  }

  function mount(element) {
    if (element.canastaGame) return element.canastaGame;
    const index = games.length;
    const frame = document.createElement('iframe');
    const documentFields = elementDocument(element);
    frame.src = frameAddress(element, index, Boolean(documentFields));
    frame.title = element.dataset.title || 'Canasta';
    frame.loading = 'lazy';
    frame.allow = 'fullscreen';
    // The frame covers the element's box exactly: a percentage height would
    // not resolve against an element sized by min-height or aspect-ratio,
    // and the frame would keep an iframe's default 150 px.
    Object.assign(frame.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', border: '0', display: 'block' });
    const style = getComputedStyle(element);
    if (style.display === 'inline') element.style.display = 'block';
    if (style.position === 'static') element.style.position = 'relative';
    // aspect-ratio only sizes an auto height: a CSS height still wins. An
    // example's (and a lesson's) shape follows its position and the room it
    // has (exampleShape): a lesson on a phone needs an upright table too.
    const example = element.dataset.mode === 'example' || Boolean(element.dataset.lesson);
    const ownShape = style.aspectRatio === 'auto' && example;
    if (style.aspectRatio === 'auto') element.style.aspectRatio = example ? exampleShape(element, guessPlayers(element)) : '8 / 5';
    if (['auto', '0px'].includes(style.minHeight)) element.style.minHeight = '240px';
    // What the author wrote inside the element is its fallback: shown again
    // when the page's policy refuses the frame (see showFallback).
    const fallback = [...element.childNodes];
    element.replaceChildren(frame);
    const origin = base.origin;
    const game = {
      element,
      frame,
      fallback,
      ready: false,
      documentFields,
      send(command) {
        if (!frame.contentWindow) return;
        frame.contentWindow.postMessage({ canasta: 1, ...command }, origin);
      },
    };
    element.canastaGame = game;
    games.push(game);
    if (ownShape) {
      game.players = guessPlayers(element);
      new ResizeObserver(() => {
        if (game.failed) return;
        const shape = exampleShape(element, game.players);
        if (element.style.aspectRatio !== shape) element.style.aspectRatio = shape;
      }).observe(element);
      game.reshape = true;
    }
    return game;
  }

  // The players an example shows before its game says (data-players, or the
  // position's players= field; two, the usual example, when neither does).
  function guessPlayers(element) {
    const named = element.dataset.players ?? /(?:^|\s)players=(\d)/.exec(element.dataset.position ?? '')?.[1];
    return Number(named) || 2;
  }

  // The shape an example needs: wide where it has room (a little taller with
  // more players, whose plates take a row), upright on a phone's column. An
  // upright lesson is the whole table (buttons and the lesson's panel on
  // top): at 4 / 5 the panel covered the pile it asks for. An upright replay
  // is a step taller for its controls, or its cards would shrink to fit.
  function exampleShape(element, players) {
    const wide = element.getBoundingClientRect().width >= 600;
    if (wide) return players <= 2 ? '16 / 10' : '3 / 2';
    if (element.dataset.lesson) return '9 / 16';
    const replay = element.dataset.replay !== undefined && element.dataset.replay !== 'false';
    if (replay) return players <= 2 ? '2 / 3' : '3 / 5';
    return players <= 2 ? '4 / 5' : '3 / 4';
  }

  window.addEventListener('message', (event) => {
    const game = games.find((g) => g.frame.contentWindow === event.source);
    if (!game) return;
    const data = event.data;
    if (event.origin !== base.origin || !data || data.canasta !== 1 || !EVENTS.has(data.type)) {
      console.warn('Canasta embed: a malformed message from a game was ignored.');
      return;
    }
    // The frame is ready (again, if it reloaded): it gets its document
    // first, and the element is ready once the document's result, with the
    // game it made, is back.
    if (data.type === 'ready' && game.documentFields) {
      game.documentFields.then((doc) => game.send({ type: 'document', ...doc, requestId: DOCUMENT_REQUEST }));
      return;
    }
    if (data.type === 'result' && data.requestId === DOCUMENT_REQUEST) {
      becomeReady(game, { type: 'ready', state: data.state });
      return;
    }
    if (data.type === 'ready') {
      becomeReady(game, data);
      return;
    }
    game.element.dispatchEvent(new CustomEvent(`canasta:${data.type}`, { detail: data }));
  });

  function becomeReady(game, data) {
    game.ready = true;
    const players = Number(data.state?.players);
    if (game.reshape && players >= 2 && players <= 6) {
      game.players = players;
      game.element.style.aspectRatio = exampleShape(game.element, players);
    }
    game.element.dispatchEvent(new CustomEvent('canasta:ready', { detail: { canasta: 1, ...data } }));
  }

  // The game's own page with the element's options: where a reader can
  // still open the position when the frame cannot show here.
  function gamePageAddress(element) {
    const url = new URL(frameAddress(element, 0));
    for (const name of ['embed', 'host', 'id', 'wait']) url.searchParams.delete(name);
    // A position is short enough for an address (documents travel by message
    // to the frame, but a link has only its address).
    if (element.dataset.position) url.searchParams.set('position', element.dataset.position);
    return url.href;
  }

  // A host page whose Content-Security-Policy does not allow the game's
  // frames (frame-src) would show a blank box: the element shows what the
  // author wrote inside it instead (text, the editor's picture), and a link
  // to the game's own page, named by its title or caption.
  function showFallback(game) {
    if (game.failed) return;
    game.failed = true;
    const { element } = game;
    const ownLink = game.fallback.some((node) => node.nodeType === 1 && (node.matches('a[href]') || node.querySelector('a[href]')));
    const link = document.createElement('a');
    link.href = gamePageAddress(element);
    link.target = '_blank';
    link.rel = 'noopener';
    link.className = 'canasta-open';
    link.textContent = `${element.dataset.title || element.dataset.caption || 'Canasta'} ↗`;
    element.replaceChildren(...game.fallback, ...(ownLink ? [] : [link]));
    element.style.aspectRatio = 'auto';
    element.style.minHeight = '0';
    console.warn(`Canasta embed: this page's Content-Security-Policy does not allow frames from ${base.origin} (frame-src); see README, "Host page rules".`);
  }

  document.addEventListener('securitypolicyviolation', (event) => {
    const directive = event.effectiveDirective || event.violatedDirective || '';
    if (!/^(frame|child|default)-src/.test(directive)) return;
    let blocked;
    try {
      blocked = new URL(event.blockedURI).origin;
    } catch {
      return;
    }
    if (blocked !== base.origin) return;
    for (const game of games) {
      if (game.frame.src && new URL(game.frame.src).origin === blocked) showFallback(game);
    }
  });

  function mountAll() {
    document.querySelectorAll('[data-canasta]').forEach(mount);
  }

  // <canasta-table>: its attributes are the data- attributes' options. An
  // element placed in the page is mounted once (a data- attribute of the
  // same name wins); moving it in the page keeps its game.
  // Documents (lesson, record, position) are attributes too, handed over by message.
  const ATTRIBUTES = [...OPTIONS, ...FLAGS, 'lesson', 'record', 'position', 'title'];
  class CanastaTable extends HTMLElement {
    connectedCallback() {
      // Parsed before the page is (a script without defer): its fallback
      // content is not there yet to be replaced.
      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', () => this.isConnected && this.connectedCallback(), { once: true });
        return;
      }
      for (const name of ATTRIBUTES) {
        if (this.hasAttribute(name) && this.dataset[name] === undefined) this.dataset[name] = this.getAttribute(name);
      }
      mount(this);
    }
  }

  window.Canasta = Object.freeze({ games, mount, mountAll });
  if (window.customElements && !customElements.get('canasta-table')) customElements.define('canasta-table', CanastaTable);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
}());
