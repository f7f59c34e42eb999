// Fix: the errors of list.pop, bytearray.pop, dict.popitem, range(), chr(), min() and max() say
//   what CPython 3.13 says.
// Symptom: `[].pop()` said "pop index out of range" (CPython: "pop from empty list"),
//   `bytearray().pop()` likewise ("pop from empty bytearray"); `{}.popitem()` raised
//   KeyError("'popitem(): dictionary is empty'"), whose str shows the quotes twice;
//   `range(0, 1, 0)`: "range arg 3 must not be zero" ("range() arg 3 ..."); `chr(-1)`:
//   "Outside valid range" ("chr() arg not in range(0x110000)"); `max([])`: "max() arg is an empty
//   sequence" ("max() iterable argument is empty", as of 3.12), `max(1, 2, x=3)`: "'x' is an
//   invalid keyword argument for max()" ("max() got an unexpected keyword argument 'x'").
// Cause: brython.js's own texts.
// Fix: pop and popitem check the empty case first; range.tp_new and chr are recompiled
//   with CPython's texts; min and max give CPython's messages for those two errors.
// Test: tests/brython/test_builtins.py::test_builtin_error_messages
(function ($B) {
  const _b_ = $B.builtins;
  const { patchCoreFunction, replaceBuiltinMethod } = $B.brytorchOverlay;

  const listPop = _b_.list.tp_funcs.pop;
  replaceBuiltinMethod(_b_.list, 'pop', function (self, ...args) {
    if ($B.is_list(self) && self.length === 0 && (args.length === 0 || $B.is_int(args[0]))) {
      $B.RAISE(_b_.IndexError, 'pop from empty list');
    }
    return listPop.call(this, self, ...args);
  });
  const bytearrayPop = _b_.bytearray.tp_funcs.pop;
  replaceBuiltinMethod(_b_.bytearray, 'pop', function (self, ...args) {
    if (self?.source?.length === 0 && (args.length === 0 || $B.is_int(args[0]))) {
      $B.RAISE(_b_.IndexError, 'pop from empty bytearray');
    }
    return bytearrayPop.call(this, self, ...args);
  });
  const popitem = _b_.dict.tp_funcs.popitem;
  replaceBuiltinMethod(_b_.dict, 'popitem', function (self) {
    if (arguments.length === 1 && $B.$isinstance(self, _b_.dict) && _b_.dict.mp_length(self) === 0) {
      $B.RAISE(_b_.KeyError, 'popitem(): dictionary is empty');
    }
    return popitem.apply(this, arguments);
  });

  patchCoreFunction(_b_.range, 'tp_new', [['"range arg 3 must not be zero"', '"range() arg 3 must not be zero"']],
    { range: _b_.range });
  patchCoreFunction(_b_, 'chr', [["'Outside valid range'", "'chr() arg not in range(0x110000)'"]],
    { check_nb_args_no_kw: $B.check_nb_args_no_kw });
  // (brython.js words these in a private helper that min and max share)
  for (const name of ['min', 'max']) {
    const empty = `${name}() arg is an empty sequence`;
    const keyword = new RegExp(`^'(.*)' is an invalid keyword argument for ${name}\\(\\)$`);
    $B.brytorchOverlay.replaceKeepingMarks(_b_, name, (original) => function () {
      try {
        return original.apply(this, arguments);
      } catch (err) {
        const message = err.args?.[0];
        if ($B.is_exc(err, [_b_.ValueError]) && message === empty) {
          $B.RAISE(_b_.ValueError, `${name}() iterable argument is empty`);
        }
        const bad = $B.is_exc(err, [_b_.TypeError]) && typeof message === 'string' && keyword.exec(message);
        if (bad) $B.RAISE(_b_.TypeError, `${name}() got an unexpected keyword argument '${bad[1]}'`);
        throw err;
      }
    });
  }
})(__BRYTHON__);
