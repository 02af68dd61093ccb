// The page's own messages (saves, imports, updates): a notice line above the
// status bar. Errors are announced assertively (role=alert) and stay until
// dismissed or replaced; other notices fade after a while. A notice may
// offer one action as a button (say(text, true, { label, run })).
const notice = document.getElementById('notice');
const noticeText = document.getElementById('notice-text');
const noticeAction = document.getElementById('notice-action');
let timer = 0;

export function say(text, isError = false, action = null) {
  clearTimeout(timer);
  notice.hidden = false;
  notice.classList.toggle('error', isError);
  notice.setAttribute('role', isError ? 'alert' : 'status');
  noticeText.textContent = text;
  noticeAction.hidden = !action;
  noticeAction.textContent = action?.label ?? '';
  noticeAction.onclick = action ? () => {
    notice.hidden = true;
    action.run();
  } : null;
  document.body.dataset.notice = text;
  if (!isError) timer = setTimeout(() => { notice.hidden = true; }, 6000);
}

document.getElementById('notice-close').addEventListener('click', () => {
  notice.hidden = true;
  document.getElementById('canvas').focus();
});
