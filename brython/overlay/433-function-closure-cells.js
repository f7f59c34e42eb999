// Fix: function.__closure__ gives the function's cells: their cell_contents are the values
//   of its free variables now, and assigning cell_contents changes the variable.
// Symptom: every cell of __closure__ held None (`types.FunctionType(f.__code__, g,
//   closure=f.__closure__)`, torch.fx's AST rewriter's copy of a function, saw None for
//   every enclosing variable); two reads gave two different tuples.
// Cause: brython.js's getter calls $B.$check_def_free, which brython.js does not define;
//   its TypeError is caught and the cell made of None.
// Fix: Brython keeps a function's free variables in its enclosing functions' namespaces;
//   the function's defining frame (item 19 of $function_infos) holds the first of them, and
//   each enclosing function's own record leads to the next. A cell reads and writes the
//   variable in the namespace that holds it (or, if none holds it yet, the innermost one).
//   A method's defining frame is its class body's, which leads outwards through the frame its
//   class statement ran in (overlay 585); where no namespace can be reached, the cell is
//   empty. The tuple is made once per function.
// Test: tests/brython/test_language.py::test_function_closure_cells
(function ($B) {
  const _b_ = $B.builtins;
  const A = $B.func_attrs;

  // A cell bound to `name` in the namespace `ns` (a live view, like CPython's cell).
  $B.brytorchLiveCell = function (ns, name) {
    const cell = { ob_type: $B.cell };
    Object.defineProperty(cell, '$cell_contents', {
      get() { const v = ns[name]; return v === undefined ? null : v; },
      set(v) { if (v === null || v === undefined) { delete ns[name]; } else { ns[name] = v; } },
    });
    Object.defineProperty(cell, '$namespace', { value: ns });
    return cell;
  };

  // The namespaces of the functions enclosing f, innermost first.
  function enclosingNamespaces(f) {
    const found = [];
    let frame = f.$function_infos && f.$function_infos[A.__globals__];
    // A function frame is [name, locals, module, globals, function]; a module's or a class
    // body's has no function (a module's locals are its globals: free variables are never there).
    // A class body's frame leads to the frame its class statement ran in (overlay 585); its
    // own namespace is not one nested functions see.
    while (Array.isArray(frame)) {
      if (typeof frame[4] === 'function') {
        found.push(frame[1]);
        const outer = frame[4].$function_infos;
        frame = outer && outer[A.__globals__];
      } else {
        frame = frame.$brytorch_outer;
      }
    }
    return found;
  }

  const descriptor = $B.get_from_dict($B.function, '__closure__');
  const previous = $B.function.tp_funcs.__closure___get;
  const getter = function (self) {
    if (self.$closure_cells !== undefined) { return self.$closure_cells; }
    if (self.$brytorchAnnotateFree || self.$brytorchAnnotateClosure !== undefined) {
      return previous(self);   // compiler-generated __annotate__ functions: overlay 300
    }
    const freeVars = self.$function_infos && self.$function_infos[A.free_vars];
    if (!freeVars || freeVars.length === 0) { return _b_.None; }
    const namespaces = enclosingNamespaces(self);
    const cells = freeVars.map((name) => {
      const ns = namespaces.find((n) => Object.prototype.hasOwnProperty.call(n, name)) ?? namespaces[0];
      return ns === undefined ? $B.cell.$factory() : $B.brytorchLiveCell(ns, name);
    });
    const tuple = $B.fast_tuple(cells);
    Object.defineProperty(self, '$closure_cells', { value: tuple, writable: true });
    return tuple;
  };
  $B.function.tp_funcs.__closure___get = getter;
  descriptor.getter = getter;
})(__BRYTHON__);
