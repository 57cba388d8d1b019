#!/usr/bin/env python3
"""Reads sin or cos of each input at 400 bits with mpmath and prints its run: the number of
bits after the round bit equal to the bit after it, the count `fpsig tmd` and CORE-MATH use.

usage: check_runs_mpmath.py FUNCTION HEX-INPUT ...
"""
import sys

import mpmath

mpmath.mp.prec = 400


def run(function, text):
    y = getattr(mpmath, function)(mpmath.mpf(float.fromhex(text)))
    e = mpmath.floor(mpmath.log(abs(y), 2))
    frac = abs(y) / mpmath.mpf(2) ** (e - 52)
    frac -= mpmath.floor(frac)
    bits = []
    for _ in range(120):
        frac *= 2
        bits.append(int(frac))
        frac -= bits[-1]
    same = next(i for i, b in enumerate(bits[2:]) if b != bits[1]) + 1
    return y, e, "".join(map(str, bits[:56])), same


def main():
    function = sys.argv[1]
    for text in sys.argv[2:]:
        y, e, bits, same = run(function, text)
        print(f"{function}({text}) = {mpmath.nstr(y, 20)} in [2^{int(e)}, 2^{int(e) + 1}); "
              f"bits from the round bit {bits}...; run {same}")


if __name__ == "__main__":
    main()
