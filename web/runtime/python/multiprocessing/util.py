"""Helpers: after-fork hooks are recorded (never called: there is no fork), logging works."""
import logging
import weakref

_afterfork_registry = weakref.WeakValueDictionary()   # never run: nothing ever forks
_afterfork_counter = 0
_logger = None
LOGGER_NAME = "multiprocessing"
SUBDEBUG, SUBWARNING = 5, 25


def register_after_fork(obj, func):
    global _afterfork_counter
    _afterfork_counter += 1
    _afterfork_registry[(_afterfork_counter, id(obj), func)] = obj   # weak, as in CPython


def get_logger():
    global _logger
    if _logger is None:
        _logger = logging.getLogger(LOGGER_NAME)
    return _logger


def log_to_stderr(level=None):
    logger = get_logger()
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("[%(levelname)s/%(processName)s] %(message)s"))
    logger.addHandler(handler)
    if level:
        logger.setLevel(level)
    return logger


def debug(msg, *args):
    get_logger().debug(msg, *args)


def info(msg, *args):
    get_logger().info(msg, *args)


def sub_debug(msg, *args):
    get_logger().log(SUBDEBUG, msg, *args)


class Finalize:
    def __init__(self, obj, callback, args=(), kwargs=None, exitpriority=None):
        self._callback, self._args, self._kwargs = callback, args, kwargs or {}

    def __call__(self, wr=None):
        return self._callback(*self._args, **self._kwargs)

    def cancel(self):
        self._callback = lambda *a, **k: None


def is_exiting():
    return False
