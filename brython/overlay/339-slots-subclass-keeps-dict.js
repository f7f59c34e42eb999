// Fix: an instance of a class that defines __slots__ has no __dict__ even when a base class
//   (other than object and the builtins) defines none; CPython gives it the base's __dict__.
// Symptom: weakref.WeakValueDictionary cannot store anything: KeyedRef (a ref subclass with
//   __slots__) fails in ref.__init__ with "'KeyedRef' object has no attribute 'obj' and no
//   __dict__" (torch._library.custom_ops at `import torch`).
// Cause: brython.js object.tp_new gives the instance a dict only if the class's own dict
//   lacks __slots__, ignoring its bases.
// Fix: the instance gets a dict unless every class of its MRO, except object and builtin
//   types, defines __slots__. (object.tp_new is rebuilt; classes that kept the old function
//   still count as using object's __new__.)
// Test: tests/brython/test_language.py::test_slots_subclass_keeps_base_dict
(function ($B) {
  const _b_ = $B.builtins, originalNew = _b_.object.tp_new;
  $B.brytorchNeedsInstanceDict = function (cls) {
    if (cls === _b_.object) return false;
    for (const klass of $B.get_mro(cls)) {
      if (klass === _b_.object || $B.get_from_dict(klass, '__module__', $B.NULL) === 'builtins') continue;
      if ($B.get_from_dict(klass, '__slots__', $B.NULL) === $B.NULL) return true;
    }
    return false;
  };
  $B.brytorchOverlay.patchCoreFunction(_b_.object, 'tp_new', [
    ['if(cls.tp_new !==_b_.object.tp_new){',
     'if(cls.tp_new !==_b_.object.tp_new && cls.tp_new !==$B.brytorchObjectNewBefore339){'],
    ['if(cls !==object &&\n$B.get_from_dict(cls,\'__slots__\',$B.NULL)===$B.NULL){$B.init_dict(res)}',
     'if($B.brytorchNeedsInstanceDict(cls)){$B.init_dict(res)}'],
  ]);
  $B.brytorchObjectNewBefore339 = originalNew;
})(__BRYTHON__);
