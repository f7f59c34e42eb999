"""Tests of the bridge tier that fail for a known cause. They run every time: KNOWN when they
fail, FAIL when they pass (then remove the entry). The causes are in Brython, not the bridge."""
KNOWN_FAILURES = {
    "test_numpy_capi::test_unicode_predicates_where_brython_differs":
        "Brython's Unicode database: U+00B2 isdigit, U+00AA islower, U+2160 isupper are False",
    "test_numpy_capi::test_from_encoded_object_honours_the_errors_handler":
        "Brython's bytes.decode ignores errors='replace' for ascii and utf-8",
}
