// Fix: weakref.getweakrefs / getweakrefcount answer with the weak references that exist,
//   ref(obj) without a callback is made once per object, and objects CPython cannot
//   reference weakly (int, str, tuple, list, dict, object()...) raise TypeError.
// Symptom: torch.utils.swap_tensors(t1, t2) raised "Boolean value of Tensor with more than
//   one value is ambiguous" (it tests `if weakref.getweakrefs(t1)`, which returned t1), and
//   never refused a tensor that has a weak reference; getweakrefcount was always 1.
// Cause: brython_stdlib.js's _weakref is a stub: getweakrefs returns its argument,
//   getweakrefcount 1, every ref() a new object, any object accepted.
// Fix: each ref/proxy is recorded against its referent in a JavaScript WeakMap (an entry
//   lives as long as its referent), through a JavaScript WeakRef, so a reference the
//   program dropped leaves the count once the engine has collected it (between tasks, not
//   at `del` as in CPython: references stay strong in Brython, see docs/brython-bugs.md).
// Test: tests/brython/test_stdlib.py::test_weakref_counts_lists_and_refusals
(function ($B) {
  const _b_ = $B.builtins;
  const refsOf = new WeakMap();   // referent -> { refs: [WeakRef(ref object)], pruneAt }
  const isObject = (obj) => obj !== null && (typeof obj === 'object' || typeof obj === 'function');
  const prune = (entry) => {
    entry.refs = entry.refs.filter((w) => w.deref() !== undefined);
    entry.pruneAt = Math.max(16, 2 * entry.refs.length);
  };
  const builtin = (name, fn) => $B.brytorchOverlay.builtin('_weakref', name, fn);
  // brytorchWeakRegister(referent, ref): records ref as a weak reference to referent.
  $B.brytorchWeakRegister = builtin('brytorchWeakRegister', function (obj, ref) {
    if (!isObject(obj)) return _b_.None;
    let entry = refsOf.get(obj);
    if (entry === undefined) refsOf.set(obj, entry = { refs: [], pruneAt: 16 });
    entry.refs.push(new WeakRef(ref));
    if (entry.refs.length >= entry.pruneAt) prune(entry);
    return _b_.None;
  });
  // brytorchWeakRefsOf(referent): a new list of the weak references to referent still alive.
  $B.brytorchWeakRefsOf = builtin('brytorchWeakRefsOf', function (obj) {
    const entry = isObject(obj) ? refsOf.get(obj) : undefined;
    if (entry === undefined) return $B.$list([]);
    prune(entry);
    return $B.$list(entry.refs.map((w) => w.deref()));
  });

  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('_weakref',
    'class ref:\n\n def __new__(cls,*args,**kw):\n  return object.__new__(cls)\n  \n' +
    ' def __init__(self,obj,callback=None):\n  self.obj=ReferenceType(obj,callback)\n  self.callback=callback\n',
    '_NOT_WEAKREFABLE=(int,float,complex,str,bytes,tuple,list,dict,bool,type(None),object)\n' +
    'def _check_weakrefable(obj):\n' +
    ' if type(obj)in _NOT_WEAKREFABLE:\n' +
    '  raise TypeError(f"cannot create weak reference to \'{type(obj).__name__}\' object")\n' +
    'class ref:\n\n' +
    ' def __new__(cls,obj,callback=None,*args,**kw):\n' +
    '  _check_weakrefable(obj)\n' +
    '  if cls is ref and callback is None:\n' +
    '   for known in __BRYTHON__.brytorchWeakRefsOf(obj):\n' +
    '    if type(known)is ref and known.callback is None:\n' +
    '     return known\n' +
    '  self=object.__new__(cls)\n' +
    '  self.obj=ReferenceType(obj,callback)\n' +
    '  self.callback=callback\n' +
    '  __BRYTHON__.brytorchWeakRegister(obj,self)\n' +
    '  return self\n\n' +
    ' def __init__(self,obj,callback=None,*args,**kw):\n  pass\n\n' +
    ' @property\n def __callback__(self):\n  return self.callback\n');
  patch('_weakref',
    'def getweakrefcount(obj):\n return 1\n \ndef getweakrefs(obj):\n return obj\n',
    'def getweakrefcount(obj):\n return len(__BRYTHON__.brytorchWeakRefsOf(obj))\n \n' +
    'def getweakrefs(obj):\n return __BRYTHON__.brytorchWeakRefsOf(obj)\n');
  patch('_weakref',
    'def proxy(obj,callback=None):\n return ProxyType(obj)\n',
    'def proxy(obj,callback=None):\n _check_weakrefable(obj)\n p=ProxyType(obj)\n' +
    ' __BRYTHON__.brytorchWeakRegister(obj,p)\n return p\n');
})(__BRYTHON__);
