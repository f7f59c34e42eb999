// Fix: contextvars behaves as PEP 567 says: real Context objects (copy_context, Context.run,
//   the mapping methods), ContextVar.set returning a Token that holds the value before the
//   set, reset() checking its token, and get() without raising inside.
// Symptom: Brython's _contextvars is a placeholder: copy_context() returns None,
//   Context.run does not switch contexts, `t = v.set(1); v.reset(t)` left 1 in v (numpy's
//   np.errstate resets its variable on exit), and ContextVar.get of a variable never set
//   raises and catches an AttributeError (hasattr) on every call: numpy reads two context
//   variables in every ufunc call through PyContextVar_Get, which made three quarters of a
//   3-element `a + b` (51 us on Node, 109x native).
// Cause: the module stores the value as an attribute of the variable, not in a context.
// Fix: the module's source is replaced by ours (one thread, so one current context). The
//   original text is checked first, so a changed Brython fails loudly.
// Test: tests/brython/test_stdlib.py::test_context_run_copy_and_mapping (and test_contextvar_*;
//   values from CPython 3.11)
(function ($B) {
  const expected = '\n\nclass Context(object):\n\n __contains__=';
  const entry = $B.VFS && $B.VFS._contextvars;
  if (!entry || !entry[1].includes(expected) || !entry[1].includes(' def get(self,*args):\n  if hasattr(self,"value"):')) {
    throw new Error('brytorch overlay: Brython\'s _contextvars is not the expected placeholder');
  }
  entry[1] = `"""Context variables (PEP 567) for a single thread: BryTorch's own implementation."""
from types import GenericAlias as _GenericAlias

__all__ = ("Context", "ContextVar", "Token", "copy_context")

_NO_DEFAULT = object()


class Context:
    """A mapping of context variables to their values."""
    __slots__ = ("_vars", "_entered", "_outer")

    def __init__(self):
        self._vars = {}
        self._entered = False
        self._outer = None

    def run(self, callable, /, *args, **kwargs):
        if self._entered:
            raise RuntimeError(f"cannot enter context: {self!r} is already entered")
        self._outer, self._entered = _state.current, True
        _state.current = self
        try:
            return callable(*args, **kwargs)
        finally:
            _state.current, self._outer, self._entered = self._outer, None, False

    def copy(self):
        new = Context()
        new._vars = dict(self._vars)
        return new

    def _key(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError(f"a ContextVar key was expected, got {var!r}")
        return var

    def __getitem__(self, var):
        return self._vars[self._key(var)]

    def __contains__(self, var):
        return self._key(var) in self._vars

    def get(self, var, default=None):
        return self._vars.get(self._key(var), default)

    def __iter__(self):
        return iter(list(self._vars))

    def __len__(self):
        return len(self._vars)

    def keys(self):
        return list(self._vars.keys())

    def values(self):
        return list(self._vars.values())

    def items(self):
        return list(self._vars.items())

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._vars == other._vars

    __hash__ = None


class _State:
    __slots__ = ("current",)


_state = _State()
_state.current = Context()


def copy_context():
    return _state.current.copy()


class _Missing:
    __slots__ = ()

    def __repr__(self):
        return "<Token.MISSING>"


class ContextVar:
    __slots__ = ("_name", "_default", "__weakref__")

    def __init__(self, name, *, default=_NO_DEFAULT):
        if not isinstance(name, str):
            raise TypeError("context variable name must be a str")
        self._name = name
        self._default = default

    @property
    def name(self):
        return self._name

    def get(self, default=_NO_DEFAULT):
        value = _state.current._vars.get(self, _NO_DEFAULT)
        if value is not _NO_DEFAULT:
            return value
        if default is not _NO_DEFAULT:
            return default
        if self._default is not _NO_DEFAULT:
            return self._default
        raise LookupError(self)

    def set(self, value):
        context = _state.current
        token = Token(context, self, context._vars.get(self, Token.MISSING))
        context._vars[self] = value
        return token

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError(f"expected an instance of Token, got {token!r}")
        if token._used:
            raise RuntimeError(f"{token!r} has already been used once")
        if token._var is not self:
            raise ValueError(f"{token!r} was created by a different ContextVar")
        context = _state.current
        if token._context is not context:
            raise ValueError(f"{token!r} was created in a different Context")
        token._used = True
        if token._old_value is Token.MISSING:
            context._vars.pop(self, None)
        else:
            context._vars[self] = token._old_value

    def __repr__(self):
        default = "" if self._default is _NO_DEFAULT else f" default={self._default!r}"
        return f"<ContextVar name={self._name!r}{default} at 0x{id(self):x}>"

    __class_getitem__ = classmethod(_GenericAlias)


class Token:
    __slots__ = ("_context", "_var", "_old_value", "_used")
    MISSING = _Missing()

    def __init__(self, context, var, old_value):
        self._context, self._var, self._old_value, self._used = context, var, old_value, False

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old_value

    def __repr__(self):
        used = " used" if self._used else ""
        return f"<Token{used} var={self._var!r} at 0x{id(self):x}>"

    __class_getitem__ = classmethod(_GenericAlias)
`;
  entry[2] = ['types'];   // the module's imports, for the VFS
})(__BRYTHON__);
