// The table's tooltips: a button whose label does not say all it does now
// (Undo: how far back it takes the player) publishes the whole of it as its
// place's "tip" (frontend/app/app.cpp view_message); the canvas shows it
// as its title while the pointer rests on that place.
export function showTableTips(canvas, currentView) {
  const tipAt = (event) => {
    const box = canvas.getBoundingClientRect();
    const x = event.clientX - box.left, y = event.clientY - box.top;
    const place = (currentView().targets ?? []).find((t) => t.tip && x >= t.x && x < t.x + t.w && y >= t.y && y < t.y + t.h);
    return place?.tip ?? '';
  };
  canvas.addEventListener('pointermove', (event) => {
    const tip = tipAt(event);
    if (canvas.title !== tip) canvas.title = tip;
  });
  canvas.addEventListener('pointerleave', () => { canvas.title = ''; });
}
