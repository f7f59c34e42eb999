// `obj.__class__ = cls` for an object of a C extension. Brython's object.__class__ setter
// changes only the wrapper's class; C reads the object's Py_TYPE, which must change with it:
// torch dispatches on Py_TYPE (a tensor swapped out of a subclass by torch.utils.swap_tensors
// kept calling that subclass's __torch_function__ from C), numpy checks it (PyArray_Check).
// As CPython's object_set_class: the two C types must have the same layout, and a heap type
// is referenced by its instances.
addToLibrary({
  $BTClasses__deps: ['bt_type_field', 'Py_DecRef'],
  $BTClasses: {
    installClassAssignment() {
      const $B = BT.$B, b = BT.b;
      const descriptor = $B.get_from_dict(b.object, '__class__');
      const brythonSet = descriptor.setter;
      const setClass = function (obj, cls) {
        const ptr = obj !== null && (typeof obj === 'object' || typeof obj === 'function') ? obj.$ptr : undefined;
        if (ptr === undefined || cls === $B.NULL || !$B.is_type(cls)) return brythonSet(obj, cls);
        const oldType = BT.typeOf(ptr);
        const newType = BT.toC(cls);   // a new reference: given to the object below, or back
        let owned = true;
        try {
          if (newType === oldType) return brythonSet(obj, cls);
          if (!BT.sameLayout(oldType, newType)) {
            const name = (t) => UTF8ToString(_bt_type_field(t, BT.FIELD.NAME));
            $B.RAISE(b.TypeError, `__class__ assignment: '${name(newType)}' object layout differs from '${name(oldType)}'`);
          }
          brythonSet(obj, cls);   // Brython's own checks, then the wrapper's class
          HEAPU32[(ptr + BT.L.ob_type) >>> 2] = newType;
          if (BT.isHeapType(newType)) owned = false;   // the object's reference now
          if (BT.isHeapType(oldType)) _Py_DecRef(oldType);
        } finally {
          if (owned) _Py_DecRef(newType);
        }
        return b.None;
      };
      descriptor.setter = setClass;
      b.object.tp_funcs.__class___set = setClass;
    },

    // CPython's compatible_for_assignment, for the fields an instance's layout depends on.
    sameLayout(a, c) {
      const F = BT.FIELD, field = (t, which) => _bt_type_field(t, which);
      return [F.BASICSIZE, F.ITEMSIZE, F.DICTOFFSET, F.WEAKLISTOFFSET].every((which) => field(a, which) === field(c, which));
    },
    isHeapType(t) { return (_bt_type_field(t, BT.FIELD.FLAGS) & BT.$B.TPFLAGS.HEAPTYPE) !== 0; },
  },
});
