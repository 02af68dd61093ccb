// The service worker and the update flow: the first visit installs it (the
// whole site precached under a versioned cache); a later visit that finds a
// new version lets it install beside the old one and offers "Update now".
// The game in progress is saved at every move, so reloading into the new
// version resumes it; without a click the new version applies at the next
// start, when no tab uses the old one.
export function startServiceWorker(say) {
  if (!('serviceWorker' in navigator)) return;
  const banner = document.getElementById('update-banner');
  let wanted = false;
  const offer = (worker) => {
    banner.hidden = false;
    document.body.dataset.updateReady = '1';
    document.getElementById('update-now').onclick = () => {
      wanted = true;
      worker.postMessage('skip-waiting');
    };
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (wanted) location.reload();
  });
  navigator.serviceWorker.register('sw.js').then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => {});
    });
  }, (error) => {
    say(`Offline play is unavailable: ${error.message}`, false);
  });
}
