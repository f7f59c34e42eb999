"""The Unicode codecs of CPython's _codecs module: UTF-8, UTF-16, UTF-32 (each with its -le
and -be forms and the _ex decoders that read a byte order mark), ASCII, Latin-1 and the
charmap codecs the `encodings` package builds its code pages on. Brython's _codecs has these as
stubs or sketches without error handling (overlay 546 puts these in their place, and
bytes.decode / str.encode come here for any input their JavaScript fast paths do not take).

Behaviour follows CPython 3.13's Objects/unicodeobject.c: results are (value, length
consumed) pairs; an error is a UnicodeDecodeError or UnicodeEncodeError with CPython's range
and reason, given to the handler named by `errors` (_brytorch_codec_errors), whose
replacement goes in its place and whose position decoding resumes at."""

from _brytorch_codec_errors import lookup_error


def _data(data):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return bytes(data)


def _errors_name(errors):
    return "strict" if errors is None else errors


def _decode_error(encoding, data, start, end, reason, errors, out):
    """Calls the handler for an undecodable range; appends its replacement to out and
    returns (the position to resume at, the input: a handler may replace exc.object)."""
    exc = UnicodeDecodeError(encoding, data, start, end, reason)
    if errors == "strict":
        raise exc
    result = lookup_error(errors)(exc)
    if not (isinstance(result, tuple) and len(result) == 2 and isinstance(result[0], str)
            and isinstance(result[1], int)):
        raise TypeError("decoding error handler must return (str, int) tuple")
    replacement, position = result
    data = bytes(exc.object)
    if position < 0:
        position += len(data)
    if not 0 <= position <= len(data):
        raise IndexError(f"position {position} from error handler out of bounds")
    out.append(replacement)
    return position, data


def _encode_error(encoding, text, start, end, reason, errors, out, convert, escapes_first=False):
    """Calls the handler for an unencodable range; appends the bytes of its replacement to out
    and returns the position to resume at. convert(replacement) gives the bytes of a str or
    bytes replacement, or None for one this codec cannot take (then the original error is
    raised). escapes_first: the UTF-8, ASCII and Latin-1 encoders write the U+DC80..U+DCFF
    prefix of the range themselves under "surrogateescape" and give the handler the rest."""
    if errors == "surrogateescape" and escapes_first:
        while start < end and 0xDC80 <= ord(text[start]) <= 0xDCFF:
            out.append(ord(text[start]) - 0xDC00)
            start += 1
        if start == end:
            return end
    exc = UnicodeEncodeError(encoding, text, start, end, reason)
    if errors == "strict":
        raise exc
    result = lookup_error(errors)(exc)
    if not (isinstance(result, tuple) and len(result) == 2 and isinstance(result[0], (str, bytes))
            and isinstance(result[1], int)):
        raise TypeError("encoding error handler must return (str/bytes, int) tuple")
    replacement, position = result
    replacement = convert(replacement)
    if replacement is None:
        raise UnicodeEncodeError(encoding, text, start, end, reason)
    if position < 0:
        position += len(text)
    if not 0 <= position <= len(text):
        raise IndexError(f"position {position} from error handler out of bounds")
    out += replacement
    return position


def _ascii_only(replacement):
    """A replacement the UTF-8 encoder takes: bytes, or ASCII text."""
    if isinstance(replacement, bytes):
        return replacement
    return replacement.encode("ascii") if replacement.isascii() else None


# --- UTF-8 -----------------------------------------------------------------------------------
# The second byte's range for each lead byte that is not 0xC2..0xDF (where it is 80..BF):
# E0 A0..BF (no overlong forms), ED 80..9F (no surrogates), F0 90..BF, F4 80..8F (<= U+10FFFF)
_SECOND = {0xE0: (0xA0, 0xBF), 0xED: (0x80, 0x9F), 0xF0: (0x90, 0xBF), 0xF4: (0x80, 0x8F)}


