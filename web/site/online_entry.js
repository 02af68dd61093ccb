// The page's door to online tables, kept small: the online layer itself
// (web/site/online/, and PeerJS with it) is loaded only when the player
// presses Invite friends, opens an invitation link (join=), or reloads a
// page that was sharing its table. Until then nothing of it is fetched and
// no connection is made.
import { pageText, setPageLine } from './page/page_text.js';

const HOST_KEY = 'canasta.online.host';

// Whether this browser was sharing a table (a reload shares it again).
export function hostingBefore() {
  try {
    return localStorage.getItem(HOST_KEY) !== null;
  } catch {
    return false;
  }
}

// context: { bridge, api(), options, say, announce, saves, ready (a promise:
// the table and its first game are there) }
export function wireOnline(context) {
  const { options, say } = context;
  const toggle = document.getElementById('online-button');
  const offered = options.mode !== 'example' && !options.replay && !options.demo && !options.lesson;
  if (!offered && !options.join) return;
  let loading = null;
  const load = () => (loading ??= import('./online/online.js').catch((error) => {
    loading = null;
    say(pageText('onlineLoadFailed', { error: error.message }), true);
    throw error;
  }));
  const pageContext = (online) => online.pageContext({
    ...context,
    toggle,
    stopped: () => {
      setPageLine(toggle, 'inviteButton');
      toggle.onclick = invite;
      toggle.hidden = !offered || Boolean(options.join);
    },
  });
  const invite = async () => {
    toggle.disabled = true;
    try {
      const online = await load();
      await online.host(pageContext(online), null);
    } catch {
      // said by load()
    } finally {
      toggle.disabled = false;
    }
  };
  toggle.onclick = invite;
  toggle.hidden = !offered || Boolean(options.join);
  // A host's reload: the resumed game asks its remote seats for moves before
  // the online layer is here; their questions wait for it (the table would
  // otherwise have a computer answer them).
  const early = [];
  const resuming = offered && !options.join && hostingBefore();
  if (resuming) {
    // Until the table is shared again (its panel then takes the button), a
    // press must not share a second table beside it: pressed while the
    // online layer was loading, it did, and the guests' host was replaced.
    toggle.onclick = null;
    for (const type of ['seatRequest', 'seatView', 'seatCancel']) context.bridge.on(type, (message) => { early.push(message); return true; });
  }
  context.ready.then(async () => {
    if (options.join) {
      const online = await load();
      online.join(pageContext(online), options.join);
    } else if (resuming) {
      const online = await load();
      const saved = online.savedHostTable();
      if (saved && saved.saveId && saved.saveId === context.saves.current?.id) online.host(pageContext(online), saved, early);
      else {
        online.noLongerShared(context.bridge, early);
        toggle.onclick = invite;
      }
    }
  }).catch(() => {
    // (Said by load().) The button shares a table again.
    toggle.onclick = invite;
  });
}
