"""The codec registry of CPython's _codecs module (register, unregister, lookup), which
Brython's _codecs lacks: its lookup knows only "utf-8" and returns None for any other name,
and its register does nothing, so the `encodings` package's search function was never asked
(overlay 476 puts these in _codecs). Behaviour follows CPython 3.13: names are lowercased
with spaces and hyphens made underscores, search functions are asked in registration order
(the `encodings` package's first, as CPython imports it at start), results are cached until
a function is unregistered, and an unknown name raises LookupError."""

_search_functions = []
_cache = {}
_encodings_registered = False


def _register_encodings_first():
    """CPython imports `encodings` at start, so its search function is asked first. Brython
    may have imported it before this registry existed (its register() did nothing then)."""
    global _encodings_registered
    if _encodings_registered:
        return
    _encodings_registered = True
    import encodings
    if encodings.search_function not in _search_functions:
        _search_functions.insert(0, encodings.search_function)


def register(search_function, /):
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _register_encodings_first()
    _search_functions.append(search_function)


def unregister(search_function, /):
    if search_function in _search_functions:
        _search_functions.remove(search_function)
        _cache.clear()


def _normalize(encoding):
    return encoding.lower().replace(" ", "_").replace("-", "_")


def lookup(encoding, /):
    if not isinstance(encoding, str):
        raise TypeError(f"lookup() argument must be str, not {type(encoding).__name__}")
    _register_encodings_first()
    name = _normalize(encoding)
    if name in _cache:
        return _cache[name]
    for search in list(_search_functions):
        result = search(name)
        if result is None:
            continue
        if not isinstance(result, tuple) or len(result) != 4:
            raise TypeError("codec search functions must return 4-tuples")
        _cache[name] = result
        return result
    raise LookupError(f"unknown encoding: {encoding}")


def _forget_codec(encoding, /):
    _cache.pop(_normalize(encoding), None)


def _type_name(value):
    """How CPython's argument errors name a value's type (None by itself)."""
    return "None" if value is None else type(value).__name__


def _check_str(function, what, value):
    if not isinstance(value, str):
        raise TypeError(f"{function}() argument '{what}' must be str, not {_type_name(value)}")


def _coded(codec, obj, errors, what):
    result = codec(obj, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        # (CPython's two messages differ by a space)
        raise TypeError("encoder must return a tuple (object, integer)" if what == "encode"
                        else "decoder must return a tuple (object,integer)")
    return result[0]


def encode(obj, encoding="utf-8", errors="strict"):
    """Encodes obj with the codec registered for encoding (any codec, not only text ones)."""
    _check_str("encode", "encoding", encoding)
    _check_str("encode", "errors", errors)
    return _coded(lookup(encoding).encode, obj, errors, "encode")


def decode(obj, encoding="utf-8", errors="strict"):
    """Decodes obj with the codec registered for encoding (any codec, not only text ones)."""
    _check_str("decode", "encoding", encoding)
    _check_str("decode", "errors", errors)
    return _coded(lookup(encoding).decode, obj, errors, "decode")


def _text_codec(encoding, what):
    info = lookup(encoding)
    if not getattr(info, "_is_text_encoding", True):
        raise LookupError(f"'{encoding}' is not a text encoding; use codecs.{what}() to handle arbitrary codecs")
    return info


def _text_coded(obj, encoding, errors, what, result_type):
    """str.encode / bytes.decode through the registry (overlay 546: for the codecs it has no
    fast path for), with CPython's checks that the codec is a text one and of its result."""
    result = _coded(getattr(_text_codec(encoding, what), what), obj, errors, what)
    if not isinstance(result, result_type):
        raise TypeError(f"'{encoding}' {what}r returned '{type(result).__name__}' instead of "
                        f"'{result_type.__name__}'; use codecs.{what}() to {what} to arbitrary types")
    return result


def _encode_text(text, encoding, errors):
    return _text_coded(text, encoding, errors, "encode", bytes)


def _decode_text(data, encoding, errors):
    return _text_coded(data, encoding, errors, "decode", str)
