"""Checks our wasm BLAS (tools/build/blas.sh) against native numpy, routine by routine.

Run with the native numpy venv (tools/bench/lib/native_numpy.sh) by the aten tier:

    python check_blas.py --lib libblas.a --pytorch-src DIR --work DIR

1. Extracts ATen's own declarations of the BLAS routines it calls from the PyTorch source
   (CPUBlas.cpp, BlasKernel.cpp, BatchLinearAlgebra.cpp: the 27 names) into a header, so the
   driver calls the library exactly as ATen will.
2. Compiles tests/blas/blas_driver.cpp with it and links against libblas.a: wasm-ld must
   report no signature mismatch (a mismatched call traps at run time) and no missing name.
3. Writes the cases (every transpose case of gemm, N/T for s/d and N/T/C for c/z; leading
   dimensions larger than the rows, with NaN in the padding; alpha/beta incl. beta=0 over a
   NaN-filled C; gemv with increments other than 1; trsm for every side/uplo/trans/diag; the
   level-1 routines ATen calls with positive, negative and zero increments), runs them under
   node and compares each with numpy (references in extended precision, bounds of the usual
   k*eps form; copy/swap/scal exact; untouched memory must stay bit-identical).

Prints PASS/FAIL per case and "N passed, N failed".
"""
import argparse
import os
import re
import subprocess
import sys

import numpy as np

ATEN_NAMES = ["sgemm_", "dgemm_", "cgemm_", "zgemm_", "strsm_", "dtrsm_", "ctrsm_", "ztrsm_",
              "sgemv_", "dgemv_", "saxpy_", "daxpy_", "caxpy_", "zaxpy_", "scopy_", "dcopy_",
              "ccopy_", "zcopy_", "cswap_", "sscal_", "dscal_", "sdot_", "ddot_",
              "cdotu_", "cdotc_", "zdotu_", "zdotc_"]
DECL_FILES = ["aten/src/ATen/native/CPUBlas.cpp", "aten/src/ATen/native/BlasKernel.cpp",
              "aten/src/ATen/native/BatchLinearAlgebra.cpp"]
DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}
HEADER = np.dtype([("alpha", "<f8", (2,)), ("beta", "<f8", (2,)), ("ints", "<i4", (8,)),
                   ("lens", "<i4", (3,)), ("name", "S8"), ("chars", "S4")])
assert HEADER.itemsize == 88  # blas_driver.cpp's Header
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20250516)
results = []  # (label, ok, detail)


def record(label, ok, detail=""):
    results.append((label, ok, detail))
    print(("PASS " if ok else "FAIL ") + label + ("" if ok or not detail else ": " + detail), flush=True)


# ---- 1. ATen's declarations --------------------------------------------------------------

def aten_declarations(src):
    """ATen's `extern "C"` declaration of each routine in ATEN_NAMES: {name: [statements]}."""
    found = {}
    for rel in DECL_FILES:
        text = open(os.path.join(src, rel)).read()
        for m in re.finditer(r'extern "C"\s+[^;{}]*?;', text):
            stmt = " ".join(m.group(0).split())
            name = re.search(r"(\w+)\s*\(", stmt).group(1)
            if name in ATEN_NAMES:
                found.setdefault(name, []).append(stmt)
    return found


# ---- 3. cases ---------------------------------------------------------------------------

def ext(x):
    """x in extended precision (the reference's working type)."""
    return x.astype(np.clongdouble if np.iscomplexobj(x) else np.longdouble)


def rand(t, shape):
    dt = DTYPES[t]
    v = rng.uniform(-1, 1, shape)
    if t in "cz":
        v = v + 1j * rng.uniform(-1, 1, shape)
    return v.astype(dt)


def eps(t):
    return float(np.finfo(DTYPES[t]).eps)


def scalar(t, v):
    """A scalar of the routine's type, and its (real, imag) pair for the header."""
    v = complex(v) if t in "cz" else float(v)
    return DTYPES[t](v), (v.real, v.imag) if t in "cz" else (v, 0.0)


def matrix(t, rows, cols, ld, fill=np.nan):
    """A column-major rows x cols matrix in a buffer of ld*cols elements (padding = fill);
    returns (buffer, view)."""
    buf = np.full(ld * cols, fill, dtype=DTYPES[t])
    view = buf.reshape(cols, ld).T[:rows, :]
    view[...] = rand(t, (rows, cols))
    return buf, view


