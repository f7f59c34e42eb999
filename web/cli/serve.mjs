#!/usr/bin/env node
// `./brytorch serve [--port N]`: serves the REPL page (web/repl) and the training demo
// (web/demo, at /demo/; docs/demo.md) on 127.0.0.1 until Ctrl-C.
//   serve.mjs [--port N]      N = 0 picks a free port; the URLs are printed either way
// The page is web/repl/index.html with its configuration filled in per request
// (web/cli/config.mjs: the scripts, the wasm module, out/bridge/torch.js or out/bridge/NAME.js
// for `?bridge=NAME`); the embedding API fetches the same at /brytorch-config.json. Every
// response carries COOP/COEP headers: the page is cross-origin isolated, so Ctrl-C reaches
// the Python worker through shared memory (web/api/brytorch.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configResponse, pageConfig, TORCH } from './config.mjs';
import { startServer } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = 'web/repl/index.html';
const DEMO = 'web/demo/index.html';   // its links are absolute: the same page at /demo and /demo/

function parseArgs(argv) {
  let port = 8000;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port') port = Number(argv[++i]);
    else fail(`unknown argument ${argv[i]} (usage: serve.mjs [--port N])`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port takes a number from 0 to 65535');
  return { port };
}

function fail(message) {
  process.stderr.write(`brytorch serve: ${message}\n`);
  process.exit(2);
}

// The REPL page with its configuration inline (web/cli/config.mjs).
function page(url) {
  const cfg = pageConfig(url.searchParams.get('bridge') || TORCH);
  for (const m of cfg.warnings || []) process.stderr.write(`brytorch serve: ${m}\n`);
  // JSON inside a <script> element: escape "<" so no "</script>" can end it early.
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  const html = fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
  return html.replace('<!-- CONFIG -->', `<script id="brytorch-config" type="application/json">${json}</script>`);
}

const demoPage = () => fs.readFileSync(path.join(ROOT, DEMO), 'utf8');

const { port } = parseArgs(process.argv.slice(2));
let started;
try {
  started = await startServer(ROOT, { port, isolate: true,
    pages: { '/': page, '/index.html': page, '/demo': demoPage, '/demo/': demoPage, '/brytorch-config.json': configResponse } });
} catch (e) {
  fail(e.code === 'EADDRINUSE' ? `port ${port} is in use (try --port 0 for a free one)` : e.message);
}
const torchBuilt = fs.existsSync(path.join(ROOT, `out/bridge/${TORCH}.js`));
process.stdout.write(`BryTorch REPL: ${started.url}/\n`);
process.stdout.write(`Training demo: ${started.url}/demo/\n`);
if (!torchBuilt) process.stdout.write('(torch is not built: the REPL is plain Python and the demo cannot train until ./brytorch build bindings link)\n');
process.stdout.write('Ctrl-C stops the server.\n');
const stop = () => { started.server.close(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
