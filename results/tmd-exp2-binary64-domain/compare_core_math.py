#!/usr/bin/env python3
"""Compares the kept lists of exp2's domain state (st-exp2.tar.xz, beside this script) with
CORE-MATH's binary64 exp2.wc.

usage: compare_core_math.py EXP2.wc

exp2.wc's section "the following are hard-to-round cases" says no bound; per finished slice
that took search, its inputs there are compared with the kept lines of a run of at least 44
identical bits after the rounding bit and the exact cases. Each input only one side has is
read again with mpmath (3,000 bits): its run as fpsig defines it (the output's precision,
subnormal values with their fixed ulp 2^-1074) and with 53 bits at any exponent; an input
found in another section of exp2.wc says which.
"""
import lzma
import sys
import tarfile
from pathlib import Path

import mpmath

mpmath.mp.prec = 3000


def sections(path):
    """Each input of the file -> the title of its section."""
    where, title = {}, None
    for line in open(path).read().splitlines():
        if line.startswith("#"):
            title = line[1:].strip()
        elif line.strip():
            try:
                where.setdefault(float.fromhex(line.split()[0]), title)
            except ValueError:
                pass  # nan, inf
    return where


def run(x, subnormal_ulp):
    """Identical bits after the rounding bit of exp2(x), or None where exact."""
    v = mpmath.power(2, mpmath.mpf(x))
    e = int(mpmath.floor(mpmath.log(v, 2)))
    ulp_exp = max(e - 52, -1074) if subnormal_ulp else e - 52
    f = mpmath.frac(v * mpmath.mpf(2) ** (-ulp_exp))
    bits = []
    for _ in range(200):
        f *= 2
        bits.append(int(f >= 1))
        f -= bits[-1]
        if f == 0:
            break
    tail = bits[1:]
    if f == 0 and all(b == 0 for b in tail):
        return None  # a float or a midpoint exactly
    return next((i for i, b in enumerate(tail) if b != tail[0]), len(tail))


def main():
    where = sections(sys.argv[1])
    hard = {x for x, t in where.items() if t == "the following are hard-to-round cases"}
    state = tarfile.open(Path(__file__).with_name("st-exp2.tar.xz"))
    rows = [line.split() for line in state.extractfile("st-exp2/domain").read().decode().splitlines()]
    searched = [r[0] for r in rows if len(r) == 5 and r[0][0] in "+-" and float(r[3]) > 1.0]
    for name in searched:
        data = lzma.decompress(state.extractfile(f"st-exp2/kept/{name}.txt.xz").read()).decode()
        here, lines = set(), {}
        for line in data.splitlines():
            x = line.split()[0]
            if ".." in x:
                continue  # a zone
            words = line.split()
            r = int(words[2]) if words[1] == "run" else None
            lines[float.fromhex(x)] = line
            if r is None or r >= 44:
                here.add(float.fromhex(x))
        sign, e = name[0], int(name.split("^")[1])
        lo, hi = (2.0**e, 2.0 ** (e + 1)) if sign == "+" else (-(2.0 ** (e + 1)), -(2.0**e))
        theirs = {x for x in hard if lo <= x < hi}
        print(f"exp2 {name} [{lo:g}, {hi:g}): CORE-MATH {len(theirs)}, here (run >= 44 or exact) "
              f"{len(here)}, both {len(theirs & here)}, only CORE-MATH {len(theirs - here)}, "
              f"only here {len(here - theirs)}")
        for side, xs in (("only CORE-MATH", theirs - here), ("only here", here - theirs)):
            for x in sorted(xs):
                told = lines.get(x, "not kept here")
                print(f"  {side}: {x.hex()} ({told}); mpmath: run {run(x, True)} with the "
                      f"output's precision, {run(x, False)} with 53 bits at any exponent"
                      + (f"; CORE-MATH lists it under '{where[x]}'" if x in where and x not in hard else ""))


if __name__ == "__main__":
    main()