def _utf_8_decode_full(data, errors, final):
    data, errors = _data(data), _errors_name(errors)
    out, i, n = [], 0, len(data)
    while i < n:
        lead = data[i]
        if lead < 0x80:
            j = i + 1
            while j < n and data[j] < 0x80:
                j += 1
            out.append(data[i:j].decode("latin-1"))
            i = j
            continue
        need = 1 if 0xC2 <= lead <= 0xDF else 2 if 0xE0 <= lead <= 0xEF else 3 if 0xF0 <= lead <= 0xF4 else 0
        if need == 0:
            i, data = _decode_error("utf-8", data, i, i + 1, "invalid start byte", errors, out)
            n = len(data)
            continue
        low, high = _SECOND.get(lead, (0x80, 0xBF))
        code, j, reason = lead & (0x3F >> need), i + 1, None
        for k in range(need):
            if j >= n:
                reason = "unexpected end of data"
                break
            byte = data[j]
            if not (low <= byte <= high if k == 0 else 0x80 <= byte <= 0xBF):
                reason = "invalid continuation byte"
                break
            code = (code << 6) | (byte & 0x3F)
            j += 1
        if reason is None:
            out.append(chr(code))
            i = j
        elif reason == "unexpected end of data" and not final:
            break
        else:
            i, data = _decode_error("utf-8", data, i, j, reason, errors, out)
            n = len(data)
    return "".join(out), i


def _utf_8_encode_full(text, errors):
    errors = _errors_name(errors)
    out, i, n = bytearray(), 0, len(text)
    while i < n:
        j = i
        while j < n and not 0xD800 <= ord(text[j]) <= 0xDFFF:
            j += 1
        if j > i:
            # (no surrogates in text[i:j]: JavaScript's encoder gives exactly UTF-8)
            out += text[i:j].encode("utf-8")
            i = j
            continue
        while j < n and 0xD800 <= ord(text[j]) <= 0xDFFF:
            j += 1
        i = _encode_error("utf-8", text, i, j, "surrogates not allowed", errors, out, _ascii_only, True)
    return bytes(out), n


# --- UTF-16 and UTF-32 -----------------------------------------------------------------------
# Byte order: -1 little-endian, 1 big-endian, 0 "read a BOM" (decoding) or "write one"
# (encoding). Without a BOM, UTF-16 and UTF-32 are little-endian (the native order of wasm32,
# and CPython's on x86).

def _utf_16_decode(data, errors, byteorder, final):
    data, errors = _data(data), _errors_name(errors)
    i = 0
    if byteorder == 0 and len(data) >= 2:
        if data[:2] == b"\xff\xfe":
            byteorder, i = -1, 2
        elif data[:2] == b"\xfe\xff":
            byteorder, i = 1, 2
    order = "big" if byteorder == 1 else "little"
    encoding = "utf-16-be" if byteorder == 1 else "utf-16-le"   # (as CPython names it, BOM or not)
    out, n = [], len(data)
    while i < n:
        if n - i < 2:
            if not final:
                break
            i, data = _decode_error(encoding, data, i, n, "truncated data", errors, out)
            n = len(data)
            continue
        unit = int.from_bytes(data[i:i + 2], order)
        if unit < 0xD800 or unit > 0xDFFF:
            out.append(chr(unit))
            i += 2
        elif unit >= 0xDC00:
            i, data = _decode_error(encoding, data, i, i + 2, "illegal encoding", errors, out)
            n = len(data)
        elif n - i < 4:
            if not final:
                break
            i, data = _decode_error(encoding, data, i, n, "unexpected end of data", errors, out)
            n = len(data)
        else:
            low = int.from_bytes(data[i + 2:i + 4], order)
            if 0xDC00 <= low <= 0xDFFF:
                out.append(chr(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)))
                i += 4
            else:
                i, data = _decode_error(encoding, data, i, i + 2, "illegal UTF-16 surrogate", errors, out)
                n = len(data)
    return "".join(out), i, byteorder


