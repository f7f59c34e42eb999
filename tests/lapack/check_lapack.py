"""Checks the LAPACK ATen calls (stage "lapack" over numpy's lapack_lite) against native numpy.

Run with the native numpy venv (tools/bench/lib/native_numpy.sh) by the lapack tier:

    python check_lapack.py --lib liblapack.a --lite numpy.linalg._umath_linalg.a
        --npymath libnpymath.a --bridge-include DIR --pytorch-src DIR --work DIR

1. Extracts ATen's own declarations of the LAPACK routines it calls (BatchLinearAlgebra.cpp)
   into a header, so the driver calls the library exactly as ATen will.
2. Compiles tests/lapack/lapack_driver.cpp with it and links it with the libraries: wasm-ld
   must report no signature mismatch (a mismatched call traps at run time) and no missing name.
3. Runs, for float32, float64, complex64 and complex128, every routine family ATen uses - LU
   solve, Cholesky solve and inverse, QR (Q and Q^H B), LDL^T / LDL^H solves, the four
   least-squares drivers, Hermitian and general eigenvalues, SVD - on random well-conditioned
   problems (one blocked size, past LAPACK's block size, in float64), under node, and compares
   each result with native numpy's (np.linalg.solve, inv, qr, lstsq, eigvalsh, eigvals, svd),
   to a tolerance of a few hundred ulps of the type times the problem's size.

Prints PASS/FAIL per check and "N passed, N failed".
"""
import argparse
import os
import re
import subprocess
import sys

import numpy as np

DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261204)
results = []  # (label, ok, detail)


def record(label, ok, detail=""):
    results.append((label, bool(ok), detail))


def aten_declarations(src):
    path = os.path.join(src, "aten/src/ATen/native/BatchLinearAlgebra.cpp")
    with open(path) as f:
        text = f.read()
    decls = re.findall(r'^extern "C" void [a-z][a-z0-9]*_\([^)]*\);', text, re.M)
    record("ATen declares LAPACK routines", len(decls) > 60, f"{len(decls)} declarations")
    return decls


def rand(t, *shape):
    x = rng.standard_normal(shape)
    if t in "cz":
        x = x + 1j * rng.standard_normal(shape)
    return x


def tolerance(t, n):
    return 400 * np.finfo(DTYPES[t]).eps * max(n, 1)


def close(got, want, t, n):
    err = np.max(np.abs(np.asarray(got) - np.asarray(want)), initial=0.0)
    scale = max(np.max(np.abs(want), initial=0.0), 1.0)
    return err <= tolerance(t, n) * scale, f"max error {err:.3g}, bound {tolerance(t, n) * scale:.3g}"


def problems():
    """(family, type, A, B): the inputs, as complex128/float64 arrays."""
    out = []
    for t in "sdcz":
        n = 6
        out.append(("lu", t, rand(t, n, n) + n * np.eye(n), rand(t, n, 2)))
        m = rand(t, 5, 5)
        out.append(("cholesky", t, m @ m.conj().T + 5 * np.eye(5), rand(t, 5, 2)))
        out.append(("qr", t, rand(t, 7, 4), rand(t, 7, 2)))
        # Symmetric indefinite with a zero diagonal: the factorizations need 2x2 pivots.
        m = rand(t, 6, 6)
        sym = m + m.T
        np.fill_diagonal(sym, 0)
        out.append(("ldl_sym", t, sym, rand(t, 6, 2)))
        if t in "cz":
            herm = m + m.conj().T
            np.fill_diagonal(herm, 0)
            out.append(("ldl_herm", t, herm, rand(t, 6, 2)))
        out.append(("lstsq", t, rand(t, 8, 5), rand(t, 8, 2)))
        m = rand(t, 6, 6)
        out.append(("eigh", t, m + m.conj().T, np.zeros((6, 0))))
        out.append(("eig", t, rand(t, 6, 6), np.zeros((6, 0))))
        out.append(("svd", t, rand(t, 7, 5), np.zeros((7, 0))))
        out.append(("svd", t, rand(t, 4, 6), np.zeros((4, 0))))
        with_nan = rand(t, 5, 4)
        with_nan[2, 1] = np.nan
        out.append(("svd_nan", t, with_nan, np.zeros((5, 0))))
    # Past the block sizes of ilaenv (64 for getrf/sytrf/geqrf): the blocked code paths.
    n = 80
    out.append(("lu", "d", rand("d", n, n) + n * np.eye(n), rand("d", n, 3)))
    m = rand("d", n, n)
    sym = m + m.T
    np.fill_diagonal(sym, 0)
    out.append(("ldl_sym", "d", sym, rand("d", n, 3)))
    out.append(("qr", "d", rand("d", 90, n), rand("d", 90, 2)))
    m = rand("z", n, n)
    herm = m + m.conj().T
    np.fill_diagonal(herm, 0)
    out.append(("ldl_herm", "z", herm, rand("z", n, 2)))
    out.append(("lstsq", "d", rand("d", 100, n), rand("d", 100, 2)))
    return out


