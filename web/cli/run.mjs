#!/usr/bin/env node
// `./brytorch run`: runs a Python program on Brython in Node or headless Chromium.
//   run.mjs --host node|chromium [--timeout SECONDS] [--torch|--no-torch] [--numpy|--no-numpy]
//           [--bundle FILE.vfs.js]... [--no-expose-gc]
//           [--bridge MODULE.js] (-c CODE | SCRIPT.py) [ARGS...]
// --torch loads PyTorch: the torch/ and dependency bundles and the torch._C wasm module
// (out/bridge/torch.js, ./brytorch build link). By default it is on when the program's text
// names torch (so `-c 'import torch'` just works) and off otherwise (a faster start).
// --numpy loads numpy: its bundle, and without torch the numpy-only wasm module
// (out/bridge/numpy.js, ./brytorch build numpy bridge); on by default when the program's text
// names numpy.
// --bundle adds a VFS bundle (a path relative to the repository root) after the standard ones.
// --bridge loads a wasm module made by tools/build/bridge.sh (its C extensions become
// importable) before the program starts.
// --no-expose-gc runs the host without gc() (node and Chromium are otherwise started with
// --expose-gc): as a page a person opens, where only V8's own collections find dead wrappers.
// --then CODE (repeatable, before -c/SCRIPT) runs CODE as a further program after the previous
// one, once the event loop turned and a garbage collection ran (gc() of node --expose-gc, or
// of the Chromium worker's V8 with the same flag).
// In Chromium the program runs in a Web Worker (web/api/worker.js), as on the REPL page.
// Prints the program's stdout/stderr as they come; exits with its status (1 on an uncaught
// exception, with the traceback on stderr; 124 on timeout; 2 on a host failure).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';
import { scriptList, startServer, workerRunnerPage } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TORCH_MODULE = 'out/bridge/torch.js';   // torch._C + the bridge (tools/build/link.sh)
const NUMPY_MODULE = 'out/bridge/numpy.js';   // numpy's extensions + the bridge (bridge/builds/numpy.txt)

function parseArgs(argv) {
  const opts = { host: 'chromium', timeout: 600, torch: null, numpy: null, bundles: [], bridge: null, then: [], exposeGc: true, code: null, file: null, argv: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--host') opts.host = argv[++i];
    else if (a === '--timeout') opts.timeout = Number(argv[++i]);
    else if (a === '--torch') opts.torch = true;
    else if (a === '--no-torch') opts.torch = false;
    else if (a === '--numpy') opts.numpy = true;
    else if (a === '--no-numpy') opts.numpy = false;
    else if (a === '--bundle') opts.bundles.push(argv[++i]);
    else if (a === '--bridge') opts.bridge = argv[++i];
    else if (a === '--then') opts.then.push(argv[++i]);
    else if (a === '--no-expose-gc') opts.exposeGc = false;
    else if (a === '-c') { opts.code = argv[++i]; opts.argv = argv.slice(i + 1); break; }
    else { opts.file = a; opts.argv = argv.slice(i + 1); break; }
  }
  if (!['node', 'chromium'].includes(opts.host)) fail(`unknown host ${opts.host}`);
  if (opts.code === null && opts.file === null) fail('give SCRIPT.py or -c CODE');
  if (opts.file !== null && !fs.existsSync(opts.file)) fail(`${opts.file}: no such file`);
  const text = opts.code !== null ? opts.code : fs.readFileSync(opts.file, 'utf8');
  const names = (word) => new RegExp(`\\b${word}\\b`).test(text) || opts.then.some((c) => new RegExp(`\\b${word}\\b`).test(c));
  if (opts.torch === null) opts.torch = names('torch');
  if (opts.numpy === null) opts.numpy = names('numpy');
  if (opts.torch && !opts.bridge) {
    opts.bridge = TORCH_MODULE;
    if (!fs.existsSync(path.join(ROOT, TORCH_MODULE))) fail(`${TORCH_MODULE} is missing: run ./brytorch build bindings link`);
  } else if (opts.numpy && !opts.bridge) {
    opts.bridge = NUMPY_MODULE;
    if (!fs.existsSync(path.join(ROOT, NUMPY_MODULE))) fail(`${NUMPY_MODULE} is missing: run ./brytorch build numpy bridge`);
  }
  if (opts.bridge) {
    const rel = path.relative(ROOT, path.resolve(opts.bridge));
    if (rel.startsWith('..') || !fs.existsSync(path.join(ROOT, rel))) fail(`bridge module ${opts.bridge} not found below the repository (./brytorch build bridge)`);
    opts.bridge = rel;
  }
  return opts;
}

function fail(message, status = 2) {
  process.stderr.write(`brytorch run: ${message}\n`);
  process.exit(status);
}

