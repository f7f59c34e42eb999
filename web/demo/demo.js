// The demo page of `./brytorch serve` (/demo/, docs/demo.md): train.py trains an MLP on the
// 8x8 digits with torch in a Web Worker (web/api/brytorch.mjs) while this thread draws what it
// post()s each epoch: a point on the chart (web/demo/chart.js), the statistics, and held-out
// images with the digit the model reads in each (web/demo/digits.js).
// The page passes the data in as tensors before every Run: X (1797 x 64 float32) and y (int64).
// For tests: <body data-state> is loading, importing, ready, running or failed; globalThis.demo
// holds the epochs received in the last run and the chart.
import { loadBryTorch } from '/web/api/brytorch.mjs';
import { lossChart } from '/web/demo/chart.js';
import { drawDigit, loadDigits } from '/web/demo/digits.js';

const RESTART_AFTER_MS = 3000;   // a Stop not taken by then (code that never pauses) restarts Python
const $ = (id) => document.getElementById(id);
const chart = lossChart($('chart'));
const demo = { epochs: [], chart };
globalThis.demo = demo;
let bt = null, digits = null, original = '', config = null;
let runStarted = 0;

function setState(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
  const busy = state !== 'ready';
  $('run').disabled = busy;
  $('stop').disabled = state !== 'running';
  $('progress').hidden = !['loading', 'importing'].includes(state);
}

function setProgress(fraction) {
  $('progress-fill').style.width = `${Math.min(1, Math.max(0, fraction)) * 100}%`;
}

function fail(message) {
  setState('failed', 'failed (see the output)');
  write('stderr', `${message}\n`);
}

// ---- output of Python, and notes of the page

function write(stream, text, kind = stream) {
  const output = $('output');
  const atEnd = output.scrollTop + output.clientHeight >= output.scrollHeight - 4;
  const last = output.lastChild;
  if (last && last.className === kind) last.textContent += text;
  else output.appendChild(Object.assign(document.createElement('span'), { className: kind, textContent: text }));
  if (atEnd) output.scrollTop = output.scrollHeight;
}
const note = (text) => write('note', `${text}\n`, 'note');

// ---- what train.py posts each epoch

const percent = (x) => `${(100 * x).toFixed(1)} %`;

function onMessage(m) {
  if (!m || typeof m !== 'object') return;
  if (typeof m.epoch === 'number') {
    if (!demo.epochs.length) chart.reset(m.epochs || 10);
    demo.epochs.push({ epoch: m.epoch, loss: m.loss, accuracy: m.accuracy, seconds: m.seconds });
    chart.add(m.epoch, m.loss, m.accuracy);
    $('stat-epoch').textContent = m.epochs ? `${m.epoch} / ${m.epochs}` : `${m.epoch}`;
    $('stat-loss').textContent = m.loss.toFixed(3);
    $('stat-accuracy').textContent = percent(m.accuracy);
    if (typeof m.seconds === 'number') $('stat-time').textContent = `${m.seconds.toFixed(1)} s`;
    if (m.epochs) setProgress(m.epoch / m.epochs);
    if (document.body.dataset.state === 'running') $('status').textContent = `training: epoch ${$('stat-epoch').textContent}`;
  }
  if (Array.isArray(m.shown) && Array.isArray(m.predicted)) showPredictions(m.shown, m.predicted);
}

function showPredictions(shown, predicted) {
  const grid = $('predictions');
  if (grid.children.length !== shown.length || grid.querySelector('.hint')) {
    grid.replaceChildren(...shown.map(() => {
      const figure = document.createElement('figure');
      figure.innerHTML = '<canvas></canvas><figcaption><b></b><small></small></figcaption>';
      return figure;
    }));
  }
  shown.forEach((index, i) => {
    const figure = grid.children[i];
    const truth = Number(digits.labels[index]), guess = Number(predicted[i]);
    drawDigit(figure.querySelector('canvas'), digits.images, index);
    figure.querySelector('b').textContent = guess;
    figure.querySelector('small').textContent = `true ${truth}`;
    figure.className = guess === truth ? 'right' : 'wrong';
    figure.dataset.predicted = guess;
    figure.dataset.truth = truth;
  });
}

