"""The fixed subset of numpy 2.2.5's own tests that the numpy tier runs (the whole suite is
`./brytorch bench numpy`, hours here): numpy-relative test files, run unmodified, each
test's outcome compared with native numpy's on the same machine (tools/test/numpy_upstream.py).
Chosen to cover each package the issue names while finishing in minutes on both hosts.

KNOWN_FAILURES: tests that pass natively and fail here, with the cause (docs/numpy.md groups
them). They run every time: KNOWN when they fail, FAIL when they pass (remove the entry)."""
MODULES = [
    "_core/tests/test_abc.py",
    "_core/tests/test_errstate.py",
    "_core/tests/test_machar.py",
    "_core/tests/test_protocols.py",
    "_core/tests/test_scalarinherit.py",
    "fft/tests/test_helper.py",
    "linalg/tests/test_deprecations.py",
    "random/tests/test_seed_sequence.py",
]

NO_FP_FLAGS = ("WebAssembly has no floating-point exception flags: numpy sees the flags it "
               "raises itself (integer division by zero, np.linalg; tools/build/numpy/fpstatus.h) "
               "but not those of float operations (np.sqrt(-1), 1.0 / 0.0), so their "
               "np.errstate(...='raise') and RuntimeWarnings never fire")

KNOWN_FAILURES = {
    "_core/tests/test_errstate.py::TestErrstate::test_invalid": NO_FP_FLAGS,
    "_core/tests/test_errstate.py::TestErrstate::test_errcall": NO_FP_FLAGS,
    "_core/tests/test_errstate.py::TestErrstate::test_asyncio_safe":
        "asyncio.new_event_loop() returns None on Brython (no event loop to run coroutines)",
}
