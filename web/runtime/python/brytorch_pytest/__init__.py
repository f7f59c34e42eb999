"""A small pytest-compatible test runner for Brython (BryTorch's own code; the API that test
files import is the `pytest` package beside this module).

    import brytorch_pytest
    status = brytorch_pytest.main(["pkg.tests.test_a", "tests/test_b.py"], keyword="foo",
                                  verbose=True)

Targets are module names (imported with the normal import system, e.g. from a VFS bundle)
or paths of .py files (read with open() and executed as a module; sibling imports then only
work if the directory is importable by other means). A conftest.py beside the test module
(and in its parent packages) is imported first and its fixtures are visible to the module.

Collects module-level test* functions, Test* classes without __init__ (a new instance per
test; setup_class/teardown_class, setup_method/teardown_method, module-level setup_module/
teardown_module and setup_function/teardown_function), and unittest.TestCase subclasses (run
through unittest, each test counted). Parametrization (marks and fixture params) gives ids
like pytest's: `test_file.py::TestClass::test_name[1-a]`.

Prints one line per test when verbose (PASSED / FAILED / ERROR / SKIPPED (reason) / XFAIL /
XPASS), the failures' tracebacks with the test's captured output, and finally exactly
`N passed, N failed, N skipped, N xfailed, N errors`. An XPASS (non-strict xfail that
passed) counts as passed, a strict one as failed; a skip never counts as passed. Errors are
collection errors of a module, exceptions in fixtures or setup/teardown (a teardown error
is counted in addition to the test's own outcome, as pytest does). main() returns 0 only if
nothing failed and there were no errors.

Tests of a module run in pytest's order (reorder_units: the tests sharing one param of a
higher-scoped parametrized fixture run together). Test code is called through Runner._call,
which repairs Brython's frame stack when the code left it unbalanced (docs/brython-bugs.md),
and anything that escapes the runner's own per-test code becomes an error of that test: one
test never ends the run.

Modules: collect (units from a module), ids, order, targets (imports and conftests),
builtin_fixtures, runner (fixtures, setup/teardown, one outcome per test), results (records
and the report), steps (one test per step; unittest cases), capture, frames, selection.
"""
from .ids import ascii_escaped
from .runner import Runner

__all__ = ["Runner", "ascii_escaped", "console_main", "main", "run", "steps"]


def run(paths_or_modules, *, keyword=None, verbose=False, out=None, deselect=(), events=False,
        announce=False, known_failures=None, shard=None):
    """Runs the tests; returns the Results (records, counts(), summary(), status).
    deselect: node ids left out (pytest's --deselect); events, announce, known_failures,
    shard: see Runner."""
    return Runner(keyword=keyword, verbose=verbose, out=out, deselect=deselect, events=events,
                  announce=announce, known_failures=known_failures,
                  shard=shard).run(list(paths_or_modules))


def steps(paths_or_modules, *, keyword=None, verbose=False, out=None, deselect=(),
          events=False, shard=None):
    """As run(), one test per next(): loop over it at a program's top level so that the
    program pauses between tests (see Steps). The report is written when it runs out.
    shard: (index, count), only the tests of that shard (brytorch_shard.shard_of)."""
    return Runner(keyword=keyword, verbose=verbose, out=out, deselect=deselect,
                  events=events, shard=shard).steps(list(paths_or_modules))


def main(paths_or_modules, *, keyword=None, verbose=False, deselect=()):
    """Runs the tests and prints the report; returns the exit status (0: no failures and
    no errors)."""
    return run(paths_or_modules, keyword=keyword, verbose=verbose, deselect=deselect).status


def console_main(argv):
    """Command-line style: [-v] [-q] [-k EXPR] [--deselect NODEID]... TARGET..."""
    keyword = None
    deselect = []
    verbose = False
    targets = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("-v", "--verbose"):
            verbose = True
        elif a == "-k":
            keyword = args.pop(0)
        elif a == "--deselect":
            deselect.append(args.pop(0))
        elif a.startswith("-k"):
            keyword = a[2:]
        elif a.startswith("-"):
            continue  # other pytest options are accepted and ignored
        else:
            targets.append(a)
    return main(targets, keyword=keyword, verbose=verbose, deselect=deselect)
