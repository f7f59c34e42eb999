"""Bridge tier, a program of its own (it stops the C runtime): Py_FatalError raises SystemError
with CPython's "Fatal Python error: " wording, and from then on every call into C raises the
same error instead of running on a broken runtime; Python code without C still runs. (CPython
would abort the process: the oracle is its message's prefix.)"""
import bt_faults as f
from brytorch_testing import raises

FATAL = "Fatal Python error: bt_faults.fatal_error was called. The C runtime has stopped"


def test_py_fatal_error_stops_the_c_runtime():
    assert f.call_nested(lambda: 1) == 1
    assert str(raises(SystemError, f.fatal_error)).startswith(FATAL)
    assert str(raises(SystemError, f.stack_pointer)).startswith(FATAL)
    assert str(raises(SystemError, f.call_nested, lambda: 1)).startswith(FATAL)
    assert sum(i * i for i in range(4)) == 14
