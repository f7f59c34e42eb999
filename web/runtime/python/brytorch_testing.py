"""The smallest honest test runner for Python code running on Brython.

    import brytorch_testing
    brytorch_testing.main(["pkg.test_a", "pkg.test_b"])

Collects module-level functions named test_* (in definition order), runs each, and prints
one line per test (PASS / FAIL with the exception) and a final "N passed, N failed" line,
framed by the tiers' accounting lines (@@BEGIN, @@COLLECTED N per module, @@END:
tools/test/outcomes.py).
There is no skip: a test that cannot run here fails with its reason, unless the tier lists it
as a known failure with its cause: it still runs every time, and is reported as KNOWN when it
fails (never as passed), and as FAIL when it passes (the entry is stale: remove it). `main` raises
SystemExit(1) when anything failed, so the host's exit status reflects the result.
"""
import sys


def raises(exc_type, fn, *args, **kwargs):
    """Calls fn(*args, **kwargs) and returns the exc_type exception it raised (or fails)."""
    try:
        fn(*args, **kwargs)
    except exc_type as exc:
        return exc
    raise AssertionError(f"{getattr(fn, '__name__', fn)} did not raise {exc_type.__name__}")


def collects_inside_running_code():
    """Whether gc.collect() can free objects before it returns on this host (Node: a full
    collection after ending the job's WeakRef keep-alive set; a page cannot, Brython overlay
    468): tests of what a collection frees check the other host's behaviour where it cannot."""
    import javascript
    host = javascript.this()
    return hasattr(host, "BryTorchHost") and hasattr(host, "gc")


def _collect(module):
    for name, value in list(vars(module).items()):
        if name.startswith("test_") and callable(value):
            yield name, value


def _describe(exc):
    try:
        text = str(exc)
    except Exception as err:   # a broken __str__ must not take the whole run down
        text = f"<str() of it raised {type(err).__name__}>"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _call(func):
    """Runs one test and returns what it raised, or None when it returned. The outcome is
    decided here, after the try statement, never in a try's `else` clause, which Brython
    can skip after a frame-stack upset (docs/brython-bugs.md); the tier also checks that
    every collected test reported an outcome (tools/test/outcomes.py)."""
    try:
        func()
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: B902 - a test failure of any kind is reported
        return exc
    return None


def run_module(module_name, results, known=None, only=None):
    short = module_name.rpartition(".")[2]
    import_label = f"{short}::(import)"
    try:
        __import__(module_name)
        module = sys.modules[module_name]
    except BaseException as exc:  # an import error fails the whole module, loudly
        print(f"@@COLLECTED 1 {module_name}")
        if known and import_label in known:   # strict: known to fail at import, checked every run
            results["known"] += 1
            print(f"KNOWN {import_label}: {known[import_label]} ({_describe(exc)})")
        else:
            print(f"FAIL {module_name} (import): {_describe(exc)}")
            results["failed"] += 1
        return
    tests = list(_collect(module))
    missing = []
    if only is not None:
        collected = {name for name, _ in tests}
        missing = [name for name in only if name not in collected]
        tests = [(name, func) for name, func in tests if name in only]
    print(f"@@COLLECTED {len(tests) + len(missing) + (1 if known and import_label in known else 0)} {module_name}")
    for name in missing:   # a misspelt name must not pass by running nothing
        results["failed"] += 1
        print(f"FAIL {short}::{name}: no such test in {module_name}")
    if known and import_label in known:
        results["failed"] += 1
        print(f"FAIL {import_label}: imported, but is listed as a known failure ({known[import_label]}): remove the entry")
    for name, func in tests:
        label = f"{short}::{name}"
        expected_to_fail = bool(known) and label in known
        exc = _call(func)
        if exc is not None and expected_to_fail:   # a strict expected failure, as its entry says
            results["known"] += 1
            print(f"KNOWN {label}: {known[label]} ({_describe(exc)})")
        elif exc is not None:
            results["failed"] += 1
            print(f"FAIL {label}: {_describe(exc)}")
        elif expected_to_fail:
            results["failed"] += 1
            print(f"FAIL {label}: passed, but is listed as a known failure ({known[label]}): remove the entry")
        else:
            results["passed"] += 1
            print(f"PASS {label}")


def main(module_names, known_failures=None, only=None):
    """known_failures: {"module::test": cause} of tests that fail for a known cause; they run,
    and are reported on their own line: KNOWN when they fail, FAIL when they pass.
    only: test function names; when given, just those run, and a name a module lacks fails
    in that module (meant for one module: the brython tier's overlay checks run one test)."""
    results = {"passed": 0, "failed": 0, "known": 0}
    print("@@BEGIN")
    for module_name in module_names:
        run_module(module_name, results, known_failures, only)
    print(f"{results['passed']} passed, {results['failed']} failed")
    if results["known"]:
        print(f"{results['known']} known failures, each failed as expected (causes above)")
    print("@@END")
    if results["failed"]:
        raise SystemExit(1)
