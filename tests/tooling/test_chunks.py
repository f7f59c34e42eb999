"""tools/bench/lib/suite_bench.py run_module (host python3, `./brytorch test tooling`): how a
suite's chunks end. The chunks are scripted here: each call of run_chunk returns what a real
process would report (its finished tests, the test running when it ended, how it ended, its
last lines of output)."""
import os
import sys
import unittest
from unittest import mock

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench", "lib"))
import suite_bench  # noqa: E402

PASSED = {"outcome": "passed"}


def scripted(*chunks):
    """run_chunk's stand-in: the given chunk results in turn; records each chunk's deselection."""
    calls = []

    def run_chunk(suite, host, module_path, deselect, timeout, shard=None, progress=None):
        calls.append(set(deselect))
        return chunks[len(calls) - 1]
    return run_chunk, calls


class ChunkTimeouts(unittest.TestCase):
    def run_module(self, *chunks):
        fake, calls = scripted(*chunks)
        with mock.patch.object(suite_bench, "run_chunk", fake):
            results, ended = suite_bench.run_module(None, "node", "t.py", 100, 10_000)
        return results, ended, calls

    def test_a_test_a_timeout_interrupted_runs_again(self):
        results, ended, calls = self.run_module(
            ({"t.py::a": PASSED}, "t.py::b", "timeout", ""),
            ({"t.py::b": PASSED, "t.py::c": PASSED}, None, "done", ""))
        self.assertEqual(ended, "done")
        self.assertEqual(results, {"t.py::a": PASSED, "t.py::b": PASSED, "t.py::c": PASSED})
        self.assertEqual(calls, [set(), {"t.py::a"}])   # b was not deselected: it ran again

    def test_a_test_that_times_out_twice_is_crashed(self):
        results, ended, calls = self.run_module(
            ({"t.py::a": PASSED}, "t.py::b", "timeout", ""),
            ({}, "t.py::b", "timeout", ""),
            ({"t.py::c": PASSED}, None, "done", ""))
        self.assertEqual(results["t.py::b"], {"outcome": "crashed", "reason": "timeout while this test ran"})
        self.assertEqual(calls[2], {"t.py::a", "t.py::b"})
        self.assertEqual(ended, "done")

    def test_a_crash_is_not_run_again(self):
        results, ended, calls = self.run_module(
            ({}, "t.py::a", "crashed", ""),
            ({"t.py::b": PASSED}, None, "done", ""))
        self.assertEqual(results["t.py::a"]["outcome"], "crashed")
        self.assertEqual(calls, [set(), {"t.py::a"}])

    def test_a_timeout_between_tests_goes_on(self):
        results, ended, calls = self.run_module(
            ({"t.py::a": PASSED}, None, "timeout", ""),
            ({"t.py::b": PASSED}, None, "done", ""))
        self.assertEqual((ended, sorted(results)), ("done", ["t.py::a", "t.py::b"]))

    def test_a_crash_between_tests_goes_on(self):
        # the page died after test a finished (its leftovers, say): b and c still run, and
        # the file counts as imported
        results, ended, calls = self.run_module(
            ({"t.py::a": PASSED}, None, "crashed", ""),
            ({"t.py::b": PASSED, "t.py::c": PASSED}, None, "done", ""))
        self.assertEqual((ended, sorted(results)), ("done", ["t.py::a", "t.py::b", "t.py::c"]))
        self.assertEqual(calls, [set(), {"t.py::a"}])

    def test_a_crash_keeps_the_last_output_as_its_reason(self):
        results, ended, calls = self.run_module(
            ({}, "t.py::a", "crashed", "RangeError: Maximum call stack size exceeded"),
            ({"t.py::b": PASSED}, None, "done", ""))
        self.assertEqual(results["t.py::a"], {"outcome": "crashed", "reason": "crashed while this test ran "
                                              "(its last output: RangeError: Maximum call stack size exceeded)"})

    def test_a_crash_before_any_test_is_an_import_failure(self):
        results, ended, calls = self.run_module(({}, None, "crashed", ""))
        self.assertEqual(ended, "crashed")
        self.assertEqual(results, {"t.py": {"outcome": "crashed", "reason": "crashed outside a test"}})

    def test_a_timeout_before_any_test_is_an_import_failure(self):
        results, ended, calls = self.run_module(({}, None, "timeout", ""))
        self.assertEqual(ended, "timeout")
        self.assertEqual(results, {"t.py": {"outcome": "crashed", "reason": "timeout outside a test"}})


class ClassTargets(unittest.TestCase):
    """A target may be one class of a test file (test_ops.py::TestCommonCPU)."""

    def test_split_and_membership(self):
        self.assertEqual(suite_bench.split_target("test_ops.py::TestCommonCPU"), ("test_ops.py", "TestCommonCPU"))
        self.assertEqual(suite_bench.split_target("test_ops.py"), ("test_ops.py", None))
        target = "test_ops.py::TestCommonCPU"
        self.assertTrue(suite_bench.in_target("test_ops.py::TestCommonCPU::test_x_cpu", target))
        self.assertFalse(suite_bench.in_target("test_ops.py::TestCommonCPUX::test_x_cpu", target))
        self.assertFalse(suite_bench.in_target("test_ops.py::TestMathBitsCPU::test_x_cpu", target))
        self.assertFalse(suite_bench.in_target("test_ops2.py::TestCommonCPU::test_x_cpu", target))
        self.assertTrue(suite_bench.in_target("test_ops.py::TestMathBitsCPU::test_x_cpu", "test_ops.py"))

    def test_the_row_counts_only_the_class(self):
        native = {"test_ops.py::TestCommonCPU::a": PASSED, "test_ops.py::TestCommonCPU::b": PASSED,
                  "test_ops.py::TestMathBitsCPU::c": PASSED}
        ours = {"test_ops.py::TestCommonCPU::a": PASSED,
                "test_ops.py::TestCommonCPU::b": {"outcome": "failed", "reason": "x"}}
        row = suite_bench.compare(native, ours, "test_ops.py::TestCommonCPU", "done")
        self.assertEqual((row["native_passed"], row["passed"], row["failed"], row["not_run"]), (2, 1, 1, 0))

    def test_the_program_selects_the_class(self):
        seen = {}

        def run_program(suite, host, program, timeout, prefix="", progress=None):
            seen["program"] = program
            return {}, None, "done", ""
        suite = suite_bench.Suite("upstream", "t", [], [], dotted=lambda path: path[:-3])
        with mock.patch.object(suite_bench, "run_program", run_program):
            suite_bench.run_chunk(suite, "node", "test_ops.py::TestCommonCPU", set(), 10)
        self.assertIn("steps(['test_ops'], keyword='TestCommonCPU::'", seen["program"])


if __name__ == "__main__":
    unittest.main()
