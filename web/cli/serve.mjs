#!/usr/bin/env node
// `./brytorch serve [--port N]`: serves the REPL page (web/repl) on 127.0.0.1 until Ctrl-C.
//   serve.mjs [--port N]      N = 0 picks a free port; the URL is printed either way
// The page is web/repl/index.html with its configuration filled in per request: the scripts
// every host loads (with the torch bundles when torch is built), the wasm module to start
// (out/bridge/torch.js, or out/bridge/NAME.js for `?bridge=NAME`), and the file sizes.
// Built files are looked up at each page load, so a build finishing while the server runs
// is picked up by reloading the page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptList, startServer } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = 'web/repl/index.html';
const TORCH = 'torch';   // out/bridge/torch.js: torch._C + the bridge (./brytorch build bindings link)

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

function size(rel) { return fs.statSync(path.join(ROOT, rel)).size; }

// The page's configuration. `bridge` names a module of out/bridge/; only torch brings the
// torch bundles. A missing torch module is not an error: the page is then a plain Python REPL
// and says how to build torch. A missing script is shown on the page as the error it is.
function config(bridge) {
  const js = `out/bridge/${bridge}.js`;
  const wasm = `out/bridge/${bridge}.wasm`;
  const built = fs.existsSync(path.join(ROOT, js)) && fs.existsSync(path.join(ROOT, wasm));
  const torch = bridge === TORCH && built;
  const warnings = [];
  let scripts;
  try {
    scripts = scriptList({ torch, numpy: bridge === 'numpy' && built, warn: (m) => warnings.push(m) });
  } catch (e) {
    return { error: e.message };
  }
  return {
    scripts: scripts.map((s) => ({ path: s, size: size(s) })),
    bridge: built ? { name: bridge, js: { path: js, size: size(js) }, wasm: { path: wasm, size: size(wasm) } } : null,
    missing: built ? null : { name: bridge, js, build: bridge === TORCH ? './brytorch build bindings link' : './brytorch build bridge' },
    warnings,
  };
}

function page(url) {
  const requested = url.searchParams.get('bridge') || TORCH;
  const cfg = /^[A-Za-z0-9_]+$/.test(requested) ? config(requested) : { error: `bad bridge name ${requested}` };
  for (const m of cfg.warnings || []) process.stderr.write(`brytorch serve: ${m}\n`);
  // JSON inside a <script> element: escape "<" so no "</script>" can end it early.
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  const html = fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
  return html.replace('<!-- CONFIG -->', `<script id="brytorch-config" type="application/json">${json}</script>`);
}

const { port } = parseArgs(process.argv.slice(2));
let started;
try {
  started = await startServer(ROOT, { port, pages: { '/': page, '/index.html': page } });
} catch (e) {
  fail(e.code === 'EADDRINUSE' ? `port ${port} is in use (try --port 0 for a free one)` : e.message);
}
const torchBuilt = fs.existsSync(path.join(ROOT, `out/bridge/${TORCH}.js`));
process.stdout.write(`BryTorch REPL: ${started.url}/\n`);
if (!torchBuilt) process.stdout.write('(torch is not built: the page is a plain Python REPL until ./brytorch build bindings link)\n');
process.stdout.write('Ctrl-C stops the server.\n');
const stop = () => { started.server.close(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
