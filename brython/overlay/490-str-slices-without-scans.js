// Fix: a str slice, concatenation or any other new str no longer costs a JavaScript loop
//   over every character of the result; a step-1 slice is one substring. A slice with a
//   step other than 1 of a str with astral characters keeps them whole, and str.join's
//   result counts them as one character each.
// Symptom: `import torch` spent 0.45 s of its ~11 s (Node, profiled) in `$B.surrogates`
//   under `str.$getitem_slice`: linecache reading torch's sources line by line through
//   TextIOWrapper.readline, which slices the decoded chunk it holds once per line. Every
//   `s[a:b]` and `s + t` paid a char-by-char copy of its result. And `"a\U0001F600"[::-1]`
//   gave two lone surrogates instead of the emoji (CPython: '\U0001F600a');
//   `len("\n".join(["\U0001F600"] * 2))` was 5, not 3, and find() in it gave JS positions.
// Cause: brython.js's $B.String (called on every new str) finds the astral characters of a
//   string by first copying it character by character (to undo backslash escapes) and then
//   walking it code point by code point; str.$getitem_slice builds even a step-1 slice one
//   character at a time, and a stepped one picks UTF-16 units from the first unit of
//   each end position. str.join returns the JS join of its items, a plain string that
//   hides the astral characters of its items from every position computation.
// Fix: $B.surrogates answers [] at once when the string holds no high surrogate (a native
//   regular-expression test): escapes never make one, so the full walk could only find
//   none. A step-1 slice takes `substring` between the same positions. A stepped slice of
//   a str with astral characters picks from its code points. str.join's result goes
//   through $B.String like any other new str (now cheap when it has no astral character).
// Test: tests/brython/test_builtins.py::test_str_slices_and_sums_with_astral_characters
(function ($B) {
  const _b_ = $B.builtins;
  const str = _b_.str;
  const fullScan = $B.surrogates;
  const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
  $B.surrogates = function (s) {
    return HIGH_SURROGATE.test(s) ? fullScan(s) : [];
  };

  const slowSlice = str.$getitem_slice;
  str.$getitem_slice = function (self, slice) {
    // A plain JS string has no astral characters for Brython (a str that has them is a
    // String object with `surrogates`), so Python and JS positions agree.
    if (typeof self !== 'string') {
      if (!(self instanceof String) || self.surrogates === undefined) return slowSlice(self, slice);
      const s = _b_.slice.$conv_for_seq(slice, str.mp_length(self));   // (in code points)
      if (s.step === 1) return slowSlice(self, slice);
      const codePoints = Array.from(self.valueOf());
      let picked = '';
      if (s.step > 0) for (let i = s.start; i < s.stop; i += s.step) picked += codePoints[i];
      else for (let i = s.start; i > s.stop; i += s.step) picked += codePoints[i];
      return $B.String(picked);
    }
    const s = _b_.slice.$conv_for_seq(slice, self.length);
    if (s.step !== 1) return slowSlice(self, slice);
    return s.stop <= s.start ? '' : $B.String(self.substring(s.start, s.stop));
  };

  const plainJoin = $B.brytorchOverlay.replaceBuiltinMethod(str, 'join', function join(self, iterable) {
    return $B.String(plainJoin.apply(this, arguments));
  });
})(__BRYTHON__);
