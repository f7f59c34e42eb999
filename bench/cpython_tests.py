"""Runs modules of CPython 3.11's own test suite on Brython: an outside measure of fidelity.

    ./brytorch run --host node --bundle out/vfs/cpython-tests.vfs.js bench/cpython_tests.py \
        [-v] [--exclude TEST_ID_PART]... [MODULE...]

The bundle (tools/vfs/cpython_tests_bundle.sh) holds the unmodified `test` package. Each
MODULE (default: the selection below) is imported as test.MODULE, loaded with unittest's
loader and run with a counting result; an import failure is reported and the next module
runs. Prints one line per module:

    MODULE: N run, P passed, F failed, E errors, S skipped (T s)
    MODULE: import failed: ExceptionType: message

A test counts once, by its worst outcome (error > failure > skip > pass) over its subtests;
an expected failure counts as passed, an unexpected success as failed. Errors raised by class
or module fixtures (setUpClass, setUpModule) are added to E without being counted in N; a
test class whose instances cannot be created counts as one test with an error.
Tests run one class at a time: an exception escaping unittest itself (a Brython bug) ends
that class only, counts the running test as an error, and is noted after the line.
-v also prints one line per test that did not pass: outcome, test id, the exception's last
line (what docs/cpython-tests.md's list of failure causes is drawn from), and on stderr the
name of each class and test as it starts (where a crash or a hang happened). --exclude leaves
out the tests whose id contains the text (a test that kills or hangs the whole process, found
that way), and names them after the line.
"""
import importlib
import sys
import time
import traceback
import types
import unittest

# CPython registers the running script as sys.modules["__main__"] (rlcompleter, imported by
# test_enum, test_weakref, test_collections and test_itertools through doctest/pdb, imports
# it); BryTorch's program driver does not yet, so the runner does it for itself.
if "__main__" not in sys.modules:
    sys.modules["__main__"] = types.ModuleType("__main__")
    sys.modules["__main__"].__dict__.update(globals())

SELECTION = [
    "test_typing", "test_dataclasses", "test_enum", "test_functools", "test_contextlib",
    "test_weakref", "test_inspect", "test_abc", "test_collections", "test_warnings",
    "test_itertools", "test_ast",
]
RANK = {"pass": 0, "skip": 1, "fail": 2, "error": 3}


class CountingResult(unittest.TestResult):
    """Keeps the worst outcome of each test and a one-line reason for the ones that did not
    pass; never prints while tests run (output is buffered and dropped)."""

    def __init__(self, progress=False):
        super().__init__()
        self.progress = progress
        self.buffer = True
        self.outcomes = {}      # test id -> outcome
        self.reasons = {}       # test id -> one-line reason
        self.fixture_errors = []
        self.unbalanced = []    # tests after which the frame stack had another depth
        self._last_stack = self._last_id = self.current = None

    def _note(self, test, outcome, reason=""):
        test_id = (test.id(), id(test))
        if RANK[outcome] >= RANK[self.outcomes.get(test_id, "pass")]:
            self.outcomes[test_id] = outcome
            if reason:
                self.reasons[test_id] = reason

    @staticmethod
    def _last_line(err):
        lines = traceback.format_exception_only(err[0], err[1])
        text = " ".join(line.strip() for line in lines if line.strip())
        return text.replace("\n", " ")[:300]

    # Every test of a module starts at the same stack depth (module suite, class suite, test),
    # unless the test before it left frames on Brython's frame stack (a known Brython bug:
    # an exception from a class statement, suppressed by a `with` block's __exit__).
    @staticmethod
    def _stack():
        try:
            frame, names = sys._getframe(2), []
        except Exception:   # JavascriptError when too many frames were popped
            return []
        while frame is not None:
            names.append(frame.f_code.co_name)
            frame = frame.f_back
        return names

    def startTest(self, test):
        super().startTest(test)
        self._note(test, "pass")
        stack = self._stack()
        if self._last_stack is not None and len(stack) != len(self._last_stack):
            self.unbalanced.append(self._last_id)
        self._last_stack, self._last_id = stack, test.id()
        self.current = test
        if self.progress:   # the host's stderr, saved before buffering replaced sys.stderr
            print(f"# test {test.id()}", file=self._original_stderr, flush=True)

    def stopTest(self, test):
        super().stopTest(test)
        self.current = None

    def addError(self, test, err):
        super().addError(test, err)
        if isinstance(test, unittest.case._SubTest):
            test = test.test_case
        if not isinstance(test, unittest.TestCase):   # a setUpClass/setUpModule failure
            self.fixture_errors.append((str(test), self._last_line(err)))
            return
        self._note(test, "error", self._last_line(err))

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._note(test, "fail", self._last_line(err))

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            outcome = "fail" if issubclass(err[0], test.failureException) else "error"
            self._note(test, outcome, f"{subtest._subDescription()} {self._last_line(err)}")

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._note(test, "skip", str(reason)[:200])

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._note(test, "fail", "unexpected success")

    def _restoreStdout(self):
        self._mirrorOutput = False   # drop a failed test's output instead of printing it
        super()._restoreStdout()

    def count(self, outcome):
        return sum(1 for o in self.outcomes.values() if o == outcome)


