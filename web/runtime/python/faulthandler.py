"""BryTorch's faulthandler: dumps Python tracebacks on request, as CPython's does.

Brython ships a generated placeholder whose functions do nothing and whose `__spec__` is a
string, so `import faulthandler` itself failed (PyTorch's test_dataloader imports it and
calls enable() and register() at module level).

What runs here: enable/disable/is_enabled, dump_traceback (the stack of the running Python
code, CPython's format), register/unregister of a signal (no operating system signal ever
reaches this runtime; `signal.raise_signal` of a registered signal dumps, as in CPython).
A fatal error here is a wasm trap or a JS exception, which the bridge already reports with
the Python traceback (bridge/README.md), so enable() only records its settings.
dump_traceback_later needs a watchdog thread, which a single-threaded runtime has not: it
raises NotImplementedError after CPython's own argument checks.
"""
import sys as _sys

_FATAL_SIGNALS = (4, 6, 7, 8, 11)   # SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV: enable()'s
_enabled = None                    # (file, all_threads) while enabled
_registered = {}                   # signum -> (file, all_threads, chain, previous handler)


def _output(file):
    """CPython's rules: None means sys.stderr; an int is a file descriptor; a file object
    must give one by fileno() where it has the method (io.StringIO raises)."""
    if file is None:
        file = _sys.stderr
        if file is None:
            raise RuntimeError("sys.stderr is None")
    if isinstance(file, int):
        if file < 0:
            raise ValueError("file is not a valid file descriptor")
        return file
    fileno = getattr(file, "fileno", None)
    if fileno is not None:
        fd = fileno()
        if fd < 0:
            raise ValueError("file is not a valid file descriptor")
    flush = getattr(file, "flush", None)
    if flush is not None:
        flush()
    return file


def _write(file, text):
    if isinstance(file, int):
        import os
        os.write(file, text.encode("utf-8", "backslashreplace"))
    else:
        file.write(text)
        flush = getattr(file, "flush", None)
        if flush is not None:
            flush()


def _dump(file, all_threads, frame):
    if all_threads:
        import threading
        lines = ["Current thread 0x%016x (most recent call first):\n" % (threading.get_ident() & (2**64 - 1))]
    else:
        lines = ["Stack (most recent call first):\n"]
    while frame is not None:
        code = frame.f_code
        lines.append('  File "%s", line %s in %s\n' % (code.co_filename, frame.f_lineno, code.co_name))
        frame = frame.f_back
    _write(file, "".join(lines))


def enable(file=None, all_threads=True):
    """Enable the fault handler."""
    global _enabled
    _enabled = (_output(file), bool(all_threads))


def disable():
    """Disable the fault handler."""
    global _enabled
    was, _enabled = _enabled is not None, None
    return was


def is_enabled():
    """Check if the handler is enabled."""
    return _enabled is not None


def dump_traceback(file=None, all_threads=True):
    """Dump the traceback of the current thread, or of all threads if all_threads is True,
    into file."""
    _dump(_output(file), all_threads, _sys._getframe(1))


def dump_traceback_later(timeout, repeat=False, file=None, exit=False):
    """Dump the traceback of all threads in timeout seconds (needs a watchdog thread)."""
    if timeout <= 0:
        raise ValueError("timeout must be greater than 0")
    _output(file)
    raise NotImplementedError("faulthandler.dump_traceback_later needs a watchdog thread; "
                              "BryTorch runs Python on one thread")


def cancel_dump_traceback_later():
    """Cancel the previous call to dump_traceback_later() (none can be pending here)."""


def register(signum, file=None, all_threads=True, chain=False):
    """Register a handler for the signal 'signum': dump the traceback of the current thread,
    or of all threads if all_threads is True, into file."""
    import signal
    if signum in _FATAL_SIGNALS:
        raise RuntimeError("signal %i cannot be registered, use enable() instead" % signum)
    out = _output(file)
    previous = _registered[signum][3] if signum in _registered else signal.getsignal(signum)

    def handler(num, frame):
        _dump(out, all_threads, frame)
        if chain and callable(previous):
            previous(num, frame)

    signal.signal(signum, handler)
    _registered[signum] = (out, bool(all_threads), bool(chain), previous)


def unregister(signum):
    """Unregister the handler of the signal 'signum' registered by register()."""
    import signal
    if signum not in _registered:
        if not 1 <= signum < signal.NSIG:
            raise ValueError("signal number out of range")
        return False
    signal.signal(signum, _registered.pop(signum)[3])
    return True
