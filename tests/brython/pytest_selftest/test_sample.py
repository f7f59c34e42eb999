"""Sample for BryTorch's pytest runner: every supported feature, and tests that fail on
purpose (their names end in `_fails`). ../test_pytest_runner.py checks the outcome of each
test id and the totals; CPython's real pytest gives the same totals on this file."""
import os
import sys
import unittest
import warnings

import pytest

EVENTS = []
AUTOUSE = []
MODULE_SETUPS = []
FUNCTION_SETUPS = []
CONFIG = {"k": "orig", "gone": 1}


class Target:
    attr = "orig"


def setup_module(module):
    EVENTS.append("setup_module")


def teardown_module(module):
    EVENTS.append("teardown_module")


def setup_function(function):
    FUNCTION_SETUPS.append(function.__name__)


# ---- plain tests


def test_pass():
    assert 1 + 1 == 2


def test_setup_module_and_function_ran():
    assert EVENTS[0] == "setup_module"
    assert FUNCTION_SETUPS[-1] == "test_setup_module_and_function_ran"


def test_assert_fails():
    x = 1
    assert x == 2


def test_error_fails():
    {}["missing"]


def test_chained_error_fails():
    try:
        {}["inner"]
    except KeyError as error:
        raise RuntimeError("outer") from error


# ---- raises


def test_raises_context():
    with pytest.raises(ValueError, match=r"bad \d+") as excinfo:
        raise ValueError("bad 42")
    assert excinfo.type is ValueError
    assert str(excinfo.value) == "bad 42"
    assert excinfo.match("42")
    with pytest.raises((KeyError, IndexError)):
        [][1]


def test_raises_callable():
    excinfo = pytest.raises(ZeroDivisionError, lambda x: 1 / x, 0)
    assert excinfo.type is ZeroDivisionError
    assert isinstance(excinfo.value, ZeroDivisionError)


def test_raises_did_not_raise_is_catchable():
    with pytest.raises(pytest.fail.Exception, match="DID NOT RAISE"):
        with pytest.raises(KeyError):
            pass


def test_raises_not_raised_fails():
    with pytest.raises(ValueError):
        pass


def test_raises_match_mismatch_fails():
    with pytest.raises(ValueError, match="nope"):
        raise ValueError("other")


def test_raises_other_type_fails():
    with pytest.raises(ValueError):
        raise TypeError("wrong type")


# ---- warns


def test_warns():
    with pytest.warns(UserWarning, match="careful") as record:
        warnings.warn("be careful", UserWarning)
    assert len(record) == 1
    assert record[0].category is UserWarning
    with pytest.deprecated_call():
        warnings.warn("old", DeprecationWarning)


def test_warns_missing_fails():
    with pytest.warns(UserWarning):
        pass


def test_recwarn(recwarn):
    warnings.warn("recorded", RuntimeWarning)
    assert recwarn.pop(RuntimeWarning).category is RuntimeWarning


@pytest.mark.filterwarnings("error::UserWarning")
def test_filterwarnings_mark_turns_a_warning_into_an_error():
    with pytest.raises(UserWarning, match="made an error"):
        warnings.warn("made an error", UserWarning)
    warnings.warn("still a warning", RuntimeWarning)


@pytest.mark.filterwarnings("error")
def test_filterwarnings_mark_error_fails():
    warnings.warn("unexpected", RuntimeWarning)


# ---- approx


def test_approx():
    assert 0.1 + 0.2 == pytest.approx(0.3)
    assert pytest.approx(0.3) == 0.1 + 0.2
    assert 1.0001 != pytest.approx(1.0)
    assert 1.0001 == pytest.approx(1.0, rel=1e-3)
    assert 1.5 == pytest.approx(1.0, abs=0.5)
    assert 1.6 != pytest.approx(1.0, abs=0.5)
    assert 1e-13 == pytest.approx(0.0)
    assert 1e100 == pytest.approx(1e100 * (1 + 1e-7))
    assert 1 + 1j == pytest.approx(1 + 1j)
    assert float("inf") == pytest.approx(float("inf"))
    assert float("nan") != pytest.approx(float("nan"))
    assert float("nan") == pytest.approx(float("nan"), nan_ok=True)
    assert [0.1 + 0.2, 0.2 + 0.4] == pytest.approx([0.3, 0.6])
    assert (0.1 + 0.2, 1) == pytest.approx((0.3, 1))
    assert [1, 2] != pytest.approx([1, 2, 3])
    assert {"a": 0.1 + 0.2} == pytest.approx({"a": 0.3})
    assert {"a": 0.1 + 0.2} != pytest.approx({"b": 0.3})


def test_approx_fails():
    assert 0.1 + 0.2 == pytest.approx(0.31)


# ---- imperative outcomes


def test_skip_imperative():
    pytest.skip("not here")


def test_skip_is_not_an_exception():
    try:
        pytest.skip("escapes except Exception")
    except Exception:
        pass


