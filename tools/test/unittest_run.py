"""Runs the unittest tests of a directory with the host's python3 and reports them in the
tiers' protocol (tools/test/outcomes.py): one PASS/FAIL line per test, framed by @@BEGIN,
@@COLLECTED N and @@END, then the failures' tracebacks.

Usage: python3 -W error::ResourceWarning tools/test/unittest_run.py DIR
"""
import sys
import unittest


class LineResult(unittest.TestResult):
    """One outcome line per test, printed as it finishes."""
    passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1
        print(f"PASS {test.id()}", flush=True)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        print(f"FAIL {test.id()}: {err[1]!r}"[:300], flush=True)

    def addError(self, test, err):
        super().addError(test, err)
        print(f"FAIL {test.id()}: error: {err[1]!r}"[:300], flush=True)

    def addSkip(self, test, reason):   # no skip is a pass: a skipped tooling test fails
        super().addSkip(test, reason)
        print(f"FAIL {test.id()}: skipped ({reason})", flush=True)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        print(f"FAIL {test.id()}: expected to fail, passed", flush=True)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        print(f"KNOWN {test.id()}: failed as expected", flush=True)


def main():
    suite = unittest.defaultTestLoader.discover(sys.argv[1], pattern="test_*.py")
    print("@@BEGIN")
    print(f"@@COLLECTED {suite.countTestCases()} {sys.argv[1]}", flush=True)
    result = LineResult()
    suite.run(result)
    for test, text in result.failures + result.errors:
        print(f"--- {test.id()}\n{text}")
    failed = result.testsRun - result.passed - len(result.expectedFailures)
    print(f"{result.passed} passed, {failed} failed")
    print("@@END")
    return 0 if result.wasSuccessful() and not result.skipped else 1


if __name__ == "__main__":
    sys.exit(main())
