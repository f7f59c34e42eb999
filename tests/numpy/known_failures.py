"""Tests of the numpy tier that fail for a known cause. They run every time: KNOWN when they
fail, FAIL when they pass (then remove the entry). "module::(import)" is the module's import."""
KNOWN_FAILURES = {
    "test_numpy::test_random_seeded_matches_native_numpy":
        "numpy.random does not import: its Cython module bit_generator ends its module init "
        "without a BitGenerator attribute (docs/numpy.md)",
}
