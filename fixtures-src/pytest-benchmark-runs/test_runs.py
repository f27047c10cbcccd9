"""Two small kernels for the pytest-benchmark run-identity fixtures (bench-verdict)."""
import zlib


def test_crc32(benchmark):
    data = bytes(range(256)) * 16
    assert benchmark(zlib.crc32, data) >= 0


def test_sum(benchmark):
    values = list(range(1000))
    assert benchmark(sum, values) == 499500
