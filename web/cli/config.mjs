// What a page needs to load BryTorch, as JSON (the REPL page gets it inline, the embedding
// API fetches it from /brytorch-config.json?bridge=NAME): the scripts every host loads (with
// the torch bundles when torch is built), the wasm module to start (out/bridge/NAME.js), the
// file sizes, and how many modules `import torch` loads (a progress bar's end, from the
// import profile tools/vfs/torch_profile.sh writes). Looked up at each request, so a build
// finishing while the server runs is picked up by reloading the page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptList } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TORCH = 'torch';   // out/bridge/torch.js: torch._C + the bridge (./brytorch build bindings link)
const PROFILES = ['tools/vfs/stdlib-profile.txt', 'tools/vfs/torch-profile.txt'];

function size(rel) { return fs.statSync(path.join(ROOT, rel)).size; }

function lines(rel) {
  try { return fs.readFileSync(path.join(ROOT, rel), 'utf8').split('\n').filter(Boolean).length; } catch { return 0; }
}

// `bridge` names a module of out/bridge/; only torch brings the torch bundles. A missing
// module is not an error: the page is then a plain Python REPL and says how to build it. A
// missing script is reported as { error }.
export function pageConfig(bridge) {
  if (!/^[A-Za-z0-9_]+$/.test(bridge)) return { error: `bad bridge name ${bridge}` };
  const js = `out/bridge/${bridge}.js`;
  const wasm = `out/bridge/${bridge}.wasm`;
  const built = fs.existsSync(path.join(ROOT, js)) && fs.existsSync(path.join(ROOT, wasm));
  const torch = bridge === TORCH && built;
  const warnings = [];
  let scripts;
  try {
    scripts = scriptList({ torch, numpy: bridge === 'numpy' && built, warn: (m) => warnings.push(m) });
  } catch (e) {
    return { error: e.message };
  }
  return {
    scripts: scripts.map((s) => ({ path: s, size: size(s) })),
    bridge: built ? { name: bridge, js: { path: js, size: size(js) }, wasm: { path: wasm, size: size(wasm) } } : null,
    missing: built ? null : { name: bridge, js, build: bridge === TORCH ? './brytorch build bindings link' : './brytorch build bridge' },
    torchModules: torch ? PROFILES.reduce((n, p) => n + lines(p), 0) : 0,
    warnings,
  };
}

// The JSON endpoint for startServer's `pages`.
export function configResponse(url) {
  return { type: 'application/json', body: JSON.stringify(pageConfig(url.searchParams.get('bridge') || TORCH)) };
}
