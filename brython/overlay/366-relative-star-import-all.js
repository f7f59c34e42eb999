// Fix: a relative `from .mod import *` takes the names in mod.__all__ when it has one, as an
//   absolute star import already does (and as CPython does).
// Symptom: numpy._core.numeric ends with `from .umath import *`; umath's namespace holds the
//   C `count_nonzero` and `correlate` (not in its __all__), which then replace numeric's own
//   Python functions: `np.count_nonzero(a, axis=0)` raises "count_nonzero() takes no keyword
//   arguments" (numpy's linalg tests, `np.linalg.matrix_rank`).
// Cause: brython.js's $B.$import_from copies every public name of the module for a relative
//   star import, ignoring __all__.
// Fix: a relative star import runs into a scratch namespace; the module it imported (found
//   as $B.$import_from finds it: the importing module's package, `level - 1` parents up,
//   then `mod`) gives its __all__ names, or else the scratch names are taken.
// Test: tests/brython/test_language.py::test_relative_star_import_honours_all
(function ($B) {
  const importFrom = $B.$import_from;   // overlay 310's wrapper, which calls brython.js's
  $B.$import_from = function (module, names, aliases, level, locals, inum) {
    if (!(level > 0 && names.length > 0 && names[0] === '*')) return importFrom.apply(this, arguments);
    const scratch = {};
    const res = importFrom.call(this, module, names, aliases, level, scratch, inum);
    let parts = String($B.frame_obj.frame[2]).split('.');
    if (!($B.imported[parts.join('.')] || {}).$is_package) parts.pop();
    parts = parts.slice(0, parts.length - (level - 1));
    const target = module ? `${parts.join('.')}.${module}` : parts.join('.');
    const modobj = $B.imported[target];
    const all = modobj ? $B.$getattr(modobj, '__all__', $B.NULL) : $B.NULL;
    if (all === $B.NULL) {
      Object.assign(locals, scratch);
    } else {
      for (const name of $B.make_js_iterator(all)) locals[name] = $B.$getattr(modobj, name);
    }
    return res;
  };
})(__BRYTHON__);
