// One error protocol at every crossing.
//   C -> Brython: a C function returned NULL/-1 with the error indicator set: BT.throwPending()
//     takes the exception out of the indicator and throws it as a Brython exception.
//   Brython -> C: a Brython exception (or any JS error) thrown while C called into Brython:
//     BT.catchToC(err) stores it in the indicator; the JS import then returns NULL/-1.
// Nothing unwinds through wasm frames.
addToLibrary({
  // Merged into BT by BT.init (objects.js).
  $BTErrors__deps: ['_Bt_Err_Take', '_Bt_Err_SetRaised', 'Py_DecRef', '$getExceptionMessage', '$decrementExceptionRefcount'],
  $BTErrors: {
    throwPending() {
      const exc = __Bt_Err_Take();
      if (!exc) {
        BT.$B.RAISE(BT.b.SystemError, 'error return without exception set');
      }
      const err = BT.toJS(exc);
      _Py_DecRef(exc);
      throw err;
    },
    // A C++ exception that left C code through a C entry point (C++ code must not let one
    // escape, but a binding library's internal failure can): a Python SystemError with the
    // exception's message, never an abort.
    cppExceptionToPython(err) {
      let what = 'unknown C++ exception';
      try {
        const [type, message] = getExceptionMessage(err);
        what = `${type}: ${message}`;
        decrementExceptionRefcount(err);
      } catch (e) { /* keep the generic text */ }
      return BT.$B.$call(BT.b.SystemError, `C++ exception escaped into Python: ${what}`);
    },

    // A wasm trap in C code (out-of-bounds access, unreachable, a call through a function
    // pointer of the wrong type): SystemError naming it. The error indicator the faulting
    // code may have half set is dropped; BT.enterC has restored the C stack.
    trapToPython(err) {
      // BRYTORCH_DEBUG_JS_ERRORS=1 prints the trap's stack (wasm function names when the
      // module keeps its name section: a development link or a bridge.sh module).
      const debug = globalThis.BRYTORCH_DEBUG_JS_ERRORS ||
        (typeof process !== 'undefined' && process.env && process.env.BRYTORCH_DEBUG_JS_ERRORS);
      if (debug) console.error('bridge: wasm trap in C code:', err && err.stack ? err.stack : err);
      const stale = __Bt_Err_Take();
      if (stale) _Py_DecRef(stale);
      return BT.$B.$call(BT.b.SystemError, `wasm trap in C code: ${err.message} (the C stack was reset to the call's entry)`);
    },

    // Stores a thrown value in the C error indicator. Returns `failValue`.
    catchToC(err, failValue) {
      let exc = err;
      if (typeof WebAssembly !== 'undefined' && err instanceof WebAssembly.Exception) exc = BT.cppExceptionToPython(err);
      if (!(exc && exc.ob_type && BT.$B.is_exc(exc, [BT.b.BaseException]))) {
        // A JS error is a bridge or Brython bug more often than not: BRYTORCH_DEBUG_JS_ERRORS=1
        // (environment in Node, a global on a page) prints where it came from.
        const debug = globalThis.BRYTORCH_DEBUG_JS_ERRORS ||
          (typeof process !== 'undefined' && process.env && process.env.BRYTORCH_DEBUG_JS_ERRORS);
        if (debug) console.error('bridge: JS error crossing into C:', err && err.stack ? err.stack : err);
        exc = BT.$B.exception(err);               // JS error -> JavascriptError / RecursionError
      }
      __Bt_Err_SetRaised(BT.toC(exc));
      return failValue;
    },
  },
});
