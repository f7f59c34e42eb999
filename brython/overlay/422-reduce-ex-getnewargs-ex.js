// Fix: pickling and copying an object whose class defines `__getnewargs_ex__` work as in
//   CPython: the method is called, and its keyword arguments reach `__new__` through
//   `copyreg.__newobj_ex__`.
// Symptom: `pickle.dumps(obj, 2)` and `copy.copy(obj)` raised JavascriptError
//   "newargs_ex is not a function" (CPython's test_enum
//   test_subclasses_with_getnewargs_ex); had the call worked, the keyword arguments would
//   have been dropped, so `__new__` would have failed when loading.
// Cause: brython.js's `object.__reduce_ex__` (its private getNewArguments) calls the bound
//   method as a JavaScript function, and builds `copyreg.__newobj__(cls, *args)` whatever
//   the keyword arguments.
// Fix: the method is called through `$B.$call` (CPython's checks and messages kept); with
//   keyword arguments the reduction is `copyreg.__newobj_ex__(cls, args, kwargs)`, as
//   CPython's reduce_newobj makes it.
// (Numbered 422, though written after 514, so that it patches brython.js's own function
// before overlay 423 wraps it.)
// Test: tests/brython/test_stdlib.py::test_pickle_and_copy_with_getnewargs_ex
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  const typeError = (text) => $B.RAISE(_b_.TypeError, text);
  // brython.js's getNewArguments, with the method called as Python calls it
  function getNewArguments(self, klass) {
    const newargsEx = $B.$getattr(self, '__getnewargs_ex__', null);
    if (newargsEx !== null) {
      const result = $B.$call(newargsEx);
      if (!result || $B.get_class(result) !== _b_.tuple) {
        typeError(`__getnewargs_ex__ should return a tuple, not '${$B.class_name(result)}'`);
      }
      if (result.length !== 2) {
        $B.RAISE(_b_.ValueError, `__getnewargs_ex__ should return a tuple of length 2, not ${result.length}`);
      }
      const [args, kwargs] = result;
      if (!args || $B.get_class(args) !== _b_.tuple) {
        typeError(`first item of the tuple returned by __getnewargs_ex__ must be a tuple, not '${$B.class_name(args)}'`);
      }
      if (!kwargs || $B.get_class(kwargs) !== _b_.dict) {
        typeError(`second item of the tuple returned by __getnewargs_ex__ must be a dict, not '${$B.class_name(kwargs)}'`);
      }
      return { args, kwargs };
    }
    const newargs = klass.$getnewargs || $B.$getattr(klass, '__getnewargs__', null);
    if (newargs) {
      const args = $B.$call(newargs, self);
      if (!args || $B.get_class(args) !== _b_.tuple) {
        typeError(`__getnewargs__ should return a tuple, not '${$B.class_name(args)}'`);
      }
      return { args };
    }
  }
  const holder = { reduceEx: _b_.object.tp_funcs.__reduce_ex__ };
  overlay.patchCoreFunction(holder, 'reduceEx', [
    ['if(newargs){arg2=arg2.concat(newargs.args)}',
     "if(newargs?.kwargs && _b_.dict.mp_length(newargs.kwargs) > 0){" +
       "res[0]=$B.module_getattr($B.imported.copyreg,'__newobj_ex__');arg2.push(newargs.args,newargs.kwargs)" +
     "}else if(newargs){arg2=arg2.concat(newargs.args)}"],
  ], { object: _b_.object, getNewArguments });
  overlay.replaceBuiltinMethod(_b_.object, '__reduce_ex__', holder.reduceEx);
})(__BRYTHON__);