function runNode(opts) {
  const args = ['--stack-size=4000', ...(opts.exposeGc ? ['--expose-gc'] : []), path.join(ROOT, 'web/host/node-main.cjs')];
  if (opts.torch) args.push('--torch');
  if (opts.numpy) args.push('--numpy');
  for (const b of opts.bundles) args.push('--bundle', b);
  if (opts.bridge) args.push('--bridge', path.join(ROOT, opts.bridge));
  for (const code of opts.then) args.push('--then', code);
  if (opts.code !== null) args.push('--code', opts.code); else args.push('--file', opts.file);
  args.push('--', ...opts.argv);
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  const timer = setTimeout(() => {
    process.stderr.write(`brytorch run: timed out after ${opts.timeout} s\n`);
    child.kill('SIGKILL');
    process.exit(124);
  }, opts.timeout * 1000);
  child.on('exit', (code, signal) => {
    clearTimeout(timer);
    process.exit(signal ? 2 : code);
  });
}

// Brython looks for modules it has no bundle entry for by fetching candidate paths; the
// browser logs each 404 as a console error, which is not the program's business.
function isModuleProbe(msg) {
  return msg.text().startsWith('Failed to load resource: the server responded with a status of 404');
}

// The files a page loads, with their sizes (web/cli/config.mjs's shape).
function loadConfig(scripts, bridge) {
  const size = (rel) => fs.statSync(path.join(ROOT, rel)).size;
  const file = (rel) => ({ path: rel, size: size(rel) });
  return { scripts: scripts.map(file), bridge: bridge ? { js: file(bridge), wasm: file(bridge.replace(/\.js$/, '.wasm')) } : null };
}

// Chromium: the program runs in a Web Worker (web/api/brytorch.mjs), as on the REPL page;
// its output comes back to the page as messages and to us as console messages tagged with
// the stream.
async function runChromium(opts) {
  const source = opts.code !== null ? opts.code : fs.readFileSync(opts.file, 'utf8');
  const filename = opts.code !== null ? '<string>' : opts.file;
  let scripts;
  try {
    scripts = scriptList({ torch: opts.torch, numpy: opts.numpy, bundles: opts.bundles,
      warn: (m) => process.stderr.write(`brytorch: ${m}\n`) });
  } catch (e) { fail(e.message); }
  const config = loadConfig(scripts, opts.bridge);
  const { server, url } = await startServer(ROOT, { pages: { '/runner.html': workerRunnerPage } });
  const browser = await launch({ exposeGc: opts.exposeGc });
  let finishing = false;   // the first status wins (a timeout closes the page under a pending call)
  const finish = async (status) => {
    if (finishing) return;
    finishing = true;
    try { await browser.close(); } finally { server.close(); process.exit(status); }
  };
  const timer = setTimeout(() => {
    process.stderr.write(`brytorch run: timed out after ${opts.timeout} s\n`);
    finish(124);
  }, opts.timeout * 1000);
  const page = await browser.context.newPage();
  // The page counts the writes so we can wait for the last console messages after the
  // program returns.
  let received = 0;
  let allReceived = null;
  let expected = Infinity;
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith('\u0001O') || text.startsWith('\u0001E')) {
      (text[1] === 'O' ? process.stdout : process.stderr).write(text.slice(2));
      if (++received >= expected && allReceived) allReceived();
    } else if (msg.type() === 'error' && !isModuleProbe(msg)) process.stderr.write(`[page] ${text}\n`);
  });
  page.on('pageerror', (err) => process.stderr.write(`[page] ${err.message}\n`));
  await page.goto(`${url}/runner.html`);
  let status;
  try {
    await page.waitForFunction(() => globalThis.BryTorchAPI);
    await page.evaluate(async (cfg) => {
      globalThis.__brytorchWrites = 0;   // counted here, read once every program ran
      // Every write at once (outputEveryMs 0), as a terminal would get it: a test runner
      // reading our stdout must see the last line before a crash.
      globalThis.__bt = await BryTorchAPI.loadBryTorch({ baseURL: '/', config: cfg, outputEveryMs: 0, onOutput: (stream, text) => {
        globalThis.__brytorchWrites++;
        console.log((stream === 'stdout' ? '\u0001O' : '\u0001E') + text);
      } });
    }, config);
    status = await page.evaluate(([src, name, argv]) => __bt.run(src, name, argv), [source, filename, opts.argv]);
    for (const code of opts.then) {
      if (status !== 0) break;
      // Fresh tasks and full collections in the worker, so FinalizationRegistry callbacks ran.
      await page.evaluate(() => __bt.collect());
      status = await page.evaluate(([src, argv]) => __bt.run(src, '<then>', argv), [code, opts.argv]);
    }
    const writes = await page.evaluate(() => globalThis.__brytorchWrites);
    if (received < writes) {
      await new Promise((resolve) => {
        expected = writes; allReceived = resolve;
        setTimeout(resolve, 5000);  // never hang on a lost message
      });
    }
  } catch (e) {
    if (finishing) return;
    process.stderr.write(`brytorch run: host error: ${e.message.split('\n')[0]}\n`);
    status = 2;
  }
  clearTimeout(timer);
  await finish(status);
}

const opts = parseArgs(process.argv.slice(2));
if (opts.host === 'node') runNode(opts); else await runChromium(opts);
