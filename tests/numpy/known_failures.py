"""Tests of the numpy tier that fail for a known cause. They run every time: KNOWN when they
fail, FAIL when they pass (then remove the entry). "module::(import)" is the module's import."""
KNOWN_FAILURES = {
    "test_numpy::(import)":
        "import numpy stops in numpy._core.getlimits: Brython's '%e' % x accepts only int and float "
        "(CPython converts with __float__; x is a 0-d ndarray), docs/numpy.md",
}