def test_fail_imperative_fails():
    pytest.fail("deliberate failure")


def test_xfail_imperative():
    pytest.xfail("known bug")


def test_importorskip_present():
    mod = pytest.importorskip("json")
    assert mod.dumps([1]) == "[1]"


def test_importorskip_missing():
    pytest.importorskip("brytorch_selftest_no_such_module")


# ---- marks


@pytest.mark.skip(reason="marked skip")
def test_mark_skip():
    assert False


@pytest.mark.skip
def test_mark_skip_bare():
    assert False


@pytest.mark.skipif(sys.version_info < (3, 0), reason="never true")
def test_skipif_false():
    pass


@pytest.mark.skipif(True, reason="always")
def test_skipif_true():
    assert False


@pytest.mark.skipif("sys.platform != 'no-such-platform'", reason="string condition")
def test_skipif_string():
    assert False


@pytest.mark.xfail(reason="known")
def test_xfail_mark():
    assert False


@pytest.mark.xfail(raises=KeyError, reason="keyerror")
def test_xfail_raises_matching():
    raise KeyError(1)


@pytest.mark.xfail(raises=KeyError, reason="keyerror")
def test_xfail_raises_other_fails():
    raise ValueError("not a KeyError")


@pytest.mark.xfail(reason="passes anyway")
def test_xpass():
    pass


@pytest.mark.xfail(strict=True, reason="strict")
def test_xpass_strict_fails():
    pass


@pytest.mark.xfail(False, reason="condition false")
def test_xfail_condition_false_fails():
    assert False


@pytest.mark.xfail(run=False, reason="would crash")
def test_xfail_not_run():
    raise SystemExit(99)


@pytest.mark.slow
@pytest.mark.custom(1, key="v")
def test_custom_marks(request):
    assert request.node.get_closest_marker("custom").kwargs == {"key": "v"}
    assert request.node.get_closest_marker("custom").args == (1,)
    assert request.node.get_closest_marker("slow") is not None
    assert request.node.get_closest_marker("absent") is None


# ---- parametrize


@pytest.mark.parametrize("n", [1, 2, 3])
def test_param_single(n):
    assert n < 3


@pytest.mark.parametrize("a,b", [(1, 2), (3, 4)])
def test_param_names_string(a, b):
    assert b == a + 1


@pytest.mark.parametrize(("a", "b"), [(1, 1), (2, 2)], ids=["one", "two"])
def test_param_names_tuple_ids(a, b):
    assert a == b


@pytest.mark.parametrize(["x"], [(5,), (6,)], ids=lambda v: f"v{v}")
def test_param_ids_callable(x):
    assert x in (5, 6)


@pytest.mark.parametrize("x", [0, 1])
@pytest.mark.parametrize("y", [2, 3])
def test_param_stacked(x, y):
    assert x < y


class Opaque:
    pass


@pytest.mark.parametrize("v", [
    pytest.param(1, id="plain"),
    pytest.param(2, marks=pytest.mark.skip(reason="param skip")),
    pytest.param(3, marks=pytest.mark.xfail(reason="param xfail")),
    "text",
    None,
    1.5,
    Opaque(),
    True,
])
def test_param_values(v):
    assert v != 3


@pytest.mark.parametrize("s", ["a", "a"])
def test_param_duplicate_ids(s):
    assert s == "a"


@pytest.mark.parametrize("e", [])
def test_param_empty(e):
    assert False


# ---- test classes


class TestClass:
    calls = []

    @classmethod
    def setup_class(cls):
        cls.calls.append("setup_class")

    @classmethod
    def teardown_class(cls):
        EVENTS.append("teardown_class")

    def setup_method(self, method):
        self.value = 41
        self.calls.append("setup_method:" + method.__name__)

    def teardown_method(self, method):
        self.calls.append("teardown_method")

    @pytest.fixture
    def class_fixture(self):
        return "from class " + type(self).__name__

    def test_instance_state(self):
        self.value += 1
        assert self.value == 42

    def test_new_instance_each_test(self):
        assert self.value == 41
        assert self.calls[:3] == ["setup_class", "setup_method:test_instance_state",
                                  "teardown_method"]

    def test_class_fixture(self, class_fixture):
        assert class_fixture == "from class TestClass"

    @pytest.mark.parametrize("k", [1, 2])
    def test_method_param(self, k):
        assert k in (1, 2)

    def test_method_fails(self):
        assert self.value == 0


@pytest.mark.skip(reason="whole class")
class TestSkippedClass:
    def test_a(self):
        assert False

    def test_b(self):
        assert False


class TestWithInit:
    """Not collected: a test class must not define __init__ (pytest warns)."""

    def __init__(self):
        pass

    def test_never(self):
        assert False


class TestOuter:
    class TestInner:
        def test_nested(self):
            assert True


# ---- fixtures


@pytest.fixture
def simple():
    return 10


@pytest.fixture
def dependent(simple):
    return simple + 1


