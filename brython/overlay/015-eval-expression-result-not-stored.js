// Fix: eval() of a code object compiled in "eval" (or "single") mode leaves no name of its own
//   in the namespace it runs in, and does not ask a read-only mapping given as locals to
//   store one.
// Symptom: `d = {}; eval(compile("1+1", "", "eval"), {}, d)` left a key such as
//   '_765759805035038' in d (one more at every call: a namespace evaluated in a loop grew
//   without end), and with a mapping that has no __setitem__ as locals, e.g. PyPI's pytest's
//   `-k` match expressions, eval raised "TypeError: 'MatcherAdapter' object does not support
//   item assignment" (CPython: the expression's value).
// Cause: brython.js compiles such a code object as the statement `_<uuid> = <expression>`
//   run in the namespace, then reads `_<uuid>` back from it.
// Fix: that name is kept out of the namespace: a mapping's proxy holds its value itself (its
//   get and set answer that one name), and a dict has it deleted once it is read. The
//   `__file__`, `__name__` and `__doc__` that brython.js's module prologue fills in when the
//   namespace lacks them are not written into a mapping that has no __setitem__ (CPython
//   writes none of them; a dict still gets them: docs/brython-bugs.md). Numbered after 012-014, whose eval it recompiles (exec
//   calls it through 012's evalCore).
// Test: tests/brython/test_language.py::test_eval_of_a_compiled_expression_stores_nothing
(function ($B) {
  const _b_ = $B.builtins;
  const PROLOGUE_NAMES = new Set(['__file__', '__name__', '__doc__']);
  // Deletes the expression's name from a dict namespace (a mapping's proxy never stored it).
  const forget = (namespace, name) => {
    if ($B.$isinstance(namespace, _b_.dict) && $B.str_dict_get(namespace, name, $B.NULL) !== $B.NULL) $B.$delitem(namespace, name);
  };
  $B.brytorchOverlay.patchCoreFunction(_b_, 'eval', [
    ['var save_frame_obj=$B.frame_obj\nvar _ast', 'var bt_expr_value,save_frame_obj=$B.frame_obj\nvar _ast'],
    ["get(target,prop){if(prop=='$target')", "get(target,prop){if(prop===expr_name){return bt_expr_value}if(prop=='$target')"],
    ['set(target,prop,value){', 'set(target,prop,value){if(prop===expr_name){bt_expr_value=value;return true}' +
      "if(!$B.$getattr($B.get_class(target),'__setitem__',null)&&PROLOGUE_NAMES.has(prop)){return true}"],
    ['js+=`\\nreturn locals.${expr_name}`',
      'js+=`\\nvar bt_result = locals.${expr_name}\\n$B.bt_forget_expression(locals, "${expr_name}")\\nreturn bt_result`'],
    ['js+=`var result = locals.${expr_name}\\n`+',
      'js+=`var result = locals.${expr_name}\\n$B.bt_forget_expression(locals, "${expr_name}")\\n`+'],
  ], { PROLOGUE_NAMES, localNames: $B.brytorchOverlay.evalLocalNames, ...$B.brytorchOverlay.execSourceCache,
    ...$B.brytorchOverlay.evalMappingLookups });
  $B.brytorchOverlay.evalCore = _b_.eval;   // (what exec calls: overlay 012)
  $B.bt_forget_expression = forget;   // (called by the generated code, which reaches $B only)
})(__BRYTHON__);
