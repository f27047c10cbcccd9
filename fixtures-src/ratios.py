#!/usr/bin/env python3
"""Print per-benchmark median ratios between two benchmark result files.

Usage: ratios.py OLD NEW [--markdown]

Formats are auto-detected:
  * hyperfine --export-json          -> median of results[].times (wall time)
  * Google Benchmark JSON            -> median of real_time over the "iteration" rows
  * go test -bench text output       -> median of ns/op over the -count lines (key: pkg + name)
The ratio printed is median(NEW) / median(OLD); change = ratio - 1.
"""
import json
import re
import statistics
import sys


def load(path):
    with open(path) as f:
        text = f.read()
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    out = {}
    if isinstance(data, dict) and "results" in data:  # hyperfine
        for r in data["results"]:
            out.setdefault(r["command"], []).extend(r["times"])
    elif isinstance(data, dict) and "benchmarks" in data:  # Google Benchmark
        for b in data["benchmarks"]:
            if b.get("run_type", "iteration") == "iteration":
                out.setdefault(b["run_name"], []).append(b["real_time"])
    else:  # go test text
        pkg = ""
        for line in text.splitlines():
            if line.startswith("pkg: "):
                pkg = line[5:].strip()
            m = re.match(r"^(Benchmark\S+)\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                out.setdefault(pkg + " " + m.group(1), []).append(float(m.group(2)))
    return {k: statistics.median(v) for k, v in out.items()}, {k: len(v) for k, v in out.items()}


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    md = "--markdown" in sys.argv
    (old, nold), (new, nnew) = load(args[0]), load(args[1])
    if md:
        print("| benchmark | n old/new | median old | median new | ratio | change |")
        print("| --- | --- | --- | --- | --- | --- |")
    for k in old:
        if k not in new:
            continue
        r = new[k] / old[k]
        if md:
            print(f"| `{k}` | {nold[k]}/{nnew[k]} | {old[k]:.6g} | {new[k]:.6g} | {r:.3f} | {r - 1:+.1%} |")
        else:
            print(f"{k:55s} {old[k]:12.6g} {new[k]:12.6g}  {r:.3f}  {r - 1:+.1%}")


if __name__ == "__main__":
    main()
