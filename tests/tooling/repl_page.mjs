#!/usr/bin/env node
// The REPL page of `./brytorch serve` in headless Chromium (run by the tooling tier): starts
// the server on a free port, waits for the page to be ready, types inputs as a user would and
// checks what the output area shows. Saves a screenshot to out/repl.png. `--wasm` (run by the
// bridge tier, which builds out/bridge/tests.js first): the wasm path (`?bridge=tests`: that
// module and its .wasm fetched with progress) and the embedding API with it. `--torch` (the
// torch tier): the page and the embedding API with torch. Prints PASS/FAIL per check and
// "N passed, N failed"; exit status 1 on any failure (a module the mode needs that is
// missing is a failure, never a skip).
//   node tests/tooling/repl_page.mjs [--wasm | --torch]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../../web/cli/chromium.mjs';
import { startChecks } from './checks.mjs';
import { startServe } from './serve_process.mjs';
import { configResponse } from '../../web/cli/config.mjs';
import { startServer } from '../../web/cli/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCREENSHOT = 'out/repl.png';
const LOAD_TIMEOUT = 240e3;   // ms; the torch page fetches and compiles ~150 MB
const CELL_TIMEOUT = 300e3;   // `import torch` runs inside one cell (~40 s in Chromium)

// Checks that fail for a known cause. They run every time: KNOWN when they fail, FAIL when
// they pass (the entry is stale: remove it).
const KNOWN_FAILURES = {};
const { check, finish } = startChecks(KNOWN_FAILURES);

// The acceptance (issue 17): the main thread keeps drawing while Python loads and
// runs. The check tells a page that draws from one whose main thread runs Python (then the
// longest gap between two animation frames is the whole load or cell: 5-30 s); it is not a
// speed bar: the gap itself is printed, and on this 2-core machine with other jobs running
// it was 20-140 ms, with outliers past 250 ms (docs/embedding.md).
const MAX_FRAME_GAP_MS = 2000;

