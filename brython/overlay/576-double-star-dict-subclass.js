// Fix: `f(**m)` works for any mapping given to a Python function: a dict subclass (an
//   OrderedDict, torch.fx's immutable_dict) passes its items as CPython's merge does.
// Symptom: `f(**OrderedDict(b=2))` or `f(**D(a=1))` with `class D(dict)` raised
//   "JavascriptError: keys_method is not a function" (CPython: {'b': 2}); torch.fx's
//   Interpreter calls `target(*args, **kwargs)` with an immutable_dict, so ShapeProp failed
//   (test_fx's TestConstFold::test_const_fold_tensor_meta).
// Cause: brython.js's argument parser (make_arguments_parser, behind $B.args_parser) calls
//   the `keys` and `__getitem__` it looks up on a mapping that is not exactly a dict as
//   JavaScript functions; a dict subclass's are dict's method descriptors.
// Fix: before the parser reads a call's `**` mappings, each one that is not exactly a dict
//   becomes one, as CPython's dict merge reads it: a dict subclass that keeps dict's
//   __iter__ through the dict's own items (its keys() and __getitem__ unused), any other
//   mapping through its keys() and its [key]; an object without keys() raises CPython's
//   "f() argument after ** must be a mapping, not T".
// Test: tests/brython/test_language.py::test_double_star_of_dict_subclasses_and_mappings
(function ($B) {
  const _b_ = $B.builtins;
  const dictIter = $B.search_in_mro(_b_.dict, '__iter__');
  const QUALNAME = $B.func_attrs.__qualname__;

  function asDict(mapping, f) {
    const cls = $B.get_class(mapping);
    const out = $B.empty_dict();
    if ($B.$isinstance(mapping, _b_.dict) && $B.search_in_mro(cls, '__iter__') === dictIter) {
      for (const item of _b_.dict.$iter_items(mapping)) $B.$setitem(out, item.key, item.value);
      return out;
    }
    const keys = $B.$getattr(mapping, 'keys', null);
    if (keys === null) {
      const name = f.$function_infos?.[QUALNAME] ?? 'function';
      $B.RAISE(_b_.TypeError, `${name}() argument after ** must be a mapping, not ${$B.class_name(mapping)}`);
    }
    for (const key of $B.make_js_iterator($B.$call(keys))) $B.$setitem(out, key, $B.$getitem(mapping, key));
    return out;
  }

  const argsParser = $B.args_parser;
  $B.args_parser = function (f, args) {
    const last = args[args.length - 1];
    const kw = last != null ? last.$kw : undefined;
    if (kw !== undefined) {
      for (let i = 1; i < kw.length; i++) {
        if ($B.get_class(kw[i]) !== _b_.dict) kw[i] = asDict(kw[i], f);
      }
    }
    return argsParser.call(this, f, args);
  };
})(__BRYTHON__);
