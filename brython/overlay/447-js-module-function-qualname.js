// Fix: a function of a module Brython writes in JavaScript (math, posix, time...) has its own
//   name as __qualname__ ('sqrt'), as CPython's C functions do, so pickle finds it again.
// Symptom: `pickle.dumps(math.sqrt)` and `torch.save(os.execv, f)` raised "PicklingError:
//   Can't pickle <function posix.execv>: it's not found as posix.posix.execv"
//   (test_serialization's weights-only blocklist test).
// Cause: brython.js $B.addToImported gives each function of a JS module the qualname
//   '<module>.<name>' ($B.add_function_infos' default); pickle looks the qualname up as an
//   attribute path inside __module__.
// Fix: $B.addToImported wrapped: the functions it names get their bare name as qualname.
// Test: tests/brython/test_stdlib.py::test_js_module_functions_pickle_by_name
(function ($B) {
  const addToImported = $B.addToImported;
  $B.addToImported = function (name, modobj) {
    const named = [];
    if (modobj !== undefined) {
      for (const attr in modobj) {
        if (typeof modobj[attr] === 'function' && !modobj[attr].$infos) named.push(attr);
      }
    }
    const result = addToImported.apply(this, arguments);
    for (const attr of named) {
      const f = modobj[attr];
      if (f.$function_infos && f.$in_js_module) $B.set_function_attr(f, '__qualname__', attr);
    }
    return result;
  };
})(__BRYTHON__);
