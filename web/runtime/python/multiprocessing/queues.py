"""Queues between processes: none can be made here (there is no other process)."""


class Queue:
    def __init__(self, maxsize=0, *, ctx=None):
        from multiprocessing.context import _unavailable
        _unavailable("Queue")


class JoinableQueue(Queue):
    pass


class SimpleQueue:
    def __init__(self, *, ctx=None):
        from multiprocessing.context import _unavailable
        _unavailable("SimpleQueue")