// Records the longest gap between two animation frames since the last reset (every page).
function watchFrames() {
  const m = { last: 0, maxGap: 0, frames: 0 };
  globalThis.__frames = m;
  globalThis.__resetFrames = () => { m.maxGap = 0; m.frames = 0; m.last = 0; };
  const tick = () => {
    const t = performance.now();
    if (m.last) m.maxGap = Math.max(m.maxGap, t - m.last);
    m.last = t;
    m.frames++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
const frames = (page) => page.evaluate(() => ({ maxGap: Math.round(globalThis.__frames.maxGap), frames: globalThis.__frames.frames }));
const resetFrames = (page) => page.evaluate(() => globalThis.__resetFrames());
function checkFrames(name, f) {
  check(name, f.frames > 10 && f.maxGap < MAX_FRAME_GAP_MS, `longest gap ${f.maxGap} ms over ${f.frames} frames`);
}

// Opens the page and waits until it is ready (or failed). Returns the status line.
async function open(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => ['ready', 'failed'].includes(document.body.dataset.state),
    null, { timeout: LOAD_TIMEOUT });
  const state = await page.evaluate(() => document.body.dataset.state);
  const status = await page.textContent('#status');
  const error = state === 'failed' ? await page.textContent('#error') : '';
  return { ready: state === 'ready', status, error };
}

// Types one line and presses Enter without waiting for the cell; resolves once it runs.
async function start(page, line) {
  await page.fill('#input', line);
  await page.press('#input', 'Enter');
  await page.waitForFunction(() => document.getElementById('input').dataset.busy, null, { timeout: 10e3 });
}
const finished = (page, timeout = CELL_TIMEOUT) =>
  page.waitForFunction(() => !document.getElementById('input').dataset.busy, null, { timeout });

// Types one line and presses Enter; returns what the output area gained (the echoed line
// included) once the cell finished, and the text of the stderr spans it added.
async function enter(page, line) {
  const before = await page.evaluate(() => [document.getElementById('output').textContent.length,
    document.querySelectorAll('#output .stderr').length]);
  await page.fill('#input', line);
  await page.press('#input', 'Enter');
  await page.waitForFunction(() => !document.getElementById('input').dataset.busy, null, { timeout: CELL_TIMEOUT });
  return page.evaluate(([length, nerr]) => ({
    text: document.getElementById('output').textContent.slice(length),
    stderr: [...document.querySelectorAll('#output .stderr')].slice(nerr).map((e) => e.textContent).join(''),
  }), before);
}

// The lines a cell printed (the echoed input lines dropped).
const printed = (out) => out.text.split('\n').filter((l) => l && !/^(>>>|\.\.\.) /.test(l));

async function replChecks(page, url) {
  const { ready, status, error } = await open(page, url);
  if (!check('page loads and says ready', ready && /^ready in \d+\.\d s$/.test(status), ready ? status : error)) return;
  checkFrames('the page draws while it loads', await frames(page));
  const files = await page.$$eval('#files tr', (rows) => rows.length);
  check('progress table listed every file', files >= 5, `${files} files`);

  const banner = await page.textContent('#output');
  const torchBuilt = fs.existsSync(path.join(ROOT, 'out/bridge/torch.js'));
  check(torchBuilt ? 'banner says torch is loaded' : 'banner says torch is not built and how to build it',
    torchBuilt ? banner.includes('torch is loaded') : banner.includes('torch is not built') && banner.includes('./brytorch build bindings link'),
    banner.trim().split('\n').pop());

  let out = await enter(page, '1 + 1');
  check('1 + 1 shows 2', printed(out).join('|') === '2', JSON.stringify(out.text));
  out = await enter(page, 'x = 21');
  check('x = 21 shows nothing', printed(out).length === 0, JSON.stringify(out.text));
  out = await enter(page, 'print(x * 2)');
  check('print(x * 2) shows 42', printed(out).join('|') === '42', JSON.stringify(out.text));
  out = await enter(page, '1/0');
  check('1/0 shows ZeroDivisionError on stderr', /Traceback[\s\S]*ZeroDivisionError: division by zero/.test(out.stderr),
    JSON.stringify(out.stderr));
  out = await enter(page, 'x + 1');
  check('the prompt works after the exception (x + 1 shows 22)', printed(out).join('|') === '22', JSON.stringify(out.text));

  await page.press('#input', 'ArrowUp');
  await page.press('#input', 'ArrowUp');
  const recalled = await page.inputValue('#input');
  await page.press('#input', 'ArrowDown');
  const back = await page.inputValue('#input');
  check('Up/Down walk the history', recalled === '1/0' && back === 'x + 1', `${recalled} / ${back}`);

  await enter(page, 'for i in range(3):');
  const continuation = await page.textContent('#prompt');
  await enter(page, '    print(i * i)');
  out = await enter(page, '');
  check('a compound statement continues with ... and runs after an empty line',
    continuation === '...' && printed(out).join('|') === '0|1|4', `${continuation} ${JSON.stringify(out.text)}`);
  await enter(page, 'for i in range(2): print(i)');
  const oneLine = await page.textContent('#prompt');
  out = await enter(page, '');
  check('a one-line compound statement also waits for the empty line',
    oneLine === '...' && printed(out).join('|') === '0|1', `${oneLine} ${JSON.stringify(out.text)}`);
  out = await enter(page, "'é' * 2");
  check("an expression shows its repr ('é' * 2)", printed(out).join('|') === "'éé'", JSON.stringify(out.text));

  // A cell's top-level loop pauses (web/runtime/scheduler.js): the page shows its output
  // while it still runs (~1 s here).
  for (const line of ['import time', 'for i in range(20):', '    print("tick", i)',
    '    t = time.perf_counter()', '    while time.perf_counter() - t < 0.05: pass']) await enter(page, line);
  await page.fill('#input', '');
  await page.press('#input', 'Enter');
  const early = await page.waitForFunction(() => document.getElementById('input').dataset.busy &&
    document.getElementById('output').textContent.includes('tick 0'), null, { timeout: 20e3 })
    .then(() => true, () => false);
  await page.waitForFunction(() => !document.getElementById('input').dataset.busy, null, { timeout: CELL_TIMEOUT });
  const ticks = await page.evaluate(() => (document.getElementById('output').textContent.match(/tick \d+/g) || []).length);
  check('a running loop shows its output before it ends', early && ticks === 20, `shown while running: ${early}, ticks: ${ticks}`);

  await workerChecks(page);
  fs.mkdirSync(path.join(ROOT, 'out'), { recursive: true });
  await page.screenshot({ path: path.join(ROOT, SCREENSHOT) });
  console.log(`screenshot: ${SCREENSHOT}`);
}

// Python runs in a worker (issue 17): the page draws and takes input while a cell runs, and
// Ctrl-C stops a cell (KeyboardInterrupt through shared memory: serve isolates the page), or
// restarts Python when the cell never pauses.
async function workerChecks(page) {
  const how = await page.evaluate(() => document.body.dataset.interrupt);
  check('the page is cross-origin isolated: Ctrl-C goes through shared memory', how === 'shared', how);

  // A 20 s cell (issue 17's acceptance): the worker's thread is busy, the page must not be.
  for (const line of ['import time', 'def spin(seconds):', '    t = time.perf_counter()',
    '    while time.perf_counter() - t < seconds: pass', '']) await enter(page, line);
  await start(page, 'spin(20); print("spun")');
  await resetFrames(page);
  const typed = performance.now();
  await page.type('#input', 'abc');
  const typing = Math.round(performance.now() - typed);
  const value = await page.inputValue('#input');
  await finished(page);
  const spinFrames = await frames(page);
  await page.fill('#input', '');
  checkFrames('a 20 s cell leaves the page drawing', spinFrames);
  check('typing works while a cell runs', value === 'abc' && typing < 1000, `"${value}" in ${typing} ms`);

  // 20,000 prints: the worker gathers its writes, the page draws them once per frame.
  await start(page, '_ = [print("line", i) for i in range(20000)]');
  await resetFrames(page);
  await finished(page);
  const floodFrames = await frames(page);
  const lines = await page.evaluate(() => document.getElementById('output').textContent.match(/^line \d+$/gm) || []);
  // The gap is shown, not bounded: laying out ~500 new lines a frame costs ~10 ms, and on a
  // loaded machine (the REPL's worker holds a core) gaps of 100-700 ms were seen.
  check('a cell printing 20,000 lines streams them all, in order, while the page draws',
    lines.length === 20000 && lines.every((l, i) => l === `line ${i}`) && floodFrames.frames >= 5,
    `${lines.length} lines, last ${lines[lines.length - 1]}; ${floodFrames.frames} frames, longest gap ${floodFrames.maxGap} ms`);

  await enter(page, 'while True: pass');   // a compound statement: runs after an empty line
  await start(page, '');
  await page.waitForTimeout(500);
  const pressed = performance.now();
  await page.press('#input', 'Control+c');
  await finished(page, 10e3).catch(() => {});
  const took = Math.round(performance.now() - pressed);
  let out = await page.evaluate(() => [...document.querySelectorAll('#output .stderr')].pop().textContent);
  check('Ctrl-C stops `while True: pass` with KeyboardInterrupt', /File "<stdin>", line 1[\s\S]*KeyboardInterrupt\n$/.test(out) && took < 3000,
    `${took} ms: ${JSON.stringify(out)}`);
  out = await enter(page, 'x + 1');
  check('the next cell runs, in the same session (x + 1 shows 22)', printed(out).join('|') === '22', JSON.stringify(out.text));

  // A cell that never pauses cannot take KeyboardInterrupt: the page restarts Python. (A
  // generator consumed by a builtin: library code, which never pauses; docs/memory.md.)
  await start(page, 'sum(1 for _ in iter(int, 1))');
  await page.click('#interrupt');
  await page.waitForFunction(() => document.body.dataset.state === 'restarting', null, { timeout: 10e3 }).catch(() => {});
  await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: LOAD_TIMEOUT }).catch(() => {});
  const note = await page.evaluate(() => [...document.querySelectorAll('#output .note')].map((e) => e.textContent).join(''));
  out = await enter(page, 'print(6 * 7, "x" in globals())');
  check('a cell that never pauses is stopped by restarting Python, which the page says',
    /restarting Python/.test(note) && /Python restarted/.test(note) && printed(out).join('|') === '42 False', `${JSON.stringify(note)} ${JSON.stringify(out.text)}`);
}

