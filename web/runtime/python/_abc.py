"""CPython's _abc (the C half of abc.ABCMeta) for Brython: the caches and the checks are
JavaScript (brython/overlay/566-abc-in-javascript.js, CPython's _abc.c algorithm); the
abstract-method bookkeeping of _abc_init is here, as _py_abc does it. Without this module
abc.py falls back to _py_abc, whose WeakSet caches made an isinstance through an ABC cost
6-13 us on Node (now ~2 us; CPython 0.2 us)."""

_js = getattr(__BRYTHON__, "brytorchAbc", None)
if _js is None:   # the overlay is left out: abc.py falls back to _py_abc
    raise ImportError("_abc needs brython/overlay/566-abc-in-javascript.js")

get_cache_token = _js("get_cache_token")
_abc_instancecheck = _js("_abc_instancecheck")
_abc_subclasscheck = _js("_abc_subclasscheck")
_abc_register = _js("_abc_register")
_reset_registry = _js("_reset_registry")
_reset_caches = _js("_reset_caches")


class _abc_data:
    """What `cls._abc_impl` is in CPython; here the caches live on the class object."""
    __slots__ = ()


def _abc_init(cls):
    """Sets cls.__abstractmethods__ and fresh caches (called by ABCMeta.__new__)."""
    abstracts = {name for name, value in cls.__dict__.items()
                 if getattr(value, "__isabstractmethod__", False)}
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", set()):
            value = getattr(cls, name, None)
            if getattr(value, "__isabstractmethod__", False):
                abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    cls._abc_impl = _abc_data()
    _js("_abc_init_data")(cls)


def _get_dump(cls):
    """(registry, cache, negative cache, negative cache version), the first three as sets of
    weak references, as CPython's _abc._get_dump returns them."""
    import _weakref
    registry, cache, negative, version = _js("_get_dump_members")(cls)
    return ({_weakref.ref(c) for c in registry}, {_weakref.ref(c) for c in cache},
            {_weakref.ref(c) for c in negative}, version)
