// Fix: float `**`, math.pow, math.exp and math.log compute with the C library's pow, exp and
//   log, as CPython does, instead of V8's Math.pow/exp/log.
// Symptom: `2. ** (5 / 8.)` is 1.542210825407941 (CPython on Linux: 1.5422108254079407); on
//   random arguments 1 float power in 10, 1 exp in 10 and 1 log in 60 differ from CPython in
//   the last bit. PyTorch's test_tensor_creation_ops::test_logspace_cpu_float64 compares
//   torch.logspace (ATen: the C library's pow) with Python's `2. ** (i / 8.)` at atol=0.
// Cause: brython.js's float.nb_power and its math module call Math.pow/exp/log, which V8
//   computes with its own (fdlibm-derived) code, not the C library's algorithms.
// Fix: brython/libm/libm.c (Emscripten's musl pow/exp/log: glibc's algorithms since 2.28)
//   compiled to a 13 KB wasm module that tools/build/brython.sh writes, base64, into
//   out/brython/libm.js, which hosts load before the overlay;
//   float.nb_power (and float's __pow__/__rpow__) and the math module's source call it in
//   place of Math.pow/exp/log. Measured against CPython 3.11/glibc 2.36 on random arguments:
//   13 of 20,000 powers, 2 of 5,000 exps and 0 of 5,000 logs still differ (V8: 1,960, 506, 87;
//   glibc picks an FMA variant on this CPU, wasm has no FMA). Instantiated at once where a synchronous compile is allowed
//   (Node, workers); on a page's main thread (Chromium compiles modules over 4 KB only
//   asynchronously) $B.brytorchLibmReady is awaited by the session (web/runtime/session.js)
//   before any Python runs. As CPython's float_pow, a finite power past the float range
//   raises OverflowError (34, 'Numerical result out of range'); Math.pow's Infinity was
//   returned (`2.0 ** 10000` was inf).
// Test: tests/brython/test_builtins.py::test_float_pow_exp_log_as_cpython
(function ($B) {
  const _b_ = $B.builtins;
  const libm = $B.brytorchLibm = { pow: Math.pow, exp: Math.exp, log: Math.log, fromWasm: false };
  const adopt = (instance) => {
    const e = instance.exports;
    if (e._initialize) e._initialize();
    Object.assign(libm, { pow: e.pow, exp: e.exp, log: e.log, fromWasm: true });
  };
  const bytes = Uint8Array.from(atob($B.brytorchLibmWasm), (c) => c.charCodeAt(0));
  try {
    adopt(new WebAssembly.Instance(new WebAssembly.Module(bytes), {}));
  } catch (err) {   // RangeError: a synchronous compile over 4 KB on a page's main thread
    $B.brytorchLibmReady = WebAssembly.instantiate(bytes, {}).then(({ instance }) => adopt(instance));
  }

  // float.nb_power, with brython.js's private helpers given by value. An int operand past
  // the float range raises, as CPython's PyLong_AsDouble does.
  const intToNumber = (big) => {
    const v = Number(big);
    if (!Number.isFinite(v)) $B.RAISE(_b_.OverflowError, 'int too large to convert to float');
    return v;
  };
  const toNumber = (x) => (typeof x === 'number' ? x : typeof x === 'bigint' ? intToNumber(x)
    : $B.is_int(x) ? toNumber(x.value) : $B.$isinstance(x, _b_.float) ? x.value : $B.NULL);
  const float = _b_.float;
  // CPython's float_pow reports the C library's range error: past the special cases (which
  // return before) base and exponent are finite, and an infinite result raises
  // OverflowError(ERANGE, its message); an underflow is 0.0, as there.
  const rangeChecked = (r) => {
    if (r === Infinity || r === -Infinity) throw $B.$call(_b_.OverflowError, 34, 'Numerical result out of range');
    return r;
  };
  $B.brytorchOverlay.patchCoreFunction(float, 'nb_power', [['Math.pow(x,y)', 'rangeChecked($B.brytorchLibm.pow(x,y))']],
    { conv_number: (...objs) => objs.map(toNumber), fast_float: $B.fast_float, rangeChecked });
  const power = float.nb_power;
  const reflected = (self, other, mod) => power(other, self, mod);
  power.ml = { ml_name: '__pow__' };
  reflected.ml = { ml_name: '__rpow__' };
  $B.set_to_dict(float, '__pow__', $B.wrapper_descriptor.$factory(float, '__pow__', power));
  $B.set_to_dict(float, '__rpow__', $B.wrapper_descriptor.$factory(float, '__rpow__', reflected));

  const patch = $B.brytorchOverlay.patchStdlibSourceAll;
  patch('math', 'Math.pow(', '$B.brytorchLibm.pow(', 19);
  patch('math', 'Math.exp(', '$B.brytorchLibm.exp(', 2);
  patch('math', 'Math.log(', '$B.brytorchLibm.log(', 12);
})(__BRYTHON__);
