"""The engine of the test-suite dashboards (`./brytorch bench numpy`, `./brytorch bench
upstream`): an upstream test suite run here under brytorch_pytest, test by test, next to the
same tests' native outcomes.

A Suite (numpy_suite.py, upstream_suite.py) says which bundles and runtime the programs
need, how a test file is imported, and how native outcomes are obtained. The engine runs one
test file per process (Node) or page (Chromium), in chunks: a chunk that crashes or runs past
its timeout costs only the test it was running (recorded as "crashed"; a test a timeout
interrupted first runs once more, first in the next chunk), and the next chunk resumes after it (the finished tests are deselected), until the file's time budget is spent
(the rest is "not run"). Node ids are the native ones: "<dir>/<file>.py::<Class>::<test>".
A target is a test file, or one class of it ("<file>.py::<Class>": a slice of a suite too big
to run whole, test_ops's TestCommonCPU), which both sides select by that node id prefix.

With a shard (I, N) a run takes only the tests brytorch_shard.shard_of gives I, and merges
them into what earlier runs of the other shards of the same N wrote for that file, so N runs
(one after another, or side by side on N cores) make one file's row.
"""
import collections
import fcntl
import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(ROOT, "web/runtime/python"))
from brytorch_shard import shard_of  # noqa: E402  (the rule the programs select with)

CACHE = os.path.join(os.environ.get("BRYTORCH_CACHE", os.path.expanduser("~/.cache/brytorch")), "bench")
PASSING = ("passed",)   # native outcomes that count; xpassed is "passed" on both sides
PROGRESS_EVERY_S = 60   # a line on how far a running chunk got, at most this often
COUNTS = ["native_passed", "passed", "failed", "errors", "skipped", "crashed", "not_run", "structural"]
# "structural": did not pass here for a reason the suite's rules list (Suite.structural:
# tests/upstream/structural.py), counted apart from failed/errors/skipped and never as passed.

PROGRAM = """\
import tempfile
tempfile.tempdir = "/tmp"   # Brython's os cannot probe for one; nothing here writes to it
import brytorch_pytest
# A top-level loop pauses between tests, so each test's dead tensors are freed before the
# next (docs/memory.md); run() would keep them all until the end of the file.
for _ in brytorch_pytest.steps([{module!r}], keyword={keyword!r}, deselect={deselect!r}, events=True, shard={shard!r}):
    pass
print("@@END")
"""


@dataclass
class Suite:
    name: str              # "numpy", "upstream": the log prefix and out/bench/<name>/
    title: str             # the table's heading
    runtime_flags: list    # `run` flags: ["--numpy"] or ["--torch"]
    bundles: list          # VFS bundles the programs need, relative to the checkout
    dotted: object         # test file path -> the module name brytorch_pytest imports
    target: str = ""       # the target percentage, said under the table
    extra: dict = field(default_factory=dict)
    structural: object = None   # (nodeid, message) -> the structural cause or None


def log(suite, msg):
    print(f"[bench/{suite.name}] {msg}", file=sys.stderr, flush=True)


def module_of(nodeid):
    """'_core/tests/test_abc.py::X::y' -> '_core/tests/test_abc.py'"""
    return nodeid.split("::", 1)[0]


def split_target(target):
    """'test_ops.py::TestCommonCPU' -> ('test_ops.py', 'TestCommonCPU'); a file -> (file, None)."""
    path, _, cls = target.partition("::")
    return path, cls or None


def in_target(nodeid, target):
    """Whether a test id belongs to a target (a test file, or one class of it)."""
    path, cls = split_target(target)
    parts = nodeid.split("::")
    return parts[0] == path and (cls is None or (len(parts) > 2 and parts[1] == cls))


