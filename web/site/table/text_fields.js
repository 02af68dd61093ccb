// The table's text fields (a person's name in the new-game dialog) typed in
// the page's own inputs, laid exactly over the fields the table draws: a
// phone shows its keyboard, and typing, pasting, accents and screen readers
// work as in any form. The table says where its fields are in its view
// message (dialog entries marked field) and asks for one with editText; each
// change, and the input taking the focus, goes back as a text message
// {id, value}, and leaving the input
// (Enter, Tab, Escape, or elsewhere) as {id, value, done: true}, the canvas
// taking the keyboard back.
const MAX_CHARS = 16;  // engine/seats.h kMaxNameChars

export class TextFields {
  constructor({ canvas, bridge }) {
    this.canvas = canvas;
    this.bridge = bridge;
    this.inputs = new Map();  // field id -> input
  }

  // The fields of the table's latest view: inputs follow them.
  update(view) {
    const fields = (view.dialog ?? []).filter((d) => d.field);
    const ids = new Set(fields.map((f) => f.id));
    for (const [id, input] of this.inputs) {
      if (!ids.has(id)) {
        input.remove();
        this.inputs.delete(id);
      }
    }
    for (const field of fields) this.place(this.inputs.get(field.id) ?? this.make(field), field);
  }

  make(field) {
    const input = document.createElement('input');
    input.type = 'text';
    input.className = 'table-field';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.dataset.field = String(field.id);
    input.addEventListener('input', () => {
      const chars = [...input.value];
      if (chars.length > MAX_CHARS) input.value = chars.slice(0, MAX_CHARS).join('');
      this.send(field.id, false);
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === 'Escape' || event.key === 'Tab') {
        event.preventDefault();
        this.leave(field.id);
      }
    });
    // Taken by a tap or a click: the table moves its focus to this field.
    input.addEventListener('focus', () => this.send(field.id, false));
    input.addEventListener('blur', () => this.send(field.id, true));
    this.canvas.parentElement.append(input);
    this.inputs.set(field.id, input);
    return input;
  }

  place(input, field) {
    input.style.left = `${this.canvas.offsetLeft + field.x}px`;
    input.style.top = `${this.canvas.offsetTop + field.y}px`;
    input.style.width = `${field.w}px`;
    input.style.height = `${field.h}px`;
    input.style.fontSize = `${field.font}px`;
    input.placeholder = field.placeholder;
    input.setAttribute('aria-label', field.label);
    // What the table kept (trimmed, cut to length) shows once the player is done typing.
    if (document.activeElement !== input && input.value !== field.value) input.value = field.value;
  }

  // The table asks for a field (the keyboard reached it on the canvas).
  focus(id) {
    const input = this.inputs.get(id);
    if (!input) return false;
    input.focus();
    input.select();
    return true;
  }

  leave(id) {
    this.send(id, true);
    this.canvas.focus();
  }

  send(id, done) {
    const input = this.inputs.get(id);
    if (input) this.bridge.send(done ? { type: 'text', id, value: input.value, done: true } : { type: 'text', id, value: input.value });
  }
}