def encode(t, a):
    # Column-major; rounded to the type first, so native numpy sees the same input.
    a = np.asarray(a, DTYPES[t]).astype(np.complex128 if t in "cz" else np.float64)
    flat = a.flatten(order="F")
    if t in "cz":
        flat = np.stack([flat.real, flat.imag], axis=1).ravel()
    return " ".join(repr(float(v)) for v in flat)


def decode(t, values, shape=None):
    v = np.array(values, np.float64)
    if t in "cz" or shape == "complex":
        v = v[0::2] + 1j * v[1::2]
    return v


def check(i, fam, t, a, b, res):
    n = a.shape[1]
    label = f"{fam} {t} {a.shape[0]}x{n}"
    # A NaN in ?gesdd's input: LAPACK 3.10+ documents INFO = -4 ("A had a NAN entry"), which
    # ATen reports as native PyTorch does; native numpy's SVD refuses the same matrix.
    want_info = -4 if fam == "svd_nan" else 0
    for routine, info in res.get("info", []):
        record(f"{label}: {routine} info", info == want_info, f"info {info}, want {want_info}")
    if fam == "svd_nan":
        try:
            np.linalg.svd(a)
            refused = False
        except np.linalg.LinAlgError:
            refused = True
        record(f"{label}: native numpy refuses it too", refused)
        return
    cplx = t in "cz"
    got = lambda key: decode(t, res[key])  # noqa: E731
    if fam in ("lu", "cholesky", "ldl_sym", "ldl_herm"):
        x = got("x").reshape(b.shape, order="F")
        record(f"{label}: solution", *close(x, np.linalg.solve(a, b), t, n))
    if fam == "cholesky":
        inv = got("inv_upper").reshape(a.shape, order="F")
        want = np.linalg.inv(a)
        iu = np.triu_indices(n)
        record(f"{label}: inverse (upper triangle)", *close(inv[iu], want[iu], t, n))
    if fam == "qr":
        q, _ = np.linalg.qr(a)
        record(f"{label}: Q", *close(got("q").reshape(a.shape, order="F"), q, t, a.shape[0]))
        qfull, _ = np.linalg.qr(a, mode="complete")
        record(f"{label}: Q^H B", *close(got("qhb").reshape(b.shape, order="F"), qfull.conj().T @ b, t, a.shape[0]))
    if fam == "lstsq":
        want = np.linalg.lstsq(a, b, rcond=None)[0]
        for key in ("gels", "gelsd", "gelss", "gelsy"):
            x = got(key).reshape(b.shape, order="F")[:n]
            record(f"{label}: {key} solution", *close(x, want, t, a.shape[0]))
        sv = np.linalg.svd(a, compute_uv=False)
        for key in ("gelsd_s", "gelss_s"):
            record(f"{label}: {key[:5]} singular values", *close(decode("d", res[key]), sv, t, a.shape[0]))
        rank = int(decode("d", res["gelsy_rank"])[0])
        record(f"{label}: gelsy rank", rank == n, f"rank {rank}")
    if fam == "eigh":
        w = decode("d", res["w"])
        record(f"{label}: eigenvalues", *close(w, np.linalg.eigvalsh(a), t, n))
        v = got("v").reshape(a.shape, order="F")
        record(f"{label}: A V = V diag(w)", *close(a @ v, v * w, t, n))
        record(f"{label}: V unitary", *close(v.conj().T @ v, np.eye(n), t, n))
    if fam == "eig":
        w = decode(t, res["w"], "complex")
        want = list(np.linalg.eigvals(a))
        paired = []
        for x in w:  # each of ours with its nearest native eigenvalue, once
            j = int(np.argmin([abs(x - y) for y in want]))
            paired.append(want.pop(j))
        record(f"{label}: eigenvalues", *close(w, np.array(paired), t, n))
    if fam == "svd":
        k = min(a.shape)
        s = decode("d", res["s"])
        record(f"{label}: singular values", *close(s, np.linalg.svd(a, compute_uv=False), t, max(a.shape)))
        u = got("u").reshape((a.shape[0], k), order="F")
        vh = got("vh").reshape((k, a.shape[1]), order="F")
        record(f"{label}: U diag(s) Vh = A", *close((u * s) @ vh, a, t, max(a.shape)))


