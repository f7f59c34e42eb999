// Fix: a builtin class method (classmethod_descriptor) binds the class it is looked up on,
//   and itertools.chain.from_iterable is one, returning a chain.
// Symptom: `import torch._dynamo` raised "substitute_in_graph expects a function but got
//   <class 'method'>" for itertools.chain.from_iterable (a builtin method in CPython);
//   `chain.from_iterable(x)` returned a generator, not a chain; `class D(dict)`:
//   `D.fromkeys(keys)` raised "JavascriptError: setitem is not a function".
// Cause: brython.js's classmethod_descriptor.__get__ always binds the defining class
//   (d_type), and its bound builtin carries no name record; dict.fromkeys calls a
//   subclass's __setitem__ as a JavaScript function; brython_stdlib.js's itertools
//   defines from_iterable as a Python classmethod generator.
// Fix: __get__ binds the class it is called with (after CPython's subtype check), and the
//   bound builtin has a name and qualified name; itertools' chain gets from_iterable as a
//   classmethod_descriptor (made by a builtin the patched source calls) whose result is a
//   chain over `iter(iterable)`, taken at once as in CPython.
// Test: tests/brython/test_builtins.py::test_builtin_classmethods_bind_the_subclass
(function ($B) {
  const _b_ = $B.builtins;
  $B.classmethod_descriptor.tp_descr_get = function (self, obj, type) {
    if (type === undefined || type === $B.NULL || type === _b_.None) type = $B.get_class(obj);
    const owner = $B.get_name(self.d_type);
    if (!$B.is_type(type)) {
      $B.RAISE(_b_.TypeError, `descriptor '${self.d_name}' for type '${owner}' needs a type, ` +
        `not a '${$B.class_name(type)}' as arg 2`);
    }
    if (!_b_.issubclass(type, self.d_type)) {
      $B.RAISE(_b_.TypeError, `descriptor '${self.d_name}' for type '${owner}' doesn't apply to ` +
        `type '${$B.get_name(type)}'`);
    }
    const bound = function (...args) { return self.d_method.call(null, type, ...args); };
    return Object.assign(bound, {
      ob_type: $B.builtin_function_or_method, ml: { ml_name: self.d_name }, m_self: type,
      $function_infos: [self.d_module || 'builtins', self.d_name, `${owner}.${self.d_name}`],
    });
  };

  // classmethod_descriptor(cls, name, function): `function(cls, *args)` as a builtin class
  // method of the class `cls` (for stdlib classes Brython writes in Python).
  const makeDescriptor = function (cls, name, fn) {
    const d_method = function (type, ...args) { return $B.$call(fn, type, ...args); };
    return { ob_type: $B.classmethod_descriptor, d_name: name, d_type: cls, d_method,
      d_module: $B.$getattr(cls, '__module__') };
  };
  makeDescriptor.ob_type = $B.builtin_function_or_method;
  makeDescriptor.$function_infos = ['builtins', 'brytorchClassmethodDescriptor', 'brytorchClassmethodDescriptor'];
  $B.brytorchClassmethodDescriptor = makeDescriptor;

  // dict.fromkeys on a subclass sets items through the subclass's __setitem__ (a Python
  // callable, not a JavaScript function).
  const dictMethods = _b_.dict.tp_funcs;
  $B.brytorchOverlay.patchCoreFunction(dictMethods, 'fromkeys', [
    ['setitem(res,key,value)', 'klass===dict ? setitem(res,key,value) : $B.$call(setitem,res,key,value)']],
  { dict: _b_.dict });
  $B.get_from_dict(_b_.dict, 'fromkeys').d_method = dictMethods.fromkeys;

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
})(__BRYTHON__);
