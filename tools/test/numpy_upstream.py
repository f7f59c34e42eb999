"""The numpy tier's upstream part: tests/numpy/upstream_subset.py's test files of numpy's own
suite on one host, each test's outcome next to native numpy's (the same oracle and runner as
`./brytorch bench numpy`: tools/bench/lib/numpy_suite.py). Prints PASS/FAIL/KNOWN per test
that passes natively, then `N passed, N failed`:
  PASS   passes natively and here;
  FAIL   passes natively and not here (and is not a known failure), or a known failure that
         now passes (the entry is stale), or a test native pytest ran that did not run here;
  KNOWN  a known failure that still fails (its cause is printed).
Tests that do not pass natively are not counted (the native outcome is their oracle)."""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools/bench/lib"))
sys.path.insert(0, os.path.join(ROOT, "tests/numpy"))
import numpy_suite  # noqa: E402
from upstream_subset import KNOWN_FAILURES, MODULES  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--host", required=True, choices=["node", "chromium"])
    p.add_argument("--native-py", required=True)
    args = p.parse_args()
    cache = os.path.join(os.environ.get("BRYTORCH_CACHE", os.path.expanduser("~/.cache/brytorch")),
                         "bench", "numpy-native-subset.json")
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    native = numpy_suite.native_outcomes(args.native_py, cache, refresh=False, files=MODULES)
    passed = failed = known = 0
    print("@@BEGIN")   # the tiers' protocol: tools/test/outcomes.py
    for module in MODULES:
        ours, ended = numpy_suite.run_module(args.host, module, chunk_timeout=600, budget=900)
        nat = {k: v for k, v in native.items() if numpy_suite.module_of(k) == module}
        print(f"@@COLLECTED {sum(1 for v in nat.values() if v['outcome'] == 'passed')} {module}")
        if not nat:
            print(f"FAIL {module}: native pytest ran no test of it")
            failed += 1
        for nodeid in sorted(nat):
            if nat[nodeid]["outcome"] != "passed":
                continue
            here = ours.get(nodeid, {"outcome": "not run", "reason": f"did not run here ({ended})"})
            ok = here["outcome"] == "passed"
            if nodeid in KNOWN_FAILURES:
                if ok:
                    print(f"FAIL {nodeid}: listed as a known failure but passes (remove the entry)")
                    failed += 1
                else:
                    print(f"KNOWN {nodeid}: {KNOWN_FAILURES[nodeid]}")
                    known += 1
            elif ok:
                print(f"PASS {nodeid}")
                passed += 1
            else:
                print(f"FAIL {nodeid}: {here['outcome']}: {here.get('reason', '')}")
                failed += 1
    stale = [k for k in KNOWN_FAILURES if k not in native]
    for nodeid in stale:
        print(f"FAIL {nodeid}: a known failure that native pytest did not run (stale entry)")
        failed += 1
    if known:
        print(f"{known} known failures, each failed as expected (causes above)")
    print(f"{passed} passed, {failed} failed")
    print("@@END")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
