// Fix: bytes/bytearray .startswith and .endswith take a bytes-like prefix or a tuple of them,
//   and optional start and end, with CPython's slice semantics.
// Symptom: `magic.startswith((b'PK\x03\x04', b'PK\x05\x06'))` raised "JavascriptError: Cannot
//   access 'prefix' before initialization" (np.load of an .npz file); startswith had no `end`
//   parameter; `b'abc'.endswith(b'bc', -1)` was True (CPython: False).
// Cause: brython.js's bytes startswith declares `let prefix` inside the block that reads the
//   outer `prefix` (a temporal-dead-zone error) and would have joined the tuple's items into
//   one prefix; endswith takes -1 as "not given", so an explicit start or end of -1 is lost.
// Fix: both methods follow CPython's _Py_bytes_tailmatch: indices adjusted like a slice's,
//   `start > len` matches nothing, any item of a tuple may match, CPython's TypeErrors.
// Test: tests/brython/test_builtins.py::test_bytes_startswith_endswith
(function ($B) {
  const _b_ = $B.builtins;

  function bytesOf(obj) {   // the byte values of a bytes-like object, or null
    if ($B.$isinstance(obj, [_b_.bytes, _b_.bytearray])) return obj.source;
    if ($B.$isinstance(obj, _b_.memoryview) || (obj && obj.ob_type && obj.ob_type.$buffer_protocol)) {
      return $B.$call(_b_.bytes, obj).source;
    }
    return null;
  }

  function index(value) {   // None (null here) or an int-like slice index
    if (value === _b_.None) return null;
    if (!$B.$isinstance(value, _b_.int) && $B.$getattr(value, '__index__', $B.NULL) === $B.NULL) {
      $B.RAISE(_b_.TypeError, 'slice indices must be integers or None or have an __index__ method');
    }
    return Number($B.PyNumber_Index(value));
  }

  function tailmatch(source, sub, start, end, atEnd) {
    const len = source.length, slen = sub.length;
    if (end === null || end > len) end = len;
    else if (end < 0) end = Math.max(end + len, 0);
    if (start === null) start = 0;
    else if (start < 0) start = Math.max(start + len, 0);
    if (!atEnd) {
      if (start > len - slen) return false;
    } else {
      if (end - start < slen || start > len) return false;
      if (end - slen > start) start = end - slen;
    }
    if (end - start < slen) return false;
    for (let i = 0; i < slen; i++) if (source[start + i] !== sub[i]) return false;
    return true;
  }

  function method(name, atEnd) {
    return function () {
      const $ = $B.args(name, 4, { self: null, affix: null, start: null, end: null }, arguments,
        { start: _b_.None, end: _b_.None }, null, null);
      const start = index($.start), end = index($.end);
      const source = $.self.source;
      if ($B.is_tuple($.affix)) {
        for (const item of $.affix) {
          const sub = bytesOf(item);
          if (sub === null) {
            $B.RAISE(_b_.TypeError, `a bytes-like object is required, not '${$B.class_name(item)}'`);
          }
          if (tailmatch(source, sub, start, end, atEnd)) return true;
        }
        return false;
      }
      const sub = bytesOf($.affix);
      if (sub === null) {
        $B.RAISE(_b_.TypeError,
          `${name} first arg must be bytes or a tuple of bytes, not ${$B.class_name($.affix)}`);
      }
      return tailmatch(source, sub, start, end, atEnd);
    };
  }

  for (const type of [_b_.bytes, _b_.bytearray]) {
    $B.brytorchOverlay.replaceBuiltinMethod(type, 'startswith', method('startswith', false));
    $B.brytorchOverlay.replaceBuiltinMethod(type, 'endswith', method('endswith', true));
  }
})(__BRYTHON__);
