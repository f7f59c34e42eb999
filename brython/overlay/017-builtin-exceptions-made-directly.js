// Fix: the AttributeError of a missing attribute has the message as its only argument, and
//   the exceptions Brython's runtime raises itself (`$B.RAISE`, `$B.EXC`, that
//   AttributeError) are made directly when their class is a builtin exception with the
//   stock constructor, instead of through a full Python call of the class.
// Symptom: `obj.missing` raised an AttributeError whose args were `("'C' object has no
//   attribute 'missing'", [])` (CPython: the message alone); and it was slow: `try:
//   obj.missing / except AttributeError` cost ~14 us (CPython: 0.5 us), a ValueError made
//   by the runtime ~3 us; making AttributeErrors took 0.3 s of `import torch` (getattr
//   misses of torch_python and of hasattr-like lookups).
// Cause: brython.js's $B.attr_error calls `$B.$call(AttributeError, msg, [], {$kw: ...})`:
//   the `[]` meant as "no more positional arguments" is one; and each such call parses the
//   arguments of type.__call__, of the class's __init__ and of BaseException.__init__
//   (whose keyword check calls the generic len()), with name and obj in a keyword dict.
// Fix: when the class's metaclass is `type` and its __new__ and __init__ are brython.js's
//   BaseException ones (AttributeError: its own __init__, which only adds name and obj), the
//   instance is BaseException.__new__'s object with `args` set, exactly what the full call
//   leaves (000-helpers.js's stockException and makeException, which overlay 526 uses too);
//   any other class (OSError, whose __init__ overlay 359 replaces; a Python subclass with
//   its own __new__ or __init__; a class a later overlay changes) takes the full call. Numbered before 319 and
//   474, which wrap $B.attr_error (they see the same object as before).
// Test: tests/brython/test_builtins.py::test_runtime_exceptions_are_complete
(function ($B) {
  const _b_ = $B.builtins;
  const { stockException, makeException } = $B.brytorchOverlay;   // (000-helpers.js)
  const exc = $B.EXC, raise = $B.RAISE;
  $B.EXC = function (errorType, message) {
    if (typeof message === 'string' && arguments.length === 2 && stockException(errorType)) {
      return makeException(errorType, [message]);
    }
    return exc.apply(this, arguments);
  };
  $B.RAISE = function (errorType, message) {
    if (typeof message === 'string' && arguments.length === 2 && stockException(errorType)) {
      throw makeException(errorType, [message]);
    }
    return raise.apply(this, arguments);
  };
  const attrError = $B.attr_error;
  $B.attr_error = function (name, obj) {
    if (!stockException(_b_.AttributeError)) return attrError.apply(this, arguments);
    // brython.js's wording (overlay 474 rewords a module's)
    const message = ($B.is_type(obj) ? `type object '${obj.tp_name}'` : `'${$B.class_name(obj)}' object`) +
      ` has no attribute '${name}'`;
    const err = makeException(_b_.AttributeError, [message]);
    err.name = name;
    err.obj = obj;
    return err;
  };
})(__BRYTHON__);
