// Fix: the functions of the modules CPython writes in C and Brython writes in JavaScript
//   (math, posix, _json...) or in Python (time; our parts of _codecs) are
//   builtin_function_or_method objects, which
//   a class attribute does not bind to the instance, as in CPython.
// Symptom: every logging.Formatter whose format has %(asctime)s failed with "TypeError:
//   localtime() takes from 0 to 1 positional arguments but 2 were given" (logging's
//   `converter = time.localtime` class attribute, called as self.converter(secs)); torch's
//   autograd logging (test_autograd's TestAutogradLogging) and any basicConfig with a time
//   stamp. `class F: s = math.sqrt` then F().s(4.0): "sqrt() takes exactly 1 argument".
//   Then (this overlay's first version): an exception raised inside one of time's retyped
//   functions (`time.strftime(1)`, `time.mktime(1)`) could not be shown: the traceback
//   module's `frame.f_code` raised "AttributeError: 'builtin_function_or_method' object has no
//   attribute '__code__'" and `./brytorch run` ended with "internal error in the program
//   driver" instead of the traceback.
// Cause: brython.js $B.addToImported types every function of a JS module as a Python
//   `function` (ob_type $B.function, overriding math.js's own builtin marking), and Brython's
//   time module is Python source, whose functions are Python functions.
// Fix: $B.addToImported (after overlay 447's wrapper) gives the functions of a JS module
//   ob_type builtin_function_or_method and their module as `__module__`; once time.py has run,
//   each public function it defines is retyped as a builtin; a frame of such a function
//   still has its code object (brython.js's f_code reads the function's `__code__`). Our
//   _codecs parts say `__module__` '_codecs', as CPython's (a protocol-2 pickle of bytes
//   written here named `_brytorch_codec_registry.encode`, which CPython cannot load).
// Test: tests/brython/test_stdlib.py::test_c_module_functions_do_not_bind,
//   test_exceptions_inside_time_functions_have_tracebacks, test_pickle_of_bytes_names_codecs
(function ($B) {
  const builtinType = $B.builtin_function_or_method;
  const retype = (f, module) => {
    f.ob_type = builtinType;
    f.m_module = module;   // builtin_function_or_method's __module__ member
  };
  // frame.f_code of a retyped Python function: its code as a Python function's, which the
  // builtin type has no `__code__` for.
  const frameFuncs = $B.frame.tp_funcs;
  const fCodeGet = frameFuncs.f_code_get;
  frameFuncs.f_code_get = function (self) {
    const f = self[4];
    if (f?.ob_type !== builtinType || f.$function_infos === undefined) return fCodeGet(self);
    f.ob_type = $B.function;
    try {
      return fCodeGet(self);
    } finally {
      f.ob_type = builtinType;
    }
  };
  $B.set_to_dict($B.frame, 'f_code',
    $B.getset_descriptor.$factory($B.frame, 'f_code', [frameFuncs.f_code_get, frameFuncs.f_code_set]));
  const addToImported = $B.addToImported;
  $B.addToImported = function (name, modobj) {
    const result = addToImported.apply(this, arguments);
    for (const attr in modobj) {
      const f = modobj[attr];
      if (typeof f === 'function' && f.$in_js_module && f.ob_type === $B.function) retype(f, name);
    }
    return result;
  };
  // JS modules Brython imported before this overlay ran (posix, for os).
  for (const [name, module] of Object.entries($B.imported)) {
    if (!module || $B.get_class(module) !== $B.module) continue;
    const d = $B.$getattr(module, '__dict__');
    for (const key of $B.make_js_iterator(d)) {
      const f = $B.$getitem(d, key);
      if (typeof f === 'function' && f.$in_js_module && f.ob_type === $B.function) retype(f, name);
    }
  }
  // Python modules that stand in for CPython's C modules: once one has run, the functions
  // it defines are retyped as builtins (their own $function_infos keep names and docs).
  // (and our own stand-ins for parts of CPython's _codecs, web/runtime/python: as C functions,
  // `class Codec: decode = codecs.utf_8_decode` must not bind them, encodings/utf_8.py)
  // Each with the module CPython's functions name as `__module__`, which pickle writes as
  // their address: a protocol-2 pickle of bytes (torch.save's protocol) calls _codecs.encode.
  const PYTHON_STAND_INS = new Map([['time', 'time'], ['_brytorch_unicode_codecs', '_codecs'],
    ['_brytorch_codec_errors', '_codecs'], ['_brytorch_codec_registry', '_codecs'],
    ['_brytorch_codecs', '_codecs']]);
  const loaderClass = $B.brytorchOverlay.vfsLoaderClass();
  const execModule = loaderClass.tp_funcs.exec_module;   // (overlay 313's)
  $B.brytorchOverlay.replaceBuiltinMethod(loaderClass, 'exec_module', function (self, module) {
    const result = execModule.apply(this, arguments);
    const name = $B.module_getattr(module, '__name__');
    if (PYTHON_STAND_INS.has(name)) {
      // (a precompiled module runs in a module object of its own, the one in $B.imported)
      const d = $B.$getattr($B.imported[name] || module, '__dict__');
      for (const key of $B.make_js_iterator(d)) {
        const f = $B.$getitem(d, key);
        if (typeof key === 'string' && !key.startsWith('_') && $B.get_class(f) === $B.function &&
            $B.$getattr(f, '__module__') === name) {
          retype(f, PYTHON_STAND_INS.get(name));
        }
      }
    }
    return result;
  });
})(__BRYTHON__);
