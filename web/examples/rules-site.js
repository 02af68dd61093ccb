// The sample rules page drives its third example through the embed API:
// the button replays the record from the start, one move a second, and the
// game's events are shown under the text.
const example = document.querySelector('#concealed [data-canasta]');
const events = document.getElementById('events');
const seen = [];

example.addEventListener('canasta:move', (event) => {
  seen.push(event.detail.move);
  events.textContent = `Played: ${seen.join(', ')}`;
});
example.addEventListener('canasta:dealover', (event) => {
  events.textContent += ` — the deal is over (${event.detail.scores.join(' to ')}).`;
});
document.getElementById('drive').addEventListener('click', () => {
  const game = example.canastaGame;
  if (!game?.ready) return;
  seen.length = 0;
  game.send({ type: 'step', delta: -100000 });
  game.send({ type: 'play' });
});
