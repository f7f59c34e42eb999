"""Constants and the collection error shared by the runner's modules."""


SCOPE_RANK = {"session": 0, "module": 1, "class": 2, "function": 3}
MAX_TRACEBACK_LINES = 40
MAX_CAPTURE_CHARS = 2000


class CollectError(Exception):
    pass
