"""Which of PyTorch 2.6.0's top-level test/test_*.py import here, next to native PyTorch
(`./brytorch bench upstream --imports`; issue 14, part 5).

Both sides import every file as a module in one process, torch first, in the same order; a
module that raises records the exception's type and first line. Here the imports run in
chunks (suite_bench.run_program): a crash or timeout costs the module being imported, and the
next chunk resumes after it. Writes out/bench/upstream/imports/<host>.json (apart from the
suites' per-host directories, whose JSONs are one per test file) and prints the
count and the failures grouped by their first line.
"""
import collections
import json
import os
import subprocess
import time

import suite_bench

# Shared by both sides: CPython runs it natively, Brython here. Each module is one step of
# a top-level loop, so the runtime pauses (and frees) between imports.
PROGRAM = """\
import tempfile
tempfile.tempdir = "/tmp"
import importlib, json, sys, traceback
import torch
for name in {names!r}:
    print("@@START " + json.dumps(name), flush=True)
    try:
        importlib.import_module(name)
        rec = {{"outcome": "imported", "reason": ""}}
    except BaseException as e:   # SystemExit and unittest.SkipTest count as failures too
        first = (str(e).splitlines() or [""])[0]
        rec = {{"outcome": "failed", "reason": (type(e).__name__ + ": " + first)[:300]}}
    print("@@RESULT " + json.dumps(dict(rec, id=name)), flush=True)
print("@@END", flush=True)
"""


def modules_of(test_dir):
    return sorted(f[:-3] for f in os.listdir(test_dir) if f.startswith("test_") and f.endswith(".py"))


def native_imports(native_py, test_dir, names):
    """{name: record} on native PyTorch, cached by the list of names."""
    cache = os.path.join(suite_bench.CACHE, "upstream-native", "imports.json")
    if os.path.exists(cache):
        with open(cache) as f:
            cached = json.load(f)
        if cached.get("names") == names:
            return cached["results"]
    proc = subprocess.run([native_py, "-c", PROGRAM.format(names=names)], cwd=test_dir,
                          capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=test_dir))
    results = {}
    for line in proc.stdout.splitlines():
        if line.startswith("@@RESULT "):
            rec = json.loads(line[9:])
            results[rec.pop("id")] = rec
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    with open(cache, "w") as f:
        json.dump({"names": names, "results": results}, f)
    return results


def our_imports(suite, host, names, chunk_timeout):
    results = {}
    while True:
        left = [n for n in names if n not in results]
        if not left:
            return results
        got, running, ended, last_lines = suite_bench.run_program(suite, host, PROGRAM.format(names=left), chunk_timeout)
        why = f" (its last output: {last_lines})" if ended == "crashed" and last_lines else ""
        results.update(got)
        if ended == "done":
            return results
        if running is None:   # died before the first import (torch itself)
            for n in left:
                results.setdefault(n, {"outcome": "crashed", "reason": f"{ended} before the imports{why}"})
            return results
        results[running] = {"outcome": "crashed", "reason": f"{ended} while importing{why}"}
        suite_bench.log(suite, f"{host}: imports: {len(results)}/{len(names)} done; {ended} in {running}")


def census(suite, native_py, test_dir, hosts, out_root, chunk_timeout):
    names = modules_of(test_dir)
    suite_bench.log(suite, f"native: importing {len(names)} test files")
    native = native_imports(native_py, test_dir, names)
    for host in hosts:
        t0 = time.time()
        suite_bench.log(suite, f"{host}: importing {len(names)} test files")
        ours = our_imports(suite, host, names, chunk_timeout)
        native_ok = [n for n in names if native.get(n, {}).get("outcome") == "imported"]
        ours_ok = [n for n in native_ok if ours.get(n, {}).get("outcome") == "imported"]
        failures = {n: ours.get(n, {"outcome": "not run", "reason": ""}) for n in native_ok if n not in ours_ok}
        summary = {"host": host, "test_files": len(names), "native_imported": len(native_ok),
                   "imported": len(ours_ok), "seconds": round(time.time() - t0),
                   "failed_where_native_imported": failures,
                   "native_failures": {n: native.get(n) for n in names if n not in native_ok}}
        out_dir = os.path.join(out_root, "imports")
        os.makedirs(out_dir, exist_ok=True)
        with open(os.path.join(out_dir, host + ".json"), "w") as f:
            json.dump(summary, f, indent=1, sort_keys=True)
        print(f"\nPyTorch 2.6.0's top-level test files that import, on {host}: {len(ours_ok)} of the "
              f"{len(native_ok)} that import natively ({len(names)} files; {summary['seconds']} s)")
        causes = collections.Counter(rec["reason"] for rec in failures.values())
        for reason, count in causes.most_common():
            who = [n for n, rec in failures.items() if rec["reason"] == reason]
            print(f"  {count:3}  {reason}\n       {', '.join(who)}")
        suite_bench.log(suite, f"{host}: wrote {out_dir}/{host}.json")