// The embedding API (web/api/brytorch.mjs) on a page of its own, with the small wasm module:
// in a worker and on the page itself, values converted both ways.
async function apiChecks(page, url) {
  await page.goto(`${url}/tests/tooling/api_page.html`);
  for (const worker of [true, false]) {
    const where = worker ? 'in a worker' : 'on the page';
    const got = await page.evaluate(async (inWorker) => {
      const { loadBryTorch } = await import('/web/api/brytorch.mjs');
      const printed = [], events = [];
      const bt = await loadBryTorch({ bridge: 'tests', worker: inWorker, onOutput: (s, t) => { printed.push(t); events.push(t); },
        onMessage: (v) => events.push(v) });
      const r = {};
      r.sum = await bt.runPython('import bt_basic\nbt_basic.add(40, 2)');
      r.plain = await bt.runPython("[1, 2.5, 'é', None, True, (3,), {'a': [4]}, 2**70]");
      r.none = await bt.runPython('y = 1');
      await bt.globals.set('z', { k: [1, 2, 3], s: 'text' });
      r.roundTrip = await bt.runPython("z['k'][-1] * 10, z['s'].upper()");
      r.get = await bt.globals.get('y');
      r.missing = await bt.globals.get('no_such_name');
      try { await bt.runPython('1/0'); } catch (e) { r.error = [e.name, e.type, e.message, e.traceback]; }
      await bt.runPython('print("out", 1)');
      r.printed = printed.join('');
      events.length = 0;
      await bt.runPython('from brytorch_embed import post\nfor i in range(2):\n    print(i)\n    post({"i": i, "v": [i, 0.5]})');
      // print's pieces may come as one write or several: adjacent text joined
      r.posted = events.reduce((a, e) => { if (typeof e === 'string' && typeof a[a.length - 1] === 'string') a[a.length - 1] += e; else a.push(e); return a; }, []);
      r.other = await bt.runPython('object');
      r.pow = await bt.runPython('2. ** (5 / 8.)');   // CPython/glibc: 1.5422108254079407 (overlay 390)
      return JSON.parse(JSON.stringify(r, (k, v) => (typeof v === 'bigint' ? `${v}n` : v)));
    }, worker);
    check(`embedding API ${where}: a C extension's result`, got.sum === 42, JSON.stringify(got.sum));
    check(`embedding API ${where}: float ** as CPython (the C library's pow)`, got.pow === 1.5422108254079407, JSON.stringify(got.pow));
    check(`embedding API ${where}: numbers, strings, lists, dicts`,
      JSON.stringify(got.plain) === JSON.stringify([1, 2.5, 'é', null, true, [3], { a: [4] }, '1180591620717411303424n']), JSON.stringify(got.plain));
    check(`embedding API ${where}: globals set/get`, got.none === undefined && JSON.stringify(got.roundTrip) === '[30,"TEXT"]' &&
      got.get === 1 && got.missing === undefined, JSON.stringify([got.none, got.roundTrip, got.get, got.missing]));
    check(`embedding API ${where}: a Python exception rejects with its traceback`,
      got.error && got.error[0] === 'PythonError' && got.error[1] === 'ZeroDivisionError' && got.error[2] === 'ZeroDivisionError: division by zero' &&
      /File "<exec>", line 1/.test(got.error[3]), JSON.stringify(got.error));
    check(`embedding API ${where}: print goes to onOutput`, got.printed === 'out 1\n', JSON.stringify(got.printed));
    check(`embedding API ${where}: post() reaches onMessage, converted, in order with print`,
      JSON.stringify(got.posted) === '["0\\n",{"i":0,"v":[0,0.5]},"1\\n",{"i":1,"v":[1,0.5]}]', JSON.stringify(got.posted));
    check(`embedding API ${where}: other objects come back as their repr`,
      got.other && got.other.pyType === 'type' && got.other.repr === "<class 'object'>", JSON.stringify(got.other));
  }
}

