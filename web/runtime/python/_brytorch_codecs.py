"""The escape codecs of CPython's _codecs module ("unicode_escape", "raw_unicode_escape"),
which Brython's _codecs declares as stubs returning None (overlay 413 imports these in their
place; the text codecs are in _brytorch_unicode_codecs.py). Behaviour follows CPython 3.12's
Objects/unicodeobject.c: the same escapes, results as (value, length consumed) pairs,
UnicodeDecodeError with CPython's reasons."""

_SIMPLE = {"\\": "\\", "'": "'", '"': '"', "a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
           "t": "\t", "v": "\v", "\n": ""}
_WIDTH = {"x": 2, "u": 4, "U": 8}
_HEX = frozenset("0123456789abcdefABCDEF")


def _as_bytes(data):
    return data.encode("utf-8") if isinstance(data, str) else bytes(data)


def _escape(code):
    if code < 0x100:
        return "\\x%02x" % code
    return "\\u%04x" % code if code < 0x10000 else "\\U%08x" % code


def unicode_escape_encode(text, errors=None, /):
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch in "\t\n\r":
            out.append({"\t": "\\t", "\n": "\\n", "\r": "\\r"}[ch])
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        else:
            out.append(_escape(code))
    return "".join(out).encode("latin-1"), len(text)


def raw_unicode_escape_encode(text, errors=None, /):
    out = [ch if ord(ch) < 0x100 else _escape(ord(ch)) for ch in text]
    return "".join(out).encode("latin-1"), len(text)


def _failed(codec, data, start, end, reason, errors, out):
    """An undecodable escape: raise for "strict", else replace or drop it."""
    if errors in (None, "strict"):
        raise UnicodeDecodeError(codec, data, start, end, reason)
    if errors == "replace":
        out.append("\ufffd")
    elif errors != "ignore":
        raise LookupError(f"unknown error handler name '{errors}'")


def _hex_escape(codec, data, text, i, width, errors, out):
    """The \\x, \\u or \\U escape at i (the backslash); returns the index after it."""
    letter = text[i + 1]
    j = i + 2
    while j < i + 2 + width and j < len(text) and text[j] in _HEX:
        j += 1
    if j - (i + 2) < width:
        _failed(codec, data, i, j, "truncated \\%s%s escape" % (letter, "X" * width), errors, out)
        return j
    code = int(text[i + 2:j], 16)
    if code > 0x10FFFF:
        _failed(codec, data, i, j, "illegal Unicode character", errors, out)
    else:
        out.append(chr(code))
    return j


def unicode_escape_decode(data, errors=None, final=True, /):
    data = _as_bytes(data)
    text, out, i, n = data.decode("latin-1"), [], 0, len(data)
    while i < n:
        ch = text[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        if i + 1 >= n:
            if not final:
                break
            _failed("unicodeescape", data, i, n, "\\ at end of string", errors, out)
            i = n
            continue
        c = text[i + 1]
        if c in _SIMPLE:
            out.append(_SIMPLE[c])
            i += 2
        elif c in "01234567":
            j = i + 1
            while j < min(i + 4, n) and text[j] in "01234567":
                j += 1
            out.append(chr(int(text[i + 1:j], 8)))
            i = j
        elif c in _WIDTH:
            i = _hex_escape("unicodeescape", data, text, i, _WIDTH[c], errors, out)
        elif c == "N":
            end = text.find("}", i + 3)
            if i + 2 >= n or text[i + 2] != "{" or end < 0:
                _failed("unicodeescape", data, i, n if end < 0 else end + 1, "malformed \\N character escape",
                        errors, out)
                i = n if end < 0 else end + 1
                continue
            import unicodedata
            try:
                out.append(unicodedata.lookup(text[i + 3:end]))
            except KeyError:
                _failed("unicodeescape", data, i, end + 1, "unknown Unicode character name", errors, out)
            i = end + 1
        else:   # not an escape: kept as written
            out.append("\\" + c)
            i += 2
    return "".join(out), i


def raw_unicode_escape_decode(data, errors=None, final=True, /):
    data = _as_bytes(data)
    text, out, i, n = data.decode("latin-1"), [], 0, len(data)
    while i < n:
        if text[i] == "\\" and i + 1 < n and text[i + 1] in "uU":
            i = _hex_escape("rawunicodeescape", data, text, i, _WIDTH[text[i + 1]], errors, out)
        else:
            out.append(text[i])
            i += 1
    return "".join(out), i
