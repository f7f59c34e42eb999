"""Standard-library behaviour torch's Python layer relies on."""
import collections
import itertools
import warnings

from brytorch_testing import collects_inside_running_code


def test_deque_maxlen():
    d = collections.deque(maxlen=2)
    d.append(1)
    d.append(2)
    d.append(3)
    assert list(d) == [2, 3]
    assert d.maxlen == 2
    d.appendleft(0)
    assert list(d) == [0, 2]
    d = collections.deque([1, 2, 3, 4], 3)
    assert list(d) == [2, 3, 4] and d.maxlen == 3
    assert collections.deque().maxlen is None


def test_itertools_pairwise():
    assert list(itertools.pairwise([1, 2, 3, 4])) == [(1, 2), (2, 3), (3, 4)]
    assert list(itertools.pairwise("a")) == []
    assert list(itertools.pairwise(iter("abc"))) == [("a", "b"), ("b", "c")]
    pairs = itertools.pairwise([1, 2])
    assert iter(pairs) is pairs and next(pairs) == (1, 2) and next(pairs, None) is None
    try:
        itertools.pairwise(1)
    except TypeError:
        pass
    else:
        raise AssertionError("pairwise(1) did not raise TypeError")


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


def _warn_here(message, stacklevel=1):
    warnings.warn(message, UserWarning, stacklevel=stacklevel)


def test_warnings_default_module_and_registry():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        for _ in range(2):
            _warn_here("again")
        assert len(caught) == 1
        warnings.simplefilter("always")  # changing filters resets the registries
        _warn_here("again")
        assert len(caught) == 2
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("module")
        _warn_here("per module")
        warnings.warn("per module", UserWarning)
        assert len(caught) == 1
    with warnings.catch_warnings(record=True) as caught:
        # A plain-string module field (as in CPython's default filters) matches exactly.
        warnings.resetwarnings()
        warnings.filters.append(("error", None, UserWarning, "__main__", 0))
        warnings.filters.append(("ignore", None, UserWarning, None, 0))
        warnings.warn("not from __main__", UserWarning)
        assert caught == []
        try:
            warnings.warn_explicit("from __main__", UserWarning, "m.py", 3, module="__main__")
        except UserWarning as exc:
            assert str(exc) == "from __main__"
        else:
            raise AssertionError("string module filter did not match '__main__'")


def test_warnings_location_and_stacklevel():
    import sys

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _warn_here("inner")
        _warn_here("outer", 2); line = sys._getframe().f_lineno  # noqa: E702
        warnings.warn_explicit("explicit", RuntimeWarning, "some.py", 12)
    code = _warn_here.__code__
    assert (caught[0].filename, caught[0].lineno) == (code.co_filename, code.co_firstlineno + 1)
    assert (caught[1].filename, caught[1].lineno) == (code.co_filename, line)
    assert (caught[2].category, caught[2].filename, caught[2].lineno) == (RuntimeWarning, "some.py", 12)


def test_ast_node_isinstance():
    import ast

    tree = ast.parse("x = 1 + 2")
    assert isinstance(tree, ast.AST)
    assert isinstance(tree.body[0], ast.Assign)
    assert isinstance(tree.body[0].value, ast.BinOp)
    assert isinstance(tree.body[0].value.op, ast.Add)
    assert isinstance(tree, ast.mod) and isinstance(tree.body[0], ast.stmt)
    assert isinstance(tree.body[0].value, ast.expr)
    assert isinstance(tree.body[0].value.op, ast.operator)
    assert ast.BinOp.__mro__ == (ast.BinOp, ast.expr, ast.AST, object)
    assert issubclass(ast.arguments, ast.AST) and ast.mod in ast.AST.__subclasses__()
    # ast.py's tree walkers find children through isinstance(x, AST).
    names = [type(node).__name__ for node in ast.walk(tree)]
    assert names[:3] == ["Module", "Assign", "Name"] and "Add" in names

    class Collect(ast.NodeVisitor):
        def __init__(self):
            self.seen = []

        def visit_Constant(self, node):
            self.seen.append(node.value)

    visitor = Collect()
    visitor.visit(tree)
    assert visitor.seen == [1, 2]


def test_ast_node_locations_and_fields():
    import ast

    assert ast.Module._fields == ("body", "type_ignores")
    assert ast.AST._fields == () and ast.AST._attributes == ()
    located = ("lineno", "col_offset", "end_lineno", "end_col_offset")
    assert ast.expr._attributes == located and ast.BinOp._attributes == located
    assert ast.Add._attributes == ()

    class Scale(ast.NodeTransformer):
        def visit_Constant(self, node):
            return ast.Constant(value=node.value * 10)

    tree = ast.fix_missing_locations(Scale().visit(ast.parse("y = 1 + 2")))
    left = tree.body[0].value.left
    assert left.value == 10 and left.lineno == 1
    assert ast.unparse(tree) == "y = 10 + 20"


def test_struct_bool_format():
    import struct

    assert struct.pack("?", True) == b"\x01"
    assert struct.unpack("??", b"\x00\x02") == (False, True)
    assert struct.calcsize("<?i") == 5
    assert struct.pack("<?i?", [], 7, "x") == b"\x00\x07\x00\x00\x00\x01"
    assert struct.unpack("<?i", b"\xff\x01\x00\x00\x00") == (True, 1)


def test_struct_native_alignment():
    import struct

    # Native mode pads each item to its own size (the natural alignment of these types).
    assert struct.calcsize("ii") == 8 and struct.calcsize("@bi") == 8
    assert struct.calcsize("b2i") == 12 and struct.calcsize("ib") == 5
    assert struct.calcsize("bh") == 4 and struct.calcsize("<bi") == 5
    assert len(struct.pack("<bh", 1, 2)) == 3
    native = struct.pack("bhi", 1, 2, 3)
    assert len(native) == struct.calcsize("bhi") == 8
    assert struct.unpack("bhi", native) == (1, 2, 3)
    assert struct.pack("hh", 1, 2) == struct.pack("=hh", 1, 2)


def test_module_doc_assignment():
    # Was overlay 313 (reading .__set__ of an undefined __doc__); overlay 322 removed the
    # undefined __doc__ at its root, so this stays as a regression test.
    import types
    m = types.ModuleType("x")
    m.__doc__ = "set later"
    m.value = 3
    assert m.__doc__ == "set later" and m.value == 3
    del m.value
    assert not hasattr(m, "value")


def test_module_has_no_class_module_attribute():
    # Modules do not answer __module__ from their class (overlay 315); their own does.
    import sys
    import types
    assert not hasattr(sys, "__module__")
    m = types.ModuleType("y")
    assert getattr(m, "__module__", "missing") == "missing"
    try:
        types.ModuleType.__getattribute__(m, "__module__")
    except AttributeError as e:
        assert str(e) == "module 'y' has no attribute '__module__'", str(e)
    else:
        raise AssertionError("no AttributeError")
    m.__module__ = "own"
    assert m.__module__ == "own"
    assert types.ModuleType.__module__ == "builtins"

    class Namespace(types.ModuleType):
        def __getattr__(self, name):
            return self.__module__ + "." + name   # recursed forever before
    assert Namespace("ns").op == __name__ + ".op"


def test_struct_object_size():
    # overlay 323: Struct objects know their packed size, like calcsize
    import struct
    assert struct.Struct("=l").size == 4
    assert struct.Struct("<qi").size == 12
    assert struct.Struct("=l").pack(7) == b"\x07\x00\x00\x00"


def test_tokenize_multiline_brackets():
    # overlay 327: tokenize sees the whole text (brackets span lines), so getsource works
    import inspect
    import io
    import tokenize
    src = "def f(  # c\n    a,\n    b=1,\n):\n    return a\n"
    kinds = [tokenize.tok_name[t.type] for t in tokenize.generate_tokens(io.StringIO(src).readline)]
    assert kinds.count("NEWLINE") == 2 and kinds.count("INDENT") == 1 and kinds[-1] == "ENDMARKER"
    ns = {}
    exec(compile(src, "<multiline>", "exec"), ns)

    def g(
        x,
        y=2,
    ):
        return x + y
    assert inspect.getsource(g).rstrip().endswith("return x + y")
    # CPython 3.11: a dedent to no enclosing level is an IndentationError from tokenize, which
    # inspect.getblock takes as the end of the block (a method's source cut from its file)
    nested = "        def h():\n            return 1\n    x = 2\n"
    try:
        list(tokenize.generate_tokens(io.StringIO(nested).readline))
    except IndentationError as e:
        assert e.msg == "unindent does not match any outer indentation level" and e.lineno == 3
    else:
        raise AssertionError("no IndentationError")
    assert inspect.getblock(nested.splitlines(True)) == nested.splitlines(True)[:2]


def test_tokenize_reads_lines_as_needed():
    # overlay 327: tokenize reads its input as tokens are taken (CPython's reads 2 of these
    # 407 lines for the first logical line; inspect.getblock stops there), with the same
    # tokens; input ending inside brackets raises CPython's TokenError
    import inspect
    import io
    import tokenize
    lines = ["def f(a,\n", "      b):\n", "    return a\n", "\n", "x = \'\'\'\n", "s\n", "\'\'\'\n"]
    lines += ["y%d = %d\n" % (i, i) for i in range(400)]
    read = []

    def readline():
        if len(read) == len(lines):
            return ""
        read.append(lines[len(read)])
        return read[-1]
    first = []
    for tok in tokenize.generate_tokens(readline):
        first.append(tokenize.tok_name[tok.type])
        if tok.type == tokenize.NEWLINE:
            break
    assert first == ["NAME", "NAME", "OP", "NAME", "OP", "NL", "NAME", "OP", "OP", "NEWLINE"]
    assert len(read) < 100, len(read)
    assert inspect.getblock(lines) == lines[:3]
    toks = list(tokenize.generate_tokens(io.StringIO("".join(lines)).readline))
    assert len(toks) == 1621
    assert toks[20][1:4] == ("y0", (8, 0), (8, 2)) and toks[-2][2] == (407, 10)
    assert toks[-1] == (tokenize.ENDMARKER, "", (408, 0), (408, 0), "")
    # a string that spans the end of a round of lines, after a complete line (CPython 3.13)
    src = "".join("x%d = 1\n" % i for i in range(15)) + 's = """\n' + "".join("doc %d\n" % i for i in range(30)) + '"""\ny = 2\n'
    long_string = list(tokenize.generate_tokens(io.StringIO(src).readline))
    assert len(long_string) == 69 and long_string[-4][:4] == (tokenize.OP, "=", (48, 2), (48, 3))
    src = ("def f():\n" + "".join("    a%d = 1\n" % i for i in range(14)) + '    """\n' +
           "".join("    d%d\n" % i for i in range(40)) + '    """\n    return 1\nz = 3\n')
    assert len(inspect.getblock(src.splitlines(True))) == 58
    btoks = list(tokenize.tokenize(io.BytesIO("".join(lines).encode()).readline))
    assert len(btoks) == 1622 and btoks[0].type == tokenize.ENCODING
    assert btoks[1:] == toks
    for src, where in [("x = (\n1,\n2,\n", (3, 0)), ("f(a,\n  [b,\n", (2, 0)),
                       ("x = (\n" + "1,\n" * 40, (41, 0))]:
        seen = []
        try:
            for tok in tokenize.generate_tokens(io.StringIO(src).readline):
                seen.append(tok)
        except tokenize.TokenError as e:
            assert e.args == ("unexpected EOF in multi-line statement", where)
        else:
            raise AssertionError("no TokenError for %r" % src)
        assert seen[-1].type == tokenize.NL


def test_deque_matches_cpython():
    # overlay 560: deque in JavaScript, with CPython 3.13's values and messages
    import copy
    import pickle
    import weakref
    from collections import deque
    d = deque([1, 2, 3], maxlen=3)
    d.append(4)
    d.appendleft(0)
    assert repr(d) == "deque([0, 2, 3], maxlen=3)" and len(d) == 3 and d.maxlen == 3
    assert (d[0], d[-1], list(reversed(d)), 2 in d, 9 in d) == (0, 3, [3, 2, 0], True, False)
    e = deque(range(10))
    e.rotate(3)
    assert list(e) == [7, 8, 9, 0, 1, 2, 3, 4, 5, 6]
    e.rotate(-5)
    assert list(e) == [2, 3, 4, 5, 6, 7, 8, 9, 0, 1]
    assert (e.index(5), e.count(5), e.pop(), e.popleft()) == (3, 1, 1, 2)
    e.insert(2, "x")
    e.remove("x")
    assert list(e) == [3, 4, 5, 6, 7, 8, 9, 0] and e == deque(e) and e < deque([99])
    assert repr(e + deque([1])) == "deque([3, 4, 5, 6, 7, 8, 9, 0, 1])" and list(e * 2) == list(e) * 2
    errors = []
    for action in (lambda: d.insert(0, 1), lambda: deque().pop(), lambda: deque().popleft(),
                   lambda: e.remove(42), lambda: e.index(42), lambda: e[1:2], lambda: e[100],
                   lambda: deque([], -1), lambda: e + [1]):
        try:
            action()
        except Exception as exc:
            errors.append((type(exc).__name__, str(exc)))
    assert errors == [("IndexError", "deque already at its maximum size"),
                      ("IndexError", "pop from an empty deque"),
                      ("IndexError", "pop from an empty deque"),
                      ("ValueError", "42 is not in deque"), ("ValueError", "42 is not in deque"),
                      ("TypeError", "sequence index must be integer, not 'slice'"),
                      ("IndexError", "deque index out of range"),
                      ("ValueError", "maxlen must be non-negative"),
                      ("TypeError", 'can only concatenate deque (not "list") to deque')], errors
    try:
        for v in e:
            e.append(v)
    except RuntimeError as exc:
        assert str(exc) == "deque mutated during iteration"
    else:
        raise AssertionError("no RuntimeError")

    class S(deque):
        pass
    s = S([1, 2], 5)
    s.y = 3
    assert repr(s) == "S([1, 2], maxlen=5)" and s.y == 3
    assert type(s.copy()) is S and type(s + deque()) is S and type(s * 2) is S
    assert repr(pickle.loads(pickle.dumps(d))) == "deque([0, 2, 3], maxlen=3)"
    assert repr(copy.copy(d)) == repr(d) and copy.deepcopy(e) == e
    assert deque([1]).__reduce__()[:3] == (deque, (), None) and d.__reduce__()[:3] == (deque, ((), 3), None)
    assert weakref.ref(d)() is d and repr(deque[int]) == "collections.deque[int]" and deque.__hash__ is None
    try:
        deque().x = 1
    except AttributeError:
        pass
    else:
        raise AssertionError("a deque has no __dict__")
    r = deque()
    r.append(r)
    assert repr(r) == "deque([[...]])"
    assert repr(deque(maxlen=0)) == "deque([], maxlen=0)" and repr(deque("abc", 2)) == "deque(['b', 'c'], maxlen=2)"
    assert not deque() and deque([1]) != [1]
    e.extend(e)
    e.extendleft([7, 8])
    del e[0]
    e[0] = "z"
    assert list(e)[:4] == ["z", 3, 4, 5] and len(e) == 19 and e.copy() == e
    d2 = deque([1, 2, 3])
    d2 *= 2
    d2 += [5]
    assert list(d2) == [1, 2, 3, 1, 2, 3, 5]
    d2.clear()
    assert repr(d2) == "deque([])" and list(deque.__new__(deque)) == []
    assert repr(deque(map(str, range(3)), maxlen=0)) == "deque([], maxlen=0)"
    assert deque.append.__doc__ == "Add an element to the right side of the deque."
    big = deque()
    for i in range(1000):
        big.append(i)
        big.appendleft(-i)
    assert [big.popleft() for _ in range(3)] == [-999, -998, -997] and big[-1] == 999 and len(big) == 1997


