// Fix: random.getrandbits(k) makes its int from the generator's 32-bit words directly: a
//   JavaScript number up to 53 bits, a BigInt past them. randint/randrange/choice/shuffle
//   all draw through it (`_randbelow`), as CPython's random does.
// Symptom: random.getrandbits(7) took 31 us (CPython 0.04), random.randint(0, 100) 44 us
//   (CPython 0.5): test_reductions' test_mean_dim_cpu fills 2M-element tensors with
//   `apply_(lambda x: random.randint(...))` and ran past its 600-s chunk.
// Cause: brython_stdlib.js's _random.Random.getrandbits writes every call's words into an
//   ArrayBuffer, copies them to a bytes object and converts that with int.from_bytes (a
//   BigInt product per byte), whatever k.
// Speed: a speed change, no behaviour change (its test checks CPython's draws; the brython
//   tier does not leave it out).
// Fix: the same words in the same order (least significant first, the last one shifted right
//   to keep its k remaining bits, as CPython's _random), combined arithmetically.
// Test: tests/brython/test_stdlib.py::test_random_draws_match_cpython
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_random',
    '    const words = Math.floor((k - 1) / 32) + 1\n' +
    '    const wordarray = new ArrayBuffer(words * 4)\n' +
    '    const wordarray_view = new DataView(wordarray)\n' +
    '\n' +
    '    /* Fill-out bits of long integer, by 32-bit words, from least significant\n' +
    '       to most significant. */\n' +
    '    for (i = 0; i < words; i++, k -= 32) {\n' +
    '        r = self._random.int32()\n' +
    '        if (k < 32)\n' +
    '            r >>>= (32 - k)  /* Drop least significant bits */\n' +
    '        wordarray_view.setUint32(i * 4, r, true)\n' +
    '    }\n' +
    '    var _bytes = _b_.bytes.$factory(Array.from(new Uint8Array(wordarray)))\n' +
    '    return _b_.int.tp_funcs.from_bytes(_b_.bytes, _bytes, "little")\n',
    '    k = Number(k)\n' +
    '    const word = (bits) => bits >= 32 ? self._random.int32() >>> 0 : self._random.int32() >>> (32 - bits)\n' +
    '    if (k <= 32) {\n' +
    '        return word(k)\n' +
    '    }\n' +
    '    if (k <= 53) {\n' +
    '        const low = word(32)\n' +
    '        return low + word(k - 32) * 4294967296\n' +
    '    }\n' +
    '    let value = 0n\n' +
    '    for (let shift = 0n; k > 0; k -= 32, shift += 32n) {\n' +
    '        value |= BigInt(word(k)) << shift\n' +
    '    }\n' +
    '    return _b_.int.$int_or_long(value)\n');
})(__BRYTHON__);
