// Driving the position editor (editor.html) as an author does: open it,
// deal, drag cards with the mouse. Shared by its own test and the tutorial
// page's done-test.
import { chooseOption, typeInto } from './game_helpers.mjs';

export async function openEditor(page, origin, query = 'lang=en') {
  await page.goto(`${origin}/editor.html?${query}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30000 });
}

// Deals a fresh position: the game, the players and the seed.
export async function dealIn(page, { variant = 'classic', players = '2', seed = '11' } = {}) {
  await chooseOption(page, '#deal-variant', variant);
  await chooseOption(page, '#deal-players', players);
  await typeInto(page, '#deal-seed', seed);
  await page.getByRole('button', { name: 'Deal' }).click();
  await page.waitForFunction(() => document.body.dataset.valid === '1', null, { timeout: 10000 });
}

// Drags `card` (a locator) onto the place `zone` with the mouse, in steps,
// as a hand does.
export async function drag(page, card, zone) {
  // A mouse can only press what is on screen (the stock may lie just below the fold).
  await card.scrollIntoViewIfNeeded();
  const from = await card.boundingBox();
  const to = await page.locator(`.zone[data-zone="${zone}"] h4`).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) {
    await page.mouse.move(from.x + (to.x + 20 - from.x) * i / 8, from.y + (to.y + to.height / 2 - from.y) * i / 8);
  }
  await page.mouse.up();
}

// The same move by touch, as on a phone where the place may be a screen
// away: tap the card (it is picked), then tap the place's "Put here".
export async function tapMove(page, card, zone) {
  await card.tap();
  await page.locator(`.zone[data-zone="${zone}"] button.put`).tap();
}

// Drags `card` onto the place `zone` with a finger: touch events through
// the DevTools protocol, which Chromium turns into pointer events of type
// touch, as a phone does. Both must be on screen.
export async function touchDrag(page, card, zone) {
  const from = await card.boundingBox();
  const to = await page.locator(`.zone[data-zone="${zone}"] h4`).boundingBox();
  const session = await page.context().newCDPSession(page);
  const point = (x, y) => [{ x, y, radiusX: 4, radiusY: 4, force: 1, id: 1 }];
  const x0 = from.x + from.width / 2, y0 = from.y + from.height / 2;
  const x1 = to.x + 20, y1 = to.y + to.height / 2;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  for (let i = 1; i <= 8; i += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

// Drags `card` with a finger to the place `zone` that is not on screen: the
// finger carries the card to the window's bottom edge and holds still there
// while the page scrolls, then moves onto the place once it shows. Returns
// whether the place came into view (false when the page never scrolled).
export async function touchDragFar(page, card, zone, { waitMs = 8000 } = {}) {
  const from = await card.boundingBox();
  const height = page.viewportSize().height;
  const session = await page.context().newCDPSession(page);
  const touch = (type, x, y) => session.send('Input.dispatchTouchEvent',
    { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, radiusX: 4, radiusY: 4, force: 1, id: 1 }] });
  const x0 = from.x + from.width / 2, y0 = from.y + from.height / 2;
  const edge = height - 8;
  await touch('touchStart', x0, y0);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', x0, y0 + (edge - y0) * i / 8);
  const title = page.locator(`.zone[data-zone="${zone}"] h4`);
  const until = Date.now() + waitMs;
  let to = await title.boundingBox();
  while (!(to && to.y > 0 && to.y + to.height < edge - 60) && Date.now() < until) {
    await page.waitForTimeout(50);
    to = await title.boundingBox();
  }
  const shown = Boolean(to && to.y > 0 && to.y + to.height < edge - 60);
  if (shown) {
    // Off the edge first, so the page stops scrolling, then onto the place
    // where it now lies.
    await touch('touchMove', x0, to.y + to.height / 2);
    await page.waitForTimeout(100);
    to = await title.boundingBox();
    await touch('touchMove', to.x + 20, to.y + to.height / 2);
  }
  await touch('touchEnd');
  await session.detach();
  return shown;
}
