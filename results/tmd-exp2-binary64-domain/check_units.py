#!/usr/bin/env python3
"""exp2(x + k) = 2^k exp2(x): are the kept lines (run >= 40) of exp2's binades the same in every
unit [n, n+1) with normal values, is each binade's set of fractions x - floor(x) the finer
binade's restricted to its own grid, and does each positive binade hold the fractions (with the
same run, distance and side) of the negative binade with the same spacing? Reads
st-exp2.tar.xz (beside this script); slice +2^e is [2^e, 2^(e+1)), -2^e is [-2^(e+1), -2^e),
both with spacing 2^(e-52); a unit is regular where its values are normal and it is not
[1023, 1024), whose values are near the overflow threshold."""
import lzma
import tarfile
from fractions import Fraction
from pathlib import Path

state = tarfile.open(Path(__file__).with_name("st-exp2.tar.xz"))


def kept(name):
    """fraction -> {(the line less its input, floor(x))} of the regular units of slice NAME."""
    units = {}
    data = lzma.decompress(state.extractfile(f"st-exp2/kept/{name}.txt.xz").read()).decode()
    for line in data.splitlines():
        x, rest = line.split(None, 1)
        if ".." in x:
            continue  # a zone
        v = Fraction(float.fromhex(x))
        n = v.numerator // v.denominator
        if -1022 <= n <= 1022:
            units.setdefault(v - n, set()).add((rest.strip(), n))
    return units


def texts(units):
    """fraction -> its one text (the check above makes it one)."""
    return {f: next(iter(u))[0] for f, u in units.items()}


slices = {}
for sign in "-+":
    finer = None
    for e in range(0, 10):
        name = f"{sign}2^{e}"
        units = slices[name] = kept(name)
        count = len({n for u in units.values() for _, n in u})
        every = all(len(u) == count and len({t for t, _ in u}) == 1 for u in units.values())
        line = (f"{name}: {count} regular units, {len(units)} fractions, each in every "
                f"regular unit with the same text: {every}")
        if finer is not None:
            grid = Fraction(1, 2 ** (52 - e))
            on_grid = {f: t for f, t in texts(finer).items() if f % grid == 0}
            line += f"; = {sign}2^{e - 1}'s on this grid: {on_grid == texts(units)}"
        print(line)
        finer = units
for e in range(0, 10):
    same = texts(slices[f"+2^{e}"]) == texts(slices[f"-2^{e}"])
    print(f"+2^{e} and -2^{e}: the same fractions with the same texts: {same}")
