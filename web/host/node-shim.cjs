// Node host shim for Brython: the few browser globals brython.js touches, provided by Node.
// Loaded before brython.js by web/host/node-host.cjs. Each item says why it exists.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { fileURLToPath } = require('url');

function installBrowserGlobals(baseUrl) {
  const g = globalThis;
  // Node 20 lacks Set.prototype.difference and brython's fallback (for old browsers) is
  // wrong (it reads `self`, not `this`); give the standard semantics.
  if (!Object.hasOwn(Set.prototype, 'difference')) {
    Object.defineProperty(Set.prototype, 'difference', {
      writable: true, configurable: true,
      value: function difference(other) {
        const result = new Set();
        for (const item of this) if (!other.has(item)) result.add(item);
        return result;
      },
    });
  }
  // What the host can do for the bridge's collections inside running code
  // (bridge/js/collect.js): end the current job's keep-alive set of WeakRef targets. A vm
  // context whose microtasks run after each evaluation performs a microtask checkpoint there,
  // and V8 clears the isolate's kept objects at every checkpoint (measured on Node 20: 1,000
  // WeakRefs made in a job, gc(): 1,000 alive; after the checkpoint, gc(): 0; on Node 26 the
  // bridge tier's mid-job collection tests show the same).
  const checkpointContext = vm.createContext({}, { microtaskMode: 'afterEvaluate' });
  const checkpoint = new vm.Script('0');
  g.BryTorchHost = { clearKeptObjects: () => { checkpoint.runInContext(checkpointContext); } };
  g.self = g;                       // brython.js refers to `self` as the global object
  g.window = g;
  g.addEventListener = () => {};    // brython registers load/error listeners
  g.removeEventListener = () => {};
  g.location = new URL(baseUrl);    // used to compute script paths
  // platform: what a browser on this OS reports (Brython's platform.system() returns it; torch
  // branches on it), so both hosts answer alike.
  const osNames = { linux: 'Linux x86_64', darwin: 'MacIntel', win32: 'Win32' };
  // (Node 21+ has a navigator of its own, with another userAgent: replaced, so every Node answers alike)
  Object.defineProperty(g, 'navigator', { configurable: true, writable: true,
    value: { userAgent: 'node', language: 'en-US', platform: osNames[process.platform] || process.platform } });
  // Node 25+ has Web Storage globals whose getters warn on stderr unless given a file: the host
  // has no page storage to offer, so brython.js must see none (as on Node 20 and before).
  for (const name of ['Storage', 'localStorage', 'sessionStorage']) delete g[name];
  // brython looks up <script> tags and adds a few elements; an inert document suffices.
  const element = () => ({ setAttribute() {}, getAttribute() { return null; }, appendChild() {},
    addEventListener() {}, dispatchEvent() {}, style: {}, childNodes: [], children: [] });
  g.document = {
    readyState: 'complete', currentScript: null, body: element(), head: element(),
    getElementsByTagName: () => [], querySelectorAll: () => [], querySelector: () => null,
    getElementById: () => null, createElement: element, createTextNode: element,
    addEventListener() {}, removeEventListener() {}, dispatchEvent() {},
  };
  g.HTMLElement = function HTMLElement() {};
  g.Node = function Node() {};
  g.CustomEvent = class CustomEvent { constructor(type, init) { this.type = type; this.detail = init && init.detail; } };
  g.Event = g.CustomEvent;
  // Synchronous file-backed XMLHttpRequest: brython fetches modules (and unicode.txt) by
  // synchronous XHR; here a file:// URL or a URL below baseUrl is read from disk.
  g.XMLHttpRequest = class XMLHttpRequest {
    open(method, url) { this.url = url; }
    setRequestHeader() {}
    overrideMimeType() {}
    send() {
      let file;
      try {
        const u = new URL(this.url, baseUrl);
        file = fileURLToPath(u.href.split('?')[0]);
        this.responseText = this.response = fs.readFileSync(file, 'utf8');
        this.status = 200;
      } catch (e) {
        this.status = 404; this.responseText = this.response = '';
      }
      this.readyState = 4;
      if (this.onreadystatechange) this.onreadystatechange();
      if (this.onload) this.onload();
    }
  };
  g.brytorchRunScript = runScriptWithCodeCache;
}

// Runs the classic script at `url` (a file URL, or a URL below baseUrl) with V8's code cache.
// The bytecode of the script and of every function it ran by the end of the process is
// written to out/v8-cache/ and given to V8 on the next run, which then neither parses nor
// compiles again what it already did: the host's scripts (node-main.cjs) and the precompiled
// torch chunks (tools/vfs/precompile.cjs) load this way. A cache file is named by the script's
// path, size and modification time (V8 itself checks only the source's length, so a rebuilt
// script must not meet the old cache) and by the Node version and flags (V8 refuses a cache
// made under others). A refused cache, or one that cannot be written (a read-only tree),
// only costs the compile it would have saved.
// (BRYTORCH_CODE_CACHE_DIR: elsewhere, for tests/tooling/test_code_cache.py)
const CODE_CACHE_DIR = process.env.BRYTORCH_CODE_CACHE_DIR || path.join(__dirname, '..', '..', 'out', 'v8-cache');
// Node's profiling flags are not in the tag: they do not change the code V8 makes (V8 refuses a
// cache made under other V8 flags by itself), and a profiled run should load the cache as a
// normal run does, not spend its profile on compiling and writing one (bench torch).
const runtimeTag = `${process.version} ${process.execArgv.filter((a) => !/^--(cpu|heap)-prof/.test(a)).join(' ')}`;
const scriptsToCache = [];
function runScriptWithCodeCache(url) {
  const file = fileURLToPath(new URL(url, globalThis.location.href).href);
  const text = fs.readFileSync(file, 'utf8');
  const stat = fs.statSync(file);
  const hash = (text) => require('crypto').createHash('sha256').update(text).digest('hex').slice(0, 16);
  // <name>.<the script's path>.<its version and the runtime's>: a new version replaces the old
  const prefix = `${path.basename(file)}.${hash(file)}.`;
  const cacheFile = path.join(CODE_CACHE_DIR, prefix + hash(`${stat.size} ${stat.mtimeMs} ${runtimeTag}`));
  let cachedData;
  try { cachedData = fs.readFileSync(cacheFile); } catch (e) { cachedData = undefined; }
  const script = new vm.Script(text, { filename: file, cachedData });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  if (!used) {
    if (!scriptsToCache.length) process.once('exit', writeCodeCaches);
    scriptsToCache.push({ script, cacheFile, prefix });
  }
  script.runInThisContext();
  return used ? 'cache used' : cachedData === undefined ? 'no cache' : 'cache refused';
}
function writeCodeCaches() {
  for (const { script, cacheFile, prefix } of scriptsToCache) {
    try {
      fs.mkdirSync(CODE_CACHE_DIR, { recursive: true });
      for (const old of fs.readdirSync(CODE_CACHE_DIR)) {
        if (old.startsWith(prefix) && !old.endsWith('.partial')) fs.rmSync(path.join(CODE_CACHE_DIR, old), { force: true });
      }
      // (a file of this process's own, renamed whole: processes running side by side may
      // write the same cache, and a torn one could pass V8's checks)
      const partial = `${cacheFile}.${process.pid}.partial`;
      fs.writeFileSync(partial, script.createCachedData());
      fs.renameSync(partial, cacheFile);
    } catch (e) { /* read-only: run without a cache */ }
  }
}

module.exports = { installBrowserGlobals, runScriptWithCodeCache };
