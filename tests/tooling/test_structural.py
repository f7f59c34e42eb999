"""Structural outcomes in `./brytorch bench upstream` (host python3, `./brytorch test
tooling`): tests/upstream/structural.py's rules and tools/bench/lib/suite_bench.py counting a
natively passing test that did not pass here as "structural" only when a rule matches its
message (and id), never as passed."""
import importlib.util
import json
import os
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench", "lib"))
import suite_bench  # noqa: E402

spec = importlib.util.spec_from_file_location("structural_rules", os.path.join(ROOT, "tests/upstream/structural.py"))
structural = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = structural
spec.loader.exec_module(structural)

M = "test_x.py"
SIZE = "RuntimeError: Storage size calculation overflowed with sizes=[1048576, 1048576]"
INTP = "AssertionError: The values for attribute 'dtype' do not match: torch.int32 != torch.int64."


class Rules(unittest.TestCase):
    def test_messages_of_real_runs(self):
        # messages as test_torch, test_reductions and test_binary_ufuncs printed them here
        cause = structural.cause_of
        self.assertEqual(cause(f"{M}::T::test_empty_meta", SIZE), "wasm32-sizes")
        # test_reductions' test_histogramdd: np.histogramdd of 10 dimensions, 7 bins each
        # (7**10 float64 counts: 2.26 GB), numpy's message where npy_intp is 32 bits
        self.assertEqual(cause(f"{M}::T::test_histogramdd_cpu_float32",
                               "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger "
                               "than the maximum possible size."), "wasm32-sizes")
        self.assertEqual(cause(f"{M}::T::test_x", "NotImplementedError: posix.pipe is not implemented"),
                         "one-process-one-thread")
        self.assertEqual(cause(f"{M}::T::test_batchnorm_fuser_cpu", "RuntimeError: Failed to compile a fused "
                               "CPU kernel: Compiler not found"), "one-process-one-thread")   # test_jit: TorchScript's CPU fuser runs a C++ compiler
        self.assertEqual(cause(f"{M}::T::test_sum_vs_numpy_cpu_int8", INTP), "numpy-ilp32-intp")
        self.assertEqual(cause(f"{M}::T::test_logaddexp_cpu_complex64", "complex flaky in 3.12"), "python-3.14")
        # test_linalg (2026-12-04): numpy's matrix_rank returns intp; torch.compile
        self.assertEqual(cause(f"{M}::T::test_matrix_rank_cpu_float64", INTP), "numpy-ilp32-intp")
        self.assertEqual(cause(f"{M}::T::test_compile_int8_mm_m_32_k_64_n_64_cpu",
                               "RuntimeError: torch.compile is not supported on Python 3.14+"), "no-torch-compile")
        # test_fx: Python 3.14's pickle._getattribute and typing.Optional (Brython's stdlib is 3.14's)
        self.assertEqual(cause(f"{M}::T::test_preserve_unused_attr_after_unpickle",
                               "ObjNotFoundError: <function add> was not found as operator.add"), "python-3.14")
        self.assertIsNone(cause(f"{M}::T::test_a", "ObjNotFoundError: <function add> was not found"))
        self.assertEqual(cause(f"{M}::T::test_function_back_compat",
                               "RuntimeError: Unrecognized type typing.Any | None used in BC-compatible type "
                               "signature torch.fx.node.Node.__init__(self, graph: 'Graph')"), "python-3.14")
        # test_jit: Python 3.14's class __annotate_func__ entry, taken by TorchScript for a method
        self.assertEqual(cause(f"{M}::T::test_py_class_to_ivalue_missing_attribute",
                               "RuntimeError: Expected <function Foo.__annotate__> to be a function"), "python-3.14")
        self.assertIsNone(cause(f"{M}::T::test_a", "RuntimeError: Expected <function Foo.forward> to be a function"))
        # test_jit: a type comment's expression checked for calls through dis (no bytecode here)
        # (or its message where the test expected TorchScript's error first)
        self.assertEqual(cause(f"{M}::T::test_ignored_as_value", "NotImplementedError: dis: Brython compiles "
                               "Python to JavaScript and has no bytecode"), "no-bytecode")
        self.assertEqual(cause(f"{M}::T::test_wrong_return_type", "AssertionError: \"but instead got value of "
                               "type tuple\" does not match \"dis: Brython compiles Python to JavaScript and has "
                               "no bytecode\""), "no-bytecode")
        self.assertIsNone(cause(f"{M}::T::test_a", "AttributeError: module 'dis' has no attribute 'opmap'"))
        # test_linalg: skipped unless torch.version.cuda >= 12.1, which the CUDA-built oracle has
        self.assertEqual(cause(f"{M}::T::test_eigh_svd_illcondition_matrix_input_should_not_crash_cpu_float32",
                               "Test is fixed on cuda 12.1 update 1."), "oracle-cuda-build")
        self.assertIsNone(cause(f"{M}::T::test_a", "Test is fixed on cuda 12.1 update 1. Or not"))

    def test_numpy_rules(self):
        # numpy's test_simd ids name the native CPU's SIMD targets: none exists here (no outcome,
        # empty message); a test_simd id that ran here and failed is a failure
        cause = structural.numpy_cause_of
        simd = "_core/tests/test_simd.py::Test_SIMD_ALL_512_AVX512F_f32::test_arithmetic_div"
        self.assertEqual(cause(simd, ""), "cpu-simd-targets")
        self.assertIsNone(cause(simd, "AssertionError: 1 != 2"))
        self.assertEqual(cause("_core/tests/test_simd_module.py::Test_SIMD_MODULE::test_num_lanes[u8]",
                               "could not find any SIMD extension with NPYV support"), "cpu-simd-targets")
        threaded = "_core/tests/test_stringdtype.py::test_threaded_access_and_mutation[unset-True]"
        self.assertEqual(cause(threaded, "RuntimeError: deadlock: this lock is held and Python here runs "
                                         "in one thread"), "one-process-one-thread")
        self.assertIsNone(cause("_core/tests/test_strings.py::test_add[S]", ""))
        self.assertEqual(cause("_core/tests/test_strings.py::TestMethods::test_multiply_integer_dtypes[int640-S]", ""),
                         "numpy-ilp32-ids")
        # the upstream rules do not apply to numpy's tests, nor numpy's to upstream's
        self.assertIsNone(cause("test_x.py::T::test_x", "NotImplementedError: posix.pipe is not implemented"))
        self.assertIsNone(structural.cause_of(simd, ""))

    def test_missing_ids_a_rule_names_are_structural(self):
        # native ids of numpy's per-CPU SIMD targets never exist here: structural, not "not run"
        simd = "_core/tests/test_simd.py::Test_SIMD_ALL_256_AVX2_u8::test_x"
        other = "_core/tests/test_simd.py::test_elsewhere"
        native = {simd: {"outcome": "passed"}, other: {"outcome": "passed"}}
        row = suite_bench.compare(native, {}, "_core/tests/test_simd.py", "done",
                                  structural=structural.numpy_cause_of)
        self.assertEqual((row["structural"], row["not_run"], row["passed"]), (1, 1, 0))
        self.assertEqual(row["failures"][0]["structural"], "cpu-simd-targets")

    def test_id_restricted_rule_needs_the_id(self):
        # the same dtype message from a test that does not compare with numpy is a failure
        self.assertIsNone(structural.cause_of(f"{M}::T::test_add_cpu_int8", INTP))

    def test_other_messages_are_not_structural(self):
        for message in ("AssertionError: Tensor-likes are not close!", "", "complex flaky in 3.12 or not"):
            self.assertIsNone(structural.cause_of(f"{M}::T::test_a", message))


