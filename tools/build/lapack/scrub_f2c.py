"""Make f2c's C for LAPACK 3.11 routines callable with numpy's lapack_lite conventions.

Usage: scrub_f2c.py FILE.c...   (rewrites each file in place)

numpy's lapack_lite (the f2c'd LAPACK 3.2.2 our extra routines call into) was cleaned the way
CLAPACK was: string lengths are not passed. f2c adds a trailing `ftnlen` parameter for every
CHARACTER argument and passes `(ftnlen)6`-style lengths at every call, so a call from our
translation into lapack_lite (`lsame_(uplo, "U", (ftnlen)1, (ftnlen)1)`) would pass more
arguments than the callee takes: in wasm a call through the wrong signature traps. This
removes the lengths from definitions, declarations and calls, except for the callees that
kept them in lapack_lite (ilaenv_, iparmq_) and f2c's own string runtime (s_cmp, s_copy,
s_cat, s_rnge), which need them.

f2c declares the runtime functions a routine uses ("/* Builtin functions */") inside it; numpy's
f2c.h already declares them, some with other types (`float r_imag(singlecomplex *)`), and a
second, conflicting declaration does not compile, so those blocks go (lapack_lite's own
clean-up did the same).

It also renames f2c's `complex` type to lapack_lite's `singlecomplex` (numpy's f2c.h has no
`complex`, a name C99 reserves for <complex.h>).
"""
import re
import sys

KEEP_LENGTHS = {"ilaenv_", "iparmq_", "s_cmp", "s_copy", "s_cat", "s_rnge"}

# ", (ftnlen)6" in a call, ", ftnlen" or ", ftnlen uplo_len" in a prototype or definition.
LENGTH = re.compile(r",\s*(?:\(\s*ftnlen\s*\)\s*\d+|ftnlen(?:\s+[A-Za-z_]\w*)?)(?=\s*[,)])")
# The comment line and the declarations after it, up to the first blank line.
BUILTINS = re.compile(r"^[ \t]*/\* Builtin functions \*/\n(?:[ \t]*\S.*\n)*", re.M)
IDENT_BEFORE = re.compile(r"([A-Za-z_]\w*)\s*$")


def enclosing_callee(text, pos):
    """The identifier before the innermost '(' still open at pos ('' if none)."""
    depth = 0
    for i in range(pos - 1, -1, -1):
        c = text[i]
        if c == ")":
            depth += 1
        elif c == "(":
            if depth == 0:
                m = IDENT_BEFORE.search(text, 0, i)
                return m.group(1) if m else ""
            depth -= 1
        elif c in ";{}" and depth == 0:
            return ""
    return ""


def scrub(text):
    out, last = [], 0
    for m in LENGTH.finditer(text):
        if enclosing_callee(text, m.start()) in KEEP_LENGTHS:
            continue
        out.append(text[last:m.start()])
        last = m.end()
    out.append(text[last:])
    text = "".join(out)
    text = BUILTINS.sub("", text)
    return re.sub(r"\bcomplex\b", "singlecomplex", text)


def main(paths):
    for path in paths:
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(scrub(text))


if __name__ == "__main__":
    main(sys.argv[1:])
