"""Stand-in for `multiprocessing` in the pybind11 test dashboard only (tools/bench/pybind11.sh).

Brython has no processes (in a browser or under Node) and no multiprocessing module; pybind11's
conftest.py imports it and calls set_start_method() in a session fixture. That call is
accepted; anything else raises NotImplementedError, so no test can pass by accident.
"""


def set_start_method(method, force=False):
    return None


def get_start_method(allow_none=False):
    return None


def __getattr__(name):
    raise NotImplementedError(f"multiprocessing.{name}: there are no processes on Brython")
