"""cProfile for BryTorch's Brython: CPython's C profiler (_lsprof) cannot exist here, and
the pure-Python `profile` module has the same interface (run, runctx, Profile), so this is
that module under cProfile's name (torch._dynamo.convert_frame imports cProfile)."""
from profile import Profile, run, runctx

__all__ = ["run", "runctx", "Profile"]
