#!/usr/bin/env python3
"""How near a binary64 float in [1, 2^38) comes to a multiple of pi/2 (where sin and cos turn,
and where fpsig cuts its pieces): per binade [2^e, 2^(e+1)), the floats are m 2^(e-52), so the
distance is 2^(e-52) |m - k alpha| with alpha = (pi/2) 2^(52-e), and its least value over
1 <= k <= K (K: the multiples of pi/2 below 2^(e+1)) is |q alpha - p| at the last continued
fraction convergent p/q of alpha with q <= K (a best approximation). Taking every k up to K,
not only those whose m lies in the binade, makes each figure a lower bound. mpmath, 600 bits.
"""
import mpmath

mpmath.mp.prec = 600


def least_distance(e):
    alpha = mpmath.pi / 2 * mpmath.mpf(2) ** (52 - e)
    k_max = int(mpmath.floor(mpmath.mpf(2) ** (e + 1) / (mpmath.pi / 2))) + 1
    p0, q0, p1, q1 = 0, 1, 1, 0
    x, best = alpha, None
    while True:
        a = int(mpmath.floor(x))
        p0, q0, p1, q1 = p1, q1, a * p1 + p0, a * q1 + q0
        if q1 > k_max:
            return best * mpmath.mpf(2) ** (e - 52)
        d = abs(q1 * alpha - p1)
        best = d if best is None else min(best, d)
        x = 1 / (x - a)


least = None
for e in range(0, 38):
    log2 = float(mpmath.log(least_distance(e), 2))
    least = log2 if least is None else min(least, log2)
    print(f"[2^{e}, 2^{e + 1}): every float at least 2^{log2:.2f} from a multiple of pi/2")
print(f"below 2^38: at least 2^{least:.2f}")
