// Fix: isinstance(x, spec) where spec is not a class but its type defines __instancecheck__
//   raises TypeError; CPython asks type(spec).__instancecheck__ first (typing.Type, typing
//   aliases, other non-class specs all rely on it).
// Symptom: isinstance(int, typing.Type) raises "isinstance() arg 2 must be a type, a tuple
//   of types, or a union" (torch.utils.data's datapipe decorator does it at import time).
// Cause: brython.js $B.$isinstance only consults __instancecheck__ once arg 2 is a class.
// Fix: when arg 2 is not a class, a __instancecheck__ on its type decides; the TypeError
//   remains for specs without one.
// Test: tests/brython/test_typing.py::test_isinstance_with_typing_type
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, '$isinstance', [[
    'if(! cls.tp_bases){$B.RAISE(',
    "if(! cls.tp_bases){const check=$B.search_in_mro($B.get_class(cls),'__instancecheck__',$B.NULL)\n" +
    'if(check!==$B.NULL){return $B.$bool($B.$call(check,cls,obj))}\n$B.RAISE(',
  ]]);
})(__BRYTHON__);
