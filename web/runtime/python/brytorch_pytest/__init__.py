"""A small pytest-compatible test runner for Brython (BryTorch's own code; the API that test
files import is the `pytest` package beside this package). docs/pytest.md says what it does
and why real pytest does not replace it.

    import brytorch_pytest
    status = brytorch_pytest.main(["pkg.tests.test_a", "tests/test_b.py"], keyword="foo",
                                  verbose=True)

Targets are module names (imported with the normal import system, e.g. from a VFS bundle)
or paths of .py files; the conftest.py files beside and above them are imported first.
Outcomes are pytest's (collection, fixtures, marks, parametrize and ids, unittest.TestCase
classes, pytest's test order), an XPASS counts as passed, a skip never; main() returns 0
only if nothing failed and there were no errors.

Modules: targets (imports and conftests), collect (units from a module), ids, order, marks,
selection, builtin_fixtures, runner (fixtures, setup/teardown, one outcome per test), steps
(the work queue, one test per step; unittest cases), results (records and the report),
capture, common.
"""
from .ids import ascii_escaped
from .runner import Runner

__all__ = ["Runner", "ascii_escaped", "console_main", "main", "run", "steps"]


def run(paths_or_modules, **options):
    """Runs the tests; returns the Results (records, counts(), summary(), status). options:
    Runner's (keyword, verbose, out, deselect, events, announce, known_failures, shard)."""
    return Runner(**options).run(list(paths_or_modules))


def steps(paths_or_modules, **options):
    """As run(), one test per next(): loop over it at a program's top level so that the
    program pauses between tests (see Steps). The report is written when it runs out."""
    return Runner(**options).steps(list(paths_or_modules))


def main(paths_or_modules, **options):
    """Runs the tests and prints the report; returns the exit status (0: no failures and
    no errors)."""
    return run(paths_or_modules, **options).status


def console_main(argv):
    """Command-line style: [-v] [-k EXPR] [--deselect NODEID]... TARGET... (other options
    are accepted and ignored)."""
    import argparse
    parser = argparse.ArgumentParser(prog="brytorch_pytest")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("-k", dest="keyword")
    parser.add_argument("--deselect", action="append", default=[])
    options, rest = parser.parse_known_args(list(argv))
    targets = [a for a in rest if not a.startswith("-")]
    return main(targets, keyword=options.keyword, verbose=options.verbose,
                deselect=options.deselect)
