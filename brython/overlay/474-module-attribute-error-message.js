// Fix: a module's missing attribute raises "module 'mod' has no attribute 'x'" (or "module
//   has no attribute 'x'" when the module has no str __name__), as CPython's module type.
// Symptom: `os.missing` raised "'module' object has no attribute 'missing'"; tests that
//   match CPython's message (assertRaisesRegex(AttributeError, "module 'torch' has no
//   attribute"), doctests) failed on the wording.
// Cause: brython.js $B.attr_error words every non-type object as "'<class>' object"; the
//   module type's tp_getattro returns NULL and leaves the message to it.
// Fix: $B.attr_error words it for instances of the module type (and its subclasses) with
//   the module's own __name__; name and obj stay set on the exception. An error raised by
//   the module's own __getattr__ (overlay 319 hands it back) keeps its message: numpy's
//   "`np.float` was a deprecated alias for the builtin `float`..." was reworded.
// Test: tests/brython/test_language.py::test_module_attribute_error_message,
//   test_module_getattr_error_keeps_its_message
(function ($B) {
  const _b_ = $B.builtins;
  const attrError = $B.attr_error;
  $B.attr_error = function (name, obj) {
    const exc = attrError(name, obj);
    const generic = `'${$B.class_name(obj)}' object has no attribute '${name}'`;   // brython.js's wording
    if (obj !== undefined && obj !== null && !$B.is_type(obj) && $B.$isinstance(obj, $B.module) &&
        exc.args && exc.args[0] === generic) {
      const dict = $B.get_dict(obj);
      const modName = dict ? $B.get_from_dict(obj, '__name__', $B.NULL) : $B.NULL;
      exc.args[0] = modName !== $B.NULL && $B.is_str(modName)
        ? `module '${modName}' has no attribute '${name}'`
        : `module has no attribute '${name}'`;
    }
    return exc;
  };
})(__BRYTHON__);
