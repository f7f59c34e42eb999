// Fix: ContextVar.set returns a Token holding the value before the set, so reset() restores it.
// Symptom: `t = v.set(1); v.reset(t)` leaves 1 in v, and t.old_value is 1, not the earlier
//   value (or Token.MISSING). numpy's np.errstate resets its context variable on exit, so every
//   error-state change would stay in force after the with block.
// Cause: Brython's _contextvars assigns the new value before it makes the Token, and the Token
//   reads the variable with get(), which falls back to the default (CPython's Token says
//   MISSING for a variable never set).
// Fix: make the Token first, from the value set so far.
// Test: tests/brython/test_stdlib.py::test_contextvar_reset_restores_the_old_value
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_contextvars',
    ' def set(self,value):\n  self.value=value\n  return Token(self)\n',
    ' def set(self,value):\n  token=Token(self)\n  self.value=value\n  return token\n');
  $B.brytorchOverlay.patchStdlibSource('_contextvars',
    '  try:\n   self.old_value=contextvar.get()\n  except LookupError:\n   self.old_value=Token.MISSING\n',
    '  self.old_value=contextvar.value if hasattr(contextvar,"value") else Token.MISSING\n');
})(__BRYTHON__);
