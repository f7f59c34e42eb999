// Fix: the code of a class body (a class statement's frame, `frame.f_code`) has the class's
//   first line and qualified name, as in CPython: `co_firstlineno` is the line of the class
//   statement (of its first decorator), `co_qualname` the class's `__qualname__`.
// Symptom: every class body's code said `co_firstlineno` 1, and `co_qualname` the bare class
//   name. torch._jit_internal records which class an `@torch.jit._overload_method` overload
//   belongs to by the first line of the calling class body, to refuse overloads of one method
//   name in two classes of the same name in a module; with every class at line 1 it could not
//   tell them apart.
// Cause: brython.js builds `f_code` of a frame without a function (a module's or a class
//   body's) with `co_firstlineno: 1` and `co_qualname` = the frame's name.
// Fix: for such a frame whose locals are a class body's (they hold `__firstlineno__`, which
//   brython.js's class code sets, and overlay 602 makes the first decorator's line), the two
//   fields come from them.
// Test: tests/brython/test_language.py::test_class_body_code_first_line_and_qualname
(function ($B) {
  const frameFuncs = $B.frame.tp_funcs;
  const fCodeGet = frameFuncs.f_code_get;
  frameFuncs.f_code_get = function (self) {
    const code = fCodeGet(self);
    const locals = self[1];
    if (!self[4] && !self.f_code && locals && typeof locals.__firstlineno__ === 'number') {
      code.co_firstlineno = locals.__firstlineno__;
      const qualname = locals.__qualname__;
      if (typeof qualname === 'string') code.co_qualname = qualname;
    }
    return code;
  };
  $B.set_to_dict($B.frame, 'f_code',
    $B.getset_descriptor.$factory($B.frame, 'f_code', [frameFuncs.f_code_get, frameFuncs.f_code_set]));
})(__BRYTHON__);
