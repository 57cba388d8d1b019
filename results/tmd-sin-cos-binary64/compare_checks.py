#!/usr/bin/env python3
"""Holds a GPU leg of the checks above 2^12 (check-beyond-F-cuda.txt) to the lavapipe files
(check-beyond-F-p32.txt, -p26.txt, -p22.txt): per tmd-check run (function, binade, p', slices at
random) the same slices, by kind, interval and count of lines.

usage: compare_checks.py FUNCTION CUDA-FILE LAVAPIPE-FILE [LAVAPIPE-FILE ...]

Exits non-zero when a run differs or has no lavapipe run to hold it to.
"""
import re
import sys

SLICE = re.compile(r"(?m)^(random|zero [^\[]*|around) (\[[^)]*\)): (\d+) lines")
HEAD = re.compile(
    r"(\w+) on \[0x1\.0000000000000p\+(\d+),.*?p' = (\d+): \d+ slices of 2\^\d+ inputs"
    r" \((\d+) at random"
)


def runs(path):
    """tmd-check's runs in `path`: (function, binade, p', slices at random) -> slice lines."""
    found = {}
    for part in re.split(r"(?m)^# fpsig tmd-check: ", open(path).read())[1:]:
        m = HEAD.match(part)
        key = (m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4)))
        found.setdefault(key, []).extend(SLICE.findall(part))
    return found


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip().splitlines()[-3])
    function, cuda, lavapipe = sys.argv[1], sys.argv[2], sys.argv[3:]
    held = {}
    for path in lavapipe:
        for key, slices in runs(path).items():
            held.setdefault(key, []).extend(slices)
    bad = 0
    count = 0
    for key, slices in sorted(runs(cuda).items()):
        if key[0] != function:
            continue
        if sorted(slices) != sorted(held.get(key, [])):
            print("differs:", key)
            bad += 1
        count += len(slices)
    print(f"{function}: {count} slices, {bad} runs differ")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
