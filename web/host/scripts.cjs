// The ordered list of scripts every host loads (Node in-process, the Chromium runner page,
// the REPL page), as paths relative to the repository root. One definition for all hosts.
'use strict';
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
const OVERLAY = 'out/brython/overlay.js';
// Precompiled modules are a speed-up only, compiled from `sources` with every overlay fix.
// Skipped when absent, older than a source, when the overlay fixes are loaded selectively
// (overlaySkip), or with BRYTORCH_NO_PRECOMPILED=1 (measurements, debugging): modules are then
// compiled at import time instead, with identical results.
const PRECOMPILED = {
  'out/vfs/stdlib.precompiled.js': { sources: [OVERLAY], stage: 'precompile' },
  'out/vfs/torch.precompiled.js': { sources: [OVERLAY, 'out/vfs/torch.vfs.js', 'out/vfs/numpy.vfs.js'], stage: 'vfs' },
};

function mtime(rel) { return fs.statSync(path.join(ROOT, rel)).mtimeMs; }

function precompiledUsable(rel, overlaySkip, warn) {
  if (overlaySkip || process.env.BRYTORCH_NO_PRECOMPILED === '1' || !fs.existsSync(path.join(ROOT, rel))) return false;
  const { sources, stage } = PRECOMPILED[rel];
  const present = (src) => fs.existsSync(path.join(ROOT, src));   // numpy's bundle only once numpy is built
  const stale = sources.filter(present).find((src) => mtime(rel) < mtime(src));
  if (stale) warn(`${rel} is older than ${stale}; ignored (run ./brytorch build ${stage})`);
  return !stale;
}

// options: torch (add the torch bundles), numpy (add numpy's bundle), bundles (extra VFS bundles), overlaySkip (load the
// overlay fixes one by one without this file name, or none of them for '*' (stock Brython)),
// warn (called with a message for a skipped stale file).
function scriptList({ torch = false, numpy = false, bundles = [], overlaySkip = null, warn = () => {} } = {}) {
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
    if (PRECOMPILED[s] && !precompiledUsable(s, overlaySkip, warn)) continue;
    if (s === manifest.runtime) {
      const usable = (t) => !PRECOMPILED[t] || precompiledUsable(t, overlaySkip, warn);
      const groups = [...(torch ? manifest.torch.filter(usable) : []), ...(numpy ? manifest.numpy : [])];
      scripts.push(...new Set(groups), ...bundles);   // torch's group already holds numpy's bundle
    }
    scripts.push(s);
  }
  for (const s of scripts) {
    if (!fs.existsSync(path.join(ROOT, s))) throw new Error(`${s} is missing; run ./brytorch build brython vfs`);
  }
  return scripts;
}

module.exports = { ROOT, scriptList };
