"""BryTorch's _signal: the POSIX signal module of a Linux CPython, with the numbers of
Emscripten's libc (musl, Linux's numbering), which the C code in the same wasm module uses.

Brython ships the _signal of a Windows CPython (NSIG 23, no SIGUSR1, SIGKILL, SIGCHLD...),
while sys.platform is not "win32", so upstream code takes its POSIX branches and stops on
the missing names (PyTorch's test_dataloader, torch.utils.data's worker signal handling).

What runs here: the handler table (signal, getsignal, SIG_DFL/SIG_IGN, default_int_handler),
raise_signal (delivered at once, in the calling thread, as CPython runs a handler at the next
bytecode), the blocked-signals mask, strsignal, valid_signals, set_wakeup_fd. No operating
system sends signals to this runtime, so nothing else ever calls a handler; functions that
only make sense with one (alarm, pause, setitimer, sigwait...) are absent, as on a platform
without them. Ctrl-C in a page raises KeyboardInterrupt by other means (web/runtime/scheduler.js).
"""
import errno as _errno

SIGHUP = 1
SIGINT = 2
SIGQUIT = 3
SIGILL = 4
SIGTRAP = 5
SIGABRT = 6
SIGIOT = 6
SIGBUS = 7
SIGFPE = 8
SIGKILL = 9
SIGUSR1 = 10
SIGSEGV = 11
SIGUSR2 = 12
SIGPIPE = 13
SIGALRM = 14
SIGTERM = 15
SIGSTKFLT = 16
SIGCHLD = 17
SIGCONT = 18
SIGSTOP = 19
SIGTSTP = 20
SIGTTIN = 21
SIGTTOU = 22
SIGURG = 23
SIGXCPU = 24
SIGXFSZ = 25
SIGVTALRM = 26
SIGPROF = 27
SIGWINCH = 28
SIGIO = 29
SIGPOLL = 29
SIGPWR = 30
SIGSYS = 31
SIGRTMIN = 34
SIGRTMAX = 64
NSIG = 65

SIG_DFL = 0
SIG_IGN = 1
SIG_BLOCK = 0
SIG_UNBLOCK = 1
SIG_SETMASK = 2

# strsignal(): musl's descriptions (glibc's differ in a few words).
_DESCRIPTIONS = {
    SIGHUP: "Hangup", SIGINT: "Interrupt", SIGQUIT: "Quit", SIGILL: "Illegal instruction",
    SIGTRAP: "Trace/breakpoint trap", SIGABRT: "Aborted", SIGBUS: "Bus error",
    SIGFPE: "Arithmetic exception", SIGKILL: "Killed", SIGUSR1: "User defined signal 1",
    SIGSEGV: "Segmentation fault", SIGUSR2: "User defined signal 2", SIGPIPE: "Broken pipe",
    SIGALRM: "Alarm clock", SIGTERM: "Terminated", SIGSTKFLT: "Stack fault",
    SIGCHLD: "Child process status", SIGCONT: "Continued", SIGSTOP: "Stopped (signal)",
    SIGTSTP: "Stopped", SIGTTIN: "Stopped (tty input)", SIGTTOU: "Stopped (tty output)",
    SIGURG: "Urgent I/O condition", SIGXCPU: "CPU time limit exceeded",
    SIGXFSZ: "File size limit exceeded", SIGVTALRM: "Virtual timer expired",
    SIGPROF: "Profiling timer expired", SIGWINCH: "Window changed", SIGIO: "I/O possible",
    SIGPWR: "Power failure", SIGSYS: "Bad system call",
}
_UNCATCHABLE = (SIGKILL, SIGSTOP)
# Linux's valid signals: 32 and 33 belong to the C library's threads.
_VALID = frozenset(range(1, 32)) | frozenset(range(SIGRTMIN, SIGRTMAX + 1))


def default_int_handler(signalnum, frame, /):
    """The default handler for SIGINT installed by Python.

    It raises KeyboardInterrupt."""
    raise KeyboardInterrupt


_handlers = {SIGINT: default_int_handler}
_blocked = set()
_pending = set()   # raised while blocked: delivered when unblocked, as a POSIX kernel does
_wakeup_fd = -1


def _signum(signalnum):
    if not isinstance(signalnum, int):
        raise TypeError(f"'{type(signalnum).__name__}' object cannot be interpreted as an integer")
    signalnum = int(signalnum)
    if not 1 <= signalnum < NSIG:
        raise ValueError("signal number out of range")
    return signalnum


def signal(signalnum, handler, /):
    """Set the action for the given signal; returns the previous one."""
    signalnum = _signum(signalnum)
    if handler not in (SIG_DFL, SIG_IGN) and not callable(handler):
        raise TypeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object")
    if signalnum in _UNCATCHABLE:
        raise OSError(_errno.EINVAL, "Invalid argument")
    previous = _handlers.get(signalnum, SIG_DFL)
    _handlers[signalnum] = int(handler) if handler in (SIG_DFL, SIG_IGN) else handler
    return previous


def getsignal(signalnum, /):
    """Return the current action for the given signal."""
    return _handlers.get(_signum(signalnum), SIG_DFL)


def raise_signal(signalnum, /):
    """Send a signal to the executing process: its Python handler runs now (or when the
    signal is unblocked)."""
    import sys
    signalnum = _signum(signalnum)
    if signalnum in _blocked:
        _pending.add(signalnum)
        return None
    _deliver(signalnum, sys._getframe(1))
    return None


def _deliver(signalnum, frame):
    handler = _handlers.get(signalnum, SIG_DFL)
    if handler == SIG_IGN:
        return
    if handler == SIG_DFL:
        if signalnum in (SIGCHLD, SIGCONT, SIGURG, SIGWINCH):   # their default action: ignore
            return
        raise NotImplementedError(
            f"raise_signal({signalnum}): the default action of {_DESCRIPTIONS.get(signalnum, 'this signal')!r} "
            "would end the process; BryTorch cannot end its host that way")
    handler(signalnum, frame)


def strsignal(signalnum, /):
    """Return the system description of the given signal, or None."""
    return _DESCRIPTIONS.get(_signum(signalnum))


def valid_signals():
    """Return a set of valid signal numbers on this platform."""
    return set(_VALID)


def set_wakeup_fd(fd, /, *, warn_on_full_buffer=True):
    """Sets the fd to be written to (with the signal number) when a signal comes in; returns
    the previous one. No signal comes in here, so nothing is ever written."""
    global _wakeup_fd
    if not isinstance(fd, int):
        raise TypeError(f"'{type(fd).__name__}' object cannot be interpreted as an integer")
    previous, _wakeup_fd = _wakeup_fd, int(fd)
    return previous


def siginterrupt(signalnum, flag, /):
    """Change system call restart behaviour (no system call is ever interrupted here)."""
    _signum(signalnum)
    return None


def pthread_sigmask(how, mask, /):
    """Fetch and/or change the signal mask of the calling thread; returns the old mask."""
    global _blocked
    signals = {_signum(s) for s in mask}
    previous = set(_blocked)
    if how == SIG_BLOCK:
        _blocked |= signals
    elif how == SIG_UNBLOCK:
        _blocked -= signals
    elif how == SIG_SETMASK:
        _blocked = signals
    else:
        raise OSError(_errno.EINVAL, "Invalid argument")
    _blocked -= set(_UNCATCHABLE)
    import sys
    for signalnum in sorted(_pending - _blocked):   # now unblocked: delivered here
        _pending.discard(signalnum)
        _deliver(signalnum, sys._getframe(1))
    return previous


def sigpending():
    """The signals raised while blocked and not yet delivered."""
    return set(_pending)
