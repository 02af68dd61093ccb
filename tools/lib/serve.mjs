// A small static file server for build/site on loopback, used by tools/play,
// the browser tests and the benchmarks. It behaves as a static host does:
// gzip when the browser asks, an ETag per file and encoding, 304 Not
// Modified for a request that names the current one, and Cache-Control:
// no-cache, so the browser keeps files but asks each time (a new build is
// seen at once; the service worker does the offline caching).
//   node tools/lib/serve.mjs <dir> [port]       (port 0 = any free port)
// startServer's `onResponse({ path, status, bytes })` hears of every answer
// with the bytes it put on the wire, headers included (./tools/bench web).
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.data', '.txt', '.svg']);

export function startServer(dir, port = 0, host = '127.0.0.1', { onResponse } = {}) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    if (onResponse) {
      // Browsers do not pipeline: a connection's bytes since this request
      // began are this answer's.
      const before = req.socket.bytesWritten;
      res.on('finish', () => onResponse({
        path: req.url, status: res.statusCode, bytes: req.socket.bytesWritten - before,
      }));
    }
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const ext = extname(file);
    const stat = statSync(file);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const etag = `"${stat.mtimeMs.toString(16)}-${stat.size.toString(16)}${gzip ? '-gz' : ''}"`;
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = stat.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, host, () => resolveStart(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build/site';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  startServer(dir, port).then((server) => {
    const { port: actual } = server.address();
    console.log(`Canasta is served at http://127.0.0.1:${actual}/  (Ctrl-C stops)`);
  }, (error) => {
    console.error(`Could not serve on port ${port}: ${error.message}. Try PORT=<another port>.`);
    process.exit(1);
  });
}