def test_lru_cache_matches_cpython():
    # overlay 564: lru_cache's wrapper in JavaScript, with CPython 3.13's results and counts
    import copy
    import functools
    calls = []

    @functools.lru_cache(maxsize=2)
    def f(x, y=0):
        calls.append((x, y))
        return x + y
    got = [f(1), f(1), f(2), f(3), f(1), f(x=1), f(1, y=0), f(1, 0)]
    assert got == [1, 1, 2, 3, 1, 1, 1, 1]
    assert f.cache_info() == (1, 7, 2, 2) and len(calls) == 7
    f.cache_clear()
    assert f.cache_info() == (0, 0, 2, 0) and f.__name__ == "f" and f.__wrapped__ is not None
    assert f.cache_parameters() == {"maxsize": 2, "typed": False}

    @functools.cache
    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    assert fib(80) == 23416728348467685 and fib.cache_info() == (78, 81, None, 81)

    @functools.lru_cache(typed=True)
    def t(x):
        calls.append(x)
        return x
    calls.clear()
    t(1), t(1.0), t(True)
    assert calls == [1, 1.0, True] and t.cache_info() == (0, 3, 128, 3)

    @functools.lru_cache
    def u(x):
        calls.append(x)
        return x
    calls.clear()
    u(1), u(1.0), u(True)
    assert calls == [1, 1.0] and u.cache_info() == (1, 2, 128, 2)

    @functools.lru_cache(maxsize=0)
    def z(x):
        return x * 2
    assert (z(2), z(2)) == (4, 4) and z.cache_info() == (0, 2, 0, 0)

    class C:
        @functools.lru_cache
        def m(self, k):
            return (self.__class__.__name__, k)

        def __hash__(self):
            return 7
    c = C()
    assert c.m(3) == c.m(3) == ("C", 3) and C.m.cache_info() == (1, 1, 128, 1)
    try:
        f([1])
    except TypeError as exc:
        assert str(exc) == "unhashable type: 'list'"
    else:
        raise AssertionError("no TypeError")

    @functools.lru_cache(maxsize=3)
    def boom(x):
        if x < 0:
            raise ValueError(x)
        return x
    try:
        boom(-1)
    except ValueError:
        assert boom.cache_info() == (0, 1, 3, 0)
    assert copy.copy(f) is f and copy.deepcopy(f) is f
    kwargs = {"y": 5}
    assert (f(1, **kwargs), f(1, **kwargs)) == (6, 6) and f.cache_info() == (1, 1, 2, 1)


def test_lock_deadlock_raises():
    # overlay 565: CPython 3.13's answers where it has one (argument errors, False after a
    # timeout, RLock reentrancy and its release error); where CPython would wait for ever
    # for another thread (a held lock, an empty queue), one thread here raises instead
    import _thread
    import queue
    import threading
    lock = _thread.allocate_lock()
    errors = []
    for args in ((False, 1), (True, -2)):
        try:
            lock.acquire(*args)
        except ValueError as exc:
            errors.append(str(exc))
    assert errors == ["can't specify a timeout for a non-blocking call",
                      "timeout value must be a non-negative number"]
    assert lock.acquire() is True
    assert (lock.acquire(False), lock.acquire(True, 0.01), lock.acquire(timeout=0)) == (False, False, False)
    try:
        lock.acquire()
    except RuntimeError as exc:
        assert str(exc).startswith("deadlock: this lock is held")
    else:
        raise AssertionError("a second blocking acquire returned")
    lock.release()
    rlock = threading.RLock()
    assert rlock.acquire() and rlock.acquire()
    rlock.release()
    rlock.release()
    try:
        rlock.release()
    except RuntimeError as exc:
        assert str(exc) == "cannot release un-acquired lock"
    else:
        raise AssertionError("releasing an unheld RLock")
    condition = threading.Condition()
    with condition:
        assert condition.wait(0.01) is False
    event = threading.Event()
    event.set()
    assert event.wait() is True
    q = queue.Queue()
    q.put(1)
    assert q.get() == 1
    try:
        q.get()
    except RuntimeError:
        pass
    else:
        raise AssertionError("get() from an empty queue returned")


def test_abc_matches_cpython():
    # overlay 566 and web/runtime/python/_abc.py: CPython 3.13's answers through abc.ABCMeta
    import _abc
    import abc
    import collections.abc as cabc

    class A(abc.ABC):
        @abc.abstractmethod
        def f(self):
            pass

        def g(self):
            pass

    class B(A):
        def f(self):
            return 1

    class C(A):
        pass
    assert (sorted(A.__abstractmethods__), sorted(B.__abstractmethods__), sorted(C.__abstractmethods__)) == \
        (["f"], [], ["f"])
    try:
        C()
    except TypeError as exc:
        assert str(exc).startswith("Can't instantiate abstract class C")
    else:
        raise AssertionError("an abstract class was instantiated")
    assert B().f() == 1 and isinstance(B(), A) and issubclass(B, A) and not isinstance(1, A)
    token = abc.get_cache_token()

    class R:
        pass
    assert A.register(R) is R and abc.get_cache_token() - token == 1
    assert isinstance(R(), A) and issubclass(R, A) and not issubclass(int, A)
    assert A.register(B) is B and abc.get_cache_token() - token == 1   # already a subclass
    errors = []
    for action in (lambda: A.register(1), lambda: issubclass(1, A), lambda: B.register(A)):
        try:
            action()
        except (TypeError, RuntimeError) as exc:
            errors.append(f"{type(exc).__name__}: {exc}")
    assert errors == ["TypeError: Can only register classes", "TypeError: issubclass() arg 1 must be a class",
                      "RuntimeError: Refusing to create an inheritance cycle"], errors

    class Sized2(abc.ABC):
        @classmethod
        def __subclasshook__(cls, klass):
            return True if hasattr(klass, "__len__") else NotImplemented
    assert isinstance([], Sized2) and not isinstance(1, Sized2) and issubclass(dict, Sized2)

    class Bad(abc.ABC):
        @classmethod
        def __subclasshook__(cls, klass):
            return 1
    try:
        issubclass(int, Bad)
    except AssertionError as exc:
        assert str(exc) == "__subclasshook__ must return either False, True, or NotImplemented"
    else:
        raise AssertionError("a hook returning 1 was accepted")
    registry, cache, negative, version = _abc._get_dump(A)
    assert [r().__name__ for r in registry] == ["R"] and isinstance(version, int)
    A._abc_caches_clear()
    A._abc_registry_clear()
    assert not isinstance(R(), A) and _abc._get_dump(A)[0] == set()
    assert isinstance({}, cabc.Mapping) and not isinstance((), cabc.Mapping)
    assert isinstance([], cabc.Sequence) and isinstance("s", cabc.Hashable)
    assert issubclass(list, cabc.MutableSequence) and isinstance(iter([]), cabc.Iterator)

    class Fake:
        __class__ = dict
    assert isinstance(Fake(), cabc.Mapping) and type(A._abc_impl).__name__ == "_abc_data"


def test_cmath_imports():
    # overlay 330: cmath imports and computes
    import cmath
    assert cmath.sqrt(-1) == 1j
    assert abs(cmath.exp(1j * cmath.pi) + 1) < 1e-12


def test_time_ns_clocks():
    # overlay 331: the nanosecond clocks exist and agree with the float ones
    from time import monotonic_ns, perf_counter, perf_counter_ns, process_time_ns
    a = perf_counter_ns()
    assert isinstance(a, int) and perf_counter_ns() >= a
    assert abs(a / 1e9 - perf_counter()) < 1.0
    assert isinstance(monotonic_ns(), int) and isinstance(process_time_ns(), int)


def test_import_package_init_as_a_module():
    # CPython 3.13: `pkg.__init__` is the package's __init__.py imported again as a module of
    # that name (torch's C++ autograd imports "torch.onnx.__init__" while tracing).
    import importlib
    import json

    m = importlib.import_module("json.__init__")
    assert (m.__name__, m is json, m.dumps([1]), m.__package__) == ("json.__init__", False, "[1]", "json")
    assert m.__spec__.submodule_search_locations is None
    assert importlib.import_module("json.__init__") is m


def test_time_clocks_resolution():
    # CPython 3.13 on Linux: time.time(), time.time_ns() and time.monotonic() advance in steps
    # far below a millisecond (whole milliseconds here before overlay 578), monotonic() never
    # steps back, and time() and time_ns() read the same wall clock.
    import time

    def smallest_step(clock):
        steps, last = [], clock()
        while len(steps) < 5:
            now = clock()
            assert now >= last or clock is not time.monotonic
            if now != last:
                steps.append(now - last)
                last = now
        return min(steps)

    assert 0 < smallest_step(time.time) < 0.0009
    assert 0 < smallest_step(time.monotonic) < 0.0009
    assert 0 < smallest_step(time.time_ns) < 900_000
    assert isinstance(time.time(), float) and isinstance(time.monotonic(), float)
    assert isinstance(time.time_ns(), int) and isinstance(time.process_time(), float)
    assert abs(time.time() - time.time_ns() / 1e9) < 0.05
    assert abs(time.time() - time.mktime(time.localtime())) < 2.0


def test_time_sleep_blocks_and_checks_its_argument():
    # overlay 543; values and messages of CPython 3.13
    import time
    start = time.perf_counter()
    time.sleep(0.2)
    assert 0.19 <= time.perf_counter() - start < 5.0
    time.sleep(0)
    time.sleep(False)
    for bad, exc, message in [
        (-1, ValueError, "sleep length must be non-negative"),
        (-0.5, ValueError, "sleep length must be non-negative"),
        ("x", TypeError, "'str' object cannot be interpreted as an integer"),
        (None, TypeError, "'NoneType' object cannot be interpreted as an integer"),
        (float("nan"), ValueError, "Invalid value NaN (not a number)"),
        (1e300, OverflowError, "timestamp out of range for platform time_t"),
        (2 ** 70, OverflowError, "timestamp too large to convert to C PyTime_t"),
    ]:
        _raises_with(lambda: time.sleep(bad), exc, message)


def test_time_functions_check_their_arguments():
    # overlay 544; values and messages of CPython 3.13
    import time
    feb = (2024, 2, 1, 10, 5, 3, 3, 32, 0)
    assert time.asctime(feb) == "Thu Feb  1 10:05:03 2024"
    assert time.strftime("%Y-%m-%d %H:%M:%S", (2024, 12, 6, 13, 5, 9, 4, 341, 0)) == "2024-12-06 13:05:09"
    assert tuple(time.gmtime(-1.5))[:6] == (1969, 12, 31, 23, 59, 58)
    assert tuple(time.gmtime(86400.9))[:6] == (1970, 1, 2, 0, 0, 0)
    assert time.mktime(time.localtime(1000000)) == 1000000.0

    def with_item(index, value):
        t = list(feb)
        t[index] = value
        return tuple(t)

    cases = [
        (lambda: time.localtime("x"), TypeError, "'str' object cannot be interpreted as an integer"),
        (lambda: time.ctime("x"), TypeError, "'str' object cannot be interpreted as an integer"),
        (lambda: time.localtime(float("nan")), ValueError, "Invalid value NaN (not a number)"),
        (lambda: time.gmtime(10 ** 20), OverflowError, "timestamp out of range for platform time_t"),
        (lambda: time.strftime(1), TypeError, "strftime() argument 1 must be str, not int"),
        (lambda: time.strftime("%Y", 5), TypeError, "Tuple or struct_time argument required"),
        (lambda: time.strftime("%Y", (1, 2)), TypeError, "strftime(): illegal time tuple argument"),
        (lambda: time.mktime(1), TypeError, "Tuple or struct_time argument required"),
        (lambda: time.mktime((1, 2)), TypeError, "mktime(): illegal time tuple argument"),
        (lambda: time.asctime(()), TypeError, "asctime(): illegal time tuple argument"),
        (lambda: time.asctime(with_item(1, 13)), ValueError, "month out of range"),
        (lambda: time.asctime(with_item(2, 32)), ValueError, "day of month out of range"),
        (lambda: time.asctime(with_item(3, 24)), ValueError, "hour out of range"),
        (lambda: time.asctime(with_item(4, 60)), ValueError, "minute out of range"),
        (lambda: time.asctime(with_item(5, 62)), ValueError, "seconds out of range"),
        (lambda: time.asctime(with_item(6, -2)), ValueError, "day of week out of range"),
        (lambda: time.asctime(with_item(7, 367)), ValueError, "day of year out of range"),
    ]
    for call, exc, message in cases:
        _raises_with(call, exc, message)


def test_exceptions_inside_time_functions_have_tracebacks():
    # overlay 486: time's functions are builtins whose frames still have code objects, so a
    # traceback through one is formatted (it used to end `./brytorch run` with "internal
    # error in the program driver")
    import time
    import traceback
    try:
        time.strftime(1)
    except TypeError:
        text = traceback.format_exc()
    assert text.startswith("Traceback (most recent call last):")
    assert text.rstrip().endswith("TypeError: strftime() argument 1 must be str, not int")


def test_linecache_lines_of_a_bundled_module():
    # overlay 545 (speed): a bundled module's lines come from memory, as a file read gives them
    import linecache
    import os
    import tokenize
    linecache.cache.pop(__file__, None)
    lines = linecache.getlines(__file__)
    with tokenize.open(__file__) as f:
        assert lines == f.readlines()
    assert linecache.getline(__file__, 2) == "import collections\n"
    size, mtime, cached, fullname = linecache.cache[__file__]
    assert cached is lines and fullname == __file__ and size == os.stat(__file__).st_size


def test_re_backspace_in_character_class():
    # CPython 3.13's values (overlay 551)
    import re
    assert re.findall(r"[\b]", "ab\x08c") == ["\x08"] and re.findall(r"[a\bc]", "abc\x08") == ["a", "c", "\x08"]
    assert re.findall(r"\bx", "x ax x") == ["x", "x"]


def test_json_dumps_writes_cpythons_text():
    # CPython 3.13's values (overlay 552)
    import json

    class F(float):
        pass

    class I(int):
        pass

    assert json.dumps([2.0, -0.0, 1e20, 1e-7, 3.14, 1 / 3]) == "[2.0, -0.0, 1e+20, 1e-07, 3.14, 0.3333333333333333]"
    assert json.dumps({1: 2, None: 3, True: 4}) == '{"1": 4, "null": 3}'
    assert json.dumps({1.5: 1, False: 2}) == '{"1.5": 1, "false": 2}'
    assert json.dumps("a\u00e9\U0001f600\n\"\\\x00\x1f\x7f") == '"a\\u00e9\\ud83d\\ude00\\n\\"\\\\\\u0000\\u001f\\u007f"'
    assert json.dumps("a\u00e9\x00", ensure_ascii=False) == '"a\u00e9\\u0000"'
    assert json.dumps([float("inf"), float("-inf"), float("nan")]) == "[Infinity, -Infinity, NaN]"
    assert json.dumps([F(1.5), I(3), True, {F(2.0): 1, I(4): 2}], separators=(",", ":")) == '[1.5,3,true,{"2.0":1,"4":2}]'
    assert json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_keys=True) == '{"a": 2, "b": 1, "c": {"y": 2, "z": 1}}'
    assert json.dumps({"b": [1.0]}, indent=2) == '{\n  "b": [\n    1.0\n  ]\n}'
    assert json.dumps({(1,): 2, "k": 1}, skipkeys=True) == '{"k": 1}'
    assert json.dumps([1, {2}], default=list) == "[1, [2]]" and json.dumps((1, [2, ()])) == "[1, [2, []]]"
    a = []
    a.append(a)
    for call, exc, message in [
        (lambda: json.dumps(a), ValueError, "Circular reference detected"),
        (lambda: json.dumps({"x": float("nan")}, allow_nan=False), ValueError, "Out of range float values are not JSON compliant: nan"),
        (lambda: json.dumps({1: 2, "a": 3}, sort_keys=True), TypeError, "'<' not supported between instances of 'str' and 'int'"),
        (lambda: json.dumps({(1,): 2}), TypeError, "keys must be str, int, float, bool or None, not tuple"),
        (lambda: json.dumps(object()), TypeError, "Object of type object is not JSON serializable"),
    ]:
        _raises_with(call, exc, message)


