// What the host's table says to its guests (their seats' views, turns and
// cancels) goes out only once the position it shows is saved. A host who
// reloads resumes its saved game, and the page writes the game a moment
// after each move (IndexedDB is asynchronous): views sent at once had shown
// the guests moves that the reloaded game did not have (issue 36.4, views
// 85 and 87). Held messages keep their order, one queue for all of them (a
// turn never overtakes the view before it); a storage that never finishes
// a write holds them SAVE_WAIT_MS at most, and the table plays on.
//   const afterSave = savedFirst(saves);
//   bridge.on('seatView', afterSave((message) => hostTable.seatView(message)));
import { SAVE_WAIT_MS } from './config.js';

// saves: { whenSaved(): a promise, settled once every change of the game told
// so far is written or given up } (saves.js).
export function savedFirst(saves) {
  let queue = Promise.resolve();
  return (deliver) => (message) => {
    let timer = 0;
    const saved = Promise.race([
      saves.whenSaved(),
      new Promise((done) => { timer = setTimeout(done, SAVE_WAIT_MS); }),
    ]).finally(() => clearTimeout(timer));
    queue = queue.then(() => saved).then(() => deliver(message)).catch((error) => {
      console.error(`Canasta: a message for the guests failed (${error.message}).`);
    });
    return true;
  };
}
