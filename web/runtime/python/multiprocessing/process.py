"""Process objects: the current one exists; starting another raises OSError."""
import os


class BaseProcess:
    _start_method = None

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *, daemon=None):
        self._target, self._args, self._kwargs = target, tuple(args), dict(kwargs or {})
        self.name = name or "Process-1"
        self.daemon = bool(daemon)
        self.exitcode = None
        self.pid = None

    def run(self):
        if self._target:
            self._target(*self._args, **self._kwargs)

    def start(self):
        from multiprocessing.context import _unavailable
        _unavailable("Process.start")

    def is_alive(self):
        return False

    def join(self, timeout=None):
        pass

    def terminate(self):
        pass

    kill = terminate


class _MainProcess(BaseProcess):
    def __init__(self):
        super().__init__(name="MainProcess")
        self.pid = os.getpid() if hasattr(os, "getpid") else 0

    def is_alive(self):
        return True


_current = _MainProcess()


def current_process():
    return _current


def parent_process():
    return None


def active_children():
    return []
