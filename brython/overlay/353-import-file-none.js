// Fix: __import__ accepts globals whose __file__ is not a str (None, as CPython allows).
// Symptom: `__import__("json", {"__file__": None})` raises "JavascriptError:
//   file.startsWith is not a function" (numpy.random's Cython modules import with their
//   module dict as globals, where __file__ is None).
// Cause: brython.js $B.$__import__ reads globals['__file__'] to decide whether the importer is
//   a stdlib module and calls startsWith on it unchecked.
// Fix: a __file__ that is not a str is treated as absent for that decision (the importer is
//   then not a stdlib module, which is what a missing __file__ means there).
// Test: tests/brython/test_runtime.py::test_import_with_a_none_file_in_globals
(function ($B) {
  const _b_ = $B.builtins;
  const dunderImport = $B.$__import__;
  $B.$__import__ = function (modName, globals, locals, fromlist) {
    if (globals !== _b_.None && globals !== undefined && $B.$isinstance(globals, _b_.dict)) {
      const file = $B.str_dict_get(globals, '__file__', $B.NULL);
      if (file !== $B.NULL && typeof file !== 'string' && !(file instanceof String)) {
        const copy = $B.$call($B.$getattr(globals, 'copy'));
        $B.$delitem(copy, '__file__');
        arguments[1] = copy;
      }
    }
    return dunderImport.apply(this, arguments);
  };
})(__BRYTHON__);
