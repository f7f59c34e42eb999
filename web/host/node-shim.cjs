// Node host shim for Brython: the few browser globals brython.js touches, provided by Node.
// Loaded before brython.js by web/host/node-host.cjs. Each item says why it exists.
'use strict';
const fs = require('fs');
const path = require('path');
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
  g.self = g;                       // brython.js refers to `self` as the global object
  g.window = g;
  g.addEventListener = () => {};    // brython registers load/error listeners
  g.removeEventListener = () => {};
  g.location = new URL(baseUrl);    // used to compute script paths
  // platform: what a browser on this OS reports (Brython's platform.system() returns it; torch
  // branches on it), so both hosts answer alike.
  const osNames = { linux: 'Linux x86_64', darwin: 'MacIntel', win32: 'Win32' };
  if (!g.navigator) g.navigator = { userAgent: 'node', language: 'en-US', platform: osNames[process.platform] || process.platform };
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
}

module.exports = { installBrowserGlobals };
