"""The codec error handlers of CPython's _codecs module (register_error, lookup_error and the
eight built-in handlers), which Brython's _codecs declares as stubs returning None (overlay 546
puts these in _codecs). Behaviour follows CPython 3.13's Python/codecs.c: a handler takes a
UnicodeEncodeError, UnicodeDecodeError or UnicodeTranslateError and returns the replacement
(str, or bytes for an encoder) with the position to resume at, or raises."""

_ENCODE, _DECODE, _TRANSLATE = UnicodeEncodeError, UnicodeDecodeError, UnicodeTranslateError


def _type_name(value):
    """How CPython's argument errors name a value's type (None by itself)."""
    return "None" if value is None else type(value).__name__


def _unhandled(exc):
    return TypeError(f"don't know how to handle {type(exc).__name__} in error callback")


def _escape(code):
    if code < 0x100:
        return "\\x%02x" % code
    return "\\u%04x" % code if code < 0x10000 else "\\U%08x" % code


def strict_errors(exc, /):
    """Implements the 'strict' error handling, which raises a UnicodeError on coding errors."""
    if isinstance(exc, BaseException):
        raise exc
    raise TypeError("codec must pass exception instance")


def ignore_errors(exc, /):
    """Implements the 'ignore' error handling, which ignores malformed data and continues."""
    if isinstance(exc, (_ENCODE, _DECODE, _TRANSLATE)):
        return ("", exc.end)
    raise _unhandled(exc)


def replace_errors(exc, /):
    """Implements the 'replace' error handling, which replaces malformed data with a
    replacement marker."""
    if isinstance(exc, _ENCODE):
        return ("?" * (exc.end - exc.start), exc.end)
    if isinstance(exc, _DECODE):
        return ("\ufffd", exc.end)
    if isinstance(exc, _TRANSLATE):
        return ("\ufffd" * (exc.end - exc.start), exc.end)
    raise _unhandled(exc)


def xmlcharrefreplace_errors(exc, /):
    """Implements the 'xmlcharrefreplace' error handling, which replaces an unencodable
    character with the appropriate XML character reference."""
    if isinstance(exc, _ENCODE):
        return ("".join("&#%d;" % ord(ch) for ch in exc.object[exc.start:exc.end]), exc.end)
    raise _unhandled(exc)


def backslashreplace_errors(exc, /):
    """Implements the 'backslashreplace' error handling, which replaces malformed data with a
    backslashed escape sequence."""
    if isinstance(exc, _DECODE):
        return ("".join("\\x%02x" % b for b in exc.object[exc.start:exc.end]), exc.end)
    if isinstance(exc, (_ENCODE, _TRANSLATE)):
        return ("".join(_escape(ord(ch)) for ch in exc.object[exc.start:exc.end]), exc.end)
    raise _unhandled(exc)


def namereplace_errors(exc, /):
    """Implements the 'namereplace' error handling, which replaces an unencodable character
    with a \\N{...} escape sequence."""
    if not isinstance(exc, _ENCODE):
        raise _unhandled(exc)
    import unicodedata
    out = []
    for ch in exc.object[exc.start:exc.end]:
        name = unicodedata.name(ch, None)
        out.append("\\N{%s}" % name if name is not None else _escape(ord(ch)))
    return ("".join(out), exc.end)


def surrogateescape(exc, /):
    """Decodes each undecodable byte (128 and above, up to 4 of them) as a lone surrogate
    U+DC80..U+DCFF, and encodes those surrogates back as the bytes they stand for (PEP 383)."""
    if isinstance(exc, _ENCODE):
        out = bytearray()
        for ch in exc.object[exc.start:exc.end]:
            code = ord(ch)
            if not 0xDC80 <= code <= 0xDCFF:
                raise exc
            out.append(code - 0xDC00)
        return (bytes(out), exc.end)
    if isinstance(exc, _DECODE):
        data, start = exc.object, exc.start
        chars = []
        for b in data[start:min(exc.end, start + 4)]:
            if b < 128:
                break
            chars.append(chr(0xDC00 + b))
        if not chars:
            raise exc
        return ("".join(chars), start + len(chars))
    raise _unhandled(exc)


# surrogatepass: the codecs whose encodings of a surrogate code point it writes and reads,
# by the name the codec gives its errors ('utf-16' and 'utf-32' alone are little-endian:
# the byte order of the wasm32 machine, as CPython's native order on x86)
_SURROGATE_CODECS = {"utf-8": ("utf-8", 3), "utf8": ("utf-8", 3),
                     "utf-16": ("little", 2), "utf-16-le": ("little", 2), "utf-16-be": ("big", 2),
                     "utf-32": ("little", 4), "utf-32-le": ("little", 4), "utf-32-be": ("big", 4)}


def _surrogate_codec(exc):
    encoding = exc.encoding.lower().replace("_", "-")
    return _SURROGATE_CODECS.get(encoding)


def surrogatepass(exc, /):
    """Encodes lone surrogates as UTF-8, UTF-16 or UTF-32 would encode any other code point,
    and decodes them back."""
    if isinstance(exc, _ENCODE):
        codec = _surrogate_codec(exc)
        if codec is None:
            raise exc
        order, size = codec
        out = bytearray()
        for ch in exc.object[exc.start:exc.end]:
            code = ord(ch)
            if not 0xD800 <= code <= 0xDFFF:
                raise exc
            if order == "utf-8":
                out += bytes((0xE0 | (code >> 12), 0x80 | ((code >> 6) & 0x3F), 0x80 | (code & 0x3F)))
            else:
                out += code.to_bytes(size, order)
        return (bytes(out), exc.end)
    if isinstance(exc, _DECODE):
        codec = _surrogate_codec(exc)
        if codec is None:
            raise exc
        order, size = codec
        data, start = exc.object, exc.start
        piece = data[start:start + size]
        code = -1
        if len(piece) == size:
            if order == "utf-8":
                if (piece[0] & 0xF0) == 0xE0 and (piece[1] & 0xC0) == 0x80 and (piece[2] & 0xC0) == 0x80:
                    code = ((piece[0] & 0x0F) << 12) | ((piece[1] & 0x3F) << 6) | (piece[2] & 0x3F)
            else:
                code = int.from_bytes(piece, order)
        if not 0xD800 <= code <= 0xDFFF:
            raise exc
        return (chr(code), start + size)
    raise _unhandled(exc)


_handlers = {"strict": strict_errors, "ignore": ignore_errors, "replace": replace_errors,
             "xmlcharrefreplace": xmlcharrefreplace_errors,
             "backslashreplace": backslashreplace_errors, "namereplace": namereplace_errors,
             "surrogateescape": surrogateescape, "surrogatepass": surrogatepass}


def register_error(errors, handler, /):
    """Register the specified error handler under the name errors."""
    if not isinstance(errors, str):
        raise TypeError(f"register_error() argument 1 must be str, not {_type_name(errors)}")
    if not callable(handler):
        raise TypeError("handler must be callable")
    _handlers[errors] = handler


def lookup_error(name, /):
    """lookup_error(errors) -> handler: the error handler registered under the name errors."""
    if not isinstance(name, str):
        raise TypeError(f"lookup_error() argument must be str, not {_type_name(name)}")
    try:
        return _handlers[name]
    except KeyError:
        raise LookupError(f"unknown error handler name '{name}'") from None
