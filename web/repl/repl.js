// The REPL page of `./brytorch serve` (web/cli/serve.mjs fills in the configuration). Python
// runs in a Web Worker (web/api/brytorch.mjs): this thread only draws, so the page repaints,
// scrolls and takes input while a cell runs.
// Loading: the worker fetches every script and the wasm module with a progress bar (bytes read
// against each Content-Length), runs the scripts and compiles the wasm. Then a prompt: each
// input goes to the worker's BryTorch.cell (web/runtime/runtime.js), which keeps one __main__
// across inputs, echoes expression values and prints tracebacks on stderr; output shows as it
// comes. While a cell runs, a bar counts the modules it imports (`import torch`: against the
// import profile's count) and Ctrl-C or the button interrupts it (web/api/brytorch.mjs says
// what can be interrupted); what does not stop within RESTART_AFTER_MS gets a fresh worker.
// After a fatal error in C (Py_FatalError) the C runtime refuses every call: the page says so,
// locks the prompt and offers a restart (a fresh worker; the state of Python is lost).
// For tests: <body data-state> is loading, ready, dead or failed; the input has data-busy while
// a cell runs; <body data-interrupt> is shared or message (how Ctrl-C reaches Python).
import { loadBryTorch } from '/web/api/brytorch.mjs';

const RESTART_AFTER_MS = 3000;   // an interrupt not taken by then (no pause point) restarts
const $ = (id) => document.getElementById(id);
const output = $('output');
const input = $('input');
const prompt = $('prompt');
let bt = null;
let cfg = null;

function setState(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
}

function fail(message) {
  setState('failed', 'failed');
  $('error').textContent = message;
  $('error').hidden = false;
}

// ---- loading: one table row per file, redrawn once per frame from the worker's reports

const mb = (n) => (n / 1e6).toFixed(1);
let progress = null;
let drawPending = false;
const rows = new Map();

function draw() {
  drawPending = false;
  if (!progress) return;
  for (const f of progress.files) {
    let row = rows.get(f.path);
    if (!row) {
      row = document.createElement('tr');
      row.innerHTML = '<td class="name"></td><td class="bytes"></td><td class="mini"><div class="bar"><div class="fill"></div></div></td>';
      row.querySelector('.name').textContent = f.path;
      $('files').appendChild(row);
      rows.set(f.path, row);
    }
    row.querySelector('.bytes').textContent = `${mb(f.loaded)} / ${mb(f.total)} MB`;
    row.querySelector('.fill').style.width = `${f.total ? (100 * f.loaded) / f.total : 100}%`;
    row.classList.toggle('done', f.loaded >= f.total);
  }
  $('total-fill').style.width = `${progress.total ? (100 * progress.loaded) / progress.total : 100}%`;
  $('total-text').textContent = `${mb(progress.loaded)} / ${mb(progress.total)} MB`;
  if (document.body.dataset.state === 'loading') $('status').textContent = `${progress.message}…`;
}

function onProgress(p) {
  progress = p;
  if (!drawPending) { drawPending = true; requestAnimationFrame(draw); }
}

// ---- modules imported while a cell runs

let importsAtStart = null;
function onImports(count) {
  if (!input.dataset.busy) return;
  if (importsAtStart === null) { importsAtStart = count; return; }
  const expected = Math.max(cfg.torchModules || 0, count);
  const bar = $('imports');
  bar.max = Math.max(expected - importsAtStart, 1);
  bar.value = count - importsAtStart;
  $('imports-text').textContent = `${count - importsAtStart} modules imported` +
    (cfg.torchModules && count < cfg.torchModules ? ` (import torch: ~${cfg.torchModules - importsAtStart})` : '');
  $('imports-line').hidden = false;
}

// ---- output: writes are gathered and drawn once per frame (a cell printing in a loop
// sends thousands of messages; touching the document for each would stall the page)

let lastText = null;     // the span the last drawn write went to, and its stream
let lastStream = null;
let atLineStart = true;
let pending = [];        // [stream, text] not drawn yet
const BLOCK_LINES = 100;
let block = null, blockLines = 0, drawnAtLineStart = true;
let flushPending = false;