// ---- loading: the scripts and wasm, then import torch, then the data as tensors

function onProgress(p) {
  setProgress(0.6 * (p.total ? p.loaded / p.total : 0));
  $('status').textContent = `${p.message}…`;
}

function onImports(count) {
  if (document.body.dataset.state !== 'importing') return;
  const expected = Math.max(config.torchModules || count, count);
  setProgress(0.6 + 0.4 * (count / expected));
  $('status').textContent = `import torch: ${count} of ~${expected} modules`;
}

async function importTorch() {
  setState('importing', 'import torch…');
  const started = performance.now();
  await bt.runPython('import torch');
  return (performance.now() - started) / 1000;
}

// Fresh copies before every run: the code may change X and y.
async function passData() {
  await bt.globals.set('X', { data: digits.images, shape: [digits.count, 64] });
  await bt.globals.set('y', digits.labels);
}

async function load() {
  const started = performance.now();
  const [code, data, cfg] = await Promise.all([
    fetch('/web/demo/train.py').then((r) => { if (!r.ok) throw new Error(`train.py: HTTP ${r.status}`); return r.text(); }),
    loadDigits('/out/data/digits.csv.gz'),
    fetch('/brytorch-config.json').then((r) => r.json()),
  ]);
  original = code;
  $('source').value = code;
  digits = data;
  config = cfg;
  if (config.error) throw new Error(config.error);
  if (!config.bridge) throw new Error(`torch is not built: run ${config.missing.build}`);
  bt = await loadBryTorch({ baseURL: '/', config, onProgress, onImports, onMessage, onOutput: write });
  const importing = await importTorch();
  setState('ready', `ready in ${((performance.now() - started) / 1000).toFixed(0)} s (import torch ${importing.toFixed(0)} s): press Run`);
}

// ---- Run and Stop

async function run() {
  setState('running', 'training…');
  demo.epochs = [];
  $('output').replaceChildren();
  ['stat-epoch', 'stat-loss', 'stat-accuracy', 'stat-time'].forEach((id) => { $(id).textContent = '–'; });
  setProgress(0);
  runStarted = performance.now();
  try {
    await passData();
    await bt.runPython($('source').value);
    const seconds = (performance.now() - runStarted) / 1000;
    setState('ready', `finished ${demo.epochs.length} epochs in ${seconds.toFixed(1)} s`);
  } catch (e) {
    if (e.type === 'Restart') return;   // Stop restarted Python and says so
    if (e.type === 'KeyboardInterrupt') {
      note(`stopped after ${demo.epochs.length} epochs`);
      setState('ready', 'stopped');
    } else {
      write('stderr', e.traceback || `${e.message}\n`);
      setState('ready', `${e.type || 'error'}: see the output`);
    }
  }
}

async function stop() {
  $('stop').disabled = true;
  if (await bt.interrupt({ waitMs: RESTART_AFTER_MS })) return;   // run() reports it
  note(`Python did not stop within ${RESTART_AFTER_MS / 1000} s (code that never pauses): restarting it and importing torch again`);
  try {
    await bt.restart();
    await importTorch();
    setState('ready', 'Python restarted: press Run');
  } catch (e) {
    fail(`restart failed: ${e.message}`);
  }
}

$('run').addEventListener('click', run);
$('stop').addEventListener('click', stop);
$('reset').addEventListener('click', () => { $('source').value = original; });
$('source').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    if (!$('run').disabled) run();
  } else if (event.key === 'Tab' && !event.shiftKey) {   // indent instead of leaving the editor
    event.preventDefault();
    event.target.setRangeText('    ', event.target.selectionStart, event.target.selectionEnd, 'end');
  }
});

load().catch((e) => fail(e.message));