def test_open_missing_file_has_errno():
    # CPython 3.13's values (overlay 555)
    import errno
    try:
        open("/no/such/dir/file.txt")
    except FileNotFoundError as e:
        assert (e.errno, e.strerror, e.filename) == (errno.ENOENT, "No such file or directory", "/no/such/dir/file.txt")
        assert str(e) == "[Errno %d] No such file or directory: '/no/such/dir/file.txt'" % errno.ENOENT
    else:
        raise AssertionError("no FileNotFoundError")


def test_json_loads_constants_and_errors():
    # CPython 3.13's values (overlay 556)
    import json
    import math
    assert math.isnan(json.loads("NaN")) and json.loads("[Infinity, -Infinity]") == [math.inf, -math.inf]
    assert json.loads("[NaN]", parse_constant=str) == ["NaN"] and json.loads('{"a": [1.5, 2]}') == {"a": [1.5, 2]}
    try:
        json.loads("123abc")
    except json.JSONDecodeError as e:
        assert (str(e), e.pos, e.lineno, e.colno) == ("Extra data: line 1 column 4 (char 3)", 3, 1, 4)
    else:
        raise AssertionError("no JSONDecodeError")
    for bad in ['{"a" 1}', "[1, 2", '"\\x"', ""]:
        try:
            json.loads(bad)
        except json.JSONDecodeError:
            pass
        else:
            raise AssertionError(bad)


def test_re_replacement_templates():
    # CPython 3.13's values (overlay 557)
    import re
    assert re.sub(r"(?P<a>\w)", r"\g<a>-", "ab") == "a-b-" and re.sub(r"(\w)", r"\g<1>\1", "ab") == "aabb"
    assert re.sub(r"(\w)", r"\g<0>!", "ab") == "a!b!" and re.match(r"(?P<x>a)", "a").expand(r"[\g<x>]") == "[a]"
    assert re.sub("a", r"\\n", "a") == "\\n" and re.sub("a", r"\n\t\.", "a") == "\n\t\\."
    assert re.sub("(a)|(b)", r"[\1\2]", "ab") == "[a][b]" and re.sub("a", r"\0\012\101", "a") == "\x00\nA"
    assert re.subn(r"(\d+)", r"<\1>", "a1b22c333") == ("a<1>b<22>c<333>", 3)
    assert re.sub(rb"(a)", rb"\1\1", b"xay") == b"xaay"
    assert re.sub("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", r"\11\10", "abcdefghijk") == "kj"
    for template, exc in [(r"\q", re.error), (r"\2", re.error), (r"\g<zz>", IndexError), ("x\\", re.error), (r"\g<1", re.error)]:
        try:
            re.sub("(a)", template, "a")
        except exc:
            pass
        else:
            raise AssertionError(template)


def test_simple_namespace_is_cpythons():
    # CPython 3.13's values (overlay 559)
    import copy
    import pickle
    import sys
    import types
    n = types.SimpleNamespace({"x": 1}, a=1, b="s")
    assert repr(n) == "namespace(x=1, a=1, b='s')" and n == types.SimpleNamespace(x=1, a=1, b="s")
    assert vars(types.SimpleNamespace(a=1)) == {"a": 1} and repr(types.SimpleNamespace()) == "namespace()"
    assert n.__reduce__() == (types.SimpleNamespace, (), {"x": 1, "a": 1, "b": "s"})

    class S(types.SimpleNamespace):
        pass

    assert repr(S(a=1)) == "S(a=1)" and type(sys.implementation) is types.SimpleNamespace
    assert repr(copy.replace(n, a=5)) == "namespace(x=1, a=5, b='s')" and pickle.loads(pickle.dumps(n)) == n
    r = types.SimpleNamespace()
    r.r = r
    assert repr(r) == "namespace(r=namespace(...))"
    for call, message in [(lambda: types.SimpleNamespace(1), "'int' object is not iterable"),
                          (lambda: types.SimpleNamespace({1: 2}), "keywords must be strings")]:
        _raises_with(call, TypeError, message)
    for call in [lambda: hash(types.SimpleNamespace()), lambda: types.SimpleNamespace(a=1)[0]]:
        try:
            call()
        except TypeError:
            pass
        else:
            raise AssertionError("no TypeError")


def test_urllib_request_class():
    # overlay 334: urllib.request.Request exists with CPython's basic interface
    from urllib.request import Request, urlopen  # noqa: F401
    r = Request("https://example.org/x", headers={"user-agent": "t"})
    assert r.full_url == "https://example.org/x" and r.get_method() == "GET"
    assert r.get_header("User-agent") == "t"
    assert Request("u", data=b"1").get_method() == "POST"


def test_bytesio_readinto_memoryview():
    # overlay 342: the bytes land in the object under the view
    import io
    ba = bytearray(6)
    assert io.BytesIO(b"abcd").readinto(memoryview(ba)) == 4
    assert ba == bytearray(b"abcd\x00\x00")
    plain = bytearray(3)
    assert io.BytesIO(b"123456").readinto(plain) == 3 and plain == bytearray(b"123")


def test_memoryview_items():
    # overlay 343: negative indexes, IndexError, and the underlying object's errors
    view = memoryview(bytearray(b"ab"))
    assert view[-1] == ord("b") and view[-2] == ord("a")
    for bad in (2, -3):
        try:
            view[bad]
        except IndexError as e:
            assert str(e) == "index out of bounds on dimension 1"
        else:
            raise AssertionError(f"view[{bad}] did not raise")
    try:
        view[0] = 256
    except ValueError as e:
        assert "range" in str(e)
    else:
        raise AssertionError("256 stored in a byte")
    try:
        memoryview(b"ro")[0] = 1
    except TypeError as e:
        assert str(e) == "cannot modify read-only memory"
    else:
        raise AssertionError("bytes modified through a view")


def test_struct_bytes_format():
    # overlay 344: a bytes format works like its str spelling
    import struct
    packed = struct.pack(b"<HI", 7, 65536)
    assert packed == struct.pack("<HI", 7, 65536) == b"\x07\x00\x00\x00\x01\x00"
    assert struct.unpack(b"<HI", packed) == (7, 65536)
    assert struct.Struct(b"<HI").unpack(packed) == (7, 65536)


def test_weakrefset_iteration_guard():
    # overlay 335: removals wait until the last guard leaves
    from _weakrefset import _IterationGuard

    class Container:
        def __init__(self):
            self._iterating = set()
            self.committed = 0

        def _commit_removals(self):
            self.committed += 1
    c = Container()
    with _IterationGuard(c):
        with _IterationGuard(c):
            assert len(c._iterating) == 2
        assert c.committed == 0
    assert c.committed == 1 and not c._iterating


def test_os_register_at_fork():
    # overlay 338: register_at_fork exists and checks its arguments like CPython
    import os
    os.register_at_fork(after_in_child=lambda: None)
    for bad in ({}, {"before": 5}):
        try:
            os.register_at_fork(**bad)
        except TypeError:
            pass
        else:
            raise AssertionError(f"register_at_fork(**{bad}) did not raise")
    from concurrent.futures import ThreadPoolExecutor  # registers a lock's _at_fork_reinit
    assert ThreadPoolExecutor.__name__ == "ThreadPoolExecutor"


def test_asyncio_import_is_quiet():
    # overlay 341: importing asyncio writes nothing
    import io
    import sys
    sys.modules.pop("asyncio", None)
    saved, sys.stdout = sys.stdout, io.StringIO()
    try:
        import asyncio  # noqa: F401
        written = sys.stdout.getvalue()
    finally:
        sys.stdout = saved
    assert written == "", written


def test_contextvar_reset_restores_the_old_value():
    import contextvars
    v = contextvars.ContextVar("v", default=0)
    t1 = v.set(1)
    assert t1.old_value is contextvars.Token.MISSING   # CPython: never set before
    assert repr(contextvars.Token.MISSING) == "<Token.MISSING>" and t1.var is v
    t2 = v.set(2)
    assert t2.old_value == 1 and v.get() == 2
    v.reset(t2)
    assert v.get() == 1
    v.reset(t1)
    assert v.get() == 0                                # back to the default


def test_contextvar_get_defaults_and_errors():
    # Each outcome and message as CPython 3.11 gives it.
    import contextvars
    v = contextvars.ContextVar("nodefault")
    assert v.name == "nodefault" and v.get(5) == 5
    try:
        v.get()
        raise AssertionError("no LookupError")
    except LookupError as e:
        assert e.args == (v,)
    assert repr(v).startswith("<ContextVar name='nodefault' at 0x")
    assert repr(contextvars.ContextVar("d", default=3)).startswith("<ContextVar name='d' default=3 at 0x")
    for bad, exc, message in ((lambda: contextvars.ContextVar(1), TypeError, "context variable name must be a str"),
                              (lambda: v.reset(1), TypeError, "expected an instance of Token, got 1")):
        try:
            bad()
            raise AssertionError("no error")
        except exc as e:
            assert str(e) == message, str(e)
    w = contextvars.ContextVar("w")
    t = v.set(1)
    try:
        w.reset(t)
        raise AssertionError("no ValueError")
    except ValueError as e:
        assert str(e).endswith("was created by a different ContextVar")
    v.reset(t)
    try:
        v.reset(t)
        raise AssertionError("no RuntimeError")
    except RuntimeError as e:
        assert str(e).startswith("<Token used var=<ContextVar name='nodefault' at 0x") and str(e).endswith("has already been used once")
    assert contextvars.ContextVar[int].__origin__ is contextvars.ContextVar


def test_context_run_copy_and_mapping():
    # CPython 3.11: run() switches the current context; set() inside it stays there; a copy
    # is a snapshot; a context is a read-only mapping of variables.
    import contextvars
    v = contextvars.ContextVar("v", default="outer-default")
    v.set("outer")
    ctx = contextvars.copy_context()
    assert isinstance(ctx, contextvars.Context)
    assert ctx[v] == "outer" and v in ctx and ctx.get(v) == "outer"

    def inside(x):
        assert v.get() == "outer"
        v.set(x)
        assert contextvars.copy_context()[v] == x
        return v.get() * 2

    assert ctx.run(inside, "in") == "inin"
    assert v.get() == "outer" and ctx[v] == "in"
    assert ctx.copy()[v] == "in" and ctx.copy() == ctx and ctx != contextvars.copy_context()
    try:
        ctx.run(ctx.run, len, "")
        raise AssertionError("no RuntimeError")
    except RuntimeError as e:
        assert str(e).startswith("cannot enter context: <") and str(e).endswith("is already entered")
    t = ctx.run(v.set, "again")
    try:
        v.reset(t)
        raise AssertionError("no ValueError")
    except ValueError as e:
        assert str(e).endswith("was created in a different Context")
    empty = contextvars.Context()
    assert len(empty) == 0 and list(empty) == [] and empty.get(v, 7) == 7
    try:
        empty[1]
        raise AssertionError("no TypeError")
    except TypeError as e:
        assert str(e) == "a ContextVar key was expected, got 1"
    assert v in ctx.keys() and "in" not in ctx.values() and (v, "again") in ctx.items()


def test_os_uname_has_five_fields():
    import os
    u = os.uname()
    sysname, nodename, release, version, machine = u   # CPython: exactly five fields
    assert (u.sysname, u.nodename, u.release, u.version, u.machine) == tuple(u)


def test_re_pattern_attributes():
    # CPython: the source, the number of groups and the flags as an int
    import re
    p = re.compile("(a)(?P<b>b)c", re.IGNORECASE)
    assert p.pattern == "(a)(?P<b>b)c" and p.groups == 2
    assert isinstance(p.flags, int) and p.flags & re.IGNORECASE
    assert re.compile(b"x+").pattern == b"x+"


def test_platform_mac_and_win32_ver():
    # CPython on Linux (or Emscripten): no macOS or Windows version, the defaults come back
    import platform
    assert platform.mac_ver() == ("", ("", "", ""), "")
    assert platform.win32_ver() == ("", "", "", "")
    assert platform.mac_ver("x") == ("x", ("", "", ""), "")


def test_os_cpu_count():
    # CPython: an int >= 1 (or None when unknown); CPython for Emscripten reports 1
    import os
    assert os.cpu_count() == 1
    assert os.process_cpu_count() == 1


def test_copysign_of_nan():
    # CPython 3.12: the sign comes from NaN's sign bit; float("nan") is positive
    import math
    import struct
    nan = float("nan")
    assert math.copysign(1, nan) == 1.0
    assert math.copysign(1, -nan) == -1.0
    assert math.copysign(2.0, -0.0) == -2.0 and math.copysign(-2.0, 0.0) == 2.0
    assert struct.pack("!d", nan).hex() == "7ff8000000000000"
    assert struct.unpack("!d", bytes.fromhex("7ff8000000000001"))[0] != 0


def test_stat_of_missing_file():
    # CPython: FileNotFoundError with errno ENOENT; pathlib's exists() is then False
    import errno
    import os
    import pathlib
    try:
        os.stat("/nonexistent/brytorch")
        raise AssertionError("os.stat of a missing file did not raise")
    except FileNotFoundError as exc:
        assert exc.errno == errno.ENOENT and exc.filename == "/nonexistent/brytorch"
        assert str(exc) == "[Errno 2] No such file or directory: '/nonexistent/brytorch'"
    assert pathlib.Path("/nonexistent/brytorch").exists() is False
    assert os.path.exists("/nonexistent/brytorch") is False
    # the root exists, as a directory (the loop `while not p.exists(): p = p.parent` ends)
    assert os.path.isdir("/") and pathlib.Path("/nonexistent/brytorch").parent.parent.exists()
    assert os.access("/", os.R_OK) is True and os.access("/", os.W_OK) is False
    assert os.access("/nonexistent/brytorch", os.F_OK) is False


def test_os_terminal_size_is_a_struct_sequence():
    # Expected: CPython 3.11 with its output not a terminal (as here: a JS console or a pipe).
    import os
    import shutil
    t = os.terminal_size((100, 40))
    assert (t.columns, t.lines) == (100, 40) and tuple(t) == (100, 40) and isinstance(t, tuple)
    assert repr(t) == "os.terminal_size(columns=100, lines=40)" and t.n_fields == 2
    width, height = t
    assert (width, height) == (100, 40)
    try:
        os.terminal_size((1, 2, 3))
    except TypeError as exc:
        assert str(exc) == "os.terminal_size() takes a 2-sequence (3-sequence given)"
    else:
        raise AssertionError("a 3-sequence was accepted")
    try:
        os.get_terminal_size()
    except OSError as exc:
        assert exc.errno == 25
    else:
        raise AssertionError("get_terminal_size() without a terminal did not raise")
    saved = {k: os.environ.pop(k) for k in ("COLUMNS", "LINES") if k in os.environ}
    try:
        assert tuple(shutil.get_terminal_size()) == (80, 24)
        assert tuple(shutil.get_terminal_size((33, 7))) == (33, 7)
    finally:
        os.environ.update(saved)


def test_dataclass_fields_named_in_slots_have_no_default():
    # Values from CPython 3.11 (PyTorch's test_serialization declares this pair at import).
    import dataclasses
    import types

    @dataclasses.dataclass
    class AllSlots:
        __slots__ = ["x", "y"]
        x: int
        y: int

    @dataclasses.dataclass
    class SomeSlots(AllSlots):
        x: int
        y: int
        c: str

    assert isinstance(AllSlots.__dict__["x"], types.MemberDescriptorType)
    assert [f.default is dataclasses.MISSING for f in dataclasses.fields(SomeSlots)] == [True, True, True]
    s = SomeSlots(1, 2, "c")
    assert (s.x, s.y, s.c) == (1, 2, "c")


