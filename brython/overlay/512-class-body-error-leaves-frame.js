// Fix: a class statement whose body or metaclass raises leaves the class's frame, so the
//   frame stack is what it was before the statement (docs/brython-bugs.md, bug 1).
// Symptom: after `with suppressor: class A: raise X` (or a metaclass refusing the class,
//   e.g. Enum's "invalid enum member name(s) 'mro'" inside `assertRaises`), Brython's frame
//   stack kept the class's frame on top: the enclosing `try` skipped its `else`, a name bound
//   later in the function was read from that stale frame's namespace (KeyError
//   'hasOwnProperty' in 12 test classes of CPython's test_enum, which took each class's
//   remaining tests down; pytest-style runners lost test outcomes).
// Cause: brython.js's ClassDef code enters the class's frame and leaves it only on the
//   normal path (`$B.trace_return_and_leave` before `return kls`); an exception from the
//   body or from `$B.$class_constructor` left it. A function's code has a catch that leaves
//   its frame; a class body's has none, so the next function to leave popped the class's
//   frame in place of its own.
// Fix: the generated class function's body, from its frame's entry to `return kls`, is in a
//   try whose catch leaves the frame the way a function's does (`$B.set_exc_and_leave`:
//   the traceback keeps the class body's line) and rethrows.
// Test: tests/brython/test_language.py::test_class_statement_error_leaves_the_frame_stack
(function ($B) {
  const classToJs = $B.ast.ClassDef.prototype.to_js;
  $B.ast.ClassDef.prototype.to_js = function (scopes) {
    const js = classToJs.apply(this, arguments);
    // The class's own frame entry is the first in its code (its body's functions and
    // classes come after); its normal exit is the last `return kls`.
    const enter = /\$B\.enter_frame\(frame, __file__, \d+\)\n/.exec(js);
    const exitText = '$B.trace_return_and_leave(frame, _b_.None)\n';
    const exit = js.lastIndexOf(exitText);
    const ret = exit < 0 ? -1 : js.indexOf('return kls\n', exit);
    if (enter === null || ret < 0) {
      throw new Error(`brytorch overlay 512: class frame entry or exit not found for ${this.name}`);
    }
    const bodyStart = enter.index + enter[0].length, bodyEnd = ret + 'return kls\n'.length;
    return js.slice(0, bodyStart) + 'try {\n' + js.slice(bodyStart, bodyEnd) +
      '} catch (err) {\n$B.set_exc_and_leave(frame, err)\n}\n' + js.slice(bodyEnd);
  };
})(__BRYTHON__);
