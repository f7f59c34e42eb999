// Fix: an import of a module that does not exist raises "ModuleNotFoundError: No module named
//   'name'", as in CPython.
// Symptom: the message was the bare name, and under Node "nosuch (warning: cannot import
//   local files with protocol 'file')": tests matching "No module named" (assertRaisesRegex,
//   pytest.importorskip's reason) and users read something else.
// Cause: brython.js's import engine raises ModuleNotFoundError(mod_name), adding that warning
//   when the page's protocol is file: (Node's is).
// Fix: $__import__ is wrapped: a ModuleNotFoundError whose message does not already start
//   with "No module named" gets CPython's message from its `name`.
// Test: tests/brython/test_language.py::test_module_not_found_message
(function ($B) {
  const _b_ = $B.builtins, original = $B.$__import__;
  $B.$__import__ = function (name) {
    try {
      return original.apply(this, arguments);
    } catch (err) {
      if (err && err.ob_type === _b_.ModuleNotFoundError) {
        const args = err.args;
        const text = args && args.length > 0 && typeof args[0] === 'string' ? args[0] : '';
        const missing = typeof err.name === 'string' ? err.name : name;
        if (!text.startsWith('No module named') && typeof missing === 'string') {
          const msg = `No module named '${missing}'`;
          err.args = $B.fast_tuple([msg]);
          err.msg = msg;
        }
      }
      throw err;
    }
  };
})(__BRYTHON__);
