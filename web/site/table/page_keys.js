// Keys belong to what has the focus. The table (SDL2 compiled with
// Emscripten) listens for keys on the window, takes every key it hears as
// the player's and cancels the browser's own action for it. So a key typed
// into a text box of the page (the online panel's name and chat, a table
// field's name) never reached the box, and the table played it: "d" typed
// in the chat on one's turn drew a card, Enter sent no chat line.
//
// A key event passes the document on its way up to the window: listening
// there, the page keeps from the table
//   - every key aimed at a field that takes typing (a text box, a list, an
//     editable region): the field has it all, the table none of it;
//   - the keys that work any other control of the page (Enter, Space, Tab,
//     Escape on a button or a link): a keyboard user can Tab from a name box
//     to "Sit here" and press it; other keys there still reach the table.
// Keys aimed at the table's canvas, or at nothing (the page's body), are the
// table's as before. Escape in a text field that nothing else answered (a
// panel closes itself on Escape) leaves the field: the keyboard goes back to
// the table.
//   keepKeysFromTable(document.getElementById('canvas'))
const controlKey = (key) => key === 'Enter' || key === ' ' || key === 'Tab' || key === 'Escape';
// Inputs that are pressed rather than typed in.
const PRESSED_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'color', 'range']);

export function takesTyping(element) {
  if (!(element instanceof Element)) return false;
  if (element.isContentEditable) return true;
  const tag = element.localName;
  if (tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && !PRESSED_INPUTS.has(element.type);
}

// `table`: the element the table's keys are aimed at (it takes the focus back).
export function keepKeysFromTable(table, root = document) {
  // A key pressed on the table and let go elsewhere (Enter on a name field
  // of the table moves the focus to the page's input over it): the table
  // hears the release too, or it would take the key for held down.
  const heldOnTable = new Set();
  const aimedAtPage = (event) => {
    const target = event.target;
    if (target === table || !(target instanceof Element) || target === root.body || target === root.documentElement) return false;
    return takesTyping(target) || controlKey(event.key);
  };
  for (const type of ['keydown', 'keypress', 'keyup']) {
    root.addEventListener(type, (event) => {
      if (type === 'keyup' && heldOnTable.delete(event.code)) return;
      if (!aimedAtPage(event)) {
        if (type === 'keydown') heldOnTable.add(event.code);
        return;
      }
      event.stopPropagation();
      if (type === 'keydown' && event.key === 'Escape' && takesTyping(event.target)
          && !event.defaultPrevented && root.activeElement === event.target) {
        event.target.blur();
        table?.focus();
      }
    });
  }
}
