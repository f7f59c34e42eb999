// Brython's memoryview over a C buffer exporter (a numpy array, a C extension's buffer). Its
// own constructor describes any object as a 1-d view of len(obj) bytes, which fails for a
// 0-d array ("len() of unsized object") and misreports the rest; here the view takes the
// format, itemsize, shape and strides the exporter gives (bridge/src/memoryview.c). Item
// access through such a view still reads bytes (Brython's); torch and numpy read the
// exporter's memory directly (misc.c, PyObject_GetBuffer on the view).
const BT_BUFFERS = {
  $BTBuffers__deps: ['bt_buffer_describe', 'Py_DecRef'],
  $BTBuffers: {
    initBuffers() {
      const $B = BT.$B, b = BT.b, mv = b.memoryview;
      const isC = (obj) => obj !== undefined && obj !== null && !!$B.get_class(obj).$bt_c_buffer;
      const view = (cls, obj) => {
        const p = BT.toC(obj);
        let described;
        try { described = _bt_buffer_describe(p); } finally { _Py_DecRef(p); }
        const [format, itemsize, shape, strides, readonly] = BT.takeResult(described);
        obj.exports = (obj.exports ?? 0) + 1;   // as Brython counts exports of its own views
        const contiguous = BT.isContiguous(shape, strides, itemsize);
        return { ob_type: cls, obj, mbuf: null, format, itemsize, ndim: shape.length, shape, strides,
          suboffsets: $B.fast_tuple([]), c_contiguous: contiguous, f_contiguous: shape.length <= 1 && contiguous,
          contiguous, $bt_readonly: readonly };
      };
      // A replacement keeps the marks Brython put on the original ($is_slot: how type.__call__
      // passes the arguments).
      const replace = (name, make) => {
        const orig = mv[name], fn = make(orig);
        for (const k of Object.getOwnPropertyNames(orig)) {
          if (!(k in fn) || k.startsWith('$')) Object.defineProperty(fn, k, Object.getOwnPropertyDescriptor(orig, k));
        }
        mv[name] = fn;
      };
      replace('$factory', (orig) => function (obj) {
        return arguments.length === 1 && isC(obj) ? view(mv, obj) : orig.apply(this, arguments);
      });
      replace('tp_new', (orig) => function (cls, args, kw) {
        return args && args.length === 1 && isC(args[0]) ? view(cls, args[0]) : orig.apply(this, arguments);
      });
      replace('mp_length', (orig) => function (self) {
        if (!isC(self.obj)) return orig.apply(this, arguments);
        return self.ndim === 0 ? 1 : self.shape[0];   // CPython's memory_length
      });
      // len() calls the class's __len__, made from the slot when Brython started.
      const len = (self) => mv.mp_length(self);
      len.ml = { ml_name: '__len__' };
      $B.set_to_dict(mv, '__len__', $B.wrapper_descriptor.$factory(mv, '__len__', len));
      // Brython's nbytes getter returns the last extent times the item size (right only for
      // the 1-d views Brython itself makes; docs/brython-bugs.md).
      const nbytes = (self) => {
        let n = self.itemsize;
        for (const x of self.shape) n *= x;
        return n;
      };
      $B.set_to_dict(mv, 'nbytes', $B.getset_descriptor.$factory(mv, 'nbytes', [nbytes, b.None]));
      // Brython's readonly is "the object is bytes"; a C exporter says so itself.
      const readonly = (self) => self.$bt_readonly ?? !!$B.is_bytes(self.obj);
      $B.set_to_dict(mv, 'readonly', $B.getset_descriptor.$factory(mv, 'readonly', [readonly, b.None]));
    },

    // C order: each stride is the product of the later extents times the item size.
    isContiguous(shape, strides, itemsize) {
      let expect = itemsize;
      for (let i = shape.length - 1; i >= 0; i--) {
        if (shape[i] > 1 && strides[i] !== expect) return false;
        expect *= shape[i];
      }
      return true;
    },
  },
};
addToLibrary(BT_BUFFERS);
