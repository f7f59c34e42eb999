"""numpy's own test suite on BryTorch next to native numpy, test by test (`./brytorch bench
numpy`; tools/bench/numpy.sh runs this with the host's CPython).

Native: numpy 2.2.5's installed tests under pytest 7.4.0 on CPython (the venv of
tools/bench/lib/native_numpy.sh), outcomes written by the pytest_outcomes plugin; cached in
$BRYTORCH_CACHE/bench/numpy-native.json (they depend only on the pinned versions).

Here: the same test files (out/vfs/numpy-tests.vfs.js, the copies the numpy stage installed
from the sdist, unmodified) under brytorch_pytest, one test module per process (Node) or page
(Chromium), in chunks: a chunk that crashes or runs past --chunk-timeout costs only the test it
was running (recorded as "crashed"), and the next chunk resumes after it, until the module's
--module-budget is spent (the rest is "not run").

Node ids are numpy-relative, as native pytest names them from numpy's directory:
"_core/tests/test_abc.py::TestABC::test_abstract". Writes out/bench/numpy/<host>/<module>.json
and out/bench/numpy/<host>/summary.json, and prints the table.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
PACKAGES = ["_core", "linalg", "fft", "random"]   # the scope: numpy/<pkg>/tests
BUNDLES = ["out/vfs/pydeps.vfs.js", "out/vfs/testdeps.vfs.js", "out/vfs/numpy-tests.vfs.js"]
# Words of both sides' outcomes. "crashed": the test was running when its process or page
# died or timed out; "not run": the module's time budget ran out before it.
PASSING = ("passed",)

PROGRAM = """\
import tempfile
tempfile.tempdir = "/tmp"   # Brython's os cannot probe for one; nothing here writes to it
import brytorch_pytest
brytorch_pytest.run([{module!r}], deselect={deselect!r}, events=True)
print("@@END")
"""


def log(msg):
    print(f"[bench/numpy] {msg}", file=sys.stderr, flush=True)


def native_outcomes(native_py, cache, refresh, files=None):
    """{nodeid: outcome} of native pytest on numpy's tests (files: numpy-relative test files,
    default the packages' whole test directories), cached in `cache` with its selection."""
    selection = files or [p + "/tests" for p in PACKAGES]
    if os.path.exists(cache) and not refresh:
        with open(cache) as f:
            cached = json.load(f)
        if cached.get("selection") == selection:
            return cached["outcomes"]
    site = subprocess.check_output([native_py, "-c", "import numpy, os; print(os.path.dirname(numpy.__file__))"],
                                   text=True).strip()
    log(f"native: pytest on numpy's tests in {site} ({len(selection)} paths; cached in {cache})")
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)),
               PYTEST_OUTCOMES=cache + ".tmp")
    with tempfile.TemporaryDirectory() as cwd:
        subprocess.call([native_py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "pytest_outcomes",
                         "--rootdir", site, *[os.path.join(site, p) for p in selection]],
                        cwd=cwd, env=env, stdout=subprocess.DEVNULL)
    with open(cache + ".tmp") as f:
        results = json.load(f)
    with open(cache, "w") as f:
        json.dump({"selection": selection, "outcomes": results}, f)
    os.unlink(cache + ".tmp")
    return results


def module_of(nodeid):
    """'_core/tests/test_abc.py::X::y' -> '_core/tests/test_abc.py'"""
    return nodeid.split("::", 1)[0]


def dotted(module_path):
    return "numpy." + module_path[:-3].replace("/", ".")


def run_chunk(host, module_path, deselect, timeout):
    """One process/page: returns (results {id: rec}, started-but-unfinished id or None, how it ended)."""
    prefix = module_path.rsplit("/", 1)[0] + "/"
    program = PROGRAM.format(module=dotted(module_path),
                             deselect=sorted(d[len(prefix):] for d in deselect))
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(program)
    cmd = ["node", os.path.join(ROOT, "web/cli/run.mjs"), "--host", host, "--timeout", str(timeout),
           "--numpy", *[a for b in BUNDLES for a in ("--bundle", b)], f.name]
    results, running, ended = {}, None, "crashed"
    try:
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout + 120)
        out = proc.stdout + proc.stderr
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        ended = "timeout"
    finally:
        os.unlink(f.name)
    for line in out.splitlines():
        if line.startswith("@@START "):
            running = prefix + json.loads(line[8:])
        elif line.startswith("@@RESULT "):
            rec = json.loads(line[9:])
            nodeid = prefix + rec.pop("id")
            results[nodeid] = rec
            if nodeid == running:
                running = None
        elif line == "@@END":
            ended = "done"
        elif "timed out after" in line:
            ended = "timeout"
    return results, running, ended


def run_module(host, module_path, chunk_timeout, budget):
    results, start = {}, time.time()
    while True:
        left = budget - (time.time() - start)
        if left < 30:
            return results, "budget"
        got, running, ended = run_chunk(host, module_path, set(results), min(chunk_timeout, int(left)))
        results.update(got)
        if ended == "done":
            return results, "done"
        if running is None:   # died outside any test (import, collection, or the host)
            results.setdefault(module_path, {"outcome": "crashed", "reason": f"{ended} outside a test"})
            return results, ended
        results[running] = {"outcome": "crashed", "reason": f"{ended} while this test ran"}