def cm_view(buf, rows, cols, ld):
    return buf.reshape(cols, ld).T[:rows, :]


def op(mat, trans):
    return mat if trans == "N" else mat.T if trans == "T" else mat.conj().T


def same_bits(a, b):
    return np.array_equal(a, b, equal_nan=True)


def within(got, ref, bound):
    """|got - ref| <= bound elementwise (got finite); returns (ok, detail)."""
    got = ext(got)
    err = np.abs(got - ref)
    bad = ~(err <= bound) | ~np.isfinite(got)
    if bad.any():
        i = np.flatnonzero(bad.ravel())[0]
        return False, (f"{bad.sum()} of {bad.size} elements off, first at {i}: got "
                       f"{got.ravel()[i]}, numpy {ref.ravel()[i]}, bound {np.ravel(bound)[i]:.3g}")
    return True, ""


cases = []  # dicts: label, name, chars, ints, alpha, beta, arrays a b c, check(result, b, c)


def add(label, name, arrays, check, chars="", m=0, n=0, k=0, lda=0, ldb=0, ldc=0, incx=0, incy=0,
        alpha=(0.0, 0.0), beta=(0.0, 0.0)):
    t = name[0]
    arrays = [np.zeros(0, DTYPES[t]) if x is None else np.ascontiguousarray(x, DTYPES[t]) for x in arrays]
    cases.append(dict(label=label, name=name, chars=chars, ints=[m, n, k, lda, ldb, ldc, incx, incy],
                      alpha=alpha, beta=beta, arrays=arrays, check=check))


def gemm_case(t, ta, tb, m, n, k, alpha, beta, pad=3, nan_c=False):
    al, al_pair = scalar(t, alpha)
    be, be_pair = scalar(t, beta)
    ar, ac = (m, k) if ta == "N" else (k, m)
    br, bc = (k, n) if tb == "N" else (n, k)
    lda, ldb, ldc = ar + pad, br + pad + 1, m + pad + 2
    a, av = matrix(t, ar, ac, lda)
    b, bv = matrix(t, br, bc, ldb)
    c, cv = matrix(t, m, n, ldc)
    if nan_c:
        cv[...] = np.nan
    c_in = c.copy()
    prod = ext(op(av, ta)) @ ext(op(bv, tb))
    absprod = np.abs(ext(op(av, ta))) @ np.abs(ext(op(bv, tb)))
    ref = ext(al) * prod + (0 if beta == 0 else ext(be) * ext(cv))
    bound = (8 * (k + 2) * eps(t)) * (abs(alpha) * absprod + (0 if beta == 0 else abs(beta) * np.abs(ext(cv)))) + 1e-300

    def check(res, b_out, c_out):
        ok, detail = within(cm_view(c_out, m, n, ldc), ref, bound)
        if ok and not same_bits(c_out.reshape(n, ldc)[:, m:], c_in.reshape(n, ldc)[:, m:]):
            ok, detail = False, "C's padding rows (ldc > m) changed"
        return ok, detail
    desc = f"{t}gemm {ta}{tb} m={m} n={n} k={k} lda={lda} ldb={ldb} ldc={ldc} alpha={alpha} beta={beta}" \
           + (" C=NaN" if nan_c else "")
    add(desc, t + "gemm_", [a, b, c], check, chars=ta + tb, m=m, n=n, k=k, lda=lda, ldb=ldb, ldc=ldc,
        alpha=al_pair, beta=be_pair)


def vec(t, n, inc, fill=np.nan):
    """A strided vector of n elements at increment inc: (buffer, element indices in BLAS order)."""
    size = 1 + (n - 1) * abs(inc) if n > 0 else 0
    buf = np.full(size, fill, dtype=DTYPES[t])
    idx = np.array([i * inc if inc >= 0 else (n - 1 - i) * -inc for i in range(n)], dtype=np.int64)
    buf[idx] = rand(t, n)
    return buf, idx


