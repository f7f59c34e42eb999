// Fix: `del name` only unbinds the name; an object's `__del__` runs when the object is
//   collected (as CPython runs it when the last reference goes), and an unfinished generator
//   is no longer closed by `del` of one of its names.
// Symptom: `del t` called `t.__del__()` at once although `t` was still referenced elsewhere
//   (`x.arf = t; del t`: the tracker of test_torch's `test_tensor_dict_dealloc` said "dead"
//   while the tensor held it; 17 of test_torch's failures began there), `__del__` ran again
//   at every `del` of another name for the same object, and `g = gen(); h = g; del g;
//   next(h)` raised StopIteration. An object dropped without `del` (a local at return, a
//   reassigned name) never had its `__del__` called at all, even by gc.collect().
// Cause: brython.js's `$B.$delete` calls `__del__` on the value of every deleted name, and
//   `return()` on a deleted generator's JS generator; no finalizer is registered anywhere.
// Fix: `$B.$delete` removes the binding and raises as before, nothing else. An instance of a
//   Python class whose MRO defines `__del__` as a Python function (and no `__slots__`: their
//   values live on the object itself and die with it) is registered when its `__dict__` is made
//   (`$B.init_dict`, every way Brython makes such an instance): the registry holds the class
//   and the instance's attribute dict, not the instance. When the collector proves the
//   instance unreachable (a FinalizationRegistry callback between tasks, or gc.collect()
//   where the host can collect inside running code, overlay 468 and bridge/js/collect.js),
//   `__del__` is called once on a stand-in: an object of the same class with the same
//   `__dict__`, so `self.attr` and methods work, but `id(self)` differs. An exception in it
//   is printed ("Exception ignored in: <function C.__del__ ...>"), as CPython does.
//   Limits (docs/brython-bugs.md): no reference counts, so `__del__` runs at a collection,
//   not at the last `del`; an object whose own attributes lead back to it is kept, with
//   them, for ever (the registry's hold on its dict keeps the cycle alive: Python 2's rule
//   for cycles with `__del__`); generators are not closed when collected; objects of C
//   extension types (tensors) are finalized by the bridge, not here.
// Test: tests/brython/test_stdlib.py::test_del_unbinds_and_finalizer_runs_at_collection
(function ($B) {
  const _b_ = $B.builtins;

  // `del name` (brython.js's compiler emits `$B.$delete(name, locals_id, inum)`): locals_id
  // is 'local' or 'global' (the running frame's locals or globals), or the locals object of
  // the scope that binds the name, or null.
  $B.$delete = function (name, locals_id, inum) {
    let scope = null;
    if (locals_id === 'local') {
      if (Object.hasOwn($B.frame_obj.frame[1], name)) scope = $B.frame_obj.frame[1];
    } else if (locals_id === 'global') {
      if (Object.hasOwn($B.frame_obj.frame[3], name)) scope = $B.frame_obj.frame[3];
    } else if (locals_id !== null && locals_id[name] !== undefined) {
      scope = locals_id;
    }
    if (scope !== null) {
      delete scope[name];
      return;
    }
    $B.set_inum(inum);
    if (locals_id === 'local') {
      $B.RAISE(_b_.UnboundLocalError, `cannot access local variable '${name}' ` +
        'where it is not associated with a value');
    }
    throw $B.name_error(name);
  };

  // Whether instances of `cls` get a finalizer: its MRO defines __del__ as a Python function
  // and no __slots__. (A builtin type's own `__del__`, such as Brython's JavaScript io
  // classes', works on state the stand-in does not have.) Cached on the class (a class that
  // gains __del__ after its first instance is not seen).
  const FINALIZED = Symbol('brytorchFinalized');
  function finalized(cls) {
    let answer = cls[FINALIZED];
    if (answer === undefined) {
      answer = false;
      const method = cls.tp_mro !== undefined ? $B.search_in_mro(cls, '__del__') : undefined;
      if (method !== undefined && $B.get_class(method) === $B.function) {
        answer = cls.tp_mro.every((klass) =>
          klass === _b_.object || $B.get_from_dict(klass, '__slots__', $B.NULL) === $B.NULL);
      }
      cls[FINALIZED] = answer;
    }
    return answer;
  }

  // Registered instances: record = { instance: WeakRef, cls, dict }. The set lets
  // gc.collect() find the dead ones inside running code; the registry finds them between
  // tasks. A record leaves both when its __del__ has run.
  const records = new Set();
  const registry = new FinalizationRegistry((record) => finalize([record]));

  // Calls __del__ on a stand-in for each dead instance. Returns how many were called.
  function finalize(dead) {
    const calls = [];
    for (const record of dead) {
      if (!records.delete(record)) continue;   // already run (sweep and callback both saw it)
      const method = $B.search_in_mro(record.cls, '__del__');
      if (method === undefined) continue;
      const standIn = { ob_type: record.cls };
      standIn[$B.DICT] = record.dict;
      calls.push([method, standIn]);
    }
    $B.brytorchWeakRunCallbacks(calls);   // overlay 424: errors printed, never raised
    return calls.length;
  }

  const initDict = $B.init_dict;
  $B.init_dict = function (obj) {
    initDict(obj);
    const cls = obj.ob_type;
    if (cls !== undefined && finalized(cls)) {
      const record = { instance: new WeakRef(obj), cls, dict: obj[$B.DICT] };
      records.add(record);
      registry.register(obj, record, record);
    }
  };

  // gc.collect() calls $B.brytorchWeakSweep after a full collection (overlay 468, the
  // bridge's collectNow): the finalizers of what it freed run there too, first, as CPython
  // runs __del__ before clearing weak references.
  const weakSweep = $B.brytorchWeakSweep;
  $B.brytorchWeakSweep = function () {
    const dead = [];
    for (const record of records) {
      if (record.instance.deref() === undefined) {
        registry.unregister(record);
        dead.push(record);
      }
    }
    return finalize(dead) + weakSweep();
  };
})(__BRYTHON__);
