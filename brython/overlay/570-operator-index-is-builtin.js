// Fix: operator.index is a builtin function, as CPython's (_operator's, in C): an int or
//   bool is answered in JavaScript; anything else goes to the Python version overlay 483 made
//   (CPython's PyNumber_Index rules and messages).
// Symptom: each operator.index(n) was a Python call; random.randrange makes three (randint
//   ~21 us a call against CPython's 0.5, with getrandbits fixed by 569).
// Cause: Brython's _operator is Python source.
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier does not leave it out).
// Fix: `_operator.index` (which `operator` re-exports, and `random` keeps as `_index`) is a
//   JavaScript builtin, `<built-in function index>`, with CPython's argument errors.
// Test: tests/brython/test_stdlib.py::test_operator_index_matches_cpython
(function ($B) {
  const _b_ = $B.builtins;
  // The Python version (483's), found in the module once it is imported (a Python function
  // handed to JavaScript through an argument would arrive wrapped for JS callers).
  let pythonIndex;
  $B.brytorchOperatorIndex = $B.brytorchOverlay.builtin('_operator', 'index', function index(a) {
    if (arguments.length !== 1 || (a !== null && typeof a === 'object' && a.$kw !== undefined)) {
      const given = arguments.length;
      $B.RAISE(_b_.TypeError, given === 1
        ? '_operator.index() takes no keyword arguments'
        : `_operator.index() takes exactly one argument (${given} given)`);
    }
    switch (typeof a) {
      case 'number': case 'bigint': return a;
      case 'boolean': return a ? 1 : 0;
    }
    pythonIndex ??= $B.$getattr($B.imported._operator, '_python_index');
    return $B.$call(pythonIndex, a);
  });
  $B.brytorchOverlay.patchStdlibSource('_operator', 'def index(a):\n', 'def _python_index(a):\n');
  const entry = $B.VFS._operator;
  entry[1] += '\nindex=__BRYTHON__.brytorchOperatorIndex\n';
})(__BRYTHON__);
