"""Test ids as pytest makes them: parameter ids, ASCII escaping, unique suffixes."""
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
    if isinstance(text, bytes):
        escaped = text.decode("ascii", "backslashreplace")
    elif text.isascii() and text.isprintable() and "\\" not in text:
        return text
    else:
        escaped = "".join(_escape_char(c) for c in text)
    return escaped.translate(_NON_PRINTABLE)


def _escape_char(c):
    # What the unicode_escape codec writes (Brython has no such codec).
    special = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}
    o = ord(c)
    if c in special:
        return special[c]
    if 32 <= o < 127:
        return c
    if o < 256:
        return f"\\x{o:02x}"
    if o < 0x10000:
        return f"\\u{o:04x}"
    return f"\\U{o:08x}"


def _default_id(value, argname, index):
    if isinstance(value, (str, bytes)):
        return ascii_escaped(value)
    if value is None or isinstance(value, (bool, int, float, complex)):
        return str(value)
    if isinstance(value, re.Pattern):
        return ascii_escaped(value.pattern)
    try:
        import enum
        if isinstance(value, enum.Enum):
            return str(value)
    except ImportError:
        pass
    if isinstance(getattr(value, "__name__", None), str):  # class, function, module, ...
        return value.__name__
    return f"{argname}{index}"


def unique_ids(ids):
    counts = {}
    for i in ids:
        counts[i] = counts.get(i, 0) + 1
    seen = {}
    out = []
    for i in ids:
        if counts[i] > 1:
            n = seen.get(i, 0)
            seen[i] = n + 1
            out.append(f"{i}_{n}" if i and i[-1].isdigit() else f"{i}{n}")
        else:
            out.append(i)
    return out


def id_for(value, argname, index, idfn):
    if idfn is not None:
        got = idfn(value)
        if got is not None:
            return ascii_escaped(str(got))
    return _default_id(value, argname, index)
