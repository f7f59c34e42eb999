"""Checks one host's run of the upstream tier against tests/upstream/expected.py.

Reads out/test/upstream/<host>/<suite>.json (written by tools/bench/lib/suite_bench.py: the
native outcome of every test, and ours). One outcome line per test that passes natively (the
tiers' protocol, tools/test/outcomes.py): PASS if it passed here and is not a known failure,
KNOWN if it did not pass here and is one (a strict expected failure); FAIL otherwise, with
the reason. A suite whose count of natively passing tests is not the expected one fails too
(the oracle or the collection changed). Then a line per suite and "N passed, N failed".

Usage: upstream_check.py OUT_DIR HOST
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "upstream"))
import expected  # noqa: E402


def check(out_dir, host):
    passed, failed = 0, 0

    def fail(text):
        nonlocal failed
        failed += 1
        print(f"FAIL {text}")

    print("@@BEGIN")   # the tiers' protocol: tools/test/outcomes.py
    for suite, count in expected.SUITES.items():
        path = os.path.join(out_dir, host, suite + ".json")
        if not os.path.exists(path):
            fail(f"{suite}: no result ({path} missing)")
            continue
        with open(path) as f:
            data = json.load(f)
        natively_passing = sorted(k for k, v in data["native"].items() if v == "passed")
        print(f"@@COLLECTED {len(natively_passing)} {suite}")
        if len(natively_passing) != count:
            fail(f"{suite}: {len(natively_passing)} tests pass natively, expected {count}")
        for nodeid in natively_passing:
            rec = data["here"].get(nodeid)
            known = expected.KNOWN_FAILURES.get(nodeid)
            if rec is None:
                fail(f"{nodeid}: did not run here")
            elif rec["outcome"] == "passed" and known:
                fail(f"{nodeid}: passes now but is listed as a known failure ({known}): "
                     "take it off tests/upstream/expected.py")
            elif rec["outcome"] == "passed":
                passed += 1
                print(f"PASS {nodeid}")
            elif known:   # a strict expected failure that failed: an outcome, not a pass
                print(f"KNOWN {nodeid}: {known}")
            else:
                fail(f"{nodeid}: {rec['outcome']}: {rec.get('reason', '')[:200]}")
        for nodeid in expected.KNOWN_FAILURES:
            if nodeid.startswith(suite + ".py::") and nodeid not in natively_passing:
                fail(f"{nodeid}: listed as a known failure but does not pass natively")
        row = data["row"]
        print(f"{suite} on {host}: {row['passed']} of {count} natively passing tests passed here "
              f"({row['seconds']:.0f} s)")
    print(f"{passed} passed, {failed} failed")
    print("@@END")
    return failed == 0


if __name__ == "__main__":
    sys.exit(0 if check(sys.argv[1], sys.argv[2]) else 1)
