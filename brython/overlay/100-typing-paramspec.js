// Fix: typing.ParamSpec cannot be constructed in Brython 3.14.3.
// Symptom: `typing.ParamSpec("P")` raises "TypeError: object.__init__() takes exactly one
//   argument", so every module that declares a ParamSpec (torch._utils_internal, ...)
//   fails to import.
// Cause: Brython's _typing.py (its stand-in for CPython's C _typing module) gives
//   ParamSpec.__init__ a leftover `super().__init__(bound, covariant, contravariant)` call
//   (ParamSpec derives from object), a default infer_variance=True (repr "P", not "~P"),
//   never stores __bound__, stores the default as `.default` (typing.py reads
//   `__default__`) with None instead of typing.NoDefault, and overwrites __module__ with
//   'typing'.
// Fix: rewrite ParamSpec.__init__/has_default with CPython 3.12/3.13's semantics: keyword
//   arguments bound/covariant/contravariant/infer_variance=False/default=NoDefault,
//   bound type-checked by typing._type_check (strings become ForwardRef), the variance
//   checks, __default__ and __module__ = the defining module.
// Test: tests/brython/test_typing.py::test_paramspec
__BRYTHON__.brytorchOverlay.patchStdlibSource('_typing',
  " def __init__(self,name,*,bound=None,\n covariant=False,contravariant=False,\n" +
  " infer_variance=True,\n default=None):\n  self.__name__=name\n" +
  "  super().__init__(bound,covariant,contravariant)\n  def_mod=_caller()\n" +
  "  if def_mod !='typing':\n   self.__module__=def_mod\n  self.__module__='typing'\n" +
  "  self.__covariant__=covariant\n  self.__contravariant__=contravariant\n" +
  "  self.__infer_variance__=infer_variance\n  self.default=default",
  [
    " def __init__(self,name,*,bound=None,covariant=False,contravariant=False,",
    "  infer_variance=False,default=NoDefault):",
    "  if covariant and contravariant:",
    "   raise ValueError('Bivariant type variables are not supported.')",
    "  if infer_variance and (covariant or contravariant):",
    "   raise ValueError('Variance cannot be specified with infer_variance.')",
    "  self.__name__=name",
    "  if bound is not None:",
    "   bound=typing._type_check(bound,'Bound must be a type.')",
    "  self.__bound__=bound",
    "  self.__covariant__=bool(covariant)",
    "  self.__contravariant__=bool(contravariant)",
    "  self.__infer_variance__=bool(infer_variance)",
    "  self.__default__=default",
    "  import sys",
    "  try:",
    "   self.__module__=sys._getframe(1).f_globals.get('__name__','typing')",
    "  except (AttributeError,ValueError):",
    "   self.__module__='typing'",
  ].join('\n'));
__BRYTHON__.brytorchOverlay.patchStdlibSource('_typing',
  "  return self.default is not None",
  "  return self.__default__ is not NoDefault");
