// The game frames of a host page that embeds tables with embed.js.
//
// A frame's own "ready" (its body's data-ready) comes before its document:
// embed.js hands the position, record or lesson over by message only once
// the frame says it is ready, and the element's canasta:ready waits for that
// document's result. A test that read the frame at its own ready saw, about
// once in a hundred runs, the deal the frame starts with instead of the
// author's position; so a test waits for the element's event too.

// Before the host page's scripts run: remember which elements' canasta:ready
// fired, by their frame's id. The event does not bubble, but a capture
// listener on the document sees it on its way to the element.
export function watchEmbedReady(page) {
  return page.addInitScript(() => {
    window.canastaTestReady = [];
    document.addEventListener('canasta:ready', (event) => {
      const src = event.target.querySelector?.('iframe')?.src;
      if (src) window.canastaTestReady.push(new URL(src).searchParams.get('id'));
    }, true);
  });
}

// The frame of the host page's element `index` (embed.js numbers them) once
// its element is ready (its document loaded) and its table has drawn.
// The page must have been watched (watchEmbedReady) before it loaded.
export async function embedFrame(page, index, { timeout = 30000 } = {}) {
  const id = String(index);
  const until = Date.now() + timeout;
  let frame;
  while (!(frame = page.frames().find((f) => f.url().includes('embed=1') && new URL(f.url()).searchParams.get('id') === id))) {
    if (Date.now() > until) throw new Error(`the game frame ${index} did not load`);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction((want) => window.canastaTestReady?.includes(want), id, { timeout });
  await frame.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout });
  return frame;
}
