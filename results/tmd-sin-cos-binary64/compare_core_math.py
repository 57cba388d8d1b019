#!/usr/bin/env python3
"""Compares the kept lists of a `fpsig tmd --all` state with a CORE-MATH worst-case file.

usage: compare_core_math.py FUNCTION CORE-MATH.wc STATE/kept/+2^E.txt.xz ...

CORE-MATH's binary64 sin.wc and cos.wc hold (among other sections) the cases "from 0 to pi,
with 46 to 59 identical bits after the round bit" (Lefevre's testlibm data, first section)
and "other worst cases computed with bacsel (with at least 43 identical bits after the round
bit)" for x below 2^11. Their union, per binade of the kept lists, is compared with the lines
whose run (identical bits after the rounding bit) is at least 43. Prints one line per binade,
then the inputs only one side has, each with its value as m * 2^e (1 <= |m| < 2, from the C
library: enough to see how near the value lies to a power of two, where the exponent of the
output changes).
"""
import lzma
import math
import re
import sys


def core_math(path):
    lines = open(path).read().split("\n")
    cases = set()
    # The first section, from the top of the file to its first other comment.
    for line in lines:
        if line.startswith("#") and cases:
            break
        if line.strip() and not line.startswith("#"):
            cases.add(float.fromhex(line.split()[0]))
    start = next(i for i, l in enumerate(lines) if l.startswith("# other worst cases computed with bacsel"))
    for line in lines[start + 2:]:
        if line.startswith("#"):
            break
        if line.strip():
            cases.add(float.fromhex(line.split()[0]))
    return cases


def kept(paths):
    runs = {}
    for path in paths:
        for line in lzma.open(path, "rt"):
            f = line.split()
            if len(f) > 2 and f[1] == "run":
                runs[float.fromhex(f[0])] = (int(f[2]), line.strip())
    return runs


def value(function, x):
    y = getattr(math, function)(x)
    m, e = math.frexp(y)
    return f"{function} = {2 * m:.5f}*2^{e - 1}"


def main():
    function, wc, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    theirs, ours = core_math(wc), kept(paths)
    for path in paths:
        e = int(re.search(r"\+2\^(-?\d+)", path).group(1))
        lo, hi = 2.0**e, 2.0**(e + 1)
        c = {x for x in theirs if lo <= x < hi}
        o = {x for x, (run, _) in ours.items() if lo <= x < hi and run >= 43}
        print(f"{function} [2^{e}, 2^{e + 1}): CORE-MATH {len(c)}, here (run >= 43) {len(o)}, "
              f"both {len(c & o)}, only CORE-MATH {len(c - o)}, only here {len(o - c)}")
        for x in sorted(c - o):
            mine = ours[x][1] if x in ours else "not kept here"
            print(f"  only CORE-MATH: {x.hex()} ({mine}; {value(function, x)})")
        for x in sorted(o - c):
            print(f"  only here: {ours[x][1]}; {value(function, x)}")


if __name__ == "__main__":
    main()