// Without cross-origin isolation (a server that sends no COOP/COEP headers: no
// SharedArrayBuffer) Ctrl-C reaches the worker as a message, at a pause of a top-level loop.
async function messageInterruptChecks(page) {
  const { server, url } = await startServer(ROOT, { pages: { '/brytorch-config.json': configResponse } });
  try {
    await page.goto(`${url}/tests/tooling/api_page.html`);
    const got = await page.evaluate(async () => {
      const { loadBryTorch } = await import('/web/api/brytorch.mjs');
      const bt = await loadBryTorch({ bridge: 'none', onOutput: () => {} });
      // The first calls import what runPython and its errors need (ast, traceback: seconds).
      await bt.runPython('1/0').catch(() => {});
      const running = bt.runPython('n = 0\nwhile True: n += 1').then(() => 'returned', (e) => e.type);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const t = performance.now();
      bt.interrupt();
      const outcome = await running;
      return { isolated: crossOriginIsolated, how: bt.interruptible, outcome, ms: Math.round(performance.now() - t),
        after: await bt.runPython('n > 1000, 6 * 7') };
    });
    check('without isolation, an interrupt message stops a top-level loop with KeyboardInterrupt',
      !got.isolated && got.how === 'message' && got.outcome === 'KeyboardInterrupt' && got.ms < 2000 &&
      JSON.stringify(got.after) === '[true,42]', JSON.stringify(got));
  } finally {
    server.close();
  }
}

