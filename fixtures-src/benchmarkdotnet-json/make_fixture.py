#!/usr/bin/env python3
"""Writes fixtures/benchmarkdotnet-json/*.json in the layout of BenchmarkDotNet's JSON exporters.

BenchmarkDotNet cannot run here (no .NET SDK in Debian 12, no NuGet access), so these files are
built from the exporter's source (BenchmarkDotNet.Exporters.Json.JsonExporterBase, v0.13/0.14)
and public example reports. Measurements are invented but consistent: Workload Result =
Workload Actual - mean Overhead Actual, clamped at 0 as BenchmarkDotNet does, and Statistics are
computed from the Result values. Deterministic: no randomness.
"""
import json
import math
import statistics
import sys

HOST = {
    "BenchmarkDotNetCaption": "BenchmarkDotNet",
    "BenchmarkDotNetVersion": "0.14.0",
    "OsVersion": "Debian GNU/Linux 12 (bookworm)",
    "ProcessorName": "AMD EPYC, 1 CPU, 2 logical and 2 physical cores",
    "PhysicalProcessorCount": 1,
    "PhysicalCoreCount": 2,
    "LogicalCoreCount": 2,
    "RuntimeVersion": ".NET 8.0.11 (8.0.1124.51707)",
    "Architecture": "X64",
    "HasAttachedDebugger": False,
    "HasRyuJit": True,
    "Configuration": "RELEASE",
    "DotNetCliVersion": "8.0.404",
    "ChronometerFrequency": {"Hertz": 1000000000},
    "HardwareTimerKind": "Unknown",
}


def stats(values):
    s = sorted(values)
    n = len(s)
    mean = statistics.fmean(s)
    sd = statistics.stdev(s) if n > 1 else float("nan")
    return {
        "OriginalValues": values, "N": n, "Min": s[0], "Median": statistics.median(s),
        "Mean": mean, "Max": s[-1], "StandardError": sd / math.sqrt(n) if n > 1 else float("nan"),
        "Variance": sd * sd, "StandardDeviation": sd,
        "Percentiles": {"P0": s[0], "P50": statistics.median(s), "P100": s[-1]},
    }


