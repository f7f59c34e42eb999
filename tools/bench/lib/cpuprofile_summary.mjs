// Where a run's time went, from a V8 .cpuprofile (node --cpu-prof):
//   node cpuprofile_summary.mjs FILE.cpuprofile [TOP]
// Prints self time by kind of code, then the share spent compiling Python to JS, then the
// TOP functions by self time.
import fs from 'node:fs';

const [file, top = '15'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();   // node id -> self microseconds
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  self.set(profile.samples[i], (self.get(profile.samples[i]) || 0) + (dt[i] || 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

// The kind of code a profile node runs, from its script URL and name.
function kind(frame) {
  const url = frame.url || '';
  if (url.startsWith('wasm://') || /^\$?[a-z_]*wasm-function/.test(frame.functionName)) return 'wasm (ATen, torch_python, bridge C)';
  if (frame.functionName === '(garbage collector)') return 'garbage collector';
  if (frame.functionName === '(program)' || frame.functionName === '(idle)') return 'V8 internals / idle';
  if (url.endsWith('brython.js')) return 'brython.js (runtime + compiler)';
  if (url.endsWith('brython_stdlib.js')) return 'brython_stdlib.js';
  if (url.includes('/out/brython/')) return 'our overlays / precompiled stdlib';
  if (url.includes('/out/bridge/')) return 'bridge JS glue (torch.js)';
  if (url.includes('/out/vfs/')) return 'VFS bundles';
  if (url.startsWith('brytorch-patched/')) return 'brython.js functions our overlays recompile';
  if (url === '') return 'code compiled at run time (Python modules as JS)';
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(/^.*\//, '');
}
const byKind = new Map();
for (const [id, us] of self) {
  const k = kind(byId.get(id).callFrame);
  byKind.set(k, (byKind.get(k) || 0) + us);
}
const pct = (us) => `${(100 * us / total).toFixed(1).padStart(5)} %`;
const sec = (us) => `${(us / 1e6).toFixed(2).padStart(7)} s`;
console.log(`profile: ${sec(total)} sampled`);
console.log('self time by kind of code:');
for (const [k, us] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${sec(us)} ${pct(us)}  ${k}`);

// Time spent compiling Python to JS: samples with Brython's compiler (py2js, the AST's
// to_js methods) on their stack. Module bodies run outside those frames, nested imports
// included, so the rest is running Python (and what it calls).
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const isCompiler = (f) => f.functionName === 'py2js' || f.functionName === '$B.py2js'
  || (f.functionName.endsWith('to_js') && (f.url || '').endsWith('brython.js'));
const compiling = new Map();
function underCompiler(id) {
  if (compiling.has(id)) return compiling.get(id);
  const f = byId.get(id).callFrame, p = parent.get(id);
  const r = isCompiler(f) || (p !== undefined && underCompiler(p));
  compiling.set(id, r);
  return r;
}
let compileUs = 0;
for (const [id, us] of self) if (underCompiler(id)) compileUs += us;
console.log('by phase:');
console.log(`  ${sec(compileUs)} ${pct(compileUs)}  compiling Python to JS (Brython's py2js / to_js on the stack)`);
console.log(`  ${sec(total - compileUs)} ${pct(total - compileUs)}  everything else (running Python, wasm, GC, host)`);

const byFunction = new Map();
for (const [id, us] of self) {
  const f = byId.get(id).callFrame;
  const key = `${f.functionName || '(anonymous)'}  ${(f.url || '').replace(/^.*\//, '')}:${f.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) || 0) + us);
}
console.log(`top ${top} functions by self time:`);
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`  ${sec(us)} ${pct(us)}  ${key}`);
}
