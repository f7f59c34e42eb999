// Precompiles the Python modules of VFS bundles to Brython's JavaScript at build time, so
// that importing them at run time skips Brython's parser and code generator (the dominant
// cost of a cold import). Output is a classic script that fills __BRYTHON__.precompiled,
// which brython.js's VFS loader consults before compiling a module itself.
//
//   node precompile.cjs --out OUT.js BUNDLE.js [BUNDLE.js...]    (a bundle = VFS script)
//   node precompile.cjs --out OUT.js --stdlib [--only LIST.txt]    (brython_stdlib.js)
//   node precompile.cjs --out OUT.js --lazy --chunks-url URL [--only LIST.txt] --stdlib BUNDLE.js...
//
// --only keeps just the modules named in LIST.txt (one per line): see stdlib_profile.sh.
// --lazy writes chunks loaded on first use instead of one script (see writeLazy).
// --exec-profile KEYS.jsonl (with --lazy) also compiles the exec()/eval() sources whose keys
// KEYS.jsonl lists (exec_profile.sh; brython/overlay/013-exec-source-compiled-once.js).
//
// --stdlib compiles the stdlib *after* our overlay (out/brython/overlay.js) has patched it,
// so precompiled modules carry the fixes; the overlay must be built first.
//
// The compiled code depends only on the source, the module name and the Brython version,
// so the output is deterministic and valid for the pinned Brython only (the bundle records
// that version and the loader refuses a mismatch).
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { pathToFileURL } = require('url');
const { installBrowserGlobals } = require('../../web/host/node-shim.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const BRYTHON_DIR = path.join(ROOT, 'node_modules/brython');

function runScript(file) {
  globalThis.module = { exports: {} };  // brython.js ends with a CommonJS export under Node
  vm.runInThisContext(fs.readFileSync(file, 'utf8'), { filename: file });
  delete globalThis.module;
}

function loadBrython(withStdlib) {
  installBrowserGlobals(pathToFileURL(ROOT + '/').href);
  globalThis.__BRYTHON__ = { brython_path: pathToFileURL(BRYTHON_DIR).href + '/' };
  runScript(path.join(BRYTHON_DIR, 'brython.js'));
  if (withStdlib) {
    runScript(path.join(BRYTHON_DIR, 'brython_stdlib.js'));
    for (const rel of ['out/brython/libm.js', 'out/brython/overlay.js']) {   // as hosts load them (scripts.json)
      const file = path.join(ROOT, rel);
      if (!fs.existsSync(file)) throw new Error(`${rel} missing: run tools/build/brython.sh first`);
      runScript(file);
    }
  }
  return globalThis.__BRYTHON__;
}

// Reads the module table of a VFS bundle without running Brython's update_VFS.
function readBundle(file) {
  const captured = {};
  const sandbox = { __BRYTHON__: { update_VFS(m) { Object.assign(captured, m); } },
    Object, JSON };
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { filename: file });
  delete captured.$timestamp;
  return captured;
}