def _utf_32_decode(data, errors, byteorder, final):
    data, errors = _data(data), _errors_name(errors)
    i = 0
    if byteorder == 0 and len(data) >= 4:
        if data[:4] == b"\xff\xfe\x00\x00":
            byteorder, i = -1, 4
        elif data[:4] == b"\x00\x00\xfe\xff":
            byteorder, i = 1, 4
    order = "big" if byteorder == 1 else "little"
    encoding = "utf-32-be" if byteorder == 1 else "utf-32-le"
    out, n = [], len(data)
    while i < n:
        if n - i < 4:
            if not final:
                break
            i, data = _decode_error(encoding, data, i, n, "truncated data", errors, out)
            n = len(data)
            continue
        code = int.from_bytes(data[i:i + 4], order)
        if code > 0x10FFFF:
            i, data = _decode_error(encoding, data, i, i + 4, "code point not in range(0x110000)", errors, out)
            n = len(data)
        elif 0xD800 <= code <= 0xDFFF:
            i, data = _decode_error(encoding, data, i, i + 4,
                                    "code point in surrogate code point range(0xd800, 0xe000)", errors, out)
            n = len(data)
        else:
            out.append(chr(code))
            i += 4
    return "".join(out), i, byteorder


def _utf_encode(text, errors, byteorder, name, size):
    errors = _errors_name(errors)
    order = "big" if byteorder == 1 else "little"
    out = bytearray()
    if byteorder == 0:
        out += (0xFEFF).to_bytes(size, order)

    def convert(replacement):
        if isinstance(replacement, bytes):
            return replacement if len(replacement) % size == 0 else None
        if not replacement.isascii():
            return None
        return b"".join(ord(c).to_bytes(size, order) for c in replacement)

    i, n = 0, len(text)
    while i < n:
        code = ord(text[i])
        if 0xD800 <= code <= 0xDFFF:   # (one character per error, as CPython's encoder)
            i = _encode_error(name, text, i, i + 1, "surrogates not allowed", errors, out, convert)
            continue
        if size == 2 and code > 0xFFFF:
            code -= 0x10000
            out += (0xD800 + (code >> 10)).to_bytes(2, order) + (0xDC00 + (code & 0x3FF)).to_bytes(2, order)
        else:
            out += code.to_bytes(size, order)
        i += 1
    return bytes(out), n


def utf_16_decode(data, errors=None, final=False, /):
    text, consumed, _ = _utf_16_decode(data, errors, 0, final)
    return text, consumed


def utf_16_le_decode(data, errors=None, final=False, /):
    return _utf_16_decode(data, errors, -1, final)[:2]


def utf_16_be_decode(data, errors=None, final=False, /):
    return _utf_16_decode(data, errors, 1, final)[:2]


def utf_16_ex_decode(data, errors=None, byteorder=0, final=False, /):
    return _utf_16_decode(data, errors, byteorder, final)


def utf_16_encode(text, errors=None, byteorder=0, /):
    name = {0: "utf-16", -1: "utf-16-le", 1: "utf-16-be"}.get(byteorder, "utf-16")
    return _utf_encode(text, errors, byteorder, name, 2)


def utf_16_le_encode(text, errors=None, /):
    return _utf_encode(text, errors, -1, "utf-16-le", 2)


def utf_16_be_encode(text, errors=None, /):
    return _utf_encode(text, errors, 1, "utf-16-be", 2)


def utf_32_decode(data, errors=None, final=False, /):
    text, consumed, _ = _utf_32_decode(data, errors, 0, final)
    return text, consumed


def utf_32_le_decode(data, errors=None, final=False, /):
    return _utf_32_decode(data, errors, -1, final)[:2]


def utf_32_be_decode(data, errors=None, final=False, /):
    return _utf_32_decode(data, errors, 1, final)[:2]


def utf_32_ex_decode(data, errors=None, byteorder=0, final=False, /):
    return _utf_32_decode(data, errors, byteorder, final)


def utf_32_encode(text, errors=None, byteorder=0, /):
    name = {0: "utf-32", -1: "utf-32-le", 1: "utf-32-be"}.get(byteorder, "utf-32")
    return _utf_encode(text, errors, byteorder, name, 4)


def utf_32_le_encode(text, errors=None, /):
    return _utf_encode(text, errors, -1, "utf-32-le", 4)


def utf_32_be_encode(text, errors=None, /):
    return _utf_encode(text, errors, 1, "utf-32-be", 4)


# --- ASCII and Latin-1 -----------------------------------------------------------------------

