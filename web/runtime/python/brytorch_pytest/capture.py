"""Output capture: a test's stdout and stderr, kept for the failure report."""
import contextlib
import sys
from brytorch_driver import HostStream


class _Stream(HostStream):
    """A test's captured stdout or stderr: the driver's stream, writing into a list."""

    def __init__(self, name):
        self.parts = []
        super().__init__(name, lambda _name, text: self.parts.append(text))

    def take(self):
        text = "".join(self.parts)
        self.parts = []
        return text


class Capture:
    """Replaces sys.stdout/sys.stderr while a test runs; capsys reads from it."""

    def __init__(self):
        self.out = _Stream("<stdout>")
        self.err = _Stream("<stderr>")
        self.saved = None

    def start(self):
        self.saved = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = self.out, self.err

    def stop(self):
        if self.saved is not None:
            sys.stdout, sys.stderr = self.saved
            self.saved = None

    def take(self):
        return self.out.take(), self.err.take()

    @contextlib.contextmanager
    def suspended(self):
        self.stop()
        try:
            yield
        finally:
            self.start()
