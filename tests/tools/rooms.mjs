// What the rooms tests share (site_rooms.test.mjs for web/site/'s scripts,
// source_rooms.test.mjs for the C++ includes): finding a circle of files.

// One circle of files that load each other ({ from, to } arrows), as the
// files in order with the first again at its end, or null.
export function findCycle(arrows) {
  const next = new Map();
  for (const { from, to } of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map();  // file -> 'open' while on the path, 'done' after
  const path = [];
  const visit = (file) => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const to of next.get(file) ?? []) {
      const cycle = visit(to);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of next.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}
