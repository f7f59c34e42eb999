// Fix: hasattr() returns False only when getting the attribute raises AttributeError; any
//   other exception propagates, as in CPython.
// Symptom: `hasattr(real_tensor, 'imag')` was False; PyTorch raises RuntimeError ("imag is
//   not implemented for tensors with non-complex dtypes"), which CPython's hasattr passes on
//   (test_autograd's test_dir); a property or __getattr__ raising anything was "missing".
// Cause: brython.js's hasattr catches every exception.
// Fix: hasattr rethrows what is not an AttributeError (JavaScript errors too). It asks
//   $B.$getattr with a default, so a plain miss makes no exception object: raising and
//   catching one cost ~15 us a miss (CPython: 0.07 us), 0.25 s of `import torch`.
// Test: tests/brython/test_builtins.py::test_hasattr_passes_on_other_exceptions
(function ($B) {
  const _b_ = $B.builtins;
  const original = _b_.hasattr;
  const MISSING = {};   // $B.$getattr's default: no Python value is this object
  _b_.hasattr = function (obj, attr) {
    if (arguments.length !== 2) return original.apply(this, arguments);   // (its argument errors)
    if (!$B.$isinstance(attr, _b_.str)) {
      $B.RAISE(_b_.TypeError, `attribute name must be string, not '${$B.class_name(attr)}'`);
    }
    try {
      return $B.$getattr(obj, attr, MISSING) !== MISSING;
    } catch (err) {
      if ($B.is_exc(err, [_b_.AttributeError])) return false;
      throw err;
    }
  };
  for (const key of Object.keys(original)) _b_.hasattr[key] = original[key];
})(__BRYTHON__);
