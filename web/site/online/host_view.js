// The host's lobby in the online panel: the invitation (link, Copy, Share,
// QR code), the game, the seats (before the start the host opens each seat
// to a friend or gives it to a computer player; a friend's seat can be
// handed to a computer player at any time, which sets the friend aside until
// the host invites them back), Start and Stop sharing.
import { pageText, setPageLine } from '../page/page_text.js';
import { inviteLink } from './config.js';
import { button, element } from './dom.js';
import { nameRow, seatTable } from './online_panel.js';
import { drawQr } from './qr.js';
import { linkWithKey } from './host_key.js';

// What the host's panel says of the table's link: [catalog id, error].
export function hostStatus(host) {
  if (host.signalTrouble === 'takenAll') return ['signalTakenAll', true];
  if (host.signalTrouble === 'taken') return ['signalTaken', false];
  if (host.signalTrouble) return ['signalTrouble', true];
  if (host.slot) return ['tableMoved', true];
  return [host.started ? 'hostPlaying' : 'hostWaiting', false];
}

export class HostView {
  // host: HostTable; panel: OnlinePanel; gameWords(game): "Classic, 4 players"
  // words; sides: each seat's side or null; onStart() and onStop() the page's.
  constructor({ host, panel, config, gameName, sides, onStart, onStop, viewerSeat, storeName }) {
    this.host = host;
    this.panel = panel;
    this.gameName = gameName;
    this.sides = sides;
    this.viewerSeat = viewerSeat;
    this.link = linkWithKey(inviteLink(host.tableId, config), host.key.print);
    this.linkInput = element('input', { type: 'text', readOnly: true, value: this.link, id: 'invite-link', className: 'invite-link' });
    const copy = button('copyLink', () => this.copy(), { id: 'invite-copy' });
    const share = button('shareLink', () => navigator.share({ url: this.link }).catch(() => {}), { id: 'invite-share' });
    share.hidden = !navigator.share;
    this.copyResult = element('span', { className: 'hint', role: 'status' });
    this.qr = element('canvas', { className: 'invite-qr', role: 'img', aria: 'qrLabel', id: 'invite-qr' });
    this.gameLine = element('p', { className: 'invite-game' });
    this.seats = element('div', { className: 'seats-slot' });
    this.asideList = element('ul', { className: 'aside-list' });
    this.startButton = button('startGame', () => onStart(), { id: 'online-start', className: 'primary' });
    const stopButton = button('stopSharing', () => onStop(), { id: 'online-stop' });
    // The host's own name, as the guests read it.
    this.name = nameRow('host-name', host.seats[viewerSeat()]?.name ?? '');
    this.name.input.addEventListener('change', () => {
      const name = this.name.read();
      if (!name) return;
      if (!host.rename(viewerSeat(), name)) {
        this.name.refuse('onlineRefused_nameTaken');
        return;
      }
      storeName(name);
    });
    const label = element('label', { htmlFor: 'invite-link', text: 'linkLabel' });
    this.root = element('div', { className: 'host-lobby' }, [
      element('p', { text: 'inviteIntro' }),
      this.name.root,
      element('div', { className: 'invite' }, [
        element('div', { className: 'invite-row' }, [label, this.linkInput, copy, share, this.copyResult]),
        this.qr,
      ]),
      this.gameLine,
      element('h3', { text: 'seatsTitle' }),
      this.seats,
      this.asideList,
      element('div', { className: 'online-buttons' }, [this.startButton, stopButton]),
    ]);
    this.linkInput.addEventListener('focus', () => this.linkInput.select());
    drawQr(this.qr, this.link).catch((error) => console.warn(`Canasta: the QR code could not be drawn (${error.message}).`));
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.link);
      setPageLine(this.copyResult, 'linkCopied');
    } catch {
      this.linkInput.select();
      setPageLine(this.copyResult, 'linkNotCopied');
    }
  }

  render() {
    const host = this.host;
    setPageLine(this.gameLine, 'inviteGame', { variant: this.gameName(host.game.variant), players: host.game.players });
    this.gameLine.hidden = host.started;
    this.startButton.hidden = host.started;
    this.seats.replaceChildren(seatTable(host.publicSeats(), {
      viewer: this.viewerSeat(),
      sides: this.sides(),
      actions: (seat, index) => this.seatControls(seat, index),
    }));
    this.asideList.replaceChildren(...[...host.aside].map(([token, name]) => {
      const invite = button('inviteBack', () => host.inviteBack(token));
      invite.setAttribute('aria-label', pageText('inviteBackLabel', { name }));
      invite.dataset.action = 'invite';
      const item = element('li', {}, [element('span'), invite]);
      setPageLine(item.firstChild, 'asideLine', { name });
      return item;
    }));
    this.asideList.hidden = !host.aside.size;
    const [status, error] = hostStatus(this.host);
    this.panel.setStatus(status, {}, error);
  }

  seatControls(seat, index) {
    const host = this.host;
    if (seat.kind === 'remote' || (seat.kind === 'computer' && host.seats[index].token)) {
      const b = button('replaceWithComputer', () => host.setSeatKind(index, 'computer'));
      b.setAttribute('aria-label', pageText('replaceLabel', { n: index + 1, name: seat.name }));
      b.dataset.action = 'replace';
      return seat.kind === 'remote' ? [b] : null;
    }
    if (host.started || !['free', 'computer'].includes(seat.kind)) return null;
    const select = element('select', { className: 'seat-choice' }, [
      element('option', { value: 'free', text: 'seatChoiceOpen' }),
      element('option', { value: 'computer', text: 'seatChoiceComputer' }),
    ]);
    for (const option of select.options) option.textContent = pageText(option.dataset.text);
    select.value = seat.kind;
    select.setAttribute('aria-label', pageText('seatChoiceLabel', { n: index + 1 }));
    select.addEventListener('change', () => host.setSeatKind(index, select.value));
    return [select];
  }
}
