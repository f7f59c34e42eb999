"""What a test's marks ask for: skip, skipif, xfail and filterwarnings."""
import sys
from types import SimpleNamespace


def _mark_applies(mark, item):
    """(whether a skipif or xfail mark holds, its reason): any of its conditions is true (a
    string is evaluated as pytest does), or it has none."""
    conds = mark.args or ((mark.kwargs["condition"],) if "condition" in mark.kwargs else ())
    reason = mark.kwargs.get("reason", "")
    for cond in conds:
        if isinstance(cond, str):
            import os
            import platform
            namespace = {"os": os, "sys": sys, "platform": platform, "config": None}
            namespace.update(vars(item.module))
            if eval(cond, namespace):
                return True, reason or f"condition: {cond}"
        elif cond:
            return True, reason
    return not conds, reason


def skip_reason(item):
    for m in item.marks:
        if m.name == "skip":
            return m.kwargs.get("reason", m.args[0] if m.args else "unconditional skip")
        if m.name == "skipif":
            hit, reason = _mark_applies(m, item)
            if hit:
                return reason
    return None


def xfail_spec(item):
    for m in item.marks:
        if m.name == "xfail":
            hit, reason = _mark_applies(m, item)
            if hit:
                return SimpleNamespace(reason=reason, raises=m.kwargs.get("raises"),
                                       strict=m.kwargs.get("strict", False),
                                       run=m.kwargs.get("run", True))
    return None


def _warning_filter(text):
    """pytest's -W / filterwarnings syntax, "action:message:category:module:lineno" (the
    message a regular expression, the category a builtin or dotted name), as the arguments
    of warnings.filterwarnings."""
    import builtins
    import importlib
    parts = [p.strip() for p in text.split(":")]
    if len(parts) > 5:
        raise ValueError(f"too many fields (max 5) in {text!r}")
    action, message, category, module, lineno = parts + [""] * (5 - len(parts))
    cat = Warning
    if category:
        if "." in category:
            mod, _, name = category.rpartition(".")
            cat = getattr(importlib.import_module(mod), name)
        else:
            cat = getattr(builtins, category)
    return action, message, cat, module, int(lineno) if lineno else 0


class WarningFilters:
    """What pytest's warnings plugin does around each test: warnings are recorded rather
    than shown, DeprecationWarning and PendingDeprecationWarning always recorded, then the
    test's filterwarnings marks applied (closest first, as pytest iterates them)."""

    def __init__(self, item):
        self.item = item
        self.cm = None

    def enter(self):
        import warnings
        self.cm = warnings.catch_warnings(record=True)
        self.cm.__enter__()
        warnings.filterwarnings("always", category=DeprecationWarning)
        warnings.filterwarnings("always", category=PendingDeprecationWarning)
        for m in self.item.marks:
            if m.name == "filterwarnings":
                for arg in m.args:
                    warnings.filterwarnings(*_warning_filter(arg))

    def exit(self):
        if self.cm is not None:
            cm, self.cm = self.cm, None
            cm.__exit__(None, None, None)
