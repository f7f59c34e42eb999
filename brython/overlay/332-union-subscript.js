// Fix: a union with type variables cannot be specialised: Union[T, Tuple[T, ...]][int]
//   raises TypeError, and such a union's __parameters__ is empty (CPython 3.14: the
//   variables in order, and subscription substitutes them).
// Symptom: "TypeError: 'UnionType' object is not subscriptable" (torch/nn/common_types.py
//   at `import torch`).
// Cause: brython.js $B.UnionType has no __getitem__ and leaves __parameters__ empty.
// Fix: __parameters__ collects the type variables of the union's arguments (theirs
//   included); __getitem__ substitutes them and rebuilds the union with typing.Union. The
//   Python part is compiled on first use.
// Test: tests/brython/test_typing.py::test_union_of_typevars_is_subscriptable
(function ($B) {
  const _b_ = $B.builtins, union = $B.UnionType;
  const SOURCE = `
import typing

def parameters(union):
    found = []
    for arg in union.__args__:
        if isinstance(arg, (typing.TypeVar, typing.ParamSpec, typing.TypeVarTuple)):
            candidates = (arg,)
        else:
            candidates = getattr(arg, "__parameters__", ())
        for p in candidates:
            if p not in found:
                found.append(p)
    return tuple(found)

def subscript(union, key):
    params = parameters(union)
    if not params:
        raise TypeError(f"{union} is not a generic class")
    key = key if isinstance(key, tuple) else (key,)
    if len(key) != len(params):
        raise TypeError(f"Too {'many' if len(key) > len(params) else 'few'} arguments for "
                        f"{union}; actual {len(key)}, expected {len(params)}")
    subst = dict(zip(params, key))

    def substitute(arg):
        if isinstance(arg, (typing.TypeVar, typing.ParamSpec, typing.TypeVarTuple)):
            return subst.get(arg, arg)
        inner = getattr(arg, "__parameters__", ())
        return arg[tuple(subst.get(p, p) for p in inner)] if inner else arg

    return typing.Union[tuple(substitute(a) for a in union.__args__)]
`;
  let helpers = null;
  const helper = (name) => {
    if (!helpers) {
      $B.runPythonSource(SOURCE, { id: '__brytorch_union__' });
      helpers = $B.imported.__brytorch_union__;
    }
    return $B.$getattr(helpers, name);
  };
  const getitem = (self, key) => $B.$call(helper('subscript'), self, key);
  union.mp_subscript = getitem;
  $B.set_to_dict(union, '__getitem__', $B.wrapper_descriptor.$factory(union, '__getitem__', getitem));
  $B.set_to_dict(union, '__parameters__', {
    ob_type: $B.getset_descriptor, d_type: union, d_name: '__parameters__', __doc__: _b_.None,
    getter: (self) => $B.$call(helper('parameters'), self), setter: _b_.None,
  });
})(__BRYTHON__);