class Counting(unittest.TestCase):
    NATIVE = {f"{M}::T::test_{n}": {"outcome": "passed"} for n in ("ok", "big", "bug", "crash", "big_pass")}
    OURS = {f"{M}::T::test_ok": {"outcome": "passed"},
            f"{M}::T::test_big": {"outcome": "failed", "reason": SIZE},
            f"{M}::T::test_bug": {"outcome": "failed", "reason": "AssertionError: 1 != 2"},
            f"{M}::T::test_crash": {"outcome": "crashed", "reason": SIZE},
            f"{M}::T::test_big_pass": {"outcome": "passed", "reason": SIZE}}

    def test_row(self):
        row = suite_bench.compare(self.NATIVE, self.OURS, M, "done", structural=structural.cause_of)
        self.assertEqual((row["passed"], row["failed"], row["structural"], row["crashed"]), (2, 1, 1, 1))
        self.assertEqual(row["failed_where_native_passed"], 1)
        marked = {f["id"]: f.get("structural") for f in row["failures"]}
        self.assertEqual(marked[f"{M}::T::test_big"], "wasm32-sizes")
        self.assertIsNone(marked[f"{M}::T::test_bug"])

    def test_without_rules_nothing_is_structural(self):
        row = suite_bench.compare(self.NATIVE, self.OURS, M, "done")
        self.assertEqual((row["failed"], row["structural"]), (2, 0))

    def test_earlier_results_are_counted_again(self):
        # a JSON written before the rules existed: its row says failed; the recount says structural
        with tempfile.TemporaryDirectory() as out:
            old = suite_bench.compare(self.NATIVE, self.OURS, M, "done")
            old.pop("structural")
            record = {"row": old, "here": self.OURS, "shards": None,
                      "native": {k: v["outcome"] for k, v in self.NATIVE.items()}}
            with open(os.path.join(out, "test_x.json"), "w") as f:
                json.dump(record, f)
            [row] = suite_bench.earlier_rows(out, [], structural.cause_of)
            self.assertEqual((row["failed"], row["structural"], row["passed"]), (1, 1, 2))


if __name__ == "__main__":
    unittest.main()
