// Fix: when exec or eval is given locals that are a mapping but not a dict, every name the
//   code looks up there is asked of the mapping's __getitem__, names that start with `$`
//   included, and an exception other than KeyError from __getitem__ propagates, as in
//   CPython (a KeyError means "not there": the globals and builtins are tried next).
// Symptom: PyPI's pytest ended every run given `-k EXPR` with an internal error: its match
//   expressions compile each identifier to a name with a `$` prefix and evaluate the code
//   with a mapping as locals, and here the name was not found (NameError '$seed'); and an
//   error inside such a __getitem__ turned into a NameError naming the key.
// Cause: overlay 012's proxy for such a mapping answers every `$`-prefixed property with
//   undefined, because brython.js reads its own `$` properties (`$proxy`, `$dict`...) from
//   the same object; and it caught every exception of __getitem__.
// Fix: brython.js resolves a Python name through $B.resolve_in_scopes, which now records the
//   name it is looking up; the proxy asks the mapping for that name whatever its first
//   character, and lets any exception but KeyError through for it. Other property reads
//   (brython.js's own) are answered as before. Numbered after 012 and 013, whose eval it
//   recompiles (exec calls it through 012's evalCore).
// Test: tests/brython/test_language.py::test_eval_with_a_mapping_resolves_every_name
(function ($B) {
  const _b_ = $B.builtins;
  const resolving = { name: null };   // the Python name $B.resolve_in_scopes is looking up
  $B.brytorchOverlay.replaceKeepingMarks($B, 'resolve_in_scopes', (original) => function (name) {
    const outer = resolving.name;
    resolving.name = name;
    try {
      return original.apply(this, arguments);
    } finally {
      resolving.name = outer;
    }
  });
  $B.brytorchOverlay.evalMappingLookups = { resolving };   // (overlay 015 recompiles this eval)
  const dollarFilter = "else if(typeof prop!=='string'||prop[0]==='$'||prop==='hasOwnProperty'){return undefined}";
  $B.brytorchOverlay.patchCoreFunction(_b_, 'eval', [
    ...(_b_.eval.toString().includes(dollarFilter) ? [[dollarFilter,   // (overlay 012's; absent when it is left out)
      "else if(typeof prop!=='string'||(prop[0]==='$'&&prop!==resolving.name)||prop==='hasOwnProperty'){return undefined}"]] : []),
    ['return $B.$call(getitem,target,prop)}catch(err){return undefined}',
      'return $B.$call(getitem,target,prop)}catch(err){' +
      'if(prop===resolving.name&&!$B.is_exc(err,[_b_.KeyError])){throw err}return undefined}'],
  ], { resolving, localNames: $B.brytorchOverlay.evalLocalNames, ...$B.brytorchOverlay.execSourceCache });
  $B.brytorchOverlay.evalCore = _b_.eval;   // (what exec calls: overlay 012)
})(__BRYTHON__);
