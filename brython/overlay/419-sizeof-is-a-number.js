// Fix: object.__sizeof__ (so super().__sizeof__() in any class), type.__sizeof__ and
//   frame.__sizeof__ return a number, as in CPython; sys.getsizeof exists.
// Symptom: `class A: def __sizeof__(self): return super().__sizeof__() + 5` raised
//   "JavascriptError: Cannot read properties of undefined (reading 'ob_type')" when called;
//   torch.storage.TypedStorage.__sizeof__ does exactly that (test_torch test_sizeof).
// Cause: brython.js defines these three methods with empty bodies: they return JavaScript's
//   undefined, which is no Python value.
// Fix: CPython's rule, the basic size of the object's type (the first numeric
//   tp_basicsize along its MRO: Brython gives user classes none) plus, for a type with
//   items, the item size times the object's length. The numbers are Brython's own layout
//   sizes, not a 64-bit CPython's; what they are good for is comparing two objects' sizes.
//   sys.getsizeof(obj[, default]) is type(obj).__sizeof__(obj), checked as CPython checks
//   it (Brython's sys has none; CPython adds its GC header, which Brython objects lack).
// Test: tests/brython/test_builtins.py::test_sizeof_is_a_number
(function ($B) {
  const _b_ = $B.builtins, overlay = $B.brytorchOverlay;
  const basicSize = (cls) => {
    for (const c of [cls, ...$B.get_mro(cls)]) {
      if (typeof c.tp_basicsize === 'number') return c.tp_basicsize;
    }
    return 16;
  };
  const sizeof = function (self) {
    const cls = $B.get_class(self);
    let size = basicSize(cls);
    const itemSize = typeof cls.tp_itemsize === 'number' ? cls.tp_itemsize : 0;
    if (itemSize > 0 && typeof self.length === 'number') size += itemSize * self.length;
    return size;
  };
  overlay.replaceBuiltinMethod(_b_.object, '__sizeof__', sizeof);
  overlay.replaceBuiltinMethod(_b_.type, '__sizeof__', sizeof);
  overlay.replaceBuiltinMethod($B.frame, '__sizeof__', sizeof);
  overlay.patchStdlibSource('sys', "\n_getframe=_sys._getframe\n", [
    "",
    "_getframe=_sys._getframe",
    "_getsizeof_missing=object()",
    "def getsizeof(object,default=_getsizeof_missing):",
    " try:",
    "  size=type(object).__sizeof__(object)",
    " except TypeError:",
    "  if default is _getsizeof_missing:",
    "   raise",
    "  return default",
    " if not isinstance(size,int):",
    "  raise TypeError('an integer is required')",
    " if size<0:",
    "  raise ValueError('__sizeof__() should return >= 0')",
    " return int(size)",
    "",
  ].join("\n"));
})(__BRYTHON__);
