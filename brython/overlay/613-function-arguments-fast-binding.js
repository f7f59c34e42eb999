// Fix: a Python function's arguments are bound by tables made once per function object
//   (its defaults in parameter order, a name -> position map for keywords) instead of
//   brython.js's general parser, which rebuilds them on every call.
// Symptom: `fd(1)` for `def fd(a, b=1, c=2)` cost ~0.66 us on Node against ~0.37 us for
//   `f2(1, 2)` (CPython: 0.046 and 0.037); every call that leaves a default out, passes a
//   keyword or has keyword-only parameters pays it, and the parser's frames were ~3 % of
//   `import torch` (brython.js's `parser`, overlays 509's and 576's wrappers).
// Cause: none in the semantics: brython.js's make_arguments_parser (private; behind
//   `$B.args_parser`, which every compiled Python function calls first) copies the defaults
//   into a fresh object and walks it with for-in on every call, and finds each keyword's
//   parameter with `indexOf`; overlays 509 and 576 wrap it in two more frames.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: the binding fills the frame's locals in brython.js's order (the **kwargs dict, the
//   *args tuple, the positional arguments, the keywords as passed, then the missing
//   parameters' defaults: positional ones in order, then keyword-only ones). Anything it
//   does not bind the ordinary way (a missing argument, too many, an unknown keyword
//   without **kwargs, a duplicate, a positional-only parameter named by keyword) goes, with
//   the untouched arguments, to the parser chain as it was (576 -> 509 -> brython.js),
//   which raises its TypeError or binds as before. The tables are remade when the
//   function's `__defaults__` or `__kwdefaults__` is assigned (brython.js then stores new
//   objects in the function's infos array, where the tables are kept, and which they
//   compare by identity).
// Test: tests/brython/test_language.py::test_argument_binding_matches_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const FA = $B.func_attrs;
  const slowParse = $B.args_parser;   // 576 -> 509 -> brython.js's parser
  if (typeof slowParse !== 'function') throw new Error('brytorch overlay: $B.args_parser not found');
  const UNBOUND = null;   // a parameter the call left without value or default

  function makeBinding(infos) {
    const names = infos[FA.arg_names];   // positional-only, positional, keyword-only
    const nPos = infos[FA.positional_length];
    const nKwOnly = infos[FA.kwonlyargs_length];
    const defaults = infos[FA.__defaults__];
    const kwdefaults = infos[FA.__kwdefaults__];
    const firstDefault = nPos - (defaults === _b_.None ? 0 : defaults.length);
    // Each parameter's position, for keywords (a null-prototype object: names only).
    const position = Object.create(null);
    for (let i = 0; i < nPos + nKwOnly; i++) position[names[i]] = i;
    // The defaults brython.js fills missing parameters from, in its order: the positional
    // ones, then the keyword-only ones in __kwdefaults__'s order.
    const fillNames = [], fillValues = [];
    for (let i = firstDefault; i < nPos; i++) {
      fillNames.push(names[i]);
      fillValues.push(defaults[i - firstDefault]);
    }
    let kwOnlyDefaults = 0;
    if (kwdefaults !== _b_.None) {
      for (const key in kwdefaults) {
        fillNames.push(key);
        fillValues.push(kwdefaults[key]);
        if (position[key] >= nPos) kwOnlyDefaults++;
      }
    }
    return {
      defaults, kwdefaults, names, nPos, nFormal: nPos + nKwOnly, firstDefault,
      nPosOnly: infos[FA.posonlyargs_length], position, fillNames, fillValues,
      vararg: infos[FA.args_vararg], kwarg: infos[FA.args_kwarg],
      // A call without keywords is complete once its positional parameters are.
      kwOnlyAllDefault: kwOnlyDefaults === nKwOnly,
    };
  }

  // The locals of a call, or UNBOUND when the call needs the general parser.
  function bind(t, args) {
    const nArgs = args.length;
    const last = nArgs > 0 ? args[nArgs - 1] : undefined;
    const kw = last != null ? last.$kw : undefined;
    const nGiven = kw !== undefined ? nArgs - 1 : nArgs;
    const names = t.names, nPos = t.nPos;
    if (nGiven > nPos && t.vararg === null) return UNBOUND;   // too many
    if (kw === undefined && (nGiven < t.firstDefault || !t.kwOnlyAllDefault)) return UNBOUND;   // missing
    const locals = $B.empty_dict();
    let kwargs;
    if (t.kwarg !== null) locals[t.kwarg] = kwargs = $B.empty_dict();
    if (t.vararg !== null) {
      const extra = $B.fast_tuple();
      for (let j = nPos; j < nGiven; j++) extra.push(args[j]);
      locals[t.vararg] = extra;
    }
    let filled = nGiven < nPos ? nGiven : nPos;
    for (let i = 0; i < filled; i++) locals[names[i]] = args[i];
    if (kw === undefined) {
      // Positional arguments only: the rest are defaults, in the fill order.
      const fillValues = t.fillValues, fillNames = t.fillNames, skip = t.firstDefault;
      for (let i = filled; i < nPos; i++) locals[names[i]] = fillValues[i - skip];
      for (let i = nPos - skip; i < fillNames.length; i++) locals[fillNames[i]] = fillValues[i];
      return locals;
    } else {
      const first = kw[0];
      for (const key in first) {
        const n = assign(t, locals, kwargs, key, first[key]);
        if (n < 0) return UNBOUND;
        filled += n;
      }
      for (let m = 1; m < kw.length; m++) {
        if ($B.get_class(kw[m]) !== _b_.dict) return UNBOUND;   // (576 makes them dicts)
        for (const item of _b_.dict.$iter_items(kw[m])) {
          if (typeof item.key !== 'string') return UNBOUND;
          const n = assign(t, locals, kwargs, item.key, item.value);
          if (n < 0) return UNBOUND;
          filled += n;
        }
      }
    }
    if (filled < t.nFormal) {
      const fillNames = t.fillNames, fillValues = t.fillValues;
      for (let i = 0; i < fillNames.length; i++) {
        const name = fillNames[i];
        if (!Object.hasOwn(locals, name)) {
          locals[name] = fillValues[i];
          filled++;
        }
      }
      if (filled < t.nFormal) return UNBOUND;   // a required parameter left out
    }
    return locals;
  }

  // One keyword of a call: 1 if it bound a parameter, 0 if it went to **kwargs, -1 when
  // only the parser can say what it means (unexpected, duplicate, positional-only).
  function assign(t, locals, kwargs, key, value) {
    const index = t.position[key];
    if (index === undefined) {
      if (kwargs === undefined) return -1;
      $B.str_dict_set(kwargs, key, value);
      return 0;
    }
    if (index < t.nPosOnly || Object.hasOwn(locals, key)) return -1;
    locals[key] = value;
    return 1;
  }

  $B.args_parser = function (f, args) {
    // The tables live on the function's infos array (one per function object, all of one
    // shape, so this read stays monomorphic where `f`'s own properties would not).
    const infos = f.$function_infos;
    let t = infos.$bt_binding;
    if (t === undefined || t.defaults !== infos[FA.__defaults__] || t.kwdefaults !== infos[FA.__kwdefaults__]) {
      t = infos.$bt_binding = makeBinding(infos);
    }
    const locals = bind(t, args);
    return locals !== UNBOUND ? locals : slowParse.call(this, f, args);
  };
})(__BRYTHON__);
