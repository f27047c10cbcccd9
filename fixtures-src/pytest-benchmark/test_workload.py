"""Small CPU-bound kernels for the pytest-benchmark fixtures (bench-verdict)."""
import zlib

import pytest


def primes(limit):
    sieve = bytearray([1]) * (limit + 1)
    sieve[0:2] = b"\x00\x00"
    for i in range(2, int(limit**0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytearray(len(range(i * i, limit + 1, i)))
    return sum(sieve)


def newton_sqrt(n):
    total = 0.0
    for k in range(1, n):
        x = float(k)
        for _ in range(8):
            x = 0.5 * (x + k / x)
        total += x
    return total


@pytest.mark.parametrize("size", [1024, 16384])
def test_crc32(benchmark, size):
    data = bytes(range(256)) * (size // 256)
    assert benchmark(zlib.crc32, data) >= 0


def test_primes(benchmark):
    assert benchmark(primes, 20000) == 2262


def test_newton_sqrt(benchmark):
    benchmark.extra_info["kernel"] = "newton"
    assert benchmark(newton_sqrt, 200) > 0


@pytest.mark.parametrize("blob", ["x" * 300])
def test_checksum_blob(benchmark, blob):
    assert benchmark(zlib.adler32, blob.encode()) > 0
