// Node host: boots Brython + BryTorch in this process and runs one Python program.
//   node node-main.cjs [--torch] [--numpy] [--bundle FILE]... [--bridge MODULE.js] (--file SCRIPT.py | --code CODE) [-- ARGV...]
// --bridge loads a wasm module built by tools/build/bridge.sh (C extensions + the bridge).
// --then CODE (repeatable) runs CODE as a further program once the previous one finished and
// the event loop turned, after a garbage collection when node runs with --expose-gc: what a
// REPL's next cell sees (FinalizationRegistry callbacks only run between tasks).
// Writes the program's stdout/stderr as it comes; exits with the program's status.
// BRYTORCH_IMPORT_PROFILE=FILE writes each module's import time to FILE (import-profile.cjs).
// BRYTORCH_EXEC_PROFILE=FILE writes the key of every exec()/eval() compilation the program
// asked for to FILE, one per line (tools/vfs/exec_profile.sh; overlay 013).
'use strict';
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const { installBrowserGlobals, runScriptWithCodeCache } = require('./node-shim.cjs');
const { ROOT, scriptList } = require('./scripts.cjs');


function loadScripts(withTorch, withNumpy, bundles) {
  installBrowserGlobals(pathToFileURL(ROOT + '/').href);
  globalThis.__BRYTHON__ = { brython_path: pathToFileURL(path.join(ROOT, 'node_modules/brython')).href + '/' };
  let scripts;
  try {
    scripts = scriptList({ torch: withTorch, numpy: withNumpy, bundles, overlaySkip: process.env.BRYTORCH_OVERLAY_SKIP,
      warn: (m) => process.stderr.write(`brytorch: ${m}\n`) });
  } catch (e) {
    process.stderr.write(`brytorch: ${e.message}\n`);
    process.exit(2);
  }
  for (const rel of scripts) {
    const file = path.join(ROOT, rel);
    // brython.js ends with a CommonJS export when it detects Node; give it a module object.
    globalThis.module = { exports: {} };
    runScriptWithCodeCache(pathToFileURL(file).href);
    delete globalThis.module;
  }
}

// Starts compiling a bridge module's wasm (MODULE.wasm beside MODULE.js, as Emscripten names
// it): V8 compiles on its background threads while this thread loads the scripts, ~0.4 s of
// torch's start that used to come after them. The bytes are read synchronously: an
// asynchronous read completes only when this thread is free again, after the scripts, and the
// compile then started after them too (measured: compiled at 620-660 ms after start with the
// asynchronous read, 560-610 ms with this one, on a quiet machine). A promise of the
// WebAssembly.Module; a missing file is a rejected promise, reported by loadBridge.
function compileBridgeWasm(file) {
  const wasm = path.resolve(file).replace(/\.js$/, '.wasm');
  try {
    return WebAssembly.compile(fs.readFileSync(wasm));
  } catch (e) {
    return Promise.reject(e);
  }
}

// Instantiates a bridge module (Emscripten factory) from its compiled wasm and binds it to
// Brython.
async function loadBridge(file, compiled) {
  const factory = require(path.resolve(file));
  const failed = (e) => {
    process.stderr.write(`brytorch: the wasm of ${file} did not load: ${e && e.message}\n`);
    process.exit(2);
  };
  const module = await factory({
    print: (t) => process.stdout.write(t + '\n'),
    printErr: (t) => process.stderr.write(t + '\n'),
    // (Emscripten's hook: the imports it made; receive(instance, module) goes on as its own
    // instantiation would)
    instantiateWasm(imports, receive) {
      compiled.then((wasm) => WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm)))
        .catch(failed);
      return {};
    },
  });
  module.bridge.start();
}

async function main(argv) {
  let source = null, filename = null, withTorch = false, withNumpy = false, rest = [], bridge = null;
  const then = [];
  const bundles = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--torch') withTorch = true;
    else if (a === '--numpy') withNumpy = true;
    else if (a === '--bundle') bundles.push(argv[++i]);
    else if (a === '--bridge') bridge = argv[++i];
    else if (a === '--file') { filename = argv[++i]; source = fs.readFileSync(filename, 'utf8'); }
    else if (a === '--code') { filename = '<string>'; source = argv[++i]; }
    else if (a === '--then') then.push(argv[++i]);
    else if (a === '--') { rest = argv.slice(i + 1); break; }
    else { process.stderr.write(`node-main: unknown argument ${a}\n`); process.exit(2); }
  }
  if (source === null) { process.stderr.write('node-main: --file or --code required\n'); process.exit(2); }
  const compiled = bridge ? compileBridgeWasm(bridge) : null;
  compiled?.catch(() => {});   // (reported by loadBridge)
  loadScripts(withTorch, withNumpy, bundles);
  if (process.env.BRYTORCH_IMPORT_PROFILE) {
    require('./import-profile.cjs').installImportProfile(globalThis.__BRYTHON__, process.env.BRYTORCH_IMPORT_PROFILE);
  }
  if (process.env.BRYTORCH_EXEC_PROFILE) {
    const keys = globalThis.__BRYTHON__.brytorchOverlay.execSourceCache.record = new Set();
    process.once('exit', () => fs.writeFileSync(process.env.BRYTORCH_EXEC_PROFILE,
      [...keys].map((k) => k + '\n').join('')));
  }
  if (bridge) await loadBridge(bridge, compiled);
  const out = { stdout: process.stdout, stderr: process.stderr };
  globalThis.BryTorch.start((stream, text) => out[stream].write(text));
  let status = await globalThis.BryTorch.run(source, filename, rest);
  for (const code of then) {
    if (status !== 0) break;
    for (let round = 0; round < 3; round++) {   // a collection can leave finalizers for the next
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (globalThis.gc) globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 20));   // finalizers run here
    }
    status = await globalThis.BryTorch.run(code, '<then>', rest);
  }
  // Let stdout drain before exiting (process.exit would truncate piped output).
  process.exitCode = status;
}

main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`brytorch: ${err && err.stack ? err.stack : err}\n`);
  process.exit(2);
});
