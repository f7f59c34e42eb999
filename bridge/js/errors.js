// One error protocol at every crossing.
//   C -> Brython: a C function returned NULL/-1 with the error indicator set: BT.throwPending()
//     takes the exception out of the indicator and throws it as a Brython exception.
//   Brython -> C: a Brython exception (or any JS error) thrown while C called into Brython:
//     BT.catchToC(err) stores it in the indicator; the JS import then returns NULL/-1.
// Nothing unwinds through wasm frames.
addToLibrary({
  // Merged into BT by BT.init (objects.js).
  $BTErrors__deps: ['_Bt_Err_Take', '_Bt_Err_SetRaised', 'Py_DecRef'],
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
    // Stores a thrown value in the C error indicator. Returns `failValue`.
    catchToC(err, failValue) {
      let exc = err;
      if (!(exc && exc.ob_type && BT.$B.is_exc(exc, [BT.b.BaseException]))) {
        exc = BT.$B.exception(err);               // JS error -> JavascriptError / RecursionError
      }
      __Bt_Err_SetRaised(BT.toC(exc));
      return failValue;
    },
  },
});
