// Benchmarks that fail at two moments when BENCH_FAIL=1 (fixtures/go-test/failed-procs/README.md):
// BenchmarkFirst on its first call (b.N = 1, before Go prints the GOMAXPROCS suffix),
// BenchmarkLate once b.N grows past 1000 (inside the timed runs, where the suffix is printed).
// BenchmarkSum never fails. Without BENCH_FAIL every benchmark runs (the base).
package procs

import (
	"os"
	"testing"
)

var failing = os.Getenv("BENCH_FAIL") == "1"

var sink uint64

func BenchmarkSum(b *testing.B) {
	v := make([]uint64, 1024)
	for i := 0; i < b.N; i++ {
		for _, x := range v {
			sink += x
		}
	}
}

func BenchmarkFirst(b *testing.B) {
	if failing {
		b.Fatalf("cannot open fixture %q", "first.bin")
	}
	for i := 0; i < b.N; i++ {
		sink += uint64(i)
	}
}

func BenchmarkLate(b *testing.B) {
	if failing && b.N > 1000 {
		b.Fatalf("gave up at b.N = %d", b.N)
	}
	for i := 0; i < b.N; i++ {
		sink++
	}
}
