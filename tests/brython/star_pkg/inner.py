__all__ = ["public"]
public = 1
not_listed = 2   # public name left out of __all__: `from .inner import *` must not take it
