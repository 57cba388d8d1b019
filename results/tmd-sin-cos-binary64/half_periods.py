#!/usr/bin/env python3
"""One half-period of FUNCTION around a zero near 1.5*2^E, for E = 11..20: the windows of
split-above-2048.txt (sin: [kπ - π/2, kπ + π/2], cos: the same around (k+½)π, each 10^-6 inside
the turning points), printed as `E FROM TO` in hexadecimal.

usage: half_periods.py sin|cos
"""
import sys

import mpmath as m

m.mp.prec = 200
f = sys.argv[1]
for E in range(11, 21):
    off = 0 if f == "sin" else m.mpf(1) / 2
    k = int(m.nint(1.5 * 2**E / m.pi - off))
    z = (k + off) * m.pi
    lo, hi = z - m.pi / 2 + m.mpf("1e-6"), z + m.pi / 2 - m.mpf("1e-6")
    print(E, float(lo).hex(), float(hi).hex())