def gemv_case(t, trans, m, n, alpha, beta, incx, incy):
    al, al_pair = scalar(t, alpha)
    be, be_pair = scalar(t, beta)
    lda = m + 5
    a, av = matrix(t, m, n, lda)
    lx, ly = (n, m) if trans == "N" else (m, n)
    x, xi = vec(t, lx, incx)
    y, yi = vec(t, ly, incy, fill=7.0)  # the gaps must stay 7
    if beta == 0:
        y[yi] = np.nan
    y_in = y.copy()
    opa = ext(op(av, trans))
    ref = ext(al) * (opa @ ext(x[xi])) + (0 if beta == 0 else ext(be) * ext(y[yi]))
    bound = (8 * (lx + 2) * eps(t)) * (abs(alpha) * (np.abs(opa) @ np.abs(ext(x[xi])))
                                      + (0 if beta == 0 else abs(beta) * np.abs(ext(y[yi])))) + 1e-300
    gaps = np.setdiff1d(np.arange(y.size), yi)

    def check(res, b_out, c_out):
        ok, detail = within(c_out[yi], ref, bound)
        if ok and not same_bits(c_out[gaps], y_in[gaps]):
            ok, detail = False, "y changed between its elements"
        return ok, detail
    add(f"{t}gemv {trans} m={m} n={n} lda={lda} incx={incx} incy={incy} alpha={alpha} beta={beta}"
        + (" y=NaN" if beta == 0 else ""), t + "gemv_", [a, x, y], check, chars=trans, m=m, n=n,
        lda=lda, incx=incx, incy=incy, alpha=al_pair, beta=be_pair)


def trsm_case(t, side, uplo, trans, diag, m, n, alpha):
    al, al_pair = scalar(t, alpha)
    dim = m if side == "L" else n
    lda, ldb = dim + 2, m + 3
    a = np.full(lda * dim, np.nan, dtype=DTYPES[t])  # the other triangle stays NaN: never read
    av = cm_view(a, dim, dim, lda)
    tri = np.triu if uplo == "U" else np.tril
    vals = rand(t, (dim, dim)) / dim
    vals[np.diag_indices(dim)] = 2 + rng.uniform(0, 1, dim)  # well conditioned
    mask = tri(np.ones((dim, dim), bool))
    av[mask] = vals[mask]
    eff = np.where(mask, vals, 0).astype(DTYPES[t])
    if diag == "U":
        av[np.diag_indices(dim)] = np.nan  # unit diagonal: the stored one is never read
        eff[np.diag_indices(dim)] = 1
    b, bv = matrix(t, m, n, ldb)
    b_in, rhs = b.copy(), ext(al) * ext(bv)
    opa = ext(op(eff, trans))

    def check(res, b_out, c_out):
        x = ext(cm_view(c_out, m, n, ldb))
        if not np.isfinite(x).all():
            return False, "non-finite solution"
        # Backward stability: |op(A) X - alpha B| <= c n eps (|op(A)| |X| + |alpha B|)
        lhs, mag = (opa @ x, np.abs(opa) @ np.abs(x)) if side == "L" else (x @ opa, np.abs(x) @ np.abs(opa))
        ok, detail = within(lhs, rhs, (8 * (dim + 2) * eps(t)) * (mag + np.abs(rhs)) + 1e-300)
        if ok and not same_bits(c_out.reshape(n, ldb)[:, m:], b_in.reshape(n, ldb)[:, m:]):
            ok, detail = False, "B's padding rows changed"
        return ok, detail
    add(f"{t}trsm side={side} uplo={uplo} trans={trans} diag={diag} m={m} n={n} lda={lda} ldb={ldb}",
        t + "trsm_", [a, None, b], check, chars=side + uplo + trans + diag, m=m, n=n, lda=lda,
        ldc=ldb, alpha=al_pair)


