// Fix: $B.args (brython.js's argument parser of builtin functions and methods) fills its
//   slots directly when it is given positional arguments only and the function has no
//   keyword-only parameters.
// Symptom: `d.get("a")` cost ~0.82 us (CPython 0.05), a third of it in $B.args,
//   $B.parse_args and the dict they make; most builtin methods (dict.get, str.join,
//   list.pop, ...) parse their arguments through it on every call. With this: ~0.73 us.
// Cause: none in the semantics: $B.args builds a defaults list and a keyword-defaults dict
//   and runs the general parser (keyword arguments, positional-only checks, error
//   reporting) for every call, including the common one of positional arguments only.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: with no `{$kw}` argument, no more arguments than positional parameters and no
//   keyword-only parameter, the slots get the arguments, then the defaults of the missing
//   ones when $dobj holds defaults for the last parameters only (so that they are the ones
//   $B.parse_args would pick), an empty tuple for *args and an empty dict for **kwargs, and
//   the generator mark the parser leaves; anything else (a missing argument, too many,
//   keywords) goes to brython.js's $B.args, which raises or parses as before.
// Test: tests/brython/test_builtins.py::test_builtin_arguments_positional_and_defaults
(function ($B) {
  const _b_ = $B.builtins;
  const parse = $B.args;
  $B.args = function (fname, argcount, slots, args, $dobj, vararg, kwarg) {
    const n = args.length;
    if (n > argcount) return parse.apply(null, arguments);
    const names = Object.keys(slots);
    if (names.length !== argcount) return parse.apply(null, arguments);   // keyword-only parameters
    let generators = false;
    for (let i = 0; i < n; i++) {
      const a = args[i];
      if (a != null && a.$kw !== undefined) return parse.apply(null, arguments);
      if (a && $B.get_class(a) === $B.generator) generators = true;
    }
    if (n < argcount) {
      // $B.parse_args takes the j-th default from the end of the list of the positional names
      // $dobj holds: the same as $dobj[names[j]] when those names are the last ones.
      if (!$dobj) return parse.apply(null, arguments);
      let withDefault = 0;
      for (let j = argcount - 1; j >= 0 && Object.hasOwn($dobj, names[j]); j--) withDefault++;
      if (argcount - withDefault > n) return parse.apply(null, arguments);
      for (let j = 0; j < argcount - withDefault; j++) if (Object.hasOwn($dobj, names[j])) return parse.apply(null, arguments);
      for (let j = n; j < argcount; j++) slots[names[j]] = $dobj[names[j]];
    }
    for (let i = 0; i < n; i++) slots[names[i]] = args[i];
    if (generators) slots.$has_generators = true;
    if (kwarg) slots[kwarg] = _b_.dict.$from_js({});
    if (vararg) slots[vararg] = $B.fast_tuple([]);
    return slots;
  };
})(__BRYTHON__);
