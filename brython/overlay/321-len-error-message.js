// Fix: len() of an object without __len__ says "object of type 'X' has no len() VVV" (a
// debugging leftover), where CPython says "object of type 'X' has no len()".
// Symptom: messages compared with CPython's differ (pybind11's test_builtin_functions).
// Cause: brython.js builtins.len appends " VVV" to its TypeError message.
// Fix: builtins.len is wrapped; on that TypeError the message loses the suffix (nothing is
//   added to the successful path).
// Test: tests/brython/test_builtins.py::test_len_error_message
(function ($B) {
  const _b_ = $B.builtins, original = _b_.len, SUFFIX = ' VVV';
  const len = function () {
    try {
      return original.apply(this, arguments);
    } catch (err) {
      const args = err?.args;
      if (Array.isArray(args) && typeof args[0] === 'string' && args[0].endsWith(SUFFIX)) {
        args[0] = args[0].slice(0, -SUFFIX.length);
      }
      throw err;
    }
  };
  for (const key of Object.keys(original)) len[key] = original[key];
  _b_.len = len;
})(__BRYTHON__);
