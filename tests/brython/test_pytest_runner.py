"""BryTorch's pytest runner (web/runtime/python/brytorch_pytest/ and its `pytest` package)
run on the sample modules in pytest_selftest/: the outcome of every test id and the totals
must be what CPython's real pytest reports for the same files (checked with pytest 9.2:
`58 passed, 1 xpassed, 19 failed, 16 skipped, 6 xfailed, 4 errors` without test_tmp.py;
this runner counts the xpassed test as passed). Only tmp_path differs: Brython cannot write
files, so the runner skips that test with the reason instead of passing it.
pytest_selftest/test_ordering.py checks pytest's reordering around higher-scoped parametrized
fixtures, and that tests which met Brython's frame-stack bugs (docs/brython-bugs.md) leave
the tests after them intact."""
import io
import sys

import brytorch_pytest
from brytorch_pytest.ids import ascii_escaped
from brytorch_pytest.order import reorder_units

PACKAGE = __name__.rpartition(".")[0] + ".pytest_selftest"
MODULES = [f"{PACKAGE}.{m}" for m in
           ("test_sample", "test_broken_import", "test_module_skip", "test_pytestmark")]
ON_BRYTHON = sys.implementation.name.lower() == "brython"

# outcome, test id: in pytest's order, as CPython's pytest reports them ("@teardown": the
# error of a test whose fixture teardown failed, counted besides the test's own outcome).
EXPECTED = """
    passed    test_sample.py::test_pass
    passed    test_sample.py::test_setup_module_and_function_ran
    failed    test_sample.py::test_assert_fails
    failed    test_sample.py::test_error_fails
    failed    test_sample.py::test_chained_error_fails
    passed    test_sample.py::test_raises_context
    passed    test_sample.py::test_raises_callable
    passed    test_sample.py::test_raises_did_not_raise_is_catchable
    failed    test_sample.py::test_raises_not_raised_fails
    failed    test_sample.py::test_raises_match_mismatch_fails
    failed    test_sample.py::test_raises_other_type_fails
    passed    test_sample.py::test_warns
    failed    test_sample.py::test_warns_missing_fails
    passed    test_sample.py::test_recwarn
    passed    test_sample.py::test_filterwarnings_mark_turns_a_warning_into_an_error
    failed    test_sample.py::test_filterwarnings_mark_error_fails
    passed    test_sample.py::test_approx
    failed    test_sample.py::test_approx_fails
    skipped   test_sample.py::test_skip_imperative
    skipped   test_sample.py::test_skip_is_not_an_exception
    failed    test_sample.py::test_fail_imperative_fails
    xfailed   test_sample.py::test_xfail_imperative
    passed    test_sample.py::test_importorskip_present
    skipped   test_sample.py::test_importorskip_missing
    skipped   test_sample.py::test_mark_skip
    skipped   test_sample.py::test_mark_skip_bare
    passed    test_sample.py::test_skipif_false
    skipped   test_sample.py::test_skipif_true
    skipped   test_sample.py::test_skipif_string
    xfailed   test_sample.py::test_xfail_mark
    xfailed   test_sample.py::test_xfail_raises_matching
    failed    test_sample.py::test_xfail_raises_other_fails
    xpassed   test_sample.py::test_xpass
    failed    test_sample.py::test_xpass_strict_fails
    failed    test_sample.py::test_xfail_condition_false_fails
    xfailed   test_sample.py::test_xfail_not_run
    passed    test_sample.py::test_custom_marks
    passed    test_sample.py::test_param_single[1]
    passed    test_sample.py::test_param_single[2]
    failed    test_sample.py::test_param_single[3]
    passed    test_sample.py::test_param_names_string[1-2]
    passed    test_sample.py::test_param_names_string[3-4]
    passed    test_sample.py::test_param_names_tuple_ids[one]
    passed    test_sample.py::test_param_names_tuple_ids[two]
    passed    test_sample.py::test_param_ids_callable[v5]
    passed    test_sample.py::test_param_ids_callable[v6]
    passed    test_sample.py::test_param_stacked[2-0]
    passed    test_sample.py::test_param_stacked[2-1]
    passed    test_sample.py::test_param_stacked[3-0]
    passed    test_sample.py::test_param_stacked[3-1]
    passed    test_sample.py::test_param_values[plain]
    skipped   test_sample.py::test_param_values[2]
    xfailed   test_sample.py::test_param_values[3]
    passed    test_sample.py::test_param_values[text]
    passed    test_sample.py::test_param_values[None]
    passed    test_sample.py::test_param_values[1.5]
    passed    test_sample.py::test_param_values[v6]
    passed    test_sample.py::test_param_values[True]
    passed    test_sample.py::test_param_duplicate_ids[a0]
    passed    test_sample.py::test_param_duplicate_ids[a1]
    skipped   test_sample.py::test_param_empty[NOTSET]
    passed    test_sample.py::TestClass::test_instance_state
    passed    test_sample.py::TestClass::test_new_instance_each_test
    passed    test_sample.py::TestClass::test_class_fixture
    passed    test_sample.py::TestClass::test_method_param[1]
    passed    test_sample.py::TestClass::test_method_param[2]
    failed    test_sample.py::TestClass::test_method_fails
    skipped   test_sample.py::TestSkippedClass::test_a
    skipped   test_sample.py::TestSkippedClass::test_b
    passed    test_sample.py::TestOuter::TestInner::test_nested
    passed    test_sample.py::test_fixture_simple
    passed    test_sample.py::test_fixture_yield
    passed    test_sample.py::test_fixture_teardown_ran
    passed    test_sample.py::test_finalizer_ran
    passed    test_sample.py::test_module_scope_1
    passed    test_sample.py::test_module_scope_2
    passed    test_sample.py::test_fixture_params[p1]
    passed    test_sample.py::test_fixture_params[p2]
    passed    test_sample.py::test_fixture_params_and_mark[x-1]
    passed    test_sample.py::test_fixture_params_and_mark[y-1]
    passed    test_sample.py::test_autouse_and_node_name
    passed    test_sample.py::test_conftest_fixture
    passed    test_sample.py::test_fixture_overrides_conftest
    passed    test_sample.py::test_getfixturevalue
    error     test_sample.py::test_fixture_error
    error     test_sample.py::test_fixture_missing
    skipped   test_sample.py::test_fixture_skip
    passed    test_sample.py::test_teardown_error
    error     test_sample.py::test_teardown_error@teardown
    passed    test_sample.py::test_capsys
    failed    test_sample.py::test_output_shown_fails
    passed    test_sample.py::test_monkeypatch
    passed    test_sample.py::test_monkeypatch_undone
    failed    test_sample.py::UnitTests::test_assert_fails
    failed    test_sample.py::UnitTests::test_error_fails
    xfailed   test_sample.py::UnitTests::test_expected_failure
    passed    test_sample.py::UnitTests::test_ok
    skipped   test_sample.py::UnitTests::test_skipped
    failed    test_sample.py::UnitTests::test_unexpected_success_fails
    passed    test_sample.py::TestFixtureNamedLikeXunitHook::test_fixture_ran
    error     test_broken_import.py
    skipped   test_module_skip.py
    skipped   test_pytestmark.py::test_one
    skipped   test_pytestmark.py::test_two
"""
EXPECTED_TOTALS = "59 passed, 19 failed, 16 skipped, 6 xfailed, 4 errors"

