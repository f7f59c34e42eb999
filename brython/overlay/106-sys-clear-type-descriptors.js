// Fix: @dataclass(slots=True) fails in Brython 3.14.3.
// Symptom: `@dataclasses.dataclass(slots=True)` raises "AttributeError: 'module' object has
//   no attribute '_clear_type_descriptors'".
// Cause: the 3.14 dataclasses._add_slots calls sys._clear_type_descriptors(cls) (a private
//   CPython 3.14 sys function that drops the class's own '__dict__' and '__weakref__'
//   descriptors before its namespace is copied into the slotted class); Brython's sys.py
//   and its JS _sys module do not define it.
// Fix: a `_clear_type_descriptors(type, /)` in the _sys module (JS): TypeError unless the
//   argument is a mutable (heap) type, then remove '__dict__' and '__weakref__' from the
//   type's own dict; sys.py exports it as sys._clear_type_descriptors.
// Test: tests/brython/test_language.py::test_dataclass_slots
(function ($B) {
  const _b_ = $B.builtins;
  const clear = function () {
    const $ = $B.args('_clear_type_descriptors', 1, { type: null }, arguments, {}, null, null, 1);
    const cls = $.type;
    if (!$B.$isinstance(cls, _b_.type)) {
      $B.RAISE(_b_.TypeError, `_clear_type_descriptors() argument must be type, not ` +
        `${$B.class_name(cls)}`);
    }
    if (!(cls.tp_flags & $B.TPFLAGS.HEAPTYPE) || (cls.tp_flags & $B.TPFLAGS.IMMUTABLETYPE)) {
      $B.RAISE(_b_.TypeError, 'argument is immutable');
    }
    const dict = $B.get_dict(cls);
    for (const name of ['__dict__', '__weakref__']) {
      if ($B.str_dict_get(dict, name, $B.NULL) !== $B.NULL) $B.str_dict_del(dict, name);
    }
    return _b_.None;
  };
  $B.set_function_infos(clear, {
    __module__: 'sys', __name__: '_clear_type_descriptors',
    __qualname__: '_clear_type_descriptors',
  });
  $B.module_setattr($B.imported._sys, '_clear_type_descriptors', clear);
  $B.brytorchOverlay.patchStdlibSource('sys',
    "\n_getframe=_sys._getframe\n",
    "\n_getframe=_sys._getframe\n_clear_type_descriptors=_sys._clear_type_descriptors\n");
})(__BRYTHON__);
