#!/usr/bin/env python3
"""exp2's whole binary64 domain in engine-seconds (seconds of search times the GPUs searching
side by side): as the state holds it (six binades searched whole in session 40), and with those
six binades' rows as units (units-gpu.txt, the same two-H200 kind). Also the time of the binades
by |x|. Reads st-exp2.tar.xz and units-gpu.txt beside this script."""
import re
import tarfile
from pathlib import Path

here = Path(__file__).parent
state = tarfile.open(here / "st-exp2.tar.xz")
rows = {}
for line in state.extractfile("st-exp2/domain").read().decode().splitlines():
    words = line.split()
    if len(words) == 5 and words[0][0] in "+-":
        rows[words[0]] = (int(words[1]), float(words[3]))
units = {}
for line in (here / "units-gpu.txt").read_text().splitlines():
    m = re.match(r"([+-]2\^-?\d+) (\d+) [0-9a-f]{64} ([\d.]+) (\d+)$", line)
    if m:
        units[m[1]] = float(m[3])


def exponent(slice_name):
    """e of slice +2^e or -2^e; the slices of subnormal inputs (+sub, -sub) lie below 2^-1022."""
    return int(slice_name.split("^")[1]) if "^" in slice_name else -1075


whole = sum(s for _, s in rows.values())
print(f"slices {len(rows)}, lines {sum(n for n, _ in rows.values()):,}")
print(f"as the state holds it: {whole:,.1f} engine-seconds ({whole / 60:,.1f} GPU-minutes)")
swapped = sum(rows[k][1] for k in units)
print(f"  of which {', '.join(units)} searched whole: {swapped:,.1f}; as units (units-gpu.txt): "
      f"{sum(units.values()):,.1f}")
best = whole - swapped + sum(units.values())
print(f"with those binades as units: {best:,.1f} engine-seconds ({best / 60:,.1f} GPU-minutes)")
for name, test in (("|x| < 1 (subnormal x too)", lambda e: e < 0), ("1 <= |x| < 2", lambda e: e == 0),
                   ("2 <= |x| < 2048", lambda e: 0 < e <= 10), ("|x| >= 2048", lambda e: e > 10)):
    part = sum(units.get(k, s) for k, (_, s) in rows.items() if test(exponent(k)))
    print(f"  {name}: {part:,.1f}")
