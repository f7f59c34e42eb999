"""The Runner: collects each target, runs its tests with fixtures and setup/teardown,
and records one outcome per test."""
import inspect
import sys
from pytest import Config, Failed, FixtureRequest, ParameterSet, Skipped, XFailed, _NOTSET

from .builtin_fixtures import builtin_registry
from .capture import Capture
from .collect import BrokenUnit, ModuleContext, Registry, UnitTestBlock, collect_module, fixtures_in, function_argnames, is_fixture
from .common import MAX_CAPTURE_CHARS, MAX_TRACEBACK_LINES, SCOPE_RANK
from .frames import frame_mark, frame_restore
from .order import reorder_units
from .results import CHARS, Outcome, Results, WORDS, WarningFilters, describe, format_exception, skip_reason, xfail_spec
from .selection import make_keyword_matcher, make_selection_matcher
from .steps import Steps, TargetState, UnitTestRun, Work
from .targets import import_target, looks_like_path


class Entry:
    """One fixture value alive in some scope, with its finalizers."""

    def __init__(self, fixdef, key):
        self.fixdef = fixdef
        self.key = key
        self.value = None
        self.exc = None
        self.finalizers = []


def _collect_error(label, exc):
    """The error outcome of a module that could not be imported or collected."""
    return Outcome(label, "error", describe(exc), "ERROR collecting " + label + ":\n" + format_exception(exc))


