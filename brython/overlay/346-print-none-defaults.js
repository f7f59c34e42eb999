// Fix: print(..., file=None, sep=None, end=None) uses the defaults, as in CPython.
// Symptom: `print("x", file=None)` raises "AttributeError: 'NoneType' object has no
//   attribute 'write'" (pickletools.dis and other stdlib code pass file=out with out=None).
// Cause: Brython's print takes the keyword values as given.
// Fix: None for file, sep or end means sys.stdout, ' ' and '\n'.
// Test: tests/brython/test_builtins.py::test_print_none_means_default
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B.builtins, 'print', [
    ["file=$B.str_dict_get(kw,'file',$B.get_stdout())",
     "file=$B.str_dict_get(kw,'file',_b_.None)\n" +
     "if(file===_b_.None){file=$B.get_stdout()}\n" +
     "if(end===_b_.None){end='\\n'}\n" +
     "if(sep===_b_.None){sep=' '}"],
    ["$B.$getattr(file,'flush',None)", "$B.$getattr(file,'flush',_b_.None)"],
    ["if(flush !==None)", "if(flush !==_b_.None)"],
    ["return None}", "return _b_.None}"],
  ]);
})(__BRYTHON__);
