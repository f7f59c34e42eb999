// Fix: the caches behind isinstance/issubclass with an abstract base class (which classes are
//   known to be subclasses, and known not to be) are JavaScript WeakSets: a cached answer
//   costs one lookup.
// Symptom: `isinstance((), collections.abc.Mapping)` took ~108 us (CPython: 0.1 us), and
//   everything built on ABC checks paid it: `OrderedDict()` (its update asks
//   `isinstance(other, Mapping)`), `inspect.signature`, typing, torch's own checks.
// Cause: Brython runs the pure-Python `_py_abc` (CPython's C `_abc` is missing), whose
//   caches are `weakref.WeakSet`s: each membership test makes a weak reference to the class
//   and hashes and compares it through Python methods (overlay 424's real weak references).
// Speed: a speed change, no behaviour change (its test checks CPython's answers, cached and
//   after a registration; the brython tier's check that a fix is needed skips it).
// Fix: `_py_abc`'s positive and negative caches are `_abc_class_cache` objects holding the
//   classes in a JS WeakSet (weak, as CPython's: a cache never keeps a class alive), with
//   the operations `_py_abc` uses: `in`, add, discard, clear. The registry (which `_py_abc`
//   iterates) stays a WeakSet.
// Test: tests/brython/test_stdlib.py::test_abc_checks_keep_cpythons_answers
(function ($B) {
  const _b_ = $B.builtins;
  const isObject = (x) => x !== null && (typeof x === 'object' || typeof x === 'function');
  const ClassCache = $B.make_builtin_class('_abc_class_cache');
  ClassCache.sq_contains = (self, cls) => isObject(cls) && self.classes.has(cls);
  ClassCache.tp_repr = (self) => '<_abc_class_cache>';
  ClassCache.tp_funcs = {
    add(self, cls) {
      if (!isObject(cls)) $B.RAISE(_b_.TypeError, `cannot create weak reference to '${$B.class_name(cls)}' object`);
      self.classes.add(cls);
      return _b_.None;
    },
    discard(self, cls) {
      if (isObject(cls)) self.classes.delete(cls);
      return _b_.None;
    },
    clear(self) {
      self.classes = new WeakSet();
      return _b_.None;
    },
  };
  ClassCache.tp_methods = ['add', 'discard', 'clear'];
  $B.set_func_names(ClassCache, '_py_abc');
  $B.finalize_type(ClassCache);
  $B.brytorchAbcClassCache = $B.brytorchOverlay.builtin('_py_abc', '_ClassCache',
    () => ({ ob_type: ClassCache, classes: new WeakSet() }));

  const overlay = $B.brytorchOverlay;
  overlay.patchStdlibSource('_py_abc', '  cls._abc_cache=WeakSet()\n  cls._abc_negative_cache=WeakSet()\n',
    '  cls._abc_cache=__BRYTHON__.brytorchAbcClassCache()\n  cls._abc_negative_cache=__BRYTHON__.brytorchAbcClassCache()\n');
  overlay.patchStdlibSource('_py_abc', '   cls._abc_negative_cache=WeakSet()\n',
    '   cls._abc_negative_cache=__BRYTHON__.brytorchAbcClassCache()\n');
})(__BRYTHON__);
