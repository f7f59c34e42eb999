// Fix: `gen.throw(exc)` on a generator suspended in `yield from` hands the exception to the
//   delegate and, when the delegate catches it and yields, gives that value back, as CPython
//   does (PEP 380).
// Symptom: the delegate's value was lost: the delegating generator went on to advance the
//   delegate again, so `throw` returned its next value or, at its end, raised the
//   StopIteration of its return (`v.throw(KeyError)` -> StopIteration: done, CPython:
//   'thrown in').
// Cause: the code brython.js's YieldFrom.to_js writes calls the delegate's `throw` in its
//   except branch but leaves the flag that says "this round's value is ready" unset, so the
//   loop also calls next() on the delegate before it yields.
// Fix: that code sets the flag (failed1N) after the delegate's `throw` returned a value.
// Test: tests/brython/test_language.py::test_throw_through_yield_from
(function ($B) {
  const thrown = /(_y(\d+) = \$B\.\$call\(_m\2, \.\.\._b_\.list\.\$factory\(_x\2\)\))/g;
  // Checked at the first `yield from` compiled (not at load, which every start would pay).
  let checked = false;
  const yieldFromToJs = $B.ast.YieldFrom.prototype.to_js;
  $B.ast.YieldFrom.prototype.to_js = function (scopes) {
    const js = yieldFromToJs.call(this, scopes).replace(thrown, (m, call, n) => `${call}; failed1${n} = true`);
    if (!checked) {
      if (!/; failed1\d+ = true/.test(js)) {
        throw new Error("brytorch overlay 525: YieldFrom.to_js's code does not call the delegate's throw as expected");
      }
      checked = true;
    }
    return js;
  };
})(__BRYTHON__);