def level1_case(kind, t, n, incx, incy, alpha=0.0):
    name = {"dotu": t + "dotu_", "dotc": t + "dotc_"}.get(kind, t + kind + "_")
    al, al_pair = scalar(t, alpha)
    x, xi = vec(t, n, incx)
    y, yi = vec(t, n, incy, fill=7.0)
    x_in, y_in = x.copy(), y.copy()
    label = f"{name[:-1]} n={n} incx={incx} incy={incy}" + (f" alpha={alpha}" if kind == "axpy" else "")
    if kind in ("dot", "dotu", "dotc"):
        xs = ext(x[xi]).conj() if kind == "dotc" else ext(x[xi])
        ref = np.sum(xs * ext(y[yi]))
        bound = 8 * (n + 2) * eps(t) * np.sum(np.abs(xs * ext(y[yi]))) + 1e-300

        def check(res, b_out, c_out):
            got = np.array([complex(res[0], res[1]) if t in "cz" else res[0]])
            return within(got, np.array([ref]), np.array([bound]))
    elif kind == "axpy":  # sequentially, as the reference BLAS (incy = 0 accumulates into y[0])
        ref, mag, upd = ext(y.copy()), np.abs(ext(y.copy())), np.zeros(y.size)
        for i in range(n):
            ref[yi[i]] += ext(al) * ext(x[xi[i]])
            mag[yi[i]] += abs(ext(al) * ext(x[xi[i]]))
            upd[yi[i]] += 1
        bound = 8 * (upd + 1) * eps(t) * mag + 1e-300

        def check(res, b_out, c_out):
            ok, detail = within(c_out[yi], ref[yi], bound[yi])
            gaps = np.setdiff1d(np.arange(y.size), yi)
            if ok and not same_bits(c_out[gaps], y_in[gaps]):
                ok, detail = False, "y changed between its elements"
            return ok, detail
    elif kind in ("copy", "swap"):
        ref_x, ref_y = x.copy(), y.copy()
        for i in range(n):
            if kind == "copy":
                ref_y[yi[i]] = ref_x[xi[i]]
            else:
                ref_x[xi[i]], ref_y[yi[i]] = ref_y[yi[i]], ref_x[xi[i]]

        def check(res, b_out, c_out):
            if not same_bits(c_out, ref_y):
                return False, "y differs from the reference"
            if not same_bits(b_out, ref_x):
                return False, "x differs from the reference"
            return True, ""
    elif kind == "scal":  # x is in c; incx <= 0 leaves it alone, as the reference BLAS
        y = np.full(1 + (n - 1) * abs(incx), 7.0, dtype=DTYPES[t])
        yi = np.arange(n) * incx if incx > 0 else np.zeros(0, np.int64)
        y[np.arange(n) * abs(incx)] = rand(t, n)
        ref_y = y.copy()
        ref_y[yi] = ref_y[yi] * al  # one rounding, as in the library
        x, label = None, f"{name[:-1]} n={n} incx={incx} alpha={alpha}"

        def check(res, b_out, c_out):
            return (True, "") if same_bits(c_out, ref_y) else (False, "x differs from x*alpha")
    add(label, name, [None, x, y], check, n=n, incx=incx, incy=incy, alpha=al_pair)


def build_cases():
    for t in "sdcz":
        ops = "NT" if t in "sd" else "NTC"
        alpha, beta = (0.75, -1.25) if t in "sd" else (0.75 + 0.5j, -1.25 + 0.25j)
        for ta in ops:
            for tb in ops:
                gemm_case(t, ta, tb, 37, 29, 23, alpha, beta)
        gemm_case(t, "N", ops[-1], 33, 21, 19, alpha, 0, nan_c=True)   # beta = 0 ignores C
        gemm_case(t, ops[-1], "N", 160, 144, 300, 1, 0, nan_c=True)   # several k panels
        gemm_case(t, "N", "N", 17, 13, 0, alpha, beta)                # k = 0: C = beta C
        gemm_case(t, "T" if t in "sd" else "C", "N", 1, 50, 40, alpha, beta)  # one row
        gemm_case(t, "N", "N", 50, 1, 40, alpha, 1)                   # one column, beta = 1
    for t in "sd":
        for trans in "NT":
            for incx, incy in ((1, 1), (3, 2)):
                gemv_case(t, trans, 45, 31, 0.5, -0.5, incx, incy)
                gemv_case(t, trans, 45, 31, 1.5, 0, incx, incy)
    for t in "sdcz":
        alpha = -1.5 if t in "sd" else -1.5 + 0.5j
        for side in "LR":
            for uplo in "UL":
                for trans in ("NT" if t in "sd" else "NTC"):
                    for diag in "NU":
                        trsm_case(t, side, uplo, trans, diag, 23, 17, alpha)
    incs = ((1, 1), (2, 3), (-2, 1), (0, 1), (1, 0))
    for t in "sdcz":
        alpha = 0.6 if t in "sd" else 0.6 - 0.3j
        for incx, incy in incs:
            level1_case("axpy", t, 37, incx, incy, alpha)
        for incx, incy in incs[:4] + ((3, -2),):
            level1_case("copy", t, 37, incx, incy)
        for kind in (("dot",) if t in "sd" else ("dotu", "dotc")):
            for incx, incy in incs:
                level1_case(kind, t, 37, incx, incy)
    for incx, incy in ((1, 1), (2, 3), (-2, 1), (0, 1)):
        level1_case("swap", "c", 37, incx, incy)
    for t in "sd":
        for incx in (1, 3, -1):
            level1_case("scal", t, 37, incx, 0, -0.7)


