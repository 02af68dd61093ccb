// A guest's lobby in the online panel: where the link stands (connecting,
// connected, the host gone or closed), the guest's name, the seats with
// "Sit here" on the free ones (and, once the game is on, on seats a computer
// plays for nobody) while the guest has no seat and the host has not set it
// aside, and "Leave my seat".
import { pageText, setPageLine } from '../page/page_text.js';
import { button, element } from './dom.js';
import { nameRow, seatTable } from './online_panel.js';

const STATUS = {
  connecting: ['connecting', false],
  connected: ['connected', false],
  reconnecting: ['reconnecting', true],
  gone: ['hostGone', true],
  closed: ['hostClosed', true],
  hostile: ['hostileClosed', true],
  full: ['tableFull', true],
  version: ['versionDiffers', true],
  unproven: ['hostUnproven', true],
  oldLink: ['linkOld', true],
  damagedLink: ['linkKeyDamaged', true],
  damagedAddress: ['linkAddressDamaged', true],
  signal: ['signalTrouble', true],
};

export class GuestView {
  // guest: GuestTable; sides(): each seat's side or null; storedName() and
  // storeName(name): the name this browser used last.
  constructor({ guest, panel, gameName, sides, storedName, storeName }) {
    this.storeName = storeName;
    this.guest = guest;
    this.panel = panel;
    this.gameName = gameName;
    this.sides = sides;
    this.name = nameRow('guest-name', guest.name || storedName());
    // Enter keeps the name and goes on to the first seat to take, where a
    // keyboard user's next Enter sits (the key itself is spent here, or it
    // would press that button at once).
    this.name.input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const name = this.name.read();
      if (!name) return;
      this.storeName(name);
      this.seats.querySelector('button[data-action="sit"]')?.focus();
    });
    this.gameLine = element('p', { className: 'invite-game' });
    this.seats = element('div', { className: 'seats-slot' });
    this.note = element('p', { className: 'guest-note' });
    this.leave = button('leaveTable', () => guest.leave(), { id: 'guest-leave' });
    this.root = element('div', { className: 'guest-lobby' }, [
      this.name.root,
      this.gameLine,
      element('h3', { text: 'seatsTitle' }),
      this.seats,
      this.note,
      element('div', { className: 'online-buttons' }, [this.leave]),
    ]);
  }

  render() {
    const { guest } = this;
    const [status, error] = STATUS[guest.status] ?? STATUS.connecting;
    this.panel.setStatus(status, {}, error);
    const lobby = guest.lobby;
    this.root.hidden = !lobby;
    if (!lobby) return;
    setPageLine(this.gameLine, 'tableGame', { variant: this.gameName(lobby.game.variant), players: lobby.game.players });
    this.gameLine.hidden = lobby.started;
    this.seats.replaceChildren(seatTable(lobby.seats, {
      you: lobby.you,
      sides: this.sides(),
      actions: (seat, index) => this.seatControls(seat, index),
    }));
    this.leave.hidden = !lobby.you.length;
    let note = lobby.you.length ? (lobby.started ? '' : 'waitingStart') : 'pickSeat';
    if (lobby.aside) note = 'asideNote';
    this.note.hidden = !note;
    if (note) setPageLine(this.note, note);
  }

  seatControls(seat, index) {
    const lobby = this.guest.lobby;
    // One seat a person (the host refuses a second one), none while aside.
    if (lobby.you.length || lobby.aside) return null;
    // (A computer seat kept for a guest who is away is theirs: `away` says so.)
    const open = lobby.started ? seat.kind === 'computer' && seat.away === undefined : seat.kind === 'free';
    if (!open) return null;
    const b = button('sitHere', () => this.sit(index));
    b.setAttribute('aria-label', pageText('sitHereLabel', { n: index + 1 }));
    b.dataset.action = 'sit';
    return [b];
  }

  sit(index) {
    const name = this.name.read();
    if (!name) return;
    this.storeName(name);
    this.guest.sit(index, name);
  }
}
