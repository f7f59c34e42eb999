// Fix: `except C:` (and the runtime's own checks of an exception's class, such as raise's
//   StopIteration check) matches an exception against a class by the MRO of the
//   exception's class, without a Python-level issubclass() call.
// Symptom: `try: raise ValueError("m") / except ValueError: pass` cost ~6 us (CPython 0.2),
//   over a quarter of it in matching the except clause and raise's StopIteration check.
// Cause: none in the semantics: brython.js's $B.is_exc calls the builtin issubclass for each
//   class of the clause (its argument parsing, then, when the MRO does not hold the class,
//   a lookup and a call of the metaclass's __subclasscheck__).
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: for an exception instance whose class has an MRO and a clause class whose metaclass
//   is exactly `type`, the answer is what issubclass answers for it: in the MRO, or else
//   type.__subclasscheck__'s own rule (a direct base). Anything else (a class given instead
//   of an instance, a JS error, a tuple, a metaclass with its own __subclasscheck__) goes to
//   brython.js's $B.is_exc for that class.
// Test: tests/brython/test_language.py::test_except_matching
(function ($B) {
  const _b_ = $B.builtins;
  const isExc = $B.is_exc;
  const matchesPlainClass = (k, c) => k === c || k.tp_mro.includes(c) ||
    (k.tp_bases === undefined ? c === _b_.object : k.tp_bases.includes(c));
  $B.is_exc = function (exc, excList) {
    const k = exc == null ? undefined : exc.ob_type;
    if (k === undefined || k.tp_mro === undefined || k.tp_mro.includes(_b_.type)) return isExc(exc, excList);
    if (!Array.isArray(excList)) excList = [excList];
    for (const c of excList) {
      if (c != null && c.ob_type === _b_.type && c.tp_mro !== undefined) {
        if (matchesPlainClass(k, c)) return true;
      } else if (isExc(exc, [c])) {
        return true;
      }
    }
    return false;
  };
})(__BRYTHON__);
