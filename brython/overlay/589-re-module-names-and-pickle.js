// Fix: re's functions and classes name 're' as their module, and a compiled pattern pickles
//   as CPython's does: a call of `re._compile(pattern, flags)`.
// Symptom: `pickle.dumps(re.compile("ab"))` raised "PicklingError: Can't pickle <class
//   'Pattern'>: it's not found as builtins.Pattern" (torch.save of any object holding a
//   compiled regex failed), a pickle of `re.compile` named the module `python_re` (CPython
//   cannot load it), and `re.Pattern`, `re.Match`, `re.error` printed as `<class 'Pattern'>`...
//   (CPython: `<class 're.Pattern'>`). Pickling `re.IGNORECASE` raised "Can't pickle <class
//   'Flag'>".
// Cause: Brython's re is the JS module python_re, re-exported by `re`: its classes have no
//   `__module__` (so 'builtins'), its functions are retyped as builtins of 'python_re' by
//   overlay 486, and Pattern.__reduce_ex__ returns a private reconstructor with the class and
//   its MRO as arguments, which pickle must find by module and name.
// Fix: once python_re is imported, its classes get `__module__` 're' and its functions
//   `__module__` 're' (`re` re-exports each of them); Pattern's __reduce__ and __reduce_ex__
//   return `(re._compile, (pattern, flags))`, flags as CPython reports them (a str pattern
//   without ASCII carries UNICODE), and `re` defines `_compile` (CPython's name: it compiles,
//   through the cache); a flag reduces to `re.RegexFlag(value)`, as CPython's.
// Test: tests/brython/test_stdlib.py::test_re_names_its_module_and_pickles_patterns
(function ($B) {
  const _b_ = $B.builtins;
  const UNICODE = 32, ASCII = 256;
  $B.brytorchOverlay.patchStdlibSource('re', "python_re._reconstructor.__module__='re'\n",
    "python_re._reconstructor.__module__='re'\n\ndef _compile(pattern,flags):\n return compile(pattern,flags)\n");
  const addToImported = $B.addToImported;
  $B.addToImported = function (name, modobj) {
    const result = addToImported.apply(this, arguments);
    if (name !== 'python_re') return result;
    for (const cls of [modobj.Pattern, modobj.Match, modobj.Scanner, modobj.error]) {
      $B.set_to_dict(cls, '__module__', 're');
    }
    for (const attr in modobj) {
      const f = modobj[attr];
      if (typeof f === 'function' && f.m_module === 'python_re') f.m_module = 're';
    }
    const Pattern = modobj.Pattern;
    const reduce = function (self) {
      const compile = $B.$getattr($B.imported.re, '_compile');
      let flags = $B.$getattr(self, 'flags');
      flags = typeof flags === 'number' ? flags : $B.$call(_b_.int, flags);
      const pattern = $B.$getattr(self, 'pattern');
      if ($B.$isinstance(pattern, _b_.str) && !(flags & ASCII)) flags |= UNICODE;
      return $B.fast_tuple([compile, $B.fast_tuple([pattern, flags])]);
    };
    $B.brytorchOverlay.replaceBuiltinMethod(Pattern, '__reduce__', reduce);
    $B.brytorchOverlay.replaceBuiltinMethod(Pattern, '__reduce_ex__', (self, protocol) => reduce(self));
    // A flag (re.IGNORECASE...) is python_re's Flag object here, re.RegexFlag in CPython:
    // it pickles as CPython's, `RegexFlag(value)`.
    const Flag = $B.get_class(modobj.I);
    const reduceFlag = (self) => $B.fast_tuple([$B.$getattr($B.imported.re, 'RegexFlag'), $B.fast_tuple([self.value])]);
    Flag.tp_funcs = Flag.tp_funcs || {};
    Flag.tp_funcs.__reduce_ex__ = (self, protocol) => reduceFlag(self);
    Flag.tp_funcs.__reduce_ex__.ob_type = $B.builtin_method;
    $B.set_to_dict(Flag, '__reduce_ex__', { ob_type: $B.method_descriptor, method: Flag.tp_funcs.__reduce_ex__,
      d_name: '__reduce_ex__', d_type: Flag });
    Flag.tp_funcs.__reduce_ex__.self = $B.get_from_dict(Flag, '__reduce_ex__');
    return result;
  };
})(__BRYTHON__);
