// Fix: a module's __dict__ (and globals()) holds no '$annotations' entry; CPython's has only
//   the module's own names.
// Symptom: `[k for k in globals()]` lists '$annotations'; torch.utils._config_module walks a
//   config module's __dict__ and raises "AssertionError: Unhandled config
//   $annotations=<Javascript object ...>" (torch._inductor.config at its import, which
//   PyTorch's test harness reaches through torch._dynamo.trace_rules).
// Cause: every compiled module body starts with `locals.$annotations = {}` (the store of
//   its annotations for __annotate__), and a module namespace is a dict whose string keys
//   are the JS object's own enumerable properties, so the entry shows in iteration, len()
//   and `in`.
// Fix: $B.namespace, which makes the namespace of a module about to run, defines
//   '$annotations' there first as a non-enumerable property; the body's assignment then
//   keeps it hidden from every dict operation while the compiled code still reads it.
//   (exec() into a user's dict takes another route and still shows the entry.)
// Test: tests/brython/test_annotations.py::test_module_dict_has_no_internal_annotations
(function ($B) {
  const namespace = $B.namespace;
  $B.namespace = function (moduleName) {
    const locals = namespace(moduleName);
    if (!Object.prototype.hasOwnProperty.call(locals, '$annotations')) {
      Object.defineProperty(locals, '$annotations',
        { value: {}, writable: true, configurable: true, enumerable: false });
    }
    return locals;
  };
})(__BRYTHON__);