def build(args, work):
    os.makedirs(work, exist_ok=True)
    decls = aten_declarations(args.pytorch_src)
    header = os.path.join(work, "aten_lapack_decls.h")
    with open(header, "w") as f:
        f.write("// ATen's declarations, extracted by tests/lapack/check_lapack.py\n#include <complex>\n")
        f.write("\n".join(decls) + "\n")
    driver = os.path.join(work, "lapack_driver.js")
    # no_python.c is C: compiled by emcc on its own, not as C++ by the driver's em++.
    no_python = os.path.join(work, "no_python.o")
    subprocess.run(["emcc", "-O1", "-fwasm-exceptions", "-I", args.bridge_include, "-c",
                    os.path.join(HERE, "../../port/lapack/no_python.c"), "-o", no_python], check=True)
    cmd = ["em++", "-O1", "-std=c++17", "-fwasm-exceptions", "-I", work, os.path.join(HERE, "lapack_driver.cpp"),
           no_python, args.lib, args.lite, args.npymath, "-sALLOW_MEMORY_GROWTH=1", "-sNODERAWFS=1", "-o", driver]
    link = subprocess.run(cmd, capture_output=True, text=True)
    log = link.stdout + link.stderr
    record("driver links with ATen's declarations", link.returncode == 0, log.strip()[-2000:])
    record("no signature mismatch", "signature mismatch" not in log, log.strip()[-2000:])
    return driver if link.returncode == 0 else None


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for opt in ("--lib", "--lite", "--npymath", "--bridge-include", "--pytorch-src", "--work"):
        p.add_argument(opt, required=True)
    args = p.parse_args()
    print("@@BEGIN", flush=True)   # the tiers' protocol: tools/test/outcomes.py
    driver = build(args, args.work)
    if driver:
        cases = problems()
        print(f"@@COLLECTED {len(cases)} problems", flush=True)   # each gives one or more checks
        cases_path = os.path.join(args.work, "cases.txt")
        out_path = os.path.join(args.work, "out.txt")
        with open(cases_path, "w") as f:
            for fam, t, a, b in cases:
                f.write(f"{fam} {t} {a.shape[0]} {a.shape[1]} {b.shape[1]}\n{encode(t, a)}\n{encode(t, b)}\n")
        run = subprocess.run(["node", driver, cases_path, out_path], capture_output=True, text=True)
        record("driver ran", run.returncode == 0 and run.stdout.strip() == f"{len(cases)} cases",
               (run.stdout + run.stderr).strip()[-2000:])
        parsed = {}
        if os.path.exists(out_path):
            with open(out_path) as f:
                for line in f:
                    parts = line.split()
                    entry = parsed.setdefault(int(parts[0]), {})
                    if parts[1] == "info":
                        entry.setdefault("info", []).append((parts[2], int(parts[3])))
                    else:
                        entry[parts[1]] = parts[3:]
        for i, (fam, t, a, b) in enumerate(cases):
            # numpy's reference runs on what the driver got: the input rounded to the type.
            a = np.asarray(a, DTYPES[t]).astype(np.complex128 if t in "cz" else np.float64)
            b = np.asarray(b, DTYPES[t]).astype(a.dtype)
            try:
                check(i, fam, t, a, b, parsed.get(i, {}))
            except (KeyError, ValueError, IndexError) as exc:
                record(f"{fam} {t} {a.shape}: results", False, f"missing or malformed: {exc!r}")
    failed = 0
    for label, ok, detail in results:
        print(f"{'PASS' if ok else 'FAIL'} {label}" + ("" if ok else f": {detail}"))
        failed += not ok
    print(f"{len(results) - failed} passed, {failed} failed")
    print("@@END")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
