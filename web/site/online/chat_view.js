// The table's chat: ready phrases (said in each reader's own language) and
// short lines typed by hand, shown as text only (textContent, never HTML),
// with a mute for the whole chat and one for each player. Lines arrive while
// the panel is closed too: the page's live region says them (unless muted)
// and the panel's button counts them.
import { MAX_CHAT } from './config.js';
import { PHRASES } from './messages.js';
import { pageText } from '../page/page_text.js';
import { button, element } from './dom.js';
import { hostMarked } from './online_panel.js';

const KEEP_LINES = 60;

export class ChatView {
  // send(said) -> whether it left; announce(text): the page's live region.
  constructor({ send, announce, ownSeat }) {
    this.send = send;
    this.announce = announce;
    this.ownSeat = ownSeat;
    this.lines = [];
    this.muted = false;
    this.mutedSeats = new Set();
    this.unread = 0;
    this.onunread = null;
    this.log = element('ul', { className: 'chat-log', role: 'log' });
    this.phrases = element('div', { className: 'chat-phrases', role: 'group', aria: 'phrasesLabel' },
      PHRASES.map((id) => button(`phrase_${id}`, () => this.say({ say: id }), { 'data-phrase': id })));
    this.input = element('input', { type: 'text', maxLength: MAX_CHAT, autocomplete: 'off', aria: 'chatLabel', className: 'chat-input' });
    const sendButton = element('button', { type: 'submit', text: 'chatSend' });
    this.form = element('form', { className: 'chat-form' }, [this.input, sendButton]);
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (text && this.say({ text: text.slice(0, MAX_CHAT) })) this.input.value = '';
    });
    this.muteButton = button('chatMute', () => this.setMuted(!this.muted), { className: 'chat-mute', 'aria-pressed': 'false' });
    this.seatMutes = element('div', { className: 'chat-mutes' });
    this.root = element('section', { className: 'chat', 'aria-labelledby': 'chat-title' }, [
      element('div', { className: 'chat-head' }, [element('h3', { id: 'chat-title', text: 'chatTitle' }), this.muteButton]),
      this.log, this.phrases, this.form, this.seatMutes,
    ]);
  }

  say(said) {
    return this.send(said);
  }

  setMuted(muted) {
    this.muted = muted;
    this.muteButton.setAttribute('aria-pressed', String(muted));
    this.render();
  }

  // A line from the table: {seat, name, say?, text?}.
  add(line) {
    this.lines.push(line);
    if (this.lines.length > KEEP_LINES) this.lines.shift();
    const own = line.seat === this.ownSeat();
    if (!own && !this.muted && !this.mutedSeats.has(line.seat)) {
      this.announce(this.words(line));
      this.unread += 1;
      this.onunread?.(this.unread);
    }
    this.render();
  }

  // (The host's lines are marked as the host's: the host's page says which.)
  words(line) {
    const name = line.host ? hostMarked(line.name) : line.name;
    return pageText('chatLine', { name, text: line.say ? pageText(`phrase_${line.say}`) : line.text });
  }

  seen() {
    this.unread = 0;
    this.onunread?.(0);
  }

  // The list again (a mute, a new line, a change of language).
  render() {
    const shown = this.muted ? [] : this.lines.filter((l) => !this.mutedSeats.has(l.seat));
    this.log.replaceChildren(...shown.map((line) => {
      const li = element('li');
      li.textContent = this.words(line);
      if (line.seat === this.ownSeat()) li.className = 'own';
      return li;
    }));
    if (this.muted) this.log.append(element('li', { className: 'muted' }, [pageText('chatMuted')]));
    this.log.scrollTop = this.log.scrollHeight;
    const speakers = new Map();
    for (const l of this.lines) if (l.seat !== this.ownSeat()) speakers.set(l.seat, l.name);
    this.seatMutes.replaceChildren(...[...speakers].map(([seat, name]) => {
      const b = button('chatMutePlayer', () => {
        if (this.mutedSeats.has(seat)) this.mutedSeats.delete(seat);
        else this.mutedSeats.add(seat);
        this.render();
      }, { params: { name }, 'aria-pressed': String(this.mutedSeats.has(seat)) });
      b.textContent = pageText('chatMutePlayer', { name });
      return b;
    }));
  }
}
