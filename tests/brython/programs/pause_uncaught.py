# An exception nobody catches, raised after the program paused: the traceback on stderr
# and the exit status must be CPython's (tools/test/tier-brython.sh compares them).
import time


def spin():
    end = time.perf_counter() + 0.012
    while time.perf_counter() < end:
        pass


def fail(i):
    raise RuntimeError(f"failed in iteration {i}")


print("start")
for i in range(3):
    spin()
    if i == 2:
        fail(i)
print("never")
