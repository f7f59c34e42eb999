"""numpy's own test suite on BryTorch next to native numpy, test by test (`./brytorch bench
numpy`; tools/bench/numpy.sh runs this with the host's CPython). The engine (chunks,
comparison, table, JSON) is suite_bench.py.

Native: numpy 2.2.5's installed tests under pytest 7.4.0 on CPython (the venv of
tools/bench/lib/native_numpy.sh), outcomes written by the pytest_outcomes plugin; cached in
$BRYTORCH_CACHE/bench/numpy-native.json (they depend only on the pinned versions).

Here: the same test files (out/vfs/numpy-tests.vfs.js, the copies the numpy stage installed
from the sdist, unmodified) under brytorch_pytest. Node ids are numpy-relative, as native
pytest names them from numpy's directory: "_core/tests/test_abc.py::TestABC::test_abstract".
Writes out/bench/numpy/<host>/<module>.json and out/bench/numpy/<host>/summary.json, and
prints the table.
"""
import argparse
import os
import subprocess
import tempfile

import suite_bench
from suite_bench import module_of  # noqa: F401  (the numpy tier uses it from here)

PACKAGES = ["_core", "linalg", "fft", "random"]   # the scope: numpy/<pkg>/tests

SUITE = suite_bench.Suite(
    name="numpy", title="numpy 2.2.5's tests (native: CPython + numpy 2.2.5 wheel)",
    runtime_flags=["--numpy"],
    bundles=["out/vfs/pydeps.vfs.js", "out/vfs/testdeps.vfs.js", "out/vfs/numpy-tests.vfs.js"],
    dotted=lambda path: "numpy." + path[:-3].replace("/", "."), target="90%",
    structural=suite_bench.structural_rules().numpy_cause_of)


def native_outcomes(native_py, cache, refresh, files=None):
    """{nodeid: outcome} of native pytest on numpy's tests (files: numpy-relative test files,
    default the packages' whole test directories)."""
    selection = files or [p + "/tests" for p in PACKAGES]
    if refresh and os.path.exists(cache):
        os.unlink(cache)
    site = subprocess.check_output([native_py, "-c", "import numpy, os; print(os.path.dirname(numpy.__file__))"],
                                   text=True).strip()
    # run from a scratch directory with numpy's directory as pytest's root: ids are numpy-relative
    with tempfile.TemporaryDirectory() as cwd:
        return suite_bench.native_pytest(SUITE, native_py, cwd,
                                         ["--rootdir", site, *[os.path.join(site, p) for p in selection]],
                                         cache, selection)


def run_module(host, module_path, chunk_timeout, budget):
    return suite_bench.run_module(SUITE, host, module_path, chunk_timeout, budget)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--native-py", required=True)
    p.add_argument("--host", choices=["node", "chromium", "both"], default="node")
    p.add_argument("--modules", nargs="*", default=None,
                   help="numpy-relative test files (e.g. _core/tests/test_abc.py) or name fragments")
    p.add_argument("--chunk-timeout", type=int, default=600)
    p.add_argument("--module-budget", type=int, default=1800)
    p.add_argument("--refresh-native", action="store_true")
    p.add_argument("--out", default=os.path.join(suite_bench.ROOT, "out/bench/numpy"))
    args = p.parse_args()
    native = native_outcomes(args.native_py, os.path.join(suite_bench.CACHE, "numpy-native.json"),
                             args.refresh_native)
    # small modules first: a run cut short still covers most modules
    sizes = {}
    for k in native:
        sizes[module_of(k)] = sizes.get(module_of(k), 0) + 1
    modules = sorted(sizes, key=lambda m: (sizes[m], m))
    if args.modules:
        modules = [m for m in modules if any(sel == m or sel in m for sel in args.modules)]
    hosts = ["node", "chromium"] if args.host == "both" else [args.host]
    suite_bench.run_all(SUITE, native, modules, hosts, args.out, args.chunk_timeout, args.module_budget,
                        {"numpy": "2.2.5"})


if __name__ == "__main__":
    main()
