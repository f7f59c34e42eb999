"""Test ids as pytest makes them: parameter ids, ASCII escaping, unique suffixes."""
import enum
from collections import Counter
import re
from pytest import _FIXTURE_ATTR


def fixture_spec(obj):
    """The fixture spec a @pytest.fixture function carries, or None. (Brython's
    getattr(obj, name, default) lets an AttributeError raised by a metaclass
    __getattr__/__getattribute__ escape: pybind11 classes have one.)"""
    try:
        return getattr(obj, _FIXTURE_ATTR, None)
    except Exception:  # AttributeError through our classes, TypeError in pure Python
        return None

# pytest's ascii_escaped: what is left of non-printable ASCII after the escaping below
_NON_PRINTABLE = {i: f"\\x{i:02x}" for i in range(128) if not 32 <= i < 127}
_NON_PRINTABLE.update({ord("\t"): "\\t", ord("\r"): "\\r", ord("\n"): "\\n"})


def ascii_escaped(text):
    """A parameter's id text as pytest writes it: str through the unicode_escape codec,
    bytes decoded as ASCII with backslashreplace, then non-printable ASCII escaped."""
    if isinstance(text, str):
        if text.isascii() and text.isprintable() and "\\" not in text:
            return text   # the common case, without the codec (Python code on Brython)
        text = text.encode("unicode_escape")
    return text.decode("ascii", "backslashreplace").translate(_NON_PRINTABLE)


def _default_id(value, argname, index):
    if isinstance(value, (str, bytes)):
        return ascii_escaped(value)
    if value is None or isinstance(value, (bool, int, float, complex)):
        return str(value)
    if isinstance(value, re.Pattern):
        return ascii_escaped(value.pattern)
    if isinstance(value, enum.Enum):
        return str(value)
    if isinstance(getattr(value, "__name__", None), str):  # class, function, module, ...
        return value.__name__
    return f"{argname}{index}"


def unique_ids(ids):
    """pytest's suffixes for ids that occur more than once: a0, a1 (a_0 after a digit)."""
    counts, seen, out = Counter(ids), Counter(), []
    for i in ids:
        if counts[i] > 1:
            out.append(f"{i}_{seen[i]}" if i[-1:].isdigit() else f"{i}{seen[i]}")
            seen[i] += 1
        else:
            out.append(i)
    return out


def _id_for(value, argname, index, idfn):
    if idfn is not None:
        got = idfn(value)
        if got is not None:
            return ascii_escaped(str(got))
    return _default_id(value, argname, index)


def ids_for(sets, names, ids):
    """pytest's ids of parameter sets [(values, pytest.param's id or None)] of arguments
    `names`, given parametrize's or a fixture's `ids` (None, a list or a function)."""
    idfn = ids if callable(ids) else None
    made = []
    for i, (values, pid) in enumerate(sets):
        if pid is not None:
            made.append(str(pid))
        elif isinstance(ids, (list, tuple)) and i < len(ids) and ids[i] is not None:
            made.append(ascii_escaped(str(ids[i])))
        else:
            made.append("-".join(_id_for(v, n, i, idfn) for v, n in zip(values, names)))
    return unique_ids(made)
