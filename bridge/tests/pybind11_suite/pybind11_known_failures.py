"""pybind11's own tests (2.10.3 sources, 2.13.6 headers) that fail on BryTorch, each with its
cause. tools/test/tier-pybind11.sh runs them as strict expected failures (one that passes
fails the tier; a parametrised test lists its failing cases one by one); every other
collected test must pass on both hosts. Measured with `./brytorch bench pybind11 --host node|chromium` (docs/pybind11.md).
Keep this list honest: a test that starts passing is removed from it."""

# Objects die when the garbage collector takes their wrapper, between tasks, not at `del`
# or gc.collect() inside a running test: ConstructorStats.alive(), destructor output and
# registered-instance counts read inside the same test differ (bridge/README.md, lifetime).
_DIES_AT_DEL = "object lifetime: C++ destructor runs between tasks, not at del/gc.collect()"
# The same, where the test frees its objects with gc.collect() (pytest.gc_collect(),
# ConstructorStats): on Node the bridge collects inside the call and they pass
# (bridge/js/collect.js); a page cannot, and there they fail (known_failures_here).
_DIES_AT_DEL_IN_A_PAGE = ("object lifetime: in a page the C++ destructor runs between tasks, not at "
                          "gc.collect() (Node collects inside the call)")
# The 2.10.3 tests expect 2.10's docstring/message spelling; the 2.13.6 headers print
# `list[int]` for `List[int]`, and the argument index in conversion errors. They fail on
# CPython with the same headers too.
_SPELLING = "pybind11 2.10.3 test vs 2.13.6 header wording (fails on CPython too)"
_THREADS = "std::thread cannot start: this wasm build has no pthreads"
# Brython strings are JavaScript strings (UTF-16): an encoded surrogate pair decodes to the
# astral character, and lone surrogates are not rejected when C asks for UTF-8.
_UTF16_STRINGS = "Brython str is UTF-16: surrogates are not distinguishable/rejected"
_MEMORYVIEW = "memoryview over C memory: Brython's memoryview cannot alias wasm memory"
_REFCOUNT = "sys.getrefcount / Py_REFCNT of Brython-held objects are not CPython's counts"
_TRACEBACK = "tracebacks are not handed to C (error_already_set has no 'At:' lines)"
_WEAKREF_COUNT = "weakref.getweakrefcount after del: Brython weak references live until collected"

