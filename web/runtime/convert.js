// Values crossing between Python (Brython objects) and JavaScript for the embedding API
// (web/api/brytorch.mjs). Copies, never views: a view of the wasm heap dies when the heap
// grows, and a JS object in Python would not survive the trip to a worker's caller.
//
// Python -> JS (toJS): None -> null, bool -> boolean, int -> number (BigInt beyond 2**53),
//   float -> number, str -> string, list/tuple -> Array, dict -> Object (str keys) or Map,
//   torch.Tensor -> { data: TypedArray (a copy), shape: number[], dtype: 'float32' ... },
//   anything else -> { pyType, repr }.
// JS -> Python (toPy): the reverse for the plain values; a TypedArray (or { data, shape })
//   becomes a torch tensor holding a copy of the data.
'use strict';
(function (global) {
  // torch dtype name <-> the typed array holding its elements (bool as bytes; float16 and
  // bfloat16 as their raw 16-bit patterns).
  const ARRAYS = {
    float32: Float32Array, float64: Float64Array, int64: BigInt64Array, int32: Int32Array,
    int16: Int16Array, int8: Int8Array, uint8: Uint8Array, bool: Uint8Array,
    float16: Uint16Array, bfloat16: Uint16Array, uint16: Uint16Array, uint32: Uint32Array, uint64: BigUint64Array,
  };
  const DTYPES = new Map([[Float32Array, 'float32'], [Float64Array, 'float64'], [BigInt64Array, 'int64'],
    [Int32Array, 'int32'], [Int16Array, 'int16'], [Int8Array, 'int8'], [Uint8Array, 'uint8'],
    [Uint8ClampedArray, 'uint8'], [Uint16Array, 'uint16'], [Uint32Array, 'uint32'], [BigUint64Array, 'uint64']]);

  // helper: the Python side (web/runtime/python/brytorch_embed.py); heap(): the bridge
  // module's current HEAPU8 (re-read after every Python call: the heap may have grown).
  function converter($B, helper, heap) {
    const _b_ = $B.builtins;
    const isa = (cls, base) => cls === base || $B.get_mro(cls).includes(base);
    const call = (name, ...args) => $B.$call($B.$getattr(helper, name), ...args);
    const number = (big) => (Number.isSafeInteger(Number(big)) ? Number(big) : big);

    function tensorToJS(parts) {
      const [, ptr, nbytes, shape, dtype] = parts;
      const bytes = nbytes ? heap().slice(ptr, ptr + nbytes) : new Uint8Array(0);   // a copy
      return { data: new ARRAYS[dtype](bytes.buffer), shape: Array.from(shape, Number), dtype };
    }

    function toJS(v) {
      if (v === undefined) return undefined;
      if (v === _b_.None) return null;
      if (v === true || v === false || typeof v === 'number' || typeof v === 'string') return v;
      if (typeof v === 'bigint') return number(v);
      const cls = $B.get_class(v);
      if (isa(cls, _b_.bool)) return $B.$bool(v);
      if (isa(cls, _b_.int)) return number($B.int_value(v));
      if (isa(cls, _b_.float)) return v.value;
      if (isa(cls, _b_.str)) return v.valueOf();
      if (isa(cls, _b_.list) || isa(cls, _b_.tuple)) return Array.from(v, toJS);
      if (isa(cls, _b_.dict)) {
        const entries = [];
        for (const { key, value } of _b_.dict.$iter_items(v)) entries.push([toJS(key), toJS(value)]);
        return entries.every(([k]) => typeof k === 'string') ? Object.fromEntries(entries) : new Map(entries);
      }
      const tensor = call('tensor_out', v);
      if (tensor !== _b_.None) return tensorToJS(tensor);
      return { pyType: $B.class_name(v), repr: _b_.repr(v) };
    }

    function tensorToPy(data, shape) {
      const dtype = DTYPES.get(data.constructor);
      const count = shape.reduce((a, b) => a * b, 1);
      if (count !== data.length) throw new TypeError(`shape [${shape}] holds ${count} elements, the array ${data.length}`);
      const [tensor, ptr] = call('tensor_in', $B.$list(shape), dtype);
      if (data.byteLength) heap().set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), ptr);
      return tensor;
    }

    function toPy(v) {
      if (v === undefined || v === null) return _b_.None;
      switch (typeof v) {
        case 'boolean': case 'bigint': return v;
        case 'number': return Number.isInteger(v) ? v : $B.fast_float(v);
        case 'string': return $B.String(v);
        default: break;
      }
      if (ArrayBuffer.isView(v) && DTYPES.has(v.constructor)) return tensorToPy(v, [v.length]);
      if (v.data && ArrayBuffer.isView(v.data) && Array.isArray(v.shape)) return tensorToPy(v.data, v.shape);
      if (Array.isArray(v)) return $B.$list(v.map(toPy));
      const dict = $B.empty_dict();
      const entries = v instanceof Map ? v.entries() : Object.entries(v);
      for (const [key, value] of entries) $B.$setitem(dict, toPy(key), toPy(value));
      return dict;
    }

    return { toJS, toPy };
  }

  global.BryTorchConvert = { converter, ARRAYS };
})(globalThis);
