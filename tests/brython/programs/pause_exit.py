# sys.exit() inside a loop after pauses: the exit status is the program's (CPython's).
import sys
import time

for i in range(3):
    end = time.perf_counter() + 0.012
    while time.perf_counter() < end:
        pass
    if i == 2:
        print("exiting")
        sys.exit(7)
