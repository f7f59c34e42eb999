// Fix: str.format, format_map, replace, the case methods, repetition (`s * n`) and the repr
//   of lists, tuples, dicts and sets count a character past U+FFFF as one, as every other
//   str does.
// Symptom: `len("{}".format("\U0001F600"))`, `len("a".replace("a", "\U0001F600"))`,
//   `len("\U0001F600".upper())` were 2 and `len("\U0001F600" * 3)` 6 (CPython: 1, 1, 1, 3);
//   indexing and slicing such a result went wrong the same way.
// Cause: these build their result as a plain JavaScript string and return it as it is;
//   Brython knows a str's astral characters only from the String object $B.String makes
//   (see overlay 490, which fixed join, slices and f-strings).
// Fix: their results go through $B.String (cheap when there is no astral character,
//   overlay 490); the method descriptors and the `*` slot wrappers are rewired to the new
//   functions. The compiler folds `"\U0001F600" * 3` into a constant, which is now such a
//   String object: a constant's code is made from its text (which marks the characters).
// Test: tests/brython/test_builtins.py::test_str_builders_count_astral_characters
(function ($B) {
  const _b_ = $B.builtins, str = _b_.str;
  const counted = (fn) => function () {
    const result = fn.apply(this, arguments);
    return typeof result === 'string' ? $B.String(result) : result;
  };
  for (const name of ['format', 'format_map', 'replace', 'upper', 'lower', 'capitalize', 'title', 'swapcase', 'casefold']) {
    $B.brytorchOverlay.replaceBuiltinMethod(str, name, counted(str.tp_funcs[name]));
  }
  const repeat = str.sq_repeat, countedRepeat = counted(repeat);
  str.sq_repeat = countedRepeat;
  for (const name of ['__mul__', '__rmul__']) {
    const descriptor = $B.get_from_dict(str, name);
    if (!descriptor || descriptor.wrapped !== repeat) throw new Error(`brytorch overlay: str.${name} slot wrapper not found`);
    descriptor.wrapped = countedRepeat;
  }
  for (const type of [_b_.list, _b_.tuple, _b_.dict, _b_.set, _b_.frozenset]) type.tp_repr = counted(type.tp_repr);
  const constantToJs = $B.ast.Constant.prototype.to_js;
  $B.ast.Constant.prototype.to_js = function () {
    if (this.value instanceof String) this.value = this.value.valueOf();
    return constantToJs.apply(this, arguments);
  };
})(__BRYTHON__);
