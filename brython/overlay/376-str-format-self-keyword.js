// Fix: str.format takes a keyword argument named `self`, as CPython's does (its `self` is
//   positional-only).
// Symptom: `'{fullname}'.format(**locals())` inside a method raises "TypeError: format() got
//   multiple values for argument 'self'" (setuptools' _distutils_hack, imported by
//   torch.utils.cpp_extension, which PyTorch's test harness imports).
// Cause: brython.js parses format's arguments with `self` as an ordinary parameter, so a
//   keyword `self` collides with the string the method is called on.
// Fix: when keywords are passed, they are parsed with `self` positional-only and handed to
//   the original as a mapping (the form str.format_map already uses); str's method
//   descriptor for format holds the new function too.
//   The original's nested fields in a format spec read keywords from its own parse, which
//   the mapping form does not fill: `"{:{w}.{p}f}".format(x, w=10, p=3)` was a
//   JavascriptError ("Cannot convert undefined or null to object"), as was a named nested
//   field under format_map; they now read the mapping, and a nested field's name counts as
//   an index only when it is all digits (`{w1}` was read as index NaN).
// Test: tests/brython/test_builtins.py::test_str_format_self_keyword,
//   test_str_format_nested_keyword_fields
(function ($B) {
  const funcs = $B.builtins.str.tp_funcs;
  const holder = { format: funcs.format };
  $B.brytorchOverlay.patchCoreFunction(holder, 'format', [
    ['function replace_nested(name,key){if(/\\d+/.exec(key)){',
      'function replace_nested(name,key){if(/^\\d+$/.exec(key)){'],
    ['return _b_.dict.mp_subscript($.$kw,key)}}', 'return _b_.str.$factory($B.$call(getitem,key))}}'],
  ], { to_string: $B.builtins.str.$to_string });
  const format = holder.format;
  funcs.format = function () {
    const last = arguments[arguments.length - 1];
    if (!last || last.$kw === undefined) return format.apply(null, arguments);
    const $ = $B.args('format', 1, { self: null }, arguments, null, '$args', '$kw', 1);
    return format($.self, ...$.$args, { $nat: 'mapping', mapping: $.$kw });
  };
  for (const key of Object.keys(format)) funcs.format[key] = format[key];
  $B.get_from_dict($B.builtins.str, 'format').method = funcs.format;   // str.format(...)
})(__BRYTHON__);
