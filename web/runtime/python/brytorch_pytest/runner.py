"""The Runner: imports and collects each target, runs its tests with fixtures and xunit
setup/teardown, and records one outcome per test. Its work is queued on a Steps (steps.py),
which contains what escapes one piece of it: one test never ends the run."""
import inspect
import json
import sys
from pytest import Config, Failed, FixtureRequest, ParameterSet, Skipped, XFailed, _NOTSET

from .builtin_fixtures import builtin_registry
from .capture import Capture
from .collect import BrokenUnit, ModuleContext, Registry, UnitTestBlock, collect_module, fixtures_in, is_fixture
from .common import MAX_CAPTURE_CHARS, MAX_TRACEBACK_LINES, SCOPE_RANK, errors_of
from .order import reorder_units
from .marks import WarningFilters, skip_reason, xfail_spec
from .results import CHARS, Outcome, Results, WORDS, describe, format_exception
from .selection import make_selection_matcher
from .steps import Steps, TargetState, UnitTestRun, Work
from .targets import import_target, label_of


class Entry:
    """One fixture value alive in some scope, with its finalizers."""

    def __init__(self, fixdef, key):
        self.fixdef = fixdef
        self.key = key
        self.value = None
        self.exc = None
        self.finalizers = []


def _finish_generator(gen, name):
    """A yield fixture's teardown: the code after its one yield."""
    try:
        next(gen)
    except StopIteration:
        return
    raise RuntimeError(f"fixture {name!r} yielded more than once")


