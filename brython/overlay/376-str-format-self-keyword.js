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
// Test: tests/brython/test_builtins.py::test_str_format_self_keyword
(function ($B) {
  const funcs = $B.builtins.str.tp_funcs;
  const format = funcs.format;
  funcs.format = function () {
    const last = arguments[arguments.length - 1];
    if (!last || last.$kw === undefined) return format.apply(null, arguments);
    const $ = $B.args('format', 1, { self: null }, arguments, null, '$args', '$kw', 1);
    return format($.self, ...$.$args, { $nat: 'mapping', mapping: $.$kw });
  };
  for (const key of Object.keys(format)) funcs.format[key] = format[key];
  $B.get_from_dict($B.builtins.str, 'format').method = funcs.format;   // str.format(...)
})(__BRYTHON__);
