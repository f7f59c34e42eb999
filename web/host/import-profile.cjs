// Per-module import profile for the Node host: how long each module's body took to run.
// BRYTORCH_IMPORT_PROFILE=FILE node node-main.cjs ... writes FILE (JSON) at exit:
//   { "modules": [{ "module", "total_ms", "self_ms", "order" }...], "sum_self_ms" }
// total_ms: from the loader starting the module to its body's end, nested imports included;
// self_ms: the same without the nested imports' totals (the module's own top-level code:
// class creation, decorators, calls it makes at import). Read by tools/bench/torch.sh
// through tools/bench/lib/import_profile_summary.mjs.
// Every module Brython loads from its VFS (the stdlib, the precompiled stdlib and torch
// chunks, VFS bundles, and the bridge's C extensions, which modules.js registers there) runs
// through the VFS loader's exec_module; the few modules imported from files on disk
// (FileSystemLoader, overlay 478) are not counted.
'use strict';
const fs = require('fs');
const { performance } = require('perf_hooks');

function installImportProfile($B, file) {
  const loaderClass = $B.brytorchOverlay.vfsLoaderClass();
  const stack = [];   // modules being executed: { name, start, children }
  const rows = [];
  let order = 0;
  const execModule = loaderClass.tp_funcs.exec_module;
  $B.brytorchOverlay.replaceBuiltinMethod(loaderClass, 'exec_module', function (self, module) {
    const frame = { name: $B.module_getattr(module, '__name__'), start: performance.now(), children: 0 };
    stack.push(frame);
    try {
      return execModule.apply(this, arguments);
    } finally {
      stack.pop();
      const total = performance.now() - frame.start;
      if (stack.length) stack[stack.length - 1].children += total;
      rows.push({ module: frame.name, total_ms: +total.toFixed(3), self_ms: +(total - frame.children).toFixed(3), order: order++ });
    }
  });
  process.once('exit', () => {
    const sum = rows.reduce((s, r) => s + r.self_ms, 0);
    fs.writeFileSync(file, JSON.stringify({ modules: rows, sum_self_ms: +sum.toFixed(1) }));
  });
}

module.exports = { installImportProfile };
