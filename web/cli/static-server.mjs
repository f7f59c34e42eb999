// A small static file server rooted at the repository, for the Chromium host and the REPL
// page. Serves only files below the root; the runner page is generated from scripts.json.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import scripts from '../host/scripts.cjs';

const TYPES = {
  '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html',
  '.css': 'text/css', '.json': 'application/json', '.py': 'text/plain', '.txt': 'text/plain',
  '.wasm': 'application/wasm', '.png': 'image/png', '.svg': 'image/svg+xml',
};

// The ordered script list is shared with the Node host (web/host/scripts.cjs).
export const scriptList = scripts.scriptList;

// The page the Chromium host runs programs in: the runtime's scripts, then the bridge module.
export function runnerPage(scripts, bridge = null) {
  const all = bridge ? [...scripts, bridge] : scripts;
  const tags = all.map((s) => `<script src="/${s}"></script>`).join('\n');
  return `<!doctype html><meta charset="utf-8"><title>BryTorch runner</title>\n${tags}\n`;
}

// The page that runs programs in a Web Worker (web/api/brytorch.mjs), for `./brytorch run
// --host chromium`: the caller evaluates BryTorchRunner.* in it (web/cli/run.mjs).
export function workerRunnerPage() {
  return `<!doctype html><meta charset="utf-8"><title>BryTorch runner (worker)</title>
<script type="module">import * as api from '/web/api/brytorch.mjs'; globalThis.BryTorchAPI = api;</script>\n`;
}

// Cross-origin isolation (COOP + COEP): the page may then share memory with its worker (a
// SharedArrayBuffer interrupt flag, web/api/brytorch.mjs). Everything here is same-origin.
const ISOLATION = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };

// Starts the server on 127.0.0.1 (port 0 = any free port). `pages` maps URL paths to
// functions of the request's URL object returning generated HTML, or { type, body }. Files
// carry their Content-Length (the REPL page shows download progress). `isolate` sends the
// cross-origin isolation headers with every response. Resolves to { server, url }.
export function startServer(root, { port = 0, pages = {}, isolate = false } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const urlPath = decodeURIComponent(url.pathname);
    if (isolate) for (const [k, v] of Object.entries(ISOLATION)) res.setHeader(k, v);
    if (pages[urlPath]) {
      const page = pages[urlPath](url);
      const { type, body } = typeof page === 'string' ? { type: 'text/html; charset=utf-8', body: page } : page;
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    if (urlPath === '/favicon.ico') { res.writeHead(204); res.end(); return; }
    const file = path.join(root, urlPath);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end('not found'); return;
    }
    // Revalidated caching: a reload gets 304 for unchanged files, so the browser reuses its
    // HTTP cache and the wasm code it compiled for them (the warm start).
    const stat = fs.statSync(file), etag = `"${stat.size}-${Math.floor(stat.mtimeMs)}"`;
    if (req.headers['if-none-match'] === etag) { res.writeHead(304, { etag }); res.end(); return; }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'content-length': stat.size, etag, 'cache-control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}
