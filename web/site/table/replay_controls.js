// Step / play / pause controls for a record shown as a replay (page option
// replay=1, or the host's loadRecord with replay: true), in the page's language.
import { pageText } from '../page/page_text.js';

const bar = document.getElementById('replay-controls');
const position = document.getElementById('replay-position');
const playButton = document.getElementById('replay-play');
const STEP_MS = 900;

export class ReplayControls {
  constructor() {
    this.api = null;
    this.timer = 0;
    document.getElementById('replay-back').addEventListener('click', () => this.step(-1));
    document.getElementById('replay-forward').addEventListener('click', () => this.step(1));
    document.getElementById('replay-start').addEventListener('click', () => this.step(-1e5));
    playButton.addEventListener('click', () => (this.timer ? this.pause() : this.play()));
  }

  attach(api) {
    this.api = api;
  }

  load(recordText) {
    this.pause();
    const error = this.api.loadReplay(recordText);
    if (!error) this.show();
    return error;
  }

  step(delta) {
    if (this.api.replayStep(0) < 0) return pageText('noReplay');
    this.api.replayStep(delta);
    this.show();
    return '';
  }

  play() {
    if (this.api.replayStep(0) < 0) return pageText('noReplay');
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      const { replay } = this.api.state();
      if (!replay || replay.index >= replay.length) this.pause();
      else this.step(1);
    }, STEP_MS);
    this.show();
    return '';
  }

  pause() {
    clearInterval(this.timer);
    this.timer = 0;
    if (this.api) this.show();
    return '';
  }

  show() {
    const { replay } = this.api.state();
    bar.hidden = !replay;
    if (!replay) return;
    position.textContent = pageText('replayPosition', { index: replay.index, length: replay.length });
    playButton.textContent = pageText(this.timer ? 'replayPause' : 'replayPlay');
    playButton.setAttribute('aria-pressed', this.timer ? 'true' : 'false');
  }
}
