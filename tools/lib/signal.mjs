// The online tables' signaling server: PeerJS's own server (npm `peer`,
// installed by tools/setup), which only introduces browsers to each other.
// The game itself then runs over WebRTC data channels between the browsers;
// nothing of it passes through here. tools/signal runs it for a site that
// hosts its own signaling; the browser tests start it on loopback.
//   node tools/lib/signal.mjs [port] [host]   (defaults 9000, 127.0.0.1)
// The page is pointed at it with ?signal=ws://127.0.0.1:9000/ (or
// data-signal on an embed); over the public web it must be served as wss://
// (behind a TLS proxy, or with the `peer` server's ssl option).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PeerServer } from 'peer';

export const SIGNAL_PATH = '/';

// Starts the server; resolves to { server, url, close() }.
export function startSignal({ port = 0, host = '127.0.0.1' } = {}) {
  return new Promise((resolveStart, rejectStart) => {
    // No peer listing (allow_discovery off): a table's address is known only
    // to those its host gave the link to. A browser that stops answering is
    // dropped after 20 s of silence (PeerJS pings every 5 s).
    const app = PeerServer({ port, host, path: SIGNAL_PATH, allow_discovery: false, alive_timeout: 20000 }, (server) => {
      const { port: actual } = server.address();
      const url = `ws://${host.includes(':') ? `[${host}]` : host}:${actual}${SIGNAL_PATH}`;
      resolveStart({
        server,
        url,
        close: () => new Promise((done) => {
          server.closeAllConnections?.();
          server.close(() => done());
        }),
      });
    });
    app.on('error', rejectStart);
  });
}

// The same server in a process of its own (the tests and benchmarks): the
// `peer` server keeps timers of its own running after close(), which would
// keep the caller's process alive. Resolves to { url, close() }.
export function spawnSignal() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStart, rejectStart) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /at (ws:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolveStart({
        url,
        close: () => new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill();
          return undefined;
        }),
      });
    });
    child.once('exit', (code) => rejectStart(new Error(`the signaling server stopped (${code}) before it listened`)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 9000);
  const host = process.argv[3] ?? process.env.HOST ?? '127.0.0.1';
  startSignal({ port, host }).then(({ url }) => {
    console.log(`Signaling for online tables at ${url}  (open the game with ?signal=${url}; Ctrl-C stops)`);
  }, (error) => {
    console.error(`Could not start signaling on ${host}:${port}: ${error.message}. Try PORT=<another port>.`);
    process.exit(1);
  });
}