function write(stream, text) {
  if (!text) return;
  atLineStart = text.endsWith('\n');
  const last = pending[pending.length - 1];
  if (last && last[0] === stream) last[1] += text; else pending.push([stream, text]);
  if (!flushPending) { flushPending = true; requestAnimationFrame(flush); }
}

function flush() {
  flushPending = false;
  if (!pending.length) return;
  // The browser lays out again all the lines of the block that changed: the output is cut
  // into blocks of ~BLOCK_LINES lines (at line ends), and each frame adds its own text node.
  for (const [stream, text] of pending) {
    if (!block || (blockLines >= BLOCK_LINES && drawnAtLineStart)) {
      block = document.createElement('span');
      block.className = 'block';
      output.appendChild(block);
      blockLines = 0;
      lastText = null;
    }
    if (stream !== lastStream || !lastText) {
      lastText = document.createElement('span');
      lastText.className = stream;
      block.appendChild(lastText);
      lastStream = stream;
    }
    lastText.appendChild(document.createTextNode(text));
    blockLines += text.split('\n').length - 1;
    drawnAtLineStart = text.endsWith('\n');
  }
  pending = [];
  scrollDown();
}

function endsLine() {
  if (!atLineStart) write(pending.length ? pending[pending.length - 1][0] : lastStream, '\n');
}

function scrollDown() { $('repl').scrollTop = $('repl').scrollHeight; }

// ---- the prompt

const history = [];
let historyIndex = 0;
let draft = '';
let buffer = [];          // the lines of a statement still being entered (after `...`)

async function runCell(source) {
  input.dataset.busy = '1';
  importsAtStart = null;
  $('imports-line').hidden = true;
  $('running').hidden = false;
  const before = $('status').textContent, started = performance.now();
  $('status').textContent = 'running...';
  let status;
  try {
    status = await bt.cell(source);
  } catch (e) {
    if (e.type !== 'Restart') write('stderr', `${e.message}\n`);
    status = 1;
  }
  const seconds = (performance.now() - started) / 1000;
  $('status').textContent = seconds >= 1 ? `${before.replace(/ \(last cell.*\)$/, '')} (last cell ${seconds.toFixed(1)} s)` : before;
  $('running').hidden = true;
  const dead = await bt.deadReason().catch(() => null);
  flush();   // everything the cell printed is on the page once it is no longer busy
  if (dead) showDead(dead);
  delete input.dataset.busy;
  return status;
}

// The C runtime has stopped for good: the prompt is locked until Python restarts.
function showDead(reason) {
  endsLine();
  write('note', 'The C runtime has stopped after a fatal error: nothing that calls C (torch included) can run in this Python any more. Restart Python to go on (its variables and imports are lost).\n');
  flush();
  $('dead-text').textContent = `C runtime stopped (${reason.split('. ')[0]}).`;
  $('dead').hidden = false;
  input.disabled = true;
  setState('dead', 'stopped: restart Python');
  $('restart').focus();
}

async function restartAfterDeath() {
  $('restart').disabled = true;
  setState('restarting', 'restarting…');
  try {
    await bt.restart();
  } catch (e) {
    fail(`Restart failed: ${e.message}`);
    return;
  }
  $('dead').hidden = true;
  $('restart').disabled = false;
  input.disabled = false;
  buffer = [];
  prompt.textContent = '>>>';
  write('note', 'Python restarted.\n');
  await banner();
  setState('ready', 'ready (restarted)');
  input.focus();
}

async function submit() {
  if (input.dataset.busy) return;
  const line = input.value;
  endsLine();
  write('input', `${prompt.textContent} ${line}\n`);
  if (line.trim() && line !== history[history.length - 1]) history.push(line);
  historyIndex = history.length;
  draft = '';
  input.value = '';
  buffer.push(line);
  let status = 0;
  if (buffer.length > 1 || line.trim()) status = await runCell(buffer.join('\n'));
  if (status === -1) {
    prompt.textContent = '...';
  } else {
    buffer = [];
    prompt.textContent = '>>>';
    endsLine();
  }
  flush();
  input.focus();
}

