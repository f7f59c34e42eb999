"""web/runtime/python/brytorch_testing.py, run under host CPython (`./brytorch test tooling`):
the lines the tiers count (tools/test/outcomes.py) and `only`, which the brython tier's
overlay checks use to run one named test (tools/test/tier-brython.sh)."""
import contextlib
import io
import os
import sys
import types
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "web", "runtime", "python"))
import brytorch_testing  # noqa: E402


def fake_module(name):
    module = types.ModuleType(name)
    ran = module.ran = []

    def test_passes():
        ran.append("passes")

    def test_fails():
        ran.append("fails")
        raise AssertionError("wrong")

    module.test_passes, module.test_fails = test_passes, test_fails
    sys.modules[name] = module
    return module


class Only(unittest.TestCase):
    def run_main(self, *args, **kwargs):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            try:
                brytorch_testing.main(*args, **kwargs)
                status = 0
            except SystemExit as exit:
                status = exit.code
        return out.getvalue().splitlines(), status

    def test_all_tests_run_without_only(self):
        module = fake_module("fake_tests_all")
        lines, status = self.run_main(["fake_tests_all"])
        self.assertEqual(module.ran, ["passes", "fails"])
        self.assertIn("@@COLLECTED 2 fake_tests_all", lines)
        self.assertIn("FAIL fake_tests_all::test_fails: AssertionError: wrong", lines)
        self.assertEqual((lines[-2:], status), (["1 passed, 1 failed", "@@END"], 1))

    def test_only_runs_the_named_test(self):
        module = fake_module("fake_tests_one")
        lines, status = self.run_main(["fake_tests_one"], only=["test_passes"])
        self.assertEqual(module.ran, ["passes"])
        self.assertEqual(lines, ["@@BEGIN", "@@COLLECTED 1 fake_tests_one", "PASS fake_tests_one::test_passes",
                                 "1 passed, 0 failed", "@@END"])
        self.assertEqual(status, 0)

    def test_a_name_no_module_has_fails(self):
        # a misspelt name must not pass by running nothing
        module = fake_module("fake_tests_missing")
        lines, status = self.run_main(["fake_tests_missing"], only=["test_nope"])
        self.assertEqual(module.ran, [])
        self.assertIn("@@COLLECTED 1 fake_tests_missing", lines)
        self.assertIn("FAIL fake_tests_missing::test_nope: no such test in fake_tests_missing", lines)
        self.assertEqual(status, 1)


if __name__ == "__main__":
    unittest.main()
