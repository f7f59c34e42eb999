// Fix: frame.f_lasti is the frame's current position index (2 x the index of its current
//   node in f_code.co_positions(), as Brython's own tb_lasti), or -1 when none is known,
//   instead of always 0.
// Symptom: `inspect.getframeinfo(inspect.currentframe()).lineno` (and inspect.stack())
//   answered the line of the code object's first node: 1 at module level, the `def` line in
//   a function (test_torch's test_cpp_warnings_have_python_context compares it with the
//   warning's line).
// Cause: brython.js `frame_funcs.f_lasti_get` returns 0; inspect reads the position of
//   instruction f_lasti // 2 in co_positions(), which is the frame's own positions table.
// Fix: the getter returns frame.inum (what brython.js stores when it records the current
//   node, and uses for tracebacks) when that node is on the frame's current line, else -1
//   (inspect and traceback then use f_lineno).
// Test: tests/brython/test_language.py::test_frame_lasti_gives_the_current_line
(function ($B) {
  const funcs = $B.frame.tp_funcs;
  funcs.f_lasti_get = function (self) {
    if (typeof self.inum !== 'number' || !self.positions) return -1;
    const position = self.positions[Math.floor(self.inum / 2)];
    // inum is recorded at calls and errors, not at every line: one left from an earlier
    // line of the frame would name that line, so then the position is unknown.
    if (position === undefined || $B.decode_position(position)[0] !== self.$lineno) return -1;
    return self.inum;
  };
  // The class's descriptor was made from the old getter when brython.js finalized the type.
  $B.set_to_dict($B.frame, 'f_lasti',
    $B.getset_descriptor.$factory($B.frame, 'f_lasti', [funcs.f_lasti_get, funcs.f_lasti_set]));
})(__BRYTHON__);
