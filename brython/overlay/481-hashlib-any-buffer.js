// Fix: hashlib's md5/sha1/sha2 objects hash any object with the buffer protocol (bytearray,
//   memoryview, array.array, a numpy array), refuse a str with "Strings must be encoded
//   before hashing" and anything else with "object supporting the buffer API required"
//   (TypeError), as CPython's.
// Symptom: `hashlib.md5(bytearray(b"a"))` or `hashlib.sha256(np.arange(3))` raised
//   "JavascriptError: _b_.TypeError is not a function"; numpy's random tests, which hash the
//   arrays they draw, failed so.
// Cause: brython_stdlib.js hashlib's bytes2WordArray accepts only exact bytes and reports
//   anything else by calling the TypeError class as a JavaScript function.
// Fix: other objects go through memoryview (the buffer protocol) to bytes; the two errors
//   are raised as CPython words them.
// Test: tests/brython/test_stdlib.py::test_hashlib_hashes_any_buffer
__BRYTHON__.brytorchOverlay.patchStdlibSource('hashlib',
  '    if (!$B.is_bytes(obj)) {\n        throw _b_.TypeError("expected bytes, got " + $B.class_name(obj))\n    }\n',
  '    if (!$B.is_bytes(obj)) {\n' +
  '        if ($B.$isinstance(obj, _b_.str)) {\n' +
  '            $B.RAISE(_b_.TypeError, "Strings must be encoded before hashing")\n' +
  '        }\n' +
  '        let view\n' +
  '        try {\n' +
  '            view = $B.$call(_b_.memoryview, obj)\n' +
  '        } catch (err) {\n' +
  '            $B.RAISE(_b_.TypeError, "object supporting the buffer API required")\n' +
  '        }\n' +
  '        obj = $B.$call($B.$getattr(view, "tobytes"))\n' +
  '    }\n');