def test_bytesio_methods_called_with_empty_kwargs():
    # values and messages as CPython 3.12 gives them (the methods are positional-only)
    import io
    b = io.BytesIO(b"abcdef")
    assert b.seek(1, **{}) == 1 and b.seek(-2, 2, **{}) == 4 and b.read() == b"ef"
    assert b.write(b"gh", **{}) == 2 and b.getvalue() == b"abcdefgh"
    b.seek(0)
    buf = bytearray(3)
    assert b.readinto(buf, **{}) == 3 and buf == bytearray(b"abc") and b.read1(2, **{}) == b"de"

    def traced(*args, **kwargs):   # the shape of PyTorch's FilelikeMock
        return b.seek(*args, **kwargs)
    assert traced(0, 2) == 8
    try:
        b.seek(0, whence=2)
    except TypeError as e:
        assert str(e) == "BytesIO.seek() takes no keyword arguments", str(e)
    else:
        raise AssertionError("seek(whence=2) did not raise")
    s = io.StringIO("x")
    s.__setstate__(("yz", "\n", 1, None), **{})
    assert s.read() == "z"


def test_re_nested_set_warns():
    # CPython 3.12: the match, and a FutureWarning with this message
    import re
    import warnings
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m = re.search("`c[[]..., 0[]] == 0`", "`c[..., 0] == 0`")
    assert m is not None and m.span() == (0, 16), m
    assert [(w.category, str(w.message)) for w in caught] == [
        (FutureWarning, "Possible nested set at position 3")], [(w.category, str(w.message)) for w in caught]


def _raw_stream_over(data):
    """A RawIOBase written in Python over `data` that defines only readinto (the documented
    minimum), as gzip's and user streams are."""
    import io

    class RawFromBytes(io.RawIOBase):
        def __init__(self, data):
            self.data, self.pos = data, 0

        def readable(self):
            return True

        def readinto(self, b):
            chunk = self.data[self.pos:self.pos + len(b)]
            b[:len(chunk)] = chunk
            self.pos += len(chunk)
            return len(chunk)

    return RawFromBytes(data)


def test_iobase_readline_and_readlines():
    # CPython 3.13's values for the same calls.
    import io
    import zipfile

    class Peeking(io.BufferedIOBase):
        def __init__(self, data):
            self.data, self.pos, self.reads = data, 0, []

        def readable(self):
            return True

        def read(self, n=-1):
            if n is None or n < 0:
                n = len(self.data) - self.pos
            self.reads.append(n)
            chunk = self.data[self.pos:self.pos + n]
            self.pos += len(chunk)
            return chunk

        def peek(self, n=0):
            return self.data[self.pos:self.pos + 4]

    r = Peeking(b"ab\ncdefgh\nij")
    assert io.BufferedIOBase.readline(r) == b"ab\n" and r.reads == [3]
    assert r.readline(2) == b"cd" and r.readline(None) == b"efgh\n"
    assert r.readline() == b"ij" and r.readline() == b""

    Plain = _raw_stream_over

    assert Plain(b"x\ny\nz").readlines() == [b"x\n", b"y\n", b"z"]
    assert Plain(b"x\ny\nz").readlines(2) == [b"x\n", b"y\n"]
    assert Plain(b"x\ny\nz").readlines(1) == [b"x\n"]
    assert list(Plain(b"1\n2")) == [b"1\n", b"2"]

    class BadPeek(Peeking):
        def peek(self, n=0):
            return "text"

    try:
        BadPeek(b"a").readline()
    except OSError as e:
        assert str(e) == "peek() should have returned a bytes object, not 'str'", str(e)
    else:
        raise AssertionError("no OSError")

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("m.txt", "one\ntwo\nthree")
    with zipfile.ZipFile(buf) as zf, zf.open("m.txt") as f:
        assert [line for line in f] == [b"one\n", b"two\n", b"three"]
    with zipfile.ZipFile(buf) as zf, zf.open("m.txt") as f:
        assert f.readline() == b"one\n" and f.readline(2) == b"tw" and f.readlines() == [b"o\n", b"three"]


def test_iobase_tell_calls_a_python_seek():
    # CPython 3.11: IOBase.tell() returns self.seek(0, 1)
    import gzip
    import io

    class Stream(io.IOBase):
        def seek(self, offset, whence=0):
            return 40 + offset + whence
    assert Stream().tell() == 41
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb") as g:
        g.write(b"abcdef")
        assert g.tell() == 6
    with gzip.GzipFile(fileobj=io.BytesIO(buf.getvalue()), mode="rb") as g:
        assert g.read(2) == b"ab" and g.tell() == 2


def test_buffered_io_over_a_python_raw_stream():
    # CPython 3.11's values: buffered layers over any RawIOBase, as gzip uses them
    import gzip
    import io

    Raw = _raw_stream_over
    r = io.BufferedReader(Raw(b"0123456789"), buffer_size=4)
    assert r.read(3) == b"012" and r.peek(1)[:1] == b"3" and r.read() == b"3456789"
    assert isinstance(r, io.BufferedIOBase)
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb") as g:
        g.write(b"abcdef" * 100)
    with gzip.GzipFile(fileobj=io.BytesIO(buf.getvalue()), mode="rb") as g:
        assert g.read(4) == b"abcd" and g.seek(2) == 2 and g.read(3) == b"cde"
        assert g.seek(-1, 1) == 4 and g.read() == (b"abcdef" * 100)[4:]


def test_raw_io_read_through_readinto():
    # CPython 3.11's values: RawIOBase.read and readall are built on readinto
    import io

    class Raw(io.RawIOBase):
        def __init__(self, data):
            self.data, self.pos = data, 0

        def readinto(self, b):
            chunk = self.data[self.pos:self.pos + min(len(b), 3)]
            b[:len(chunk)] = chunk
            self.pos += len(chunk)
            return len(chunk)

    class Blocking(io.RawIOBase):
        def readinto(self, b):
            return None
    raw = Raw(b"0123456789")
    first = raw.read(5)
    assert first == b"012" and type(first) is bytes
    assert raw.read() == b"3456789" and raw.read(4) == b""
    assert Raw(b"abcdefgh").readall() == b"abcdefgh" and Blocking().read(2) is None


def test_open_module_source_with_encoding():
    # CPython 3.11: a module's source opens with keyword arguments (PyTorch's test_torch reads
    # a warning's source line this way)
    import os
    with open(os.__file__, encoding="utf-8", errors="strict") as f:
        lines = f.readlines()
    assert len(lines) > 100 and any("def " in line for line in lines)


def test_ctypes_scalars_and_arrays_over_bytes():
    # CPython 3.11's values (PyTorch's bytes_to_scalar reads a scalar from an array of bytes)
    import ctypes
    raw = (ctypes.c_byte * 4)(0, 0, -128, 63)
    assert len(raw) == 4 and raw[2] == -128 and bytes(raw) == b"\x00\x00\x80?"
    assert ctypes.c_float.from_buffer(raw).value == 1.0
    assert ctypes.c_int32.from_buffer(raw).value == 1065353216
    assert ctypes.c_uint16.from_buffer_copy(b"\x01\x02\x03\x04", 2).value == 1027
    assert ctypes.c_double.from_buffer((ctypes.c_byte * 8)(*b"\x00\x00\x00\x00\x00\x00\xf0\x3f")).value == 1.0
    assert ctypes.c_bool.from_buffer((ctypes.c_byte * 1)(1)).value is True
    view = ctypes.c_int16.from_buffer(raw)
    view.value = -2
    assert bytes(raw) == b"\xfe\xff\x80?" and raw[0] == -2   # from_buffer shares the bytes
    assert ctypes.sizeof(ctypes.c_int64 * 3) == 24 and (ctypes.c_int64 * 3) is (ctypes.c_int64 * 3)
    assert ctypes.c_uint8(300).value == 44 and ctypes.c_int8(200).value == -56 and ctypes.c_double(2.5).value == 2.5
    try:
        ctypes.c_double.from_buffer((ctypes.c_byte * 4)())
    except ValueError as e:
        assert str(e) == "Buffer size too small (4 instead of at least 8 bytes)", str(e)
    else:
        raise AssertionError("no ValueError")


def test_escape_codecs():
    # CPython 3.11's values and messages
    import codecs
    assert "a\tb\\\u00e9\u20ac\U0001d11e'".encode("unicode_escape") == b"a\\tb\\\\\\xe9\\u20ac\\U0001d11e'"
    assert b"a\\n\\x41\\u20ac\\U0001d11e\\101\\N{BULLET}\\q\xe9".decode("unicode_escape") == \
        "a\nA\u20ac\U0001d11eA\u2022\\q\u00e9"
    assert "x\u20ac\xe9".encode("raw_unicode_escape") == b"x\\u20ac\xe9"
    assert b"\\u20ac\\n".decode("raw_unicode_escape") == "\u20ac\\n"
    assert codecs.unicode_escape_decode(b"ab\\", "strict", False) == ("ab", 2)
    assert codecs.unicode_escape_encode("a\n") == (b"a\\n", 2)
    # (CPython's str(e) formats the args; Brython's shows args[0]: docs/brython-bugs.md)
    for data, args in [(b"ab\\", ("unicodeescape", b"ab\\", 2, 3, "\\ at end of string")),
                       (b"\\x4", ("unicodeescape", b"\\x4", 0, 3, "truncated \\xXX escape"))]:
        try:
            data.decode("unicode_escape")
        except UnicodeDecodeError as e:
            assert e.args == args, e.args
        else:
            raise AssertionError(f"{data!r}: no UnicodeDecodeError")
    assert b"\\x4z".decode("unicode_escape", "replace") == "\ufffdz"

def test_ctypes_library_loaders_refuse_missing_libraries():
    # CPython 3.11: the loaders exist (torch._inductor.codecache imports cdll) and loading a
    # library that is not there raises OSError.
    import ctypes
    for load in (lambda: ctypes.cdll.LoadLibrary("libbt_not_here.so"), lambda: ctypes.cdll.libbt_not_here,
                 lambda: ctypes.pydll["libbt_not_here.so"]):
        try:
            load()
        except OSError:
            pass
        else:
            raise AssertionError("no OSError")


def test_functools_reduce_is_builtin():
    # CPython 3.11: reduce is a built-in without a signature (torch._dynamo's polyfills
    # compare signatures and skip builtins), an explicit None is an initial value, and its
    # errors are these.
    import functools
    import inspect
    assert functools.reduce(lambda a, b: a + b, [1, 2, 3]) == 6
    assert functools.reduce(lambda a, b: (a, b), [1, 2], None) == ((None, 1), 2)
    assert functools.reduce(lambda a, b: a * b, iter([]), 7) == 7
    assert type(functools.reduce).__name__ == "builtin_function_or_method"
    assert functools.reduce.__name__ == "reduce" and functools.reduce.__module__ == "_functools"
    try:
        inspect.signature(functools.reduce)
    except ValueError:
        pass
    else:
        raise AssertionError("reduce has a signature")
    for args, kwargs, message in [((len,), {}, "reduce expected at least 2 arguments, got 1"),
                                  ((len, 5), {}, "reduce() arg 2 must support iteration"),
                                  ((len, []), {}, "reduce() of empty iterable with no initial value"),
                                  ((len, [], 1, 2), {}, "reduce expected at most 3 arguments, got 4"),
                                  ((len, [1]), {"initial": 1}, "reduce() takes no keyword arguments")]:
        try:
            functools.reduce(*args, **kwargs)
        except TypeError as e:
            assert str(e) == message, str(e)
        else:
            raise AssertionError(f"{message}: no TypeError")


def test_weakref_counts_lists_and_refusals():
    # CPython 3.11's answers (torch.utils.swap_tensors refuses tensors with weak references
    # by asking getweakrefs).
    import weakref

    class C:
        pass

    c = C()
    assert weakref.getweakrefcount(c) == 0 and weakref.getweakrefs(c) == []
    r = weakref.ref(c)
    assert weakref.ref(c) is r and r() is c and r.__callback__ is None

    def callback(w):
        pass

    r2 = weakref.ref(c, callback)
    assert r2 is not r and r2.__callback__ is callback and r2() is c
    assert weakref.getweakrefcount(c) == 2
    refs = weakref.getweakrefs(c)
    assert type(refs) is list and len(refs) == 2
    assert any(x is r for x in refs) and any(x is r2 for x in refs)
    p = weakref.proxy(c)
    assert weakref.getweakrefcount(c) == 3
    assert weakref.getweakrefcount(C()) == 0
    for bad in (1, "s", (1,), [1], {}, 2.5, None, object()):
        try:
            weakref.ref(bad)
        except TypeError as e:
            assert str(e) == f"cannot create weak reference to '{type(bad).__name__}' object", str(e)
        else:
            raise AssertionError(f"{bad!r}: no TypeError")
    assert weakref.getweakrefcount(5) == 0 and weakref.getweakrefs([1]) == []
    s = weakref.WeakSet([c])
    assert c in s and len(s) == 1
    d = weakref.WeakKeyDictionary({c: 1})
    assert d[c] == 1


def test_weak_references_die_with_their_referent():
    # Overlay 424; expected values from CPython 3.13. The referents are made in helper
    # functions: V8 keeps values a running function left in its registers alive, so one
    # dropped by the running function itself may outlive a collection (docs/brython-bugs.md).
    import gc
    import weakref

    class C:
        pass

    def weak_to_dropped(callback=None):
        return weakref.ref(C(), callback)

    called = []
    r, r2 = weak_to_dropped(), weak_to_dropped(called.append)
    keep = C()
    live = weakref.ref(keep)
    ids = weakref.WeakValueDictionary()
    keys = weakref.WeakKeyDictionary()
    members = weakref.WeakSet()

    def fill():
        a, b = C(), C()
        ids[1], ids[2] = a, keep
        keys[b], keys[keep] = "b", "keep"
        members.add(a)
        members.add(keep)
        hashed = weakref.ref(b)
        return weakref.proxy(a), hashed, hash(hashed)

    proxy, hashed, hash_before = fill()
    assert hash(live) == hash(keep) and live == weakref.ref(keep, print) and live() is keep
    if not collects_inside_running_code():
        assert gc.collect() == 0 and r() is not None   # they die at the next task
        return
    assert type(gc.collect()) is int
    assert r() is None and r2() is None and called == [r2] and r2.__callback__ is None
    assert repr(r).endswith("; dead>") and r != r2 and r == r and live() is keep
    assert hash(hashed) == hash_before
    try:
        hash(r)
    except TypeError as e:
        assert str(e) == "weak object has gone away"
    else:
        raise AssertionError("hash of a dead reference never hashed: no TypeError")
    try:
        proxy.anything
    except ReferenceError as e:
        assert str(e) == "weakly-referenced object no longer exists"
    else:
        raise AssertionError("a dead proxy: no ReferenceError")
    assert list(ids.items()) == [(2, keep)] and len(ids) == 1
    assert list(keys.items()) == [(keep, "keep")] and len(keys) == 1
    assert list(members) == [keep] and len(members) == 1


def test_a_weak_reference_callback_error_is_printed_not_raised():
    # CPython 3.13: "Exception ignored in: <callback>" and the traceback on stderr; the code
    # that was running goes on.
    import gc
    import io
    import sys
    import weakref

    class C:
        pass

    def failing(ref):
        raise ValueError("from the callback")

    def weak_to_dropped():
        return weakref.ref(C(), failing)

    saved, sys.stderr = sys.stderr, io.StringIO()
    try:
        r = weak_to_dropped()
        gc.collect()
        text = sys.stderr.getvalue()
    finally:
        sys.stderr = saved
    if not collects_inside_running_code():
        assert text == "" and r() is not None
        return
    assert r() is None
    assert text.startswith("Exception ignored in: <function ") and "failing" in text.splitlines()[0], text
    assert text.rstrip().endswith("ValueError: from the callback"), text