class Runner:
    def __init__(self, keyword=None, verbose=False, out=None, deselect=(), events=False,
                 announce=False, known_failures=None, shard=None):
        self.keyword = keyword
        # shard: (index, count), run only the tests brytorch_shard.shard_of gives `index`
        self.shard = shard
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
        # down (tools/bench/lib/numpy_suite.py)
        self.events = events
        self.deselect = frozenset(deselect)
        self.verbose = verbose
        self.out = out or sys.stdout
        self.results = Results()
        self.config = Config()
        self.capture = Capture()
        self.builtins = builtin_registry(self)
        self.entries = {}   # FixtureDef -> Entry
        self.stacks = {"session": [], "module": [], "class": [], "function": []}
        self.values = {}    # per-test: FixtureDef -> value
        self._tmp_problem = None
        self._line_open = False
        self._current = "<session>"   # node id whose code runs now (for frame repairs)

    def _call(self, fn, *args, **kwargs):
        """Calls test code; on Brython, repairs the frame stack if the call left it
        unbalanced (see frame_restore) and notes the test."""
        # No `return` in the try and no finally clause: Brython's finally clause and return
        # statement adjust the frame stack themselves and would hide the imbalance.
        mark = frame_mark()
        result = None
        try:
            result = fn(*args, **kwargs)
        except BaseException:
            self._repaired(frame_restore(mark))
            raise
        self._repaired(frame_restore(mark))
        return result

    def _repaired(self, repaired):
        if repaired and self._current not in self.results.frame_repairs:
            self.results.frame_repairs.append(self._current)

    # -- conftest hooks

    def _configure(self, conftest):
        """Calls a conftest's pytest_configure(config) once, as pytest does at startup."""
        done = getattr(self, "_configured", None)
        if done is None:
            done = self._configured = set()
        hook = getattr(conftest, "pytest_configure", None)
        if hook is None or id(conftest) in done:
            return
        done.add(id(conftest))
        import inspect
        try:
            takes_config = len(inspect.signature(hook).parameters) > 0
        except (TypeError, ValueError):
            takes_config = False
        self._call(hook, self.config) if takes_config else self._call(hook)

    # -- output

    def write(self, text):
        self.out.write(text)

    def report(self, rec, label=None):
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
            import json
            reason = (rec.reason or "").strip().splitlines()
            # events start a line of their own: a unittest block's progress dots may precede them
            self.write("\n@@RESULT " + json.dumps({"id": rec.nodeid, "outcome": rec.outcome,
                                                  "reason": reason[0][:300] if reason else ""}) + "\n")
        if self.verbose:
            word = WORDS[rec.outcome]
            if rec.reason and rec.outcome in ("skipped", "xfailed", "xpassed", "known"):
                word += f" ({rec.reason})"
            self.write(f"{label or rec.nodeid} {word}\n")
        else:
            self.write(CHARS[rec.outcome])
            self._line_open = True

    def tmp_path_problem(self):
        if self._tmp_problem is None:
            try:
                import tempfile
                import os
                d = tempfile.mkdtemp(prefix="brytorch-pytest-")
                with open(d + "/probe", "w") as f:
                    f.write("x")
                os.remove(d + "/probe")
                self._tmp_problem = ""
            except Exception as exc:
                self._tmp_problem = ("tmp_path needs a writable file system, which Brython "
                                     f"lacks ({describe(exc)})")
        return self._tmp_problem

    # -- fixtures

    def add_finalizer(self, request, finalizer):
        entry = getattr(request, "_entry", None)
        if entry is not None:
            entry.finalizers.append(finalizer)
        else:
            e = Entry(None, None)
            e.finalizers.append(finalizer)
            self.stacks["function"].append(e)

    def _scope_key(self, fixdef, item):
        idx = item.fixture_params.get(fixdef)
        if fixdef.scope == "session":
            return (None, idx)
        if fixdef.scope == "module":
            return (item.module, idx)
        if fixdef.scope == "class":
            return (item.cls, idx)
        return (item, idx)

    def _finish(self, entry):
        errors = []
        for fin in reversed(entry.finalizers):
            try:
                self._call(fin)
            except BaseException as exc:  # noqa: B902
                errors.append(exc)
        entry.finalizers = []
        if entry.fixdef is not None and self.entries.get(entry.fixdef) is entry:
            del self.entries[entry.fixdef]
        return errors

    def finish_scope(self, scope):
        errors = []
        stack = self.stacks[scope]
        while stack:
            errors.extend(self._finish(stack.pop()))
        return errors

    def fixture_value(self, name, item, requester=None, below=None):
        if name == "request":
            return FixtureRequest(self, item, None, "function")
        if name in item.params:
            return item.params[name]
        fixdef = item.registry.lookup(name, below)
        if fixdef is None:
            fixdef = self.builtins.lookup(name) if below is None else None
        if fixdef is None:
            available = sorted(set(item.registry.defs) | set(self.builtins.defs))
            raise LookupError(f"fixture {name!r} not found (available: {', '.join(available)})")
        return self._execute(fixdef, item)

    def _execute(self, fixdef, item):
        if fixdef in self.values:
            return self.values[fixdef]
        key = self._scope_key(fixdef, item)
        entry = self.entries.get(fixdef)
        if entry is not None and entry.key != key:
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
                request = FixtureRequest(self, item, fixdef.name, fixdef.scope, param)
                request._entry = entry
                kwargs[arg] = request
            else:
                kwargs[arg] = self.fixture_value(arg, item, fixdef,
                                                 below=fixdef if arg == fixdef.name else None)
        func = fixdef.func
        if fixdef.owner_cls is not None:
            instance = item.instance if isinstance(item.instance, fixdef.owner_cls) \
                else fixdef.owner_cls()
            func = func.__get__(instance, type(instance))
        self.entries[fixdef] = entry
        self.stacks[fixdef.scope].append(entry)
        try:
            if inspect.isgeneratorfunction(fixdef.func):
                gen = self._call(func, **kwargs)
                entry.value = self._call(next, gen)

                def finish_generator(gen=gen, name=fixdef.name, runner=self):
                    done = False
                    try:
                        runner._call(next, gen)
                    except StopIteration:
                        done = True
                    if not done:
                        raise RuntimeError(f"fixture {name!r} yielded more than once")
                entry.finalizers.append(finish_generator)
            else:
                entry.value = self._call(func, **kwargs)
        except BaseException as exc:  # noqa: B902 - cached, re-raised for later tests
            if fixdef.scope != "function":
                entry.exc = exc
            raise
        self.values[fixdef] = entry.value
        return entry.value

    # -- module/class setup

    def _call_optional(self, obj, name, *args):
        func = getattr(obj, name, None)
        # a fixture named like an xunit hook is a fixture, not the hook (pytest skips it)
        if func is not None and not is_fixture(getattr(func, "__func__", func)):
            code = getattr(func, "__code__", None)
            expected = code.co_argcount - (1 if inspect.ismethod(func) else 0) if code else 0
            self._call(func, *args[:max(expected, 0)])

    def _setup_module(self, ctx):
        if not ctx.setup_done:
            ctx.setup_done = True
            try:
                self._call_optional(ctx.module, "setup_module", ctx.module)
            except BaseException as exc:  # noqa: B902
                ctx.setup_error = exc
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
                try:
                    self._call_optional(cls, "teardown_class", cls)
                except BaseException as exc:  # noqa: B902
                    errors.append(exc)
            for exc in errors:
                self._error(last_id, exc, "teardown")

    def _error(self, nodeid, exc, when):
        self.report(Outcome(nodeid, "error", describe(exc),
                            f"ERROR at {when}:\n" + format_exception(exc)))

    # -- one test

    def _report_whole_module(self, label, outcome):
        """A module that gives no tests (skipped at import, or an error importing or collecting
        it) is reported as one test with this outcome."""
        self._announce(f"@@COLLECTED 1 {label}")
        self._start_line(label)
        self.report(outcome)
        self._end_line()

    def _outcome_of_exception(self, item, exc, xfail, phase):
        """The outcome of `item` when `exc` ended its setup or call (phase "setup" or "call"):
        failed, skipped, xfailed or an error, with the long report a failure prints."""
        kind, text = self._classify(exc, xfail, phase)
        prefix = "ERROR at setup:\n" if phase == "setup" else ""
        long = "" if kind in ("skipped", "xfailed") else (
            prefix + format_exception(exc) + self._captured_text())
        return Outcome(item.nodeid, kind, text, long)

    def _classify(self, exc, xfail, when):
        """Outcome of an exception raised during setup or call."""
        if isinstance(exc, Skipped):
            return "skipped", str(exc)
        if isinstance(exc, XFailed):
            return "xfailed", str(exc)
        if xfail is not None and not isinstance(exc, Failed):
            if xfail.raises is None or isinstance(exc, xfail.raises):
                return "xfailed", xfail.reason
        if when == "setup":
            return "error", describe(exc)
        return "failed", describe(exc)

    def run_item(self, item, class_state):
        """Runs one test; whatever goes wrong in the runner's own machinery becomes an error
        of this test, never the end of the run."""
        self._current = item.nodeid
        if self.events:
            import json
            self.write("\n@@START " + json.dumps(item.nodeid) + "\n")
        first = len(self.results.records)
        mark = frame_mark()
        failure = None
        self.capture.take()
        self.capture.start()
        filters = WarningFilters(item)
        try:
            filters.enter()
            self._run_item(item, class_state)
        except KeyboardInterrupt:
            filters.exit()
            self.capture.stop()
            raise
        except BaseException as exc:  # noqa: B902
            failure = exc
        filters.exit()
        self.capture.stop()
        self._repaired(frame_restore(mark))
        if failure is not None:
            self._contain(item.nodeid, first, failure)
        self._current = "<session>"

    def _contain(self, nodeid, first, exc):
        """An exception escaped the runner's code for one test: report it as that test's
        error and reset the per-test state so that the next test starts clean."""
        self.values = {}
        leftovers = []
        try:
            leftovers = self.finish_scope("function")
        except BaseException as more:  # noqa: B902
            if isinstance(more, KeyboardInterrupt):
                raise
            leftovers = [more]
        reported = any(r.nodeid == nodeid for r in self.results.records[first:])
        text = ("ERROR: internal error in the test runner" +
                (" (after the test's outcome)" if reported else "") + ":\n" +
                format_exception(exc))
        self.report(Outcome(nodeid, "error", "runner: " + describe(exc), text))
        for more in leftovers:
            if not isinstance(more, Skipped):
                self._error(nodeid, more, "teardown")

    def _captured_text(self):
        out, err = self.capture.take()
        text = ""
        for title, body in (("stdout", out), ("stderr", err)):
            if body:
                if len(body) > MAX_CAPTURE_CHARS:
                    body = body[:MAX_CAPTURE_CHARS] + "\n... (captured output cut)\n"
                text += f"--- captured {title}\n{body}"
                if not body.endswith("\n"):
                    text += "\n"
        return text

    def _run_item(self, item, class_state):
        # Names are bound before each try statement and no try has an else clause: on
        # Brython a broken frame stack would skip else clauses and lose names first bound in
        # a try body (see frame_restore; self._call repairs the stack after test code).
        reason = skip_reason(item)
        if reason is not None:
            self.report(Outcome(item.nodeid, "skipped", reason))
            return
        xfail = xfail_spec(item)
        if xfail is not None and not xfail.run:
            self.report(Outcome(item.nodeid, "xfailed", "[NOTRUN] " + xfail.reason))
            return
        self.values = {}
        outcome = None
        method = None
        set_up = False   # setup_method / setup_function ran without error
        kwargs = {}
        ready = False
        try:
            self._setup_module(item.ctx)
            self._enter_classes(item, class_state)
            if item.cls is not None:
                item.instance = self._call(item.cls)
                method = item.func if item.static else item.func.__get__(item.instance, item.cls)
                self._call_optional(item.instance, "setup_method", method)
            else:
                self._call_optional(item.module, "setup_function", item.func)
            set_up = True
            names = list(item.registry.autouse)
            names += [n for n in function_argnames(item.func, drop_first=item.cls is not None
                                           and not item.static) if n not in names]
            ordered = sorted(names, key=lambda n: SCOPE_RANK.get(
                getattr(item.registry.lookup(n) or self.builtins.lookup(n), "scope",
                        "function"), 3))
            for name in ordered:
                kwargs[name] = self.fixture_value(name, item)
            ready = True
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            outcome = self._outcome_of_exception(item, exc, xfail, "setup")
        if outcome is None and ready:
            xfail = xfail_spec(item)  # markers may have been added by fixtures
            func = method if method is not None else item.func
            argnames = function_argnames(item.func, drop_first=item.cls is not None and not item.static)
            returned = False
            try:
                self._call(func, **{n: kwargs[n] for n in argnames})
                returned = True
            except BaseException as exc:  # noqa: B902
                if isinstance(exc, KeyboardInterrupt):
                    raise
                outcome = self._outcome_of_exception(item, exc, xfail, "call")
            if returned:
                if xfail is None:
                    outcome = Outcome(item.nodeid, "passed")
                elif xfail.strict:
                    outcome = Outcome(item.nodeid, "failed", "[XPASS(strict)] " + xfail.reason,
                                      "[XPASS(strict)] " + xfail.reason + "\n")
                else:
                    outcome = Outcome(item.nodeid, "xpassed", xfail.reason)
        if outcome is None:
            # Control left a try statement without running any of its branches (a broken
            # Brython frame stack that could not be repaired): never count that as a pass.
            outcome = Outcome(item.nodeid, "error", "the runner lost this test's outcome",
                              "ERROR: the test finished without an outcome (a Brython "
                              "control-flow bug; see docs/brython-bugs.md)\n")
        self.report(outcome)
        # teardown
        self.values = {}
        errors = []
        errors.extend(self.finish_scope("function"))
        try:
            if set_up and item.cls is not None:
                self._call_optional(item.instance, "teardown_method", method)
            elif set_up:
                self._call_optional(item.module, "teardown_function", item.func)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            errors.append(exc)
        for exc in errors:
            if isinstance(exc, Skipped):
                continue
            self._error(item.nodeid, exc, "teardown")
        item.instance = None

    # -- modules

    def _open_target(self, target, steps):
        """Imports and collects one test file or module, then queues its tests and its
        teardown on `steps`."""
        if not self.verbose:
            self._line_open = False
        label, module, conftests = target, None, []
        try:
            label, module, conftests = self._call(import_target, target)
        except Skipped as exc:
            label = target.rpartition(".")[2] + ".py" if not looks_like_path(target) else target
            self._report_whole_module(label, Outcome(label, "skipped", str(exc)))
            return
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            label = target.rpartition(".")[2] + ".py" if not looks_like_path(target) else target
            self._report_whole_module(label, _collect_error(label, exc))
            return
        registry = Registry(None)
        for conftest in conftests:
            self._configure(conftest)
            registry.add(fixtures_in(vars(conftest)))
        registry.add(fixtures_in(vars(module)))
        ctx = ModuleContext(label, module, registry)
        units = []
        try:
            units = collect_module(ctx, self.results.collect_warnings)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            self._report_whole_module(label, _collect_error(label, exc))
            return
        matcher = make_selection_matcher(make_keyword_matcher(self.keyword), self.deselect, self.shard)
        selected = []
        for unit in units:
            if isinstance(unit, UnitTestBlock):
                names = [n for n in unit.names if matcher is None or matcher(unit.nodeids[n])]
                self.results.deselected += len(unit.names) - len(names)
                if names:
                    selected.append(UnitTestBlock(ctx, unit.cls, names))
            elif matcher is None or matcher(unit.nodeid):
                selected.append(unit)
            else:
                self.results.deselected += 1
        self._announce(f"@@COLLECTED {sum(len(u.names) if isinstance(u, UnitTestBlock) else 1 for u in selected)} {label}")
        if not selected:
            return
        selected = reorder_units(selected)
        self._start_line(label)
        state = TargetState(label, module, ctx)
        work = []
        for unit in selected:
            if isinstance(unit, UnitTestBlock):
                first = unit.nodeids[unit.names[0]]
                work.append(Work(self._begin_unittest, (state, unit, steps), first))
            else:
                work.append(Work(self._run_unit, (state, unit), unit.nodeid, is_test=True))
        work.append(Work(self._close_target, (state,), target, ends_line=True))
        steps.push(work)

    def _close_target(self, state):
        """The module's teardown, after its last test."""
        errors = []
        self._current = state.last_id
        self.capture.start()
        try:
            self._leave_classes([], state.class_state, state.last_id)
            errors.extend(self.finish_scope("module"))
            if state.ctx.setup_done and state.ctx.setup_error is None:
                try:
                    self._call_optional(state.module, "teardown_module", state.module)
                except BaseException as exc:  # noqa: B902
                    if isinstance(exc, KeyboardInterrupt):
                        raise
                    errors.append(exc)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            errors.append(exc)
        finally:
            self.capture.stop()
            self.capture.take()
            self._current = "<session>"
        for exc in errors:
            self._error(state.last_id, exc, "teardown")
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
        setup_error = None
        try:
            self._setup_module(state.ctx)
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            setup_error = exc
        if setup_error is not None:
            for n in block.names:
                self._error(block.nodeids[n], setup_error, "setup")
            return
        run = UnitTestRun(self, block)
        work = [Work(run.run_test, (n,), block.nodeids[n], is_test=True) for n in block.names]
        work.append(Work(run.end, (), block.nodeids[block.names[0]]))
        steps.push(work)

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

    def steps(self, targets):
        """The session as an iterator that runs one test per next() (see Steps)."""
        self._announce("@@BEGIN")
        return Steps(self, targets)

    def run(self, targets):
        for _ in self.steps(targets):
            pass
        return self.results

    def _finish_session(self):
        errors = []
        try:
            errors.extend(self.finish_scope("session"))
        except BaseException as exc:  # noqa: B902
            if isinstance(exc, KeyboardInterrupt):
                raise
            errors.append(exc)
        for exc in errors:
            self._error("<session>", exc, "teardown")
        self.finish_report()

    def _step(self, work):
        """Runs one piece of queued work; what escapes it becomes an error of its node id,
        never the end of the run."""
        mark = frame_mark()
        first = len(self.results.records)
        try:
            work.fn(*work.args)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: B902
            self._repaired(frame_restore(mark))
            self.capture.stop()
            self._contain(work.nodeid, first, exc)
            if work.ends_line:
                self._end_line()

    def finish_report(self):
        for nodeid in [k for k in self.known_failures if k not in self._known_seen]:
            del self.known_failures[nodeid]   # reported as it is, not as a known failure
            self.report(Outcome(nodeid, "failed", "listed as a known failure, but no such test "
                                "ran (a stale entry, or a parametrised base name)"))
        res = self.results
        for warning in res.collect_warnings:
            self.write(f"warning: {warning}\n")
        if res.frame_repairs:
            self.write("warning: Brython's frame stack was left unbalanced (and repaired) by: "
                       + ", ".join(res.frame_repairs) + " (docs/brython-bugs.md)\n")
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
