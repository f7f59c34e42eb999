// Fix: the closure of a method of a class defined inside a function reaches that function's
//   variables: `A.f.__closure__` cells hold them, as CPython's do.
// Symptom: for `def test(): class A: @staticmethod def f(a): return A(a)`,
//   `A.f.__closure__[0].cell_contents` raised "ValueError: empty cell". torch.jit reads the
//   closure of every method of a class it compiles (torch._jit_internal.get_closure), so
//   scripting code that uses a class defined in a function failed (30 of test_jit's tests,
//   test_class_inheritance_implicit among them).
// Cause: overlay 433 finds a free variable in the namespaces of the functions enclosing the
//   function, walking from its defining frame; a method's defining frame is its class body's,
//   and brython.js's class-body frame keeps no link to the frame the class statement ran in.
// Fix: ClassDef.to_js's text gains, right after the class body enters its frame, a link from
//   that frame to the frame it was entered from (the one running the class statement), which
//   overlay 433 follows. A text of another shape is left as brython.js wrote it.
// Test: tests/brython/test_language.py::test_closure_of_a_method_of_a_class_in_a_function
(function ($B) {
  const classDefToJs = $B.ast.ClassDef.prototype.to_js;
  const enter = /\n([ \t]*)var frame = \[name, locals, [^\n\]]*\]\n[ \t]*\$B\.enter_frame\(frame, __file__, \d+\)\n/;
  $B.ast.ClassDef.prototype.to_js = function (scopes) {
    const js = classDefToJs.call(this, scopes);
    const m = enter.exec(js);
    if (m === null) return js;
    const at = m.index + m[0].length;
    return js.slice(0, at) +
      `${m[1]}frame.$brytorch_outer = $B.frame_obj.prev === null ? undefined : $B.frame_obj.prev.frame\n` +
      js.slice(at);
  };
})(__BRYTHON__);