def native_pytest(suite, native_py, cwd, pytest_args, cache, selection):
    """{nodeid: {"outcome", "reason"}} of native pytest with `pytest_args` (run in `cwd`),
    written by the pytest_outcomes plugin and kept in `cache` with `selection`, what was
    asked for (reused while the same selection is asked for)."""
    if os.path.exists(cache):
        with open(cache) as f:
            cached = json.load(f)
        if cached.get("selection") == selection:
            return cached["outcomes"]
    log(suite, f"native: pytest on {selection} (cached in {cache})")
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)),
               PYTEST_OUTCOMES=cache + ".tmp")
    subprocess.call([native_py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "pytest_outcomes",
                     *pytest_args], cwd=cwd, env=env, stdout=subprocess.DEVNULL)
    with open(cache + ".tmp") as f:
        results = json.load(f)
    with open(cache, "w") as f:
        json.dump({"selection": selection, "outcomes": results}, f)
    os.unlink(cache + ".tmp")
    return results


def prefix_of(module_path):
    """What the programs' node ids lack: "_core/tests/" for "_core/tests/test_x.py"."""
    return module_path.rsplit("/", 1)[0] + "/" if "/" in module_path else ""


def in_shards(nodeid, module_path, count, shards):
    return shard_of(nodeid[len(prefix_of(module_path)):], count) in shards


def run_chunk(suite, host, module_path, deselect, timeout, shard=None, progress=None):
    """One process/page: (results {id: rec}, started-but-unfinished id or None, how it ended,
    its last lines of output that were not events).
    progress(count) is told how many tests this chunk finished, about once a minute."""
    prefix = prefix_of(module_path)
    path, cls = split_target(module_path)
    program = PROGRAM.format(module=suite.dotted(path), keyword=f"{cls}::" if cls else None,
                             deselect=sorted(d[len(prefix):] for d in deselect),
                             shard=tuple(shard) if shard else None)
    return run_program(suite, host, program, timeout, prefix, progress)


def output_lines(proc, deadline):
    """The lines `proc` writes (stdout and stderr together), as they come, then None; or
    "timeout" once `deadline` (time.time()) passes first. While waiting for a line, yields
    "" about once a second so that the caller can report progress."""
    lines = queue.Queue()

    def read():
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)
    threading.Thread(target=read, daemon=True).start()
    while True:
        left = deadline - time.time()
        if left <= 0:
            yield "timeout"
            return
        try:
            line = lines.get(timeout=min(left, 1.0))
        except queue.Empty:
            yield ""
            continue
        yield line
        if line is None:
            return