function main(argv) {
  const option = (flag) => {
    const i = argv.indexOf(flag);
    if (i < 0) return null;
    const value = argv[i + 1];
    argv = argv.filter((a, j) => j !== i && j !== i + 1);
    return value;
  };
  const out = option('--out');
  if (!out) throw new Error('--out required');
  const onlyFile = option('--only');
  const chunksUrl = option('--chunks-url');   // with --lazy: where the installed chunks are
  const execProfile = option('--exec-profile');
  const lazy = argv.includes('--lazy');
  if (lazy && !chunksUrl) throw new Error('--lazy needs --chunks-url');
  if (execProfile && !lazy) throw new Error('--exec-profile needs --lazy');
  argv = argv.filter((a) => a !== '--lazy');
  const only = onlyFile ? new Set(fs.readFileSync(onlyFile, 'utf8').split('\n').filter(Boolean)) : null;
  const inputs = argv;
  const $B = loadBrython(inputs.includes('--stdlib'));
  const modules = {};
  for (const input of inputs) {
    if (input === '--stdlib') {
      for (const [name, entry] of Object.entries($B.VFS)) modules[name] = entry;
    } else {
      Object.assign(modules, readBundle(input));
    }
  }
  const compiled = {};
  let failures = 0, sourceBytes = 0;
  const names = Object.keys(modules).filter((n) => modules[n][0] === '.py' && (!only || only.has(n))).sort();
  const started = Date.now();
  names.forEach((name, i) => {
    const [, source, , isPackage] = modules[name];
    const filename = $B.brytorchModuleFile(name, isPackage, '.py');   // as the VFS loader names it (overlay 313)
    // Brython derives the module's namespace id and __name__ from url2name[filename]
    // (its loader sets it just before compiling; see run_py in brython.js).
    $B.url2name[filename] = name;
    try {
      const js = $B.py2js({ src: source, filename, imported: true }, name, name, $B.builtins_scope).to_js();
      compiled[name] = isPackage ? [js] : js;
      sourceBytes += source.length;
    } catch (err) {
      failures++;
      const what = err && err.ob_type ? `${err.ob_type.tp_name}: ${err.args && err.args[0]}` : String(err);
      process.stderr.write(`[precompile] ${name}: not precompiled (${what.slice(0, 200)}); compiled at import instead\n`);
    }
    if ((i + 1) % 200 === 0) process.stderr.write(`[precompile] ${i + 1}/${names.length} modules, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  });
  const compiledExec = execProfile ? compileExecProfile($B, execProfile) : {};
  const version = $B.implementation.join('.');
  const header = '// Generated by tools/vfs/precompile.cjs; do not edit.\n' +
    `if (__BRYTHON__.implementation.join('.') !== ${JSON.stringify(version)}) {\n` +
    `  throw new Error('precompiled for Brython ${version}, loaded into ' + __BRYTHON__.implementation.join('.'));\n}\n`;
  const bytes = lazy ? writeLazy(out, header, compiled, chunksUrl, compiledExec) : writeEager(out, header, compiled);
  process.stderr.write(`[precompile] ${out}: ${Object.keys(compiled).length} modules (${failures} left to run-time compilation), ` +
    `${(sourceBytes / 1e6).toFixed(1)} MB source -> ${(bytes / 1e6).toFixed(1)} MB JS in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

// hash -> { key, params, js } for each key of the profile (one exec/eval compilation input
// per line, as overlay 013 writes it); a key that does not compile is left to run time.
function compileExecProfile($B, file) {
  const { compileForKey, hashKey } = $B.brytorchOverlay.execSourceCache;
  const compiled = {};
  let failures = 0;
  const keys = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  for (const key of keys) {
    try {
      compiled[hashKey(key)] = { key, ...compileForKey(key) };
    } catch (err) {
      failures++;
      const what = err && err.ob_type ? `${err.ob_type.tp_name}: ${err.args && err.args[0]}` : String(err);
      process.stderr.write(`[precompile] exec source not precompiled (${what.slice(0, 200)})\n`);
    }
  }
  process.stderr.write(`[precompile] ${Object.keys(compiled).length} exec/eval sources of ${file} (${failures} left to run time)\n`);
  return compiled;
}

function writeAtomically(file, text) {
  fs.writeFileSync(file + '.tmp', text);
  fs.renameSync(file + '.tmp', file);
}

// One script that fills __BRYTHON__.precompiled at load time. Returns the bytes written.
function writeEager(out, header, compiled) {
  const body = JSON.stringify(compiled, Object.keys(compiled).sort());
  // JSON.parse of one string literal loads much faster than an object literal this size.
  const text = header + `Object.assign(__BRYTHON__.precompiled, JSON.parse(${JSON.stringify(body)}));\n`;
  writeAtomically(out, text);
  return text.length;
}

// --lazy: the compiled modules in chunks (OUT minus .js, a directory of N.js scripts of
// ~CHUNK_BYTES each, neighbours by name together), and OUT, a small script that names every
// module in __BRYTHON__.precompiled with a getter. The first module asked for from a chunk
// runs that chunk, a classic script holding each module's code as a function: run as a
// script, V8 parses it once, compiles each function when it first runs, and can keep the
// compiled code (the Node host's code cache, globalThis.brytorchRunScript in
// web/host/node-shim.cjs; the browser's cache of importScripts in a worker), where Brython's
// own loader compiled each module's text with `new Function` at every import (1.6 s of
// `import torch` in Node). A program pays only for the chunks its imports touch.
//
// Brython's loader (VFSLoader.exec_module) runs `new Function('locals_<id>', text +
// 'return locals_<id>')(module)` on what __BRYTHON__.precompiled holds: the getter answers a
// one-line text that calls the chunk's function, so the loader itself is unchanged.
const CHUNK_BYTES = 2e6;
const localsName = (name) => 'locals_' + name.replace(/\./g, '_');   // (exec_module's parameter)
//
// The exec/eval sources (compiledExec) go into chunks of their own after the modules', each
// as "exec:<hash of its key>": [key, function made as eval's new Function would make it].
function writeLazy(out, header, compiled, chunksUrl, compiledExec) {
  const dir = out.replace(/\.js$/, '');
  const base = path.basename(dir);   // names this set of chunks (several load side by side)
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const chunkOf = {};
  let parts = [], size = 0, n = 0, bytes = 0;
  const flush = () => {
    if (!size) return;
    const text = `// Generated by tools/vfs/precompile.cjs; do not edit.\n` +
      `__BRYTHON__.brytorchPrecompiledChunk(${JSON.stringify(base)}, ${n}, {\n${parts.join(',\n')}\n});\n`;
    fs.writeFileSync(path.join(dir, `${n}.js`), text);
    bytes += text.length;
    parts = []; size = 0; n++;
  };
  for (const name of Object.keys(compiled).sort()) {
    const isPackage = Array.isArray(compiled[name]);
    const js = isPackage ? compiled[name][0] : compiled[name];
    const id = localsName(name);
    const fn = `function (${id}) {\n${js}\nreturn ${id}\n}`;
    parts.push(`${JSON.stringify(name)}: ${isPackage ? `[${fn}]` : fn}`);
    chunkOf[name] = n;
    size += js.length;
    if (size >= CHUNK_BYTES) flush();
  }
  flush();
  const execChunkOf = {};
  for (const hash of Object.keys(compiledExec).sort()) {
    const { key, params, js } = compiledExec[hash];
    parts.push(`${JSON.stringify('exec:' + hash)}: [${JSON.stringify(key)}, function (${params.join(', ')}) {\n${js}\n}]`);
    execChunkOf[hash] = n;
    size += js.length;
    if (size >= CHUNK_BYTES) flush();
  }
  flush();
  const text = header + `(function ($B) {
  // Chunks live next to this script: relative to its URL when the page says it (a <script
  // src>, or web/runtime/loader.js, which runs scripts from their bytes and names the URL in
  // $B.brytorchScriptURL), else at CHUNKS_URL, relative to the repository root (the server's
  // root in a page, the Node host's base URL).
  const script = (typeof document !== 'undefined' && document.currentScript && document.currentScript.src) ||
    $B.brytorchScriptURL;
  const base = script ? new URL(${JSON.stringify(base + '/')}, script).href : ${JSON.stringify(chunksUrl)};
  const chunkOf = JSON.parse(${JSON.stringify(JSON.stringify(chunkOf))});
  const loaded = new Map();   // chunk number -> { module name: function, or [function] for a package }
  // Each set of chunks (stdlib, torch) registers here under its name: a chunk script calls
  // brytorchPrecompiledChunk(set, n, modules); a module's loader text calls
  // brytorchPrecompiledModule(set, name).
  const sets = $B.brytorchPrecompiledSets = $B.brytorchPrecompiledSets || new Map();
  $B.brytorchPrecompiledChunk = (set, n, modules) => { sets.get(set).loaded.set(n, modules); };
  const inWorker = typeof WorkerGlobalScope !== 'undefined' && typeof importScripts === 'function';
  function load(n) {
    const url = base + n + '.js';
    if (typeof globalThis.brytorchRunScript === 'function') {
      globalThis.brytorchRunScript(url);   // the Node host: with V8's code cache
    } else if (inWorker) {
      importScripts(url);
    } else {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', url, false);
      xhr.send();
      if (xhr.status !== 200) throw new Error('precompiled chunk ' + url + ': HTTP ' + xhr.status);
      (0, eval)(xhr.responseText + '\\n//# sourceURL=' + url);
    }
    if (!loaded.has(n)) throw new Error('precompiled chunk ' + url + ' did not register its modules');
    return loaded.get(n);
  }
  const entryOf = (name) => (loaded.get(chunkOf[name]) || load(chunkOf[name]))[name];
  // the function compiled at build time for an exec/eval key (overlay 013), or undefined
  const execChunkOf = JSON.parse(${JSON.stringify(JSON.stringify(execChunkOf))});
  const execOf = (key, hash) => {
    const n = execChunkOf[hash];
    const entry = n === undefined ? undefined : (loaded.get(n) || load(n))['exec:' + hash];
    return entry !== undefined && entry[0] === key ? entry[1] : undefined;
  };
  // A page's main thread can run a script synchronously only by eval of its text, which V8
  // compiles afresh every time (no code cache): there the loader (web/runtime/loader.js)
  // awaits this first, which runs every chunk as a <script src>, fetched in parallel and
  // compiled from the browser's code cache on later visits.
  const preload = () => Promise.all([...new Set([...Object.values(chunkOf), ...Object.values(execChunkOf)])]
    .filter((n) => !loaded.has(n))
    .map((n) => new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = base + n + '.js';
      script.onload = () => { script.remove(); resolve(); };
      script.onerror = () => reject(new Error('precompiled chunk ' + script.src + ' failed to load'));
      document.head.appendChild(script);
    })));
  sets.set(${JSON.stringify(base)}, { loaded, preload, entryOf, execOf });
  // (every set's chunks, for the page's loader)
  $B.brytorchPreloadChunks = () => Promise.all([...sets.values()].map((set) => set.preload()));
  $B.brytorchPrecompiledModule = (set, name) => {
    const entry = sets.get(set).entryOf(name);
    return Array.isArray(entry) ? entry[0] : entry;
  };
  for (const name of Object.keys(chunkOf)) {
    const call = 'return __BRYTHON__.brytorchPrecompiledModule(' + ${JSON.stringify(JSON.stringify(base))} + ', ' + JSON.stringify(name) + ')(locals_' + name.replace(/\\./g, '_') + ')\\n';
    Object.defineProperty($B.precompiled, name, {
      configurable: true, enumerable: true,
      get() { return Array.isArray(entryOf(name)) ? [call] : call; },
      set(value) { Object.defineProperty($B.precompiled, name, { value, writable: true, configurable: true, enumerable: true }); },
    });
  }
})(__BRYTHON__);
`;
  writeAtomically(out, text);
  return bytes + text.length;
}

main(process.argv.slice(2));