@pytest.fixture
def with_teardown():
    EVENTS.append("fixture setup")
    yield "resource"
    EVENTS.append("fixture teardown")


@pytest.fixture(scope="module")
def module_resource():
    MODULE_SETUPS.append(1)
    yield len(MODULE_SETUPS)


@pytest.fixture(params=[1, 2], ids=["p1", "p2"])
def param_fixture(request):
    return request.param * 10


@pytest.fixture(params=["x", "y"])
def letter(request):
    return request.param


@pytest.fixture(autouse=True)
def _autouse_recorder(request):
    AUTOUSE.append(request.node.name)
    yield


@pytest.fixture
def overridden(overridden):
    return overridden + 1


@pytest.fixture
def skipping_fixture():
    pytest.skip("fixture skips")


@pytest.fixture
def failing_teardown():
    yield 1
    raise RuntimeError("teardown fails on purpose")


@pytest.fixture
def finalized(request):
    request.addfinalizer(lambda: EVENTS.append("finalizer"))
    return 1


def test_fixture_simple(simple, dependent):
    assert (simple, dependent) == (10, 11)


def test_fixture_yield(with_teardown):
    assert with_teardown == "resource"
    assert EVENTS[-1] == "fixture setup"


def test_fixture_teardown_ran(finalized):
    assert "fixture teardown" in EVENTS


def test_finalizer_ran():
    assert "finalizer" in EVENTS


def test_module_scope_1(module_resource):
    assert module_resource == 1


def test_module_scope_2(module_resource):
    assert module_resource == 1
    assert len(MODULE_SETUPS) == 1


def test_fixture_params(param_fixture):
    assert param_fixture in (10, 20)


@pytest.mark.parametrize("n", [1])
def test_fixture_params_and_mark(letter, n):
    assert letter in "xy"


def test_autouse_and_node_name(request):
    assert request.node.name == "test_autouse_and_node_name"
    assert AUTOUSE[-1] == "test_autouse_and_node_name"
    assert "test_fixture_simple" in AUTOUSE


def test_conftest_fixture(conf_value):
    assert conf_value == "from conftest"


def test_fixture_overrides_conftest(overridden):
    assert overridden == 2


def test_getfixturevalue(request):
    assert request.getfixturevalue("dependent") == 11


def test_fixture_error(broken_fixture):
    pass


def test_fixture_missing(no_such_fixture):
    pass


def test_fixture_skip(skipping_fixture):
    assert False


def test_teardown_error(failing_teardown):
    assert failing_teardown == 1


# ---- builtin fixtures


def test_capsys(capsys):
    print("hello")
    sys.stderr.write("oops\n")
    out, err = capsys.readouterr()
    assert out == "hello\n"
    assert err == "oops\n"
    print("again")
    assert capsys.readouterr().out == "again\n"


def test_output_shown_fails():
    print("this output appears in the failure report")
    assert False


def test_monkeypatch(monkeypatch):
    monkeypatch.setattr(Target, "attr", "patched")
    monkeypatch.setattr(Target, "new_attr", 1, raising=False)
    monkeypatch.setitem(CONFIG, "k", "patched")
    monkeypatch.delitem(CONFIG, "gone")
    monkeypatch.setenv("BRYTORCH_SELFTEST_VAR", "1")
    monkeypatch.delenv("BRYTORCH_SELFTEST_ABSENT", raising=False)
    monkeypatch.syspath_prepend("/brytorch-selftest-path")
    assert Target.attr == "patched"
    assert CONFIG == {"k": "patched"}
    assert os.environ["BRYTORCH_SELFTEST_VAR"] == "1"
    assert sys.path[0] == "/brytorch-selftest-path"
    with pytest.raises(AttributeError):
        monkeypatch.setattr(Target, "absent", 1)


def test_monkeypatch_undone():
    assert Target.attr == "orig"
    assert not hasattr(Target, "new_attr")
    assert CONFIG == {"k": "orig", "gone": 1}
    assert "BRYTORCH_SELFTEST_VAR" not in os.environ
    assert "/brytorch-selftest-path" not in sys.path


# ---- unittest


class UnitTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.shared = 5
        EVENTS.append("unittest_setup_class")

    @classmethod
    def tearDownClass(cls):
        EVENTS.append("unittest_teardown_class")

    def setUp(self):
        self.x = 1

    def test_ok(self):
        self.assertEqual(self.x + self.shared, 6)

    def test_assert_fails(self):
        self.assertEqual(self.x, 2)

    def test_error_fails(self):
        raise RuntimeError("unittest error")

    @unittest.skip("unittest skip")
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 2)

    @unittest.expectedFailure
    def test_unexpected_success_fails(self):
        pass


class TestFixtureNamedLikeXunitHook:
    # pytest: a fixture called setup_class is a fixture, not the xunit class hook
    @pytest.fixture(autouse=True)
    def setup_class(self):
        self.ready = True

    def test_fixture_ran(self):
        assert self.ready
