// Fix: a sequence slice's bounds are clamped as CPython's PySlice_AdjustIndices clamps them,
//   and a step or bound past the JS safe-integer range is used as the clamped number it
//   stands for.
// Symptom: `list(range(7))[3:-1000:-1]` was `[3, 2, 1, 0]` followed by 992 JS undefined
//   values (likewise tuples; a str got "undefined" text), `x[3:-1000:-1] = [9] * 4` said the
//   extended slice had size 996, `x[-1000::-1]` was `[0]` (CPython: `[]`), `range(7)[3:-1000:-1]`
//   was `range(3, -993, -1)`, `del x[::-1]` left `x[0]`, and `x[::2**63 - 1]` was a JavascriptError ("Cannot mix BigInt
//   and other types"). TorchScript's test of list and str slicing compares with these
//   (test_jit's TestScript::test_index).
// Cause: brython.js's slice.$conv_for_seq clamps a negative start to 0 whatever the step's
//   sign, never clamps a stop still negative after adding the length, and returns a big step
//   as a BigInt that its callers mix with numbers; `del` of a list slice read the slice's raw
//   values with rules of its own.
// Fix: the conversion, rewritten with CPython's rules for a length that is a JS number (the
//   values past ±2**53 - 1 clamp to it, as CPython's to ±PY_SSIZE_T_MAX: any magnitude past
//   the length selects the same items; a range's slice keeps the step exact); a range longer
//   than that keeps brython.js's conversion.
// Test: tests/brython/test_builtins.py::test_sequence_slice_bounds_are_clamped
(function ($B) {
  const _b_ = $B.builtins, slice = _b_.slice;
  const LIMIT = Number.MAX_SAFE_INTEGER;
  // PyNumber_Index with CPython's slice message (overlay 596; the bare one where it is left out)
  const pyIndex = (value) => ($B.brytorchSliceIndex ?? $B.PyNumber_Index)(value);
  // A Python int as a JS number clamped to ±LIMIT (a JS number already is one: no call).
  const clamp = (v) => typeof v === 'number' ? v : Math.max(-LIMIT, Math.min(LIMIT, Number($B.int_value(v))));
  const index = (value) => typeof value === 'number' ? value : clamp(pyIndex(value));
  let exactStep = false;   // set while a range is sliced
  const convForSeq = slice.$conv_for_seq;
  slice.$conv_for_seq = function (self, len) {
    if (typeof len !== 'number') return convForSeq.apply(this, arguments);
    // (a range keeps a big step exact: its slice is a range, not a walk over items)
    let step = 1, exact = 1;
    if (self.step !== _b_.None && self.step !== undefined) {
      exact = typeof self.step === 'number' ? self.step : pyIndex(self.step);
      step = clamp(exact);
    }
    if (step === 0) $B.RAISE(_b_.ValueError, 'slice step cannot be zero');
    const adjust = (value, missing) => {
      if (value === _b_.None || value === undefined) return missing;
      let v = index(value);
      if (v < 0) {
        v += len;
        if (v < 0) v = step < 0 ? -1 : 0;
      } else if (v >= len) {
        v = step < 0 ? len - 1 : len;
      }
      return v;
    };
    return { start: adjust(self.start, step < 0 ? len - 1 : 0), stop: adjust(self.stop, step < 0 ? -1 : len),
      step: exactStep ? exact : step };
  };
  const rangeSubscript = _b_.range.mp_subscript;
  _b_.range.mp_subscript = function () {
    exactStep = true;
    try {
      return rangeSubscript.apply(this, arguments);
    } finally {
      exactStep = false;
    }
  };
  $B.wrapper_methods.mp_subscript(_b_.range, 'mp_subscript');

  // `del list[a:b:c]` walked the raw bounds (`del x[::-1]` kept x[0]): the items the same
  // conversion selects are removed, from the last.
  const listDelitem = $B.list_delitem;
  $B.list_delitem = function (self, arg) {
    if (!$B.$isinstance(arg, slice)) return listDelitem.apply(this, arguments);
    const { start, stop, step } = slice.$conv_for_seq(arg, self.length);
    if (step === 1) {
      if (stop > start) self.splice(start, stop - start);
      return _b_.None;
    }
    const positions = [];
    for (let i = start; step > 0 ? i < stop : i > stop; i += step) positions.push(i);
    if (step > 0) positions.reverse();
    for (const i of positions) self.splice(i, 1);
    return _b_.None;
  };
})(__BRYTHON__);
