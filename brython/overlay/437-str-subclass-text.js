// Fix: an instance of a str subclass iterates over its characters and counts characters
//   past U+FFFF as one.
// Symptom: `list(S("ab"))` for `class S(str): pass` raised "JavascriptError:
//   self[Symbol.iterator] is not a function" (numpy.str_ instances too: numpy's
//   test_scalarbuffer); `len(S("a\U0001f4bb"))` was 3 and reversed() split the character.
// Cause: brython.js's str.tp_iter asks its argument for a JS string iterator, while a
//   subclass instance is an object holding its text in $brython_value; str.tp_new stores
//   that text as a plain JS string, without the surrogate record ($B.String) that len() and
//   indexing read.
// Fix: the iterator runs over the text; tp_new keeps the text as $B.String makes it.
// Test: tests/brython/test_builtins.py::test_str_subclass_text
(function ($B) {
  const _b_ = $B.builtins;
  const iter = _b_.str.tp_iter;
  _b_.str.tp_iter = function (self) {
    return iter.call(this, self.$brython_value ?? self);
  };
  $B.wrapper_methods.tp_iter(_b_.str, 'tp_iter');
  const make = _b_.str.tp_new;
  const fixed = function (cls, args, kw) {
    const res = make.apply(this, arguments);
    if (res && typeof res.$brython_value === 'string') res.$brython_value = $B.String(res.$brython_value);
    return res;
  };
  Object.assign(fixed, make);   // keeps $is_slot and the other marks
  _b_.str.tp_new = fixed;
})(__BRYTHON__);
