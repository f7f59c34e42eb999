"""Connections between processes: none exist here; wait() on nothing returns at once."""


class Connection:
    def __init__(self, *args, **kwargs):
        from multiprocessing.context import _unavailable
        _unavailable("Connection")


class Listener(Connection):
    pass


def Client(*args, **kwargs):
    from multiprocessing.context import _unavailable
    _unavailable("Client")


def Pipe(duplex=True):
    from multiprocessing.context import _unavailable
    _unavailable("Pipe")


def wait(object_list, timeout=None):
    if object_list:
        from multiprocessing.context import _unavailable
        _unavailable("connection.wait")
    return []
