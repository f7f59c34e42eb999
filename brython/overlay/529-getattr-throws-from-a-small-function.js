// Fix: a missing attribute's AttributeError is thrown by a small function around
//   brython.js's $B.$getattr, not inside it; the errors $B.$getattr re-raises go through a
//   one-line helper.
// Symptom: `try: obj.missing / except AttributeError: pass` cost ~10 us (CPython 0.5), ~6 us
//   of it inside V8 (a perf profile: Code::GetBytecodeOffsetForBaselinePC under the
//   exception unwinder); every caught attribute miss paid it (hasattr-like probes at
//   import, getattr misses handled by `except AttributeError`).
// Cause: none in the semantics: V8 finds where a frame of baseline-compiled (Sparkplug)
//   code stands by walking that function's code from its start, once to place the throw
//   and once more for each such frame the exception passes through on its way to a
//   handler: a cost that grows with the function's size (measured on Node 26: ~1 us to
//   throw from a one-line function, ~6 us from a function of 200 short lines). $B.$getattr
//   (recompiled by overlays 324, 328, 352 and 472) is large and runs as baseline code.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: brython.js's $B.$getattr returns a private marker where it threw the AttributeError
//   of a missing attribute; the new $B.$getattr calls it and throws that error itself. Its
//   re-raises of other errors (`throw err`) call $B.brytorchThrow(err), which throws.
// Test: tests/brython/test_language.py::test_attribute_errors_caught
(function ($B) {
  $B.brytorchThrow = function (exc) { throw exc; };
  const missing = { missing: true };
  const replacements = [
    ['throw $B.attr_error(attr,obj)', 'return bt_missing'],
    ["console.log('obj',obj,'klass',klass)\nthrow err", "console.log('obj',obj,'klass',klass)\n$B.brytorchThrow(err)"],
  ];
  // (the re-raise overlay 472 adds, when it is loaded)
  if ($B.$getattr.toString().includes('{throw err}res=$B.NULL')) {
    replacements.push(['{throw err}res=$B.NULL', '{$B.brytorchThrow(err)}res=$B.NULL']);
  }
  $B.brytorchOverlay.patchCoreFunction($B, '$getattr', replacements, { bt_missing: missing });
  const lookup = $B.$getattr;
  $B.$getattr = function (obj, attr, _default) {
    const res = lookup(obj, attr, _default);
    if (res === missing) throw $B.attr_error(attr, obj);
    return res;
  };
  for (const key of Object.keys(lookup)) $B.$getattr[key] = lookup[key];
})(__BRYTHON__);
