// Fix: getattr(cls, name, default) and hasattr(cls, name) of a class whose metaclass defines
//   __getattribute__ (in Python, or in C: pybind11's metaclass) return the default / False
//   when the lookup raises AttributeError, as in CPython.
// Symptom: with `class Meta(type): def __getattribute__(cls, name): ...`,
//   getattr(C, 'missing', 'default') raised "TypeError: __getattribute__() takes 2 positional
//   arguments but 3 were given"; for every pybind11 class (torch.ScriptObject, torch.Graph)
//   it raised AttributeError, so typing.Union[..., torch.ScriptObject] failed
//   (getattr(t, '__parameters__', ())) and `from torch.export._trace import ...`
//   (torch.export.export_for_training, test_fx's TestMatcher) stopped in a dataclass.
// Cause: brython.js $B.type_getattribute calls the metaclass's tp_getattro as
//   getattro(cls, name, $B.NULL), a third argument a __getattribute__ written in Python
//   rejects (Brython's own type.tp_getattro ignores it); and $B.$getattr applies the default
//   only when that lookup returns $B.NULL, while a __getattribute__ (Python or C) raises.
// Fix: the metaclass's tp_getattro is called with (cls, name) (with or without overlay 337);
//   $B.$getattr with a default turns an AttributeError of the class lookup into the default.
//   Without a default the error keeps its own message, as in CPython.
// Test: tests/brython/test_language.py::test_metaclass_getattribute_with_default
(function ($B) {
  // (the call as overlay 337 left it, or brython.js's own when 337 is left out)
  const call = $B.type_getattribute.toString().includes('try{res=getattro(klass,attr,$B.NULL)}')
    ? ['try{res=getattro(klass,attr,$B.NULL)}', 'try{res=getattro(klass,attr)}']
    : ['var res=getattro(klass,attr,$B.NULL)', 'var res=getattro(klass,attr)'];
  $B.brytorchOverlay.patchCoreFunction($B, 'type_getattribute', [call]);
  $B.brytorchOverlay.patchCoreFunction($B, '$getattr', [
    ['var res=$B.type_getattribute(obj,attr)}',
      'var res;try{res=$B.type_getattribute(obj,attr)}catch(err){' +
      'if(_default===undefined||!$B.is_exc(err,[_b_.AttributeError])){throw err}res=$B.NULL}}'],
  ]);
})(__BRYTHON__);
