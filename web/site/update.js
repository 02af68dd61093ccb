// The service worker and the update flow: the first visit installs it (the
// whole site precached under a versioned cache); a later visit that finds a
// new version lets it install beside the old one and offers "Update now".
// The game in progress is saved at every move, so reloading into the new
// version resumes it; without a click the new version applies at the next
// start, when no tab uses the old one. A returning page asks for the new
// version as it starts and whenever it becomes visible again (the browser's
// own checks may come late: Chromium defers those of a worker registered in
// the last minute).
import { pageText } from './page/page_text.js';

let registered = null;

// Asks the server for a new version now; resolves to false when the page
// has no service worker or the check failed (offline).
export function checkForUpdate() {
  if (!registered) return Promise.resolve(false);
  return registered.then((registration) => registration.update()).then(() => true, () => false);
}

export function startServiceWorker(say) {
  if (!('serviceWorker' in navigator)) return;
  const banner = document.getElementById('update-banner');
  let wanted = false;
  const offer = (worker) => {
    banner.hidden = false;
    document.getElementById('update-now').onclick = () => {
      wanted = true;
      worker.postMessage('skip-waiting');
    };
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (wanted) location.reload();
  });
  // A new worker may be found by the browser's own check at navigation,
  // before the page listens: look at the waiting and installing ones too.
  const track = (worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  const returning = navigator.serviceWorker.controller !== null;
  registered = navigator.serviceWorker.register('sw.js');
  registered.then((registration) => {
    track(registration.waiting);
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') checkForUpdate();
    });
    // dataset.updateChecked tells tests and ./tools/bench web the check is done.
    if (returning) checkForUpdate().then(() => { document.body.dataset.updateChecked = '1'; });
  }, (error) => {
    registered = null;
    say(pageText('offlineUnavailable', { reason: error.message }), false);
  });
}
