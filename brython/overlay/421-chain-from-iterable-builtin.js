// Fix: itertools.chain.from_iterable is a builtin class method returning a chain, and
//   dict.fromkeys works on subclasses of dict.
// Symptom: `import torch._dynamo` raised "substitute_in_graph expects a function but got
//   <class 'method'>" for itertools.chain.from_iterable (a builtin method in CPython);
//   `chain.from_iterable(x)` returned a generator, not a chain; `class D(dict)`:
//   `D.fromkeys(keys)` raised "JavascriptError: setitem is not a function".
// Cause: brython_stdlib.js's itertools defines from_iterable as a Python classmethod
//   generator; brython.js's dict.fromkeys calls a subclass's __setitem__ (a Python
//   callable) as a JavaScript function.
// Fix: chain gets from_iterable as a classmethod_descriptor (made by a builtin that the
//   patched itertools source calls; overlay 329 binds it to the class it is looked up on),
//   whose result is a chain over `iter(iterable)`, taken at once as in CPython;
//   dict.fromkeys calls a subclass's __setitem__ through $B.$call.
// Test: tests/brython/test_builtins.py::test_chain_from_iterable_and_fromkeys_on_subclasses
(function ($B) {
  const _b_ = $B.builtins;

  // classmethod_descriptor(cls, name, function): `function(cls, *args)` as a builtin class
  // method of the class `cls` (for stdlib classes brython_stdlib.js writes in Python).
  const makeDescriptor = function (cls, name, fn) {
    const d_method = function (type, ...args) { return $B.$call(fn, type, ...args); };
    return { ob_type: $B.classmethod_descriptor, d_name: name, d_type: cls, d_method };
  };
  makeDescriptor.ob_type = $B.builtin_function_or_method;
  makeDescriptor.$function_infos = ['builtins', 'brytorchClassmethodDescriptor', 'brytorchClassmethodDescriptor'];
  $B.brytorchClassmethodDescriptor = makeDescriptor;

  $B.brytorchOverlay.patchStdlibSource('itertools',
    ' @classmethod\n def from_iterable(cls,iterable):\n  for it in iterable:\n   for element in it:\n' +
    '    yield element\n    \nclass combinations:',
    'def _chain_from_iterable(cls,iterable):\n' +
    ' self=cls.__new__(cls)\n' +
    ' self._iterables_iter=map(iter,iterable)\n' +
    ' self._cur_iterable_iter=iter([])\n' +
    ' return self\n' +
    'chain.from_iterable=__BRYTHON__.brytorchClassmethodDescriptor(chain,"from_iterable",_chain_from_iterable)\n' +
    'del _chain_from_iterable\n' +
    '\nclass combinations:');

  const dictMethods = _b_.dict.tp_funcs;
  $B.brytorchOverlay.patchCoreFunction(dictMethods, 'fromkeys', [
    ['setitem(res,key,value)', 'klass===dict ? setitem(res,key,value) : $B.$call(setitem,res,key,value)']],
  { dict: _b_.dict });
  $B.get_from_dict(_b_.dict, 'fromkeys').d_method = dictMethods.fromkeys;
})(__BRYTHON__);