def run_cases(driver, work):
    cases_path, out_path = os.path.join(work, "cases.bin"), os.path.join(work, "out.bin")
    with open(cases_path, "wb") as f:
        for c in cases:
            h = np.zeros(1, HEADER)
            h["alpha"], h["beta"], h["ints"] = c["alpha"], c["beta"], c["ints"]
            h["lens"] = [x.size for x in c["arrays"]]
            h["name"], h["chars"] = c["name"].encode(), c["chars"].encode()
            f.write(h.tobytes())
            for x in c["arrays"]:
                f.write(x.tobytes())
    run = subprocess.run(["node", driver, cases_path, out_path], capture_output=True, text=True)
    if run.returncode != 0:
        record(f"driver ran all {len(cases)} cases", False, (run.stdout + run.stderr).strip()[-800:])
        return
    data, pos = open(out_path, "rb").read(), 0
    for c in cases:
        dt = DTYPES[c["name"][0]]
        res = np.frombuffer(data, np.float64, 2, pos); pos += 16
        nb, nc = c["arrays"][1].size, c["arrays"][2].size
        b = np.frombuffer(data, dt, nb, pos); pos += b.nbytes
        cc = np.frombuffer(data, dt, nc, pos); pos += cc.nbytes
        with np.errstate(invalid="ignore", over="ignore"):
            ok, detail = c["check"](res, b, cc)
        record(c["label"], ok, detail)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--lib", required=True, help="the libblas.a to test")
    p.add_argument("--pytorch-src", required=True, help="pristine PyTorch source tree")
    p.add_argument("--work", required=True, help="scratch directory")
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    print("@@BEGIN", flush=True)   # the tiers' protocol: tools/test/outcomes.py

    decls = aten_declarations(args.pytorch_src)
    counts = {n: len(decls.get(n, [])) for n in ATEN_NAMES}
    record(f"ATen declares each of the {len(ATEN_NAMES)} BLAS routines once",
           all(v == 1 for v in counts.values()), str({n: v for n, v in counts.items() if v != 1}))
    header = os.path.join(args.work, "aten_blas_decls.h")
    with open(header, "w") as f:
        f.write("// Generated by tests/blas/check_blas.py: ATen's own declarations of its BLAS routines,\n"
                f"// from {', '.join(DECL_FILES)}.\n#include <complex>\n"
                "#define ffloat float  // AT_BLAS_F2C() is 0 in our build\n")
        for n in ATEN_NAMES:
            f.write("\n".join(decls.get(n, [])) + "\n")

    obj, driver = os.path.join(args.work, "blas_driver.o"), os.path.join(args.work, "blas_driver.js")
    subprocess.run(["em++", "-O2", "-fwasm-exceptions", "-I", args.work, "-c",
                    os.path.join(HERE, "blas_driver.cpp"), "-o", obj], check=True)
    link = subprocess.run(["em++", "-O2", "-fwasm-exceptions", obj, args.lib, "-o", driver,
                           "-sNODERAWFS=1", "-sALLOW_MEMORY_GROWTH=1", "-sEXIT_RUNTIME=1"],
                          capture_output=True, text=True)
    log = link.stdout + link.stderr
    bad = [l for l in log.splitlines() if "signature mismatch" in l or "undefined symbol" in l]
    record("the driver links against libblas.a with ATen's declarations: no signature mismatch, "
           "no missing name", link.returncode == 0 and not bad, "; ".join(bad) or log[-500:])
    if link.returncode != 0:
        return

    build_cases()
    print(f"@@COLLECTED {len(cases)} cases", flush=True)
    run_cases(driver, args.work)


if __name__ == "__main__":
    main()
    passed = sum(1 for _, ok, _ in results if ok)
    print(f"{passed} passed, {len(results) - passed} failed")
    print("@@END")
    sys.exit(0 if passed == len(results) else 1)
