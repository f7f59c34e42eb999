// Brython's memoryview over a C buffer exporter (a numpy array, a C extension's buffer). Its
// own constructor describes any object as a 1-d view of len(obj) bytes, which fails for a
// 0-d array ("len() of unsized object") and misreports the rest; here the view takes the
// format, itemsize, shape and strides the exporter gives (bridge/src/memoryview.c), and its
// items are typed as CPython's memoryview types them (tolist, items, assignment, iteration,
// tobytes, hex, ==, cast: CPython's native single-character formats; others raise CPython's
// NotImplementedError); torch and numpy read the exporter's memory directly (misc.c,
// PyObject_GetBuffer on the view).
const BT_BUFFERS = {
  $BTBuffers__deps: ['bt_buffer_describe', 'bt_buffer_tobytes', 'bt_buffer_item', 'bt_buffer_span', 'Py_DecRef'],
  $BTBuffers: {
    initBuffers() {
      const $B = BT.$B, b = BT.b, mv = b.memoryview;
      const isC = (obj) => obj !== undefined && obj !== null && BT.isCBufferClass($B.get_class(obj));
      const view = (cls, obj) => {
        const p = BT.toC(obj);
        let described;
        try { described = _bt_buffer_describe(p); } finally { _Py_DecRef(p); }
        const [format, itemsize, shape, strides, readonly] = BT.takeResult(described);
        obj.exports = (obj.exports ?? 0) + 1;   // as Brython counts exports of its own views
        const c = BT.isContiguous(shape, strides, itemsize);
        const f = BT.isContiguous(Array.from(shape).reverse(), Array.from(strides).reverse(), itemsize);
        return { ob_type: cls, obj, mbuf: null, format, itemsize, ndim: shape.length, shape, strides,
          suboffsets: $B.fast_tuple([]), c_contiguous: c, f_contiguous: f, contiguous: c || f,
          $bt_readonly: readonly };
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
      BT.initTypedItems(isC);
    },

    // Typed items of views over C exporters (Brython's memoryview reads bytes only).
    initTypedItems(isC) {
      const $B = BT.$B, b = BT.b, mv = b.memoryview;
      const cView = (self) => self && isC(self.obj);
      const call = (fn, obj, ...args) => {   // a bt_buffer_* helper on obj: its Python result
        const p = BT.toC(obj);
        try { return BT.takeResult(fn(p, ...args)); } finally { _Py_DecRef(p); }
      };
      const toInt = (big) => (big >= Number.MIN_SAFE_INTEGER && big <= Number.MAX_SAFE_INTEGER
        ? Number(big) : $B.$call(b.int, big.toString()));
      // CPython's memoryview knows these formats (optionally after '@'): how to read and
      // write one item of each. Integer sizes come from the exporter's itemsize (l, n, P are
      // 4 bytes on wasm32).
      const INT = { b: true, h: true, i: true, l: true, q: true, n: true, B: false, H: false, I: false,
        L: false, Q: false, N: false, P: false };
      // DataView's getters (signed, unsigned) by item size: little-endian, as wasm is.
      const INT_GETTERS = { 1: ['getInt8', 'getUint8'], 2: ['getInt16', 'getUint16'],
        4: ['getInt32', 'getUint32'], 8: ['getBigInt64', 'getBigUint64'] };
      const nativeFormat = (self) => {
        let f = self.format;
        if (f.length === 2 && f[0] === '@') f = f[1];
        if (f === 'e') $B.RAISE(b.NotImplementedError, 'memoryview: format e not supported');
        if (f.length !== 1 || !(f in INT || 'cfd?'.includes(f))) {
          $B.RAISE(b.NotImplementedError, `memoryview: unsupported format ${self.format}`);
        }
        return f;
      };
      const read = (f, size, dv, at) => {
        if (f === 'c') return $B.fast_bytes([dv.getUint8(at)]);
        if (f === '?') return dv.getUint8(at) !== 0;
        if (f === 'f') return $B.fast_float(dv.getFloat32(at, true));
        if (f === 'd') return $B.fast_float(dv.getFloat64(at, true));
        const [getSigned, getUnsigned] = INT_GETTERS[size];
        const value = dv[INT[f] ? getSigned : getUnsigned](at, true);
        return typeof value === 'bigint' ? toInt(value) : value;
      };
      const dataView = (bytes) => new DataView(Uint8Array.from(bytes.source).buffer);
      const tolist = (self) => {
        const f = nativeFormat(self), dv = dataView(call(_bt_buffer_tobytes, self.obj));
        let at = 0;
        const nest = (dim) => {
          if (dim === self.ndim) { const v = read(f, self.itemsize, dv, at); at += self.itemsize; return v; }
          const items = [];
          for (let i = 0; i < self.shape[dim]; i++) items.push(nest(dim + 1));
          return $B.$list(items);
        };
        return nest(0);
      };
      // Item i's bytes: a cast view (below) reads its exporter's C-contiguous memory at
      // i * itemsize, any other view asks the exporter for its item i.
      const itemBytes = (self, i, value) => (self.$bt_cast
        ? call(_bt_buffer_span, self.obj, i * self.itemsize, self.itemsize, value)
        : call(_bt_buffer_item, self.obj, i, value));
      const item = (self, i) => read(nativeFormat(self), self.itemsize, dataView(itemBytes(self, i, 0)), 0);
      const index1d = (self, key) => {   // a 1-d view's item index (CPython's errors)
        if (self.ndim === 0) $B.RAISE(b.TypeError, 'invalid indexing of 0-dim memory');
        if (self.ndim > 1) $B.RAISE(b.NotImplementedError, 'multi-dimensional sub-views are not implemented');
        let i = Number($B.PyNumber_Index(key));
        if (i < 0) i += self.shape[0];
        if (i < 0 || i >= self.shape[0]) $B.RAISE(b.IndexError, 'index out of bounds on dimension 1');
        return i;
      };
      const pack = (self, value) => {   // one item's bytes for `value` (CPython's checks)
        const f = nativeFormat(self), size = self.itemsize, dv = new DataView(new ArrayBuffer(size));
        const invalid = (what) => $B.RAISE(what === 'type' ? b.TypeError : b.ValueError,
          `memoryview: invalid ${what} for format '${f}'`);
        if (f === 'c') {
          if (!$B.$isinstance(value, b.bytes)) invalid('type');
          if (value.source.length !== 1) invalid('value');
          dv.setUint8(0, value.source[0]);
        } else if (f === '?') {
          dv.setUint8(0, $B.$bool(value) ? 1 : 0);
        } else if (f === 'f' || f === 'd') {
          if (!$B.$isinstance(value, [b.float, b.int])) invalid('type');
          const x = $B.$call(b.float, value).value;
          if (f === 'f') dv.setFloat32(0, x, true); else dv.setFloat64(0, x, true);
        } else {
          if (!$B.$isinstance(value, b.int)) invalid('type');
          const x = BigInt($B.$call(b.str, value)), bits = BigInt(size * 8), signed = INT[f];
          const lo = signed ? -(1n << (bits - 1n)) : 0n, hi = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
          if (x < lo || x > hi) invalid('value');
          const u = BigInt.asUintN(size * 8, x);
          for (let k = 0; k < size; k++) dv.setUint8(k, Number((u >> BigInt(8 * k)) & 0xffn));
        }
        return $B.fast_bytes(Array.from(new Uint8Array(dv.buffer)));
      };
      // view[a:b:c] = value: the value's items (a bytes-like object of the view's format and
      // as many items as the slice selects, CPython's rule) are copied into the exporter's
      // memory. file.readinto(array.data) does so: _pyio casts the view to 'B' and assigns a
      // slice of it (Brython's memoryview assigned the bytes to the numpy array itself, which
      // parsed them as numbers: numpy's np.rec.fromfile).
      const assignSlice = (self, key, value) => {
        if (self.$bt_readonly) $B.RAISE(b.TypeError, 'cannot modify read-only memory');
        if (self.ndim !== 1) $B.RAISE(b.NotImplementedError, 'memoryview slice assignments are currently restricted to ndim = 1');
        const [start, stop, step] = Array.from($B.$call($B.$getattr(key, 'indices'), self.shape[0]), Number);
        const n = step > 0 ? Math.max(0, Math.ceil((stop - start) / step)) : Math.max(0, Math.ceil((start - stop) / -step));
        const source = $B.$call(mv, value);
        const bytes = $B.$call(b.bytes, source);
        if (bare(source.format) !== bare(self.format) || source.itemsize !== self.itemsize ||
            bytes.source.length !== n * self.itemsize) {
          $B.RAISE(b.ValueError, 'memoryview assignment: lvalue and rvalue have different structures');
        }
        const write = (index, count) => {   // `count` items from the value's item index - start
          const at = (index - start) / step * self.itemsize, p = BT.toC($B.fast_bytes(bytes.source.slice(at, at + count * self.itemsize)));
          try {
            if (count === 1) itemBytes(self, index, p);
            else call(_bt_buffer_span, self.obj, index * self.itemsize, count * self.itemsize, p);
          } finally { _Py_DecRef(p); }
        };
        if (step === 1 && self.c_contiguous && n > 0) write(start, n);   // one copy into contiguous memory
        else for (let k = 0; k < n; k++) write(start + k * step, 1);
      };
      const method = (name, typed) => {
        const orig = mv.tp_funcs[name];
        $B.brytorchOverlay.replaceBuiltinMethod(mv, name, function (self, ...rest) {
          return cView(self) ? typed(self, ...rest) : orig.call(this, self, ...rest);
        });
      };
      // cast(format[, shape]) as CPython's: a new view of the same C-contiguous memory with a
      // native single-character format, one side of the cast a byte format (pickle's
      // PickleBuffer.raw() casts to 'B').
      const ITEM_SIZES = { b: 1, B: 1, c: 1, '?': 1, h: 2, H: 2, e: 2, i: 4, I: 4, l: 4, L: 4, n: 4,
        N: 4, P: 4, f: 4, q: 8, Q: 8, d: 8 };
      const bare = (f) => (f.length === 2 && f[0] === '@' ? f[1] : f);
      const isByteFormat = (f) => ['b', 'B', 'c'].includes(bare(f));
      const cast = (self, format, shape) => {
        if (!$B.$isinstance(format, b.str)) $B.RAISE(b.TypeError, 'memoryview: format argument must be a string');
        if (!self.c_contiguous) $B.RAISE(b.TypeError, 'memoryview: casts are restricted to C-contiguous views');
        if (shape !== undefined && shape !== b.None && self.ndim !== 1 && $B.$call(b.len, shape) !== 1) {
          $B.RAISE(b.TypeError, 'memoryview: cast must be 1D -> ND or ND -> 1D');
        }
        const size = ITEM_SIZES[bare(format)];
        if (bare(format).length !== 1 || size === undefined) {
          $B.RAISE(b.ValueError, "memoryview: destination format must be a native single character format prefixed with an optional '@'");
        }
        if (!isByteFormat(self.format) && !isByteFormat(format)) {
          $B.RAISE(b.TypeError, 'memoryview: cannot cast between two non-byte formats');
        }
        let nbytes = self.itemsize;
        for (const x of self.shape) nbytes *= x;
        if (nbytes % size !== 0) $B.RAISE(b.TypeError, 'memoryview: length is not a multiple of itemsize');
        let dims = [nbytes / size];
        if (shape !== undefined && shape !== b.None) {
          if (!$B.$isinstance(shape, [b.list, b.tuple])) $B.RAISE(b.TypeError, 'shape must be a list or a tuple');
          dims = Array.from(shape, (x) => Number($B.PyNumber_Index(x)));
          if (dims.reduce((a, x) => a * x, 1) * size !== nbytes) {
            $B.RAISE(b.TypeError, 'memoryview: product(shape) * itemsize != buffer size');
          }
        }
        const strides = [];
        for (let i = dims.length - 1, step = size; i >= 0; step *= dims[i], i--) strides[i] = step;
        self.obj.exports = (self.obj.exports ?? 0) + 1;
        return { ...self, format, itemsize: size, ndim: dims.length, shape: $B.fast_tuple(dims),
          strides: $B.fast_tuple(strides), c_contiguous: true, f_contiguous: dims.length <= 1,
          contiguous: true, $bt_cast: true };
      };
      method('cast', cast);
      method('tolist', tolist);
      method('tobytes', (self) => call(_bt_buffer_tobytes, self.obj));
      method('hex', (self, ...args) => $B.$call($B.$getattr(call(_bt_buffer_tobytes, self.obj), 'hex'), ...args));
      const slot = (name, make) => {
        const orig = mv[name];
        mv[name] = make(orig);
        $B.wrapper_methods[name](mv, name);
      };
      slot('mp_subscript', (orig) => function (self, key) {
        if (!cView(self)) return orig.apply(this, arguments);
        if ($B.is_tuple(key) && key.length === 0 && self.ndim === 0) return tolist(self);
        if ($B.$isinstance(key, b.int) || $B.$getattr(key, '__index__', $B.NULL) !== $B.NULL && !$B.$isinstance(key, b.slice)) {
          return item(self, index1d(self, key));
        }
        return orig.apply(this, arguments);
      });
      // (item assignment: whichever of the two slots Brython's memoryview has)
      for (const name of ['mp_ass_subscript', 'sq_ass_item'].filter((n) => typeof mv[n] === 'function')) {
        slot(name, (orig) => function (self, key, value) {
          if (cView(self) && value !== $B.NULL && value !== undefined && $B.$isinstance(key, b.slice)) {
            assignSlice(self, key, value);
            return b.None;
          }
          if (!cView(self) || value === $B.NULL || value === undefined || $B.is_tuple(key)) {
            return orig.apply(this, arguments);
          }
          if (self.$bt_readonly) $B.RAISE(b.TypeError, 'cannot modify read-only memory');
          const i = index1d(self, key);
          const bytes = BT.toC(pack(self, value));
          try { itemBytes(self, i, bytes); } finally { _Py_DecRef(bytes); }
          return b.None;
        });
      }
      slot('tp_iter', (orig) => function (self) {
        if (!cView(self)) return orig.apply(this, arguments);
        if (self.ndim === 0) $B.RAISE(b.TypeError, 'invalid indexing of 0-dim memory');
        if (self.ndim > 1) $B.RAISE(b.NotImplementedError, 'multi-dimensional sub-views are not implemented');
        return $B.$iter(tolist(self));
      });
      slot('tp_richcompare', (orig) => function (self, other, op) {
        if (!cView(self) && !cView(other)) return orig.apply(this, arguments);
        if ((op !== '__eq__' && op !== '__ne__') || !$B.$isinstance(other, mv)) return b.NotImplemented;
        let equal = self === other;
        if (!equal) {
          const shape = (v) => Array.from(v.shape).join(',');
          const values = (v) => (cView(v) ? tolist(v) : $B.$call($B.$getattr(v, 'tolist')));
          equal = shape(self) === shape(other) && $B.rich_comp('__eq__', values(self), values(other));
        }
        return op === '__eq__' ? equal : !equal;
      });
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
