// Fix: an AttributeError raised by a metaclass's __getattribute__ escapes Brython's
//   "look the name up on this class, NULL if missing" helper, so a missing attribute becomes
//   an error where CPython's lookups with a default (and class creation's __set_name__
//   lookup, which does not even call __getattribute__) carry on.
// Symptom: "AttributeError: type object '_TorchDispatchModeKey' has no attribute
//   '__set_name__'" when a class body holds an instance of a class whose metaclass defines
//   __getattribute__ (pybind11 enums in torch._subclasses.fake_tensor at `import torch`).
// Cause: brython.js $B.type_getattribute calls the metaclass's tp_getattro and expects
//   $B.NULL for a missing name, but a __getattribute__ written in Python (or C) raises.
// Fix: for the name __set_name__ (class creation's lookup) an AttributeError from that call
//   means "missing" ($B.NULL). For other names the error keeps propagating with its own
//   message (a property without getter on a metaclass says so, as in CPython).
// Test: tests/brython/test_language.py::test_set_name_ignores_metaclass_getattribute
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, 'type_getattribute', [[
    'var res=getattro(klass,attr,$B.NULL)',
    'var res\ntry{res=getattro(klass,attr,$B.NULL)}catch(err){' +
    "if(attr!=='__set_name__'||!$B.is_exc(err,[$B.builtins.AttributeError])){throw err}\nres=$B.NULL}",
  ]]);
})(__BRYTHON__);
