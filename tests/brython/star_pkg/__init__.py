"""A package whose star import is relative (overlay 366's test)."""
from .inner import *  # noqa: F403