def compare(native, ours, module_path, ended):
    nat = {k: v for k, v in native.items() if module_of(k) == module_path}
    row = {"module": module_path, "ended": ended,
           "imported": not (module_path in ours and ours[module_path]["outcome"] in ("error", "crashed")),
           "native_tests": len(nat),
           "native_passed": sum(v["outcome"] in PASSING for v in nat.values()),
           "passed": 0, "failed": 0, "skipped": 0, "crashed": 0, "not_run": 0, "unmatched_here": 0,
           "failures": []}
    for nodeid, v in nat.items():
        if v["outcome"] not in PASSING:
            continue
        here = ours.get(nodeid)
        if here is None:
            row["not_run"] += 1
            continue
        o = here["outcome"]
        key = {"passed": "passed", "skipped": "skipped", "crashed": "crashed"}.get(o, "failed")
        row[key] += 1
        if key != "passed":
            row["failures"].append({"id": nodeid, "outcome": o, "reason": here.get("reason", "")})
    row["unmatched_here"] = sum(1 for k in ours if k not in nat and k != module_path)
    return row


def print_table(host, rows):
    print(f"\nnumpy 2.2.5's tests on {host}, of the tests that pass natively (CPython + numpy 2.2.5 wheel):")
    print(f"{'module':46} {'native':>7} {'passed':>7} {'failed':>7} {'skipped':>7} {'crashed':>7} {'not run':>7}")
    tot = dict.fromkeys(["native_passed", "passed", "failed", "skipped", "crashed", "not_run"], 0)
    for r in rows:
        flag = "" if r["imported"] else "  (import failed)"
        print(f"{r['module']:46} {r['native_passed']:>7} {r['passed']:>7} {r['failed']:>7} {r['skipped']:>7} "
              f"{r['crashed']:>7} {r['not_run']:>7}{flag}")
        for k in tot:
            tot[k] += r[k]
    pct = 100.0 * tot["passed"] / tot["native_passed"] if tot["native_passed"] else 0.0
    print(f"{'total':46} {tot['native_passed']:>7} {tot['passed']:>7} {tot['failed']:>7} {tot['skipped']:>7} "
          f"{tot['crashed']:>7} {tot['not_run']:>7}")
    print(f"passed here: {pct:.1f}% of the natively passing tests of the modules run (target: 90%)")


def write_summary(out_dir, host, rows, complete):
    """After every module, so that a run cut short leaves its results."""
    tot = {k: sum(r[k] for r in rows) for k in ["native_passed", "passed", "failed", "skipped", "crashed", "not_run"]}
    pct = 100.0 * tot["passed"] / tot["native_passed"] if tot["native_passed"] else 0.0
    summary = {"host": host, "numpy": "2.2.5", "complete": complete, "totals": tot,
               "percent_of_native_passed": round(pct, 2),
               "modules": [{k: v for k, v in r.items() if k != "failures"} for r in rows]}
    with open(os.path.join(out_dir, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--native-py", required=True)
    p.add_argument("--host", choices=["node", "chromium", "both"], default="node")
    p.add_argument("--modules", nargs="*", default=None,
                   help="numpy-relative test files (e.g. _core/tests/test_abc.py) or name fragments")
    p.add_argument("--chunk-timeout", type=int, default=600)
    p.add_argument("--module-budget", type=int, default=1800)
    p.add_argument("--refresh-native", action="store_true")
    p.add_argument("--out", default=os.path.join(ROOT, "out/bench/numpy"))
    args = p.parse_args()
    cache_dir = os.path.join(os.environ.get("BRYTORCH_CACHE", os.path.expanduser("~/.cache/brytorch")), "bench")
    os.makedirs(cache_dir, exist_ok=True)
    native = native_outcomes(args.native_py, os.path.join(cache_dir, "numpy-native.json"), args.refresh_native)
    # small modules first: a run cut short still covers most modules
    sizes = {}
    for k in native:
        sizes[module_of(k)] = sizes.get(module_of(k), 0) + 1
    modules = sorted(sizes, key=lambda m: (sizes[m], m))
    if args.modules:
        modules = [m for m in modules if any(sel == m or sel in m for sel in args.modules)]
    hosts = ["node", "chromium"] if args.host == "both" else [args.host]
    for host in hosts:
        out_dir = os.path.join(args.out, host)
        os.makedirs(out_dir, exist_ok=True)
        rows = []
        for i, module_path in enumerate(modules, 1):
            t0 = time.time()
            log(f"{host}: [{i}/{len(modules)}] {module_path} ...")
            ours, ended = run_module(host, module_path, args.chunk_timeout, args.module_budget)
            row = compare(native, ours, module_path, ended)
            row["seconds"] = round(time.time() - t0, 1)
            rows.append(row)
            log(f"{host}: [{i}/{len(modules)}] {module_path}: {row['passed']}/{row['native_passed']} "
                f"passed ({row['failed']} failed, {row['skipped']} skipped, {row['crashed']} crashed, "
                f"{row['not_run']} not run) in {row['seconds']:.0f} s")
            with open(os.path.join(out_dir, module_path.replace("/", ".") + ".json"), "w") as f:
                json.dump({"row": row, "here": ours}, f, indent=1, sort_keys=True)
            write_summary(out_dir, host, rows, complete=i == len(modules))
        print_table(host, rows)
        log(f"{host}: wrote {out_dir}/summary.json and one JSON per module")


if __name__ == "__main__":
    main()
