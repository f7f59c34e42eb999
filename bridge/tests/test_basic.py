"""Bridge tier: a hand-written C extension (bridge/tests/ext/bt_basic.c) driven from Brython.
Each test asserts values computed by the C code through the bridge."""
import _brytorch_bridge
import bt_basic as m
from brytorch_testing import raises


def test_module_constants():
    assert m.ANSWER == 42
    assert m.GREETING == "héllo"
    assert m.__name__ == "bt_basic"
    assert m.__doc__ == "Bridge test extension."
    assert m.add.__doc__ == "add(a, b) -> a + b"


def test_c_functions_are_builtin_functions():
    # CPython: a C function is a builtins.builtin_function_or_method, like len, so
    # isinstance(f, types.BuiltinFunctionType) and inspect.isbuiltin(f) hold (doctest's and
    # PyTorch's test generators select functions with them); its own getters still answer.
    import inspect
    import types
    assert isinstance(m.add, types.BuiltinFunctionType) and inspect.isbuiltin(m.add)
    assert inspect.isroutine(m.add) and type(m.add).__name__ == "builtin_function_or_method"
    assert m.add.__name__ == "add" and m.add.__self__ is m and m.add.__module__ == "bt_basic"
    assert repr(m.add).startswith("<built-in function add")
    assert m.add == m.add and hash(m.add) == hash(m.add) and m.add != m.address_of


def test_varargs_and_parse_tuple():
    assert m.add(2, 3) == 5
    assert m.add(-10**9, 10**9 - 1) == -1


def test_keywords_and_defaults():
    assert m.describe("x") == {"name": "x", "count": 1, "scale": 1.0, "flag": False}
    assert m.describe("y", 3, scale=2.5, flag=True) == {"name": "y", "count": 3, "scale": 2.5, "flag": True}
    assert m.describe(name="z", count=0)["name"] == "z"


def test_calling_conventions():
    assert m.noargs() == "no args"
    marker = [1]
    assert m.identity(marker) is marker
    assert m.fast_sum(1, 2.5, 3) == 6.5
    assert m.fast_sum() == 0.0
    assert m.fast_kw(1, 2, a=3, b=4) == (2, ["a", "b"])


def test_build_value():
    assert m.build() == (-7, 2**40, "ab", b"xyz", [1, 2], {"none": None}, 2.5, 99)


def test_wrong_argument_types_raise_type_error():
    # CPython 3.11 and 3.12 say this for PyArg_ParseTuple's "l" (checked with a native build)
    e = raises(TypeError, m.add, 1, "x")
    assert str(e) == "'str' object cannot be interpreted as an integer"
    e = raises(TypeError, m.add, 1, 2.5)
    assert str(e) == "'float' object cannot be interpreted as an integer"
    e = raises(TypeError, m.add, 1)
    assert "takes exactly 2 arguments (1 given)" in str(e)
    e = raises(TypeError, m.noargs, 1)
    assert str(e) == "noargs() takes no arguments (1 given)"
    e = raises(TypeError, m.identity)
    assert str(e) == "identity() takes exactly one argument (0 given)"
    e = raises(TypeError, m.describe, "x", bogus=1)
    assert "unexpected keyword argument 'bogus'" in str(e)
    e = raises(TypeError, m.add, 1, 2, c=3)
    assert str(e) == "add() takes no keyword arguments"


def test_c_errors_become_python_exceptions():
    assert str(raises(ValueError, m.raise_value_error, "oops")) == "bad value: oops (42)"
    e = raises(m.Error, m.raise_custom)
    assert str(e) == "custom failure"
    assert issubclass(m.Error, Exception) and m.Error.__module__ == "bt_basic"
    e = raises(SystemError, m.return_null_without_error)
    assert "returned NULL without setting an exception" in str(e)
    # The runtime keeps working afterwards.
    assert m.add(1, 1) == 2


