// Fix: substituting TypeVars/ParamSpecs (Callable[P, R][[int], str], Generic[P][...]) and
//   TypeVar constraints are broken in Brython 3.14.3.
// Symptom: `Callable[P, R][[int], str]` raises "TypeError: _type_check() got an unexpected
//   keyword argument 'is_argument'", `G[[int, str]]` for `class G(Generic[P])` raises
//   "NameError: name '_is_param_expr' is not defined", and `TypeVar("T", int, str)` has
//   __constraints__ == (None, None).
// Cause: Brython's _typing.py (its stand-in for CPython's C _typing module) uses helpers
//   that only exist in typing.py: its own `_type_check(t, msg)` is an assert-only stub that
//   returns None and takes no keywords, and `_is_param_expr`, `_eval_type`,
//   `_GenericAlias` and `Unpack` are never defined in it.
// Fix: the stub and the missing helpers delegate (lazily: typing imports _typing) to
//   typing's own functions and objects through _typing's existing `typing` proxy.
// Test: tests/brython/test_typing.py::test_typevar_paramspec_substitution
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('_typing',
    "def _type_check(t,msg):\n assert isinstance(t,type),msg\n",
    [
      "def _type_check(arg,msg,*args,**kwargs):",
      " return typing._type_check(arg,msg,*args,**kwargs)",
      "",
      "def _is_param_expr(arg):",
      " return typing._is_param_expr(arg)",
      "",
      "def _eval_type(*args,**kwargs):",
      " return typing._eval_type(*args,**kwargs)",
      "",
    ].join('\n'));
  patch('_typing',
    "isinstance(arg,_GenericAlias)and arg.__origin__ is Unpack",
    "isinstance(arg,typing._GenericAlias)and arg.__origin__ is typing.Unpack");
  patch('_typing', "yield Unpack[self]", "yield typing.Unpack[self]");
})(__BRYTHON__);
