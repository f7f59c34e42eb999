"""The fuzzer of bad input: N random torch calls (tools/fuzz/calls.py) run on native PyTorch
2.6.0 and on BryTorch, compared call by call.

    fuzz.py --native-py PY [--calls N] [--seed S] [--host node|chromium] [--check KNOWN.py]

Per call, BryTorch's outcome is one of: agrees with native; a trap (a wasm trap, a fatal
error, or the runtime died); a hang (no output for --hang-seconds); or a divergence: native
raised and BryTorch did not, or the reverse, the exception types differ, or the results
differ (shape, dtype, or values beyond float tolerance). After a trap, hang or crash the run
goes on in a fresh process from the next call. Writes out/bench/fuzz/<host>-s<S>-n<N>.json
and ends with the line "fuzz: N calls, T traps, H hangs, D divergences".

--check KNOWN.py: the test tier's mode. One outcome line per call in the tiers' protocol
(tools/test/outcomes.py): PASS when BryTorch agrees with native, KNOWN for a divergence
listed in KNOWN.py's KNOWN_DIVERGENCES ("seed:i" -> (kind, cause)) of that kind, FAIL for
anything else, traps and hangs included, and for listed entries that no longer diverge.
"""
import argparse
import collections
import json
import math
import os
import queue
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import calls as call_gen  # noqa: E402

TRAP_WORDS = ("wasm trap", "Fatal Python error", "memory access out of bounds", "unreachable",
              "null function", "table index is out of bounds", "RuntimeError: Aborted")


def program(calls, first):
    with open(os.path.join(HERE, "runner.py")) as f:
        runner = f.read()
    return f"CALLS = {calls!r}\nFIRST = {first}\n" + runner


