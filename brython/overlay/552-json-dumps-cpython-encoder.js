// Fix: json.dumps writes what CPython's does: floats as repr() (2.0, -0.0, 1e+20, 1e-07), keys
//   True/False/None/floats as "true"/"false"/"null"/"1.5", control characters as \u00XX.
// Symptom: `json.dumps([2.0, -0.0, 1e20])` was '[2, 0, 100000000000000000000]' (CPython
//   '[2.0, -0.0, 1e+20]': a float read back became an int), `json.dumps({True: 1})` was
//   '{"True": 1}' ('{"true": 1}'), `json.dumps({None: 1})` and `json.dumps({1.5: 1})` raised
//   "keys must be str, int, float, bool or None, not dict", `json.dumps("\x00")` was
//   '"\\x00"' ('"\\u0000"').
// Cause: brython_stdlib.js's json.dumps goes to its JavaScript `_json.dumps`, which writes a
//   float's JS number, a key's str(), and strings through JavaScript's own escapes.
// Fix: json.dumps always goes through the stdlib's json.encoder.JSONEncoder (CPython's own
//   Python code, already there for `cls=`), and `_json` gets what CPython's C accelerator
//   gives that code: the two string escapers (encode_basestring, encode_basestring_ascii)
//   and make_encoder, the encoder of the compact form (no indent), written here after
//   Modules/_json.c's rules (None/True/False, str through the escaper, int and float by
//   their type's repr, NaN/Infinity, list/tuple, dict with its key conversions, sort_keys,
//   skipkeys, default(), circular references through `markers`). json.loads is unchanged
//   (docs/brython-bugs.md). Measured, json.dumps of ~1 MB (20,000 keys of 5 values each),
//   Node: 2.3 s through the Python encoder alone, 0.38 s with make_encoder (the JavaScript
//   _json.dumps it replaces: 0.94 s, and wrong; native CPython 0.01 s).
// Test: tests/brython/test_stdlib.py::test_json_dumps_writes_cpythons_text
(function ($B) {
  const _b_ = $B.builtins;
  const SHORT = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  const u4 = (code) => '\\u' + code.toString(16).padStart(4, '0');
  const textOf = (s) => (typeof s === 'string' ? s : s instanceof String ? s.valueOf() : String(s.$brython_value ?? s));
  const escaper = (asciiOnly) => function (s) {
    if (!$B.$isinstance(s, _b_.str)) $B.RAISE(_b_.TypeError, `first argument must be a string, not ${$B.class_name(s)}`);
    let out = '"';
    for (const ch of textOf(s)) {
      const code = ch.codePointAt(0);
      if (SHORT[ch] !== undefined) out += SHORT[ch];
      else if (code < 0x20) out += u4(code);
      else if (!asciiOnly || code < 0x7f) out += ch;
      else if (code < 0x10000) out += u4(code);
      else out += u4(0xd800 | ((code - 0x10000) >> 10)) + u4(0xdc00 | ((code - 0x10000) & 0x3ff));
    }
    return $B.String(out + '"');
  };
  const builtin = $B.brytorchOverlay.builtin;
  const floatRepr = _b_.float.tp_repr, intRepr = _b_.int.tp_repr;
  // CPython's encoder_encode_float: repr, or the JavaScript names of the non-finite values.
  const encodeFloat = (o, allowNan) => {
    const v = o.value;   // (a float, or a subclass instance: its value)
    if (Number.isFinite(v)) return floatRepr(o);
    if (!allowNan) $B.RAISE(_b_.ValueError, 'Out of range float values are not JSON compliant: ' + _b_.repr(o));
    return v > 0 ? 'Infinity' : v < 0 ? '-Infinity' : 'NaN';
  };
  const makeEncoder = function (markers, defaultFn, encoder, indent, keySeparator, itemSeparator,
    sortKeys, skipKeys, allowNan) {
    const $ = { markers, defaultFn, encoder, keySeparator: String(keySeparator), itemSeparator: String(itemSeparator),
      sortKeys: $B.$bool(sortKeys), skipKeys: $B.$bool(skipKeys), allowNan: $B.$bool(allowNan) };
    const fast = encoder === exports.encode_basestring || encoder === exports.encode_basestring_ascii;
    const str = (o) => textOf(fast ? encoder(o) : $B.$call(encoder, o));
    const enter = (o) => {
      if (markers === _b_.None) return null;
      const id = _b_.id(o);
      if ($B.$is_member(id, markers)) $B.RAISE(_b_.ValueError, 'Circular reference detected');
      $B.$setitem(markers, id, o);
      return id;
    };
    const leave = (id) => { if (id !== null) $B.$delitem(markers, id); };
    const encode = (o, out) => {
      if (o === _b_.None) out.push('null');
      else if (o === true) out.push('true');
      else if (o === false) out.push('false');
      else if ($B.$isinstance(o, _b_.str)) out.push(str(o));
      else if ($B.$isinstance(o, _b_.int)) out.push(textOf(intRepr(o)));
      else if ($B.$isinstance(o, _b_.float)) out.push(encodeFloat(o, $.allowNan));
      else if ($B.$isinstance(o, [_b_.list, _b_.tuple])) {
        const items = Array.from($B.make_js_iterator(o));
        if (items.length === 0) { out.push('[]'); return; }
        const id = enter(o);
        out.push('[');
        items.forEach((item, i) => { if (i > 0) out.push($.itemSeparator); encode(item, out); });
        out.push(']');
        leave(id);
      } else if ($B.$isinstance(o, _b_.dict)) {
        let items = Array.from($B.make_js_iterator($B.$call($B.$getattr(o, 'items'))));
        if (items.length === 0) { out.push('{}'); return; }
        const id = enter(o);
        if ($.sortKeys) items = Array.from($B.make_js_iterator(_b_.sorted($B.$list(items))));
        out.push('{');
        let first = true;
        for (const [key, value] of items) {
          let text;
          if ($B.$isinstance(key, _b_.str)) text = str(key);
          else if ($B.$isinstance(key, _b_.float)) text = str(encodeFloat(key, $.allowNan));
          else if (key === true || key === false || key === _b_.None) text = key === _b_.None ? '"null"' : `"${key}"`;
          else if ($B.$isinstance(key, _b_.int)) text = str(textOf(intRepr(key)));
          else if ($.skipKeys) continue;
          else $B.RAISE(_b_.TypeError, `keys must be str, int, float, bool or None, not ${$B.class_name(key)}`);
          if (!first) out.push($.itemSeparator);
          first = false;
          out.push(text, $.keySeparator);
          encode(value, out);
        }
        out.push('}');
        leave(id);
      } else {
        const id = enter(o);
        encode($B.$call(defaultFn, o), out);
        leave(id);
      }
    };
    return function (o, indentLevel) {
      const out = [];
      encode(o, out);
      return $B.fast_tuple([$B.String(out.join(''))]);
    };
  };
  const exports = {
    encode_basestring: builtin('_json', 'encode_basestring', escaper(false)),
    encode_basestring_ascii: builtin('_json', 'encode_basestring_ascii', escaper(true)),
  };
  exports.make_encoder = builtin('_json', 'make_encoder', makeEncoder);
  $B.bt_json_escapers = exports;
  $B.brytorchOverlay.patchStdlibSource('_json',
    "$B.addToImported('_json',\n    {\n",
    "$B.addToImported('_json',\n    {\n        ...$B.bt_json_escapers,\n");
  $B.brytorchOverlay.patchStdlibSource('json',
    ' if cls is None:\n  return _json.dumps(obj,1,\n  skipkeys=skipkeys,ensure_ascii=ensure_ascii,\n' +
    '  check_circular=check_circular,allow_nan=allow_nan,indent=indent,\n' +
    '  separators=separators,default=default,sort_keys=sort_keys,\n  **kw)\n',
    ' if cls is None:\n  cls=JSONEncoder\n');
})(__BRYTHON__);