_cache = {}


def _run(keyword=None, modules=MODULES):
    key = (keyword, tuple(modules))
    if key not in _cache:
        out = io.StringIO()
        results = brytorch_pytest.run(modules, keyword=keyword, verbose=True, out=out)
        _cache[key] = (results, out.getvalue())
    return _cache[key]


def _expected():
    pairs = [line.split() for line in EXPECTED.strip().splitlines()]
    return {nodeid: outcome for outcome, nodeid in pairs}


def test_every_id_has_pytests_outcome():
    results, _ = _run()
    got = results.by_id()
    want = _expected()
    missing = sorted(set(want) - set(got))
    extra = sorted(set(got) - set(want))
    wrong = sorted(f"{k}: {got[k]} (want {want[k]})" for k in want if k in got and got[k] != want[k])
    assert not (missing or extra or wrong), f"missing {missing}, extra {extra}, wrong {wrong}"


def test_totals_line_and_status():
    results, text = _run()
    assert results.summary() == EXPECTED_TOTALS
    assert text.rstrip().splitlines()[-1] == EXPECTED_TOTALS
    assert results.status == 1


def test_ids_in_collection_order():
    results, _ = _run()
    order = [r.nodeid for r in results.records]
    want = [line.split()[1].replace("@teardown", "")
            for line in EXPECTED.strip().splitlines()]
    assert order == want, [(a, b) for a, b in zip(order, want) if a != b][:3]