def test_callbacks_and_their_exceptions():
    assert m.call_back(lambda a, b: a * b, 6, 7) == 43

    def boom(a, b):
        raise ZeroDivisionError("from Python")
    assert str(raises(ZeroDivisionError, m.call_back, boom, 1, 2)) == "from Python"

    def missing():
        raise KeyError("missing")
    assert m.catch_callback(missing) == ("KeyError", "'missing'")

    def other():
        raise IndexError("not caught in C")
    assert str(raises(IndexError, m.catch_callback, other)) == "not caught in C"


def test_lists_dicts_and_borrowed_items():
    lst = [1, 2, 3]
    assert m.containers(lst, {"b": 2, "a": 1}) == (6, "a,b", 1)
    assert lst == [1, 2, 3, 6]          # PyList_Append is seen by Python
    assert m.make_list(5) == [0, 1, 4, 9, 16]
    assert m.repeat_list("ab", 3) == ["ab", "ab", "ab"]
    raises(TypeError, m.containers, (1,), {})
    x = 1.5   # one float object, the value of three keys (CPython: (1.5, 1.5, 1.5))
    assert m.dict_borrowed_values({"a": x, "b": x, "c": x}) == (1.5, 1.5, 1.5)


def test_strings_and_unicode_api():
    assert m.unicode_info("héllo€𝄞") == (7, 13, 4, 0x1D11E)
    assert m.unicode_info("abc") == (3, 3, 1, ord("c"))
    assert m.unicode_info("") == (0, 0, 1, 0)


def test_big_ints():
    assert m.big_ints(2**70) == (-1, 1, 2**140)
    assert m.big_ints(-5) == (-5, 0, 25)
    assert m.big_ints(2**62) == (2**62, 0, 2**124)


def test_cpython_312_private_names():
    d = {"a": 1}
    assert m.compat312(d, "a", "h\u00e9llo") == ("\U0001F600h\u00e9llo\u00e9l!", 1, 1)
    assert d == {}
    assert m.compat312(d, "a", "") == ("\U0001F600!", None, 1)   # missing: the default


def test_datetime_c_api():
    import datetime as dt
    built = (dt.timedelta(1, 2, 3), dt.datetime(2026, 11, 30, 13, 45, 7, 250))
    assert m.datetime_parts(dt.datetime(2024, 2, 29, 23, 59, 58, 7)) == (("datetime", 2024, 2, 29, 23, 59, 58, 7),) + built
    assert m.datetime_parts(dt.date(1999, 12, 31))[0] == ("date", 1999, 12, 31)
    assert m.datetime_parts(dt.time(1, 2, 3, 4))[0] == ("time", 1, 2, 3, 4)
    assert m.datetime_parts(dt.timedelta(days=-1, seconds=5))[0] == ("timedelta", -1, 5, 0)
    assert m.datetime_parts(5)[0] == ("other",)


def test_frame_line_through_last_instruction():
    # torch's CapturedTraceback stores (code, PyFrame_GetLasti) and later asks
    # PyCode_Addr2Line for the line: it must be the line of the call, as in CPython.
    import sys

    def probe():
        first = sys._getframe().f_code.co_firstlineno
        line = sys._getframe().f_lineno + 1
        return first, line, m.caller_line()

    first, line, seen = probe()
    assert seen == ("probe", line, line, first)


def test_python_and_c_see_one_process_user():
    # The user Python's os/pwd report (Brython overlay 434) is the one C's libc reports.
    import os
    import pwd
    try:
        pwd.getpwuid(0)
        python_has_root = True
    except KeyError:
        python_has_root = False
    python = (os.getuid(), os.geteuid(), os.getgid(), os.getegid(),
              os.environ.get("USER"), os.environ.get("LOGNAME"), python_has_root)
    assert m.process_user() == python == (0, 0, 0, 0, "web_user", "web_user", False)