// The wasm path with a small module: the progress rows count its bytes, its extensions import.
async function bridgeChecks(page, url) {
  const js = 'out/bridge/tests.js';
  if (!check(`${js} is built (the bridge tier builds it)`, fs.existsSync(path.join(ROOT, js)))) return;
  const { ready, status, error } = await open(page, `${url}?bridge=tests`);
  if (!check('?bridge=tests loads the wasm module and says ready', ready, ready ? status : error)) return;
  const row = await page.$$eval('#files tr', (rows) => rows.map((r) => r.textContent).find((t) => t.includes('tests.wasm')));
  const size = (fs.statSync(path.join(ROOT, 'out/bridge/tests.wasm')).size / 1e6).toFixed(1);
  check('progress counted the wasm bytes', Boolean(row) && row.includes(`${size} / ${size} MB`), row);
  let out = await enter(page, 'import bt_basic; bt_basic.add(40, 2)');
  check('an extension of the module imports and runs (bt_basic.add(40, 2))', printed(out).join('|') === '42', JSON.stringify(out.text));
  // A fatal error in C: the page says the runtime stopped, locks the prompt, and its restart
  // button brings back a working runtime.
  out = await enter(page, 'import bt_faults; bt_faults.fatal_error()');
  const dead = await page.evaluate(() => ({ state: document.body.dataset.state, shown: !document.getElementById('dead').hidden,
    text: document.getElementById('dead-text').textContent, locked: document.getElementById('input').disabled }));
  check('after Py_FatalError the page says the C runtime stopped and offers a restart',
    /SystemError: Fatal Python error: bt_faults.fatal_error was called/.test(out.stderr) && dead.state === 'dead' &&
    dead.shown && dead.locked && dead.text === 'C runtime stopped (Fatal Python error: bt_faults.fatal_error was called).', JSON.stringify(dead));
  await page.screenshot({ path: path.join(ROOT, 'out/repl-dead.png') });
  await page.click('#restart');
  await page.waitForFunction(() => ['ready', 'failed'].includes(document.body.dataset.state), null, { timeout: LOAD_TIMEOUT });
  out = await enter(page, 'import bt_basic; bt_basic.add(1, 2)');
  check('the restarted runtime calls C again (bt_basic.add(1, 2))', printed(out).join('|') === '3' &&
    !(await page.evaluate(() => document.getElementById('input').disabled)), JSON.stringify(out.text));
}

// `--torch` (run by the torch tier, which builds torch._C first): the page loads torch and a
// user's first lines work, errors included. Screenshot: out/repl-torch.png.
async function torchChecks(page, url) {
  const { ready, status, error } = await open(page, url);
  if (!check('the torch page loads and says ready', ready, ready ? status : error)) return;
  checkFrames('the torch page draws while it loads', await frames(page));
  const banner = await page.textContent('#output');
  check('banner says torch is loaded', banner.includes('torch is loaded'), banner.trim().split('\n').pop());
  // `import torch` (~30 s) in the worker: the bar counts modules, the page keeps drawing.
  const before = await page.evaluate(() => document.getElementById('output').textContent.length);
  await start(page, 'import torch');
  await resetFrames(page);
  const values = [];
  while (await page.evaluate(() => document.getElementById('input').dataset.busy)) {
    values.push(await page.evaluate(() => (document.getElementById('imports-line').hidden ? null : document.getElementById('imports').value)));
    if (values.length === 40) await page.screenshot({ path: path.join(ROOT, 'out/repl-importing.png') });   // ~10 s in
    await page.waitForTimeout(250);
  }
  const shown = values.filter((v) => v !== null);
  const distinct = new Set(shown).size;
  check('the progress bar moves during import torch', distinct >= 5 && shown.every((v, i) => i === 0 || v >= shown[i - 1]),
    `${distinct} distinct values, ${shown[0]} .. ${shown[shown.length - 1]}`);
  checkFrames('the page draws during import torch', await frames(page));
  console.log('screenshot: out/repl-importing.png (during import torch)');
  let out = await page.evaluate((n) => document.getElementById('output').textContent.slice(n), before);
  check('import torch prints nothing', out === '>>> import torch\n', JSON.stringify(out));
  const after = await page.textContent('#status');
  check('the status gives the slow cell its time', /^ready in \d+\.\d s \(last cell \d+\.\d s\)$/.test(after), after);
  out = await enter(page, 'torch.tensor([1, 2]) + 1');
  check('torch.tensor([1, 2]) + 1 shows tensor([2, 3])', printed(out).join('|') === 'tensor([2, 3])', JSON.stringify(out.text));
  out = await enter(page, 'torch.ones(2) @ torch.ones(3)');
  check('a shape mismatch shows RuntimeError on stderr', /RuntimeError: inconsistent tensor size/.test(out.stderr), JSON.stringify(out.stderr));
  out = await enter(page, 'torch.arange(6).reshape(2, 3).sum(dim=1)');
  check('the prompt works after the error (row sums)', printed(out).join('|') === 'tensor([ 3, 12])', JSON.stringify(out.text));
  await page.screenshot({ path: path.join(ROOT, 'out/repl-torch.png') });
  console.log('screenshot: out/repl-torch.png');
}

