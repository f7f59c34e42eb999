"""BryTorch's program driver, run by every host (Node, Chromium, the REPL page).

The host loads this module once, then calls `install_streams` with a JS function that
receives (stream_name, text), and `run_program` with the program's source. It behaves like
`python SCRIPT.py`: the program runs as `__main__`, an uncaught exception prints a CPython-
style traceback on stderr and gives exit status 1, `sys.exit(n)` gives n. The REPL page
calls `run_cell` instead, once per input, in one `__main__` kept across inputs.
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

    def fileno(self):
        # The standard stream's descriptor, as CPython's sys.__stdout__/__stderr__ answer:
        # test_dataloader calls faulthandler.enable(sys.__stderr__) at import, which needs
        # one. (Writes through os.write to it reach the runtime's own stream, not the host's.)
        return {"stdout": 1, "stderr": 2}[self.name]

    @property
    def encoding(self):
        return "utf-8"


def install_streams(host_write):
    sys.stdout = HostStream("stdout", host_write)
    sys.stderr = HostStream("stderr", host_write)
    # As in CPython, the original streams are these same objects: what a program (or
    # pytest, unittest) writes to sys.__stdout__ / sys.__stderr__ reaches the host too
    # (Brython's own objects wrote to the JS console: lost in a page and in Node's output).
    sys.__stdout__ = sys.stdout
    sys.__stderr__ = sys.stderr


def _exit_status(code):
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _print_uncaught(exc, filename):
    """Prints exc's traceback from the first frame of `filename` (the program or the cell):
    the driver's own frames are dropped, as CPython shows none."""
    import traceback  # imported on demand: it costs ~1 s of Brython compilation

    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    traceback.print_exception(type(exc), exc, tb)


def begin_program(filename, argv=(), source=None):
    """Makes a fresh __main__ for a program and sets sys.argv; returns its namespace. The
    source of a program file goes into linecache, where CPython would read the file:
    inspect.getsource (torch.jit.script, torch.fx's rewriter) and tracebacks find its lines
    though the host's file is not on the runtime's file system (`-c` code, "<string>", has
    none, as in CPython)."""
    sys.argv = [filename, *argv]
    if source is not None and not filename.startswith("<"):
        import linecache
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    # The program's namespace is a real module in sys.modules, as in CPython (`import
    # __main__`, pickle, and C code importing it find it).
    main = type(sys)("__main__")
    main.__file__ = filename
    main.__builtins__ = __builtins__
    sys.modules["__main__"] = main
    return main.__dict__


def end_program(exc, filename):
    """The exit status of a program that ended by raising `exc` (None: it ran to its end).
    Prints the traceback of an uncaught exception, as `python SCRIPT.py` does."""
    if exc is None:
        return 0
    if isinstance(exc, SystemExit):
        return _exit_status(exc.code)
    if isinstance(exc, KeyboardInterrupt):
        return 130
    _print_uncaught(exc, filename)
    return 1


def run_program(source, filename, argv=()):
    """Runs `source` as __main__ in one go; returns the exit status (0, 1, or sys.exit's).
    The hosts run programs in slices instead (web/runtime/runtime.js)."""
    namespace = begin_program(filename, argv, source)
    try:
        exec(compile(source, filename, "exec"), namespace)
    except BaseException as exc:  # noqa: B902 - any uncaught exception ends the program
        return end_program(exc, filename)
    return 0


# ---- the REPL page (web/repl): one persistent __main__ across cells, CPython's echo

_repl_main = None
_col_in_chars = None


def _displayhook(value):
    """CPython's sys.displayhook: print repr(value) and keep it as builtins._ (None is not
    shown). Brython's own prints without a newline and keeps no `_`."""
    if value is None:
        return
    import builtins

    builtins._ = None  # as CPython: the repr may look at _
    sys.stdout.write(repr(value) + "\n")
    builtins._ = value


