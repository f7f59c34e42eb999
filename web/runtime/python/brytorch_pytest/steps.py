"""One test per step (Runner.steps) and unittest.TestCase classes run test by test."""
from .common import errors_of
from .results import Outcome, describe, format_exception


class Work:
    """One piece of a session's queued work: fn(*args), contained under `nodeid`."""

    def __init__(self, fn, args, nodeid, is_test=False, ends_line=False):
        self.fn = fn
        self.args = args
        self.nodeid = nodeid
        self.is_test = is_test      # next() returns after it
        self.ends_line = ends_line  # a file's line of progress dots ends if it fails


class TargetState:
    """What the steps of one test file share."""

    def __init__(self, label, module, ctx):
        self.label = label
        self.module = module
        self.ctx = ctx
        self.class_state = {"active": [], "errors": {}}
        self.last_id = label   # the test that ran last, which teardown errors are charged to


class Steps:
    """A session as an iterator: each next() runs the queued work up to and including the
    next test, and the report when the work runs out.

        for _ in brytorch_pytest.steps(["test_x"]):
            pass

    A program's own top-level loop over it pauses between tests, so each test's dead
    tensors are freed before the next one (docs/memory.md). An explicit work list, not a
    generator: PyTorch's unittest suites hang when run inside a Brython generator frame
    (docs/brython-bugs.md), and here every test runs in plain frames."""

    def __init__(self, runner, targets):
        self.runner = runner
        self.stack = []   # the work, last item first
        self.push([Work(runner._open_target, (t, self), t, ends_line=True) for t in targets]
                  + [Work(runner.finish_session, (), "<session>")])

    def push(self, work):
        """Queues `work` (in order) before everything already queued."""
        self.stack.extend(reversed(work))

    def __iter__(self):
        return self

    def __next__(self):
        while self.stack:
            work = self.stack.pop()
            self.runner.step(work)
            if work.is_test:
                return None
        raise StopIteration


class UnitTestRun:
    """One unittest.TestCase class of a file, run through unittest one test per step: each
    test in its own TestSuite, all sharing one TestResult marked as inside a run (as the
    top-level suite marks it), so setUpClass and tearDownClass run once for the class, as
    one suite would run them."""

    def __init__(self, runner, block):
        self.runner = runner
        self.block = block
        self.outcomes = {}
        self.reported = set()
        self.broken = False   # the class's machinery failed: its other tests do not run
        self.result = _unittest_result(runner, block, self.outcomes, self.reported)
        self.result._testRunEntered = True
        runner.capture.take()

    def _contained(self, fn, *args):
        """Runs unittest's machinery; an error that escapes it is the class's, and the
        class's other tests do not run."""
        self.runner.capture.start()
        try:
            errors = errors_of(fn, *args)
        finally:
            self.runner.capture.stop()
        if errors:
            label = f"{self.block.ctx.label}::{self.block.cls.__name__}"
            self.outcomes[("class", "run")] = Outcome(label, "error", describe(errors[0]),
                                                      format_exception(errors[0]))
            self.broken = True

    def run_test(self, name):
        import unittest
        if not self.broken:
            # The instance is made here, not up front: what a test keeps on self dies with it.
            self._contained(lambda: unittest.TestSuite([self.block.cls(name)]).run(self.result))

    def end(self):
        import unittest
        runner, block, outcomes = self.runner, self.block, self.outcomes
        if not self.broken:
            last = unittest.TestSuite()
            self._contained(last._tearDownPreviousClass, None, self.result)
            self._contained(last._handleModuleTearDown, self.result)
        class_errors = [v for k, v in outcomes.items() if isinstance(k, tuple)]
        for name in block.names:
            if name in self.reported:
                continue
            rec = outcomes.get(name)
            if rec is None:  # never ran: its class setup failed
                err = class_errors[0] if class_errors else None
                rec = Outcome(block.nodeids[name], "error",
                              err.reason if err else "did not run",
                              err.longrepr if err else "unittest did not run this test\n")
            runner.report(rec)
        if all(name in outcomes for name in block.names):
            for rec in class_errors:
                runner.report(rec)


def _unittest_result(runner, block, outcomes, reported):
    """A unittest.TestResult that records each of the block's tests as an Outcome."""
    import unittest

    def name_of(test):
        return getattr(test, "_testMethodName", None)

    class Result(unittest.TestResult):
        # Each test is reported when unittest finishes it (stopTest), so a crash later in
        # the class loses nothing already run, and an events driver sees @@START first.
        def startTest(self, test):
            super().startTest(test)
            name = name_of(test)
            if name in block.nodeids:
                runner.start_event(block.nodeids[name])

        def stopTest(self, test):
            super().stopTest(test)
            name = name_of(test)
            if name in block.nodeids and name in outcomes and name not in reported:
                reported.add(name)
                runner.report(outcomes[name])

        def addSuccess(self, test):
            outcomes.setdefault(name_of(test), Outcome(block.nodeids.get(name_of(test)),
                                                       "passed"))

        def addError(self, test, err):
            name = name_of(test)
            exc = err[1] if err[1] is not None else err[0]()
            if name in block.nodeids:
                outcomes[name] = Outcome(block.nodeids[name], "failed", describe(exc),
                                         format_exception(exc) + runner.captured_text())
            else:  # setUpClass / tearDownClass / module fixtures
                outcomes.setdefault(("class", str(test)), Outcome(
                    f"{block.ctx.label}::{block.cls.__name__}", "error", describe(exc),
                    f"ERROR in {test}:\n" + format_exception(exc)))

        addFailure = addError   # a test's error is a failure in pytest's terms

        def addSubTest(self, test, subtest, err):
            if err is not None:
                self.addError(test, err)

        def addSkip(self, test, reason):
            name = name_of(test)
            if name in block.nodeids:
                outcomes[name] = Outcome(block.nodeids[name], "skipped", reason)
            else:
                for n in block.names:
                    outcomes.setdefault(n, Outcome(block.nodeids[n], "skipped", reason))

        def addExpectedFailure(self, test, err):
            outcomes[name_of(test)] = Outcome(block.nodeids[name_of(test)], "xfailed")

        def addUnexpectedSuccess(self, test):
            outcomes[name_of(test)] = Outcome(block.nodeids[name_of(test)], "failed",
                                              "Unexpected success", "Unexpected success\n")

    return Result()