// The example page of docs/embedding.md, then tensors both ways through its API object.
async function embedChecks(page, url) {
  await page.goto(`${url}/web/embed/example.html`);
  await page.waitForFunction(() => ['done'].includes(document.getElementById('status').textContent), null, { timeout: LOAD_TIMEOUT + CELL_TIMEOUT })
    .catch(() => {});
  const result = await page.textContent('#result');
  // [[1, 2], [3, 4]] @ [[1, 0], [0, 2]] = [[1, 4], [3, 8]]
  if (!check('the embedding example computes x @ w', result === 'float32 [2,2]: 1, 4, 3, 8', JSON.stringify(result))) return;
  const got = await page.evaluate(async () => {
    const plain = (t) => ({ type: t.data.constructor.name, data: Array.from(t.data, (v) => (typeof v === 'bigint' ? `${v}n` : v)), shape: t.shape, dtype: t.dtype });
    const r = {};
    r.sums = plain(await bt.runPython('torch.arange(6).reshape(2, 3).sum(0)'));
    r.view = plain(await bt.runPython('torch.arange(6.).reshape(2, 3).t()'));
    r.scalar = plain(await bt.runPython('torch.tensor(3.5, dtype=torch.float64)'));
    r.bools = plain(await bt.runPython('torch.tensor([True, False, True])'));
    await bt.globals.set('v', new Int32Array([5, -7]));
    r.back = await bt.runPython('(v * 2).tolist(), str(v.dtype)');
    r.nested = await bt.runPython('{"w": w, "n": 1}');
    r.nested.w = plain(r.nested.w);
    return r;
  });
  const expect = {
    sums: { type: 'BigInt64Array', data: ['3n', '5n', '7n'], shape: [3], dtype: 'int64' },
    view: { type: 'Float32Array', data: [0, 3, 1, 4, 2, 5], shape: [3, 2], dtype: 'float32' },
    scalar: { type: 'Float64Array', data: [3.5], shape: [], dtype: 'float64' },
    bools: { type: 'Uint8Array', data: [1, 0, 1], shape: [3], dtype: 'bool' },
    back: [[10, -14], 'torch.int32'],
    nested: { w: { type: 'Float32Array', data: [1, 0, 0, 2], shape: [2, 2], dtype: 'float32' }, n: 1 },
  };
  for (const key of Object.keys(expect)) {
    check(`embedding API with torch: ${key}`, JSON.stringify(got[key]) === JSON.stringify(expect[key]), JSON.stringify(got[key]));
  }
}

const torchMode = process.argv.includes('--torch'), wasmMode = process.argv.includes('--wasm');
const serve = startServe('BryTorch REPL');
let browser = null;
try {
  const url = (await serve.url).replace(/\/$/, '');   // printed with a trailing slash
  browser = await launch();
  const page = await browser.context.newPage();
  await page.addInitScript(watchFrames);
  page.on('pageerror', (err) => console.log(`[page] ${err.message}`));
  if (torchMode) {
    await torchChecks(page, url);
    await embedChecks(page, url);
  }
  else if (wasmMode) {
    await bridgeChecks(page, url);
    await apiChecks(page, url);
  }
  else {
    await replChecks(page, url);
    await messageInterruptChecks(page);
  }
} catch (e) {
  check('the REPL page test ran to its end', false, e.message.split('\n')[0]);
} finally {
  if (browser) await browser.close();
  serve.child.kill();
}
finish();
