"""Bridge call costs (a benchmark, not a test): runs on Brython with the bridge and on native
CPython with the same C file (bridge/tests/ext/bt_bench.c), printing one line per operation:
`NAME ns_per_op`. tools/bench/bridge.sh runs it everywhere and prints ratios."""
import sys
import time

import bt_bench as b


def per_op(fn, n, repeat=7):
    """Median over `repeat` runs of fn(n) (which does n operations), in ns per operation."""
    fn(min(n, 1000))  # warm-up
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn(n)
        samples.append((time.perf_counter() - t0) / n * 1e9)
    samples.sort()
    return samples[len(samples) // 2]


def loop_py_noop(k):
    f = _py_noop
    for _ in range(k):
        f()


def _py_noop():
    return None


def loop_noop(k):
    f = b.noop
    for _ in range(k):
        f()


def loop_add3(k):
    f = b.add3
    for _ in range(k):
        f(1, 2, 3)


def loop_add3_varargs(k):
    f = b.add3_varargs
    for _ in range(k):
        f(1, 2, 3)


class Holder:
    value = 3


def main():
    # Python-level loops: each figure includes one loop iteration; python_noop_call is the
    # same loop calling a Python function, the reference for "a call" on each host.
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rows = [
        ("python_noop_call", per_op(loop_py_noop, n)),
        ("c_noop_call", per_op(loop_noop, n)),
        ("c_add3_fastcall", per_op(loop_add3, n)),
        ("c_add3_varargs_parsetuple", per_op(loop_add3_varargs, n)),
        ("in_c_tuple_get_item", per_op(lambda k: b.loop_tuple_get((1, 2, 3), k), n * 100)),
        ("in_c_long_as_long", per_op(lambda k: b.loop_as_long(12345, k), n * 100)),
        ("in_c_incref_decref_typecheck", per_op(lambda k: b.loop_incref((1,), k), n * 100)),
        ("in_c_getattr", per_op(lambda k: b.loop_getattr(Holder(), "value", k), n)),
        ("in_c_call_python_function", per_op(lambda k: b.loop_call(_py_noop, k), n)),
    ]
    for name, ns in rows:
        print(f"{name} {ns:.1f}")


main()
