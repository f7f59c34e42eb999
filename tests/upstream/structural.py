"""Upstream tests that cannot pass here for a structural reason, and why: the one list
(issue 14: RULES, PyTorch's suites; issue 13: NUMPY_RULES, numpy's). `./brytorch bench
upstream` and `./brytorch bench numpy` count a natively passing test that did not pass here
as "structural" (not as failed, never as passed) only when its outcome's message matches a
rule's `reason` (and its id the rule's `tests`, where given): a structural test that starts
failing for another reason is counted as failed again. A test id that native pytest made
and this platform cannot make (numpy's per-CPU SIMD targets) has no outcome here: its
message is empty, and only a rule naming its id with an empty `reason` matches it.

A rule is structural when no fix in the bridge, Brython or the build can change it on
wasm32 in a browser: 32-bit sizes, one process and one thread, numpy's ABI for a 32-bit
`long`, the Python version Brython implements, CPython's frame evaluation API
(torch.compile) and bytecode (dis). What this project could still fix (frees at
`del`, weak references, missing data files) stays a failure, in docs/upstream.md.
"""
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    cause: str            # a short name, the table's grouping
    reason: str           # regex searched in the outcome's message
    why: str              # one sentence for the dashboard and docs
    tests: str = ""       # regex searched in the test id ("" = any test)

    def matches(self, nodeid, message):
        return bool(re.search(self.reason, message or "")) and (not self.tests or bool(re.search(self.tests, nodeid)))


RULES = [
    Rule("wasm32-sizes",
         reason=r"Storage size calculation overflowed|alloc_cpu\.cpp:\d+\] \(\(ptrdiff_t\)nbytes\) >= 0"
                r"|^ValueError: array is too big; `arr\.size \* arr\.dtype\.itemsize` is larger than the maximum possible size\.",
         why="the test needs more than wasm32's 2 GB ptrdiff_t/size_t (a tensor, a numpy array, a "
             "file or a size computation that fits in 64 bits)"),
    Rule("one-process-one-thread",
         reason=r"posix\.pipe is not implemented|thread constructor failed|cannot start another"
                r"|torch\.utils\.cpp_extension cannot build extensions|brython does not support processes"
                r"|Failed to compile a fused CPU kernel: Compiler not found",
         why="pipes, threads, child processes and a native C++ compiler do not exist in a wasm "
             "module in a browser"),
    Rule("numpy-ilp32-intp",
         tests=r"::test_(argminmax_multiple|count_nonzero|nansum_vs_numpy|sum_vs_numpy|nonzero"
               r"|stable_sort_against_numpy|matrix_rank)",
         reason=r"'dtype' do not match: torch\.int(32|64) != torch\.int(64|32)",
         why="the test compares with numpy results whose dtype is numpy's default integer or "
             "np.intp, int32 on wasm32 (C long and size_t are 32 bits)"),
    Rule("numpy-ilp32-intc",
         reason=r"KeyError: \"<class 'numpy\.intc'>",
         why="np.intc is a type apart from np.int32 where C long is 32 bits; the harness maps it "
             "to torch.int only on Windows (IS_WINDOWS in common_utils)"),
    Rule("no-torch-compile",
         reason=r"torch\.compile is not supported on Python 3\.14\+|Python 3\.14\+ not yet supported for torch\.compile"
                r"|^Dynamo not supported$",
         why="torch.compile needs CPython's frame evaluation API (PEP 523), which Brython has not; "
             "torch refuses it first because Brython implements Python 3.14"),
    Rule("python-3.14",
         reason=r"^complex flaky in 3\.12$|^Failing on python 3\.12\+$",
         why="the suite skips it on Python >= 3.12; Brython implements Python 3.14 (native runs 3.11)"),
    Rule("python-3.14",
         reason=r"ObjNotFoundError: .+ was not found as [\w.]+$",
         why="torch 2.6's torch.package calls pickle._getattribute(module, name) with Python "
             "3.13's arguments; Python 3.14's (Brython's stdlib) takes the dotted path already split "
             "and returns only the object, so each of its lookups by name fails"),
    Rule("python-3.14",
         reason=r"Unrecognized type typing\.\w+ \| None used in BC-compatible type signature",
         why="Python 3.14 makes typing.Optional[X] a types.UnionType written `X | None`, which torch "
             "2.6's FX backward-compatibility check does not recognise (native runs 3.11)"),
    Rule("python-3.14",
         reason=r"Expected <function [\w.]+\.__annotate__> to be a function",
         why="Python 3.14 keeps a class's annotate function in the class __dict__ (as "
             "__annotate_func__); torch 2.6's TorchScript reads the source of every function there "
             "(torch._jit_internal.get_type_hint_captures), and that one's source is the class "
             "statement, which it rejects (native runs 3.11)"),
    Rule("no-bytecode",
         reason=r"dis: Brython compiles Python to JavaScript and has no bytecode",   # port/stdlib/dis.py
         why="Brython compiles Python to JavaScript: there is no CPython bytecode for dis to list "
             "(TorchScript's type-comment parser rejects calls by reading the expression's "
             "bytecode; torch.fx's Proxy.__iter__ and __bool__ read the caller's)"),
    Rule("oracle-cuda-build",
         reason=r"^Test is fixed on cuda 12\.1 update 1\.$",
         why="the suite skips it unless torch.version.cuda >= 12.1, even on the CPU; the native "
             "oracle is PyPI's CUDA build (12.4), a CPU build of PyTorch skips it as this one does"),
]


NUMPY_RULES = [
    Rule("cpu-simd-targets",
         tests=r"^_core/tests/test_simd\.py::Test_SIMD_", reason=r"^$",
         why="numpy's test_simd makes a test class per SIMD target of the CPU it runs on (natively "
             "baseline, SSE42, FMA3, AVX2, AVX512F, AVX512_SKX); numpy 2.2.5 has no WebAssembly "
             "SIMD target, so none of these ids exists on wasm32"),
    Rule("cpu-simd-targets",
         tests=r"^_core/tests/test_simd_module\.py::",
         reason=r"^$|^could not find any SIMD extension with NPYV support$",
         why="numpy's _simd module has no target on wasm32 (no WebAssembly SIMD target in numpy "
             "2.2.5): its tests skip, and their per-target ids do not exist"),
    Rule("numpy-ilp32-ids",
         tests=r"^_core/tests/test_strings\.py::TestMethods::test_multiply_integer_dtypes\[int(32|64[01])-",
         reason=r"^$",
         why="the test is parametrised with np.int32, np.int64, np.intp and np.int_, whose names make "
             "the ids; np.intp and np.int_ are int32 on wasm32, so the ids here are int32_0, int32_1 "
             "and int64 where natively they are int32, int640 and int641 (those pass here)"),
    Rule("one-process-one-thread",
         tests=r"^_core/tests/test_multithreading\.py::|^_core/tests/test_argparse\.py::test_thread_safe"
               r"|::test_threaded_access_and_mutation\[",
         reason=r"^$|deadlock: this lock is held|can't start new thread|thread",
         why="the test runs numpy from several threads at once; Python here has one thread "
             "(threading runs a thread's target when it starts)"),
]


def cause_of(nodeid, message, rules=RULES):
    """The cause of the first rule matching this not-passed outcome, or None."""
    for rule in rules:
        if rule.matches(nodeid, message):
            return rule.cause
    return None


def numpy_cause_of(nodeid, message):
    """cause_of for numpy's tests (NUMPY_RULES)."""
    return cause_of(nodeid, message, NUMPY_RULES)