def test_del_unbinds_and_finalizer_runs_at_collection():
    # Overlay 568; expected values from CPython 3.13. `del name` only unbinds the name: an
    # object still referenced elsewhere is not finalized, a generator reached through
    # another name goes on. __del__ runs when the object is collected (here: gc.collect(),
    # where the host can collect inside running code), once, with its attributes, and an
    # exception in it is printed, not raised. Objects are made and dropped in helpers: a
    # temporary of the running function may keep what it made alive (docs/brython-bugs.md).
    import gc
    import io
    import sys

    log = []

    class Tracked:
        def __init__(self, name):
            self.name = name

        def __del__(self):
            log.append(self.name)

    class Failing:
        def __del__(self):
            raise ValueError("from __del__")

    def gen():
        try:
            yield 1
            yield 2
        finally:
            log.append("finally")

    def make():
        return [Tracked("a"), Failing()]

    holder = make()
    t = holder[0]
    del t
    assert log == []
    g = gen()
    h = g
    assert next(g) == 1
    del g
    assert next(h) == 2 and log == []

    def drop():
        holder.clear()

    saved, sys.stderr = sys.stderr, io.StringIO()
    try:
        drop()   # CPython finalizes both here (reference counts); Brython at the collection
        gc.collect()
        text = sys.stderr.getvalue()
    finally:
        sys.stderr = saved
    if not collects_inside_running_code():
        assert log == [] and text == ""   # at the next task
        return
    assert log == ["a"], log
    assert text.startswith("Exception ignored in: <function ") and "Failing.__del__" in text.splitlines()[0], text
    assert text.rstrip().endswith("ValueError: from __del__"), text
    gc.collect()
    assert log == ["a"]   # once


def test_random_draws_match_cpython():
    # Overlay 569 (speed): getrandbits builds its int from the generator's words directly;
    # every draw below is CPython 3.13's for the same seed, with or without the overlay.
    import random

    r = random.Random(2026)
    bits = [r.getrandbits(k) for k in (1, 7, 31, 32, 33, 40, 52, 53, 54, 64, 70, 100, 200)]
    assert bits == [
        0, 40, 1079144365, 4085985276, 6493229115, 1047370727312, 3981718592055428,
        8059704658439458, 11195663767119133, 7758976353826416361, 656198072840074504309,
        1012264368737265304466763523020,
        1506090630889436703617904429528701034614401186868568516905], bits
    draws = [r.randint(-5, 5) for _ in range(6)]
    draws += [r.randrange(10**12), r.randrange(2**64), r.randrange(3, 100, 7)]
    assert draws == [4, -4, -4, -1, -4, 2, 893402541721, 12639304396142162439, 73], draws
    seq = list(range(10))
    r.shuffle(seq)
    assert seq == [1, 0, 4, 8, 9, 7, 2, 6, 3, 5], seq
    assert [r.choice("abcdefgh") for _ in range(5)] == ["f", "b", "e", "e", "h"]
    assert r.sample(range(1000), 4) == [144, 897, 660, 720]
    assert r.getrandbits(0) == 0 and type(r.getrandbits(5)) is int
    try:
        r.getrandbits(-1)
    except ValueError as exc:
        assert str(exc) == "number of bits must be non-negative", exc
    else:
        raise AssertionError("getrandbits(-1): no ValueError")


def test_operator_index_matches_cpython():
    # Overlay 570 (speed): operator.index is a builtin; values and messages are CPython
    # 3.13's, with or without the overlay.
    import operator

    class Index:
        def __index__(self):
            return 7

    class BadIndex:
        def __index__(self):
            return 1.5

    class SubInt(int):
        pass

    got = [operator.index(True), operator.index(Index()), operator.index(2**70), operator.index(-3)]
    assert got == [1, 7, 1180591620717411303424, -3], got
    assert type(operator.index(SubInt(4))) is int and operator.index(SubInt(4)) == 4
    errors = []
    for bad in ("x", 1.5, None, BadIndex()):
        try:
            operator.index(bad)
        except TypeError as exc:
            errors.append(str(exc))
    assert errors == ["'str' object cannot be interpreted as an integer",
                      "'float' object cannot be interpreted as an integer",
                      "'NoneType' object cannot be interpreted as an integer",
                      "__index__ returned non-int (type float)"], errors
    assert operator.index is operator.__index__


def test_closures_keep_only_the_names_they_use():
    # Overlay 409; expected values from CPython 3.13. A closure (and a lambda, a generator
    # expression) keeps the names it refers to; the function's other locals die when it
    # returns, even while the closure lives. A `finally` still sees them after the `return`.
    # (Here, unlike CPython, a name one nested function uses lives as long as any of them.)
    import gc
    import weakref

    class C:
        pass

    def make(param):
        dropped, kept = C(), C()

        def inner():
            return kept

        genexp = (kept for _ in range(1))
        return inner, lambda: kept, genexp, weakref.ref(dropped), weakref.ref(param)

    def finally_reads_a_local():
        local, seen = C(), []
        callback = lambda: seen
        try:
            return callback, weakref.ref(local)
        finally:
            seen.append(type(local).__name__)   # runs after the return value was computed

    inner, lam, genexp, dropped, param = make(C())
    callback, local = finally_reads_a_local()
    assert callback() == ["C"] and inner() is lam() is next(genexp)
    if not collects_inside_running_code():
        assert dropped() is not None    # it dies at the next task
        return
    gc.collect()
    assert dropped() is None and param() is None and local() is None
    assert type(inner()) is C and inner.__closure__[0].cell_contents is inner()

    def raising():
        local = C()
        helper = lambda: 0
        raise KeyError(weakref.ref(local))

    try:
        raising()
    except KeyError as e:
        ref = e.args[0]
        gc.collect()
        assert ref() is not None        # the traceback's frame keeps a raising function's locals


def test_traceback_starts_at_the_catching_frame():
    # Overlay 408; expected values from CPython 3.13: a traceback lists the frames from the
    # one that caught the exception down to the raise, and grows as the exception goes on.
    import traceback

    def inner():
        raise ValueError("x")

    def middle():
        inner()

    def names(tb):
        return [f.name for f in traceback.extract_tb(tb)]

    def catcher():
        try:
            middle()
        except ValueError as e:
            return names(e.__traceback__), traceback.format_exc()

    seen, text = catcher()
    assert seen == ["catcher", "middle", "inner"], seen
    assert text.startswith("Traceback (most recent call last):\n") and text.count("  File ") == 3, text
    assert text.endswith("ValueError: x\n"), text

    def reraiser():
        try:
            middle()
        except ValueError:
            raise

    def replacer():
        try:
            middle()
        except ValueError:
            raise KeyError("k")

    def outer(function):
        try:
            function()
        except Exception as e:
            return names(e.__traceback__), names(e.__context__.__traceback__) if e.__context__ else None

    assert outer(reraiser) == (["outer", "reraiser", "middle", "inner"], None)
    assert outer(replacer) == (["outer", "replacer"], ["replacer", "middle", "inner"])


def test_re_backtracking_into_an_alternative():
    # Overlay 541; expected values from CPython 3.13: backtracking into a later alternative
    # leaves earlier groups as they were and records the alternative's own groups.
    import fractions
    import re

    assert re.match(r"(a)(?:x?|b)c", "abc").groups() == ("a",)
    assert re.match(r"(a*)(?:x?|b(c*))\Z", "abcc").groups() == ("a", "cc")
    assert re.match(r"(\d*)(?:x?|\.(\d*))\Z", "0.25").groups() == ("0", "25")
    assert re.match(r"(?P<n>\d+)(?:/(?P<d>\d+))?(?:x?|\.(?P<f>\d+))$", "12.5").groupdict() == \
        {"n": "12", "d": None, "f": "5"}
    F = fractions.Fraction
    assert [F("0.25"), F("1/3"), F("-1.5e2"), F(" 3 ")] == [F(1, 4), F(1, 3), F(-150), F(3)]


def test_groupby_statistics_and_lcm():
    # Overlay 542; expected values from CPython 3.13.
    import itertools
    import math
    import statistics

    groups = [(k, list(g)) for k, g in itertools.groupby("aabccc")]
    assert groups == [("a", ["a", "a"]), ("b", ["b"]), ("c", ["c", "c", "c"])]
    it = itertools.groupby([1, 1, 2])
    k, g = next(it)
    assert (k, next(g), next(g)) == (1, 1, 1) and list(g) == [] and [k for k, _ in it] == [2]
    assert (statistics.mean([1, 2, 3, 4]), statistics.median([3, 1, 2]), statistics.variance([1.5, 2.5, 3.0]),
            statistics.stdev([1, 2, 3, 4])) == (2.5, 2, 0.5833333333333334, 1.2909944487358056)
    assert (math.lcm(4, 6), math.lcm(-4, 6, 10), math.lcm(), math.lcm(0, 5), math.lcm(2 ** 70, 3)) == \
        (12, 60, 1, 0, 3 * 2 ** 70)


def test_process_user_as_the_wasm_module_sees_it():
    # What Emscripten's libc tells C code in the same wasm module (the bridge tier checks C's
    # own answers against these): ids 0, USER and LOGNAME 'web_user', no user database.
    # pwd's interface and errors are CPython 3.11's.
    import getpass
    import os
    import pwd
    assert (os.getuid(), os.geteuid(), os.getgid(), os.getegid()) == (0, 0, 0, 0)
    assert os.environ["USER"] == os.environ["LOGNAME"] == "web_user" == getpass.getuser()
    assert pwd.getpwall() == []
    expected = [(pwd.getpwuid, 0, KeyError, "'getpwuid(): uid not found: 0'"),
                (pwd.getpwuid, 2**40, KeyError, "'getpwuid(): uid not found'"),
                (pwd.getpwuid, "x", TypeError, "uid should be integer, not str"),
                (pwd.getpwnam, "root", KeyError, "\"getpwnam(): name not found: 'root'\""),
                (pwd.getpwnam, 1, TypeError, "getpwnam() argument must be str, not int")]
    for function, argument, error, message in expected:
        try:
            function(argument)
        except error as e:
            assert str(e) == message, (str(e), message)
        else:
            raise AssertionError(f"{function.__name__}({argument!r}) did not raise")
    entry = pwd.struct_passwd(("a", "x", 1, 2, "g", "/h", "/s"))
    assert (entry.pw_name, entry.pw_uid, entry.pw_shell, len(entry)) == ("a", 1, "/s", 7)
    assert repr(entry) == ("pwd.struct_passwd(pw_name='a', pw_passwd='x', pw_uid=1, pw_gid=2, "
                           "pw_gecos='g', pw_dir='/h', pw_shell='/s')")


def test_tracemalloc_api_without_tracing():
    # CPython 3.11's answers while nothing is traced; while tracing, sizes and snapshots
    # raise NotImplementedError here (no allocation can be traced: web/runtime/python/tracemalloc.py)
    import tracemalloc
    assert tracemalloc.is_tracing() is False and tracemalloc.get_traced_memory() == (0, 0)
    assert tracemalloc.get_traceback_limit() == 1
    try:
        tracemalloc.take_snapshot()
    except RuntimeError as e:
        assert str(e) == "the tracemalloc module must be tracing memory allocations to take a snapshot"
    else:
        raise AssertionError("take_snapshot() while not tracing did not raise")
    try:
        tracemalloc.start(0)
    except ValueError as e:
        assert str(e) == "the number of frames must be in range [1; 65535]"
    else:
        raise AssertionError("start(0) did not raise")
    tracemalloc.start(5)
    try:
        assert tracemalloc.is_tracing() is True and tracemalloc.get_traceback_limit() == 5
    finally:
        tracemalloc.stop()
    assert tracemalloc.is_tracing() is False and tracemalloc.get_traced_memory() == (0, 0)


def test_os_environ_is_a_mapping_over_putenv():
    # CPython 3.11's os.environ (os._Environ) and posix.putenv/unsetenv: errors, types, and
    # putenv leaving os.environ alone. (That C's getenv sees the changes: the bridge tier.)
    import collections.abc
    import os
    assert type(os.environ).__name__ == "_Environ" and not isinstance(os.environ, dict)
    assert isinstance(os.environ, collections.abc.MutableMapping)
    assert repr(os.environ).startswith("environ({") and type(os.environ.copy()) is dict
    name = "BT_STDLIB_ENV_PROBE"
    expected = [(lambda: os.putenv("", "x"), OSError, "[Errno 22] Invalid argument"),
                (lambda: os.putenv("A=B", "x"), ValueError, "illegal environment variable name"),
                (lambda: os.putenv("A", "x\0"), ValueError, "embedded null byte"),
                (lambda: os.putenv(1, "x"), TypeError,
                 "expected str, bytes or os.PathLike object, not int"),
                (lambda: os.unsetenv("A=B"), OSError, "[Errno 22] Invalid argument"),
                (lambda: os.environ.__setitem__(name, 1), TypeError, "str expected, not int"),
                (lambda: os.environ[1], TypeError, "str expected, not int"),
                (lambda: os.environ[name], KeyError, repr(name)),
                (lambda: os.environ.__delitem__(name), KeyError, repr(name)),
                (lambda: os.environ.__setitem__("A=B", "x"), ValueError,
                 "illegal environment variable name")]
    for action, error, message in expected:
        try:
            action()
        except error as e:
            assert str(e) == message, (str(e), message)
        else:
            raise AssertionError(f"no {error.__name__}: {message}")
    assert os.unsetenv(name) is None and os.putenv(name, "x") is None and name not in os.environ
    os.environ |= {name: "1"}
    assert os.environ[name] == "1" and type(os.environ).__name__ == "_Environ"
    assert (os.environ | {"k": "v"})["k"] == "v" and type(os.environ | {}) is dict
    assert os.environ.setdefault(name, "2") == "1" and os.environ.pop(name) == "1"
    assert os.getenv(name, "default") == "default" and name not in list(os.environ)


def test_stringio_truncate():
    # CPython 3.11: truncate keeps `size` characters, returns it, and does not move the
    # position; writing past the end pads with NULs; doctest's spoofed stdout relies on it.
    from io import StringIO
    s = StringIO()
    s.write("tensor\n")
    s.seek(0)
    assert (s.truncate(), s.getvalue(), s.tell()) == (0, "", 0)
    s = StringIO()
    s.write("tensor\n")
    assert (s.truncate(2), s.getvalue(), s.tell(), s.read()) == (2, "te", 7, "")
    s = StringIO("abc")
    assert (s.truncate(0), s.getvalue()) == (0, "")
    s = StringIO()
    s.write("hello")
    s.seek(1)
    s.truncate()
    s.write("XY")
    assert s.getvalue() == "hXY"
    s = StringIO()
    s.write("hello")
    s.truncate(0)
    s.write("Z")
    assert s.getvalue() == "\0\0\0\0\0Z"
    s = StringIO("héllo")
    s.seek(1)
    assert (s.truncate(3), s.read(), s.getvalue()) == (3, "él", "hél")
    try:
        s.truncate(-1)
    except ValueError as e:
        assert str(e) == "Negative size value -1", str(e)
    else:
        raise AssertionError("no ValueError")


def test_c_module_functions_do_not_bind():
    # CPython 3.13: functions of C modules are builtin_function_or_method, which a class
    # attribute does not bind (logging.Formatter.converter = time.localtime).
    import logging
    import math
    import posix
    import time

    class F:
        conv = time.localtime
        s = math.sqrt
        cwd = posix.getcwd

    f = F()
    assert tuple(f.conv(0))[:6] == tuple(time.localtime(0))[:6]
    assert f.s(4.0) == 2.0 and f.cwd() == posix.getcwd()
    assert [type(x).__name__ for x in (time.localtime, time.time, math.sqrt, posix.getcwd)] == [
        "builtin_function_or_method"] * 4
    assert (time.localtime.__name__, time.localtime.__module__, math.sqrt.__module__) == (
        "localtime", "time", "math")
    record = logging.makeLogRecord({"msg": "m", "created": 0.0, "msecs": 0.0})
    stamp = logging.Formatter("%(asctime)s %(message)s", datefmt="%Y").format(record)
    assert stamp == time.strftime("%Y", time.localtime(0)) + " m"