def test_verbose_lines_and_reasons():
    _, text = _run()
    lines = text.splitlines()
    for line in ("test_sample.py::test_pass PASSED",
                 "test_sample.py::test_mark_skip SKIPPED (marked skip)",
                 "test_sample.py::test_mark_skip_bare SKIPPED (unconditional skip)",
                 "test_sample.py::test_xfail_mark XFAIL (known)",
                 "test_sample.py::test_xpass XPASS (passes anyway)",
                 "test_sample.py::test_xfail_not_run XFAIL ([NOTRUN] would crash)",
                 "test_sample.py::test_fixture_skip SKIPPED (fixture skips)",
                 "test_sample.py::test_assert_fails FAILED",
                 "test_sample.py::test_fixture_error ERROR",
                 "test_pytestmark.py::test_one SKIPPED (module pytestmark)",
                 "test_broken_import.py ERROR"):
        assert line in lines, line
    assert any(l.startswith("test_module_skip.py SKIPPED (could not import") for l in lines)


def test_failure_report_shows_traceback_and_output():
    _, text = _run()
    report = text.split("=== failures and errors\n", 1)[1]
    section = report.split("___ test_sample.py::test_assert_fails ___\n", 1)[1].split("___ ")[0]
    assert "in test_assert_fails" in section
    assert "assert x == 2" in section
    assert "AssertionError" in section
    section = report.split("___ test_sample.py::test_output_shown_fails ___\n", 1)[1]
    section = section.split("___ ")[0]
    assert "this output appears in the failure report" in section
    section = report.split("___ test_broken_import.py ___\n", 1)[1].split("___ ")[0]
    assert "brytorch_selftest_no_such_module" in section
    assert "RuntimeError: teardown fails on purpose" in report
    # an exception raised from another shows both, as pytest does
    section = report.split("___ test_sample.py::test_chained_error_fails ___\n", 1)[1].split("___ ")[0]
    assert "KeyError: 'inner'" in section and "RuntimeError: outer" in section
    assert "The above exception was the direct cause of the following exception:" in section
    assert section.index("KeyError") < section.index("direct cause") < section.index("RuntimeError: outer")


def test_module_and_class_teardown_ran():
    _run()
    events = sys.modules[PACKAGE + ".test_sample"].EVENTS
    assert events[0] == "setup_module"
    assert events[-1] == "teardown_module"
    assert "teardown_class" in events


def test_steps_yields_after_each_test_and_runs_class_fixtures_once():
    # steps() runs a unittest class one test at a time (so that a program's loop can pause
    # between them); unittest's contract still holds: setUpClass and tearDownClass run
    # once for the class, around all six tests (counted by hand in test_sample.UnitTests).
    _run()
    events = sys.modules[PACKAGE + ".test_sample"].EVENTS
    before = len(events)
    out = io.StringIO()
    yields = sum(1 for _ in brytorch_pytest.steps([PACKAGE + ".test_sample"], keyword="UnitTests",
                                                  verbose=True, out=out))
    assert yields == 6, (yields, out.getvalue())
    new = events[before:]
    assert new.count("unittest_setup_class") == 1 and new.count("unittest_teardown_class") == 1, new
    assert new.index("unittest_setup_class") < new.index("unittest_teardown_class")
    assert "test_sample.py::UnitTests::test_ok PASSED" in out.getvalue()


def test_deselect_drops_ids_and_their_parametrized_cases():
    out = io.StringIO()
    results = brytorch_pytest.run(MODULES[:1], keyword="param_single or TestClass", out=out, deselect=[
        "test_sample.py::test_param_single", "test_sample.py::TestClass::test_method_param[2]"])
    ids = sorted(results.by_id())
    assert not any(i.startswith("test_sample.py::test_param_single") for i in ids)
    assert "test_sample.py::TestClass::test_method_param[1]" in ids
    assert "test_sample.py::TestClass::test_method_param[2]" not in ids
    assert "test_sample.py::TestClass::test_instance_state" in ids


def test_shards_partition_the_session():
    # FNV-1a test vectors from the algorithm's published reference (not our output): the
    # bench driver computes the same function under CPython (tests/tooling/test_shards.py)
    from brytorch_shard import shard_of
    assert shard_of("a", 2**32) == 0xE40C292C + 1 and shard_of("foobar", 2**32) == 0xBF9CF968 + 1
    everything = brytorch_pytest.run(MODULES[:1], keyword="TestClass", out=io.StringIO()).by_id()
    parts = [brytorch_pytest.run(MODULES[:1], keyword="TestClass", out=io.StringIO(),
                                 shard=(i, 3)).by_id() for i in (1, 2, 3)]
    assert sum(len(p) for p in parts) == len(everything) >= 5, (parts, everything)
    merged = {}
    for i, part in enumerate(parts, 1):
        assert all(shard_of(nodeid, 3) == i for nodeid in part), (i, part)
        merged.update(part)
    assert merged == everything