def _ascii_decode_full(data, errors, final):
    data, errors = _data(data), _errors_name(errors)
    out, i, n = [], 0, len(data)
    while i < n:
        j = i
        while j < n and data[j] < 0x80:
            j += 1
        out.append(data[i:j].decode("latin-1"))
        if j < n:
            j, data = _decode_error("ascii", data, j, j + 1, "ordinal not in range(128)", errors, out)
            n = len(data)
        i = j
    return "".join(out), n


def latin_1_decode(data, errors=None, /):
    data = _data(data)
    return data.decode("latin-1"), len(data)


def _limited_encode(text, errors, encoding, limit):
    errors = _errors_name(errors)

    def convert(replacement):
        if isinstance(replacement, bytes):
            return replacement
        return bytes(ord(c) for c in replacement) if all(ord(c) < limit for c in replacement) else None

    out, i, n = bytearray(), 0, len(text)
    while i < n:
        j = i
        while j < n and ord(text[j]) < limit:
            j += 1
        out += bytes(ord(c) for c in text[i:j])
        if j < n:
            end = j
            while end < n and ord(text[end]) >= limit:
                end += 1
            j = _encode_error(encoding, text, j, end, f"ordinal not in range({limit})", errors, out, convert, True)
        i = j
    return bytes(out), n


def _ascii_encode_full(text, errors):
    return _limited_encode(text, errors, "ascii", 128)


def _latin_1_encode_full(text, errors):
    return _limited_encode(text, errors, "latin-1", 256)


def _latin_1_decode_full(data, errors, final):
    return latin_1_decode(data)


# The _codecs functions: the strict fast path of bytes.decode / str.encode (JavaScript) for
# input without errors, the full algorithm above only for input with some.

def _complete_utf8_length(data):
    """len(data) without a final incomplete sequence whose bytes so far are valid (a decoder
    that is not at the end of its input waits for the rest of it)."""
    n = len(data)
    for back in range(1, min(4, n) + 1):
        lead = data[n - back]
        if lead < 0x80:
            return n
        if lead >= 0xC0:
            need = 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
            low, high = _SECOND.get(lead, (0x80, 0xBF))
            valid = 0xC2 <= lead <= 0xF4 and (back < 2 or low <= data[n - back + 1] <= high)
            return n - back if valid and need > back else n
    return n


def utf_8_decode(data, errors=None, final=False, /):
    data = _data(data)
    n = len(data) if final else _complete_utf8_length(data)
    try:
        return data[:n].decode("utf-8"), n
    except UnicodeDecodeError:
        return _utf_8_decode_full(data, errors, final)


def utf_8_encode(text, errors=None, /):
    try:
        return text.encode("utf-8"), len(text)
    except UnicodeEncodeError:
        return _utf_8_encode_full(text, errors)


def ascii_decode(data, errors=None, /):
    data = _data(data)
    try:
        return data.decode("ascii"), len(data)
    except UnicodeDecodeError:
        return _ascii_decode_full(data, errors, True)


def ascii_encode(text, errors=None, /):
    try:
        return text.encode("ascii"), len(text)
    except UnicodeEncodeError:
        return _ascii_encode_full(text, errors)


def latin_1_encode(text, errors=None, /):
    try:
        return text.encode("latin-1"), len(text)
    except UnicodeEncodeError:
        return _latin_1_encode_full(text, errors)


# --- charmap ---------------------------------------------------------------------------------

def charmap_build(decoding_table, /):
    """The encoding map of a decoding table (256 characters): code point -> byte."""
    return {ord(ch): i for i, ch in enumerate(decoding_table) if ch != "\ufffe"}


def _mapped(mapping, byte):
    """The text byte decodes to through mapping (a str table, or a mapping of ints), or None."""
    if isinstance(mapping, str):
        if byte >= len(mapping) or mapping[byte] == "\ufffe":
            return None
        return mapping[byte]
    try:
        value = mapping[byte]
    except LookupError:
        return None
    if value is None:
        return None
    if isinstance(value, int):
        if not 0 <= value < 0x110000:
            raise TypeError("character mapping must be in range(0x110000)")
        return None if value == 0xFFFE else chr(value)
    if isinstance(value, str):
        return None if value == "\ufffe" else value
    raise TypeError("character mapping must return integer, None or str")


