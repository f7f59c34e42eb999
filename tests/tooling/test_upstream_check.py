"""Tests for tools/test/upstream_check.py, the upstream tier's judge (host python3:
`./brytorch test tooling`): it must fail on an unexpected failure, a known failure that now
passes, a test that did not run and a changed native count, and pass a known failure that
still fails."""
import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "test"))
import upstream_check  # noqa: E402

SUITE = "test_x"
IDS = [f"{SUITE}.py::T::test_{i}" for i in range(4)]


def run(here, known, native_count=4, native=None):
    """Writes a suite result, runs the check with `known` failures; (ok, output)."""
    native = native or {i: "passed" for i in IDS}
    native[f"{SUITE}.py::T::test_skipped"] = "skipped"
    with tempfile.TemporaryDirectory() as out:
        os.makedirs(os.path.join(out, "node"))
        with open(os.path.join(out, "node", SUITE + ".json"), "w") as f:
            json.dump({"row": {"passed": 0, "seconds": 1.0}, "native": native,
                       "here": {k: {"outcome": v, "reason": "r"} for k, v in here.items()}}, f)
        saved = upstream_check.expected.SUITES, upstream_check.expected.KNOWN_FAILURES
        upstream_check.expected.SUITES, upstream_check.expected.KNOWN_FAILURES = {SUITE: native_count}, known
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                ok = upstream_check.check(out, "node")
        finally:
            upstream_check.expected.SUITES, upstream_check.expected.KNOWN_FAILURES = saved
        return ok, buf.getvalue()


class UpstreamCheck(unittest.TestCase):
    def test_all_pass_and_a_known_failure_that_still_fails(self):
        ok, out = run({IDS[0]: "passed", IDS[1]: "passed", IDS[2]: "passed", IDS[3]: "failed"},
                      {IDS[3]: "a known cause"})
        self.assertTrue(ok, out)
        self.assertIn("3 passed, 0 failed", out)
        self.assertIn(f"KNOWN {IDS[3]}: ", out)

    def test_an_unexpected_failure_fails(self):
        ok, out = run({IDS[0]: "passed", IDS[1]: "failed", IDS[2]: "passed", IDS[3]: "passed"}, {})
        self.assertFalse(ok)
        self.assertIn(f"FAIL {IDS[1]}: failed", out)

    def test_a_known_failure_that_passes_fails(self):
        ok, out = run(dict.fromkeys(IDS, "passed"), {IDS[2]: "a known cause"})
        self.assertFalse(ok)
        self.assertIn("passes now but is listed as a known failure", out)

    def test_a_test_that_did_not_run_fails(self):
        ok, out = run({IDS[0]: "passed", IDS[1]: "passed", IDS[2]: "passed"}, {})
        self.assertFalse(ok)
        self.assertIn(f"FAIL {IDS[3]}: did not run here", out)

    def test_a_changed_native_count_fails(self):
        ok, out = run(dict.fromkeys(IDS, "passed"), {}, native_count=5)
        self.assertFalse(ok)
        self.assertIn("4 tests pass natively, expected 5", out)


if __name__ == "__main__":
    unittest.main()
