// Fix: an f-string field without a format spec ({x}) converts with str(x); CPython calls
//   format(x, ''), i.e. type(x).__format__(x, '').
// Symptom: f"{obj}" ignores obj.__format__; repr() of a torch tensor recursed forever
//   (torch._tensor_str formats 0-d tensors with f"{value}", whose Tensor.__format__ returns
//   the item's text while str() of a tensor builds the whole repr again).
// Cause: brython.js FormattedValue.to_js emits _b_.str.$factory(value) when there is no spec
//   and no conversion.
// Fix: it emits $B.brytorchFormatField(value): plain JS strings and numbers as str() (same
//   result, fast), anything else through format(value, '').
// Test: tests/brython/test_language.py::test_fstring_field_uses_format
(function ($B) {
  const _b_ = $B.builtins;
  $B.brytorchFormatField = (v) => (typeof v === 'string' ? v
    : typeof v === 'number' ? _b_.str.$factory(v) : _b_.format(v, ''));
  $B.brytorchOverlay.patchCoreFunction($B.ast.FormattedValue.prototype, 'to_js', [[
    '}else if(this.conversion==-1){value=`_b_.str.$factory(${value})`}',
    '}else if(this.conversion==-1){value=`$B.brytorchFormatField(${value})`}',
  ]]);
})(__BRYTHON__);