def charmap_decode(data, errors=None, mapping=None, /):
    if mapping is None:
        return latin_1_decode(data, errors)
    data, errors = _data(data), _errors_name(errors)
    out, i, n = [], 0, len(data)
    while i < n:
        text = _mapped(mapping, data[i])
        if text is None:
            i, data = _decode_error("charmap", data, i, i + 1, "character maps to <undefined>", errors, out)
            n = len(data)
        else:
            out.append(text)
            i += 1
    return "".join(out), n


def _encoded(mapping, ch):
    """The bytes ch encodes to through mapping (code point -> int or bytes), or None."""
    try:
        value = mapping[ord(ch)]
    except LookupError:
        return None
    if value is None:
        return None
    if isinstance(value, int):
        if not 0 <= value < 256:
            raise TypeError("character mapping must be in range(256)")
        return bytes((value,))
    if isinstance(value, bytes):
        return value
    raise TypeError("character mapping must return integer, bytes or None, not " + type(value).__name__)


def charmap_encode(text, errors=None, mapping=None, /):
    if mapping is None:
        return latin_1_encode(text, errors)
    errors = _errors_name(errors)

    def convert(replacement):
        if isinstance(replacement, bytes):
            return replacement
        pieces = [_encoded(mapping, c) for c in replacement]
        return None if None in pieces else b"".join(pieces)

    out, i, n = bytearray(), 0, len(text)
    while i < n:
        raw = _encoded(mapping, text[i])
        if raw is not None:
            out += raw
            i += 1
            continue
        end = i + 1
        while end < n and _encoded(mapping, text[end]) is None:
            end += 1
        i = _encode_error("charmap", text, i, end, "character maps to <undefined>", errors, out, convert)
    return bytes(out), n


# --- bytes.decode and str.encode for these codecs (overlay 546) ---------------------------------
# The normalised names (lower case, '-' and ' ' as '_') of the codecs above, with the decoder
# (data, errors, final) and encoder (text, errors) that bytes.decode and str.encode call once
# their own fast path (valid input, UTF-8, ASCII or Latin-1) did not take the input.
_DECODERS = {}
_ENCODERS = {}
for _names, _decoder, _encoder in [
        (("utf_8", "utf8", "u8", "utf", "cp65001"), _utf_8_decode_full, _utf_8_encode_full),
        (("utf_16", "utf16", "u16"), utf_16_decode, utf_16_encode),
        (("utf_16_le", "utf_16le", "utf16le", "unicodelittleunmarked"), utf_16_le_decode, utf_16_le_encode),
        (("utf_16_be", "utf_16be", "utf16be", "unicodebigunmarked"), utf_16_be_decode, utf_16_be_encode),
        (("utf_32", "utf32", "u32"), utf_32_decode, utf_32_encode),
        (("utf_32_le", "utf_32le", "utf32le"), utf_32_le_decode, utf_32_le_encode),
        (("utf_32_be", "utf_32be", "utf32be"), utf_32_be_decode, utf_32_be_encode),
        (("ascii", "us_ascii", "646", "us", "ansi_x3.4_1968", "ansi_x3_4_1968", "ansi_x3.4_1986",
          "cp367", "csascii", "ibm367", "iso646_us", "iso_646.irv_1991", "iso_ir_6"), _ascii_decode_full, _ascii_encode_full),
        (("latin_1", "latin1", "latin", "l1", "iso8859_1", "iso_8859_1", "iso8859", "8859", "cp819",
          "csisolatin1", "ibm819", "iso_8859_1_1987", "iso_ir_100"), _latin_1_decode_full, _latin_1_encode_full)]:
    for _name in _names:
        _DECODERS[_name] = _decoder
        _ENCODERS[_name] = _encoder
del _names, _decoder, _encoder, _name


def decoder_of(normalised_name):
    """The decoder bytes.decode uses for this codec name, or None (not one of these)."""
    return _DECODERS.get(normalised_name)


def encoder_of(normalised_name):
    return _ENCODERS.get(normalised_name)
