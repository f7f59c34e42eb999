"""Tests of the numpy tier that fail for a known cause. They run every time: KNOWN when they
fail, FAIL when they pass (then remove the entry). "module::(import)" is the module's import."""
KNOWN_FAILURES = {}
