"""Start methods, contexts and the top-level API (see multiprocessing/__init__.py)."""
import threading

NO_PROCESSES = "BryTorch runs in one wasm process and cannot start another"


class ProcessError(Exception):
    pass


class BufferTooShort(ProcessError):
    pass


class TimeoutError(ProcessError):
    pass


class AuthenticationError(ProcessError):
    pass


def _unavailable(what):
    raise OSError(f"multiprocessing.{what}: {NO_PROCESSES}")


from multiprocessing.process import BaseProcess, current_process, active_children, parent_process  # noqa: E402


class Process(BaseProcess):
    pass


def cpu_count():
    return 1


_START_METHODS = ["fork", "spawn", "forkserver"]
_start_method = None


def get_all_start_methods():
    return list(_START_METHODS)


def get_start_method(allow_none=False):
    if _start_method is None and not allow_none:
        return "fork"
    return _start_method


def set_start_method(method, force=False):
    global _start_method
    if method is not None and method not in _START_METHODS:
        raise ValueError(f"cannot find context for {method!r}")
    if _start_method is not None and not force:
        raise RuntimeError("context has already been set")
    _start_method = method


class BaseContext:
    ProcessError = ProcessError
    BufferTooShort = BufferTooShort
    TimeoutError = TimeoutError
    AuthenticationError = AuthenticationError
    Process = Process

    def __init__(self, method="fork"):
        self._name = method

    def get_start_method(self, allow_none=False):
        return self._name

    def get_context(self, method=None):
        return get_context(method)

    def __getattr__(self, name):
        return getattr(__import__("multiprocessing"), name)


def get_context(method=None):
    if method is not None and method not in _START_METHODS:
        raise ValueError(f"cannot find context for {method!r}")
    return BaseContext(method or get_start_method())


def Pool(*args, **kwargs):
    _unavailable("Pool")


def Manager(*args, **kwargs):
    _unavailable("Manager")


def Pipe(duplex=True):
    _unavailable("Pipe")


def Value(*args, **kwargs):
    _unavailable("Value")


def Array(*args, **kwargs):
    _unavailable("Array")


from multiprocessing.queues import Queue, SimpleQueue, JoinableQueue  # noqa: E402

# Synchronisation primitives: one process, so the threading ones behave the same.
Lock, RLock, Event, Semaphore = threading.Lock, threading.RLock, threading.Event, threading.Semaphore
BoundedSemaphore, Condition, Barrier = threading.BoundedSemaphore, threading.Condition, getattr(threading, "Barrier", None)


def freeze_support():
    pass


def set_executable(executable):
    pass


def set_forkserver_preload(module_names):
    pass


def allow_connection_pickling():
    pass


def get_logger():
    from multiprocessing.util import get_logger as _get_logger
    return _get_logger()


def log_to_stderr(level=None):
    from multiprocessing.util import log_to_stderr as _log
    return _log(level)
