// Fix: Ellipsis and NotImplemented pickle (and copy) as references to the builtins, as in
//   CPython: their `__reduce__` is their name.
// Symptom: `pickle.dumps(...)` and `pickle.dumps(NotImplemented)` raised RecursionError
//   (torch.save of anything holding an index with `...`); `Ellipsis.__reduce__()` raised
//   "TypeError: cannot pickle 'ellipsis' object" (CPython: 'Ellipsis').
// Cause: brython.js gives their types no `__reduce__`; object's, through copyreg, makes a
//   new object of the type, whose reduction is the same again.
// Fix: both types get `__reduce__` returning the name, which pickle saves as a global.
// Test: tests/brython/test_stdlib.py::test_pickles_of_stdlib_values_match_cpython
(function ($B) {
  const _b_ = $B.builtins;
  for (const [value, name] of [[_b_.Ellipsis, 'Ellipsis'], [_b_.NotImplemented, 'NotImplemented']]) {
    const type = $B.get_class(value);
    const reduce = function (self) {
      if (arguments.length !== 1) $B.RAISE(_b_.TypeError, `__reduce__() takes no arguments (${arguments.length - 1} given)`);
      return name;
    };
    // (a method descriptor as brython.js makes for a builtin type's methods, overlay 574's way)
    reduce.ob_type = $B.builtin_method;
    type.tp_funcs = type.tp_funcs || {};
    type.tp_funcs.__reduce__ = reduce;
    $B.add_function_infos(type.tp_funcs, '__reduce__', 'builtins', `${$B.get_name(type)}.__reduce__`);
    $B.set_to_dict(type, '__reduce__', { ob_type: $B.method_descriptor, method: reduce, d_name: '__reduce__', d_type: type });
    reduce.self = $B.get_from_dict(type, '__reduce__');
  }
})(__BRYTHON__);