class Runner:
    def __init__(self, keyword=None, verbose=False, out=None, deselect=(), events=False,
                 announce=False, known_failures=None, shard=None):
        # keyword (-k), deselect (node ids), shard ((index, count)): which tests run
        self.matcher = make_selection_matcher(keyword, frozenset(deselect), shard)
        # known_failures: {node id: cause}, strict expected failures. They run; one that fails
        # is reported KNOWN (neither passed nor failed), one that passes FAILED (the entry is
        # stale), and an entry no collected test matches FAILED at the end. Exact ids only: a
        # parametrised test lists its failing cases one by one.
        self.known_failures = dict(known_failures or {})
        self._known_seen = set()
        # announce: the test tiers' accounting lines, "@@BEGIN", "@@COLLECTED N FILE" once a
        # file is collected and "@@END" after the report (tools/test/outcomes.py)
        self.announce = announce
        # events: one "@@START <json nodeid>" line before each test and one "@@RESULT <json>"
        # line per outcome, for a driver that must know which test a crash or timeout took
        # down (tools/bench/lib/suite_bench.py)
        self.events = events
        self.verbose = verbose
        self.out = out or sys.stdout
        self.results = Results()
        self.config = Config()
        self.capture = Capture()
        self.builtins = builtin_registry(self)
        self.entries = {}   # FixtureDef -> Entry
        self.stacks = {"session": [], "module": [], "class": [], "function": []}
        self.values = {}    # per-test: FixtureDef -> value
        self._configured = set()   # ids of the conftests whose pytest_configure ran
        self._line_open = False

    # -- output

    def write(self, text):
        self.out.write(text)

    def start_event(self, nodeid):
        if self.events:  # on a line of its own: progress dots may precede it
            self.write("\n@@START " + json.dumps(nodeid) + "\n")

    def report(self, rec):
        cause = self.known_failures.get(rec.nodeid)
        if cause is not None:
            self._known_seen.add(rec.nodeid)
            if rec.outcome in ("failed", "error"):
                rec = Outcome(rec.nodeid, "known", f"{cause}: {rec.reason}".splitlines()[0][:300])
            elif rec.outcome == "passed":
                rec = Outcome(rec.nodeid, "failed", f"passed, but is listed as a known failure "
                              f"({cause}): remove the entry")
        self.results.records.append(rec)
        if self.events:
            reason = (rec.reason or "").strip().splitlines()
            self.write("\n@@RESULT " + json.dumps({"id": rec.nodeid, "outcome": rec.outcome,
                                                  "reason": reason[0][:300] if reason else ""}) + "\n")
        if self.verbose:
            word = WORDS[rec.outcome]
            if rec.reason and rec.outcome in ("skipped", "xfailed", "xpassed", "known"):
                word += f" ({rec.reason})"
            self.write(f"{rec.nodeid} {word}\n")
        else:
            self.write(CHARS[rec.outcome])
            self._line_open = True

    def report_errors(self, nodeid, errors, when):
        """Errors of setup or teardown, each an error outcome of `nodeid` (a skip there is not
        an error)."""
        for exc in errors:
            if not isinstance(exc, Skipped):
                self.report(Outcome(nodeid, "error", describe(exc),
                                    f"ERROR at {when}:\n" + format_exception(exc)))

    def _announce(self, line):
        if self.announce:
            if self._line_open:
                self.write("\n")
                self._line_open = False
            self.write(line + "\n")

    def _start_line(self, label):
        if not self.verbose:
            self.write(label + " ")

    def _end_line(self):
        if not self.verbose:
            self.write("\n")

    def captured_text(self):
        """The captured output of the test that just failed, for its report."""
        text = ""
        for title, body in zip(("stdout", "stderr"), self.capture.take()):
            if len(body) > MAX_CAPTURE_CHARS:
                body = body[:MAX_CAPTURE_CHARS] + "\n... (captured output cut)\n"
            if body:
                text += f"--- captured {title}\n{body}" + ("" if body.endswith("\n") else "\n")
        return text

    # -- fixtures

    def add_finalizer(self, request, finalizer):
        entry = getattr(request, "_entry", None)
        if entry is None:  # the request of a test itself: finalized after the test
            entry = Entry(None, None)
            self.stacks["function"].append(entry)
        entry.finalizers.append(finalizer)

    def _scope_key(self, fixdef, item):
        where = {"session": None, "module": item.module, "class": item.cls}.get(fixdef.scope, item)
        return where, item.fixture_params.get(fixdef)

    def _finish(self, entry):
        errors = []
        for fin in reversed(entry.finalizers):
            errors += errors_of(fin)
        entry.finalizers = []
        if entry.fixdef is not None and self.entries.get(entry.fixdef) is entry:
            del self.entries[entry.fixdef]
        return errors

    def finish_scope(self, scope):
        errors = []
        stack = self.stacks[scope]
        while stack:
            errors += self._finish(stack.pop())
        return errors

    def fixture_value(self, name, item, below=None):
        if name == "request":
            return FixtureRequest(self, item, None, "function")
        if name in item.params:
            return item.params[name]
        fixdef = item.registry.lookup(name, below)
        if fixdef is None and below is None:
            fixdef = self.builtins.lookup(name)
        if fixdef is None:
            available = sorted(set(item.registry.defs) | set(self.builtins.defs))
            raise LookupError(f"fixture {name!r} not found (available: {', '.join(available)})")
        return self._execute(fixdef, item)

    def _execute(self, fixdef, item):
        if fixdef in self.values:
            return self.values[fixdef]
        key = self._scope_key(fixdef, item)
        entry = self.entries.get(fixdef)
        if entry is not None and entry.key != key:   # another param or scope: tear it down
            stack = self.stacks[fixdef.scope]
            if entry in stack:
                stack.remove(entry)
            self._finish(entry)
            entry = None
        if entry is not None:
            if entry.exc is not None:
                raise entry.exc
            self.values[fixdef] = entry.value
            return entry.value
        entry = Entry(fixdef, key)
        param = _NOTSET
        if fixdef.params is not None:
            if fixdef not in item.fixture_params:
                raise LookupError(f"parametrized fixture {fixdef.name!r} requested "
                                  "dynamically; not supported")
            param = fixdef.params[item.fixture_params[fixdef]]
            if isinstance(param, ParameterSet):
                param = param.values[0]
        kwargs = {}
        for arg in fixdef.argnames:
            if arg == "request":
                kwargs[arg] = FixtureRequest(self, item, fixdef.name, fixdef.scope, param)
                kwargs[arg]._entry = entry
            else:   # a fixture that requests its own name gets the one it overrides
                kwargs[arg] = self.fixture_value(arg, item, below=fixdef if arg == fixdef.name else None)
        func = fixdef.func
        if fixdef.owner_cls is not None:
            instance = item.instance if isinstance(item.instance, fixdef.owner_cls) \
                else fixdef.owner_cls()
            func = func.__get__(instance, type(instance))
        self.entries[fixdef] = entry
        self.stacks[fixdef.scope].append(entry)
        try:
            if inspect.isgeneratorfunction(fixdef.func):
                gen = func(**kwargs)
                entry.value = next(gen)
                entry.finalizers.append(lambda: _finish_generator(gen, fixdef.name))
            else:
                entry.value = func(**kwargs)
        except BaseException as exc:  # noqa: B902 - cached, re-raised for later tests
            if fixdef.scope != "function":
                entry.exc = exc
            raise
        self.values[fixdef] = entry.value
        return entry.value

    def _fixture_arguments(self, item):
        """The values of the test's autouse fixtures and arguments, wider scopes first."""
        names = list(item.registry.autouse)
        names += [n for n in item.argnames if n not in names]

        def rank(name):
            fixdef = item.registry.lookup(name) or self.builtins.lookup(name)
            return SCOPE_RANK.get(getattr(fixdef, "scope", "function"), 3)
        return {name: self.fixture_value(name, item) for name in sorted(names, key=rank)}

    # -- xunit setup and teardown

    def _configure(self, conftest):
        """Calls a conftest's pytest_configure(config) once, as pytest does at startup."""
        hook = getattr(conftest, "pytest_configure", None)
        if hook is None or id(conftest) in self._configured:
            return
        self._configured.add(id(conftest))
        hook(self.config) if inspect.signature(hook).parameters else hook()

    def _call_optional(self, obj, name, *args):
        func = getattr(obj, name, None)
        # a fixture named like an xunit hook is a fixture, not the hook (pytest skips it)
        if func is not None and not is_fixture(getattr(func, "__func__", func)):
            code = getattr(func, "__code__", None)
            expected = code.co_argcount - (1 if inspect.ismethod(func) else 0) if code else 0
            func(*args[:max(expected, 0)])

    def _setup_module(self, ctx):
        if not ctx.setup_done:
            ctx.setup_done = True
            ctx.setup_error = (errors_of(self._call_optional, ctx.module, "setup_module",
                                         ctx.module) or [None])[0]
        if ctx.setup_error is not None:
            raise ctx.setup_error

    def _enter_classes(self, item, state):
        for cls in item.classes:
            if cls in state["errors"]:
                raise state["errors"][cls]
            if cls not in state["active"]:
                state["active"].append(cls)
                try:
                    self._call_optional(cls, "setup_class", cls)
                except BaseException as exc:  # noqa: B902
                    state["errors"][cls] = exc
                    raise

    def _leave_classes(self, keep, state, last_id):
        while state["active"] and state["active"] != keep[:len(state["active"])]:
            cls = state["active"].pop()
            errors = self.finish_scope("class")
            if cls not in state["errors"]:
                errors += errors_of(self._call_optional, cls, "teardown_class", cls)
            self.report_errors(last_id, errors, "teardown")

    # -- one test

    def _outcome_of_exception(self, item, exc, xfail, phase):
        """The outcome of `item` when `exc` ended its setup or call (phase "setup" or "call"):
        failed, skipped, xfailed or an error, with the long report a failure prints."""
        if isinstance(exc, (Skipped, XFailed)):
            return Outcome(item.nodeid, "skipped" if isinstance(exc, Skipped) else "xfailed",
                           str(exc))
        if xfail is not None and not isinstance(exc, Failed) and \
                (xfail.raises is None or isinstance(exc, xfail.raises)):
            return Outcome(item.nodeid, "xfailed", xfail.reason)
        prefix = "ERROR at setup:\n" if phase == "setup" else ""
        return Outcome(item.nodeid, "error" if phase == "setup" else "failed", describe(exc),
                       prefix + format_exception(exc) + self.captured_text())

    def run_item(self, item, class_state):
        """Runs one test with its output captured and its warning filters in place."""
        self.start_event(item.nodeid)
        self.capture.take()
        self.capture.start()
        filters = WarningFilters(item)
        try:
            filters.enter()
            self._run_item(item, class_state)
        finally:
            filters.exit()
            self.capture.stop()

    def _run_item(self, item, class_state):
        reason = skip_reason(item)
        if reason is not None:
            return self.report(Outcome(item.nodeid, "skipped", reason))
        xfail = xfail_spec(item)
        if xfail is not None and not xfail.run:
            return self.report(Outcome(item.nodeid, "xfailed", "[NOTRUN] " + xfail.reason))
        self.values = {}
        set_up = False   # setup_method / setup_function ran without error
        try:
            self._setup_module(item.ctx)
            self._enter_classes(item, class_state)
            if item.cls is not None:
                item.instance = item.cls()
                func = item.func if item.static else item.func.__get__(item.instance, item.cls)
                teardown = (item.instance, "teardown_method", func)
                self._call_optional(item.instance, "setup_method", func)
            else:
                func = item.func
                teardown = (item.module, "teardown_function", func)
                self._call_optional(item.module, "setup_function", func)
            set_up = True
            kwargs = self._fixture_arguments(item)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: B902
            outcome = self._outcome_of_exception(item, exc, xfail, "setup")
        else:
            outcome = self._call_test(item, func, {n: kwargs[n] for n in item.argnames})
        self.report(outcome)
        self.values = {}
        errors = self.finish_scope("function")
        if set_up:
            errors += errors_of(self._call_optional, *teardown)
        self.report_errors(item.nodeid, errors, "teardown")
        item.instance = None

    def _call_test(self, item, func, kwargs):
        xfail = xfail_spec(item)  # fixtures may have added marks
        try:
            func(**kwargs)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: B902
            return self._outcome_of_exception(item, exc, xfail, "call")
        if xfail is None:
            return Outcome(item.nodeid, "passed")
        if xfail.strict:
            text = "[XPASS(strict)] " + xfail.reason
            return Outcome(item.nodeid, "failed", text, text + "\n")
        return Outcome(item.nodeid, "xpassed", xfail.reason)

    # -- test files

    def _report_whole_module(self, label, outcome):
        """A module that gives no tests (skipped at import, or an error importing or collecting
        it) is reported as one test with this outcome."""
        self._announce(f"@@COLLECTED 1 {label}")
        self._start_line(label)
        self.report(outcome)
        self._end_line()

    def _open_target(self, target, steps):
        """Imports and collects one test file or module, then queues its tests and its
        teardown on `steps`."""
        if not self.verbose:
            self._line_open = False
        label = label_of(target)
        try:
            module, conftests = import_target(target)
            registry = Registry(None)
            for conftest in conftests:
                self._configure(conftest)
                registry.add(fixtures_in(vars(conftest)))
            registry.add(fixtures_in(vars(module)))
            ctx = ModuleContext(label, module, registry)
            units = collect_module(ctx, self.results.collect_warnings)
        except KeyboardInterrupt:
            raise
        except Skipped as exc:
            return self._report_whole_module(label, Outcome(label, "skipped", str(exc)))
        except BaseException as exc:  # noqa: B902
            return self._report_whole_module(label, Outcome(
                label, "error", describe(exc), f"ERROR collecting {label}:\n" + format_exception(exc)))
        selected = []
        for unit in units:
            if isinstance(unit, UnitTestBlock):
                names = [n for n in unit.names if self.matcher(unit.nodeids[n])]
                self.results.deselected += len(unit.names) - len(names)
                if names:
                    selected.append(UnitTestBlock(ctx, unit.cls, names))
            elif self.matcher(unit.nodeid):
                selected.append(unit)
            else:
                self.results.deselected += 1
        count = sum(len(u.names) if isinstance(u, UnitTestBlock) else 1 for u in selected)
        self._announce(f"@@COLLECTED {count} {label}")
        if not selected:
            return
        self._start_line(label)
        state = TargetState(label, module, ctx)
        work = []
        for unit in reorder_units(selected):
            if isinstance(unit, UnitTestBlock):
                first = unit.nodeids[unit.names[0]]
                work.append(Work(self._begin_unittest, (state, unit, steps), first))
            else:
                work.append(Work(self._run_unit, (state, unit), unit.nodeid, is_test=True))
        work.append(Work(self._close_target, (state,), target, ends_line=True))
        steps.push(work)

    def _close_target(self, state):
        """The module's teardown, after its last test."""
        self.capture.start()
        try:
            self._leave_classes([], state.class_state, state.last_id)
            errors = self.finish_scope("module")
            if state.ctx.setup_done and state.ctx.setup_error is None:
                errors += errors_of(self._call_optional, state.module, "teardown_module",
                                    state.module)
        finally:
            self.capture.stop()
            self.capture.take()
        self.report_errors(state.last_id, errors, "teardown")
        self._end_line()

    def _run_unit(self, state, unit):
        previous, state.last_id = state.last_id, unit.nodeid
        if isinstance(unit, BrokenUnit):
            self.report(Outcome(unit.nodeid, "error", describe(unit.exc),
                                "ERROR collecting:\n" + format_exception(unit.exc)))
        else:
            self._leave_classes(unit.classes, state.class_state, previous)
            self.run_item(unit, state.class_state)

    def _begin_unittest(self, state, block, steps):
        """Sets up for a unittest class and queues its tests, one step each."""
        previous, state.last_id = state.last_id, block.nodeids[block.names[-1]]
        self._leave_classes([], state.class_state, previous)
        setup_errors = errors_of(self._setup_module, state.ctx)
        if setup_errors:   # each test skipped (setup_module skipped) or an error, as in pytest
            for n in block.names:
                if isinstance(setup_errors[0], Skipped):
                    self.report(Outcome(block.nodeids[n], "skipped", str(setup_errors[0])))
                self.report_errors(block.nodeids[n], setup_errors, "setup")
            return
        run = UnitTestRun(self, block)
        work = [Work(run.run_test, (n,), block.nodeids[n], is_test=True) for n in block.names]
        work.append(Work(run.end, (), block.nodeids[block.names[0]]))
        steps.push(work)

    # -- the session

    def steps(self, targets):
        """The session as an iterator that runs one test per next() (see Steps)."""
        self._announce("@@BEGIN")
        return Steps(self, targets)

    def run(self, targets):
        for _ in self.steps(targets):
            pass
        return self.results

    def step(self, work):
        """Runs one piece of queued work; what escapes it becomes an error of its node id,
        and the per-test state is reset so that the next test starts clean."""
        first = len(self.results.records)
        try:
            work.fn(*work.args)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: B902
            self.capture.stop()
            self.values = {}
            leftovers = self.finish_scope("function")
            reported = any(r.nodeid == work.nodeid for r in self.results.records[first:])
            self.report(Outcome(work.nodeid, "error", "runner: " + describe(exc),
                                "ERROR: internal error in the test runner" +
                                (" (after the test's outcome)" if reported else "") + ":\n" +
                                format_exception(exc)))
            self.report_errors(work.nodeid, leftovers, "teardown")
            if work.ends_line:
                self._end_line()

    def finish_session(self):
        self.report_errors("<session>", self.finish_scope("session"), "teardown")
        for nodeid in [k for k in self.known_failures if k not in self._known_seen]:
            del self.known_failures[nodeid]   # reported as it is, not as a known failure
            self.report(Outcome(nodeid, "failed", "listed as a known failure, but no such test "
                                "ran (a stale entry, or a parametrised base name)"))
        res = self.results
        for warning in res.collect_warnings:
            self.write(f"warning: {warning}\n")
        bad = [r for r in res.records if r.outcome in ("failed", "error")]
        if bad:
            self.write("=== failures and errors\n")
            for r in bad:
                self.write(f"___ {r.nodeid} ___\n")
                lines = (r.longrepr or r.reason + "\n").splitlines()
                if len(lines) > MAX_TRACEBACK_LINES:
                    more = len(lines) - MAX_TRACEBACK_LINES
                    lines = lines[:MAX_TRACEBACK_LINES] + [f"... ({more} more lines)"]
                self.write("\n".join(lines) + "\n")
            self.write("=== short summary\n")
            for r in bad:
                self.write(f"{WORDS[r.outcome]} {r.nodeid} - {r.reason}\n")
        if res.deselected:
            self.write(f"{res.deselected} deselected\n")
        self.write(res.summary() + "\n")
        self._announce("@@END")