def test_known_failures_are_strict_and_the_session_is_announced():
    # pytest has no such option: the expected outcomes follow the runner's contract (a known
    # failure that fails is "known", one that passes and an id that never ran are failures)
    out = io.StringIO()
    results = brytorch_pytest.run(MODULES[:1], keyword="param_single", out=out, verbose=True,
                                  announce=True, known_failures={
                                      "test_sample.py::test_param_single[3]": "fails on purpose",
                                      "test_sample.py::test_param_single[1]": "but it passes",
                                      "test_sample.py::test_param_single": "a base name"})
    by_id = results.by_id()
    assert by_id["test_sample.py::test_param_single[3]"] == "known"
    assert by_id["test_sample.py::test_param_single[1]"] == "failed"
    assert by_id["test_sample.py::test_param_single[2]"] == "passed"
    assert by_id["test_sample.py::test_param_single"] == "failed"
    assert results.counts()["known"] == 1 and results.status == 1
    lines = out.getvalue().splitlines()
    assert lines[0] == "@@BEGIN" and lines[-1] == "@@END", (lines[0], lines[-1])
    assert "@@COLLECTED 3 test_sample.py" in lines, [l for l in lines if l.startswith("@@")]
    assert "test_sample.py::test_param_single[3] KNOWN (fails on purpose: " in out.getvalue()


def test_keyword_filter():
    results, text = _run(keyword="param_single", modules=MODULES[:1])
    assert sorted(results.by_id().items()) == [
        ("test_sample.py::test_param_single[1]", "passed"),
        ("test_sample.py::test_param_single[2]", "passed"),
        ("test_sample.py::test_param_single[3]", "failed")]
    assert "deselected" in text
    results, _ = _run(keyword="TestClass and not fails", modules=MODULES[:1])
    assert sorted(results.by_id()) == [
        "test_sample.py::TestClass::test_class_fixture",
        "test_sample.py::TestClass::test_instance_state",
        "test_sample.py::TestClass::test_method_param[1]",
        "test_sample.py::TestClass::test_method_param[2]",
        "test_sample.py::TestClass::test_new_instance_each_test"]
    assert results.status == 0


def test_main_exit_status():
    saved = sys.stdout
    sys.stdout = io.StringIO()
    try:
        failing = brytorch_pytest.main([MODULES[0]], keyword="test_pass or assert_fails")
        passing = brytorch_pytest.main([MODULES[0]], keyword="test_pass or test_approx")
        skipped_only = brytorch_pytest.main([MODULES[0]], keyword="test_mark_skip")
        output = sys.stdout.getvalue()
    finally:
        sys.stdout = saved
    assert (failing, skipped_only) == (1, 0)
    assert passing == 1  # test_approx_fails matches "test_approx" too
    assert "0 passed, 0 failed, 2 skipped, 0 xfailed, 0 errors" in output


def test_console_main_reads_pytests_options():
    # -v, -k EXPR, -kEXPR, --deselect ID as pytest reads them; other options are ignored
    saved = sys.stdout
    sys.stdout = io.StringIO()
    try:
        status = brytorch_pytest.console_main(
            ["-v", "-q", "-kparam_single", "--deselect", "test_sample.py::test_param_single[2]",
             "--tb=short", MODULES[0]])
        output = sys.stdout.getvalue()
    finally:
        sys.stdout = saved
    assert status == 1   # test_param_single[3] fails (as under CPython's pytest)
    assert "test_sample.py::test_param_single[1] PASSED" in output, output
    assert "test_sample.py::test_param_single[3] FAILED" in output, output
    assert "test_param_single[2]" not in output, output
    assert "1 passed, 1 failed, 0 skipped, 0 xfailed, 0 errors" in output, output


def test_tmp_path():
    results, _ = _run(modules=[f"{PACKAGE}.test_tmp"])
    record = results.records[0]
    if ON_BRYTHON:
        # Brython has no writable file system: an honest skip, never a pass.
        assert record.outcome == "skipped", record.outcome
        assert "writable file system" in record.reason
    else:
        assert record.outcome == "passed", record.longrepr


