// Fix: `__module__` of a built-in class is 'builtins' (or the module CPython names), never the
//   descriptor its instances' `__module__` comes from; typing.Generic and
//   typing.TypeAliasType say 'typing'.
// Symptom: `types.FunctionType.__module__` was `<attribute '__module__' of 'function'
//   objects>`, `type.__module__` likewise (CPython: 'builtins'), and their `__qualname__`
//   `<attribute '__qualname__' of 'function' objects>` (CPython: 'function'): typing's
//   `_type_repr` and every "module.qualname" printer of types (torch.fx's code generation
//   among them) built names from a descriptor.
//   `repr(typing.Generic)` was `<class '_typing.Generic'>`; a class of a JS module printed
//   without its module (`<class 'Pattern'>`, CPython `<class 're.Pattern'>`).
// Cause: brython.js's `type.__module__` and `__qualname__` return whatever the class's dict
//   holds under that name; for `function` and `type` that is the descriptor of their
//   instances' attribute. CPython reads the dict only for classes made by
//   a class statement (heap types); a built-in class's module comes from its C name. Brython's
//   _typing (Python source) defines Generic and TypeAliasType without the `__module__` its
//   other classes set. Its repr() of a built-in class printed the bare name.
// Fix: a getset or member descriptor found there gives 'builtins' (the class's name for
//   `__qualname__`); repr() of a built-in class
//   whose dict names a module other than builtins prints `module.name`. _typing's two classes set `__module__ = 'typing'`, as its others do.
// Test: tests/brython/test_builtins.py::test_module_of_builtin_classes
(function ($B) {
  const _b_ = $B.builtins;
  const type = _b_.type;
  const getModule = type.tp_funcs.__module___get, setModule = type.tp_funcs.__module___set;
  // (a class statement cannot leave such a descriptor under `__module__`: a slot of that name
  // conflicts with the class variable)
  const instanceAttribute = new Set([$B.getset_descriptor, $B.member_descriptor]);
  $B.brytorchOverlay.replaceTypeGetset('__module__', function (self) {
    const module = getModule(self);
    return instanceAttribute.has($B.get_class(module)) ? 'builtins' : module;
  }, setModule);

  // The same for `__qualname__`, whose fallback is the class's name.
  const getQualname = type.tp_funcs.__qualname___get, setQualname = type.tp_funcs.__qualname___set;
  $B.brytorchOverlay.replaceTypeGetset('__qualname__', function (self) {
    const qualname = getQualname(self);
    return instanceAttribute.has($B.get_class(qualname)) ? $B.get_name(self) : qualname;
  }, setQualname);

  // repr(): a built-in class whose dict names a module prints it, as CPython's print the
  // module part of their C name (`<class 're.Pattern'>`).
  const { HEAPTYPE } = $B.TPFLAGS;
  const typeRepr = type.tp_repr;
  type.tp_repr = function (kls) {
    if (!(Object.hasOwn(kls, 'tp_flags') && (kls.tp_flags & HEAPTYPE)) && $B.get_dict(kls)) {
      const module = $B.get_from_dict(kls, '__module__', $B.NULL);
      const name = $B.get_name(kls);   // (some already hold their module: 'types.GenericAlias')
      if (typeof module === 'string' && module !== 'builtins' && !name.includes('.')) {
        return `<class '${module}.${name}'>`;
      }
    }
    return typeRepr(kls);
  };
  $B.wrapper_methods.tp_repr(type, 'tp_repr');

  $B.brytorchOverlay.patchStdlibSource('_typing', " __slots__=()\n _is_protocol=False\n",
    " __module__='typing'\n __slots__=()\n _is_protocol=False\n");
  $B.brytorchOverlay.patchStdlibSource('_typing', "class TypeAliasType:\n",
    "class TypeAliasType:\n __module__='typing'\n");
})(__BRYTHON__);
