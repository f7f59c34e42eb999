// Fix: `types.MappingProxyType(x)` makes a new proxy of x, refuses what is not a mapping with
//   CPython's TypeError, takes `mapping=` by keyword, and the proxy's `reversed()`, `[T]`,
//   `|=` and `str()` behave as CPython's.
// Symptom: `MappingProxyType(None)` turned None itself into a mappingproxy (every later use
//   of None misbehaved), `MappingProxyType([])` did so to the list, `MappingProxyType(0)` and
//   `("ab")` raised JavascriptError "Cannot create property 'ob_type' on number '0'",
//   `MappingProxyType(mapping=d)` returned a broken object (`type(p)` failed), and
//   `reversed(p)`, `MappingProxyType[int]` and `p |= {}` returned a JavaScript undefined,
//   `str(p)` was its repr (CPython: the mapping's str)
//   (CPython's test_dataclasses test_field_metadata_mapping calls `field(metadata=0)`).
// Cause: brython.js's `mappingproxy.$factory` (what a call of the class runs) sets `ob_type`
//   and `mapping` on its argument object instead of making a new one, without checks or
//   keyword arguments; `__reversed__`, `__class_getitem__` and `nb_inplace_or` are empty
//   functions; `tp_str` is `tp_repr`.
// Fix: the call goes to the type's own `tp_new` (its argument messages are CPython's; the
//   order of its keyword check's arguments corrected), which then checks CPython's rule (a
//   type with `__getitem__`, not a list or tuple); the three stubs and `str` do what
//   CPython's do.
// Test: tests/brython/test_builtins.py::test_mappingproxy_constructor_checks_its_argument
(function ($B) {
  const _b_ = $B.builtins, proxy = $B.mappingproxy, overlay = $B.brytorchOverlay;

  // brython.js passes check_expected_keywords its arguments in the wrong order.
  overlay.patchCoreFunction(proxy, 'tp_new', [
    ["$B.check_expected_keywords('mappingproxy',['mapping'],kw)", "$B.check_expected_keywords('mappingproxy',kw,['mapping'])"],
  ]);
  // Wrapped keeping brython.js's marks ($is_slot: type.__call__ passes it (cls, args, kw)).
  overlay.replaceKeepingMarks(proxy, 'tp_new', (newProxy) => function (cls, args, kw) {
    const self = newProxy.call(this, cls, args, kw);
    const mapping = self.mapping;
    const hasGetitem = $B.search_in_mro($B.get_class(mapping), '__getitem__', $B.NULL) !== $B.NULL;
    if (!hasGetitem || $B.$isinstance(mapping, [_b_.list, _b_.tuple])) {
      $B.RAISE(_b_.TypeError, `mappingproxy() argument must be a mapping, not ${$B.class_name(mapping)}`);
    }
    return self;
  });

  overlay.replaceKeepingMarks(proxy, '$factory', () => function (...args) {
    const kw = $B.empty_dict();
    const last = args[args.length - 1];
    if (last && last.$kw) {
      args.pop();
      const given = $B.parse_kwargs(last.$kw, 'mappingproxy');
      for (const name of Object.keys(given)) _b_.dict.$setitem(kw, name, given[name]);
    }
    if (args.length === 0 && $B.str_dict_get(kw, 'mapping', $B.NULL) === $B.NULL) {
      // CPython names the missing argument before any unexpected keyword
      $B.RAISE(_b_.TypeError, "mappingproxy() missing required argument 'mapping' (pos 1)");
    }
    return proxy.tp_new(proxy, args, kw);
  });

  overlay.replaceBuiltinMethod(proxy, '__reversed__', (self) => $B.$call(_b_.reversed, self.mapping));
  // A class method: its descriptor calls the function table's entry.
  const classGetitem = (cls, items) => $B.$class_getitem(cls, items);
  classGetitem.$function_infos = proxy.tp_funcs.__class_getitem__.$function_infos;
  proxy.tp_funcs.__class_getitem__ = classGetitem;
  $B.get_from_dict(proxy, '__class_getitem__').d_method = classGetitem;
  proxy.nb_inplace_or = function () {
    $B.RAISE(_b_.TypeError, "'|=' is not supported by mappingproxy; use '|' instead");
  };
  $B.wrapper_methods.nb_inplace_or(proxy, 'nb_inplace_or');   // its __ior__ wrapper
  proxy.tp_str = (self) => _b_.str.$factory(self.mapping);
  $B.wrapper_methods.tp_str(proxy, 'tp_str');
})(__BRYTHON__);
