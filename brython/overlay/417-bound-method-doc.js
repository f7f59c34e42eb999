// Fix: a bound method's `__doc__` is its function's docstring.
// Symptom: `obj.method.__doc__` was "Create a bound instance method object." (the docstring of
//   the method type itself) for every method, so unittest printed that line under each failing
//   test's name as its description (`shortDescription()` reads the bound test method's doc).
// Cause: brython.js's method.tp_getattro looks the name up in the method type first and
//   returns what it finds there; for `__doc__` that is the type's docstring, a plain str.
//   CPython's method type defines `__doc__` as a getter that returns the function's.
// Fix: method.tp_getattro (and the type's cached copy, $getattribute) answers `__doc__` from the function; the type's own `__doc__`
//   (`types.MethodType.__doc__`) is unchanged.
// Test: tests/brython/test_language.py::test_bound_method_doc_is_its_functions
(function ($B) {
  const getattro = $B.method.tp_getattro;
  const withDoc = function (self, attr) {
    if (attr === '__doc__' && self.im_func !== undefined) return $B.$getattr(self.im_func, '__doc__');
    return getattro.call(this, self, attr);
  };
  $B.method.tp_getattro = withDoc;
  // (the type's cached lookup, made from tp_getattro when the type was set up)
  if ($B.method.$getattribute === getattro) $B.method.$getattribute = withDoc;
})(__BRYTHON__);