def test_js_module_functions_pickle_by_name():
    # CPython 3.11: C module functions have their bare name as __qualname__ and pickle as a
    # global (module, name), loading back the same object.
    import math
    import os
    import pickle
    import time
    assert (math.sqrt.__qualname__, os.execv.__qualname__, time.time.__qualname__) == (
        "sqrt", "execv", "time")
    assert (math.sqrt.__module__, os.execv.__module__) == ("math", "posix")
    for f in (math.sqrt, os.execv, time.time):
        data = pickle.dumps(f)
        assert pickle.loads(data) is f
        assert f.__module__.encode() in data and f.__name__.encode() in data


def test_iobase_exit_propagates_and_closes():
    # CPython 3.11: IOBase.__exit__ calls self.close() and returns None, so the exception
    # raised in the block propagates; zipfile relies on it for "Bad CRC-32".
    import io
    import zipfile
    closed = []

    class Stream(io.BufferedIOBase):
        def read(self, n=-1):
            raise ValueError("boom")

        def close(self):
            closed.append(True)
            super().close()

    def read_in_with():
        with Stream() as s:
            return s.read()
    try:
        read_in_with()
    except ValueError as e:
        assert str(e) == "boom"
    else:
        raise AssertionError("the with block swallowed ValueError")
    assert closed == [True]
    assert Stream().__exit__(None, None, None) is None
    with io.BytesIO() as b:
        b.write(b"abc")
    assert b.closed
    try:
        b.getvalue()   # (CPython's message, "I/O operation on closed file.", differs here)
    except ValueError:
        pass
    else:
        raise AssertionError("getvalue() of a closed BytesIO did not raise")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        z.writestr("a.txt", b"hello world" * 10)
    data = bytearray(buffer.getvalue())
    data[data.find(b"hello world")] ^= 1
    try:
        zipfile.ZipFile(io.BytesIO(bytes(data))).read("a.txt")
    except zipfile.BadZipFile as e:
        assert str(e) == "Bad CRC-32 for file 'a.txt'", str(e)
    else:
        raise AssertionError("no BadZipFile")


def test_struct_floats_keep_their_bits():
    # CPython 3.11 on x86-64: NaN payloads survive unpack/pack; a float32 signalling NaN
    # comes back quieted (C's float -> double conversion); ordinary values are exact.
    import struct
    payload = bytes([116, 255, 164, 172, 213, 113, 246, 255])
    assert struct.pack("<d", struct.unpack("<d", payload)[0]) == payload
    signalling32 = bytes([114, 43, 186, 127])
    x = struct.unpack("<f", signalling32)[0]
    assert list(struct.pack("<f", x)) == [114, 43, 250, 127]
    assert list(struct.pack("<d", x)) == [0, 0, 0, 64, 110, 69, 255, 127]
    assert struct.pack(">d", 0.1) == bytes([63, 185, 153, 153, 153, 153, 153, 154])
    assert struct.pack("<f", 2) == bytes([0, 0, 0, 64])
    assert struct.unpack("<f", bytes([1, 0, 0, 0]))[0] == 1.401298464324817e-45
    assert struct.pack("<d", -0.0) == bytes(7) + b"\x80"
    assert struct.unpack(">f", struct.pack(">f", 3.4028234663852886e38))[0] == 3.4028234663852886e38
    try:
        struct.pack("<f", 1e300)
    except OverflowError as e:
        assert str(e) == "float too large to pack with f format", str(e)
    else:
        raise AssertionError("no OverflowError")


def test_stringio_closed_and_with():
    # CPython 3.11: closed is False, then True after close(); a with block closes it.
    import io
    s = io.StringIO("x")
    assert (s.closed, s.newlines, s.line_buffering) == (False, None, False)
    s.close()
    assert s.closed is True
    with io.StringIO() as t:
        t.write("abc")
        assert t.getvalue() == "abc"
    assert t.closed is True


def test_memoryview_calls_dunder_buffer():
    # CPython 3.12 (PEP 688; 3.11 has no __buffer__): memoryview(obj) is the view
    # obj.__buffer__(flags) returns, else typeobject.c's TypeError
    class Exporter:
        def __buffer__(self, flags):
            return memoryview(b"xy")

    assert memoryview(Exporter()).tobytes() == b"xy"

    class Bad:
        def __buffer__(self, flags):
            return b"xy"

    try:
        memoryview(Bad())
    except TypeError as e:
        assert str(e) == "__buffer__ returned non-memoryview object"
    else:
        raise AssertionError("no TypeError")


def test_pickle_buffer_protocol_5():
    # values and messages from CPython 3.11's pickle (PEP 574)
    import pickle
    pb = pickle.PickleBuffer(b"abc")
    assert type(pb).__module__ == "pickle" and type(pb).__name__ == "PickleBuffer"
    with pb.raw() as m:
        assert (m.format, m.shape, m.tobytes()) == ("B", (3,), b"abc")
    assert memoryview(pb).tobytes() == b"abc"
    pb2 = pickle.PickleBuffer(bytearray(b"xyz"))
    assert pickle.loads(pickle.dumps(pb2, protocol=5)) == bytearray(b"xyz")
    buffers = []
    data = pickle.dumps(pickle.PickleBuffer(b"qq"), protocol=5, buffer_callback=buffers.append)
    assert len(buffers) == 1
    assert memoryview(pickle.loads(data, buffers=buffers)).tobytes() == b"qq"
    try:
        pickle.dumps(pb, protocol=4)
    except pickle.PicklingError:
        pass
    else:
        raise AssertionError("protocol 4 pickled a PickleBuffer")
    pb.release()
    for use in (pb.raw, lambda: memoryview(pb)):
        try:
            use()
        except ValueError as e:
            assert str(e) == "operation forbidden on released PickleBuffer object"
        else:
            raise AssertionError("a released PickleBuffer was used")
    try:
        pickle.PickleBuffer(3)
    except TypeError as e:
        assert str(e) == "a bytes-like object is required, not 'int'"
    else:
        raise AssertionError("PickleBuffer(3)")


def test_subprocess_raises_oserror():
    # CPython on a platform without processes (emscripten, wasi): Popen raises
    # OSError(ENOTSUP, "<platform> does not support processes."), which `except OSError` catches
    import errno
    import subprocess
    import sys
    try:
        subprocess.run(["lscpu"], capture_output=True, text=True)
    except OSError as e:
        assert e.errno == errno.ENOTSUP and e.strerror == f"{sys.platform} does not support processes."
    else:
        raise AssertionError("a process ran")


def test_codecs_escape_decode_and_encode():
    # values and messages from CPython 3.11
    import codecs
    import warnings
    assert codecs.escape_decode(b"a\\nb") == (b"a\nb", 4)
    assert codecs.escape_decode(b"\\\nx") == (b"x", 3)
    assert codecs.escape_decode(b"\\7\\0\\x41\\101") == (b"\x07\x00AA", 12)
    assert codecs.escape_decode("str\\t") == (b"str\t", 5)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert codecs.escape_decode(b"\\q\\777") == (b"\\q\xff", 6)
        assert codecs.escape_decode(b"\\777\\q") == (b"\xff\\q", 6)
    # one warning per call, for the first invalid escape
    assert [str(w.message) for w in caught] == ["invalid escape sequence '\\q'",
                                               "invalid octal escape sequence '\\777'"]
    for bad, message in [(b"\\x4", "invalid \\x escape at position 0"), (b"abc\\", "Trailing \\ in string")]:
        try:
            codecs.escape_decode(bad)
        except ValueError as e:
            assert str(e) == message
        else:
            raise AssertionError(bad)
    assert codecs.escape_decode(b"\\x4", "ignore") == (b"", 3)
    assert codecs.escape_decode(b"\\x4z", "replace") == (b"?z", 4)
    assert codecs.escape_encode(b"a'\\\n\x00\x7f\xff\"") == (b"a\\'\\\\\\n\\x00\\x7f\\xff\"", 8)
    # pickle's protocol 0 STRING opcode, as Python 2 wrote it
    import pickle
    assert pickle.loads(b"S'a\\nb'\np0\n.", encoding="bytes") == b"a\nb"


def test_itertools_chain_and_islice_match_cpython():
    # CPython 3.13's values (overlay 614: chain and islice in JavaScript).
    from itertools import chain, islice
    from brytorch_testing import raises

    opened = []

    class Lazy:
        def __init__(self, name, items):
            self.name, self.items = name, items

        def __iter__(self):
            opened.append(self.name)
            return iter(self.items)

    c = chain(Lazy("a", [1, 2]), Lazy("b", []), Lazy("c", [3]))
    assert opened == [] and next(c) == 1 and opened == ["a"]
    assert list(c) == [2, 3] and opened == ["a", "b", "c"] and list(c) == []
    assert list(chain()) == [] and list(chain("ab", (1,), range(2))) == ["a", "b", 1, 0, 1]
    f = chain.from_iterable(Lazy(n, [n]) for n in "xy")
    assert type(f) is chain and list(f) == ["x", "y"]
    # A part that is not iterable raises at its step and ends the chain.
    c = chain([1], 5, [2])
    assert next(c) == 1
    assert str(raises(TypeError, lambda: next(c))) == "'int' object is not iterable"
    assert list(c) == []
    assert str(raises(TypeError, lambda: chain([], x=1))) == "chain() takes no keyword arguments"
    assert repr(chain[int]) == "itertools.chain[int]" and chain.__module__ == "itertools"
    import inspect
    assert str(inspect.signature(chain)) == "(*iterables)"   # torch._dynamo's polyfill checks it
    total = 0
    for x in chain(range(3), [10]):
        total += x
    assert total == 13

    class Doubled(chain):
        def __next__(self):
            return 2 * super().__next__()

    assert list(Doubled([1, 2], [3])) == [2, 4, 6] and [x for x in Doubled([5])] == [10]

    assert list(islice("abcdefg", 2)) == ["a", "b"] and list(islice("abcdefg", 2, 4)) == ["c", "d"]
    assert list(islice("abcdefg", 2, None)) == list("cdefg") and list(islice("abcdefg", 0, None, 2)) == list("aceg")
    assert list(islice(range(10), 1, 8, 3)) == [1, 4, 7] and list(islice([], 3)) == []
    it = iter(range(10))
    assert list(islice(it, 3)) == [0, 1, 2] and next(it) == 3   # takes nothing past its stop
    it = iter(range(10))
    assert list(islice(it, 2, 5, 2)) == [2, 4] and next(it) == 5
    messages = [
        (lambda: islice([]), TypeError, "islice expected at least 2 arguments, got 1"),
        (lambda: islice([], 1, 2, 3, 4), TypeError, "islice expected at most 4 arguments, got 5"),
        (lambda: islice([], stop=1), TypeError, "islice() takes no keyword arguments"),
        (lambda: islice([], -1), ValueError, "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."),
        (lambda: islice([], "a"), ValueError, "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."),
        (lambda: islice([], -2), ValueError, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."),
        (lambda: islice([], -1, 3), ValueError, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."),
        (lambda: islice([], 1.5, 3), ValueError, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."),
        (lambda: islice([], 0, 3, 0), ValueError, "Step for islice() must be a positive integer or None."),
        (lambda: islice(5, 1), TypeError, "'int' object is not iterable"),
    ]
    for call, kind, message in messages:
        assert str(raises(kind, call)) == message, str(raises(kind, call))
    assert list(islice(range(5), None)) == [0, 1, 2, 3, 4] and list(islice(range(5), None, 2, None)) == [0, 1]


def test_itertools_accumulate():
    # CPython 3.11
    import itertools
    import operator
    f = lambda a, b: a * 10 + b + 100  # noqa: E731
    assert list(itertools.accumulate([0, 1, 2], f)) == [0, 101, 1112]
    assert list(itertools.accumulate([0, 1, 2], operator.and_)) == [0, 0, 0]
    assert list(itertools.accumulate([0, 3], initial=0)) == [0, 0, 3] and list(itertools.accumulate([], initial=7)) == [7]
    assert list(itertools.accumulate([1, 2], None)) == [1, 3] and list(itertools.accumulate([])) == []
    try:
        list(itertools.accumulate([1, "a"]))
    except TypeError as e:
        assert str(e) == "unsupported operand type(s) for +: 'int' and 'str'"
    else:
        raise AssertionError("no TypeError")


def test_gc_collect_returns_an_int():
    # CPython 3.11: gc.collect() returns the number of unreachable objects it found, an int
    # (0 with nothing to collect), whatever the generation asked for. (What it frees with a
    # bridge module loaded: bridge tier, test_lifetime.py.)
    import gc
    assert type(gc.collect()) is int
    assert type(gc.collect(0)) is int and gc.collect(generation=2) >= 0


def test_pickle_local_object_is_attributeerror():
    # CPython 3.11 (its C pickler): AttributeError naming the qualified name, every protocol.
    import pickle

    def outer():
        def inner():
            pass
        return inner
    for protocol in (0, 2, 4, 5):
        try:
            pickle.dumps(outer(), protocol=protocol)
        except AttributeError as exc:
            assert str(exc) == "Can't pickle local object 'test_pickle_local_object_is_attributeerror.<locals>.outer.<locals>.inner'", str(exc)
        else:
            raise AssertionError("no error")


def test_sys_meta_path_readable_at_program_start():
    # CPython: sys.meta_path and sys.path_hooks are lists, readable from any code. Brython
    # keeps import settings per file, made at that file's first import; a program whose
    # imports were all loaded already has none, and reading them raised a JavascriptError.
    # That state is made here by setting aside the settings of the outermost file.
    import sys
    runtime = __BRYTHON__
    name = runtime.get_filename()
    saved = runtime.import_info[name]
    del runtime.import_info[name]
    try:
        assert type(sys.meta_path) is list and len(sys.meta_path) >= 1
        assert type(sys.path_hooks) is list
    finally:
        runtime.import_info[name] = saved


def _raises_with(call, exc, message):
    """call() raises exc whose str() is message (CPython's)."""
    try:
        call()
    except exc as e:
        assert str(e) == message, str(e)
    else:
        raise AssertionError(f"no {exc.__name__}: {message}")


def test_signal_is_linux_posix():
    # Values of CPython 3.11 on Linux (x86-64), the numbering of the C library in the wasm module.
    import signal
    assert (signal.SIGUSR1, signal.SIGUSR2, signal.SIGCHLD, signal.SIGKILL, signal.SIGTERM, signal.NSIG) == (10, 12, 17, 9, 15, 65)
    assert signal.strsignal(signal.SIGUSR1) == "User defined signal 1"
    assert len(signal.valid_signals()) == 62
    assert signal.Signals(17) is signal.Signals.SIGCHLD and int(signal.Signals.SIGTERM) == 15
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    for bad, exc, message in ((lambda: signal.signal(signal.SIGKILL, signal.SIG_IGN), OSError, "[Errno 22] Invalid argument"),
                              (lambda: signal.signal(0, signal.SIG_IGN), ValueError, "signal number out of range"),
                              (lambda: signal.signal(signal.SIGUSR2, 5), TypeError,
                               "signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object")):
        _raises_with(bad, exc, message)
    assert signal.signal(signal.SIGUSR2, signal.SIG_IGN) == 0 and signal.getsignal(signal.SIGUSR2) == 1
    got = []
    signal.signal(signal.SIGUSR2, lambda n, frame: got.append((n, frame.f_code.co_name)))
    signal.raise_signal(signal.SIGUSR2)
    assert got == [(12, "test_signal_is_linux_posix")], got
    assert signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR2]) == set()
    signal.raise_signal(signal.SIGUSR2)   # blocked: pending, delivered when unblocked
    assert len(got) == 1 and signal.sigpending() == {signal.SIGUSR2}
    assert signal.pthread_sigmask(signal.SIG_SETMASK, []) == {signal.SIGUSR2}
    assert len(got) == 2 and signal.sigpending() == set()
    signal.signal(signal.SIGUSR2, signal.SIG_DFL)
    try:
        signal.default_int_handler(2, None)
    except KeyboardInterrupt:
        pass
    else:
        raise AssertionError("default_int_handler must raise KeyboardInterrupt")


def test_faulthandler_dumps_and_registers():
    # CPython 3.11's answers and format. (Its file objects must have fileno(); Brython's
    # sys.stderr has none, so a file without the method is written to with write().)
    import faulthandler
    import io
    import signal
    assert faulthandler.is_enabled() is False and faulthandler.disable() is False
    try:
        faulthandler.enable(io.StringIO())
    except io.UnsupportedOperation as e:
        assert str(e) == "fileno"
    else:
        raise AssertionError("enable(StringIO()) must raise")

    class Sink:
        def __init__(self):
            self.text = ""

        def write(self, s):
            self.text += s

    sink = Sink()
    faulthandler.enable(sink)
    assert faulthandler.is_enabled() and faulthandler.disable() is True and faulthandler.disable() is False

    def inner():
        faulthandler.dump_traceback(sink, all_threads=False)
    inner()
    lines = sink.text.splitlines()
    assert lines[0] == "Stack (most recent call first):", lines
    assert lines[1].endswith(", line %d in inner" % (inner.__code__.co_firstlineno + 1)) and lines[1].startswith('  File "'), lines
    assert lines[2].endswith(" in test_faulthandler_dumps_and_registers"), lines
    sink.text = ""
    faulthandler.register(signal.SIGUSR1, file=sink, all_threads=False)
    signal.raise_signal(signal.SIGUSR1)
    assert sink.text.splitlines()[1].endswith(" in test_faulthandler_dumps_and_registers"), sink.text
    assert faulthandler.unregister(signal.SIGUSR1) is True and faulthandler.unregister(signal.SIGUSR1) is False
    for call, exc, message in ((lambda: faulthandler.register(signal.SIGSEGV), RuntimeError,
                                "signal 11 cannot be registered, use enable() instead"),
                               (lambda: faulthandler.dump_traceback_later(0), ValueError, "timeout must be greater than 0")):
        _raises_with(call, exc, message)


def test_text_io_wrapper_over_bytes_io():
    # CPython 3.13's values: io.TextIOWrapper wraps any binary buffer, and a subclass can
    # make its own (pytest's CaptureIO).
    import io

    reader = io.TextIOWrapper(io.BytesIO(b"abc\ndef\n"), encoding="utf-8")
    assert reader.readline() == "abc\n" and reader.read() == "def\n"
    writer = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="", write_through=True)
    writer.write("h\u00e9\r\n")
    assert writer.buffer.getvalue() == b"h\xc3\xa9\r\n"
    latin = io.TextIOWrapper(io.BytesIO(b"caf\xe9"), encoding="latin-1")
    assert latin.read() == "caf\u00e9"

    class CaptureIO(io.TextIOWrapper):
        def __init__(self):
            super().__init__(io.BytesIO(), encoding="UTF-8", newline="", write_through=True)

        def getvalue(self):
            return self.buffer.getvalue().decode("UTF-8")

    capture = CaptureIO()
    capture.write("x\n")
    assert capture.getvalue() == "x\n"
    assert isinstance(capture, io.TextIOBase)