def run_program(suite, host, program, timeout, prefix="", progress=None):
    """Runs `program` in one process/page; it reports with @@START <json id>, @@RESULT <json
    record with "id"> and @@END lines. Returns (results {prefix + id: rec}, the started but
    unfinished id or None, how it ended: "done", "timeout" or "crashed", and its last three
    lines of output that were not events, for the reason of a crash). progress(count), if
    given, hears how many tests finished, at most every PROGRESS_EVERY_S seconds."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(program)
    cmd = ["node", os.path.join(ROOT, "web/cli/run.mjs"), "--host", host, "--timeout", str(timeout),
           *suite.runtime_flags, *[a for b in suite.bundles for a in ("--bundle", b)], f.name]
    results, running, ended = {}, None, "crashed"
    tail = collections.deque(maxlen=3)   # the last lines that were not events: why it ended
    next_report = time.time() + PROGRESS_EVERY_S
    # its own process group, so that a stop takes the host's children (node, Chromium) too
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, errors="replace", start_new_session=True)
    try:
        for line in output_lines(proc, time.time() + timeout + 120):
            if line is None:
                break
            if line == "timeout":   # the host's own --timeout did not end it: stopped below
                ended = "timeout"
                break
            if progress and time.time() >= next_report:
                progress(len(results))
                next_report = time.time() + PROGRESS_EVERY_S
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
            if not line.startswith("@@") and line.strip():
                tail.append(line.strip()[:200])
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)   # nothing of a chunk outlives it
        except ProcessLookupError:
            pass
        proc.wait()
        proc.stdout.close()
        os.unlink(f.name)
    return results, running, ended, " | ".join(tail)


def run_module(suite, host, module_path, chunk_timeout, budget, progress=None, shard=None):
    results, start = {}, time.time()
    retried = None   # the test a chunk's timeout interrupted, run again first in the next chunk
    while True:
        left = budget - (time.time() - start)
        if left < 30:
            return results, "budget"
        done_before = len(results)
        got, running, ended, last_lines = run_chunk(
            suite, host, module_path, set(results), min(chunk_timeout, int(left)), shard,
            progress and (lambda count: progress(f"{done_before + count} tests done")))
        why = f" (its last output: {last_lines})" if ended == "crashed" and last_lines else ""
        results.update(got)
        if ended == "done":
            return results, "done"
        if running is None and ended == "timeout" and got:
            # the time ran out between two tests of a chunk that made progress: go on
            if progress:
                progress(f"{len(results)} tests done; the chunk's time ran out between tests, going on")
            continue
        if running is None and ended == "crashed" and got:
            # the process or page died between two tests of a chunk that made progress (a
            # test's leftovers took the page's memory, say): the next chunk goes on after them
            if progress:
                progress(f"{len(results)} tests done; the {host} process died between tests, going on")
            continue
        if running is None:   # died outside any test (import, collection, or the host)
            results.setdefault(module_path, {"outcome": "crashed", "reason": f"{ended} outside a test{why}"})
            return results, ended
        # A timeout stops whatever test was running when the chunk's time ran out, most often
        # a quick one after thousands of others: it runs again, first in the next chunk, and
        # counts as crashed only if it is still running when that chunk's time runs out too.
        if ended == "timeout" and running != retried:
            retried = running
            if progress:
                progress(f"{len(results)} tests done; the chunk's time ran out in {running}, running it again first")
            continue
        results[running] = {"outcome": "crashed", "reason": f"{ended} while this test ran{why}"}
        if progress:
            progress(f"{len(results)} tests done; {ended} in {running}, resuming after it")


def structural_rules():
    """tests/upstream/structural.py (the one list of structural causes, upstream's and numpy's)
    as a module."""
    import importlib.util
    if "brytorch_structural" not in sys.modules:
        path = os.path.join(ROOT, "tests/upstream/structural.py")
        spec = importlib.util.spec_from_file_location("brytorch_structural", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module   # dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules["brytorch_structural"]


def compare(native, ours, module_path, ended, shards=None, structural=None):
    """One row: of the tests that pass natively, how each ended here. shards: {"count": N,
    "done": [I...]}, the row covers only the native tests of those shards. structural:
    (nodeid, message) -> cause or None; a test it names counts as "structural"."""
    nat = {k: v for k, v in native.items() if in_target(k, module_path)}
    if shards:
        nat = {k: v for k, v in nat.items() if in_shards(k, module_path, shards["count"], shards["done"])}
    row = {"module": module_path, "ended": ended,
           "imported": not (module_path in ours and ours[module_path]["outcome"] in ("error", "crashed")),
           "native_tests": len(nat), "unmatched_here": 0, "failures": []}
    row.update(dict.fromkeys(COUNTS, 0))
    row["native_passed"] = sum(v["outcome"] in PASSING for v in nat.values())
    for nodeid, v in nat.items():
        if v["outcome"] not in PASSING:
            continue
        here = ours.get(nodeid)
        if here is None:
            # an id this platform cannot make (numpy's per-CPU SIMD targets) is structural
            # when a rule names it with an empty message; any other missing id did not run
            cause = structural(nodeid, "") if structural else None
            if cause:
                row["structural"] += 1
                row["failures"].append({"id": nodeid, "outcome": "not run", "reason": "", "structural": cause})
            else:
                row["not_run"] += 1
            continue
        o = here["outcome"]
        key = {"passed": "passed", "skipped": "skipped", "crashed": "crashed", "error": "errors"}.get(o, "failed")
        cause = structural(nodeid, here.get("reason", "")) if structural and key not in ("passed", "crashed") else None
        if cause:
            key = "structural"
        row[key] += 1
        if key != "passed":
            failure = {"id": nodeid, "outcome": o, "reason": here.get("reason", "")}
            if cause:
                failure["structural"] = cause
            row["failures"].append(failure)
    row["failed_where_native_passed"] = row["failed"] + row["errors"]
    row["unmatched_here"] = sum(1 for k in ours if k not in nat and k != module_path)
    return row


def print_table(suite, host, rows):
    print(f"\n{suite.title} on {host}, of the tests that pass natively:")
    width = max([46] + [len(r["module"]) + 1 for r in rows])
    heads = ["native", "passed", "failed", "errors", "skipped", "crashed", "not run", "struct."]
    print(f"{'test file':{width}}" + "".join(f" {h:>7}" for h in heads))
    tot = dict.fromkeys(COUNTS, 0)
    for r in rows:
        flag = ("" if r["imported"] else "  (import failed)") + ("  (earlier run)" if r.get("earlier_run") else "")
        if r.get("shards"):
            flag += f"  (shards {','.join(map(str, r['shards']['done']))} of {r['shards']['count']})"
        print(f"{r['module']:{width}}" + "".join(f" {r.get(k, 0):>7}" for k in COUNTS) + flag)
        for k in tot:
            tot[k] += r.get(k, 0)
    print(f"{'total':{width}}" + "".join(f" {tot[k]:>7}" for k in COUNTS))
    pct = 100.0 * tot["passed"] / tot["native_passed"] if tot["native_passed"] else 0.0
    print(f"passed here: {pct:.1f}% of the natively passing tests of the files run" +
          (f" (target: {suite.target})" if suite.target else ""))
    if tot["structural"]:
        runnable = tot["native_passed"] - tot["structural"]
        print(f"  {100.0 * tot['passed'] / runnable:.1f}% of the {runnable} that are not structural "
              f"({tot['structural']} cannot pass on wasm32 in a browser: tests/upstream/structural.py)")


def write_summary(suite, out_dir, host, rows, complete, versions):
    """After every file, so that a run cut short leaves its results."""
    tot = {k: sum(r.get(k, 0) for r in rows) for k in COUNTS}
    pct = 100.0 * tot["passed"] / tot["native_passed"] if tot["native_passed"] else 0.0
    summary = {"host": host, **versions, "complete": complete, "totals": tot,
               "percent_of_native_passed": round(pct, 2),
               "modules": [{k: v for k, v in r.items() if k != "failures"} for r in rows]}
    with open(os.path.join(out_dir, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)


def earlier_rows(out_dir, modules, structural=None):
    """The rows of files an earlier run wrote to out_dir and this run does not repeat, marked
    `earlier_run`: running one suite again keeps the others in the summary."""
    stems = set()
    for m in modules:
        path, cls = split_target(m)
        stems.add(((path[:-3] if path.endswith(".py") else path) + (f".{cls}" if cls else "")).replace("/", "."))
    rows = []
    for name in sorted(os.listdir(out_dir)):
        if name.endswith(".json") and name != "summary.json" and name[:-5] not in stems:
            with open(os.path.join(out_dir, name)) as f:
                rows.append(dict(recount(json.load(f), structural), earlier_run=True))
    return rows


def recount(record, structural=None):
    """A file's row from its JSON record, counted again with today's structural rules (the
    outcomes are the run's; only the classification can have changed)."""
    row = record["row"]
    if "native" not in record or "here" not in record:
        return row
    native = {k: {"outcome": v} for k, v in record["native"].items()}
    fresh = compare(native, record["here"], row["module"], row.get("ended", "done"), record.get("shards"), structural)
    return dict(row, **{k: fresh[k] for k in COUNTS + ["failures", "failed_where_native_passed"]})


def merge_shard(path, module_path, ours, seconds, shard):
    """With shard (I, N): ours plus the results of the other shards of the same N that earlier
    runs wrote to `path` (a file-level record, an import failure, is this run's alone), the
    shards done and their seconds. Without a shard: ours alone."""
    if shard is None:
        return ours, None
    index, count = shard
    earlier = {}
    if os.path.exists(path):
        with open(path) as f:
            earlier = json.load(f)
    prev = earlier.get("shards") or {}
    merged, done, times = {}, {index}, {str(index): seconds}
    if prev.get("count") == count:
        kept = set(prev["done"]) - {index}
        done |= kept
        times.update({i: s for i, s in prev.get("seconds", {}).items() if int(i) in kept})
        merged = {k: v for k, v in earlier["here"].items()
                  if k != module_path and in_shards(k, module_path, count, kept)}
    merged.update(ours)
    return merged, {"count": count, "done": sorted(done), "seconds": times}


def run_all(suite, native, modules, hosts, out_root, chunk_timeout, budget, versions, shard=None):
    """Runs `modules` (test file paths, in order) on each host; writes a JSON per file and a
    summary per host under out_root/<host>/, prints a table per host. Returns the rows.
    shard: (I, N) or None, see the module's docstring."""
    all_rows = {}
    for host in hosts:
        out_dir = os.path.join(out_root, host)
        os.makedirs(out_dir, exist_ok=True)
        rows = []
        earlier = earlier_rows(out_dir, modules, suite.structural)
        for i, module_path in enumerate(modules, 1):
            t0 = time.time()
            tag = f"{host}: [{i}/{len(modules)}] {module_path}"
            log(suite, f"{tag} ...")
            expected = sum(1 for k in native if in_target(k, module_path)
                           and (not shard or in_shards(k, module_path, shard[1], [shard[0]])))
            ours, ended = run_module(suite, host, module_path, chunk_timeout, budget,
                                     progress=lambda msg: log(suite, f"{tag}: {msg} (of {expected} native tests; "
                                                                     f"{time.time() - t0:.0f} s)"),
                                     shard=shard)
            path, cls = split_target(module_path)
            stem = (path[:-3] if path.endswith(".py") else path) + (f".{cls}" if cls else "")
            path = os.path.join(out_dir, stem.replace("/", ".") + ".json")
            # shards of one file may run side by side: read, merge and write under a lock
            with open(os.path.join(out_dir, ".lock"), "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                ours, shards = merge_shard(path, module_path, ours, round(time.time() - t0, 1), shard)
                row = compare(native, ours, module_path, ended, shards, suite.structural)
                row["seconds"] = round(sum(shards["seconds"].values()) if shards else time.time() - t0, 1)
                if shards:
                    row["shards"] = shards
                rows.append(row)
                with open(path, "w") as f:
                    mine = {k: v["outcome"] for k, v in native.items() if in_target(k, module_path)}
                    json.dump({"row": row, "here": ours, "native": mine, "shards": shards}, f, indent=1, sort_keys=True)
                write_summary(suite, out_dir, host, earlier + rows, i == len(modules), versions)
            done = f" (shards {','.join(map(str, shards['done']))} of {shards['count']})" if shards else ""
            log(suite, f"{tag}{done}: {row['passed']}/{row['native_passed']} passed ({row['failed']} failed, "
                       f"{row['errors']} errors, {row['skipped']} skipped, {row['crashed']} crashed, "
                       f"{row['not_run']} not run, {row['structural']} structural) in {row['seconds']:.0f} s")
        print_table(suite, host, earlier + rows)
        log(suite, f"{host}: wrote {out_dir}/summary.json and one JSON per test file")
        all_rows[host] = rows
    return all_rows
