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