KNOWN_FAILURES = {
    "test_builtin_casters.py::test_string_view": _MEMORYVIEW,
    "test_builtin_casters.py::test_tuple": _SPELLING,
    "test_callbacks.py::test_lambda_closure_cleanup": _DIES_AT_DEL,
    "test_callbacks.py::test_async_callbacks": _THREADS,
    "test_class.py::test_instance": _DIES_AT_DEL_IN_A_PAGE,
    "test_class.py::test_instance_new": _DIES_AT_DEL_IN_A_PAGE,
    "test_class.py::test_operator_new_delete": _DIES_AT_DEL_IN_A_PAGE,
    "test_class.py::test_class_refcount": _REFCOUNT,
    "test_exceptions.py::test_python_alreadyset_in_destructor": _DIES_AT_DEL,
    "test_exceptions.py::test_error_already_set_message_with_unicode_surrogate": _UTF16_STRINGS,
    "test_exceptions.py::test_flaky_exception_failure_point_init": _TRACEBACK,
    "test_exceptions.py::test_flaky_exception_failure_point_str": _TRACEBACK,
    "test_kwargs_and_defaults.py::test_function_signatures": _SPELLING,
    "test_kwargs_and_defaults.py::test_args_refcount": _REFCOUNT,
    "test_methods_and_attributes.py::test_methods_and_attributes": _DIES_AT_DEL_IN_A_PAGE,
    "test_methods_and_attributes.py::test_dynamic_attributes":
        "Brython assigns instance.__dict__ itself (no TypeError for a non-dict); then "
        + _DIES_AT_DEL,
    "test_methods_and_attributes.py::test_cyclic_gc": _DIES_AT_DEL,
    "test_modules.py::test_reference_internal": _DIES_AT_DEL_IN_A_PAGE,
    "test_modules.py::test_importing": "Brython's OrderedDict str() differs from CPython's",
    "test_multiple_inheritance.py::test_mi_unaligned_base": _DIES_AT_DEL_IN_A_PAGE,
    "test_multiple_inheritance.py::test_mi_base_return": _DIES_AT_DEL_IN_A_PAGE,
    "test_operator_overloading.py::test_operator_overloading": _DIES_AT_DEL,
    "test_pytypes.py::test_set": _SPELLING,
    "test_pytypes.py::test_str": _UTF16_STRINGS,
    "test_pytypes.py::test_surrogate_pairs_unicode_error[str_from_bytes_input]": _UTF16_STRINGS,
    "test_pytypes.py::test_surrogate_pairs_unicode_error[str_from_cstr_input]": _UTF16_STRINGS,
    "test_pytypes.py::test_surrogate_pairs_unicode_error[str_from_std_string_input]": _UTF16_STRINGS,
    "test_pytypes.py::test_capsule": _DIES_AT_DEL_IN_A_PAGE,
    "test_pytypes.py::test_print":
        "release build (NDEBUG): 2.13.6's short conversion message names the argument index, "
        "which the 2.10.3 test does not expect (the native -O0 build prints the detailed one)",
    "test_pytypes.py::test_memoryview[test_memoryview_from_buffer-args2-h-expected_view2]": _MEMORYVIEW,
    "test_pytypes.py::test_memoryview[test_memoryview_from_buffer-args3-H-expected_view3]": _MEMORYVIEW,
    "test_pytypes.py::test_memoryview[test_memoryview_from_buffer_nativeformat-args4-@i-expected_view4]":
        _MEMORYVIEW,
    "test_pytypes.py::test_memoryview_refcount[test_memoryview_object]": _REFCOUNT,
    "test_pytypes.py::test_memoryview_refcount[test_memoryview_buffer_info]": _REFCOUNT,
    "test_pytypes.py::test_test_memoryview_from_buffer_nullptr":
        _MEMORYVIEW + " (a writable view is refused with NotImplementedError)",
    "test_pytypes.py::test_weakref[weakref_from_handle-weakref_from_handle_and_function]": _WEAKREF_COUNT,
    "test_pytypes.py::test_weakref[weakref_from_object-weakref_from_object_and_function]": _WEAKREF_COUNT,
    "test_sequences_and_iterators.py::test_sequence": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_smart_ptr": _DIES_AT_DEL,
    "test_smart_ptr.py::test_unique_deleter": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_large_holder": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_shared_ptr_and_references": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_shared_ptr_from_this_and_references": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_move_only_holder": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_holder_with_addressof_operator": _DIES_AT_DEL_IN_A_PAGE,
    "test_smart_ptr.py::test_move_only_holder_with_addressof_operator": _DIES_AT_DEL_IN_A_PAGE,
    "test_stl.py::test_vector": _SPELLING,
    "test_stl.py::test_array": _SPELLING,
    "test_stl.py::test_valarray": _SPELLING,
    "test_stl.py::test_map": _SPELLING,
    "test_stl.py::test_set": _SPELLING,
    "test_stl.py::test_stl_pass_by_pointer": _SPELLING,
    "test_stl.py::test_stl_ownership": _DIES_AT_DEL_IN_A_PAGE,
    "test_virtual_functions.py::test_override": _DIES_AT_DEL,
    "test_virtual_functions.py::test_alias_delay_initialization1": _DIES_AT_DEL,
    "test_virtual_functions.py::test_alias_delay_initialization2": _DIES_AT_DEL,
    "test_virtual_functions.py::test_move_support":
        "moving out of a Python object needs Py_REFCNT == 1; the wrapper holds its own "
        "reference (" + _REFCOUNT + ")",
    "test_virtual_functions.py::test_issue_1454": _THREADS,
}


# Known failures only where the host cannot collect inside running code (a page).
COLLECTED_IN_CALLS_ONLY = sorted(k for k, v in KNOWN_FAILURES.items() if v == _DIES_AT_DEL_IN_A_PAGE)


def known_failures_here(can_collect_now):
    """The known failures of the host that runs this: those that need a collection inside
    the call (gc.collect()) pass where the bridge can make one (_brytorch_bridge.can_collect_now())."""
    return {k: v for k, v in KNOWN_FAILURES.items() if not (can_collect_now and v == _DIES_AT_DEL_IN_A_PAGE)}
