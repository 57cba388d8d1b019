#!/usr/bin/env python3
"""exp2(x + k) = 2^k exp2(x): are the kept lines (run >= 40) of exp2's finished binades the same
in every unit [n, n+1) with normal values, and is each binade's set of fractions x - floor(x)
the finer binade's restricted to its own grid? Reads st-exp2.tar.xz (beside this script); a
binade's inputs have spacing 2^(e-52) in [2^e, 2^(e+1)) and [-2^(e+1), -2^e)."""
import lzma, sys, tarfile
from fractions import Fraction
from pathlib import Path

state = tarfile.open(Path(__file__).with_name("st-exp2.tar.xz"))

def kept(e):
    """fraction -> {(the line less its input, floor(x))} of slice -2^e's kept lines."""
    units = {}
    data = lzma.decompress(state.extractfile(f"st-exp2/kept/-2^{e}.txt.xz").read()).decode()
    for line in data.splitlines():
        x, rest = line.split(None, 1)
        if ".." in x:
            continue  # a zone
        v = Fraction(float.fromhex(x))
        n = v.numerator // v.denominator
        units.setdefault(v - n, set()).add((rest.strip(), n))
    return units

finer = None
for e in range(4, 10):
    units = kept(e)
    normal = {f: {(t, n) for t, n in u if n >= -1022} for f, u in units.items()}
    normal = {f: u for f, u in normal.items() if u}
    count = len({n for u in normal.values() for _, n in u})
    every = all(len(u) == count and len({t for t, _ in u}) == 1 for u in normal.values())
    line = (f"-2^{e}: {sum(len(u) for u in units.values())} kept lines; {count} units with normal "
            f"values, {len(normal)} fractions, each in every such unit with the same text: {every}")
    if finer is not None:
        grid = Fraction(1, 2 ** (52 - e))
        same = {f for f in finer if f % grid == 0} == set(normal)
        line += f"; = -2^{e - 1}'s fractions on this grid: {same}"
    print(line)
    finer = normal
