// Fix: functools.reduce is a built-in function with CPython's arguments and errors.
// Symptom: `import torch._dynamo` raised "Signature mismatch between <function reduce> and
//   <function reduce>" (its polyfills compare inspect.signature of each original with the
//   polyfill's; CPython's reduce has no signature, so the check is skipped there);
//   `reduce(f, [])` raised StopIteration; `reduce(f, xs, None)` ignored the initial None.
// Cause: brython_stdlib.js's _functools defines reduce in Python as
//   `reduce(func, iterable, initializer=None)`, with None meaning "no initial value".
// Fix: reduce is a JavaScript builtin (builtin_function_or_method, as in CPython): 2 or 3
//   positional arguments, no keywords, an explicit None is an initial value, CPython 3.11's
//   messages; _functools takes it instead of its Python definition.
// Test: tests/brython/test_stdlib.py::test_functools_reduce_is_builtin
(function ($B) {
  const _b_ = $B.builtins;
  const reduce = function (...args) {
    const last = args[args.length - 1];
    if (last && last.$kw) {
      if (!$B.keyword_is_empty(last.$kw)) $B.RAISE(_b_.TypeError, 'reduce() takes no keyword arguments');
      args.pop();
    }
    if (args.length < 2) $B.RAISE(_b_.TypeError, `reduce expected at least 2 arguments, got ${args.length}`);
    if (args.length > 3) $B.RAISE(_b_.TypeError, `reduce expected at most 3 arguments, got ${args.length}`);
    const [fn, iterable] = args;
    let iterator;
    try {
      iterator = _b_.iter(iterable);
    } catch (err) {
      if ($B.is_exc(err, _b_.TypeError)) $B.RAISE(_b_.TypeError, 'reduce() arg 2 must support iteration');
      throw err;
    }
    let result = args.length === 3 ? args[2] : $B.NULL;
    for (;;) {
      let item;
      try {
        item = _b_.next(iterator);
      } catch (err) {
        if ($B.is_exc(err, _b_.StopIteration)) break;
        throw err;
      }
      result = result === $B.NULL ? item : $B.$call(fn, result, item);
    }
    if (result === $B.NULL) $B.RAISE(_b_.TypeError, 'reduce() of empty iterable with no initial value');
    return result;
  };
  reduce.ob_type = $B.builtin_function_or_method;
  reduce.m_module = '_functools';
  reduce.$function_infos = ['_functools', 'reduce', 'reduce'];
  $B.brytorchReduce = reduce;
  $B.brytorchOverlay.patchStdlibSource('_functools',
    'def reduce(func,iterable,initializer=None):\n args=iter(iterable)\n if initializer is not None:\n' +
    '  res=initializer\n else:\n  res=next(args)\n while True:\n  try:\n   res=func(res,next(args))\n' +
    '  except StopIteration:\n   return res\n',
    'reduce=__BRYTHON__.brytorchReduce\n');
})(__BRYTHON__);
