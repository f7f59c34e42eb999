// Fix: a Python function's argument errors name it by its qualified name, as CPython 3.10+
//   does: "P.m() missing 1 required positional argument: 'a'".
// Symptom: the messages said "m() missing ...", "__init__() takes 2 positional arguments
//   but 3 were given", so a user calling a method wrongly (an nn.Module's forward, a
//   dataclass's __init__) could not tell whose it was, and tests matching CPython's message
//   failed (CPython's test_dataclasses test_dataclasses_qualnames).
// Cause: brython.js's make_arguments_parser (private; behind `$B.args_parser`, which every
//   compiled Python function calls first) builds its messages from the function's
//   `__name__`.
// Fix: the parser is made (at the function's first call, as before) while the function's
//   infos hold its `__qualname__` in the name's place, restored once that call's arguments
//   are parsed, so the messages carry the qualified name.
// Test: tests/brython/test_language.py::test_argument_errors_name_the_qualified_name
(function ($B) {
  const argsParser = $B.args_parser;
  const NAME = $B.func_attrs.__name__, QUALNAME = $B.func_attrs.__qualname__;
  $B.args_parser = function (f, args) {
    if (f.$arguments_parser) return f.$arguments_parser(f, args);
    // The first call makes the parser (kept on f) and parses this call's arguments with it.
    const infos = f.$function_infos, name = infos[NAME];
    infos[NAME] = infos[QUALNAME] ?? name;
    try {
      return argsParser.call(this, f, args);
    } finally {
      infos[NAME] = name;
    }
  };
})(__BRYTHON__);
