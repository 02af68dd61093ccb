// A guest's lobby in the online panel: where the link stands (connecting,
// connected, the host gone or closed), the guest's name, the seats with
// "Sit here" on the free ones (and, once the game is on, on seats a computer
// plays for nobody), and "Leave my seat".
import { pageText, setPageLine } from '../page_text.js';
import { MAX_NAME } from './config.js';
import { button, element } from './dom.js';
import { isName } from './messages.js';
import { seatTable } from './online_panel.js';

const STATUS = {
  connecting: ['connecting', false],
  connected: ['connected', false],
  reconnecting: ['reconnecting', true],
  gone: ['hostGone', true],
  closed: ['hostClosed', true],
  hostile: ['hostileClosed', true],
};

export class GuestView {
  // guest: GuestTable; sides(): each seat's side or null.
  constructor({ guest, panel, gameName, sides }) {
    this.guest = guest;
    this.panel = panel;
    this.gameName = gameName;
    this.sides = sides;
    this.name = element('input', { type: 'text', id: 'guest-name', maxLength: MAX_NAME, autocomplete: 'nickname', value: guest.name });
    this.nameHint = element('span', { className: 'hint', role: 'status' });
    this.gameLine = element('p', { className: 'invite-game' });
    this.seats = element('div', { className: 'seats-slot' });
    this.note = element('p', { className: 'guest-note' });
    this.leave = button('leaveTable', () => guest.leave(), { id: 'guest-leave' });
    this.root = element('div', { className: 'guest-lobby' }, [
      element('div', { className: 'invite-row' }, [element('label', { htmlFor: 'guest-name', text: 'yourName' }), this.name, this.nameHint]),
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
    setPageLine(this.gameLine, 'inviteGame', { variant: this.gameName(lobby.game.variant), players: lobby.game.players });
    this.gameLine.hidden = lobby.started;
    this.seats.replaceChildren(seatTable(lobby.seats, {
      you: lobby.you,
      sides: this.sides(),
      actions: (seat, index) => this.seatControls(seat, index),
    }));
    this.leave.hidden = !lobby.you.length;
    const note = lobby.you.length ? (lobby.started ? '' : 'waitingStart') : 'pickSeat';
    this.note.hidden = !note;
    if (note) setPageLine(this.note, note);
  }

  seatControls(seat, index) {
    const lobby = this.guest.lobby;
    const open = lobby.started ? seat.kind === 'computer' && !seat.name : seat.kind === 'free';
    if (!open) return null;
    const b = button('sitHere', () => this.sit(index));
    b.setAttribute('aria-label', pageText('sitHereLabel', { n: index + 1 }));
    b.dataset.action = 'sit';
    return [b];
  }

  sit(index) {
    const name = this.name.value.trim();
    if (!isName(name)) {
      setPageLine(this.nameHint, 'nameNeeded');
      this.name.focus();
      return;
    }
    this.nameHint.textContent = '';
    this.guest.sit(index, name);
  }
}
