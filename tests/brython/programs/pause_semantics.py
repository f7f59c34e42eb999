# A program whose module-level loops pause (each iteration spins past the scheduler's slice,
# so every checkpoint is due): its output must be CPython's, line for line
# (tools/test/tier-brython.sh compares them). Each section is one kind of Python semantics
# that must survive a pause.
import time


def spin():
    """Runs past one scheduler slice (10 ms), so the next loop checkpoint pauses."""
    end = time.perf_counter() + 0.012
    while time.perf_counter() < end:   # pauses too (spin is called by the program)
        pass


# for / else, break, continue, nested loops, while / else
total = 0
for i in range(4):
    spin()
    if i == 1:
        continue
    for j in range(3):
        spin()
        if j == 2:
            break
        total += i * j
    else:
        print("inner else never runs")
else:
    print("for-else ran, total", total)
n = 0
while n < 3:
    spin()
    n += 1
else:
    print("while-else ran, n", n)

# exceptions raised after a pause, caught outside the loop; finally
try:
    for i in range(5):
        spin()
        if i == 2:
            raise ValueError(f"raised at {i}")
except ValueError as exc:
    print("caught:", exc)
finally:
    print("finally ran")

# try/finally inside the loop body, and a loop inside a with block
class Manager:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, *exc):
        print("exit", exc[0].__name__ if exc[0] else None)
        return True   # swallows the exception


with Manager() as m:
    for i in range(3):
        spin()
        try:
            if i == 1:
                raise KeyError(i)
        finally:
            print("iteration", i, "finally")
print("after with")

# a generator suspended across pauses keeps its state; a closure and nonlocal
def counter():
    count = 0

    def bump():
        nonlocal count
        count += 1
        return count
    return bump


bump = counter()
gen = (k * k for k in range(10))
squares = []
for i in range(4):
    spin()
    squares.append(next(gen))
    bump()
print("squares", squares, "bumps", bump() - 1, "rest", sum(gen))

# global rebinding from a function called inside a paused loop
hits = 0


def hit():
    global hits
    hits += 1


for i in range(3):
    spin()
    hit()
print("hits", hits)

# recursion inside a paused loop; a class body with a loop (class bodies do not pause)
def fact(k):
    return 1 if k <= 1 else k * fact(k - 1)


for i in range(2):
    spin()
    print("fact", fact(20 + i))


class Table:
    rows = []
    for i in range(3):
        rows.append(i * 10)


print("class body", Table.rows)

# comprehension variables stay local; module globals seen through globals() and locals()
for i in range(2):
    spin()
    doubled = [i * 2 for i in range(3)]
print("comprehension", doubled, "i", i, "same namespace", globals() is locals())

# the frame stack after pauses: a traceback names this module and line
import traceback
for i in range(2):
    spin()
    try:
        fact("x")
    except TypeError:
        frames = traceback.extract_tb(__import__("sys").exc_info()[2])
        print("traceback frames", [f.name for f in frames])
print("done")

# Under BryTorch, prove the loops above did pause (CPython has no `javascript` module).
try:
    import javascript
except ImportError:
    pass
else:
    paused = javascript.this().BryTorchScheduler.stats().slices
    assert paused >= 25, f"the program paused only {paused} times"
