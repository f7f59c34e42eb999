"""Ordering as pytest's reorder_items: the tests sharing one param of a higher-scoped
parametrized fixture run together."""
from pytest import ParameterSet


HIGH_SCOPES = ("session", "package", "module", "class")
_LOWER = {"session": "package", "package": "module", "module": "class", "class": "function"}


def _param_key(value, index):
    """pytest's ParamValueKey: equal hashable values of one type are one key; an unhashable
    value is keyed by its index in the params."""
    try:
        hash(value)
    except TypeError:
        return ("index", index)
    return ("value", type(value), value)


def _param_argkeys(unit, scope):
    """The keys of the parametrized fixtures of `scope` that a test uses (pytest's
    get_param_argkeys); tests without fixture params (unittest blocks, broken units) have
    none."""
    keys = []
    for fixdef, index in getattr(unit, "fixture_params", {}).items():
        if fixdef.scope != scope:
            continue
        value = fixdef.params[index]
        if isinstance(value, ParameterSet):
            value = value.values[0] if value.values else None
        where = {"session": (None, None), "module": (unit.module, None), "class": (unit.module, unit.cls),
                 "package": (getattr(unit.module, "__package__", None), None)}[scope]
        keys.append((fixdef.name, _param_key(value, index), where))
    return dict.fromkeys(keys)


def reorder_units(units):
    """Orders the tests as pytest does (its reorder_items): the tests that share one param of
    a session/package/module/class-scoped parametrized fixture run together, so that each
    param value is set up once and torn down before the next one. Applied to the tests of one
    module (pytest applies it to all collected tests of a session)."""
    argkeys_by_unit = {}
    units_by_argkey = {}
    for scope in HIGH_SCOPES:
        by_unit = argkeys_by_unit[scope] = {}
        by_key = units_by_argkey[scope] = {}
        for unit in units:
            keys = _param_argkeys(unit, scope)
            if keys:
                by_unit[unit] = keys
                for key in keys:
                    by_key.setdefault(key, {})[unit] = None
    if not any(argkeys_by_unit[s] for s in HIGH_SCOPES):
        return list(units)
    return list(_reorder_at_scope(dict.fromkeys(units), argkeys_by_unit, units_by_argkey,
                                  "session"))


def _reorder_at_scope(units, argkeys_by_unit, units_by_argkey, scope):
    if scope == "function" or len(units) < 3:
        return units
    by_key = units_by_argkey[scope]
    by_unit = argkeys_by_unit[scope]
    ignore = set()
    queue = list(units)
    done = {}
    while queue:
        no_argkey = {}
        slicing = None
        while queue:
            unit = queue.pop(0)
            if unit in done or unit in no_argkey:
                continue
            keys = [k for k in by_unit.get(unit, ()) if k not in ignore]
            if not keys:
                no_argkey[unit] = None
                continue
            slicing = keys[-1]
            matching = [u for u in by_key[slicing] if u in units]
            queue[:0] = matching
            for u in reversed(matching):
                # Move u to the front of every key's list it is in (pytest's move_to_end).
                for other in HIGH_SCOPES:
                    for key in argkeys_by_unit[other].get(u, ()):
                        old = units_by_argkey[other][key]
                        old.pop(u, None)
                        fresh = {u: None}
                        fresh.update(old)
                        units_by_argkey[other][key] = fresh
            break
        if no_argkey:
            done.update(_reorder_at_scope(no_argkey, argkeys_by_unit, units_by_argkey,
                                          _LOWER[scope]))
        if slicing is not None:
            ignore.add(slicing)
    return done
