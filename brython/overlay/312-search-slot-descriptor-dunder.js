// Fix: a dunder that is a non-function descriptor (set on a class, or defined by a C type
// through the bridge) is bound to the class instead of the instance when Brython calls it
// through a slot.
// Symptom: with `A.__repr__ = obj` where obj has __get__, `repr(A())` calls
//   obj.__get__(A) and then calls the result with the instance (TypeError, or a wrong
//   result); CPython binds with obj.__get__(instance, A) and calls with no argument. The
//   bridge's pybind11 classes hit it for every method set as a dunder (`repr(x)` failed
//   with "tp_repr is not a function").
// Cause: brython.js $B.search_slot, for a dunder found in a class dict that is not a JS
//   function, returns `getter(v, cls)` (bound at lookup time, to the class) where the
//   slot's caller expects a function taking the instance.
// Fix: return a function that binds the descriptor to the instance it is called with
//   (type(instance).__get__ semantics, as CPython's slot functions do) and calls it with
//   the remaining arguments; a non-descriptor callable is called with the instance first.
// Test: tests/brython/test_language.py::test_descriptor_dunder_binds_to_instance
(function ($B) {
  const original = $B.search_slot;
  $B.search_slot = function (cls, slot, _default) {
    const dunder = $B.slot2dunder[slot];
    if (dunder && cls.tp_mro) {
      for (const klass of cls.tp_mro) {
        if (klass.hasOwnProperty(slot) && klass[slot] !== $B.NULL) break;   // original path
        const v = $B.get_from_dict(klass, dunder, $B.NULL);
        if (v === $B.NULL) continue;
        // Functions, and None (`__hash__ = None`: "unhashable"), keep the original path.
        if (typeof v === 'function' || v === $B.builtins.None) break;
        const getter = $B.get_class(v).tp_descr_get;
        return function (self, ...args) {
          if (getter && getter !== $B.NULL) {
            return $B.$call(getter(v, self, $B.get_class(self)), ...args);
          }
          return $B.$call(v, self, ...args);
        };
      }
    }
    return original.call(this, cls, slot, _default);
  };
})(__BRYTHON__);
