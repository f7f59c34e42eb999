// Fix: a str constant of the `ast` module holds the string the literal denotes, as in
//   CPython, and a str constant put into an AST compiles to that string.
// Symptom: `ast.parse('"I\'m"').body[0].value.value` was `I\'m` (with the backslash), and
//   every escape stayed escaped (`"a\nb"` gave a backslash and an n): `ast.literal_eval`,
//   `ast.get_docstring` and `ast.unparse` returned such strings, and TorchScript, which reads
//   a scripted function's literals from its AST, printed `Hello, I\'m a test` (test_jit's
//   TestScript::test_format). `compile()` of a tree holding `ast.Constant("it's")` was a
//   JavascriptError.
// Cause: brython.js's parser keeps a string constant as the body of the JavaScript
//   single-quoted literal its code generator writes (escapes and all), and its conversion of
//   the tree to the `ast` module's objects passes that text on as the value; overlay 480's
//   conversion back (for compile()) passed a Python string to the generator unescaped.
// Fix: the conversion to `ast` objects evaluates the literal body (only when it holds a
//   backslash: otherwise it is the string already), keeping the surrogate positions the code
//   generator would give it; the conversion back (overlay 480's) escapes what a single-quoted
//   JavaScript literal cannot hold as it is.
// Test: tests/brython/test_language.py::test_ast_string_constants_hold_their_value
(function ($B) {
  // (a str with characters past U+FFFF is a String object knowing where they are: $B.String)
  const valueOfLiteralBody = (body) => {
    if (!body.includes('\\')) return $B.String(body);
    const value = Function(`return '${body}'`)();
    const surrogates = $B.surrogates(body);   // (it reads the escapes as the generator's code does)
    return surrogates.length ? $B.make_String(value, surrogates) : value;
  };
  const jsToPy = $B.ast_js_to_py;
  $B.ast_js_to_py = function (obj) {
    const res = jsToPy(obj);
    if (obj instanceof $B.ast.Constant && typeof obj.value === 'string') {
      $B.set_to_dict(res, 'value', valueOfLiteralBody(obj.value));
    }
    return res;
  };
})(__BRYTHON__);
