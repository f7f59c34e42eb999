// The engine of Python's zlib module (web/runtime/python/zlib.py): pako's JavaScript port
// of zlib's C functions (npm package pako, loaded right before this file; see
// web/runtime/scripts.json), driven as CPython's Modules/zlibmodule.c drives the C library.
// This file only moves bytes through z_streams and reports zlib's status codes; the Python
// module owns the API, the arguments and the errors. Registered as the module
// `_brytorch_zlib`. Brython's own zlib (a pure-Python deflate) lost data when compress() was
// called more than once and could not flush twice (docs/brython-bugs.md).
(function ($B) {
  'use strict';
  const pako = globalThis.pako;
  if (!pako || !pako.zlibInflate) {
    throw new Error('brytorch: pako must be loaded before web/runtime/zlib.js (web/runtime/scripts.json)');
  }
  const CHUNK = 16384;
  const { Z_OK, Z_STREAM_END, Z_NEED_DICT, Z_BUF_ERROR } = pako;
  // A z_stream lives on the Python object that owns it (a Compress or Decompress instance),
  // under a key Python cannot see, and is collected with it.
  const STREAM = Symbol('brytorch zlib stream');
  const DICT = Symbol('brytorch zlib dictionary');

  // bytes/bytearray -> Uint8Array (zlib.py hands only those)
  const view = (data) => Uint8Array.from(data.source);
  const result = (...items) => $B.fast_tuple(items);
  const joined = (chunks) => {
    let length = 0;
    for (const c of chunks) length += c.length;
    const out = new Array(length);
    let k = 0;
    for (const c of chunks) for (let i = 0; i < c.length; i++) out[k++] = c[i];
    return $B.fast_bytes(out);
  };
  const feed = (strm, data) => {
    strm.input = view(data);
    strm.next_in = 0;
    strm.avail_in = strm.input.length;
  };
  const room = (strm, size) => {
    strm.output = new Uint8Array(size);
    strm.next_out = 0;
    strm.avail_out = size;
  };
  const message = (strm) => (strm && strm.msg) || '';

  // Crc-32 as zlib computes it (reflected polynomial 0xEDB88320)
  const CRC_TABLE = (() => {
    const table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
    return table;
  })();

  const engine = {
    // (status, message); the stream is set on `owner` when status is Z_OK
    deflate_init(owner, level, method, wbits, memLevel, strategy) {
      const strm = new pako.ZStream();
      const status = pako.zlibDeflateInit2(strm, level, method, wbits, memLevel, strategy);
      if (status === Z_OK) owner[STREAM] = strm;
      return result(status, message(strm));
    },
    deflate_set_dictionary(owner, zdict) {
      const strm = owner[STREAM];
      return result(pako.zlibDeflateSetDictionary(strm, view(zdict)), message(strm));
    },
    // (status, message, output): all the output zlib makes for `data` with `flush`
    deflate(owner, data, flush) {
      const strm = owner[STREAM];
      if (!strm) return result(pako.Z_STREAM_ERROR, '', $B.fast_bytes([]));
      feed(strm, data);
      const chunks = [];
      let status;
      do {
        room(strm, CHUNK);
        status = pako.zlibDeflate(strm, flush);
        if (status !== Z_OK && status !== Z_STREAM_END && status !== Z_BUF_ERROR) break;
        chunks.push(strm.output.subarray(0, CHUNK - strm.avail_out));
      } while (strm.avail_out === 0 || strm.avail_in > 0);
      if (status === Z_STREAM_END) {
        pako.zlibDeflateEnd(strm);
        delete owner[STREAM];
      }
      return result(status, message(strm), joined(chunks));
    },
    inflate_init(owner, wbits, zdict) {
      const strm = new pako.ZStream();
      let status = pako.zlibInflateInit2(strm, wbits);
      if (status === Z_OK) {
        owner[STREAM] = strm;
        if (zdict !== $B.builtins.None) {
          owner[DICT] = view(zdict);
          // a raw stream never asks for its dictionary: it is set at once
          if (wbits < 0) status = pako.zlibInflateSetDictionary(strm, owner[DICT]);
        }
      }
      return result(status, message(strm));
    },
    // (status, message, output, bytes of `data` consumed, end of stream reached): inflates
    // `data` until it is used up, the stream ends, or max_length bytes came out (0: no limit)
    inflate(owner, data, maxLength, flush) {
      const strm = owner[STREAM];
      if (!strm) return result(Z_STREAM_END, '', $B.fast_bytes([]), 0, true);
      feed(strm, data);
      const chunks = [];
      let total = 0, status = Z_OK;
      while (true) {
        const size = maxLength > 0 ? Math.min(CHUNK, maxLength - total) : CHUNK;
        if (size <= 0) break;
        room(strm, size);
        status = pako.zlibInflate(strm, flush);
        if (status === Z_NEED_DICT && owner[DICT]) {
          status = pako.zlibInflateSetDictionary(strm, owner[DICT]);
          if (status === Z_OK) status = pako.zlibInflate(strm, flush);
        }
        const got = size - strm.avail_out;
        chunks.push(strm.output.subarray(0, got));
        total += got;
        if (status === Z_STREAM_END) break;
        if (status !== Z_OK && status !== Z_BUF_ERROR) break;
        if (strm.avail_out !== 0) break;   // input used up (or more is needed)
      }
      const consumed = strm.next_in;
      const ended = status === Z_STREAM_END;
      if (ended) {
        pako.zlibInflateEnd(strm);
        delete owner[STREAM];
      }
      return result(status, message(strm), joined(chunks), consumed, ended);
    },
    crc32(data, value) {
      let c = (value ^ 0xFFFFFFFF) >>> 0;
      for (const byte of data.source) c = CRC_TABLE[(c ^ byte) & 0xFF] ^ (c >>> 8);
      return (c ^ 0xFFFFFFFF) >>> 0;
    },
    adler32(data, value) {
      let a = value & 0xFFFF, b = (value >>> 16) & 0xFFFF;
      for (const byte of data.source) {
        a = (a + byte) % 65521;
        b = (b + a) % 65521;
      }
      return ((b << 16) | a) >>> 0;
    },
  };
  const module = {};
  for (const name of Object.keys(engine)) module[name] = engine[name];
  for (const name of ['Z_OK', 'Z_STREAM_END', 'Z_NEED_DICT', 'Z_BUF_ERROR', 'Z_STREAM_ERROR', 'Z_DATA_ERROR']) {
    module[name] = pako[name];
  }
  // made as the import system makes a JS module's object, then filled in
  $B.imported._brytorch_zlib = $B.$call($B.module, '_brytorch_zlib');
  $B.addToImported('_brytorch_zlib', module);
})(__BRYTHON__);
