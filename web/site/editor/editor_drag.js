// Moving cards on the editor's board with mouse, touch and pen alike
// (pointer events) and with the keyboard: a card dragged onto a place goes
// there; a card clicked, tapped or pressed (Enter, Space) is picked, and the
// place clicked next (or its "Put here" button) receives it. A drag follows
// the pointer with a copy of the card, so the board itself never reflows
// under the finger.
const SLOP = 6;  // CSS pixels a press may wander before it is a drag
const EDGE = 48;  // CSS pixels from the window's edge where a drag scrolls the page
const MAX_STEP = 18;  // CSS pixels a frame scrolls at the very edge

export function wireCardMoves(board, { move, pick, picked }) {
  let press = null;
  let pickedAt = -Infinity;

  const zoneAt = (x, y) => document.elementFromPoint(x, y)?.closest('[data-zone]')?.dataset.zone ?? null;
  const clearOver = () => board.querySelectorAll('.zone.over').forEach((z) => z.classList.remove('over'));
  const markOver = () => {
    clearOver();
    const over = zoneAt(press.at.x, press.at.y);
    if (over) board.querySelector(`.zone[data-zone="${CSS.escape(over)}"]`)?.classList.add('over');
  };

  // While a dragged card is held near the window's top or bottom edge the
  // page scrolls, every frame, faster nearer the edge, even when the finger
  // is still: on a phone the stock lies screens below the hands, and a touch
  // drag cannot scroll the page itself.
  // A drag that starts inside an edge band (a card near the window's
  // bottom) scrolls only once the pointer leaves the band or goes deeper
  // into it: else the page would slide away under a card being lifted
  // towards a place above it.
  const edgeDepth = (y) => (y < EDGE ? y - EDGE : y > innerHeight - EDGE ? y - (innerHeight - EDGE) : 0);
  const scrollStep = () => {
    if (!press?.ghost) return;
    const depth = edgeDepth(press.at.y);
    if (!press.armed) press.armed = depth === 0 || Math.abs(depth) > Math.abs(press.startDepth) + SLOP;
    const step = !press.armed ? 0 : Math.max(-MAX_STEP, Math.min(MAX_STEP, Math.round(depth * MAX_STEP / EDGE)));
    if (step) {
      const before = scrollY;
      window.scrollBy(0, step);
      // The page moved under a still pointer: what lies under it changed.
      if (scrollY !== before) markOver();
    }
    press.frame = requestAnimationFrame(scrollStep);
  };

  board.addEventListener('pointerdown', (event) => {
    const card = event.target.closest('button.card');
    if (!card || event.button !== 0) return;
    press = { card, x: event.clientX, y: event.clientY, at: { x: event.clientX, y: event.clientY }, ghost: null, id: event.pointerId, frame: 0 };
    card.setPointerCapture(event.pointerId);
  });

  board.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x, dy = event.clientY - press.y;
    if (!press.ghost && Math.abs(dx) + Math.abs(dy) < SLOP) return;
    if (!press.ghost) {
      const box = press.card.getBoundingClientRect();
      press.ghost = press.card.cloneNode(true);
      press.ghost.classList.add('ghost');
      press.ghost.style.width = `${box.width}px`;
      press.ghost.style.height = `${box.height}px`;
      press.offset = { x: press.x - box.left, y: press.y - box.top };
      document.body.append(press.ghost);
      press.card.classList.add('lifted');
      press.startDepth = edgeDepth(press.y);
      press.armed = false;
      press.frame = requestAnimationFrame(scrollStep);
    }
    press.at = { x: event.clientX, y: event.clientY };
    press.ghost.style.left = `${event.clientX - press.offset.x}px`;
    press.ghost.style.top = `${event.clientY - press.offset.y}px`;
    markOver();
  });

  const finish = (event, cancelled) => {
    if (!press || event.pointerId !== press.id) return;
    const { card, ghost, frame } = press;
    cancelAnimationFrame(frame);
    press = null;
    clearOver();
    if (!ghost) {
      if (cancelled) return;
      pick(card.dataset.card, card.dataset.zone, Number(card.dataset.nth));
      // The click this press is about to make picked the card; it must not
      // also put it down where the redrawn board now lies under the pointer.
      pickedAt = event.timeStamp;
      return;
    }
    ghost.remove();
    card.classList.remove('lifted');
    // The copy is gone, so the point finds the place under it.
    const to = cancelled ? null : zoneAt(event.clientX, event.clientY);
    if (to && to !== card.dataset.zone) move(card.dataset.card, card.dataset.zone, to);
  };
  board.addEventListener('pointerup', (event) => finish(event, false));
  board.addEventListener('pointercancel', (event) => finish(event, true));

  // The keyboard (and a click on a place while a card is picked): Enter or
  // Space on a card picks it; "Put here", or a click on a place, puts it.
  board.addEventListener('keydown', (event) => {
    const card = event.target.closest('button.card');
    if (!card || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    pick(card.dataset.card, card.dataset.zone, Number(card.dataset.nth));
  });
  board.addEventListener('click', (event) => {
    const put = event.target.closest('button.put');
    const chosen = picked();
    if (put && chosen) {
      move(chosen.card, chosen.zone, put.dataset.put);
      return;
    }
    // A click (not a drag) on a place's empty part puts the picked card there.
    if (event.target.closest('button') || !chosen || event.detail === 0 || event.timeStamp - pickedAt < 500) return;
    const zone = event.target.closest('[data-zone]')?.dataset.zone;
    if (zone && zone !== chosen.zone) move(chosen.card, chosen.zone, zone);
  });
}
