#!/usr/bin/env python3
"""The cases no published list holds: the kept lines of the finished binades from 2^FROM on
(CORE-MATH's sin.wc and cos.wc search sin and cos only below 2^11), each binade's count of
lines per run, its longest run, and every line of a run of at least TOP bits, each read again
with mpmath at 400 bits (check_runs_mpmath.py's reading) beside fpsig's run.

usage: new_cases.py [--from E] [--top R] FUNCTION STATE-DIR [FUNCTION STATE-DIR ...]

STATE-DIR is an unpacked `--state` folder (`tar xJf st-sin.tar.xz`); a binade is finished when
its kept list, STATE-DIR/kept/+2^E.txt.xz, is there. Exits non-zero when mpmath reads a run
other than fpsig's for any line it prints.
"""
import argparse
import lzma
import os
import re
import sys

from check_runs_mpmath import run as mpmath_run


def binades(state, first):
    """The finished positive binades of `state` from 2^first on, lowest first."""
    kept = os.path.join(state, "kept")
    found = []
    for name in os.listdir(kept):
        m = re.fullmatch(r"\+2\^(-?\d+)\.txt\.xz", name)
        if m and int(m.group(1)) >= first:
            found.append((int(m.group(1)), os.path.join(kept, name)))
    return sorted(found)


def cases(path):
    """(input text, run, the whole line) of each kept line with a run."""
    out = []
    for line in lzma.open(path, "rt"):
        f = line.split()
        if len(f) > 2 and f[1] == "run":
            out.append((f[0], int(f[2]), line.strip()))
    return out


def binade(function, e, path, top):
    """Prints one binade; returns how many printed lines mpmath reads otherwise."""
    lines = cases(path)
    runs = {}
    for _, r, _ in lines:
        runs[r] = runs.get(r, 0) + 1
    longest = max(runs)
    at = [x for x, r, _ in lines if r == longest]
    print(f"{function} [2^{e}, 2^{e + 1}): {len(lines)} lines of a run of 40 or more; "
          f"longest run {longest} at {', '.join(at)}")
    print("  lines per run: " + ", ".join(f"{r}: {n}" for r, n in sorted(runs.items())))
    print(f"  every line of a run of {top} or more, and the run mpmath reads (400 bits):")
    wrong = 0
    for x, r, line in sorted(lines, key=lambda c: (-c[1], float.fromhex(c[0]))):
        if r < top:
            break
        _, _, _, theirs = mpmath_run(function, x)
        mark = "" if theirs == r else "  DIFFERS"
        wrong += theirs != r
        print(f"  {line}  mpmath {theirs}{mark}")
    return wrong


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--from", dest="first", type=int, default=11)
    parser.add_argument("--top", type=int, default=48)
    parser.add_argument("pairs", nargs="+", metavar="FUNCTION STATE-DIR")
    args = parser.parse_args()
    if len(args.pairs) % 2:
        parser.error("give each state folder after its function")
    wrong = 0
    for function, state in zip(args.pairs[::2], args.pairs[1::2]):
        if function not in ("sin", "cos"):
            parser.error(f"not sin or cos: {function}")
        found = binades(state, args.first)
        if not found:
            print(f"{function}: no finished binade from 2^{args.first} on in {state}")
        for e, path in found:
            wrong += binade(function, e, path, args.top)
    if wrong:
        print(f"mpmath reads another run for {wrong} line(s)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