// Ctrl-C while a cell runs: KeyboardInterrupt at its next pause point; when none comes,
// a fresh worker (Python's state is lost, and the page says so).
let interrupting = false;
async function interrupt() {
  if (!input.dataset.busy || interrupting) return;
  interrupting = true;
  // Taken: the cell ends with its traceback (the first one may take seconds: it imports
  // the traceback module).
  const stopped = await bt.interrupt({ waitMs: RESTART_AFTER_MS });
  if (!stopped && input.dataset.busy) {
    endsLine();
    write('note', `The cell did not stop within ${RESTART_AFTER_MS / 1000} s (it runs code that does not pause: library code, a comprehension, a C call, an import): restarting Python. Its variables and imports are lost.\n`);
    setState('restarting', 'restarting…');
    const loading = bt.restart();
    await loading.catch((e) => fail(`Restart failed: ${e.message}`));
    if (document.body.dataset.state !== 'failed') {
      write('note', 'Python restarted.\n');
      setState('ready', 'ready (restarted)');
    }
  }
  interrupting = false;
}

function recall(step) {
  const next = historyIndex + step;
  if (next < 0 || next > history.length) return;
  if (historyIndex === history.length) draft = input.value;
  historyIndex = next;
  input.value = next === history.length ? draft : history[next];
  input.setSelectionRange(input.value.length, input.value.length);
}

input.addEventListener('keydown', (event) => {
  if (event.key === 'c' && event.ctrlKey && input.selectionStart === input.selectionEnd) {
    event.preventDefault();
    if (input.dataset.busy) { interrupt(); return; }
    write('input', `${prompt.textContent} ${input.value}\n`);   // as in a terminal: drop the input
    write('stderr', 'KeyboardInterrupt\n');
    buffer = [];
    input.value = '';
    prompt.textContent = '>>>';
    flush();
  } else if (input.dataset.busy) {
    if (event.key === 'Enter') event.preventDefault();   // typing ahead is fine; running is not
  } else if (event.key === 'Enter') {
    event.preventDefault();
    submit();
  } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    event.preventDefault();
    recall(event.key === 'ArrowUp' ? -1 : 1);
  } else if (event.key === 'Tab' && !event.shiftKey && !input.value.slice(0, input.selectionStart).trim()) {
    event.preventDefault();   // indentation, only where a line's indentation goes
    input.setRangeText('    ', input.selectionStart, input.selectionEnd, 'end');
  }
});
$('interrupt').addEventListener('click', () => interrupt());
$('restart').addEventListener('click', () => restartAfterDeath());
// A click in the REPL that selects nothing goes to the input.
$('repl').addEventListener('mouseup', () => { if (!String(window.getSelection())) input.focus(); });

// Also imports what the prompt needs (codeop, ast) now, not at the first input.
async function banner() {
  await bt.cell('pass');
  const [python, brython] = await bt.runPython(
    "import sys\n'.'.join(map(str, sys.version_info[:3])), '.'.join(map(str, sys.implementation.version[:3]))");
  write('banner', `Python ${python} on Brython ${brython}, BryTorch\n`);
  if (cfg.bridge && cfg.bridge.name === 'torch') {
    write('banner', 'torch is loaded: import torch\n');
  } else if (cfg.bridge) {
    write('banner', `wasm module ${cfg.bridge.js.path} started: its extension modules import by name\n`);
  }
  if (cfg.missing) {
    write('note', `${cfg.missing.name === 'torch' ? 'torch is not built' : `${cfg.missing.js} is not built`}: ` +
      `run ${cfg.missing.build} and reload. Plain Python meanwhile.\n`);
  }
}

async function main() {
  const config = $('brytorch-config');
  if (!config) return fail('No configuration: open this page through ./brytorch serve.');
  cfg = JSON.parse(config.textContent);
  if (cfg.error) return fail(cfg.error);
  setState('loading', 'loading…');
  try {
    bt = await loadBryTorch({ baseURL: '/', config: cfg, onProgress, onImports, onOutput: write });
    await banner();
  } catch (e) {
    return fail(`Loading failed: ${e.message}`);
  }
  document.body.dataset.interrupt = bt.interruptible;
  const seconds = (performance.now() / 1000).toFixed(1);
  draw();
  $('loading').hidden = true;
  $('repl').hidden = false;
  setState('ready', `ready in ${seconds} s`);
  input.focus();
}

main();
