"""pytest-benchmark made to fail on the head build (HEAD=1): test_parse raises inside the
benchmarked function; test_sum is the same on both builds."""
import os

DATA = bytes(range(256)) * 16


def fnv(data):
    h = 2166136261
    for x in data:
        h = ((h ^ x) * 16777619) & 0xFFFFFFFF
    return h


def parse(data):
    if os.environ.get("HEAD") == "1":
        raise ValueError("bad header | <b>@team</b>")
    return fnv(data)


def test_sum(benchmark):
    benchmark(sum, DATA)


def test_parse(benchmark):
    benchmark(parse, DATA)
