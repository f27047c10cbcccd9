#!/usr/bin/env python3
"""Check that generated fixtures show the intended changes, and print markdown tables.

Usage:
  check.py pair HARNESS OLD NEW KIND     KIND: head (base->head), aa (base->base-aa),
                                         refbase (reference->base), refhead (reference->head)
  check.py rounds HARNESS ROUNDS_DIR     pooled + per-round ratios of an ABBA run

Prints a markdown table with an "expected" and "ok" column; exits 1 if any
row is outside its band. Bands: slower +25%..+40%, faster -40%..-25%,
same within +-5%, regressed (reference -> base) +25%..+50%.
"""
import glob
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ratios import load  # noqa: E402

# which benchmarks the head build changes, by substring of the benchmark key
SLOWER = ("crc",)
FASTER = ("checksum",)

BANDS = {"slower": (1.25, 1.40), "faster": (0.60, 0.75), "same": (0.95, 1.05),
         # reference -> base of the regressed benchmark: base = reference / (head/base),
         # so a head/base of 0.67..0.80 puts it at +25..+50%
         "regressed": (1.25, 1.50)}


def expectation(key, kind):
    k = key.lower()
    if kind == "aa":
        return "same"
    if kind == "head":
        if any(s in k for s in SLOWER):
            return "slower"
        if any(s in k for s in FASTER):
            return "faster"
        return "same"
    if kind == "refbase":  # base carries the checksum regression vs reference
        return "regressed" if any(s in k for s in FASTER) else "same"
    if kind == "refhead":  # head fixed checksum (== reference) but made crc slower
        return "slower" if any(s in k for s in SLOWER) else "same"
    raise SystemExit("unknown kind " + kind)


def table(rows):
    out = ["| benchmark | n old/new | median old | median new | ratio new/old | change | expected | ok |",
           "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    bad = 0
    for key, n, mo, mn, exp in rows:
        r = mn / mo
        lo, hi = BANDS[exp]
        ok = lo <= r <= hi
        bad += not ok
        out.append(f"| `{key}` | {n} | {mo:.6g} | {mn:.6g} | {r:.3f} | {r - 1:+.1%} | {exp} | {'yes' if ok else 'NO'} |")
    return "\n".join(out), bad


def pair(harness, old, new, kind):
    (mo, no), (mn, nn) = load(old), load(new)
    rows = [(k, f"{no[k]}/{nn[k]}", mo[k], mn[k], expectation(k, kind)) for k in mo if k in mn]
    text, bad = table(rows)
    print(text)
    return bad


def rounds(harness, d):
    ext = "txt" if harness == "go-test" else "json"
    n = len(glob.glob(os.path.join(d, f"base-*.{ext}")))
    per = []
    for i in range(1, n + 1):
        mb, _ = load(os.path.join(d, f"base-{i}.{ext}"))
        mh, _ = load(os.path.join(d, f"head-{i}.{ext}"))
        per.append((mb, mh))
    keys = list(per[0][0])
    hdr = "| benchmark | " + " | ".join(f"round {i + 1}" for i in range(n)) + " | median of rounds | expected | ok |"
    print(hdr)
    print("|" + " --- |" * (n + 4))
    bad = 0
    for k in keys:
        rs = [mh[k] / mb[k] for mb, mh in per]
        med = statistics.median(rs)
        exp = expectation(k, "head")
        lo, hi = BANDS[exp]
        ok = lo <= med <= hi
        bad += not ok
        print(f"| `{k}` | " + " | ".join(f"{r:.3f}" for r in rs) + f" | {med:.3f} | {exp} | {'yes' if ok else 'NO'} |")
    return bad


def main():
    a = sys.argv[1:]
    if a[0] == "pair":
        bad = pair(a[1], a[2], a[3], a[4])
    elif a[0] == "rounds":
        bad = rounds(a[1], a[2])
    else:
        raise SystemExit(__doc__)
    if bad:
        print(f"\n{bad} benchmark(s) outside the expected band", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
