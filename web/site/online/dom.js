// Small DOM helpers for the online panels: elements built from properties
// (text by id, filled in by page_text.js's applyPageText), never from HTML.
export function element(tag, props = {}, children = []) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') el.dataset.text = value;
    else if (key === 'aria') el.dataset.aria = value;
    else if (key === 'params') el.dataset.params = JSON.stringify(value);
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
