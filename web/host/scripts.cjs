// The ordered list of scripts every host loads (Node in-process, the Chromium runner page,
// the REPL page), as paths relative to the repository root. One definition for all hosts.
'use strict';
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
const OVERLAY = 'out/brython/overlay.js';
const PRECOMPILED_STDLIB = 'out/vfs/stdlib.precompiled.js';
const PRECOMPILED_TORCH = 'out/vfs/torch.precompiled.js';   // with the torch bundles it was compiled from

function mtime(rel) { return fs.statSync(path.join(ROOT, rel)).mtimeMs; }

// options: torch (add the torch bundles), bundles (extra VFS bundles), overlaySkip (load the
// overlay fixes one by one without this file name, or none of them for '*' (stock Brython);
// either way without the precompiled stdlib, which was compiled with every fix), warn (called with a message for a skipped stale file).
// Whether an optional torch script is there and current: the precompiled torch modules are
// a speed-up only, skipped when absent or older than what they were compiled from.
function usable(rel, warn) {
  if (rel !== PRECOMPILED_TORCH) return true;
  if (process.env.BRYTORCH_NO_PRECOMPILED === '1' || !fs.existsSync(path.join(ROOT, rel))) return false;
  const stale = [OVERLAY, 'out/vfs/torch.vfs.js'].find((src) => mtime(rel) < mtime(src));
  if (stale) warn(`${rel} is older than ${stale}; ignored (run ./brytorch build vfs)`);
  return !stale;
}

function scriptList({ torch = false, bundles = [], overlaySkip = null, warn = () => {} } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'web/runtime/scripts.json'), 'utf8'));
  const scripts = [];
  for (const s of manifest.scripts) {
    if (s === OVERLAY && overlaySkip) {
      const dir = path.join(ROOT, 'brython/overlay');
      const keep = (n) => n.endsWith('.js') && n !== overlaySkip && overlaySkip !== '*';
      for (const f of fs.readdirSync(dir).filter(keep).sort()) {
        scripts.push(`brython/overlay/${f}`);
      }
      continue;
    }
    if (s === PRECOMPILED_STDLIB) {
      // Optional: a speed-up only. Stale (older than the overlay it was compiled with) or
      // absent means modules are compiled at import time instead, with identical results.
      // BRYTORCH_NO_PRECOMPILED=1 measures or debugs without it.
      if (overlaySkip || process.env.BRYTORCH_NO_PRECOMPILED === '1' || !fs.existsSync(path.join(ROOT, s))) continue;
      if (mtime(s) < mtime(OVERLAY)) { warn(`${s} is older than ${OVERLAY}; ignored (run ./brytorch build precompile)`); continue; }
    }
    if (s === manifest.runtime) scripts.push(...(torch ? manifest.torch.filter((t) => usable(t, warn)) : []), ...bundles);
    scripts.push(s);
  }
  for (const s of scripts) {
    if (!fs.existsSync(path.join(ROOT, s))) throw new Error(`${s} is missing; run ./brytorch build brython vfs`);
  }
  return scripts;
}

module.exports = { ROOT, scriptList };