def run_process(cmd, hang_seconds, on_line):
    """Runs cmd, feeding each stdout line to on_line; returns 'done', 'hang' or 'died'."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            cwd=ROOT, start_new_session=True)   # a hang kills the whole group
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l) for l in proc.stdout] + [lines.put(None)],
                     daemon=True).start()
    done = False
    while True:
        try:
            line = lines.get(timeout=hang_seconds)
        except queue.Empty:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return "hang"
        if line is None:
            break
        line = line.rstrip("\n")
        if line == "@@DONE":
            done = True
        on_line(line)
    proc.wait()
    return "done" if done else "died"


def run_side(calls, cmd_for, hang_seconds, label):
    """Runs every call, restarting after a crash or hang. Returns {i: outcome}."""
    results, start, path = {}, 0, os.path.join(ROOT, "out", "fuzz", f"program-{label}.py")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    while start < len(calls):
        current = {"i": None}

        def on_line(line):
            if line.startswith("@@CALL "):
                current["i"] = int(line[7:])
            elif line.startswith("@@R "):
                r = json.loads(line[4:])
                results[r["i"]] = r
                if len(results) % 500 == 0:
                    print(f"[fuzz] {label}: {len(results)}/{len(calls)} calls", flush=True)
        with open(path, "w") as f:
            f.write(program(calls, start))
        tail = collections.deque(maxlen=20)   # the last lines, shown if the program fails to start

        def on_line_kept(line):
            on_line(line)
            tail.append(line)
        status = run_process(cmd_for(path), hang_seconds, on_line_kept)
        if status == "done":
            break
        if current["i"] is None:   # the program did not get to its first call: a setup error
            sys.exit(f"[fuzz] {label}: the program stopped before its first call:\n" + "\n".join(tail))
        i = current["i"] if current["i"] is not None else start
        if i not in results:
            results[i] = {"i": i, "exc": "(hang)" if status == "hang" else "(process died)", "msg": ""}
        print(f"[fuzz] {label}: call {i} ({calls[i]['op']}): {status}; going on from {i + 1}", flush=True)
        start = i + 1
    return results


def close(a, b):
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k]) for k in a)
    if isinstance(a, float) and isinstance(b, float):
        return a == b or abs(a - b) <= 1e-4 * max(abs(a), abs(b)) + 1e-5
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) and not isinstance(b, bool):
        return close(float(a), float(b))
    return a == b


def classify(native, ours):
    """(kind, detail): kind is agree, trap, hang, native_raised, brytorch_raised,
    exception_type or result."""
    exc = ours.get("exc")
    if exc == "(hang)":
        return "hang", ""
    if exc == "(process died)" or (exc and any(w in ours.get("msg", "") for w in TRAP_WORDS)):
        return "trap", f"{exc}: {ours.get('msg', '')}"
    if "exc" in native and not exc:
        return "native_raised", f"native {native['exc']}: {native['msg']}"
    if exc and "exc" not in native:
        return "brytorch_raised", f"{exc}: {ours['msg']}"
    if exc and exc != native["exc"]:
        return "exception_type", f"{exc} where native raised {native['exc']} ({ours['msg']} | {native['msg']})"
    if not exc and not close(native["res"], ours["res"]):
        return "result", f"{json.dumps(ours['res'])[:150]} vs native {json.dumps(native['res'])[:150]}"
    return "agree", ""


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--native-py", required=True)
    p.add_argument("--calls", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--host", default="node", choices=["node", "chromium"])
    p.add_argument("--hang-seconds", type=float, default=120)
    p.add_argument("--check", metavar="KNOWN.py")
    args = p.parse_args()
    calls = call_gen.generate(args.seed, args.calls)
    start = time.time()
    native = run_side(calls, lambda path: [args.native_py, path], args.hang_seconds, "native")
    native_s = time.time() - start
    ours = run_side(calls, lambda path: ["node", "web/cli/run.mjs", "--host", args.host, "--torch",
                                         "--timeout", "86400", path], args.hang_seconds, args.host)
    ours_s = time.time() - start - native_s
    rows = []
    for call in calls:
        i = call["i"]
        n = native.get(i, {"i": i, "exc": "(native did not run it)", "msg": ""})
        o = ours.get(i, {"i": i, "exc": "(process died)", "msg": ""})
        kind, detail = classify(n, o)
        rows.append({"i": i, "op": call["op"], "kind": kind, "detail": detail, "args": call["args"]})
    counts = {}
    for r in rows:
        counts[r["kind"]] = counts.get(r["kind"], 0) + 1
    out_dir = os.path.join(ROOT, "out", "bench", "fuzz")
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, f"{args.host}-s{args.seed}-n{args.calls}.json"), "w") as f:
        json.dump({"seed": args.seed, "calls": args.calls, "host": args.host, "counts": counts,
                   "native_seconds": native_s, "brytorch_seconds": ours_s,
                   "rows": [r for r in rows if r["kind"] != "agree"]}, f, indent=1)
    status = check(rows, args) if args.check else 0
    traps, hangs = counts.get("trap", 0), counts.get("hang", 0)
    divergences = sum(v for k, v in counts.items() if k not in ("agree", "trap", "hang"))
    print(f"[fuzz] {args.host}: {native_s:.0f} s native, {ours_s:.0f} s BryTorch; by kind: "
          + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    if not args.check:
        for kind in ("trap", "hang", "native_raised", "brytorch_raised", "exception_type", "result"):
            for r in [r for r in rows if r["kind"] == kind][:8]:
                print(f"  {kind:15} #{r['i']} {r['op']}: {r['detail'][:160]}")
    print(f"fuzz: {len(calls)} calls, {traps} traps, {hangs} hangs, {divergences} divergences")
    return status


def check(rows, args):
    """The tier's outcome lines (see the module docstring)."""
    namespace = {}
    with open(args.check) as f:
        exec(compile(f.read(), args.check, "exec"), namespace)
    known = namespace["KNOWN_DIVERGENCES"]
    print("@@BEGIN")
    print(f"@@COLLECTED {len(rows)} fuzz calls (seed {args.seed})")
    failed = 0
    for r in rows:
        key, label = f"{args.seed}:{r['i']}", f"fuzz#{r['i']} {r['op']}"
        entry = known.get(key)
        if r["kind"] == "agree" and not entry:
            print(f"PASS {label}")
        elif r["kind"] == "agree":
            failed += 1
            print(f"FAIL {label}: agrees with native now, but is listed as a known divergence ({entry[1]}): remove the entry")
        elif entry and entry[0] == r["kind"]:
            print(f"KNOWN {label}: {entry[1]}")
        else:
            failed += 1
            print(f"FAIL {label}: {r['kind']}: {r['detail'][:200]}")
    print("@@END")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
