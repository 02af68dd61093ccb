// Small DOM helpers for the online panels: elements built from properties,
// never from HTML. `text` and `aria` name page words (page_text.js): they
// are said at once and again by applyPageText after a change of language.
import { pageText } from '../page/page_text.js';

export function element(tag, props = {}, children = []) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') {
      el.dataset.text = value;
      el.textContent = pageText(value, props.params ?? {});
    } else if (key === 'aria') {
      el.dataset.aria = value;
      el.setAttribute('aria-label', pageText(value));
    } else if (key === 'params') el.dataset.params = JSON.stringify(value);
    else if (key in el) el[key] = value;
    else el.setAttribute(key, value);
  }
  el.append(...children);
  return el;
}

export function button(textId, onClick, props = {}) {
  const b = element('button', { type: 'button', text: textId, ...props });
  b.addEventListener('click', onClick);
  return b;
}