def test_codec_registry():
    # CPython 3.13's values: names normalised (lowercase, spaces and hyphens made
    # underscores), the encodings package asked first, results cached until unregister.
    import codecs

    assert [codecs.lookup(n).name for n in ("UTF-8", "utf8", "latin-1", "L1", "ASCII", "utf-16")] == \
        ["utf-8", "utf-8", "iso8859-1", "iso8859-1", "ascii", "utf-16"]
    assert codecs.lookup("hex")._is_text_encoding is False
    assert codecs.lookup("latin-1").decode(b"caf\xe9") == ("caf\u00e9", 4)
    assert codecs.lookup("ascii").encode("abc") == (b"abc", 3)
    seen = []

    def search(name):
        seen.append(name)
        return codecs.CodecInfo(lambda s, e="strict": (b"", 0), lambda b, e="strict": ("", 0), name="mine") \
            if name == "my_codec" else None

    codecs.register(search)
    try:
        for name in ("Foo Bar-Baz", "X.Y"):
            try:
                codecs.lookup(name)
            except LookupError as exc:
                assert str(exc) == f"unknown encoding: {name}"
            else:
                raise AssertionError("no LookupError")
        assert codecs.lookup("My-Codec").name == "mine"
        assert codecs.lookup("my codec").name == "mine"   # from the cache: asked once
        assert seen == ["foo_bar_baz", "x.y", "my_codec"], seen
    finally:
        codecs.unregister(search)
    try:
        codecs.lookup("my_codec")
    except LookupError:
        pass
    else:
        raise AssertionError("unregister kept the cached codec")
    for bad, message in [(lambda: codecs.register(3), "argument must be callable"),
                         (lambda: codecs.lookup(3), "lookup() argument must be str, not int")]:
        try:
            bad()
        except TypeError as exc:
            assert str(exc) == message, str(exc)
        else:
            raise AssertionError("no TypeError")


def test_module_source_file_reads_and_seeks():
    # A module's source opened in binary (what tokenize.open and linecache do) behaves as a
    # CPython file: open, readable, seekable, whole reads, readinto, seek/tell, read1, and
    # a text wrapper over it after a seek.
    import json
    import tokenize

    with open(json.__file__, "rb") as f:
        assert f.closed is False and f.readable() is True and f.seekable() is True and f.writable() is False
        data = f.read()
        assert len(data) > 100 and f.read() == b"" and f.tell() == len(data)
        assert f.seek(0) == 0 and f.readline() + f.read() == data
        assert f.seek(-3, 2) == len(data) - 3 and f.read() == data[-3:]
        assert f.seek(0) == 0 and f.seek(2, 1) == 2 and f.read1(3) == data[2:5]
        f.seek(0)
        buffer = bytearray(4)
        assert f.readinto(buffer) == 4 and bytes(buffer) == data[:4] and f.read(2) == data[4:6]
        try:
            f.seek(-1)
        except ValueError as exc:
            assert str(exc) == "negative seek position -1"
        else:
            raise AssertionError("no ValueError")
    assert f.closed is True
    with tokenize.open(json.__file__) as text:
        assert text.read() == data.decode("utf-8")


def test_hashlib_hashes_any_buffer():
    # CPython 3.13's digests and messages: any buffer hashes as its bytes.
    import array
    import hashlib

    assert hashlib.md5(bytearray(b"abc")).hexdigest() == "900150983cd24fb0d6963f7d28e17f72"
    assert hashlib.sha256(memoryview(b"abc")).hexdigest().startswith("ba7816bf8f01cfea")
    assert hashlib.sha1(array.array("i", [1, 2, 3])).hexdigest() == "e429cca3f703a39cc5954a6572fec9086135b34e"
    h = hashlib.md5()
    h.update(bytearray(b"ab"))
    h.update(b"c")
    assert h.hexdigest() == "900150983cd24fb0d6963f7d28e17f72"
    for bad, message in [("abc", "Strings must be encoded before hashing"),
                         (3, "object supporting the buffer API required")]:
        try:
            hashlib.md5(bad)
        except TypeError as exc:
            assert str(exc) == message, str(exc)
        else:
            raise AssertionError("no TypeError")


def test_unsupported_operation_is_a_value_error():
    # CPython 3.13: io.UnsupportedOperation(OSError, ValueError), module io.
    import io

    assert [c.__name__ for c in io.UnsupportedOperation.__mro__] == \
        ["UnsupportedOperation", "OSError", "ValueError", "Exception", "BaseException", "object"]
    assert io.UnsupportedOperation.__module__ == "io"
    try:
        io.StringIO().fileno()
    except ValueError as exc:
        assert type(exc) is io.UnsupportedOperation and str(exc) == "fileno"
    else:
        raise AssertionError("no UnsupportedOperation")


def test_text_readlines_in_every_newline_mode():
    # CPython 3.13's values (overlay 491 reads the rest once and splits it at line ends)
    import io

    data = "one\r\ntwo\rthree\nfour\u00e9\n\nlast".encode("utf-8")
    got = [io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline=newline).readlines()
           for newline in (None, "\n", "\r", "\r\n", "")]
    assert got == [["one\n", "two\n", "three\n", "four\u00e9\n", "\n", "last"],
                   ["one\r\n", "two\rthree\n", "four\u00e9\n", "\n", "last"],
                   ["one\r", "\ntwo\r", "three\nfour\u00e9\n\nlast"],
                   ["one\r\n", "two\rthree\nfour\u00e9\n\nlast"],
                   ["one\r\n", "two\r", "three\n", "four\u00e9\n", "\n", "last"]], got
    f = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    first = f.readline()
    assert (first, f.readlines(), f.tell() == len(data), f.readlines()) == \
        ("one\n", ["two\n", "three\n", "four\u00e9\n", "\n", "last"], True, [])
    assert io.TextIOWrapper(io.BytesIO(data), encoding="utf-8").readlines(5) == ["one\n", "two\n"]
    assert io.TextIOWrapper(io.BytesIO(b"a\nb\n"), encoding="utf-8").readlines(0) == ["a\n", "b\n"]
    closed = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    closed.close()
    try:
        closed.readlines()
    except ValueError as e:
        assert str(e) == "I/O operation on closed file.", str(e)
    else:
        raise AssertionError("no ValueError")


def test_sys_monitoring_tool_registry():
    # CPython 3.13's values and messages (overlay 494); tool 3 is free in a fresh process
    import sys

    m = sys.monitoring
    got = [m.get_tool(3), m.get_events(3), m.register_callback(3, m.events.LINE, None)]
    for call in (lambda: m.set_events(3, m.events.LINE), lambda: m.use_tool_id(7, "x"),
                 lambda: m.get_tool(9), lambda: m.use_tool_id(3, 5)):
        try:
            call()
        except ValueError as e:
            got.append(str(e))
    m.use_tool_id(3, "scrutineer")
    got.append(m.get_tool(3))
    try:
        m.use_tool_id(3, "other")
    except ValueError as e:
        got.append(str(e))
    m.set_events(3, m.events.LINE)
    got += [m.get_events(3), m.register_callback(3, m.events.LINE, print), m.register_callback(3, m.events.LINE, None)]
    try:
        m.set_events(3, 1 << 30)
    except ValueError as e:
        got.append(str(e))
    m.free_tool_id(3)
    got.append(m.get_tool(3))
    assert got == [None, 0, None, "tool 3 is not in use", "invalid tool 7 (must be between 0 and 5)",
                   "invalid tool 9 (must be between 0 and 5)", "tool name must be a str", "scrutineer",
                   "tool 3 is already in use", m.events.LINE, None, print, "invalid event set 0x40000000",
                   None], got


def test_text_readlines_uses_a_subclass_readline():
    # CPython 3.13: readlines() of a TextIOWrapper subclass with its own readline calls it
    # for each line (overlay 491 keeps that path)
    import io

    class Upper(io.TextIOWrapper):
        def readline(self, size=-1):
            return super().readline(size).upper()

    f = Upper(io.BytesIO(b"ab\ncd\n"), encoding="utf-8")
    assert f.readlines() == ["AB\n", "CD\n"]


def test_datetime_repr_names_the_module():
    # Reprs from CPython 3.13.
    import datetime
    assert repr(datetime.date(2003, 1, 1)) == "datetime.date(2003, 1, 1)"
    assert repr(datetime.datetime(2003, 1, 1, 2, 3)) == "datetime.datetime(2003, 1, 1, 2, 3)"
    assert repr(datetime.timedelta(1)) == "datetime.timedelta(days=1)"
    assert repr(datetime.time(1, 2)) == "datetime.time(1, 2)"
    assert repr(datetime.timezone.utc) == "datetime.timezone.utc"


def test_ordered_dict_keeps_cpythons_behaviour():
    # Overlay 504 (OrderedDict on dict order); every value checked on CPython 3.13.
    import copy
    import pickle
    from collections import OrderedDict

    od = OrderedDict([("a", 1), ("b", 2)], c=3)
    od["d"] = 4
    od["a"] = 10   # an existing key keeps its place
    assert list(od) == ["a", "b", "c", "d"] and list(reversed(od)) == ["d", "c", "b", "a"]
    assert list(reversed(od.items())) == [("d", 4), ("c", 3), ("b", 2), ("a", 10)]
    assert list(reversed(od.keys())) == ["d", "c", "b", "a"] and list(od.values()) == [10, 2, 3, 4]
    od.move_to_end("a")
    od.move_to_end("d", last=False)
    assert list(od) == ["d", "b", "c", "a"]
    try:
        od.move_to_end("missing")
    except KeyError as e:
        assert e.args == ("missing",)
    else:
        raise AssertionError("move_to_end of a missing key: no KeyError")
    assert od.popitem() == ("a", 10) and od.popitem(last=False) == ("d", 4)
    assert repr(od) == "OrderedDict({'b': 2, 'c': 3})" and repr(OrderedDict()) == "OrderedDict()"
    del od["b"]
    od["b"] = 5
    assert list(od.items()) == [("c", 3), ("b", 5)]
    assert od == OrderedDict([("c", 3), ("b", 5)]) and od != OrderedDict([("b", 5), ("c", 3)])
    assert od == {"b": 5, "c": 3}
    assert pickle.loads(pickle.dumps(od)) == od and copy.deepcopy(od) == od
    assert type(od.copy()) is OrderedDict and list(od.copy()) == ["c", "b"]
    assert vars(od) == {}   # CPython's C OrderedDict keeps no bookkeeping there
    assert list(OrderedDict.fromkeys("xyz", 0).items()) == [("x", 0), ("y", 0), ("z", 0)]
    assert list((od | {"a": 1}).items()) == [("c", 3), ("b", 5), ("a", 1)]
    assert od.setdefault("c", 9) == 3 and od.setdefault("e", 9) == 9 and list(od)[-1] == "e"
    assert od.pop("e") == 9 and od.pop("e", None) is None
    try:
        OrderedDict().popitem()
    except KeyError as e:
        assert str(e) == "'dictionary is empty'"
    else:
        raise AssertionError("popitem of an empty OrderedDict: no KeyError")

    class Logged(OrderedDict):
        def __setitem__(self, key, value):
            super().__setitem__(key, value * 2)

    logged = Logged(a=1)
    logged.update(b=2)
    logged.setdefault("c", 3)
    assert dict(logged) == {"a": 2, "b": 4, "c": 6}
    assert dict(Logged([("d", 1)])) == {"d": 2} and dict(Logged({"e": 1})) == {"e": 2}

    class KeysOnly:
        def keys(self):
            return ["k"]

        def __getitem__(self, key):
            return key * 2
    od = OrderedDict(((str(i), i) for i in range(3)), z=9)
    od.update(KeysOnly())
    od.update({"a": 0})
    assert list(od.items()) == [("0", 0), ("1", 1), ("2", 2), ("z", 9), ("k", "kk"), ("a", 0)]
    errors = []
    for bad in ([(1, 2, 3)], 5):
        for make in (lambda b: OrderedDict().update(b), OrderedDict):
            try:
                make(bad)
            except (TypeError, ValueError) as exc:
                errors.append(f"{type(exc).__name__}: {exc}")
    # CPython 3.13: "(expected 2)"; 3.14, which Brython implements, adds ", got 3)"
    assert [e.startswith("ValueError: too many values to unpack (expected 2") for e in errors[:2]] == [True] * 2
    assert errors[2:] == ["TypeError: 'int' object is not iterable"] * 2, errors
    assert sum(v for v in od.values() if isinstance(v, int)) == 12