def _pieces(source, body):
    """Splits a cell into (text, is_expression) pieces, in order: each top-level expression
    statement alone (its value is shown, as CPython's interactive mode does), the statements
    between them together. Each text is padded with newlines so line numbers in tracebacks
    are the cell's own."""
    global _col_in_chars
    import ast

    if _col_in_chars is None:  # CPython counts columns in UTF-8 bytes; Brython in characters
        _col_in_chars = compile("'\u00e9'", "<probe>", "eval", ast.PyCF_ONLY_AST).body.end_col_offset == 3
    lines = source.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def offset(lineno, col):
        line = lines[lineno - 1]
        if not _col_in_chars:
            col = len(line.encode("utf-8")[:col].decode("utf-8", "ignore"))
        return starts[lineno - 1] + col

    def padded(start, end):
        text = source[start:end]
        first, nl, rest = text.partition("\n")
        if first.strip() and not first.strip().startswith("#"):
            first = first.lstrip(" \t;")  # the rest of a line after `expr;`
        return "\n" * source.count("\n", 0, start) + first + nl + rest

    pieces = []
    begin = 0  # where the text of the next group of statements starts
    for i, stmt in enumerate(body):
        if isinstance(stmt, ast.Expr):
            start = offset(stmt.lineno, stmt.col_offset)
            end = offset(stmt.end_lineno, stmt.end_col_offset)
            pieces.append((padded(start, end), True))
            begin = end
        elif i + 1 == len(body) or isinstance(body[i + 1], ast.Expr):
            end = offset(stmt.end_lineno, stmt.end_col_offset)
            pieces.append((padded(begin, end), False))
            begin = end
    return pieces


def repl_namespace():
    """The namespace of the REPL's persistent __main__ (made on first use; the embedding
    API's runPython shares it), installed as sys.modules["__main__"]."""
    global _repl_main
    if _repl_main is None:
        _repl_main = type(sys)("__main__")
        _repl_main.__builtins__ = __builtins__
        sys.displayhook = _displayhook
    sys.modules["__main__"] = _repl_main  # a `run_program` in between replaced it
    return _repl_main.__dict__


def begin_cell(source, filename="<stdin>"):
    """Prepares one REPL input: returns (status, pieces, namespace). status is -1 when
    `source` is an incomplete statement (nothing ran; the host asks for more lines, e.g.
    after `for i in x:`), 1 when it does not compile (the error is on stderr), else None and
    the host runs `pieces` in order in `namespace` (the REPL's persistent __main__): each
    (text, is_expression); an expression's value goes to `show_value`."""
    import ast
    import codeop

    namespace = repl_namespace()
    sys.argv = [""]
    try:
        # 'single' mode says whether more lines are needed: None = incomplete (CPython's rule:
        # a compound statement ends with an empty line).
        if codeop.compile_command(source, filename, "single") is None:
            return -1, None, namespace
        tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST)
    except BaseException as exc:  # noqa: B902 - a SyntaxError, shown as CPython's prompt does
        return end_cell(exc, filename), None, namespace
    last = tree.body[-1] if tree.body else None
    if not source.endswith("\n") and (hasattr(last, "body") or hasattr(last, "cases")):
        return -1, None, namespace  # a one-line compound statement (`for x in y: f(x)`): Brython's codeop takes it as complete
    return None, _pieces(source, tree.body), namespace


def show_value(text, filename="<stdin>"):
    """Evaluates one expression piece of a cell and passes its value to sys.displayhook
    (which shows its repr and keeps it as `_`)."""
    sys.displayhook(eval(compile(text, filename, "eval"), _repl_main.__dict__))


def end_cell(exc, filename="<stdin>"):
    """The status of a cell that ended by raising `exc` (None: it ran): 0, 1 (the traceback
    is on stderr; the prompt survives any exception), or sys.exit's status."""
    if exc is None:
        return 0
    if isinstance(exc, SystemExit):
        return _exit_status(exc.code)
    _print_uncaught(exc, filename)
    return 1


def run_cell(source, filename="<stdin>"):
    """Runs one REPL input in one go, like CPython's interactive prompt; returns what the
    host's `BryTorch.cell` returns (see `begin_cell`). The hosts run cells in slices instead
    (web/runtime/runtime.js)."""
    status, pieces, namespace = begin_cell(source, filename)
    if status is not None:
        return status
    try:
        for text, is_expression in pieces:
            if is_expression:
                show_value(text, filename)
            else:
                exec(compile(text, filename, "exec"), namespace)
    except BaseException as exc:  # noqa: B902 - the prompt survives any exception
        return end_cell(exc, filename)
    return 0