def test_environment_changes_reach_c_getenv():
    # One process: what Python sets in os.environ (or with os.putenv) C's getenv sees, and a
    # deleted variable is gone for C too (Brython overlay 445, bridge/js/environ.js).
    import os
    name = "BT_ENVIRON_PROBE"
    assert m.c_getenv(name) is None
    os.environ[name] = "set from Python"
    assert m.c_getenv(name) == "set from Python" == os.environ[name]
    os.environ[name] = "changed"
    assert m.c_getenv(name) == "changed"
    del os.environ[name]
    assert m.c_getenv(name) is None and name not in os.environ
    os.putenv(name, "putenv only")   # CPython: putenv does not change os.environ
    assert m.c_getenv(name) == "putenv only" and name not in os.environ
    os.unsetenv(name)
    assert m.c_getenv(name) is None
    assert m.c_getenv("USER") == os.environ["USER"] == "web_user"


def test_warn_explicit_names_the_given_location():
    # CPython: PyErr_WarnExplicit attributes the warning to filename:lineno (module from the
    # file name), not to the calling Python line; an "error" filter turns it into the raise.
    import warnings
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.warn_explicit("explicit", "some/file.py", 77)
    assert [(str(w.message), w.category, w.filename, w.lineno) for w in caught] == [
        ("explicit", UserWarning, "some/file.py", 77)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        exc = raises(UserWarning, m.warn_explicit, "as error", "f.py", 3)
    assert str(exc) == "as error"


def test_type_dict_is_the_class_dict():
    class Py:
        marker = "py"
    assert m.type_dict(Py, "added", 7) == "py"
    assert Py.added == 7 and Py().added == 7
    Py.marker = "changed"
    assert m.type_dict(Py, "other", 1) == "changed"
    assert m.type_dict(m.Vec, "extra", 3) is None and m.Vec.extra == 3


def test_c_subclass_of_tuple_builds_on_tuple_new():
    s = m.Size([2, 3])
    assert isinstance(s, tuple) and type(s) is m.Size and s == (2, 3) and len(s) == 2
    raises(TypeError, m.Size, [2, "x"])
    # An empty instance crossing into C must not retype the shared empty tuple (torch.Size([])
    # did, and every () reached C as a Size: the autograd engine refused its inputs)
    empty = m.Size([])
    assert type(m.identity(empty)) is m.Size and m.identity(empty) == ()
    assert type(m.identity(())) is tuple
    assert m.tuple_args((1,), (), True, False, ()) == (True, True, True)


def test_tuple_slots_called_from_c():
    # torch.Size's pattern: its slots call PyTuple_Type's; results and messages are CPython's
    s = m.Size([2, 3, 4])
    assert (s[0], s[-1], s[1:], s[::-2]) == (2, 4, (3, 4), (4, 2))
    assert s + (5,) == (2, 3, 4, 5) and s * 2 == (2, 3, 4, 2, 3, 4) and s * -1 == ()
    assert 3 in s and 7 not in s and len(s) == 3
    assert str(raises(IndexError, lambda: s[3])) == "tuple index out of range"
    assert str(raises(TypeError, lambda: s["a"])) == "tuple indices must be integers or slices, not str"
    assert str(raises(TypeError, lambda: s + [1])) == 'can only concatenate tuple (not "list") to tuple'


def test_mro_seen_from_c():
    class A:
        pass

    class B(A, m.Vec):
        pass
    assert m.mro_names(B) == ["B", "A", "Vec", "object"]


def test_iteration_through_c():
    assert m.iter_sum([1, 2, 3]) == 6
    assert m.iter_sum(range(101)) == 5050
    assert m.iter_sum(x * x for x in range(4)) == 14
    raises(TypeError, m.iter_sum, 5)


def test_capsules_and_slices():
    cap = m.make_capsule()
    assert m.read_capsule(cap) == 1234
    assert "bt_basic.payload" in repr(cap)
    assert m.slice_info(slice(1, None, 2), 10) == (1, 10, 2, 5)
    assert m.slice_info(slice(None, None, -1), 4) == (3, -1, -1, 4)


def test_identity_is_stable_while_alive():
    obj = object()
    a = m.address_of(obj)
    assert a == m.address_of(obj)
    assert m.identity(obj) is obj


def test_tuples_reach_c_as_exact_tuples():
    # torch's autograd engine parses "OObb|Obb" and requires exact tuples
    args = ((1,), (), True, False, ())
    assert m.tuple_args(*args) == (True, True, True)
    assert m.tuple_args(*args, u=True, g=False) == (True, True, True)
    assert m.tuple_args((1,), [], True, False, inputs=tuple([2])) == (True, False, True)


def test_c_api_calls_pass_a_tuple_as_one_argument():
    # CPython: PyUnicode_Join(", ", ("a", "b", "c")) is ", ".join(("a", "b", "c")); count and
    # index look for the tuple itself (numpy.random's Cython error messages join tuples)
    seq = [(1, 2), 3, (1, 2)]
    assert m.tuple_arguments(", ", ("a", "b", "c"), seq, (1, 2)) == ("a, b, c", 2, 0)
    assert m.tuple_arguments("", ("x",), [0, (5,)], (5,)) == ("x", 1, 1)


def test_mappingproxy_is_a_dict_proxy_in_c():
    # CPython: a types.MappingProxyType's C type is PyDictProxy_Type, and PyDictProxy_New makes one
    import types
    d = {"a": 1, 2: "b"}
    is_proxy, made = m.dict_proxy(types.MappingProxyType(d))
    assert is_proxy is True and made is None
    is_proxy, made = m.dict_proxy(d)
    assert is_proxy is False and type(made) is types.MappingProxyType and made == d and made[2] == "b"
    assert m.dict_proxy(type("C", (), {}).__dict__)[0] is True



def test_bundled_data_files_are_next_to_their_module():
    # CPython: a package's data files are found from its module's __file__. Here the bundle
    # carries them (make_bundle.py --data-files) and the bridge writes them under /vfs.
    import os
    path = os.path.join(os.path.dirname(__file__), "data", "all_bytes.bin")
    assert os.path.getsize(path) == 256
    with open(path, "rb") as f:
        assert f.read() == bytes(range(256))   # every byte value survives (the file is 0..255)


def test_values_stored_while_memory_grows():
    # JS stores the pointers C reads (a tuple's items, PyDict_Next's key and value) into the
    # heap; when making the value grows the wasm memory, a store through a view read before
    # that call is lost and C reads NULL (bridge/README.md, "Heap views"). crowd_heap makes
    # the 2 MB bytes object's copy into C the allocation that grows the memory. Oracle: the
    # lengths CPython reports for the same arguments.
    def big():   # a new object each time: one already copied into C would not allocate
        return b"x" * (2 << 20)

    cases = [
        (lambda: m.stored_sizes(big(), "ab"), [2 << 20, 2]),                 # the args tuple
        (lambda: m.stored_sizes(("ab", big(), "c")), [[2, 2 << 20, 1]]),     # a tuple argument
        (lambda: m.dict_value_sizes({"k": big(), "j": "ab"}), [2 << 20, 2]),  # PyDict_Next
    ]
    for call, expected in cases:
        before = m.crowd_heap(1 << 20)
        try:
            got = call()
            assert _brytorch_bridge.wasm_heap_bytes() > before   # the call grew the memory
        finally:
            m.uncrowd_heap()
        assert got == expected, got


def test_exit_arguments_packed_by_c_have_no_null():
    # What Cython does for a `with` block whose body raised: PyErr_Fetch, then PyTuple_Pack
    # of (type, value, traceback). The bridge hands C no traceback (NULL); packing it gives
    # None (CPython would have a traceback object there) instead of a NULL item that crashed
    # the next call (numpy: RandomState(-0.5) trapped "memory access out of bounds").
    def fails():
        raise KeyError("k")

    packed = m.exit_args(fails)
    assert packed[0] is KeyError and type(packed[1]) is KeyError and packed[1].args == ("k",)
    assert packed[2] is None
    # Inside an except block C sees the handled exception's traceback laid out as its struct,
    # every field zero (a walker stops at once).
    try:
        fails()
    except KeyError:
        fields = m.handled_traceback_fields()
    assert fields == (1, False, 0, 0), fields
