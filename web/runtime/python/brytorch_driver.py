"""BryTorch's program driver, run by every host (Node, Chromium, the REPL page).

The host loads this module once, then calls `install_streams` with a JS function that
receives (stream_name, text), and `run_program` with the program's source. It behaves like
`python SCRIPT.py`: the program runs as `__main__`, an uncaught exception prints a CPython-
style traceback on stderr and gives exit status 1, `sys.exit(n)` gives n.
"""
import sys


class HostStream:
    """A text stream forwarding each write to the host as it happens (no buffering)."""

    def __init__(self, name, host_write):
        self.name = name
        self._host_write = host_write

    def write(self, text):
        text = str(text)
        if text:
            self._host_write(self.name, text)
        return len(text)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def isatty(self):
        return False

    @property
    def encoding(self):
        return "utf-8"


def install_streams(host_write):
    sys.stdout = HostStream("stdout", host_write)
    sys.stderr = HostStream("stderr", host_write)


def _exit_status(code):
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def run_program(source, filename, argv=()):
    """Runs `source` as __main__; returns the exit status (0, 1, or sys.exit's)."""
    sys.argv = [filename, *argv]
    # The program's namespace is a real module in sys.modules, as in CPython (`import
    # __main__`, pickle, and C code importing it find it).
    main = type(sys)("__main__")
    main.__file__ = filename
    main.__builtins__ = __builtins__
    sys.modules["__main__"] = main
    try:
        code = compile(source, filename, "exec")
        exec(code, main.__dict__)
    except SystemExit as exc:
        return _exit_status(exc.code)
    except KeyboardInterrupt:
        return 130
    except BaseException as exc:  # noqa: B902 - any uncaught exception ends the program
        import traceback  # imported on demand: it costs ~1 s of Brython compilation

        # Drop this driver's own frame, so the traceback starts at the program, as in CPython.
        tb = exc.__traceback__
        if tb is not None and tb.tb_frame.f_code.co_filename != filename:
            tb = tb.tb_next
        traceback.print_exception(type(exc), exc, tb)
        return 1
    return 0
