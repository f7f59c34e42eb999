// The REPL page of `./brytorch serve` (web/cli/serve.mjs fills in the configuration).
// Loading: every script and the wasm module are fetched in parallel with a progress bar
// (bytes read from each response stream against its Content-Length), the scripts then run
// in order as inline scripts, the wasm bytes go to the Emscripten factory (`wasmBinary`).
// Then a prompt: each input goes to BryTorch.cell (web/runtime/runtime.js), which keeps one
// __main__ across inputs, echoes expression values and prints tracebacks on stderr.
// For tests: <body data-state> is loading, ready or failed; the input has data-busy while
// a cell runs.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  const output = $('output');
  const input = $('input');
  const prompt = $('prompt');

  function setState(state, text) {
    document.body.dataset.state = state;
    $('status').textContent = text;
  }

  function fail(message) {
    setState('failed', 'failed');
    $('error').textContent = message;
    $('error').hidden = false;
  }

  // ---- loading

  const mb = (n) => (n / 1e6).toFixed(1);

  // One table row per file; `file.loaded` and `file.total` are redrawn once per frame.
  function addRow(file) {
    const row = document.createElement('tr');
    row.innerHTML = '<td class="name"></td><td class="bytes"></td><td class="mini"><div class="bar"><div class="fill"></div></div></td>';
    row.querySelector('.name').textContent = file.path;
    $('files').appendChild(row);
    file.row = row;
    file.loaded = 0;
    file.total = file.size;
  }

  let files = [];
  let drawPending = false;
  function draw() {
    drawPending = false;
    let loaded = 0;
    let total = 0;
    for (const f of files) {
      loaded += f.loaded;
      total += f.total;
      f.row.querySelector('.bytes').textContent = `${mb(f.loaded)} / ${mb(f.total)} MB`;
      f.row.querySelector('.fill').style.width = `${f.total ? (100 * f.loaded) / f.total : 100}%`;
      f.row.classList.toggle('done', f.loaded >= f.total);
    }
    $('total-fill').style.width = `${total ? (100 * loaded) / total : 100}%`;
    $('total-text').textContent = `${mb(loaded)} / ${mb(total)} MB`;
  }
  function redraw() {
    if (!drawPending) { drawPending = true; requestAnimationFrame(draw); }
  }

  // Reads the whole response body chunk by chunk, counting bytes as they arrive.
  async function download(file) {
    const response = await fetch('/' + file.path);
    if (!response.ok) throw new Error(`${file.path}: HTTP ${response.status}`);
    file.total = Number(response.headers.get('content-length')) || file.size;
    let bytes = new Uint8Array(file.total);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (file.loaded + value.length > bytes.length) {   // longer than announced
        const grown = new Uint8Array(2 * (file.loaded + value.length));
        grown.set(bytes.subarray(0, file.loaded));
        bytes = grown;
      }
      bytes.set(value, file.loaded);
      file.loaded += value.length;
      redraw();
    }
    file.total = file.loaded;
    redraw();
    return bytes.subarray(0, file.loaded);
  }

  // Runs a classic script from its text, as a <script src> would (its top-level names become
  // globals); the sourceURL keeps the real path in stack traces.
  function runScript(file, bytes) {
    const script = document.createElement('script');
    script.textContent = `${new TextDecoder().decode(bytes)}\n//# sourceURL=${location.origin}/${file.path}\n`;
    let error = null;
    const onError = (event) => { error = error || event.error || new Error(event.message); };
    window.addEventListener('error', onError);
    document.head.appendChild(script);   // runs now, synchronously
    window.removeEventListener('error', onError);
    script.remove();
    if (error) throw new Error(`${file.path}: ${error.message || error}`);
  }

  const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

  async function load(cfg) {
    const scripts = cfg.scripts.map((s) => ({ ...s }));
    const bridge = cfg.bridge ? { js: { ...cfg.bridge.js }, wasm: { ...cfg.bridge.wasm } } : null;
    files = bridge ? [...scripts, bridge.js, bridge.wasm] : scripts;
    files.forEach(addRow);
    draw();
    const bodies = files.map((f) => download(f));
    bodies.forEach((p) => p.catch(() => {}));   // reported where awaited, in order
    // Brython finds its own folder from document.currentScript.src, which an inline script
    // lacks: tell it.
    const brython = scripts.find((s) => s.path.endsWith('/brython.js'));
    globalThis.__BRYTHON__ = { brython_path: new URL(brython.path.replace(/[^/]*$/, ''), location.origin + '/').href };
    for (let i = 0; i < scripts.length; i++) {
      const bytes = await bodies[i];
      setState('loading', `running ${scripts[i].path.split('/').pop()}…`);
      await nextPaint();
      runScript(scripts[i], bytes);
    }
    if (bridge) {
      runScript(bridge.js, await bodies[scripts.length]);
      const wasmBinary = await bodies[scripts.length + 1];
      setState('loading', `compiling ${bridge.wasm.path.split('/').pop()}…`);
      await nextPaint();
      const dir = bridge.js.path.replace(/[^/]*$/, '');
      const module = await globalThis.createBridgeModule({ wasmBinary, locateFile: (name) => `/${dir}${name}` });
      module.bridge.start();
    }
    setState('loading', 'starting Python…');
    await nextPaint();
    BryTorch.start(write);
    await BryTorch.cell('pass');   // imports what the prompt needs (codeop, ast) now, not at the first input
  }

  // ---- the prompt

  let lastText = null;     // the Text node the last write went to, and its stream
  let lastStream = null;
  let atLineStart = true;
  function write(stream, text) {
    if (!text) return;
    atLineStart = text.endsWith('\n');
    if (stream !== lastStream || !lastText) {
      const span = document.createElement('span');
      span.className = stream;
      lastText = document.createTextNode('');
      span.appendChild(lastText);
      output.appendChild(span);
      lastStream = stream;
    }
    lastText.appendData(text);
  }

  function endsLine() {
    if (!atLineStart) write(lastStream, '\n');
  }

  const history = [];
  let historyIndex = 0;
  let draft = '';
  let buffer = [];          // the lines of a statement still being entered (after `...`)

  function scrollDown() { $('repl').scrollTop = $('repl').scrollHeight; }

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
    if (buffer.length > 1 || line.trim()) {
      input.dataset.busy = '1';
      input.readOnly = true;
      scrollDown();
      // Python holds the page's thread while the cell runs, except when one of its
      // module-level loops pauses (web/runtime/scheduler.js), so say so before it starts,
      // and how long it took once a cell was slow.
      const before = $('status').textContent, started = performance.now();
      $('status').textContent = 'running...';
      await nextPaint();     // show the echoed line and the status before Python takes the thread
      status = await BryTorch.cell(buffer.join('\n'));
      const seconds = (performance.now() - started) / 1000;
      $('status').textContent = seconds >= 1 ? `${before.replace(/ \(last cell.*\)$/, '')} (last cell ${seconds.toFixed(1)} s)` : before;
      input.readOnly = false;
      delete input.dataset.busy;
    }
    if (status === -1) {
      prompt.textContent = '...';
    } else {
      buffer = [];
      prompt.textContent = '>>>';
      endsLine();
    }
    scrollDown();
    input.focus();
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
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      recall(event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Tab' && !event.shiftKey && !input.value.slice(0, input.selectionStart).trim()) {
      event.preventDefault();   // indentation, only where a line's indentation goes
      input.setRangeText('    ', input.selectionStart, input.selectionEnd, 'end');
    } else if (event.key === 'c' && event.ctrlKey && input.selectionStart === input.selectionEnd) {
      event.preventDefault();   // as in a terminal: drop the input
      write('input', `${prompt.textContent} ${input.value}\n`);
      write('stderr', 'KeyboardInterrupt\n');
      buffer = [];
      input.value = '';
      prompt.textContent = '>>>';
      scrollDown();
    }
  });
  // A click in the REPL that selects nothing goes to the input.
  $('repl').addEventListener('mouseup', () => { if (!String(window.getSelection())) input.focus(); });

  function banner(cfg) {
    const $B = globalThis.__BRYTHON__;
    write('banner', `Python ${$B.version_info.slice(0, 3).join('.')} on Brython ${$B.implementation.slice(0, 3).join('.')}, BryTorch\n`);
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
    const cfg = JSON.parse(config.textContent);
    if (cfg.error) return fail(cfg.error);
    try {
      await load(cfg);
    } catch (e) {
      return fail(`Loading failed: ${e.message}`);
    }
    const seconds = (performance.now() / 1000).toFixed(1);
    $('loading').hidden = true;
    $('repl').hidden = false;
    banner(cfg);
    setState('ready', `ready in ${seconds} s`);
    input.focus();
  }

  main();
})();
