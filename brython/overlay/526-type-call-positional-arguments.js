// Fix: calling a class through type.__call__ with positional arguments only (a builtin class,
//   a class with its own __new__ or __slots__, any exception) skips the parsing of
//   type.__call__'s own arguments; a builtin exception class with the stock constructor
//   (or a Python subclass that keeps it) is made directly.
// Symptom: `ValueError("m")` cost ~1.9 us (CPython 0.1), `raise ValueError("m")` caught by
//   `except ValueError` ~6 us (0.2), `super()` ~3 us of its ~5: every raise in torch's
//   Python code (nn.Module.__getattr__ misses, hasattr-like probes at import) and every
//   instance of a class with __new__ paid it.
// Cause: none in the semantics: brython.js's type.tp_call parses its arguments with the
//   general $B.args (a keyword dict made and measured for every call), and an exception's
//   __init__ (BaseException's, AttributeError's) parses them again and checks the empty
//   keyword dict with the generic len().
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: when the last argument is not a keyword object ({$kw}), type.tp_call runs the steps
//   of brython.js's own (tp_new with the arguments as a tuple and an empty keyword dict for
//   a slot __new__, or spread with an empty {$kw} for a Python __new__; then tp_init with
//   that same tuple's items when the instance is of the class) without the parse. A class
//   whose constructor is brython.js's stock exception one (000-helpers.js's stockException,
//   as overlay 017 uses it) is made by makeException, exactly what the full call leaves.
//   `type(x)`, `type(name, bases, dict)` and any call with keywords take brython.js's path.
// Test: tests/brython/test_language.py::test_class_calls_with_positional_arguments
(function ($B) {
  const _b_ = $B.builtins;
  const objectInit = _b_.object.tp_init;
  const { stockException, makeException } = $B.brytorchOverlay;   // (000-helpers.js)

  $B.brytorchOverlay.replaceKeepingMarks(_b_.type, 'tp_call', (typeCall) => function (cls, ...args) {
    const n = args.length, last = args[n - 1];
    if (cls === undefined || cls === _b_.type || (last != null && last.$kw !== undefined)) {
      return typeCall.apply(null, arguments);
    }
    const newFunc = cls.tp_new;
    if (typeof newFunc !== 'function') return typeCall.apply(null, arguments);
    if (stockException(cls)) return makeException(cls, args);
    // One tuple for both, as brython.js: a slot __new__ may fill in its defaults there
    // (set's puts None for the missing iterable), which __init__ then receives.
    const tuple = $B.fast_tuple(args);
    const instance = newFunc.$is_slot ? newFunc(cls, tuple, $B.empty_dict()) : newFunc(cls, ...tuple, { $kw: [{}] });
    if ($B.type_check(instance, cls)) {
      const init = $B.get_class(instance).tp_init;
      if (init !== $B.NULL && init !== objectInit && typeof init === 'function') init.call(null, instance, ...tuple);
    }
    return instance;
  });
  $B.wrapper_methods.tp_call(_b_.type, 'tp_call');   // type.__call__ calls the new slot too
})(__BRYTHON__);
