// Fix: str() of an exception is CPython's: '' without arguments, str(arg) of a single one
//   (None included), str(args) of several; a KeyError's is repr(arg) of a single argument,
//   else the same as any exception's. repr() is the class name followed by `(repr(arg))`
//   for a single argument, by the repr of the args tuple otherwise.
// Symptom: str(ValueError(1, 2)) was '1' (CPython '(1, 2)'), str(ValueError(None)) ''
//   (CPython 'None'), str(KeyError(1, 2)) 'KeyError(1)', repr(ValueError(1, 2))
//   'ValueError(1)'; error messages raised with several arguments lost all but the first.
// Cause: brython.js's BaseException.__str__ returns str(args[0]) whenever there is a first
//   argument that is not None, and '' otherwise; its __repr__ shows that first argument
//   alone; KeyError.__str__ falls back to that repr.
// Fix: the three slots replaced, in every builtin exception class that holds a copy of the old
//   one (brython.js gives each builtin subclass its own copy of inherited slots; OSError's,
//   overlay 359's, is its own; SyntaxError and its subclasses keep brython.js's, whose args
//   hold Brython's location details), and the __str__ and __repr__ of BaseException's and KeyError's dicts.
// Test: tests/brython/test_language.py::test_exception_str_and_repr_of_its_args
(function ($B) {
  const _b_ = $B.builtins;
  const oldStr = _b_.BaseException.tp_str, oldKeyStr = _b_.KeyError.tp_str, oldRepr = _b_.BaseException.tp_repr;
  const str = function (self) {
    const args = self.args;
    if (args.length === 0) return '';
    return _b_.str.$factory(args.length === 1 ? args[0] : args);
  };
  const repr = function (self) {
    const args = self.args;
    return $B.class_name(self) + (args.length === 1 ? `(${_b_.repr(args[0])})` : _b_.repr(args));
  };
  const keyStr = function (self) {
    return self.args.length === 1 ? _b_.repr(self.args[0]) : str(self);
  };
  for (const name in _b_) {
    const cls = _b_[name];
    if (!cls || !Array.isArray(cls.tp_mro) || !cls.tp_mro.includes(_b_.BaseException)) continue;
    if (cls.tp_mro.includes(_b_.SyntaxError)) continue;   // (its args carry location details)
    if (cls.tp_str === oldStr) cls.tp_str = str;
    else if (cls.tp_str === oldKeyStr) cls.tp_str = keyStr;
    if (cls.tp_repr === oldRepr) cls.tp_repr = repr;
  }
  str.ml = { ml_name: '__str__' };
  keyStr.ml = { ml_name: '__str__' };
  repr.ml = { ml_name: '__repr__' };
  $B.set_to_dict(_b_.BaseException, '__repr__', $B.wrapper_descriptor.$factory(_b_.BaseException, '__repr__', repr));
  $B.set_to_dict(_b_.BaseException, '__str__', $B.wrapper_descriptor.$factory(_b_.BaseException, '__str__', str));
  $B.set_to_dict(_b_.KeyError, '__str__', $B.wrapper_descriptor.$factory(_b_.KeyError, '__str__', keyStr));
})(__BRYTHON__);
