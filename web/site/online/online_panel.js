// The online table's panel over the table (as the saved games' panel): a
// title, a status line, the host's or the guest's lobby, and the chat. It
// opens from the page's #online-button, which also counts unread chat lines;
// Escape or Close give the table back its focus.
import { applyPageText, pageText, setPageLine } from '../page/page_text.js';
import { MAX_NAME } from './config.js';
import { button, element } from './dom.js';
import { isName } from './messages.js';

export class OnlinePanel {
  constructor({ titleId, toggle }) {
    this.toggle = toggle;
    this.heading = element('h2', { id: 'online-title', text: titleId });
    this.status = element('p', { className: 'online-status', role: 'status' });
    this.content = element('div', { className: 'online-content' });
    this.chatSlot = element('div', { className: 'online-chat' });
    this.root = element('section', { id: 'online-panel', className: 'panel', hidden: true, 'aria-labelledby': 'online-title' }, [
      element('div', { className: 'panel-head' }, [
        this.heading,
        button('close', () => this.close(), { aria: 'onlineClose', id: 'online-close' }),
      ]),
      this.status, this.content, this.chatSlot,
    ]);
    this.root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    document.getElementById('table').append(this.root);
    toggle.hidden = false;
    toggle.setAttribute('aria-controls', 'online-panel');
    toggle.onclick = () => (this.root.hidden ? this.open() : this.close());
    this.onopen = null;
  }

  open() {
    this.root.hidden = false;
    this.toggle.setAttribute('aria-expanded', 'true');
    this.onopen?.();
    this.root.querySelector('input:not([readonly]), button:not(#online-close)')?.focus();
  }

  close() {
    this.root.hidden = true;
    this.toggle.setAttribute('aria-expanded', 'false');
    document.getElementById('canvas').focus();
  }

  setStatus(id, params = {}, error = false) {
    setPageLine(this.status, id, params);
    this.status.classList.toggle('error', error);
    this.root.dataset.status = id;
  }

  // The toggle's label, with the number of chat lines not yet seen.
  setUnread(count) {
    setPageLine(this.toggle, count ? 'onlineButtonUnread' : 'onlineButton', { count });
  }

  relabel() {
    applyPageText(this.root);
  }
}

// The host's name as every page shows it, with the host's mark (a guest's
// name cannot hold it: messages.js isName).
export const hostMarked = (name) => pageText('hostMarked', { name });

// What a seat of the lobby says: who plays it and whether they are away.
// `you`: the seats of this device's guest (none on the host's page).
export function seatWords(seat, index, you = []) {
  const name = seat.name || pageText('seatName', { seat: index + 1 });
  let words;
  // A host still under the default name is just "Host", not "Host (host)".
  if (seat.kind === 'host') words = hostMarked(name === pageText('hostName') ? name : pageText('kindHost', { name }));
  else if (seat.kind === 'local') words = pageText('kindLocal', { name });
  else if (seat.kind === 'free') words = pageText('kindFree');
  else if (seat.kind === 'computer') words = seat.name ? `${seat.name}: ${pageText('kindComputer')}` : pageText('kindComputer');
  else words = you.includes(index) ? pageText('kindYou', { name }) : pageText('kindRemote', { name });
  return seat.away && seat.kind === 'remote' ? `${words} (${pageText('away')})` : words;
}

// A seat's side as the viewer reads it: Us for the viewer's own side, Them
// for the other (numbered when there are two others); "side 2" only for a
// guest who has no seat yet.
function sideWords(sides, index, viewer) {
  if (viewer === undefined || viewer < 0) return pageText('sideOf', { side: sides[index] + 1 });
  if (sides[index] === sides[viewer]) return pageText('sideUs');
  const others = [...new Set(sides.filter((side) => side !== sides[viewer]))];
  return others.length > 1 ? pageText('sideThemN', { n: others.indexOf(sides[index]) + 1 }) : pageText('sideThem');
}

// The lobby's table of seats: one row per seat (its name, its side when the
// game has partnerships, seen from `viewer`'s seat, who plays it) and the
// cell `actions(seat, index)` fills with the controls of this page.
export function seatTable(seats, { you = [], viewer = you[0], sides = null, actions }) {
  const rows = seats.map((seat, index) => {
    const head = element('th', { scope: 'row' });
    head.textContent = pageText('seatName', { seat: index + 1 });
    if (sides) head.append(element('span', { className: 'hint' }, [` · ${sideWords(sides, index, viewer)}`]));
    const who = element('td', { className: `seat-${seat.kind}` });
    who.textContent = seatWords(seat, index, you);
    const cell = element('td', { className: 'actions' });
    const controls = actions(seat, index);
    if (controls) cell.append(...controls);
    const row = element('tr', {}, [head, who, cell]);
    row.dataset.seat = String(index);
    return row;
  });
  return element('table', { className: 'seats' }, [element('tbody', {}, rows)]);
}

// "Your name": an input that says when a name cannot be used. `read()`
// gives the name typed, or null after saying why not.
export function nameRow(id, value) {
  const input = element('input', { type: 'text', id, maxLength: MAX_NAME, autocomplete: 'nickname', value });
  const hint = element('span', { className: 'hint', role: 'status' });
  const root = element('div', { className: 'invite-row' }, [element('label', { htmlFor: id, text: 'yourName' }), input, hint]);
  // Says why a name cannot be used (a catalog id), back in the box.
  const refuse = (id) => {
    setPageLine(hint, id, { max: MAX_NAME });
    input.focus();
  };
  const read = () => {
    const name = input.value.trim();
    if (!isName(name)) {
      refuse('nameNeeded');
      return null;
    }
    hint.textContent = '';
    return name;
  };
  return { root, input, read, refuse };
}
