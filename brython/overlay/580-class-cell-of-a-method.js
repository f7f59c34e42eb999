// Fix: a function defined in a class body that uses `super()` or `__class__` has in its
//   __closure__ a `__class__` cell that holds the class once the class exists.
// Symptom: `A.__init__.__closure__[0].cell_contents` raised "ValueError: empty cell" for
//   every such method. torch.jit reads the closure of every method of a class it compiles
//   (torch._jit_internal.get_closure): `with torch.no_grad():` in a scripted function
//   compiles torch.no_grad, whose __init__ calls super(), and failed (32 of test_jit's tests,
//   test_autodiff_requires_grad_nograd among them).
// Cause: overlay 433 finds a free variable's value in the namespaces of the functions that
//   enclose the function; a method's is its class body, which keeps no `__class__` (brython.js
//   gives a method its class at each call instead, from what the class statement recorded in
//   the function's `method_class` slot when it made the class).
// Fix: for a function defined directly in a class body, the `__class__` cell reads (and
//   writes) that slot: empty until the class statement completes, then the class, as
//   CPython's cell is filled by type.__new__. Nested functions keep overlay 433's cells.
// Test: tests/brython/test_language.py::test_class_cell_of_a_method
(function ($B) {
  const _b_ = $B.builtins, A = $B.func_attrs;
  const descriptor = $B.get_from_dict($B.function, '__closure__');
  const previous = $B.function.tp_funcs.__closure___get;
  const getter = function (self) {
    const first = self.$closure_cells === undefined;
    const tuple = previous(self);
    const infos = self.$function_infos;
    if (!first || tuple === _b_.None || !infos) return tuple;
    const at = infos[A.free_vars].indexOf('__class__');
    // The defining frame: [name, locals, module, globals] for a class body, with the function
    // as a fifth item for a function's (overlay 433).
    const frame = infos[A.__globals__];
    if (at >= 0 && Array.isArray(frame) && typeof frame[4] !== 'function') {
      tuple[at] = $B.brytorchLiveCell(infos, A.method_class);
    }
    return tuple;
  };
  $B.function.tp_funcs.__closure___get = getter;
  descriptor.getter = getter;
})(__BRYTHON__);
