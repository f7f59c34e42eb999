"""Builtins and the sys module as torch's Python layer uses them."""
import sys


def test_sys_version_info_slice_is_tuple():
    assert isinstance(sys.version_info[:2], tuple)
    assert sys.version_info[:2] >= (3, 8)


def test_sys_maxsize_matches_bridge_ssize_t():
    # Py_ssize_t is 32-bit on wasm32 (as on every 32-bit CPython): sys.maxsize = 2**31 - 1.
    assert sys.maxsize == 2**31 - 1


def test_reversed_dict():
    d = {"a": 1, "b": 2, "c": 3}
    assert list(reversed(d)) == ["c", "b", "a"]
    assert list(reversed(d.keys())) == ["c", "b", "a"]
    assert list(reversed(d.items()))[0] == ("c", 3)
