// Fix: random.getrandbits(k) for k <= 53 is a number made at once, not via bytes.
// Symptom: random.getrandbits(8) took ~15 us and random.randint ~30 us in Node (CPython:
//   0.04 and 0.26 us); PyTorch's tests fill tensors element by element with
//   random.randint (test_reductions' _make_tensors: millions of calls; test_mean_dim ran
//   past 600 s alone).
// Cause: Brython's _random.js getrandbits packs the 32-bit words into an ArrayBuffer, makes
//   a bytes object of it and calls int.from_bytes, whatever k is.
// Fix: for k <= 53 the same words, drawn in the same order and shifted the same way (the
//   low word first, CPython's layout), are combined as a JS number, which is a Brython
//   int; k > 53 keeps the original path. Values are CPython's for the same seed.
// Test: tests/brython/test_stdlib.py::test_random_getrandbits_matches_cpython
__BRYTHON__.brytorchOverlay.patchStdlibSource('_random',
  "    if (k === 0) {\n        return 0\n    }\n",
  [
    "    if (k === 0) {",
    "        return 0",
    "    }",
    "    if (k <= 53) {   // brytorch overlay 417",
    "        const low = self._random.int32() >>> 0",
    "        if (k <= 32) {",
    "            return k < 32 ? low >>> (32 - k) : low",
    "        }",
    "        const high = (self._random.int32() >>> 0) >>> (64 - k)",
    "        return low + high * 4294967296",
    "    }",
    "",
  ].join("\n"));