class Loader(unittest.TestLoader):
    """unittest's loader, except that a test class whose tests cannot be created (their
    __init__ raises) becomes one erroring test, as unittest does for an unimportable module
    in discovery, instead of failing the whole module."""

    def loadTestsFromTestCase(self, testCaseClass):
        try:
            return super().loadTestsFromTestCase(testCaseClass)
        except Exception as exc:
            return self.suiteClass([unittest.loader._FailedTest(testCaseClass.__name__, exc)])


def import_and_load(name):
    """(suite, None), or (None, the line to print) when the module cannot be imported."""
    try:
        module = importlib.import_module(f"test.{name}")
        return Loader().loadTestsFromModule(module), None
    except unittest.SkipTest as exc:
        return None, f"{name}: skipped at import: {exc}"
    except BaseException as exc:   # SystemExit and JS errors included
        where = ""
        if isinstance(exc, SyntaxError):
            where = f" ({exc.filename}, line {exc.lineno}: {(exc.text or '').strip()[:80]})"
        else:
            tb = traceback.extract_tb(exc.__traceback__)
            if tb:
                where = f" ({tb[-1].filename}, line {tb[-1].lineno})"
        return None, f"{name}: import failed: {type(exc).__name__}: {str(exc)[:300]}{where}"


def stack_depth():
    """The number of frames on the stack, or None if Brython's frame stack is gone."""
    try:
        frame, depth = sys._getframe(1), 0
    except Exception:   # JavascriptError when too many frames were popped
        return None
    while frame is not None:
        frame, depth = frame.f_back, depth + 1
    return depth


def class_suites(suite, exclude=(), excluded=None):
    """The suite's tests as one suite per run of consecutive tests of the same class, without
    the tests whose id contains one of `exclude` (their ids are appended to `excluded`)."""
    groups = []
    def walk(item):
        if isinstance(item, unittest.TestSuite):
            for child in item:
                walk(child)
        elif any(pattern in item.id() for pattern in exclude):
            excluded.append(item.id())
        elif groups and type(groups[-1][0]) is type(item):
            groups[-1].append(item)
        else:
            groups.append([item])
    walk(suite)
    return [unittest.TestSuite(group) for group in groups]


def run_suite(suite, result, verbose=False, exclude=()):
    """'' or notes: exceptions that escaped unittest itself (each loses the rest of its test
    class; the next class still runs), frames left on Brython's frame stack."""
    depth = stack_depth()
    crashes, excluded = [], []
    for part in class_suites(suite, exclude, excluded):
        cls = type(next(iter(part))).__name__   # before running: a run suite drops its tests
        if verbose:   # on stderr: shows where a crash or a hang of the whole process happened
            print(f"# class {cls}", file=sys.stderr, flush=True)
        try:
            part.run(result)
        except BaseException as exc:
            reason = f"{type(exc).__name__}: {str(exc)[:150]}"
            if result.current is not None:   # the test that was running counts as an error
                cls = result.current.id()
                result._note(result.current, "error", f"runner crashed: {reason}")
                result.current = None
            crashes.append(f"{cls}: {reason}")
    notes = "".join(f"; runner crashed in {c}" for c in crashes)
    if excluded:
        notes += f"; {len(excluded)} excluded, not run: {', '.join(excluded)}"
    after = stack_depth()
    if after is None or depth is None:
        return notes + "; Brython's frame stack was emptied"
    return notes + (f"; frame stack depth off by {after - depth:+d}" if after != depth else "")


# A test can leave Brython's frame stack unbalanced (seen with a class statement whose
# metaclass raises); names that Brython resolves through the current frame then read another
# function's locals. So the code below binds each name once, before the suite runs, and
# everything computed afterwards comes from calls.
def run_module(name, verbose, exclude=()):
    start = time.perf_counter()
    suite, failure = import_and_load(name)
    if suite is None:
        print(failure)
        return
    result = CountingResult(progress=verbose)
    crashed = run_suite(suite, result, verbose, exclude)
    report(name, result, time.perf_counter() - start, crashed, verbose)


def report(name, result, seconds, crashed, verbose):
    errors = result.count("error") + len(result.fixture_errors)
    print(f"{name}: {result.testsRun} run, {result.count('pass')} passed, "
          f"{result.count('fail')} failed, {errors} errors, {result.count('skip')} skipped "
          f"({seconds:.1f} s){crashed}")
    if verbose:
        for (test_id, _), outcome in sorted(result.outcomes.items()):
            if outcome in ("fail", "error"):
                print(f"  {outcome.upper()} {test_id}: {result.reasons.get((test_id, _), '')}")
        for fixture, reason in result.fixture_errors:
            print(f"  ERROR {fixture}: {reason}")
        for test_id in result.unbalanced:
            print(f"  FRAMES {test_id}: left Brython's frame stack unbalanced")


def main(argv):
    verbose, exclude, names = False, [], []
    args = iter(argv)
    for arg in args:
        if arg == "-v":
            verbose = True
        elif arg == "--exclude":
            exclude.append(next(args))
        else:
            names.append(arg)
    for name in names or SELECTION:
        run_module(name, verbose, exclude)
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
