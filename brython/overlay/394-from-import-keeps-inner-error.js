// Fix: `from package import submodule` lets an error raised while importing the submodule
//   propagate, as CPython does; only a missing `package.submodule` itself becomes
//   "cannot import name".
// Symptom: when `package/submodule.py` itself imports a module that does not exist (or raises
//   ImportError), `from package import submodule` raises "ImportError: cannot import name
//   'submodule'", hiding which import failed (PyPI pytest: `from _pytest.assertion import
//   rewrite` hid Brython's missing importlib.resources._functional).
// Cause: brython.js's $B.$import turns any ImportError raised by the submodule import into
//   "cannot import name".
// Fix: it does so only for a ModuleNotFoundError whose `name` is the submodule's own (or
//   unknown); any other exception propagates unchanged.
// Test: tests/brython/test_language.py::test_from_import_keeps_the_submodule_error
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, '$import', [[
    'if(! $B.is_exc($err3,[_b_.ImportError])){throw $err3}',
    'if(! $B.is_exc($err3,[_b_.ModuleNotFoundError]) ||' +
      '(typeof $err3.name == "string" && $err3.name !== submodule_name)){throw $err3}',
  ]]);
})(__BRYTHON__);