def measurements(ops, overhead_ns, actual_ns):
    rows = [
        {"IterationMode": "Overhead", "IterationStage": "Jitting", "LaunchIndex": 1, "IterationIndex": 1, "Operations": 1, "Nanoseconds": 190400},
        {"IterationMode": "Workload", "IterationStage": "Jitting", "LaunchIndex": 1, "IterationIndex": 1, "Operations": 1, "Nanoseconds": 301200},
        {"IterationMode": "Workload", "IterationStage": "Pilot", "LaunchIndex": 1, "IterationIndex": 1, "Operations": ops // 2, "Nanoseconds": actual_ns[0] // 2},
        {"IterationMode": "Workload", "IterationStage": "Pilot", "LaunchIndex": 1, "IterationIndex": 2, "Operations": ops, "Nanoseconds": actual_ns[0]},
    ]
    rows += [{"IterationMode": "Overhead", "IterationStage": "Actual", "LaunchIndex": 1, "IterationIndex": i + 1, "Operations": ops, "Nanoseconds": ns} for i, ns in enumerate(overhead_ns)]
    rows += [{"IterationMode": "Workload", "IterationStage": "Warmup", "LaunchIndex": 1, "IterationIndex": i + 1, "Operations": ops, "Nanoseconds": ns} for i, ns in enumerate(actual_ns[:3])]
    rows += [{"IterationMode": "Workload", "IterationStage": "Actual", "LaunchIndex": 1, "IterationIndex": i + 1, "Operations": ops, "Nanoseconds": ns} for i, ns in enumerate(actual_ns)]
    overhead = statistics.median(overhead_ns)
    result = [max(0, ns - overhead) for ns in actual_ns]
    rows += [{"IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 1, "IterationIndex": i + 1, "Operations": ops, "Nanoseconds": ns} for i, ns in enumerate(result)]
    return rows, [ns / ops for ns in result]


def benchmark(namespace, type_, method, parameters, ops, overhead_ns, actual_ns, allocated):
    rows, per_op = measurements(ops, overhead_ns, actual_ns)
    full = f"{namespace + '.' if namespace else ''}{type_}.{method}" + (f"({parameters.replace('=', ': ')})" if parameters else "")
    return {
        "DisplayInfo": f"{type_}.{method}: DefaultJob" + (f" [{parameters}]" if parameters else ""),
        "Namespace": namespace, "Type": type_, "Method": method, "MethodTitle": method,
        "Parameters": parameters, "FullName": full,
        "HardwareIntrinsics": "AVX2,AES,BMI1,BMI2,FMA,LZCNT,PCLMUL,POPCNT VectorSize=256",
        "Statistics": stats(per_op),
        "Memory": {"Gen0Collections": 0, "Gen1Collections": 0, "Gen2Collections": 0,
                   "TotalOperations": ops * len(actual_ns), "BytesAllocatedPerOperation": allocated},
        "Measurements": rows,
    }


OVERHEAD = [262100, 260400, 261800, 259900, 261200, 260700]
full = {
    "Title": "Sample.HashingBenchmarks-20261129-113000",
    "HostEnvironmentInfo": HOST,
    "Benchmarks": [
        # F13: a type without a namespace
        benchmark(None, "Hashing", "Sha256", "", 131072, OVERHEAD,
                  [94_112_300, 93_870_100, 94_650_800, 93_990_400, 94_203_700, 94_488_200, 93_911_000, 94_005_600], 112),
        benchmark("Sample", "Checksums", "Crc32", "Size=1024", 262144, OVERHEAD,
                  [1_352_711_900, 1_349_004_200, 1_361_337_100, 1_350_882_000, 1_355_120_500, 1_348_760_300, 1_353_430_800, 1_351_200_600], 0),
        benchmark("Sample", "Checksums", "Crc32", "Size=16384", 16384, OVERHEAD,
                  [1_346_900_100, 1_352_014_500, 1_349_770_200, 1_350_630_900, 1_347_118_400, 1_355_902_700, 1_348_335_000, 1_351_044_800], 0),
        # F14: an empty method measures no more than the overhead: 0 ns per operation
        benchmark("Sample", "Checksums", "Noop", "", 536870912, OVERHEAD,
                  [260_300, 259_800, 260_900, 260_100, 260_400, 259_700, 260_000, 260_600], 0),
    ],
}

brief = {
    "Title": "Sample.SlowBenchmarks-20261129-113500",
    "HostEnvironmentInfo": {**HOST, "Configuration": "DEBUG"},
    "Benchmarks": [
        {
            "DisplayInfo": "SlowBenchmarks.ColdStart: Job-XKQWER(IterationCount=1, LaunchCount=1, WarmupCount=0)",
            "Namespace": "Sample", "Type": "SlowBenchmarks", "Method": "ColdStart", "MethodTitle": "ColdStart",
            "Parameters": "", "FullName": "Sample.SlowBenchmarks.ColdStart",
            "Statistics": stats([1_161_100_000.0]),
        },
        {
            "DisplayInfo": "SlowBenchmarks.Broken: Job-XKQWER(IterationCount=1, LaunchCount=1, WarmupCount=0)",
            "Namespace": "Sample", "Type": "SlowBenchmarks", "Method": "Broken", "MethodTitle": "Broken",
            "Parameters": "", "FullName": "Sample.SlowBenchmarks.Broken",
            "Statistics": None,
        },
    ],
}


def dump(document, path):
    # BenchmarkDotNet's SimpleJson writes NaN as a bare token, which is not JSON.
    text = json.dumps(document, indent=2, allow_nan=True)
    with open(path, "w") as f:
        f.write(text + "\n")


out = sys.argv[1]
dump(full, f"{out}/Sample.HashingBenchmarks-report-full.json")
dump(brief, f"{out}/Sample.SlowBenchmarks-report-brief.json")
