// The table's sounds, synthesized here with Web Audio, so they weigh nothing
// on the first visit (no files to download). The table names the sound of
// each move (frontend/session/move_sounds.h) while Options' Sounds is on;
// the page mutes the table (--mute) for tests and when asked (sound=0).
// Each sound is a few short notes or a burst of noise, under 0.6 s, quiet
// enough to sit under speech from a screen reader.

// Notes (Hz, start s, length s) and a noise burst per sound: draw and
// discard are card sounds, the rest rise further the more the move achieved.
const SOUNDS = {
  draw: { noise: { at: 0, length: 0.07, filter: 2400, gain: 0.18 } },
  discard: { noise: { at: 0, length: 0.05, filter: 1200, gain: 0.28 }, notes: [[196, 0, 0.08]] },
  meld: { notes: [[523, 0, 0.09], [659, 0.08, 0.12]] },
  pile: { noise: { at: 0, length: 0.12, filter: 1800, gain: 0.2 }, notes: [[392, 0.05, 0.08], [523, 0.12, 0.08], [659, 0.19, 0.14]] },
  canasta: { notes: [[523, 0, 0.1], [659, 0.09, 0.1], [784, 0.18, 0.1], [1047, 0.27, 0.28]] },
  out: { notes: [[392, 0, 0.12], [523, 0.11, 0.12], [659, 0.22, 0.12], [784, 0.33, 0.12], [1047, 0.44, 0.16]] },
};
const VOLUME = 0.12;
// How many names the test hook keeps (document.body.dataset.sounds).
const KEPT = 100;

let context = null;

function audio() {
  if (context) return context;
  const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  // Browsers start audio only after a gesture: the first tap or key resumes it.
  const resume = () => context.resume().catch(() => {});
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, resume, { once: true, capture: true });
  return context;
}

function note(ctx, frequency, at, length) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'triangle';
  osc.frequency.value = frequency;
  const t = ctx.currentTime + at;
  gain.gain.setValueAtTime(0, t);
  gain.gain.linearRampToValueAtTime(VOLUME, t + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.001, t + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + length + 0.02);
}

function noise(ctx, { at, length, filter, gain: level }) {
  const frames = Math.ceil(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // Noise that fades out: a card's brush on the cloth.
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = filter;
  const gain = ctx.createGain();
  gain.gain.value = level;
  source.connect(band).connect(gain).connect(ctx.destination);
  source.start(ctx.currentTime + at);
}

// Plays the named sound; the names played are kept on the page's body for
// the tests (data-sounds, the latest KEPT).
export function playSound(name) {
  const sound = SOUNDS[name];
  if (!sound) return;
  const said = (document.body.dataset.sounds ?? '').split(' ').filter(Boolean);
  document.body.dataset.sounds = [...said, name].slice(-KEPT).join(' ');
  const ctx = audio();
  if (!ctx || ctx.state === 'closed') return;
  if (sound.noise) noise(ctx, sound.noise);
  for (const [frequency, at, length] of sound.notes ?? []) note(ctx, frequency, at, length);
}