def test_abc_checks_keep_cpythons_answers():
    # Overlay 505 (the caches of abstract base classes); answers from CPython 3.13, asked
    # twice (the second answer comes from the cache), and after a registration.
    import abc
    from collections.abc import Iterable, Mapping, MutableMapping, Sequence

    for _ in range(2):
        assert isinstance({}, Mapping) and not isinstance((), Mapping)
        assert isinstance((), Sequence) and not isinstance({}, Sequence)
        assert issubclass(dict, MutableMapping) and not issubclass(list, Mapping)
        assert isinstance(iter([]), Iterable)

    class Base(abc.ABC):
        pass

    class Later:
        pass

    assert not isinstance(Later(), Base) and not issubclass(Later, Base)
    Base.register(Later)   # registering invalidates the negative cache
    assert isinstance(Later(), Base) and issubclass(Later, Base)
    Base._abc_caches_clear()
    assert issubclass(Later, Base)
    try:
        issubclass(1, Base)
    except TypeError as e:
        assert str(e) == "issubclass() arg 1 must be a class"
    else:
        raise AssertionError("issubclass(1, ABC): no TypeError")


class _Tagged(int):
    """An int with a keyword-only tag, pickled through __getnewargs_ex__."""
    def __new__(cls, value, *, tag):
        self = int.__new__(cls, value)
        self.tag = tag
        return self

    def __getnewargs_ex__(self):
        return (int(self),), {"tag": self.tag}


def test_pickle_and_copy_with_getnewargs_ex():
    # CPython 3.13 (overlay 422): __getnewargs_ex__'s keyword arguments reach __new__.
    import copy
    import copyreg
    import pickle

    t = _Tagged(5, tag="t")
    assert t.__reduce_ex__(2)[0] is copyreg.__newobj_ex__
    for protocol in (2, 4):
        u = pickle.loads(pickle.dumps(t, protocol))
        assert (type(u), u, u.tag) == (_Tagged, 5, "t")
    c = copy.copy(t)
    assert (type(c), c, c.tag) == (_Tagged, 5, "t")


def test_pickle_of_bytes_names_codecs():
    # CPython 3.13's bytes: a protocol-2 pickle of bytes (torch.save's protocol) calls
    # _codecs.encode, and the functions of _codecs say so.
    import _codecs
    import codecs
    import pickle
    assert pickle.dumps(b"ab", 2) == (b"\x80\x02c_codecs\nencode\nq\x00X\x02\x00\x00\x00abq\x01"
                                      b"X\x06\x00\x00\x00latin1q\x02\x86q\x03Rq\x04.")
    assert pickle.loads(pickle.dumps(b"\x00\xff", 2)) == b"\x00\xff"
    assert {f.__module__ for f in (_codecs.encode, codecs.decode, codecs.utf_8_decode,
                                   codecs.lookup_error, codecs.lookup)} == {"_codecs"}


def test_re_names_its_module_and_pickles_patterns():
    # CPython 3.13's bytes: a compiled pattern pickles as re._compile(pattern, flags), with
    # the flags CPython reports (UNICODE for a str pattern); re's classes and functions name
    # 're' as their module.
    import pickle
    import re
    assert pickle.dumps(re.compile("ab"), 2) == (b"\x80\x02cre\n_compile\nq\x00X\x02\x00\x00\x00"
                                                 b"abq\x01K \x86q\x02Rq\x03.")
    assert pickle.dumps(re.compile, 2) == b"\x80\x02cre\ncompile\nq\x00."
    p = pickle.loads(pickle.dumps(re.compile(b"a+", re.I)))
    assert p.match(b"AAb").group() == b"AA" and p.pattern == b"a+"
    assert pickle.loads(pickle.dumps(re.compile("x|y", re.M))).findall("xzy") == ["x", "y"]
    assert (re.Pattern.__module__, re.Match.__module__, re.sub.__module__) == ("re", "re", "re")
    assert (repr(re.Pattern), repr(re.Match)) == ("<class 're.Pattern'>", "<class 're.Match'>")


def test_re_bytes_pattern_repr():
    # CPython 3.13
    import re
    assert repr(re.compile(b"a")) == "re.compile(b'a')"
    assert repr(re.compile(b"it's", re.I)) == "re.compile(b\"it's\", re.IGNORECASE)"
    assert repr([re.compile(b"x+")]) == "[re.compile(b'x+')]"


def test_pickles_of_stdlib_values_match_cpython():
    # CPython 3.13's bytes for protocol 2 (torch.save's): a pickle written here must load
    # there. (Ellipsis raised RecursionError, re.IGNORECASE PicklingError, and a timezone
    # carried slot state CPython's C timezone cannot take.)
    import collections
    import datetime
    import pickle
    import re
    utc = datetime.timezone.utc
    expected = {
        ...: b"\x80\x02c__builtin__\nEllipsis\nq\x00.",
        NotImplemented: b"\x80\x02c__builtin__\nNotImplemented\nq\x00.",
        re.IGNORECASE: b"\x80\x02cre\nRegexFlag\nq\x00K\x02\x85q\x01Rq\x02.",
        utc: (b"\x80\x02cdatetime\ntimezone\nq\x00cdatetime\ntimedelta\nq\x01K\x00K\x00K\x00"
              b"\x87q\x02Rq\x03\x85q\x04Rq\x05."),
        datetime.timezone(datetime.timedelta(hours=1), "X"): (
            b"\x80\x02cdatetime\ntimezone\nq\x00cdatetime\ntimedelta\nq\x01K\x00M\x10\x0eK\x00"
            b"\x87q\x02Rq\x03X\x01\x00\x00\x00Xq\x04\x86q\x05Rq\x06."),
        datetime.datetime(2020, 1, 2, 3, tzinfo=utc): (
            b"\x80\x02cdatetime\ndatetime\nq\x00c_codecs\nencode\nq\x01X\x0b\x00\x00\x00\x07\xc3"
            b"\xa4\x01\x02\x03\x00\x00\x00\x00\x00q\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq"
            b"\x05cdatetime\ntimezone\nq\x06cdatetime\ntimedelta\nq\x07K\x00K\x00K\x00\x87q\x08"
            b"Rq\t\x85q\nRq\x0b\x86q\x0cRq\r."),
        (slice(1, 2), ...): (b"\x80\x02c__builtin__\nslice\nq\x00K\x01K\x02N\x87q\x01Rq\x02c"
                             b"__builtin__\nEllipsis\nq\x03\x86q\x04."),
    }
    for value, data in expected.items():
        assert pickle.dumps(value, 2) == data, value
        if value is not re.IGNORECASE:
            assert pickle.loads(data) == value, value
    assert re.compile("a", pickle.loads(pickle.dumps(re.IGNORECASE))).match("A")
    assert pickle.loads(pickle.dumps(...)) is ... and Ellipsis.__reduce__() == "Ellipsis"
    # object.__getstate__: None for an instance whose __dict__ is empty
    Point = collections.namedtuple("Point", "x y")
    assert Point(1, 2).__reduce_ex__(2)[2] is None

    class A:
        pass
    a = A()
    assert a.__getstate__() is None
    a.x = 1
    assert a.__getstate__() == {"x": 1}


def test_int_flag_is_iterable():
    # CPython 3.13: iteration comes from the first class of the MRO that defines __iter__,
    # also through a second base (IntFlag's bases are int, ReprEnum and Flag).
    import enum

    class Perm(enum.IntFlag):
        R = 4
        W = 2
        X = 1
    assert list(Perm.R | Perm.W) == [Perm.R, Perm.W] and len(Perm(7)) == 3
    assert [p.name for p in Perm(5)] == ["R", "X"]

    class Mixin:
        def __iter__(self):
            return iter("ab")

    class Number(int, Mixin):
        pass

    class Pairs(dict, Mixin):
        pass
    assert list(Number(3)) == ["a", "b"]
    assert list(Pairs(x=1)) == ["x"]   # dict's own iteration comes first in the MRO


def test_signature_of_a_plain_class():
    # CPython 3.13: a class without __init__/__new__ has object's signature, '()'.
    import inspect

    class Plain:
        pass

    class WithInit(Plain):
        def __init__(self, a, *, b=1):
            pass
    assert object.__text_signature__ == "()" and type.__text_signature__ is None
    assert str(inspect.signature(Plain)) == "()" and str(inspect.signature(object)) == "()"
    assert str(inspect.signature(WithInit)) == "(a, *, b=1)"


def test_functools_partial_matches_cpython():
    # CPython 3.13's values (overlay 615: functools.partial in JavaScript).
    import copy
    import functools
    import inspect
    import pickle
    import weakref
    from functools import partial
    from brytorch_testing import raises

    def f(a, b, c=1, **kw):
        return (a, b, c, kw)

    p = partial(f, 1, c=3)
    assert p(2) == (1, 2, 3, {}) and p(2, c=4, d=5) == (1, 2, 4, {"d": 5})
    assert p.func is f and p.args == (1,) and p.keywords == {"c": 3}
    assert partial.__module__ == "functools" and partial.__qualname__ == "partial"
    assert repr(partial(len, 1, a=2)) == "functools.partial(<built-in function len>, 1, a=2)"
    assert repr(partial(len, **{"a b": 1})) == "functools.partial(<built-in function len>, a b=1)"
    assert repr(partial[int]) == "functools.partial[int]"
    assert str(inspect.signature(partial)) == "(func, /, *args, **keywords)"
    assert str(inspect.signature(partial(lambda a, b, c=1: 0, 1))) == "(b, c=1)"
    # Only a partial is taken apart: one with attributes, or any other object, is kept.
    inner = partial(f, 1, c=2)
    outer = partial(inner, 2, d=4)
    assert outer.func is f and outer.args == (1, 2) and outer.keywords == {"c": 2, "d": 4}
    inner.tag = 1
    assert partial(inner).func is inner

    class Lookalike:
        func, args, keywords = len, (), {}

        def __call__(self):
            return 0

    assert type(partial(Lookalike()).func) is Lookalike
    for name in ("func", "args", "keywords"):
        def assign(name=name):
            setattr(p, name, None)
        assert str(raises(AttributeError, assign)) == "readonly attribute"
    messages = [
        (lambda: partial(), "type 'partial' takes at least one argument"),
        (lambda: partial(1), "the first argument must be callable"),
        (lambda: partial.__new__(int, len), "functools.partial.__new__(int): int is not a subtype of functools.partial"),
    ]
    for call, message in messages:
        assert str(raises(TypeError, call)) == message
    # Keywords: copied when made, merged per call, never changed by the callee.
    given = {"a": 1}
    q = partial(dict, **given)
    given["b"] = 2
    assert q.keywords == {"a": 1} and q(b=3) == {"a": 1, "b": 3} and q(a=5) == {"a": 5}
    q.keywords["c"] = 3
    assert q() == {"a": 1, "c": 3}

    def grab(**kw):
        kw["z"] = 1
        return kw

    g = partial(grab, a=1)
    assert g() == {"a": 1, "z": 1} and g.keywords == {"a": 1}
    # State: __reduce__, __setstate__, copy and pickle.
    assert partial(len, 1, a=2).__reduce__() == (partial, (len,), (len, (1,), {"a": 2}, None))
    h = partial(len)
    h.y = 2
    assert h.__reduce__() == (partial, (len,), (len, (), {}, {"y": 2}))
    for state in [(1,), [1, 2, 3, 4], (len,), (len, [], None, None), (1, (), None, None)]:
        assert str(raises(TypeError, lambda: h.__setstate__(state))) == "invalid partial state"
    h.__setstate__((len, (1,), {"a": 1}, {"x": 3}))
    assert (h.x, h.args, h.keywords, h.__dict__) == (3, (1,), {"a": 1}, {"x": 3})
    h.__setstate__((len, (1,), None, None))
    assert h.__dict__ == {} and h.keywords == {}
    m = partial(max, 1, key=abs)
    c = copy.copy(m)
    assert (c.func, c.args, c.keywords, c.keywords is m.keywords) == (max, (1,), {"key": abs}, True)
    assert pickle.loads(pickle.dumps(m))(-5) == -5

    class Tagged(partial):
        def __init__(self, *args, **kwargs):
            self.tag = 1

    t = Tagged(len, 1)
    assert (t.tag, t.args, repr(Tagged(len)).endswith("Tagged(<built-in function len>)")) == (1, (1,), True)
    assert weakref.ref(p)() is p and p == p and p != partial(f, 1, c=3)
    assert partial(partial(print, 1, sep="-"), 2, end="").keywords == {"sep": "-", "end": ""}
    assert functools.partial.__call__(partial(len), [1]) == 1


def test_deque_methods_have_cpython_signatures():
    # CPython 3.13's text signatures (overlay 560's JavaScript methods carry them).
    import inspect
    deque = collections.deque
    assert str(inspect.signature(deque.append)) == "(self, item, /)"
    assert str(inspect.signature(deque.rotate)) == "(self, n=1, /)"
    assert str(inspect.signature(deque.insert)) == "(self, index, value, /)"
    assert str(inspect.signature(deque.__init__)) == "(self, /, *args, **kwargs)"
    assert str(inspect.signature(deque.clear)) == "(self, /)"


def test_namedtuple_fields_are_tuplegetters():
    # CPython 3.13's values (overlay 617: _collections._tuplegetter in JavaScript).
    import copy
    import pickle
    from brytorch_testing import raises

    P = collections.namedtuple("P", "x y")
    getter = P.x
    kind = type(getter)
    assert (kind.__module__, kind.__name__, repr(kind)) == ("collections", "_tuplegetter", "<class 'collections._tuplegetter'>")
    assert getter.__doc__ == "Alias for field number 0" and repr(getter) == "_tuplegetter(0, 'Alias for field number 0')"
    assert getter.__reduce__() == (kind, (0, "Alias for field number 0"))
    assert getter.__get__(None, P) is getter and getter.__get__(P(1, 2)) == 1 and getter.__get__((7, 8, 9)) == 7
    assert P(1, 2).y == 2 and P(x=3, y=4).x == 3 and hasattr(getter, "__set__")
    assert str(raises(TypeError, lambda: getter.__get__(5))) == "descriptor for index '0' for tuple subclasses doesn't apply to 'int' object"
    assert str(raises(TypeError, lambda: getter.__get__([1]))) == "descriptor for index '0' for tuple subclasses doesn't apply to 'list' object"

    def assign():
        P(1, 2).x = 3

    def delete():
        del P(1, 2).x

    assert str(raises(AttributeError, assign)) == "can't set attribute"
    assert str(raises(AttributeError, delete)) == "can't delete attribute"
    second = kind(1, "doc")
    assert second.__doc__ == "doc" and second.__get__((1, 2)) == 2
    assert str(raises(IndexError, lambda: second.__get__((1,)))) == "tuple index out of range"
    assert str(raises(TypeError, lambda: kind(1))) == "_tuplegetter expected 2 arguments, got 1"
    assert str(raises(TypeError, lambda: kind("a", "b"))) == "'str' object cannot be interpreted as an integer"
    second.__doc__ = "new"
    assert second.__doc__ == "new"
    assert pickle.loads(pickle.dumps(getter)).__get__((4, 5)) == 4 and copy.deepcopy(P(5, 6)).y == 6

    class Q(P):
        @property
        def total(self):
            return self.x + self.y

    assert Q(1, 2).total == 3 and Q(1, 2)._replace(x=5) == Q(5, 2) and P(1, 2)._asdict() == {"x": 1, "y": 2}


def test_mapping_abc_caches_dict():
    # CPython 3.13's values (overlay 618: Mapping does not register dict itself).
    import _abc
    from collections.abc import Mapping, MutableMapping

    registered = [ref() for ref in _abc._get_dump(Mapping)[0]]
    assert dict not in registered and type(type.__dict__) in registered
    assert dict in [ref() for ref in _abc._get_dump(MutableMapping)[0]]
    assert isinstance({}, Mapping) and issubclass(dict, Mapping) and not isinstance([], Mapping)
    assert dict in [ref() for ref in _abc._get_dump(Mapping)[1]]   # cached through MutableMapping
