// A token bucket: `burst` messages at once, then `perSecond` on average.
// The host keeps one per guest for all its messages and one for its chat,
// so a flooding guest is refused at the cost of a comparison per message
// and cannot keep the host's page busy.
export class RateLimit {
  constructor({ burst, perSecond, now = () => performance.now() }) {
    this.burst = burst;
    this.perMs = perSecond / 1000;
    this.now = now;
    this.tokens = burst;
    this.at = now();
  }

  // How many messages may pass now.
  available() {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + (t - this.at) * this.perMs);
    this.at = t;
    return this.tokens;
  }

  // Whether one more message may pass now (and counts it if so).
  take() {
    if (this.available() < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
