"""Process pools: none can be made here."""


def worker(*args, **kwargs):
    from multiprocessing.context import _unavailable
    _unavailable("pool.worker")


class Pool:
    def __init__(self, *args, **kwargs):
        from multiprocessing.context import _unavailable
        _unavailable("Pool")


class ThreadPool(Pool):
    pass
