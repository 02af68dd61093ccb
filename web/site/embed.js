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
//   data-position (engine notation), data-record (record JSON),
//   data-mode ("example": a teaching example, without the game's own
//   Games/status chrome, with a Reset button back to the position and the
//   data-caption line under the table; data-highlight="2d,9h" outlines
//   those cards wherever they lie on the table),
//   data-lesson (a lesson, see README "Lessons": the document itself as
//   JSON, the name of a built-in tutorial lesson such as "frozen-pile", or
//   the address of a lesson file, resolved against this page and fetched
//   only from this page's own origin; a lesson that cannot be fetched is
//   said on the table),
//   data-replay ("true": step/play/pause the record), data-demo ("true":
//   read-only, the computer plays every seat), data-save ("true": the game
//   may save in the visitor's browser; default not).
// The host talks to a game through window.Canasta.games[i] (or the element's
// canastaGame property): send({ type, ... }) posts a command; events arrive
// as DOM events "canasta:<type>" (ready, move, dealover, gameover, result)
// on the element, with the message as event.detail; dealover and gameover
// carry the game's record (JSON text) as detail.record.
(function () {
  'use strict';
  const script = document.currentScript;
  const base = new URL('./', script ? script.src : location.href);
  const OPTIONS = ['variant', 'options', 'players', 'levels', 'lang', 'seed', 'position', 'record', 'mode', 'caption', 'highlight'];
  const FLAGS = ['replay', 'demo', 'save'];
  const EVENTS = new Set(['ready', 'move', 'dealover', 'gameover', 'result']);
  const games = [];

  const LESSON_NAME = /^[a-z0-9][a-z0-9-]{0,47}$/;

  // The lesson's own parameters: inline JSON or a tutorial name as they are;
  // an address is fetched here (the frame cannot read the host's files) and
  // its text handed over, or why it could not be.
  async function lessonParams(value) {
    const text = value.trim();
    if (text.startsWith('{') || LESSON_NAME.test(text)) return { lesson: text };
    let url;
    try {
      url = new URL(text, location.href);
    } catch {
      return { lessonerror: 'fetch', lessonurl: text.slice(0, 200), lessonwhy: 'not an address' };
    }
    if (url.origin !== location.origin) return { lessonerror: 'site', lessonurl: url.href.slice(0, 200) };
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) return { lessonerror: 'fetch', lessonurl: url.href.slice(0, 200), lessonwhy: `HTTP ${response.status}` };
      return { lesson: await response.text() };
    } catch (error) {
      return { lessonerror: 'fetch', lessonurl: url.href.slice(0, 200), lessonwhy: String(error.message).slice(0, 100) };
    }
  }

  function frameAddress(element, index, extra = {}) {
    const params = new URLSearchParams({ embed: '1', host: location.origin, id: String(index), ...extra });
    for (const name of OPTIONS) {
      const value = element.dataset[name];
      if (value !== undefined && value !== '') params.set(name, value);
    }
    for (const name of FLAGS) {
      if (element.dataset[name] !== undefined) params.set(name, element.dataset[name] === 'false' ? '0' : '1');
    }
    if (!params.has('save')) params.set('save', '0');
    return new URL(`index.html?${params}`, base).href;
  }

  function mount(element) {
    if (element.canastaGame) return element.canastaGame;
    const index = games.length;
    const frame = document.createElement('iframe');
    const lesson = element.dataset.lesson;
    if (lesson) lessonParams(lesson).then((extra) => { frame.src = frameAddress(element, index, extra); });
    else frame.src = frameAddress(element, index);
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
    element.replaceChildren(frame);
    const origin = base.origin;
    const game = {
      element,
      frame,
      ready: false,
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
    if (data.type === 'ready') {
      game.ready = true;
      const players = Number(data.state?.players);
      if (game.reshape && players >= 2 && players <= 6) {
        game.players = players;
        game.element.style.aspectRatio = exampleShape(game.element, players);
      }
    }
    game.element.dispatchEvent(new CustomEvent(`canasta:${data.type}`, { detail: data }));
  });

  function mountAll() {
    document.querySelectorAll('[data-canasta]').forEach(mount);
  }

  window.Canasta = Object.freeze({ games, mount, mountAll });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
}());
