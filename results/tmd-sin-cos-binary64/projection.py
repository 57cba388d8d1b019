#!/usr/bin/env python3
"""The cost of each binade [2^E, 2^(E+1)) of sin and cos from their splits, not from an
extrapolation of times: split-above-2048.txt gives, for one half-period around a zero in each
binade, the models' expected work (in Js through generation and phase 1, `Model::expected_work`)
and the inputs the split leaves to the CPU point by point. A binade holds 2^E/π half-periods
(each window is one; the binade's ends are ignored). GPU-seconds: the work at the rate sin's
[2^11, 2^12) measured (its engine-seconds over its whole split's expected work); CPU
core-seconds: the point-by-point inputs at the rate measured on the development machine.
The rate per unit of work is always the one measured, with the split sin's [2^11, 2^12) was
searched with (split-above-2048-state3.txt); a later split's projection assumes its work costs
the same per unit (its expected work, not a measured time).

usage: projection.py [SPLIT] (default split-above-2048.txt)
"""
import math
import re
import sys

# sin's [2^11, 2^12), the whole binade on H200s (st-sin.table.md, runs.txt session 46).
MEASURED_ENGINE_SECONDS = 4637.2
# `fpsig tmd --exhaustive --backend cpu` on 2^26 inputs around 437506π, every one point by
# point: 3.35 s of wall time, 6.6 s of user time on the 2-core development machine.
CPU_INPUTS_PER_CORE_SECOND = 2**26 / 6.6
# The split sin's [2^11, 2^12) was searched with.
CALIBRATION = "split-above-2048-state3.txt"

ROW = re.compile(
    r"^(sin|cos) \[(\S+), (\S+)\): (\d+) inputs, \d+ pieces; \d+ models, (\d+) Js, "
    r"expected work (\S+); \d+ pieces point by point, (\d+) inputs"
)


def rows(path):
    for line in open(path):
        m = ROW.match(line)
        if m:
            f, lo, hi, inputs, js, work, points = m.groups()
            yield f, lo, hi, int(inputs), int(js), float(work), int(points)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "split-above-2048.txt"
    found = list(rows(path))
    measured = [w for f, lo, hi, _, _, w, _ in rows(CALIBRATION) if (f, lo, hi) == ("sin", "2^11", "2^12")]
    rate = MEASURED_ENGINE_SECONDS / measured[0]
    print(f"# {path}")
    print(f"# GPU-seconds per unit of expected work: {MEASURED_ENGINE_SECONDS} / {measured[0]:.4e}"
          f" = {rate:.3e} (sin's [2^11, 2^12) on H200s, its split in {CALIBRATION})")
    print(f"# CPU point by point: {CPU_INPUTS_PER_CORE_SECOND:.3e} inputs per core-second")
    for function in ("sin", "cos"):
        print(f"\n{function}: binade | half-periods | Js | expected work | GPU-s | inputs point by"
              " point | CPU core-s for them | share of point-by-point inputs")
        total_gpu = total_cpu = 0.0
        for f, lo, hi, inputs, js, work, points in found:
            # The half-periods only (their ends are hexadecimal; whole binades and parts not).
            if f != function or not lo.startswith("0x"):
                continue
            e = math.frexp(float.fromhex(lo))[1] - 1
            periods = 2**e / math.pi
            gpu = work * periods * rate
            cpu = points * periods / CPU_INPUTS_PER_CORE_SECOND
            if e >= 12:
                total_gpu += gpu
                total_cpu += cpu
            print(f"[2^{e}, 2^{e + 1}) | {periods:,.0f} | {js * periods:.3e} | {work * periods:.3e} |"
                  f" {gpu:,.0f} | {points * periods:.3e} | {cpu:,.0f} | {points / inputs:.2e}")
        print(f"[2^12, 2^21) in all: {total_gpu:,.0f} GPU-s ({total_gpu / 3600:,.0f} GPU-hours),"
              f" {total_cpu:,.0f} CPU core-s ({total_cpu / 3600 / 16:,.0f} hours of 16 cores)")


if __name__ == "__main__":
    main()
