// Fix: bytes.decode, bytearray.decode, str.encode and str(b, encoding, errors) take the
//   encoding and errors as any str (a subclass instance too) and refuse the rest with
//   CPython's TypeError.
// Symptom: `b'a'.decode(S('ascii'))` for `class S(str)` raises "JavascriptError:
//   encoding.toLowerCase is not a function", and so does `b'a'.decode(1)` where CPython
//   says "decode() argument 'encoding' must be str, not int"; numpy's `np.char.decode` and
//   `np.char.encode` pass their encoding as a numpy.str_ (numpy's test_defchararray).
// Cause: brython.js's codec lookup calls JS string methods on the argument as given.
// Fix: the four entry points turn a str subclass instance into its JS string first (a plain
//   str passes as it is) and raise for anything else; the codec code below them is unchanged.
// Test: tests/brython/test_builtins.py::test_codec_names_may_be_str_subclasses
(function ($B) {
  const _b_ = $B.builtins;

  // A JS string for a str argument; `undefined` (not given) stays undefined for the defaults.
  function plainStr(fname, argname, value) {
    if (value === undefined || typeof value === 'string') return value;
    if ($B.$isinstance(value, _b_.str)) {
      const text = value.$brython_value !== undefined ? value.$brython_value : value;
      return typeof text === 'string' ? text : _b_.str.$factory(text);
    }
    $B.RAISE(_b_.TypeError, `${fname}() argument '${argname}' must be str, not ${value === _b_.None ? 'None' : $B.class_name(value)}`);
  }

  for (const [type, name] of [[_b_.bytes, 'decode'], [_b_.bytearray, 'decode'], [_b_.str, 'encode']]) {
    const original = type.tp_funcs[name];
    $B.brytorchOverlay.replaceBuiltinMethod(type, name, function () {
      const $ = $B.args(name, 3, { self: null, encoding: null, errors: null }, arguments,
        { encoding: 'utf-8', errors: 'strict' }, null, null);
      return original($.self, plainStr(name, 'encoding', $.encoding), plainStr(name, 'errors', $.errors));
    });
  }

  // str(b, encoding, errors) decodes through it; brython.js calls it with the bytes alone too
  // (`b'%s' % x` for x with __bytes__), and then the defaults apply.
  const bytesDecode = $B.bytes_decode;
  $B.bytes_decode = function (obj, encoding, errors) {
    const args = [obj];
    if (encoding !== undefined) args.push(plainStr('str', 'encoding', encoding));
    if (errors !== undefined) args.push(plainStr('str', 'errors', errors));
    return bytesDecode(...args);
  };
})(__BRYTHON__);