# test_ordering.py as CPython's pytest 9.2 runs it: ids in order, and the fixtures' events.
ORDERING_IDS = """
    test_plain_first test_a[s1] test_b[s1] test_both[s1-1] test_both[s1-2]
    TestInClass::test_c[s1] test_direct_param[s1-1] test_direct_param[s1-2] test_a[s2]
    test_b[s2] test_both[s2-1] test_mod[1] test_both[s2-2] test_mod[2] TestInClass::test_c[s2]
    test_direct_param[s2-1] test_direct_param[s2-2] test_plain_between TestInClass::test_d
    test_class_statement_raises_in_raises test_dict_from_generator
    test_dict_from_generator_then_fails test_last
""".split()
ORDERING_EVENTS = [
    "plain_first", "setup s1", "a s1", "b s1", "setup m1", "both s1 m1", "teardown m1",
    "setup m2", "both s1 m2", "c s1", "direct s1 1", "direct s1 2", "teardown s1", "setup s2",
    "a s2", "b s2", "teardown m2", "setup m1", "both s2 m1", "mod m1", "teardown m1",
    "setup m2", "both s2 m2", "mod m2", "c s2", "direct s2 1", "direct s2 2", "plain_between",
    "d", "last", "teardown m2", "teardown s2"]


def test_order_of_parametrized_higher_scoped_fixtures():
    module = f"{PACKAGE}.test_ordering"
    results, _ = _run(modules=[module])
    ids = [r.nodeid.split("::", 1)[1] for r in results.records]
    assert ids == ORDERING_IDS, [(a, b) for a, b in zip(ids, ORDERING_IDS) if a != b][:3]
    events = sys.modules[module].EVENTS
    assert events == ORDERING_EVENTS, events
    failed = [r.nodeid for r in results.records if r.outcome != "passed"]
    assert failed == ["test_ordering.py::test_dict_from_generator_then_fails"], failed
    assert results.summary() == "22 passed, 1 failed, 0 skipped, 0 xfailed, 0 errors", \
        results.summary()


def test_reorder_units_keeps_plain_order():
    units = ["a", "b", "c"]  # no fixture params: unchanged
    assert reorder_units(units) == units


class _FlakyRunner(brytorch_pytest.Runner):
    """A runner whose own machinery breaks for one test (as Brython's bugs did)."""

    def _run_item(self, item, class_state):
        if item.name == "test_raises_callable":
            raise TypeError("'Runner' object is not iterable")
        if item.name == "test_warns":
            super()._run_item(item, class_state)
            raise UnboundLocalError("cannot access local variable 'errors'")
        return super()._run_item(item, class_state)


def test_runner_errors_are_contained():
    out = io.StringIO()
    keyword = "test_pass or raises_c or test_warns and not missing or test_recwarn"
    runner = _FlakyRunner(keyword=keyword, verbose=True, out=out)
    results = runner.run([MODULES[0]])
    got = [(r.nodeid.split("::")[1], r.outcome) for r in results.records]
    assert got == [("test_pass", "passed"), ("test_raises_context", "passed"),
                   ("test_raises_callable", "error"), ("test_warns", "passed"),
                   ("test_warns", "error"), ("test_recwarn", "passed")], got
    text = out.getvalue()
    assert "internal error in the test runner" in text
    assert "TypeError: 'Runner' object is not iterable" in text
    assert text.rstrip().splitlines()[-1] == \
        "4 passed, 0 failed, 0 skipped, 0 xfailed, 2 errors"


def test_parameter_ids_are_escaped_as_pytest_escapes_them():
    # pytest 7.4's _pytest.compat.ascii_escaped on the same values (numpy's test_strings
    # has ids with tabs, newlines and NULs: 90 of its tests were matched to no native id)
    cases = [("a\tb\nc\r", "a\\tb\\nc\\r"), ("12345 \x00 ", "12345 \\x00 "),
             ("back\\slash", "back\\\\slash"),
             ("caf\u00e9 \u2177 \U0001f600", "caf\\xe9 \\u2177 \\U0001f600"),
             (b"x\x00\xff\\y\t", "x\\x00\\xff\\y\\t"), ("plain-id", "plain-id"),
             ("\x7f\x1b", "\\x7f\\x1b")]
    got = [(value, ascii_escaped(value)) for value, _ in cases]
    assert got == cases, [g for g, c in zip(got, cases) if g != c]


def test_a_skip_in_setup_module_skips_every_test():
    # CPython's pytest 7.4 on pytest_selftest/test_module_setup_skips.py: "2 skipped"
    results, _ = _run(modules=[f"{PACKAGE}.test_module_setup_skips"])
    assert results.by_id() == {
        "test_module_setup_skips.py::TestUnittestCase::test_a": "skipped",
        "test_module_setup_skips.py::test_b": "skipped"}, results.by_id()
    assert all(r.reason == "setup_module skips the module" for r in results.records)
