"""BryTorch's multiprocessing: the API of CPython's package without processes.

A wasm page runs one process and cannot start another, so everything that would (starting a
Process, a Pool, a Manager) raises OSError saying so; what needs no second process works:
importing, cpu_count(), current_process(), contexts and start methods, the pickling registry
(multiprocessing.reduction) and after-fork hooks (never called: there is no fork). Brython's
own multiprocessing cannot be imported (its _multiprocessing is not a module), and torch
imports this package with torch.
"""
from multiprocessing.context import (
    NO_PROCESSES, AuthenticationError, BufferTooShort, ProcessError, TimeoutError,
    active_children, cpu_count, current_process, get_all_start_methods, get_context,
    get_start_method, parent_process, set_start_method, Process, Pool, Queue, SimpleQueue,
    JoinableQueue, Lock, RLock, Event, Semaphore, BoundedSemaphore, Condition, Barrier,
    Manager, Pipe, Value, Array, freeze_support, set_executable, set_forkserver_preload,
    allow_connection_pickling, log_to_stderr, get_logger,
)

__all__ = [
    "Array", "AuthenticationError", "Barrier", "BoundedSemaphore", "BufferTooShort",
    "Condition", "Event", "JoinableQueue", "Lock", "Manager", "Pipe", "Pool", "Process",
    "ProcessError", "Queue", "RLock", "Semaphore", "SimpleQueue", "TimeoutError", "Value",
    "active_children", "allow_connection_pickling", "cpu_count", "current_process",
    "freeze_support", "get_all_start_methods", "get_context", "get_logger",
    "get_start_method", "log_to_stderr", "parent_process", "set_executable",
    "set_forkserver_preload", "set_start_method",
]
