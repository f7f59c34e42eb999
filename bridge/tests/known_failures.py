"""Tests of the bridge tier that fail for a known cause. They run every time: KNOWN when they
fail, FAIL when they pass (then remove the entry). The causes are in Brython, not the bridge."""
KNOWN_FAILURES = {
    "test_numpy_capi::test_unicode_predicates_where_brython_differs":
        "Brython's Unicode database: U+00B2 isdigit, U+00AA islower, U+2160 isupper are False",
    "test_types_capi::test_class_getitem_called_once_with_class_and_item":
        "Brython's subscription of a class wraps a single item in a tuple before calling "
        "__class_getitem__ ($B.$getitem1)",
    "test_types_capi::test_builtin_pow_with_modulo_reaches_the_slot":
        "Brython's builtin pow(x, y, mod) handles int x only and returns undefined otherwise",
}
