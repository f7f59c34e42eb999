// Fix: issubclass(x, C) with an x that is not a class raises TypeError("issubclass() arg 1
//   must be a class"), as CPython does.
// Symptom: `issubclass(np.dtype("f8"), np.generic)` raises JavascriptError "Cannot read
//   properties of undefined (reading 'indexOf')"; numpy's issubclass_ catches only TypeError,
//   so `np.issubdtype(dtype, np.integer)` fails and `import numpy.ma` with it (numpy's
//   test_numeric imports numpy.ma).
// Cause: brython.js's issubclass reads the first argument's MRO without checking it is a
//   class.
// Fix: an argument without an MRO is accepted only if it has a tuple __bases__ (CPython's
//   check) and then goes to C's __subclasscheck__; otherwise TypeError. Tuples of classes
//   are walked here so that each item gets the same check.
// Test: tests/brython/test_builtins.py::test_issubclass_arg_1_must_be_a_class
(function ($B) {
  const _b_ = $B.builtins;
  const builtinIssubclass = _b_.issubclass;
  const issubclass = function (klass, classinfo) {
    if ($B.is_tuple(classinfo)) {
      for (const item of classinfo) if (issubclass(klass, item)) return true;
      return false;
    }
    if ($B.get_mro(klass) === undefined) {
      const bases = $B.$getattr(klass, '__bases__', $B.NULL);
      if (bases === $B.NULL || !$B.is_tuple(bases)) {
        $B.RAISE(_b_.TypeError, 'issubclass() arg 1 must be a class');
      }
      const check = $B.type_getattribute($B.get_class(classinfo), '__subclasscheck__', $B.NULL);
      return check === $B.NULL ? false : $B.$bool($B.$call(check, classinfo, klass));
    }
    return builtinIssubclass(klass, classinfo);
  };
  _b_.issubclass = function (klass, classinfo) {
    // (two positional arguments need no parsing: brython.js's runtime calls it so)
    if (arguments.length !== 2 || classinfo == null || classinfo.$kw !== undefined) {
      $B.args('issubclass', 2, { cls: null, class_or_tuple: null }, arguments, {}, null, null);
    }
    return issubclass(klass, classinfo);
  };
  Object.assign(_b_.issubclass, builtinIssubclass);   // keeps Brython's marks on the builtin
})(__BRYTHON__);
