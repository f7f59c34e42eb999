"""Standard-library behaviour torch's Python layer relies on."""
import collections
import itertools
import warnings


def test_deque_maxlen():
    d = collections.deque(maxlen=2)
    d.append(1)
    d.append(2)
    d.append(3)
    assert list(d) == [2, 3]
    assert d.maxlen == 2
    d.appendleft(0)
    assert list(d) == [0, 2]


def test_itertools_pairwise():
    assert list(itertools.pairwise([1, 2, 3, 4])) == [(1, 2), (2, 3), (3, 4)]
    assert list(itertools.pairwise("a")) == []


def test_warnings_filter_error():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            warnings.warn("bad", UserWarning)
        except UserWarning as exc:
            assert str(exc) == "bad"
        else:
            raise AssertionError("simplefilter('error') did not raise")


def test_warnings_filter_ignore_and_record():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("ignore")
        warnings.warn("hidden", UserWarning)
        assert caught == []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        warnings.warn("shown", DeprecationWarning)
        assert len(caught) == 1 and caught[0].category is DeprecationWarning
        assert str(caught[0].message) == "shown"


def test_warnings_filter_once():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("once")
        for _ in range(3):
            warnings.warn("repeated", UserWarning)
        assert len(caught) == 1


def test_ast_node_isinstance():
    import ast

    tree = ast.parse("x = 1 + 2")
    assert isinstance(tree, ast.AST)
    assert isinstance(tree.body[0], ast.Assign)
    assert isinstance(tree.body[0].value, ast.BinOp)
    assert isinstance(tree.body[0].value.op, ast.Add)


def test_struct_bool_format():
    import struct

    assert struct.pack("?", True) == b"\x01"
    assert struct.unpack("??", b"\x00\x02") == (False, True)
    assert struct.calcsize("<?i") == 5
