#!/usr/bin/env python3
"""Writes fixtures/cargo-criterion-json/messages.jsonl: cargo-criterion --message-format=json.

cargo-criterion is not packaged in Debian and crates.io is out of reach, so the messages are
built from the documented message format (Criterion.rs book, "External Tools") around the REAL
measurements of the Criterion.rs 0.3.6 run kept in fixtures/criterion-json/ (sample.json gives
iteration_count and measured_values; estimates.json the statistics; change/estimates.json the
change). Usage: make_fixture.py <fixtures/criterion-json/target/criterion> > messages.jsonl
"""
import json
import os
import sys

root = sys.argv[1]


def load(*parts):
    path = os.path.join(root, *parts)
    return json.load(open(path)) if os.path.exists(path) else None


def estimate(e, unit):
    ci = e["confidence_interval"]
    return {"estimate": e["point_estimate"], "lower_bound": ci["lower_bound"],
            "upper_bound": ci["upper_bound"], "unit": unit}


def message(directory):
    bench = load(directory, "new", "benchmark.json")
    est = load(directory, "new", "estimates.json")
    sample = load(directory, "new", "sample.json")
    change = load(directory, "change", "estimates.json")
    throughput = []
    for kind, value in (bench.get("throughput") or {}).items():
        throughput.append({"per_iteration": value, "unit": "bytes" if kind.startswith("Bytes") else "elements"})
    msg = {
        "reason": "benchmark-complete",
        "id": bench["full_id"],
        "report_directory": f"target/criterion/reports/{bench['directory_name']}",
        "iteration_count": [int(i) for i in sample["iters"]],
        "measured_values": sample["times"],
        "unit": "ns",
        "throughput": throughput,
        "typical": estimate(est.get("slope") or est["mean"], "ns"),
        "mean": estimate(est["mean"], "ns"),
        "median": estimate(est["median"], "ns"),
        "median_abs_dev": estimate(est["median_abs_dev"], "ns"),
        "slope": estimate(est["slope"], "ns") if est.get("slope") else None,
    }
    if change:
        msg["change"] = {"mean": estimate(change["mean"], "%"), "median": estimate(change["median"], "%"),
                         "change": "NoChange"}
    return msg


dirs = ["crc32/1024", "crc32/16384", "primes up to 20000", "newton_200"]
for d in dirs:
    print(json.dumps(message(d), separators=(",", ":")))
    if d == "crc32/16384":
        print(json.dumps({"reason": "group-complete", "group_name": "crc32",
                          "benchmarks": ["crc32/1024", "crc32/16384"],
                          "report_directory": "target/criterion/reports/crc32"}, separators=(",", ":")))
