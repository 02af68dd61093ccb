// A person who plays by the table's hints: on their turn they press H, read
// the hint, and click what the table then lights (the action button that
// carries the hinted move out, else the stock or the pile it points at), as
// a newcomer who trusts the hints would. The hint is Master's move from the
// coach's worker, so this person plays Master's game by keyboard and mouse,
// through the same targets a player's finger finds.
// Works with Playwright's and puppeteer's pages alike (pressPlace does too).
import { pressPlace } from '../../tests/web/game_helpers.mjs';

const STUCK_PICTURE = 'build/artifacts/hints-stuck.png';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// What the page shows now: its phase (draw, play, answer... when the viewer
// is to move), the position, and the table's places and message.
const look = (page) => page.evaluate(() => {
  const view = window.canastaTable?.targets?.();
  return {
    phase: document.body.dataset.phase,
    position: window.canastaTable?.state?.()?.position ?? '',
    message: view?.message ?? '',
    targets: view?.targets ?? [],
  };
});

const TURN_PHASES = new Set(['draw', 'play', 'answer']);

// The place to click after a hint: the lit action button that is enabled,
// else the lit stock or pile (a draw, a pile to take), else none yet.
function litPlace(targets) {
  const action = targets.find((t) => t.kind === 'action' && t.highlighted && t.enabled);
  if (action) return action;
  return targets.find((t) => (t.kind === 'stock' || t.kind === 'pile') && t.highlighted) ?? null;
}

// Plays one step of the viewer's turn by the hint, if the viewer is to move:
// true when a move was made (the position changed), false when it was not
// this page's turn. Throws when the hint leads nowhere for `stuckMs`.
export async function playHintedStep(page, { stuckMs = 60000 } = {}) {
  const now = await look(page);
  if (!TURN_PHASES.has(now.phase)) return false;
  const until = Date.now() + stuckMs;
  let asked = 0;
  let last = null;
  while (Date.now() < until) {
    await page.focus('#canvas');
    await page.keyboard.press('h');
    asked += 1;
    // The hint comes from the coach's worker: wait for its words and light.
    let place = null;
    for (const end = Date.now() + 15000; Date.now() < end && !place;) {
      await sleep(60);
      const seen = await look(page);
      last = seen;
      if (seen.position !== now.position || !TURN_PHASES.has(seen.phase)) return true;
      if (seen.phase === 'animating') continue;
      if (/^[^:]+: /.test(seen.message)) place = litPlace(seen.targets);
    }
    if (!place) continue;
    // Clicked once it keeps still, as a player's eye needs.
    await pressPlace(page, page, (t) => t.kind === place.kind && t.index === place.index && t.highlighted,
      { what: `the lit ${place.kind} ${place.name ?? ''}` });
    for (const end = Date.now() + 15000; Date.now() < end;) {
      await sleep(50);
      const seen = await look(page);
      if (seen.position !== now.position) return true;
    }
  }
  // What the person saw when they gave up, for whoever reads the error.
  await page.screenshot({ path: STUCK_PICTURE }).catch(() => {});
  const lit = (last?.targets ?? []).filter((t) => t.highlighted).map((t) => `${t.kind} ${t.name ?? ''}${t.enabled === false ? ' (off)' : ''}`);
  throw new Error(`the hints led nowhere for ${stuckMs} ms (asked ${asked} times): phase ${last?.phase}, message "${last?.message}", `
    + `lit ${lit.join(', ') || 'nothing'}, at ${now.position} (the page as it was: ${STUCK_PICTURE})`);
}
