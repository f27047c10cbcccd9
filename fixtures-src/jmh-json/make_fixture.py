#!/usr/bin/env python3
"""Writes fixtures/jmh-json/*.json in the layout of JMH 1.37's JSONResultFormat.

JMH cannot be installed here (no Debian package, no Maven access), so these files are built from
the format's source (org.openjdk.jmh.results.format.JSONResultFormat) and public examples. The
scores are invented but shaped like a real run of the crc32/primes kernels used by the other
fixtures: one score per fork x measurement iteration in rawData, score = mean of rawData,
percentiles computed from rawData. Deterministic: no randomness.
"""
import json
import statistics
import sys

HEADER = {
    "jmhVersion": "1.37",
    "jvm": "/usr/lib/jvm/java-17-openjdk-amd64/bin/java",
    "jvmArgs": ["-Xms1g", "-Xmx1g"],
    "jdkVersion": "17.0.15",
    "vmName": "OpenJDK 64-Bit Server VM",
    "vmVersion": "17.0.15+6-Debian-1deb12u1",
}
PCTS = ["0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0"]


def percentile(sorted_values, p):
    # JMH uses commons-math Percentile (R-6 estimation); a close stand-in is fine for a fixture.
    if p == 0:
        return sorted_values[0]
    if p == 100:
        return sorted_values[-1]
    pos = p / 100 * (len(sorted_values) + 1)
    if pos < 1:
        return sorted_values[0]
    if pos >= len(sorted_values):
        return sorted_values[-1]
    lo = int(pos)
    return sorted_values[lo - 1] + (pos - lo) * (sorted_values[lo] - sorted_values[lo - 1])


def metric(raw, unit, histogram=None):
    flat = sorted(v for fork in raw for v in fork)
    mean = statistics.fmean(flat)
    error = 2.776 * statistics.stdev(flat) / len(flat) ** 0.5 if len(flat) > 1 else float("nan")
    out = {
        "score": mean,
        "scoreError": error if error == error else "NaN",
        "scoreConfidence": [mean - error, mean + error] if error == error else ["NaN", "NaN"],
        "scorePercentiles": {p: percentile(flat, float(p)) for p in PCTS},
        "scoreUnit": unit,
    }
    if histogram is not None:
        out["rawDataHistogram"] = histogram
    else:
        out["rawData"] = raw
    return out


def run(benchmark, mode, unit, raw, params=None, secondary=None, threads=1, histogram=None,
        iterations=5, time="1 s"):
    entry = {**HEADER, "benchmark": benchmark, "mode": mode, "threads": threads,
             "forks": len(raw),
             "warmupIterations": 3, "warmupTime": time, "warmupBatchSize": 1,
             "measurementIterations": iterations, "measurementTime": time,
             "measurementBatchSize": 1}
    if params:
        entry["params"] = params
    entry["primaryMetric"] = metric(raw, unit, histogram)
    entry["secondaryMetrics"] = secondary or {}
    return entry


CLASS = "org.example.bench.ChecksumBenchmark"
gc = lambda raw, unit: metric(raw, unit)

modes = [
    run(f"{CLASS}.crc32", "thrpt", "ops/ms",
        [[193.412, 195.871, 196.004, 194.558, 195.203], [190.077, 192.615, 193.382, 191.948, 192.701]],
        params={"size": "1024"},
        secondary={
            "gc.alloc.rate": gc([[0.012, 0.011, 0.012, 0.011, 0.012], [0.011, 0.012, 0.011, 0.012, 0.011]], "MB/sec"),
            "gc.alloc.rate.norm": gc([[0.064, 0.064, 0.064, 0.064, 0.064], [0.064, 0.064, 0.064, 0.064, 0.064]], "B/op"),
            "gc.count": gc([[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], "counts"),
        }),
    run(f"{CLASS}.crc32", "thrpt", "ops/ms",
        [[12.0113, 12.1904, 12.1552, 12.2287, 12.0741], [11.9032, 11.9876, 12.0411, 11.9544, 12.0198]],
        params={"size": "16384"},
        secondary={
            "gc.alloc.rate.norm": gc([[1.025, 1.025, 1.026, 1.025, 1.025], [1.025, 1.026, 1.025, 1.025, 1.025]], "B/op"),
        }),
    run(f"{CLASS}.primes", "avgt", "us/op",
        [[44.812, 45.106, 44.937, 45.288, 44.701], [46.015, 45.874, 45.991, 46.203, 45.768]]),
    run(f"{CLASS}.primes", "ss", "ms/op",
        [[0.912, 0.388, 0.301, 0.254, 0.249]], iterations=5, time="single-shot"),
    run(f"{CLASS}.newton", "sample", "ns/op",
        [[2083.1, 2077.5], [2091.0, 2086.4]],
        histogram=[
            [[[2048.0, 310], [2080.0, 512], [2112.0, 141], [4096.0, 2]],
             [[2048.0, 298], [2080.0, 530], [2112.0, 133], [8192.0, 1]]],
            [[[2048.0, 280], [2080.0, 520], [2112.0, 160], [3072.0, 4]],
             [[2048.0, 291], [2080.0, 531], [2112.0, 150]]],
        ],
        threads=2),
]

json.dump(modes, sys.stdout, indent=4, separators=(",", " : "))
sys.stdout.write("\n")
