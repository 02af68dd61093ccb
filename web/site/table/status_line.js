// The status line, the page's ARIA live region: screen readers hear every
// sentence the table says. A live region is read once per change the
// browser reports, and changes made within one frame reach assistive
// technology as one (only the last text): a person's move that starts the
// next player's turn says both in one frame (the dealer's cut, then the red
// three the first player lays out), and the first was never heard. So a
// line comes out at once when nothing was said this frame, and otherwise
// waits for the next frame, one line a frame, in order.
const MAX_WAITING = 20;  // a hidden page draws no frames: old lines give way

export function statusLine(element) {
  const waiting = [];
  let busy = false;  // a line was written this frame

  function write(text) {
    // The same sentence again is said again: empty the region first.
    if (element.textContent === text) element.textContent = '';
    element.textContent = text;
  }

  function nextFrame() {
    if (waiting.length === 0) {
      busy = false;
      return;
    }
    write(waiting.shift());
    requestAnimationFrame(nextFrame);
  }

  return function announce(text) {
    if (busy) {
      waiting.push(text);
      if (waiting.length > MAX_WAITING) waiting.shift();
      return;
    }
    write(text);
    busy = true;
    requestAnimationFrame(nextFrame);
  };
}
