// Fix: repr() of bytes and bytearray escapes as CPython's does, and bytes.translate /
//   bytearray.translate take CPython's arguments (a 256-byte table or None, then the bytes
//   to delete, positionally or as `delete=`).
// Symptom: `repr(b"\x7f")` showed the raw DEL character (CPython b'\x7f');
//   `repr(bytearray(b"'"))` was 'bytearray(b"\'")' (CPython bytearray(b"'"));
//   `b"abc".translate(None, b"b")` was b'' (CPython b'ac'), `b"abc".translate(None)` b''
//   (b'abc'), a short table returned b'' instead of ValueError, and `delete=` was refused.
// Cause: brython.js's repr escapes below 0x20 and from 0x80 only and escapes the quote it did
//   not choose; its translate drops every byte not in a table it expects in full.
// Fix: repr by CPython's rules (Objects/bytesobject.c: ' unless the bytes hold ' and no ";
//   \\, the quote, \t \n \r, other bytes below 0x20 or from 0x7f as \xNN; bytearray's escapes
//   ' under either quote and names a subclass by its class); translate by
//   bytes_translate_impl.
// Test: tests/brython/test_builtins.py::test_bytes_repr_and_translate
(function ($B) {
  const _b_ = $B.builtins;
  const hex2 = (b) => b.toString(16).padStart(2, '0');
  // (bytearray's repr escapes ' whichever quote it chose: Objects/bytearrayobject.c)
  const bytesRepr = (source, alwaysEscapeSingle = false) => {
    let single = false, double = false;
    for (const b of source) {
      if (b === 0x27) single = true;
      else if (b === 0x22) double = true;
    }
    const quote = single && !double ? '"' : "'";
    let out = 'b' + quote;
    for (const b of source) {
      if (b === 0x5c) out += '\\\\';
      else if (b === quote.charCodeAt(0) || (alwaysEscapeSingle && b === 0x27)) out += '\\' + String.fromCharCode(b);
      else if (b === 9) out += '\\t';
      else if (b === 10) out += '\\n';
      else if (b === 13) out += '\\r';
      else if (b < 0x20 || b >= 0x7f) out += '\\x' + hex2(b);
      else out += String.fromCharCode(b);
    }
    return out + quote;
  };
  const reprOf = (type) => type === _b_.bytes
    ? (self) => bytesRepr(self.source)
    : (self) => `${$B.class_name(self)}(${bytesRepr(self.source, true)})`;
  const bufferBytes = (obj, what) => {
    if ($B.$isinstance(obj, [_b_.bytes, _b_.bytearray])) return obj.source;
    if ($B.$isinstance(obj, _b_.memoryview) || $B.$getattr(obj, '__buffer__', null) !== null) {
      return $B.$call(_b_.bytes, obj).source;
    }
    $B.RAISE(_b_.TypeError, `a bytes-like object is required, not '${$B.class_name(obj)}'`);
  };
  const translate = (type) => function () {
    const $ = $B.args('translate', 3, { self: null, table: null, delete: null }, arguments,
      { delete: $B.fast_bytes([]) }, null, null, 2);
    let table = null;
    if ($.table !== _b_.None) {
      table = bufferBytes($.table);
      if (table.length !== 256) $B.RAISE(_b_.ValueError, 'translation table must be 256 characters long');
    }
    const deleted = new Set(bufferBytes($.delete));
    const out = [];
    for (const b of $.self.source) {
      if (!deleted.has(b)) out.push(table === null ? b : table[b]);
    }
    return type === _b_.bytes ? $B.fast_bytes(out) : $B.$call(_b_.bytearray, $B.fast_bytes(out));
  };
  for (const type of [_b_.bytes, _b_.bytearray]) {
    const repr = reprOf(type);
    repr.ml = { ml_name: '__repr__' };
    const old = type.tp_repr;
    type.tp_repr = repr;
    const descriptor = $B.get_from_dict(type, '__repr__');
    if (descriptor && descriptor.wrapped === old) descriptor.wrapped = repr;
    else $B.set_to_dict(type, '__repr__', $B.wrapper_descriptor.$factory(type, '__repr__', repr));
    $B.brytorchOverlay.replaceBuiltinMethod(type, 'translate', translate(type));
  }
})(__BRYTHON__);
